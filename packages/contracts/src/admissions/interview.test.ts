import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  INTERVIEW_CRITERIA,
  INTERVIEW_MESSAGES,
  SEAT_DEPOSIT_DAYS,
  averageScore,
  canDecide,
  decisionBlocked,
  decisionLetter,
  earliestInterviewDay,
  interviewEvaluationInput,
  interviewScheduleInput,
  leadDecisionInput,
  leadDecisionPreviewQuery,
  letterDate,
  weekdayOf,
} from './interview.js';

const allScores = (n: number) => Object.fromEntries(INTERVIEW_CRITERIA.map((c) => [c.key, n]));
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('interview evaluation', () => {
  it('takes every criterion scored 1 to 5 and a recommendation', () => {
    const r = interviewEvaluationInput.safeParse({
      ...allScores(4),
      recommendation: 'admit',
      comments: '  Thoughtful answers.  ',
    });
    expect(r.success).toBe(true);
    expect(r.data?.comments).toBe('Thoughtful answers.');
    expect(r.data?.ethics).toBe(4);
  });
  it('refuses scores outside 1 to 5, fractions and missing ones, each on its own field', () => {
    const r = interviewEvaluationInput.safeParse({
      ...allScores(3),
      communication: 0,
      motivation: 6,
      academicPreparation: 2.5,
      professionalism: undefined,
      recommendation: 'admit',
    });
    expect(issues(r)).toEqual({
      communication: INTERVIEW_MESSAGES.score,
      motivation: INTERVIEW_MESSAGES.score,
      academicPreparation: INTERVIEW_MESSAGES.score,
      professionalism: INTERVIEW_MESSAGES.score,
    });
  });
  it('accepts exactly the integers 1..5 for any criterion', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INTERVIEW_CRITERIA.map((c) => c.key)),
        fc.integer({ min: -10, max: 15 }),
        (key, n) => {
          const ok = interviewEvaluationInput.safeParse({
            ...allScores(3),
            [key]: n,
            recommendation: 'waitlist',
          }).success;
          expect(ok).toBe(n >= 1 && n <= 5);
        },
      ),
    );
  });
  it('needs a recommendation from the list; an empty comment is none', () => {
    expect(issues(interviewEvaluationInput.safeParse({ ...allScores(3), recommendation: 'maybe' }))).toEqual({
      recommendation: INTERVIEW_MESSAGES.recommendation,
    });
    expect(
      interviewEvaluationInput.parse({ ...allScores(3), recommendation: 'decline', comments: '   ' }).comments,
    ).toBeNull();
  });
  it('averages to one decimal', () => {
    expect(
      averageScore({ communication: 5, motivation: 4, academicPreparation: 4, professionalism: 5, ethics: 3 }),
    ).toBe(4.2);
    expect(
      averageScore({ communication: 1, motivation: 2, academicPreparation: 2, professionalism: 2, ethics: 2 }),
    ).toBe(1.8);
  });
});

describe('interview scheduling', () => {
  it('names the weekday of a date as the time slots do', () => {
    expect(weekdayOf('2026-07-06')).toBe('Monday');
    expect(weekdayOf('2026-07-12')).toBe('Sunday');
    expect(weekdayOf('2024-02-29')).toBe('Thursday');
  });
  it('allows yesterday in UTC as the earliest day (browsers west of UTC)', () => {
    expect(earliestInterviewDay(new Date('2026-07-06T02:00:00Z'))).toBe('2026-07-05');
  });
  it('needs a faculty member, a slot and a real date', () => {
    expect(issues(interviewScheduleInput.safeParse({ date: '2026-02-30' }))).toEqual({
      facultyId: INTERVIEW_MESSAGES.faculty,
      slotId: INTERVIEW_MESSAGES.slot,
      date: 'Use the date format YYYY-MM-DD',
    });
    expect(issues(interviewScheduleInput.safeParse({ facultyId: 3, slotId: 4, date: '' }))).toEqual({
      date: 'Choose a date',
    });
    expect(
      interviewScheduleInput.parse({ facultyId: '3', slotId: '4', date: '2026-07-06', location: '' }),
    ).toMatchObject({ facultyId: 3, slotId: 4, location: null });
  });
});

describe('decisions', () => {
  it('may be sent from Application Submitted, Interview Scheduled and Accepted only', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter(canDecide)).toEqual([4, 5, 6]);
    expect(decisionBlocked({ statusId: 5, closedAt: null, studentId: null })).toBeNull();
    expect(decisionBlocked({ statusId: 5, closedAt: '2026-01-01T00:00:00Z', studentId: null })).toBe(
      INTERVIEW_MESSAGES.leadClosed,
    );
    expect(decisionBlocked({ statusId: 10, closedAt: null, studentId: 7 })).toBe(INTERVIEW_MESSAGES.leadStudent);
    expect(decisionBlocked({ statusId: 3, closedAt: null, studentId: null })).toContain('(now Profile Created)');
  });
  it('needs a decision from the list; the preview defaults to the acceptance letter', () => {
    expect(issues(leadDecisionInput.safeParse({ decision: 'admit' }))).toEqual({
      decision: INTERVIEW_MESSAGES.decision,
    });
    expect(leadDecisionPreviewQuery.parse({}).decision).toBe('accept');
  });
  const facts = {
    firstName: 'Chidi',
    lastName: 'Okafor',
    program: 'Doctor of Medicine (MD)',
    campus: 'Aruba',
    semester: 'Fall 2026',
    date: 'July 6, 2026',
    signer: 'Alma Admissions',
  };
  it('writes the acceptance letter with the program, campus, start semester and the seat deposit', () => {
    const l = decisionLetter('accept', { ...facts, message: 'Welcome aboard!' });
    expect(l.title).toBe('Offer of Admission');
    expect(l.salutation).toBe('Dear Chidi Okafor,');
    expect(l.paragraphs[0]).toBe(
      'On behalf of the Admissions Committee, I am delighted to offer you admission to the Doctor of Medicine (MD) program at our Aruba campus, beginning in the Fall 2026 semester.',
    );
    expect(l.paragraphs.at(-1)).toBe('Welcome aboard!');
    expect(l.seatDeposit).toContain(`within ${SEAT_DEPOSIT_DAYS} days`);
    expect(l.signer).toBe('Alma Admissions, Office of Admissions');
  });
  it('writes waitlist and decline letters without a seat deposit', () => {
    expect(decisionLetter('waitlist', facts)).toMatchObject({ title: 'Admission Waitlist', seatDeposit: null });
    expect(decisionLetter('waitlist', facts).paragraphs[0]).toContain('placed your application on our waitlist');
    const d = decisionLetter('decline', { ...facts, campus: null, semester: null });
    expect(d).toMatchObject({ title: 'Admission Decision', seatDeposit: null });
    expect(d.paragraphs[0]).toBe(
      'Thank you for applying to the Doctor of Medicine (MD) program. After careful review, the Admissions Committee regrets that it cannot offer you admission at this time.',
    );
  });
  it('prints the date in words', () => {
    expect(letterDate(new Date('2026-07-06T23:30:00Z'))).toBe('July 6, 2026');
  });
});
