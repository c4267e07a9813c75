import { z } from 'zod';
import { MAX_ID, pageQuery } from '../kit/common.js';
import { isoDate } from '../students/student.js';
import { optionalMultilineText, optionalText, safeString, singleLine } from '../validation.js';

/**
 * The exams office (spec 002 "Exams") and the student record's Exams tab (spec 001 "Academic records and
 * tests"): NBME subject (shelf) and comprehensive scores, Kaplan scores by semester, and students' requests
 * to retake an exam (requested -> paid -> verified -> scheduled -> completed).
 */
export const NBME_ENTITY = 'nbmeScore';
export const KAPLAN_ENTITY = 'kaplanScore';
export const RETAKE_ENTITY = 'examRetakeRequest';

/** Shelf exams are NBME subject exams; comprehensive ones are the basic science (CBSE) or clinical science (CCSE). */
export const NBME_KINDS = ['Subject', 'Comprehensive'] as const;
export type NbmeKind = (typeof NBME_KINDS)[number];
export const NBME_EXAM_TYPES = ['CBSE', 'CCSE'] as const;
export type NbmeExamType = (typeof NBME_EXAM_TYPES)[number];
/** The disciplines of the NBME subject (shelf) exams. */
export const NBME_DISCIPLINES = [
  'Internal Medicine',
  'Surgery',
  'Pediatrics',
  'Obstetrics and Gynecology',
  'Psychiatry',
  'Family Medicine',
  'Neurology',
  'Emergency Medicine',
] as const;
export type NbmeDiscipline = (typeof NBME_DISCIPLINES)[number];
/** Shelf scores are equated percent correct (0-100); comprehensive scores are on the three-digit scale. */
export const NBME_SCORE = { Subject: { min: 0, max: 100 }, Comprehensive: { min: 0, max: 300 } } as const;
export const KAPLAN_SCORE = { min: 0, max: 100 } as const;
export const KAPLAN_TESTS = ['Diagnostic', 'Readiness', 'Qbank Assessment'] as const;
/** A discipline's shelf exam may be sat at most this many times. */
export const NBME_MAX_ATTEMPTS = 3;

export const EXAM_MESSAGES = {
  discipline: 'Choose a discipline from the list',
  examType: 'Choose CBSE or CCSE',
  kind: 'Choose Subject or Comprehensive',
  future: 'An exam cannot be taken in the future',
  subjectScore: `A shelf score is a whole number from ${NBME_SCORE.Subject.min} to ${NBME_SCORE.Subject.max}`,
  compScore: `A comprehensive score is a whole number from ${NBME_SCORE.Comprehensive.min} to ${NBME_SCORE.Comprehensive.max}`,
  kaplanScore: `A Kaplan score is a whole number from ${KAPLAN_SCORE.min} to ${KAPLAN_SCORE.max}`,
  kaplanTest: 'Choose a Kaplan test from the list',
  sameDay: 'This exam is already recorded for the student on this day',
  tooMany: `At most ${NBME_MAX_ATTEMPTS} attempts at a discipline's shelf exam`,
  unknownStudent: 'Unknown student',
  student: 'Enter the student ID',
  semester: 'Choose a semester',
  exam: 'Choose the exam to retake',
  scheduledDate: 'Choose the day the exam is scheduled',
  score: 'Enter the score of the retake',
  openRequest: 'The student already has an open request to retake this exam',
} as const;
export const EXAM_TOASTS = {
  nbmeAdded: 'NBME Score Added Successfully',
  kaplanAdded: 'Kaplan Score Added Successfully',
  retakeRequested: 'Retake Request Added Successfully',
  retakeUpdated: 'Retake Request Updated Successfully',
} as const;

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
const wholeIn = (r: { min: number; max: number }, message: string) =>
  z.coerce.number({ error: message }).int(message).min(r.min, message).max(r.max, message);
const notFuture = (v: { examDate: string }, ctx: z.RefinementCtx) => {
  if (v.examDate > new Date().toISOString().slice(0, 10))
    ctx.addIssue({ code: 'custom', path: ['examDate'], message: EXAM_MESSAGES.future });
};

/** What a score of a kind must be (null: in range). */
export function nbmeScoreRefusal(kind: NbmeKind, score: number): string | null {
  const r = NBME_SCORE[kind];
  if (!Number.isInteger(score) || score < r.min || score > r.max)
    return kind === 'Subject' ? EXAM_MESSAGES.subjectScore : EXAM_MESSAGES.compScore;
  return null;
}

/** One NBME score entered by hand (addStudentNbmeScore, addNbmeShelf, addNbmeCompFile). */
export const nbmeScoreInput = z
  .object({
    kind: z.enum(NBME_KINDS, { error: EXAM_MESSAGES.kind }),
    /** the shelf discipline (Subject); none for a comprehensive exam */
    discipline: z.enum(NBME_DISCIPLINES, { error: EXAM_MESSAGES.discipline }).nullish(),
    /** CBSE or CCSE (Comprehensive); none for a shelf exam */
    examType: z.enum(NBME_EXAM_TYPES, { error: EXAM_MESSAGES.examType }).nullish(),
    examDate: isoDate,
    score: z.coerce.number({ error: EXAM_MESSAGES.subjectScore }).int(EXAM_MESSAGES.subjectScore),
    percentile: z.coerce.number().int('A percentile is a whole number from 0 to 100').min(0).max(100).nullish(),
  })
  .superRefine((v, ctx) => {
    notFuture(v, ctx);
    if (v.kind === 'Subject' && !v.discipline)
      ctx.addIssue({ code: 'custom', path: ['discipline'], message: EXAM_MESSAGES.discipline });
    if (v.kind === 'Comprehensive' && !v.examType)
      ctx.addIssue({ code: 'custom', path: ['examType'], message: EXAM_MESSAGES.examType });
    const bad = nbmeScoreRefusal(v.kind, v.score);
    if (bad) ctx.addIssue({ code: 'custom', path: ['score'], message: bad });
  })
  .transform((v) => ({
    ...v,
    discipline: v.kind === 'Subject' ? (v.discipline ?? null) : null,
    examType: v.kind === 'Comprehensive' ? (v.examType ?? null) : null,
    percentile: v.percentile ?? null,
  }));
export type NbmeScoreInput = z.infer<typeof nbmeScoreInput>;
/** The back office enters a score for a student it names. */
export const nbmeScoreForStudent = z.intersection(z.object({ studentId: id(EXAM_MESSAGES.student) }), nbmeScoreInput);

/** What the NBME rules say of a new score given the student's others of the same exam (null: it may be recorded). */
export function nbmeAttemptRefusal(
  s: { kind: NbmeKind; discipline: string | null; examType: string | null; examDate: string },
  others: readonly { kind: string; discipline: string | null; examType: string | null; examDate: string }[],
): string | null {
  const same = others.filter((o) => o.kind === s.kind && o.discipline === s.discipline && o.examType === s.examType);
  if (same.some((o) => o.examDate === s.examDate)) return EXAM_MESSAGES.sameDay;
  if (s.kind === 'Subject' && same.length >= NBME_MAX_ATTEMPTS) return EXAM_MESSAGES.tooMany;
  return null;
}

export const nbmeScore = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  studentName: safeString().nullable(),
  kind: z.enum(NBME_KINDS),
  discipline: safeString().nullable(),
  examType: safeString().nullable(),
  examDate: safeString(),
  /** 1 for the first sitting of this exam, in the order taken */
  attempt: z.number().int(),
  score: z.number().int(),
  percentile: z.number().int().nullable(),
  source: safeString(),
  updatedAt: safeString(),
});
export type NbmeScore = z.infer<typeof nbmeScore>;

export const nbmeListQuery = pageQuery.pick({ page: true, pageSize: true, q: true }).extend({
  kind: z.enum(NBME_KINDS, { error: EXAM_MESSAGES.kind }).default('Subject'),
  discipline: z.enum(NBME_DISCIPLINES, { error: EXAM_MESSAGES.discipline }).optional(),
  examType: z.enum(NBME_EXAM_TYPES, { error: EXAM_MESSAGES.examType }).optional(),
});
export const nbmeReportQuery = z.object({ kind: z.enum(NBME_KINDS, { error: EXAM_MESSAGES.kind }).default('Subject') });
/** One line of the report: an exam (a discipline, or CBSE/CCSE) with its sittings and scores. */
export const nbmeReportLine = z.object({
  exam: safeString(),
  sittings: z.number().int(),
  students: z.number().int(),
  average: z.number().nullable(),
  lowest: z.number().int().nullable(),
  highest: z.number().int().nullable(),
});
export const nbmeReport = z.object({ kind: z.enum(NBME_KINDS), lines: z.array(nbmeReportLine) });
/** The detailed report: each student's latest and best score per exam. */
export const nbmeDetailedLine = z.object({
  studentId: z.number().int(),
  studentName: safeString().nullable(),
  exam: safeString(),
  attempts: z.number().int(),
  latest: z.number().int(),
  best: z.number().int(),
  lastDate: safeString(),
});
export const nbmeDetailedReport = z.object({ kind: z.enum(NBME_KINDS), lines: z.array(nbmeDetailedLine) });

export const nbmeAttemptsQuery = z.object({
  discipline: z.enum(NBME_DISCIPLINES, { error: EXAM_MESSAGES.discipline }),
});
export const nbmeAttemptCount = z.object({
  discipline: z.enum(NBME_DISCIPLINES),
  attempts: z.number().int(),
  left: z.number().int(),
});
/** Attempts at every discipline (getNbmeNoOfAttempts, disciplineList). */
export const nbmeDisciplineCounts = z.array(nbmeAttemptCount);

/** The columns of a results spreadsheet (NBME shelf or comprehensive). */
export const NBME_UPLOAD_TYPES = { Subject: 'nbme-shelf', Comprehensive: 'nbme-comprehensive' } as const;
export const nbmeUploadRow = (kind: NbmeKind) =>
  z
    .object({
      studentId: id(EXAM_MESSAGES.student),
      exam: singleLine().trim().max(60, 'At most 60 characters'),
      examDate: isoDate,
      score: wholeIn(NBME_SCORE[kind], kind === 'Subject' ? EXAM_MESSAGES.subjectScore : EXAM_MESSAGES.compScore),
      percentile: z.preprocess(
        (v) => (v === '' ? null : v),
        z.coerce.number().int().min(0, 'A percentile is 0 to 100').max(100, 'A percentile is 0 to 100').nullable(),
      ),
    })
    .superRefine((v, ctx) => {
      if (kind === 'Subject' && !(NBME_DISCIPLINES as readonly string[]).includes(v.exam))
        ctx.addIssue({ code: 'custom', path: ['exam'], message: EXAM_MESSAGES.discipline });
      if (kind === 'Comprehensive' && !(NBME_EXAM_TYPES as readonly string[]).includes(v.exam))
        ctx.addIssue({ code: 'custom', path: ['exam'], message: EXAM_MESSAGES.examType });
      if (v.examDate > new Date().toISOString().slice(0, 10))
        ctx.addIssue({ code: 'custom', path: ['examDate'], message: EXAM_MESSAGES.future });
    });
export type NbmeUploadRow = z.infer<ReturnType<typeof nbmeUploadRow>>;
export const NBME_UPLOAD_COLUMNS = [
  { key: 'studentId', header: 'Student ID', required: true, example: '1' },
  { key: 'exam', header: 'Exam', required: true, example: 'Internal Medicine' },
  { key: 'examDate', header: 'Exam Date', required: true, example: '2026-05-12' },
  { key: 'score', header: 'Score', required: true, example: '74' },
  { key: 'percentile', header: 'Percentile', example: '61' },
] as const;

// ---- Kaplan ----
export const kaplanScoreInput = z
  .object({
    semesterId: id(EXAM_MESSAGES.semester),
    test: z.enum(KAPLAN_TESTS, { error: EXAM_MESSAGES.kaplanTest }),
    examDate: isoDate,
    score: wholeIn(KAPLAN_SCORE, EXAM_MESSAGES.kaplanScore),
  })
  .superRefine(notFuture);
export type KaplanScoreInput = z.infer<typeof kaplanScoreInput>;
export const kaplanScoreForStudent = z.intersection(
  z.object({ studentId: id(EXAM_MESSAGES.student) }),
  kaplanScoreInput,
);
export const kaplanScore = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  studentName: safeString().nullable(),
  semesterId: z.number().int(),
  semesterName: safeString().nullable(),
  test: safeString(),
  examDate: safeString(),
  score: z.number().int(),
  updatedAt: safeString(),
});
export type KaplanScore = z.infer<typeof kaplanScore>;
export const kaplanListQuery = pageQuery.pick({ page: true, pageSize: true, q: true }).extend({
  semesterId: id(EXAM_MESSAGES.semester).optional(),
  test: z.enum(KAPLAN_TESTS, { error: EXAM_MESSAGES.kaplanTest }).optional(),
});

// ---- retake requests ----
export const RETAKE_STATUSES = [
  'Pending',
  'Under Review',
  'Paid',
  'Verified',
  'Scheduled',
  'Completed',
  'Cancelled',
] as const;
export type RetakeStatus = (typeof RETAKE_STATUSES)[number];
/** Which status a request may move to from each status (Completed and Cancelled are final). */
export const RETAKE_TRANSITIONS: Readonly<Record<RetakeStatus, readonly RetakeStatus[]>> = {
  Pending: ['Under Review', 'Paid', 'Cancelled'],
  'Under Review': ['Pending', 'Cancelled'],
  Paid: ['Verified', 'Cancelled'],
  Verified: ['Scheduled', 'Cancelled'],
  Scheduled: ['Completed', 'Cancelled'],
  Completed: [],
  Cancelled: [],
};
export const RETAKE_OPEN: readonly RetakeStatus[] = ['Pending', 'Under Review', 'Paid', 'Verified', 'Scheduled'];
export const canRetakeMove = (from: RetakeStatus, to: RetakeStatus) => RETAKE_TRANSITIONS[from].includes(to);
export const retakeRefusal = (from: string, to: string) => `A retake request cannot go from ${from} to ${to}`;

export const RETAKE_EXAMS = ['NBME Shelf', 'NBME Comprehensive', 'Kaplan'] as const;
export type RetakeExam = (typeof RETAKE_EXAMS)[number];
/** The fee a retake costs, in dollars. */
export const RETAKE_FEE = '150.00';

export const retakeRequestInput = z
  .object({
    studentId: id(EXAM_MESSAGES.student),
    exam: z.enum(RETAKE_EXAMS, { error: EXAM_MESSAGES.exam }),
    /** the discipline of a shelf retake (a clinical rotation's subject) */
    discipline: z.enum(NBME_DISCIPLINES, { error: EXAM_MESSAGES.discipline }).nullish(),
    reason: optionalMultilineText(1000),
  })
  .superRefine((v, ctx) => {
    if (v.exam === 'NBME Shelf' && !v.discipline)
      ctx.addIssue({ code: 'custom', path: ['discipline'], message: EXAM_MESSAGES.discipline });
  })
  .transform((v) => ({
    ...v,
    discipline: v.exam === 'NBME Shelf' ? (v.discipline ?? null) : null,
    reason: v.reason ?? null,
  }));
export type RetakeRequestInput = z.infer<typeof retakeRequestInput>;

export const retakeStatusInput = z
  .object({
    status: z.enum(RETAKE_STATUSES, { error: 'Choose a status from the list' }),
    scheduledDate: isoDate.nullish(),
    score: z.coerce.number().int('A score is a whole number').min(0).max(300).nullish(),
    note: optionalText(500),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'Scheduled' && !v.scheduledDate)
      ctx.addIssue({ code: 'custom', path: ['scheduledDate'], message: EXAM_MESSAGES.scheduledDate });
    if (v.status === 'Completed' && v.score == null)
      ctx.addIssue({ code: 'custom', path: ['score'], message: EXAM_MESSAGES.score });
  });
export type RetakeStatusInput = z.infer<typeof retakeStatusInput>;

export const retakeRequest = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  studentName: safeString().nullable(),
  exam: z.enum(RETAKE_EXAMS),
  discipline: safeString().nullable(),
  reason: safeString().nullable(),
  status: z.enum(RETAKE_STATUSES),
  fee: safeString(),
  paidAt: safeString().nullable(),
  scheduledDate: safeString().nullable(),
  score: z.number().int().nullable(),
  note: safeString().nullable(),
  createdAt: safeString(),
  updatedAt: safeString(),
});
export type RetakeRequest = z.infer<typeof retakeRequest>;
export const retakeListQuery = pageQuery.pick({ page: true, pageSize: true, q: true }).extend({
  status: z.enum(RETAKE_STATUSES, { error: 'Choose a status from the list' }).optional(),
  exam: z.enum(RETAKE_EXAMS, { error: EXAM_MESSAGES.exam }).optional(),
});
export const retakeParams = z.object({ id: id('Retake request not found') });
export const retakeOptions = z.object({
  exams: z.array(z.enum(RETAKE_EXAMS)),
  disciplines: z.array(z.enum(NBME_DISCIPLINES)),
  statuses: z.array(z.enum(RETAKE_STATUSES)),
});

// ---- the Exams tab of the student record ----
export const examScoreParams = z.object({ studentId: id('Student not found'), scoreId: id('Score not found') });

// ---- bulk uploads done ----
export const examUploadLine = z.object({
  id: z.number().int(),
  type: safeString(),
  file: safeString().nullable(),
  rows: z.number().int(),
  refused: z.number().int(),
  at: safeString(),
  byName: safeString().nullable(),
});
export const examUploadsQuery = pageQuery.pick({ page: true, pageSize: true }).extend({
  type: z.enum([NBME_UPLOAD_TYPES.Subject, NBME_UPLOAD_TYPES.Comprehensive]).optional(),
});
