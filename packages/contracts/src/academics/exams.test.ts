import { describe, expect, it } from 'vitest';
import {
  EXAM_MESSAGES,
  RETAKE_STATUSES,
  RETAKE_TRANSITIONS,
  canRetakeMove,
  nbmeAttemptRefusal,
  nbmeScoreInput,
  nbmeUploadRow,
  retakeStatusInput,
} from './exams.js';

describe('retake request transitions', () => {
  const table: [string, string[]][] = [
    ['Pending', ['Under Review', 'Paid', 'Cancelled']],
    ['Under Review', ['Pending', 'Cancelled']],
    ['Paid', ['Verified', 'Cancelled']],
    ['Verified', ['Scheduled', 'Cancelled']],
    ['Scheduled', ['Completed', 'Cancelled']],
    ['Completed', []],
    ['Cancelled', []],
  ];
  it('covers every status', () => expect(table.map(([s]) => s).sort()).toEqual([...RETAKE_STATUSES].sort()));
  for (const [from, to] of table)
    it(`${from} -> ${to.join(', ') || 'nothing (final)'}`, () => {
      expect(RETAKE_TRANSITIONS[from as keyof typeof RETAKE_TRANSITIONS]).toEqual(to);
      for (const other of RETAKE_STATUSES)
        expect(canRetakeMove(from as (typeof RETAKE_STATUSES)[number], other)).toBe(to.includes(other));
    });
  it('scheduling wants a day and completing a score', () => {
    expect(retakeStatusInput.safeParse({ status: 'Scheduled' }).success).toBe(false);
    expect(retakeStatusInput.safeParse({ status: 'Completed', score: 70 }).success).toBe(true);
  });
});

describe('NBME scores', () => {
  it('a shelf score is 0-100 with a discipline; a comprehensive one CBSE or CCSE', () => {
    const ok = nbmeScoreInput.parse({ kind: 'Subject', discipline: 'Surgery', examDate: '2025-01-10', score: 71 });
    expect(ok).toMatchObject({ discipline: 'Surgery', examType: null, percentile: null });
    const bad = nbmeScoreInput.safeParse({ kind: 'Subject', examDate: '2025-01-10', score: 171 });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([EXAM_MESSAGES.discipline, EXAM_MESSAGES.subjectScore]);
    expect(
      nbmeScoreInput.parse({ kind: 'Comprehensive', examType: 'CBSE', examDate: '2025-01-10', score: 212 }),
    ).toMatchObject({ examType: 'CBSE', discipline: null });
  });
  it('attempts are counted per discipline, at most three, one a day', () => {
    const s = { kind: 'Subject' as const, discipline: 'Surgery', examType: null, examDate: '2025-05-01' };
    const at = (d: string, discipline = 'Surgery') => ({ ...s, discipline, examDate: d });
    expect(nbmeAttemptRefusal(s, [at('2025-01-01'), at('2025-02-01', 'Psychiatry')])).toBeNull();
    expect(nbmeAttemptRefusal(s, [at('2025-05-01')])).toBe(EXAM_MESSAGES.sameDay);
    expect(nbmeAttemptRefusal(s, [at('2025-01-01'), at('2025-02-01'), at('2025-03-01')])).toBe(EXAM_MESSAGES.tooMany);
  });
  it('an upload row names a known exam and an in-range score', () => {
    const row = nbmeUploadRow('Subject');
    expect(
      row.safeParse({ studentId: '4', exam: 'Surgery', examDate: '2025-01-02', score: '66', percentile: '' }).success,
    ).toBe(true);
    const bad = row.safeParse({
      studentId: '4',
      exam: 'Cooking',
      examDate: '2025-01-02',
      score: '166',
      percentile: '',
    });
    expect(bad.error?.issues.map((i) => i.path[0])).toEqual(['score', 'exam']);
  });
});
