import { z } from 'zod';
import { safeString } from '../validation.js';
import { MAX_ID, isoDate } from '../students/student.js';
import { LEAD_STATUS, leadStatusName } from './lead.js';

/**
 * Interviews and admission decisions of the Admissions CRM (spec 002: sendDecision, facultyTimeSlot,
 * acceptanceFilePreview, saveLeadInterviewEvalInfo, getLeadInterviewEvalInfo; toast 'Evaluation form
 * added successfully'). They live on the lead's Status Change tab as its Interview, Evaluation and
 * Decision cards (the spec's tab list is fixed).
 *
 * - An interview books one of a faculty member's time slots (the control table 'faculty-timeslot':
 *   faculty, day of week, start and end time) on a date that falls on the slot's day. A faculty member
 *   holds one interview per slot and date. Scheduling moves an Application Submitted lead to Interview
 *   Scheduled; cancelling the last interview of a lead at Interview Scheduled moves it back.
 * - An evaluation scores five criteria from 1 to 5 with a recommendation; one per evaluator and lead.
 * - A decision (accept, waitlist, decline) goes to the lead as a letter (PDF) by email; accept moves the
 *   lead to Accepted, decline closes it.
 */

/** The role name of the staff users who interview applicants (users.role_name). */
export const FACULTY_ROLE = 'FACULTY';

const id = z.coerce.number().int().positive().max(MAX_ID);
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optionalNote = (max: number) =>
  z.preprocess(blankToNull, safeString().trim().max(max, `At most ${max} characters`).nullish());

export const INTERVIEW_MESSAGES = {
  faculty: 'Choose a faculty member from the list',
  slot: "Choose one of this faculty member's time slots",
  slotDay: (day: string) => `This slot is on ${day}s; choose a ${day}`,
  pastDate: 'Choose today or a later date',
  doubleBooked: 'This faculty member already has an interview in this slot on that date',
  leadClosed: 'This lead is closed; reopen it first',
  leadStudent: 'This lead is already a student',
  cancelled: 'This interview is already cancelled',
  evaluationExists: 'You have already evaluated this lead; edit your evaluation instead',
  notAuthor: 'Only its author may change an evaluation',
  score: 'Score from 1 to 5',
  recommendation: 'Choose a recommendation',
  decision: 'Choose a decision',
  decisionStatus:
    'A decision is sent once the application is submitted: the lead must be at Application Submitted, Interview Scheduled or Accepted',
} as const;

export const INTERVIEW_TOASTS = {
  scheduled: 'Interview scheduled successfully',
  scheduleFailed: 'Failed to schedule the interview. Try again!',
  cancelled: 'Interview cancelled successfully',
  cancelFailed: 'Failed to cancel the interview. Try again!',
  evaluationAdded: 'Evaluation form added successfully',
  evaluationUpdated: 'Evaluation form updated successfully',
  evaluationFailed: 'Failed to submit the form. Try again!',
  decisionSent: 'Decision sent successfully',
  decisionFailed: 'Failed to send the decision. Try again!',
} as const;

// ---- scheduling ----

export const INTERVIEW_STATUSES = ['Scheduled', 'Cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** The weekday of an ISO date (YYYY-MM-DD), as the time-slot table names days. */
export function weekdayOf(isoDay: string): string {
  return ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][
    new Date(`${isoDay}T00:00:00Z`).getUTCDay()
  ];
}

/**
 * The earliest date an interview may be booked on, given the server's clock: yesterday in UTC, so that a
 * browser west of UTC may still book its own today late in the evening.
 */
export const earliestInterviewDay = (now: Date) => new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);

/** Schedule an interview: a faculty member, one of their time slots, a date on the slot's weekday. */
export const interviewScheduleInput = z.object({
  facultyId: z.coerce
    .number({ error: INTERVIEW_MESSAGES.faculty })
    .int()
    .positive(INTERVIEW_MESSAGES.faculty)
    .max(MAX_ID),
  slotId: z.coerce.number({ error: INTERVIEW_MESSAGES.slot }).int().positive(INTERVIEW_MESSAGES.slot).max(MAX_ID),
  date: safeString({ error: 'Choose a date' }).min(1, 'Choose a date').pipe(isoDate),
  location: optionalNote(200),
  note: optionalNote(2000),
});
export type InterviewScheduleInput = z.infer<typeof interviewScheduleInput>;

export const leadInterview = z.object({
  id: z.number().int(),
  leadId: z.number().int(),
  facultyId: z.number().int(),
  facultyName: safeString().nullable(),
  date: safeString(),
  day: safeString(),
  startTime: safeString(),
  endTime: safeString(),
  location: safeString().nullable(),
  note: safeString().nullable(),
  status: z.enum(INTERVIEW_STATUSES),
  scheduledByName: safeString().nullable(),
  createdAt: safeString(),
  cancelledAt: safeString().nullable(),
  cancelledByName: safeString().nullable(),
});
export type LeadInterview = z.infer<typeof leadInterview>;
export const leadInterviewParam = z.object({ leadId: id, interviewId: id });

/** A faculty member who may interview, with their active time slots. */
export const interviewSlot = z.object({
  id: z.number().int(),
  day: safeString(),
  startTime: safeString(),
  endTime: safeString(),
});
export type InterviewSlot = z.infer<typeof interviewSlot>;
export const interviewFaculty = z.object({ id: z.number().int(), name: safeString(), slots: z.array(interviewSlot) });
export type InterviewFaculty = z.infer<typeof interviewFaculty>;

/** A faculty member's slots on one date, with the ones already booked. */
export const interviewAvailabilityQuery = z.object({ facultyId: id, date: isoDate });
export const interviewAvailability = z.object({
  date: safeString(),
  day: safeString(),
  slots: z.array(interviewSlot.extend({ taken: z.boolean() })),
});
export type InterviewAvailability = z.infer<typeof interviewAvailability>;

// ---- evaluation ----

export const INTERVIEW_CRITERIA = [
  { key: 'communication', label: 'Communication' },
  { key: 'motivation', label: 'Motivation for Medicine' },
  { key: 'academicPreparation', label: 'Academic Preparation' },
  { key: 'professionalism', label: 'Professionalism' },
  { key: 'ethics', label: 'Ethics and Integrity' },
] as const;
export type InterviewCriterion = (typeof INTERVIEW_CRITERIA)[number]['key'];
export const INTERVIEW_SCORE_MIN = 1;
export const INTERVIEW_SCORE_MAX = 5;
/** What each score means, shown beside the choices. */
export const INTERVIEW_SCORE_LABELS: Record<number, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};

export const INTERVIEW_RECOMMENDATIONS = [
  { value: 'admit', label: 'Admit' },
  { value: 'waitlist', label: 'Waitlist' },
  { value: 'decline', label: 'Decline' },
] as const;
export type InterviewRecommendation = (typeof INTERVIEW_RECOMMENDATIONS)[number]['value'];
const RECOMMENDATION_VALUES = INTERVIEW_RECOMMENDATIONS.map((r) => r.value) as [
  InterviewRecommendation,
  ...InterviewRecommendation[],
];
export const recommendationLabel = (v: string) => INTERVIEW_RECOMMENDATIONS.find((r) => r.value === v)?.label ?? v;

const score = z.coerce
  .number({ error: INTERVIEW_MESSAGES.score })
  .int(INTERVIEW_MESSAGES.score)
  .min(INTERVIEW_SCORE_MIN, INTERVIEW_MESSAGES.score)
  .max(INTERVIEW_SCORE_MAX, INTERVIEW_MESSAGES.score);
const scoreShape = Object.fromEntries(INTERVIEW_CRITERIA.map((c) => [c.key, score])) as Record<
  InterviewCriterion,
  typeof score
>;

/** saveLeadInterviewEvalInfo: every criterion scored, a recommendation, optional comments. */
export const interviewEvaluationInput = z.object({
  ...scoreShape,
  recommendation: z.enum(RECOMMENDATION_VALUES, { error: INTERVIEW_MESSAGES.recommendation }),
  comments: optionalNote(4000),
});
export type InterviewEvaluationInput = z.infer<typeof interviewEvaluationInput>;

export type InterviewScores = Record<InterviewCriterion, number>;
export const scoresOf = (v: InterviewScores): InterviewScores =>
  Object.fromEntries(INTERVIEW_CRITERIA.map((c) => [c.key, v[c.key]])) as InterviewScores;
/** The mean of the scores, to one decimal. */
export const averageScore = (s: InterviewScores) =>
  Math.round((INTERVIEW_CRITERIA.reduce((sum, c) => sum + s[c.key], 0) / INTERVIEW_CRITERIA.length) * 10) / 10;

export const interviewEvaluation = z.object({
  id: z.number().int(),
  leadId: z.number().int(),
  evaluatorId: z.number().int(),
  evaluatorName: safeString().nullable(),
  scores: z.record(safeString(), z.number().int()),
  average: z.number(),
  recommendation: z.enum(RECOMMENDATION_VALUES),
  recommendationLabel: safeString(),
  comments: safeString().nullable(),
  /** written by the viewer (who alone may change it) */
  mine: z.boolean(),
  createdAt: safeString(),
  updatedAt: safeString(),
});
export type InterviewEvaluation = z.infer<typeof interviewEvaluation>;
export const interviewEvaluationParam = z.object({ leadId: id, evaluationId: id });

// ---- decision ----

export const LEAD_DECISIONS = [
  { value: 'accept', label: 'Accept', letter: 'Acceptance Letter' },
  { value: 'waitlist', label: 'Waitlist', letter: 'Waitlist Letter' },
  { value: 'decline', label: 'Decline', letter: 'Decision Letter' },
] as const;
export type LeadDecisionValue = (typeof LEAD_DECISIONS)[number]['value'];
const DECISION_VALUES = LEAD_DECISIONS.map((d) => d.value) as [LeadDecisionValue, ...LeadDecisionValue[]];
export const decisionOf = (v: string) => LEAD_DECISIONS.find((d) => d.value === v);

/** The statuses from which a decision may be sent (after the application, before the seat deposit). */
export const DECISION_STATUSES: readonly number[] = [
  LEAD_STATUS.applicationSubmitted,
  LEAD_STATUS.interviewScheduled,
  LEAD_STATUS.accepted,
];
export const canDecide = (statusId: number) => DECISION_STATUSES.includes(statusId);

/** sendDecision; the same fields preview the letter (acceptanceFilePreview). */
export const leadDecisionInput = z.object({
  decision: z.enum(DECISION_VALUES, { error: INTERVIEW_MESSAGES.decision }),
  message: optionalNote(2000),
});
export type LeadDecisionInput = z.infer<typeof leadDecisionInput>;
/** The preview's query: the decision defaults to accept (the acceptance letter). */
export const leadDecisionPreviewQuery = leadDecisionInput.extend({
  decision: z.enum(DECISION_VALUES).default('accept'),
});

export const leadDecision = z.object({
  id: z.number().int(),
  leadId: z.number().int(),
  decision: z.enum(DECISION_VALUES),
  decisionLabel: safeString(),
  message: safeString().nullable(),
  emailTo: safeString(),
  letterFileId: z.number().int(),
  letterFileName: safeString(),
  decidedByName: safeString().nullable(),
  decidedAt: safeString(),
});
export type LeadDecision = z.infer<typeof leadDecision>;
export const leadDecisionParam = z.object({ leadId: id, decisionId: id });

/** The Decision card: what the letter will say, whether a decision may be sent now, and the ones sent. */
export const leadDecisionState = z.object({
  canDecide: z.boolean(),
  /** why not, when it may not */
  blockedReason: safeString().nullable(),
  program: safeString().nullable(),
  campus: safeString().nullable(),
  semester: safeString().nullable(),
  items: z.array(leadDecision),
});
export type LeadDecisionState = z.infer<typeof leadDecisionState>;

// ---- the letter ----

/** The school's letterhead on every decision letter. */
export const ADMISSIONS_LETTERHEAD = {
  school: 'Caduceus School of Medicine',
  office: 'Office of Admissions',
  address: '100 Harbour Road, Oranjestad, Aruba',
  contact: 'admissions@caduceus.edu · +297 555 0100',
} as const;
/** Days an accepted applicant has to pay the seat deposit. */
export const SEAT_DEPOSIT_DAYS = 30;

export interface LetterFacts {
  firstName: string;
  lastName: string;
  program: string | null;
  campus: string | null;
  semester: string | null;
  /** the letter's date, as printed */
  date: string;
  /** the admissions officer signing */
  signer: string | null;
  message?: string | null;
}
export interface DecisionLetter {
  title: string;
  subject: string;
  salutation: string;
  paragraphs: string[];
  seatDeposit: string | null;
  closing: string;
  signer: string;
}

/** The words of a decision letter (the PDF and the email say the same). */
export function decisionLetter(decision: LeadDecisionValue, f: LetterFacts): DecisionLetter {
  const program = f.program ?? 'our program';
  const where = f.campus ? ` at our ${f.campus} campus` : '';
  const start = f.semester ? `, beginning in the ${f.semester} semester` : '';
  const name = `${f.firstName} ${f.lastName}`.trim();
  const paragraphs: string[] = [];
  let seatDeposit: string | null = null;
  let title: string;
  let subject: string;
  if (decision === 'accept') {
    title = 'Offer of Admission';
    subject = `Your offer of admission to ${ADMISSIONS_LETTERHEAD.school}`;
    paragraphs.push(
      `On behalf of the Admissions Committee, I am delighted to offer you admission to the ${program} program${where}${start}.`,
      'The committee was impressed by your application, and we look forward to welcoming you to our community of future physicians.',
    );
    seatDeposit =
      `To secure your place${f.semester ? ` in the ${f.semester} class` : ''}, please pay the seat deposit within ${SEAT_DEPOSIT_DAYS} days of the date of this letter. ` +
      "Your admissions representative will send you the amount and the ways to pay; the seat deposit is credited to your first semester's tuition.";
  } else if (decision === 'waitlist') {
    title = 'Admission Waitlist';
    subject = `Your application to ${ADMISSIONS_LETTERHEAD.school}`;
    paragraphs.push(
      `Thank you for your interest in the ${program} program${where}${start}. After careful review, the Admissions Committee has placed your application on our waitlist.`,
      'Seats may become available in the coming weeks; we will write to you as soon as the committee can make you an offer. You do not need to do anything to keep your place on the list.',
    );
  } else {
    title = 'Admission Decision';
    subject = `Your application to ${ADMISSIONS_LETTERHEAD.school}`;
    paragraphs.push(
      `Thank you for applying to the ${program} program${where}${start}. After careful review, the Admissions Committee regrets that it cannot offer you admission at this time.`,
      'We received many strong applications and this decision does not diminish your accomplishments. We wish you every success, and you are welcome to apply again for a later semester.',
    );
  }
  if (f.message?.trim()) paragraphs.push(f.message.trim());
  return {
    title,
    subject,
    salutation: `Dear ${name},`,
    paragraphs,
    seatDeposit,
    closing: 'Sincerely,',
    signer: f.signer ? `${f.signer}, ${ADMISSIONS_LETTERHEAD.office}` : ADMISSIONS_LETTERHEAD.office,
  };
}

/** The letter's date as printed: "July 4, 2026". */
export const letterDate = (d: Date) =>
  d.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Why a lead may not receive a decision now (null when it may). */
export function decisionBlocked(l: {
  statusId: number;
  closedAt: string | null;
  studentId: number | null;
}): string | null {
  if (l.closedAt) return INTERVIEW_MESSAGES.leadClosed;
  if (l.studentId != null || l.statusId === LEAD_STATUS.student) return INTERVIEW_MESSAGES.leadStudent;
  if (!canDecide(l.statusId))
    return `${INTERVIEW_MESSAGES.decisionStatus} (now ${leadStatusName(l.statusId) ?? 'unknown'})`;
  return null;
}
