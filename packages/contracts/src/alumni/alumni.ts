import { z } from 'zod';
import { MAX_ID, pageQuery } from '../kit/common.js';
import { isoDate } from '../students/student.js';
import { MESSAGES, email, optionalMultilineText, optionalText, safeString, singleLine, text } from '../validation.js';

/**
 * A graduate's alumni record (the Alumni tab; spec 001 "Degrees, alumni, accounting info" and "Leaves,
 * withdrawal, residency"): her personal details after graduation, her jobs, the degrees she took elsewhere and
 * her residency matches (a program of the Residency Programs control table). The alumna keeps her personal
 * details, jobs and other degrees; the registrar keeps the matches and writes to her.
 */
export const ALUMNI_ENTITIES = {
  personal: 'alumniPersonalInfo',
  job: 'alumniJob',
  otherDegree: 'alumniOtherDegree',
  residency: 'alumniResidency',
} as const;
export const SPECIALITY_TABLE = 'speciality';
export const RESIDENCY_PROGRAM_TABLE = 'residency-program';

/** The first year a job, a degree or a match may name; the last is next year (a match is known ahead). */
export const ALUMNI_FIRST_YEAR = 1950;
export const alumniLastYear = (today = new Date()) => today.getUTCFullYear() + 1;

/** Spec 001's position types and match types (reference options POSITION_TYPES, MATCH_TYPES) as the schemas' enums; the residency's statuses in their order. */
export const JOB_POSITION_TYPES = ['Academic', 'Attending', 'Private Practice', 'Residency', 'Other'] as const;
export const RESIDENCY_MATCH_TYPES = ['Match', 'Soap'] as const;
export const RESIDENCY_STATUSES = ['Applied', 'Interviewed', 'Matched', 'Started', 'Completed', 'Withdrawn'] as const;
export const OTHER_DEGREE_LEVELS = ['Bachelors', 'Masters', 'Ph.D', 'Other'] as const;

export const ALUMNI_MESSAGES = {
  year: `A year from ${ALUMNI_FIRST_YEAR} to next year`,
  toBeforeFrom: 'The last year is before the first year',
  currentEnded: 'A current job has no last year',
  oneCurrent: 'Another job is already the current one',
  speciality: 'Choose a speciality from the list',
  program: 'Choose a residency program from the list',
  website: 'Enter a web address starting with http:// or https://',
  noAddress: 'The alumna has no email address on file',
} as const;
export const ALUMNI_TOASTS = {
  saved: 'Saved Successfully',
  saveFailed: 'Failed to save. Try again!',
  deleted: 'Deleted Successfully',
  deleteFailed: 'Failed to delete. Try again!',
  emailSent: 'Email Sent Successfully',
  emailFailed: 'Failed to send the email. Try again!',
} as const;

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
const year = z.coerce
  .number({ error: ALUMNI_MESSAGES.year })
  .int(ALUMNI_MESSAGES.year)
  .min(ALUMNI_FIRST_YEAR, ALUMNI_MESSAGES.year)
  .refine((y) => y <= alumniLastYear(), ALUMNI_MESSAGES.year);
const website = singleLine()
  .trim()
  .max(300, 'At most 300 characters')
  .regex(/^https?:\/\/[^\s]+$/i, ALUMNI_MESSAGES.website)
  .or(z.literal(''))
  .nullish();

/** Personal details after graduation: one set per alumna, written whole. */
export const alumniPersonalInput = z.object({
  address: optionalMultilineText(500),
  city: optionalText(100),
  country: optionalText(100),
  personalEmail: email.or(z.literal('')).nullish(),
  phone: optionalText(30),
  /** LinkedIn profile or a web site */
  website,
  /** she agrees to be contacted by the school */
  consentToContact: z.boolean().default(false),
});
export type AlumniPersonalInput = z.infer<typeof alumniPersonalInput>;
export const alumniPersonal = z.object({
  address: safeString().nullable(),
  city: safeString().nullable(),
  country: safeString().nullable(),
  personalEmail: safeString().nullable(),
  phone: safeString().nullable(),
  website: safeString().nullable(),
  consentToContact: z.boolean(),
  updatedAt: safeString().nullable(),
  updatedByName: safeString().nullable(),
});
export type AlumniPersonal = z.infer<typeof alumniPersonal>;

/** A job's years are in order and a current job has not ended: the field at fault, or null. */
export function jobYearsError(v: {
  fromYear?: number | null;
  toYear?: number | null;
  isCurrent?: boolean | null;
}): { field: 'toYear'; message: string } | null {
  if (v.isCurrent && v.toYear != null) return { field: 'toYear', message: ALUMNI_MESSAGES.currentEnded };
  if (v.fromYear != null && v.toYear != null && v.toYear < v.fromYear)
    return { field: 'toYear', message: ALUMNI_MESSAGES.toBeforeFrom };
  return null;
}
/** One current job at most: would making `candidate` current clash with the others? */
export const clashesWithCurrent = (
  candidate: { id?: number; isCurrent: boolean },
  others: readonly { id: number; isCurrent: boolean }[],
) => candidate.isCurrent && others.some((o) => o.isCurrent && o.id !== candidate.id);

export const alumniJobInput = z
  .object({
    employer: text(200),
    position: text(200),
    positionType: z.enum(JOB_POSITION_TYPES).nullish(),
    /** a row of the Specialities control table */
    specialityId: id(ALUMNI_MESSAGES.speciality).nullish(),
    city: optionalText(100),
    country: optionalText(100),
    fromYear: year,
    toYear: year.nullish(),
    isCurrent: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    const e = jobYearsError(v);
    if (e) ctx.addIssue({ code: 'custom', path: [e.field], message: e.message });
  });
export type AlumniJobInput = z.infer<typeof alumniJobInput>;
export const alumniJob = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  employer: safeString(),
  position: safeString(),
  positionType: safeString().nullable(),
  specialityId: z.number().int().nullable(),
  specialityName: safeString().nullable(),
  city: safeString().nullable(),
  country: safeString().nullable(),
  fromYear: z.number().int(),
  toYear: z.number().int().nullable(),
  isCurrent: z.boolean(),
  updatedAt: safeString(),
  updatedByName: safeString().nullable(),
});
export type AlumniJob = z.infer<typeof alumniJob>;

/** A degree taken after (or beside) the school's: level, name, institution, the year. */
export const alumniOtherDegreeInput = z.object({
  level: z.enum(OTHER_DEGREE_LEVELS),
  degree: text(200),
  institution: text(200),
  field: optionalText(200),
  year: year.nullish(),
});
export type AlumniOtherDegreeInput = z.infer<typeof alumniOtherDegreeInput>;
export const alumniOtherDegree = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  level: safeString(),
  degree: safeString(),
  institution: safeString(),
  field: safeString().nullable(),
  year: z.number().int().nullable(),
  updatedAt: safeString(),
  updatedByName: safeString().nullable(),
});
export type AlumniOtherDegree = z.infer<typeof alumniOtherDegree>;

/** A residency application or match: the program, the match (type, year, attempt), PGY-1 start, status. */
export const alumniResidencyInput = z.object({
  /** a row of the Residency Programs control table */
  programId: id(ALUMNI_MESSAGES.program),
  matchType: z.enum(RESIDENCY_MATCH_TYPES).nullish(),
  matchYear: year,
  attempt: z.coerce.number().int().min(1, 'From 1 to 10').max(10, 'From 1 to 10').nullish(),
  pgyStartDate: isoDate.nullish(),
  status: z.enum(RESIDENCY_STATUSES),
  notes: optionalMultilineText(1000),
});
export type AlumniResidencyInput = z.infer<typeof alumniResidencyInput>;
export const alumniResidency = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  programId: z.number().int(),
  programName: safeString(),
  specialityName: safeString().nullable(),
  matchType: safeString().nullable(),
  matchYear: z.number().int(),
  attempt: z.number().int().nullable(),
  pgyStartDate: safeString().nullable(),
  status: safeString(),
  notes: safeString().nullable(),
  updatedAt: safeString(),
  updatedByName: safeString().nullable(),
});
export type AlumniResidency = z.infer<typeof alumniResidency>;

export const alumniEntryQuery = pageQuery.pick({ page: true, pageSize: true, sort: true });
export type AlumniEntryQuery = z.infer<typeof alumniEntryQuery>;
export const alumniEntryParams = z.object({ studentId: id('Student not found'), entryId: id('Not found') });

/** What the forms choose from: specialities, residency programs (active rows), the years one may name. */
export const alumniChoices = z.object({
  specialities: z.array(z.object({ id: z.number().int(), name: safeString() })),
  programs: z.array(z.object({ id: z.number().int(), name: safeString(), specialityName: safeString().nullable() })),
  years: z.array(z.number().int()),
});

/** An email to the alumna: to her personal address when she gave one, else the one on her record. */
export const alumniEmailInput = z.object({
  subject: text(200),
  body: safeString({ error: MESSAGES.required }).min(1, MESSAGES.required).max(10000, 'At most 10000 characters'),
});
export type AlumniEmailInput = z.infer<typeof alumniEmailInput>;
export const alumniEmailSent = z.object({ to: safeString(), outboxId: z.number().int() });
