import { z } from 'zod';
import { MAX_ID, pageQuery } from '../kit/common.js';
import { isoDate } from '../students/student.js';
import { optionalMultilineText, optionalText, safeString } from '../validation.js';
import { ROTATION_STATUS_CODES } from './rotations.js';

/**
 * The clinical log (spec 001 "Clinical", /medical/clinicals/clinical-log): per day of a rotation the student logs
 * the clerical information of the day (setting, hours, patients seen, a patient's age and gender), the patient
 * problems met and the procedures done, each with how she took part (the clinical options), and the academic
 * activities of the day; the rotation's preceptor (or the clinical office) verifies the day or returns it with a
 * comment. A verified day no longer changes.
 */
export const CLINICAL_LOG_ENTITY = 'clinicalLogEntry';
export const CLINICAL_PROCEDURE_TABLE = 'clinical-procedure';
export const CLINICAL_PROBLEM_TABLE = 'clinical-problem';
export const CLINICAL_OPTION_TABLE = 'clinical-option';

export const CLINICAL_LOG_SETTINGS = ['Inpatient', 'Outpatient', 'Emergency', 'Operating Room', 'Community'] as const;
export const PATIENT_GENDERS = ['Female', 'Male', 'Other'] as const;
export const ACADEMIC_ACTIVITIES = [
  'Lecture',
  'Grand Rounds',
  'Case Presentation',
  'Journal Club',
  'Morning Report',
  'Simulation',
  'Self-study',
] as const;
export const LOG_VERIFICATION_STATUSES = ['Pending', 'Verified', 'Returned'] as const;
export type LogVerificationStatus = (typeof LOG_VERIFICATION_STATUSES)[number];
/** A rotation whose days can be logged: the student is placed (not a request, a refusal or a cancel). */
export const LOGGABLE_ROTATION_STATUSES: readonly (typeof ROTATION_STATUS_CODES)[number][] = ['Scheduled', 'Accepted'];

export const CLINICAL_LOG_LIMITS = { problems: 20, procedures: 20, academics: 10, hours: 24, patients: 200 } as const;

export const CLINICAL_LOG_MESSAGES = {
  logDate: 'Enter the day of the rotation',
  outsideRotation: 'The day must fall within the rotation ({from} to {to})',
  future: 'A day that has not come yet cannot be logged',
  notPlaced: 'Only a Scheduled or Accepted rotation can be logged',
  verified: 'This day is verified and can no longer change',
  hours: `Hours must be a whole number from 0 to ${CLINICAL_LOG_LIMITS.hours}`,
  patients: `Patients seen must be a whole number from 0 to ${CLINICAL_LOG_LIMITS.patients}`,
  age: 'Age must be a whole number from 0 to 120',
  problem: 'Choose a problem of this rotation',
  procedure: 'Choose a procedure',
  option: 'Choose how the student took part',
  count: 'Count must be a whole number from 1 to 50',
  duplicateProblem: 'This problem is already in the day',
  duplicateProcedure: 'This procedure is already in the day',
  topic: 'Enter the topic',
  academicHours: 'Hours must be a whole number from 1 to 12',
  empty: 'Log at least the hours, a problem, a procedure or an academic activity',
  comment: 'Say what the student should change',
  verification: 'Choose Verified or Returned',
} as const;
export const CLINICAL_LOG_TOASTS = {
  saved: 'Clinical Log Saved Successfully',
  deleted: 'Clinical Log Deleted Successfully',
  verified: 'Clinical Log Verified Successfully',
  returned: 'Clinical Log Returned to the Student',
} as const;
export const CLINICAL_LOG_FILE_TOASTS = {
  uploaded: 'Clinical Log File Uploaded Successfully',
  uploadFailed: 'Failed to upload the clinical log file. Try again!',
  deleted: 'Clinical Log File Deleted Successfully',
  deleteFailed: 'Failed to delete the clinical log file. Try again!',
} as const;

const ref = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
const whole = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
const nullableWhole = (min: number, max: number, message: string) =>
  z.preprocess((v) => (v === '' ? null : v), whole(min, max, message).nullish());

const problemLine = z.object({
  problemId: ref(CLINICAL_LOG_MESSAGES.problem),
  optionId: ref(CLINICAL_LOG_MESSAGES.option),
});
const procedureLine = z.object({
  procedureId: ref(CLINICAL_LOG_MESSAGES.procedure),
  optionId: ref(CLINICAL_LOG_MESSAGES.option),
  count: whole(1, 50, CLINICAL_LOG_MESSAGES.count).default(1),
});
const academicLine = z.object({
  activity: z.enum(ACADEMIC_ACTIVITIES, { error: 'Choose the activity' }),
  topic: optionalText(200).refine((v) => !!v, CLINICAL_LOG_MESSAGES.topic),
  hours: whole(1, 12, CLINICAL_LOG_MESSAGES.academicHours),
});

/** Lines naming the same thing twice: the index of each repeat (the form marks it). */
export function repeats<T>(lines: readonly T[], key: (l: T) => unknown): number[] {
  const seen = new Set<unknown>();
  const out: number[] = [];
  lines.forEach((l, i) => {
    const k = key(l);
    if (seen.has(k)) out.push(i);
    seen.add(k);
  });
  return out;
}

/** One day of the log as the student writes it (the whole day at once: its lines replace the day's lines). */
export const clinicalLogInput = z
  .object({
    setting: z.enum(CLINICAL_LOG_SETTINGS, { error: 'Choose the setting' }),
    hours: whole(0, CLINICAL_LOG_LIMITS.hours, CLINICAL_LOG_MESSAGES.hours),
    patientsSeen: whole(0, CLINICAL_LOG_LIMITS.patients, CLINICAL_LOG_MESSAGES.patients).default(0),
    patientAge: nullableWhole(0, 120, CLINICAL_LOG_MESSAGES.age),
    patientGender: z.enum(PATIENT_GENDERS).nullish(),
    notes: optionalMultilineText(2000),
    problems: z.array(problemLine).max(CLINICAL_LOG_LIMITS.problems).default([]),
    procedures: z.array(procedureLine).max(CLINICAL_LOG_LIMITS.procedures).default([]),
    academics: z.array(academicLine).max(CLINICAL_LOG_LIMITS.academics).default([]),
  })
  .superRefine((v, ctx) => {
    for (const i of repeats(v.problems, (l) => l.problemId))
      ctx.addIssue({
        code: 'custom',
        path: ['problems', i, 'problemId'],
        message: CLINICAL_LOG_MESSAGES.duplicateProblem,
      });
    for (const i of repeats(v.procedures, (l) => l.procedureId))
      ctx.addIssue({
        code: 'custom',
        path: ['procedures', i, 'procedureId'],
        message: CLINICAL_LOG_MESSAGES.duplicateProcedure,
      });
    if (!v.hours && !v.problems.length && !v.procedures.length && !v.academics.length)
      ctx.addIssue({ code: 'custom', path: ['hours'], message: CLINICAL_LOG_MESSAGES.empty });
  });
export type ClinicalLogInput = z.infer<typeof clinicalLogInput>;

/** The preceptor's (or the office's) word on a day: Verified, or Returned with what to change. */
export const logVerificationInput = z
  .object({
    status: z.enum(['Verified', 'Returned'], { error: CLINICAL_LOG_MESSAGES.verification }),
    comment: optionalMultilineText(1000),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'Returned' && !v.comment)
      ctx.addIssue({ code: 'custom', path: ['comment'], message: CLINICAL_LOG_MESSAGES.comment });
  });
export type LogVerificationInput = z.infer<typeof logVerificationInput>;

export const logDayParams = z.object({
  studentId: ref('Student not found'),
  rotationId: ref('Rotation not found'),
  logDate: isoDate,
});
export const portalLogDayParams = logDayParams.omit({ studentId: true });
export const logEntryParam = z.object({ entryId: ref('Clinical log not found') });
export const logFileParams = logDayParams.extend({ fileId: ref('File not found') });

const name = safeString().nullable();
export const logVerification = z.object({
  status: z.enum(LOG_VERIFICATION_STATUSES),
  comment: name,
  verifiedByName: name,
  verifiedAt: name,
  /** the preceptor who is to verify (the rotation's) */
  preceptorName: name,
});
export type LogVerification = z.infer<typeof logVerification>;

export const clinicalLogEntry = z.object({
  id: z.number().int(),
  rotationId: z.number().int(),
  studentId: z.number().int(),
  logDate: safeString(),
  setting: safeString(),
  hours: z.number().int(),
  patientsSeen: z.number().int(),
  patientAge: z.number().int().nullable(),
  patientGender: name,
  notes: name,
  problems: z.array(
    z.object({ problemId: z.number().int(), problem: safeString(), optionId: z.number().int(), option: safeString() }),
  ),
  procedures: z.array(
    z.object({
      procedureId: z.number().int(),
      procedure: safeString(),
      optionId: z.number().int(),
      option: safeString(),
      count: z.number().int(),
    }),
  ),
  academics: z.array(z.object({ activity: safeString(), topic: safeString(), hours: z.number().int() })),
  files: z.array(z.object({ id: z.number().int(), name: safeString(), size: z.number().int() })),
  verification: logVerification,
  updatedAt: safeString(),
});
export type ClinicalLogEntry = z.infer<typeof clinicalLogEntry>;

/** A rotation's log: its days (latest first) and the totals the header shows. */
export const rotationLog = z.object({
  rotationId: z.number().int(),
  startDate: safeString(),
  endDate: safeString(),
  /** the days that can be logged now: the rotation's days up to today */
  loggable: z.boolean(),
  totals: z.object({
    days: z.number().int(),
    verified: z.number().int(),
    hours: z.number().int(),
    problems: z.number().int(),
    procedures: z.number().int(),
  }),
  items: z.array(clinicalLogEntry),
});
export type RotationLog = z.infer<typeof rotationLog>;

/** The choices of the day form: the rotation's problems, the procedures and the options of taking part. */
export const clinicalLogOptions = z.object({
  problems: z.array(z.object({ value: z.number().int(), label: safeString() })),
  procedures: z.array(z.object({ value: z.number().int(), label: safeString() })),
  options: z.array(z.object({ value: z.number().int(), label: safeString() })),
});
export const clinicalLogOptionsQuery = z.object({ rotationId: ref('Rotation not found').optional() });

/** The clinical office's list of logged days across students. */
export const clinicalLogListQuery = pageQuery.extend({
  verification: z.enum(LOG_VERIFICATION_STATUSES).optional(),
  hospitalId: ref('Hospital not found').optional(),
  rotationStatus: z.enum(ROTATION_STATUS_CODES).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type ClinicalLogListQuery = z.infer<typeof clinicalLogListQuery>;
export const clinicalLogRow = z.object({
  id: z.number().int(),
  rotationId: z.number().int(),
  studentId: z.number().int(),
  studentName: safeString(),
  hospitalName: safeString(),
  rotationName: safeString(),
  preceptorName: name,
  logDate: safeString(),
  setting: safeString(),
  hours: z.number().int(),
  problems: z.number().int(),
  procedures: z.number().int(),
  verification: z.enum(LOG_VERIFICATION_STATUSES),
  updatedAt: safeString(),
});
export type ClinicalLogRow = z.infer<typeof clinicalLogRow>;

const fillIn = (message: string, values: Record<string, string>) =>
  message.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? k);

/** Why a day of this rotation cannot be logged (null: it can): placed, inside the rotation, not in the future. */
export function logDateRefusal(
  r: { startDate: string; endDate: string; status: string },
  logDate: string,
  today: string,
): { field: 'logDate' | 'rotation'; message: string } | null {
  if (!(LOGGABLE_ROTATION_STATUSES as readonly string[]).includes(r.status))
    return { field: 'rotation', message: CLINICAL_LOG_MESSAGES.notPlaced };
  if (logDate < r.startDate || logDate > r.endDate)
    return {
      field: 'logDate',
      message: fillIn(CLINICAL_LOG_MESSAGES.outsideRotation, { from: r.startDate, to: r.endDate }),
    };
  if (logDate > today) return { field: 'logDate', message: CLINICAL_LOG_MESSAGES.future };
  return null;
}

/** The file names of a rotation's log as a PDF and as a workbook. */
export const clinicalLogFilename = (rotationId: number, ext: 'pdf' | 'xlsx') => `Clinical_Log_${rotationId}.${ext}`;
