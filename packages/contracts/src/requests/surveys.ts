import { z } from 'zod';
import { MAX_ID, pageQuery } from '../kit/common.js';
import { isRealDate } from '../students/student.js';
import { formatDate, optionalMultilineText, safeString } from '../validation.js';

/**
 * The survey engine's answering side: a survey (the `survey` control table) and its questions
 * (`survey-question`, answer types 1-15) become one answer schema, built once from the questions; a
 * respondent submits her answers once per survey and subject (a rotation, a course, or none); staff read the
 * responses, a survey's report, and approve or reject a student's feedback on a rotation.
 */
export const SURVEY_RESPONSE_ENTITY = 'surveyResponse';

/** A survey question as the engine reads it from the control table. */
export interface SurveyQuestion {
  id: number;
  question: string;
  answerType: number;
  /** the choices, one per line (a matrix: its rows, a line `---`, then its columns) */
  options?: string | null;
  order: number;
  required?: boolean | null;
}

export const SURVEY_TEXT_LIMITS = { short: 200, long: 4000, note: 500 } as const;
export const LIKERT_CHOICES = ['Strongly agree', 'Agree', 'Neutral', 'Disagree', 'Strongly disagree'] as const;
export const YES_NO = ['Yes', 'No'] as const;
/** The line of a matrix question's choices that parts its rows (above) from its columns (below). */
export const MATRIX_SEPARATOR = '---';
export const SURVEY_NUMBER_LIMIT = 1_000_000_000;

export const SURVEY_MESSAGES = {
  required: 'Answer this question',
  choice: 'Choose one of the listed answers',
  choices: 'Choose among the listed answers',
  rating: 'Choose a rating from {min} to {max}',
  yesNo: 'Choose Yes or No',
  number: 'Enter a number',
  date: 'Use the date format YYYY-MM-DD',
  time: 'Use the time format HH:MM (24 hours)',
  email: 'Please enter a valid email address',
  matrixRow: 'Choose an answer for every row',
  tooLong: 'At most {max} characters',
  closed: 'This survey is closed',
  outsideDates: 'This survey is open from {from} to {to}',
  noSurvey: 'There is no open survey for this yet',
  submitted: 'You have already answered this survey',
  notPlaced: 'Only a Scheduled or Accepted rotation can be evaluated',
  wrongAudience: 'This survey is not sent to you',
  subjectSurvey: 'This survey is answered from the screen of what it is about',
  onlyStudent: 'Only the student answers her own survey',
  onlyFeedback: 'Only a rotation feedback is approved',
  decided: 'This feedback is already {status}',
  rejectNote: 'Say why the feedback is rejected',
  transferredClass: 'A class transferred from another school is not evaluated here',
} as const;

export const SURVEY_TOASTS = {
  submitted: 'Survey Submitted Successfully',
  evaluationSubmitted: 'Evaluation Submitted Successfully',
  feedbackSubmitted: 'Feedback Submitted Successfully',
  classEvaluationSubmitted: 'Class Evaluation Submitted Successfully',
  approved: 'Feedback Approved Successfully',
  rejected: 'Feedback Rejected Successfully',
} as const;

const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? k));

/** The lines of a question's choices (trimmed, blank lines dropped). */
export const choiceLines = (options: string | null | undefined): string[] =>
  (options ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** A matrix question's rows and columns: the lines above `---` and below it; with no separator, the lines are rows answered on the Likert scale. */
export function matrixOf(options: string | null | undefined): { rows: string[]; columns: string[] } {
  const lines = choiceLines(options);
  const at = lines.indexOf(MATRIX_SEPARATOR);
  if (at < 0) return { rows: lines, columns: [...LIKERT_CHOICES] };
  return { rows: lines.slice(0, at), columns: lines.slice(at + 1) };
}

/** The answer choices a choice-like question offers (single, dropdown, multiple, Yes/No, Likert). */
export function choicesOf(q: Pick<SurveyQuestion, 'answerType' | 'options'>): string[] {
  if (q.answerType === 6) return [...YES_NO];
  if (q.answerType === 9) return [...LIKERT_CHOICES];
  if ([3, 4, 5].includes(q.answerType)) return choiceLines(q.options);
  return [];
}

/** The rating range of types 7 and 8. */
export const ratingRange = (answerType: number) => (answerType === 8 ? { min: 1, max: 10 } : { min: 1, max: 5 });

/** The form field of a question: `q<id>` (errors name it). */
export const answerField = (questionId: number) => `q${questionId}`;

const blank = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && !Array.isArray(v) && Object.keys(v as object).length === 0);

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The schema of one answer of a question's type, without the required rule (blank answers are handled around it). */
export function answerSchema(q: SurveyQuestion): z.ZodType<unknown> {
  const text = (max: number) =>
    safeString({ error: SURVEY_MESSAGES.required }).trim().max(max, fill(SURVEY_MESSAGES.tooLong, { max }));
  const oneOf = (choices: string[], message: string) =>
    safeString({ error: message }).refine((v) => choices.includes(v), message);
  switch (q.answerType) {
    case 1:
      return text(SURVEY_TEXT_LIMITS.short);
    case 2:
      return text(SURVEY_TEXT_LIMITS.long);
    case 3:
    case 5:
      return oneOf(choicesOf(q), SURVEY_MESSAGES.choice);
    case 4: {
      const choices = choicesOf(q);
      return z
        .array(safeString(), { error: SURVEY_MESSAGES.choices })
        .max(choices.length, SURVEY_MESSAGES.choices)
        .refine((v) => v.every((c) => choices.includes(c)) && new Set(v).size === v.length, SURVEY_MESSAGES.choices);
    }
    case 6:
      return oneOf([...YES_NO], SURVEY_MESSAGES.yesNo);
    case 7:
    case 8: {
      const { min, max } = ratingRange(q.answerType);
      const message = fill(SURVEY_MESSAGES.rating, { min, max });
      return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
    }
    case 9:
      return oneOf([...LIKERT_CHOICES], SURVEY_MESSAGES.choice);
    case 10:
      return z.coerce
        .number({ error: SURVEY_MESSAGES.number })
        .refine(Number.isFinite, SURVEY_MESSAGES.number)
        .refine((n) => Math.abs(n) <= SURVEY_NUMBER_LIMIT, SURVEY_MESSAGES.number);
    case 11:
      return safeString({ error: SURVEY_MESSAGES.date }).refine(
        (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isRealDate(v),
        SURVEY_MESSAGES.date,
      );
    case 12:
      return safeString({ error: SURVEY_MESSAGES.time }).regex(TIME, SURVEY_MESSAGES.time);
    case 13:
      return safeString({ error: SURVEY_MESSAGES.email })
        .trim()
        .max(254, SURVEY_MESSAGES.email)
        .regex(EMAIL, SURVEY_MESSAGES.email);
    case 14:
      // a file upload is answered, for now, by a note naming the file or where it is (no bytes stored)
      return text(SURVEY_TEXT_LIMITS.note);
    case 15: {
      const { rows, columns } = matrixOf(q.options);
      return z
        .record(safeString(), safeString(), { error: SURVEY_MESSAGES.matrixRow })
        .refine(
          (v) => Object.entries(v).every(([row, col]) => rows.includes(row) && columns.includes(col)),
          SURVEY_MESSAGES.choices,
        )
        .refine((v) => rows.every((row) => Object.hasOwn(v, row)), SURVEY_MESSAGES.matrixRow);
    }
    default:
      return z.never();
  }
}

/** One answer: blank is null (refused when the question is required), otherwise the type's schema. */
export function questionAnswer(q: SurveyQuestion): z.ZodType<unknown> {
  const inner = answerSchema(q);
  return z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      if (blank(v)) {
        if (q.required) ctx.addIssue({ code: 'custom', message: SURVEY_MESSAGES.required });
        return null;
      }
      const r = inner.safeParse(v);
      if (!r.success) {
        for (const i of r.error.issues) ctx.addIssue({ code: 'custom', message: i.message, path: i.path });
        return z.NEVER;
      }
      return r.data;
    });
}

/** The answers of a survey: one field `q<id>` per question, in its type's schema; unknown fields are refused. */
export function surveyAnswersInput(questions: readonly SurveyQuestion[]) {
  const shape: Record<string, z.ZodType<unknown>> = {};
  for (const q of questions) shape[answerField(q.id)] = questionAnswer(q);
  // a key left out is a blank answer (null), refused when the question is required
  return z.strictObject(shape);
}
export type SurveyAnswers = Record<string, unknown>;

/** A question mentions a date: its text answer is shown MM-DD-YYYY. */
export const mentionsDate = (question: string) => /\bdates?\b/i.test(question);

/** Dates written in a text answer (YYYY-MM-DD, M/D/YYYY or MM-DD-YYYY) as MM-DD-YYYY. */
export function datesAsMmDdYyyy(value: string): string {
  const pad = (n: string) => n.padStart(2, '0');
  return value
    .replace(/\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g, (m, y: string, mo: string, d: string) =>
      isRealDate(`${y}-${pad(mo)}-${pad(d)}`) ? `${pad(mo)}-${pad(d)}-${y}` : m,
    )
    .replace(/\b(\d{1,2})[/.](\d{1,2})[/.](\d{4})\b/g, (m, mo: string, d: string, y: string) =>
      isRealDate(`${y}-${pad(mo)}-${pad(d)}`) ? `${pad(mo)}-${pad(d)}-${y}` : m,
    );
}

/** An answer as a reader sees it: choices joined, a matrix row by row, dates MM/DD/YYYY, a text answer to a question about a date MM-DD-YYYY. */
export function formatAnswer(q: Pick<SurveyQuestion, 'question' | 'answerType'>, value: unknown): string {
  if (blank(value)) return '';
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (q.answerType === 15 && typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([row, col]) => `${row}: ${String(col)}`)
      .join('; ');
  if (q.answerType === 11) return formatDate(String(value));
  if ([7, 8].includes(q.answerType)) return `${String(value)} / ${ratingRange(q.answerType).max}`;
  const s = String(value);
  return [1, 2].includes(q.answerType) && mentionsDate(q.question) ? datesAsMmDdYyyy(s) : s;
}

// ---- requests and answers ----
const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
const name = safeString().nullable();

export const SURVEY_SUBJECT_KINDS = ['none', 'rotation', 'course'] as const;

/**
 * The audiences whose survey is about nothing in particular, answered once by whoever it is sent to, each
 * with the kinds of user who answer it (the others are answered from their subject: the graduating
 * student's tab, a rotation, a class). The survey is opened anywhere in the app by `?survey=<id>`, the
 * link its email carries.
 */
export const OPEN_SURVEY_AUDIENCES: Readonly<Record<string, readonly string[]>> = {
  'basic-science': ['Student'],
  clinical: ['Student'],
  'class-chair': ['Staff', 'Employee'],
  alumni: ['Alumni'],
  employee: ['Staff', 'Employee'],
};
export const mayAnswerOpenSurvey = (audience: string, userType: string) =>
  Object.hasOwn(OPEN_SURVEY_AUDIENCES, audience) && OPEN_SURVEY_AUDIENCES[audience].includes(userType);
/** The app's address of an open-audience survey: whichever screen, the survey opens over it. */
export const openSurveyLink = (surveyId: number) => `/landing-page?survey=${surveyId}`;
export type SurveySubjectKind = (typeof SURVEY_SUBJECT_KINDS)[number];
export const SURVEY_RESPONSE_STATUSES = ['Pending', 'Submitted'] as const;
export const FEEDBACK_APPROVALS = ['Pending', 'Approved', 'Rejected'] as const;
export type FeedbackApproval = (typeof FEEDBACK_APPROVALS)[number];

export const surveyAnswersBody = z.object({ answers: z.record(safeString(), z.unknown()) });
export type SurveyAnswersBody = z.infer<typeof surveyAnswersBody>;

export const surveyQuestionOut = z.object({
  id: z.number().int(),
  question: safeString(),
  answerType: z.number().int(),
  options: name,
  order: z.number().int(),
  required: z.boolean(),
});
export const surveyOut = z.object({
  id: z.number().int(),
  title: safeString(),
  audience: safeString(),
  status: safeString(),
  startDate: safeString(),
  endDate: safeString(),
  description: name,
  questions: z.array(surveyQuestionOut),
});
export type SurveyOut = z.infer<typeof surveyOut>;

export const surveyResponseOut = z.object({
  id: z.number().int(),
  surveyId: z.number().int(),
  surveyTitle: safeString(),
  audience: safeString(),
  respondentName: safeString(),
  studentId: z.number().int().nullable(),
  studentName: name,
  subjectKind: z.enum(SURVEY_SUBJECT_KINDS),
  subjectId: z.number().int().nullable(),
  subjectLabel: name,
  status: z.enum(SURVEY_RESPONSE_STATUSES),
  submittedAt: name,
  approval: z.enum(FEEDBACK_APPROVALS).nullable(),
  approvalNote: name,
  approvedByName: name,
  approvedAt: name,
  /** the answers by field `q<id>` */
  answers: z.record(safeString(), z.unknown()),
});
export type SurveyResponseOut = z.infer<typeof surveyResponseOut>;

/** A survey to answer (or answered) with its questions and, once submitted, the response. */
export const surveyForm = z.object({
  survey: surveyOut.nullable(),
  /** answers are taken now: the survey is Open and today is within its dates */
  open: z.boolean(),
  /** why not, when not open */
  reason: name,
  response: surveyResponseOut.nullable(),
});
export type SurveyForm = z.infer<typeof surveyForm>;

export const pendingSurvey = z.object({
  surveyId: z.number().int(),
  title: safeString(),
  audience: safeString(),
  endDate: safeString(),
  subjectKind: z.enum(SURVEY_SUBJECT_KINDS),
  subjectId: z.number().int().nullable(),
  subjectLabel: name,
  /** our own screen where it is answered */
  link: safeString(),
});
export const pendingSurveys = z.object({ items: z.array(pendingSurvey) });
export type PendingSurvey = z.infer<typeof pendingSurvey>;

export const surveyResponseListQuery = pageQuery.extend({
  surveyId: id('Survey not found').optional(),
  audience: safeString().max(40).optional(),
  approval: z.enum(FEEDBACK_APPROVALS).optional(),
  studentId: id('Student not found').optional(),
});
export type SurveyResponseListQuery = z.infer<typeof surveyResponseListQuery>;
export const surveyResponseRow = surveyResponseOut.omit({ answers: true });
export type SurveyResponseRow = z.infer<typeof surveyResponseRow>;

export const feedbackApprovalInput = z
  .object({
    approval: z.enum(['Approved', 'Rejected'], { error: 'Choose Approved or Rejected' }),
    note: optionalMultilineText(1000),
  })
  .superRefine((v, ctx) => {
    if (v.approval === 'Rejected' && !v.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: SURVEY_MESSAGES.rejectNote });
  });
export type FeedbackApprovalInput = z.infer<typeof feedbackApprovalInput>;
export const feedbackApproval = z.object({
  responseId: z.number().int(),
  approval: z.enum(FEEDBACK_APPROVALS),
  note: name,
  approvedByName: name,
  approvedAt: name,
});

/** A rotation's two surveys as the office sees them (the student sees only her feedback). */
export const rotationSurveys = z.object({
  evaluation: surveyResponseOut.nullable(),
  feedback: surveyResponseOut.nullable(),
});

/** A survey's report: per question the answers counted per choice, the average of ratings and numbers. */
export const surveyReport = z.object({
  surveyId: z.number().int(),
  title: safeString(),
  responses: z.number().int(),
  questions: z.array(
    z.object({
      id: z.number().int(),
      question: safeString(),
      answerType: z.number().int(),
      answered: z.number().int(),
      counts: z.array(z.object({ choice: safeString(), count: z.number().int() })),
      average: z.number().nullable(),
      rows: z.array(
        z.object({ row: safeString(), counts: z.array(z.object({ choice: safeString(), count: z.number().int() })) }),
      ),
    }),
  ),
});
export type SurveyReport = z.infer<typeof surveyReport>;

export const surveyIdParam = z.object({ surveyId: id('Survey not found') });
export const responseIdParam = z.object({ responseId: id('Response not found') });

/** Why a survey takes no answers today (null: it does). */
export function surveyRefusal(
  s: { status: string; startDate: string; endDate: string; active?: boolean },
  today: string,
): string | null {
  if (s.status !== 'Open' || s.active === false) return SURVEY_MESSAGES.closed;
  if (today < s.startDate || today > s.endDate)
    return fill(SURVEY_MESSAGES.outsideDates, { from: formatDate(s.startDate), to: formatDate(s.endDate) });
  return null;
}

/** The report of a survey's answers (computed here so that the server and a test read the same sums). */
export function surveyReportOf(
  questions: readonly SurveyQuestion[],
  responses: readonly SurveyAnswers[],
): SurveyReport['questions'] {
  return questions.map((q) => {
    const values = responses.map((r) => r[answerField(q.id)]).filter((v) => !blank(v));
    const count = (choices: string[], pick: (v: unknown) => string[]) =>
      choices.map((choice) => ({ choice, count: values.filter((v) => pick(v).includes(choice)).length }));
    let counts: { choice: string; count: number }[] = [];
    let rows: { row: string; counts: { choice: string; count: number }[] }[] = [];
    let average: number | null = null;
    if ([3, 5, 6, 9].includes(q.answerType)) counts = count(choicesOf(q), (v) => [String(v)]);
    if (q.answerType === 4) counts = count(choicesOf(q), (v) => (Array.isArray(v) ? v.map(String) : []));
    if ([7, 8].includes(q.answerType)) {
      const { min, max } = ratingRange(q.answerType);
      counts = Array.from({ length: max - min + 1 }, (_, i) => String(min + i)).map((choice) => ({
        choice,
        count: values.filter((v) => String(v) === choice).length,
      }));
    }
    if ([7, 8, 10].includes(q.answerType) && values.length)
      average = Math.round((values.reduce<number>((s, v) => s + Number(v), 0) / values.length) * 100) / 100;
    if (q.answerType === 15) {
      const m = matrixOf(q.options);
      rows = m.rows.map((row) => ({
        row,
        counts: m.columns.map((choice) => ({
          choice,
          count: values.filter((v) => (v as Record<string, unknown>)[row] === choice).length,
        })),
      }));
    }
    return { id: q.id, question: q.question, answerType: q.answerType, answered: values.length, counts, average, rows };
  });
}
