import { z } from 'zod';
import { MAX_ID, pageQuery } from '../kit/common.js';
import { isoDate } from '../students/student.js';
import { optionalText, safeString, text } from '../validation.js';

/**
 * A student's degrees (the Degree tab; spec 001 "Degrees": addOrUpdateStudentDegree,
 * getStudentDegreeListByStudentId, getDegreeList, deleteDegreeById): a degree of the registrar's Degrees
 * control table (its name and level: Bachelors, Masters, Ph.D or Other, reference options DEGREES), the
 * institution that conferred it, the major, honors and the day conferred.
 */
export const DEGREE_ENTITY = 'studentDegree';
/** The control table the degrees come from (reference tables, registrar group). */
export const DEGREE_TABLE = 'degree';

/** The earliest day a degree may be conferred on. */
export const DEGREE_FIRST_DAY = '1950-01-01';
export const DEGREE_MESSAGES = {
  degree: 'Choose a degree from the list',
  awardedInFuture: 'A degree cannot be conferred in the future',
  awardedTooEarly: 'A degree conferred before 1950 is not accepted',
} as const;
export const DEGREE_TOASTS = {
  added: 'Degree Added Successfully',
  updated: 'Degree Updated Successfully',
  deleted: 'Degree Deleted Successfully',
  saveFailed: 'Failed to save the degree. Try again!',
  deleteFailed: 'Failed to delete the degree. Try again!',
} as const;

/** `today` (YYYY-MM-DD) is the server's or the browser's day: a degree is conferred on or before it. */
export const degreeAwardedError = (awardedOn: string | null | undefined, today: string): string | null => {
  if (!awardedOn) return null;
  if (awardedOn > today) return DEGREE_MESSAGES.awardedInFuture;
  if (awardedOn < DEGREE_FIRST_DAY) return DEGREE_MESSAGES.awardedTooEarly;
  return null;
};

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

export const degreeInput = z
  .object({
    /** a row of the Degrees control table */
    degreeId: id(DEGREE_MESSAGES.degree),
    institution: text(200),
    major: optionalText(200),
    /** the day conferred; left out while in progress */
    awardedOn: isoDate.nullish(),
    honors: optionalText(200),
  })
  .superRefine((v, ctx) => {
    const awarded = degreeAwardedError(v.awardedOn, new Date().toISOString().slice(0, 10));
    if (awarded) ctx.addIssue({ code: 'custom', path: ['awardedOn'], message: awarded });
  });
export type DegreeInput = z.infer<typeof degreeInput>;

export const DEGREE_SORTS = ['awardedOn', 'institution'] as const;
export const degreeListQuery = pageQuery.pick({ page: true, pageSize: true, sort: true });
export type DegreeListQuery = z.infer<typeof degreeListQuery>;
export const degreeParams = z.object({ studentId: id('Student not found'), degreeId: id('Degree not found') });

export const degree = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  degreeId: z.number().int(),
  degreeName: safeString(),
  abbreviation: safeString().nullable(),
  /** Bachelors, Masters, Ph.D or Other */
  level: safeString().nullable(),
  institution: safeString(),
  major: safeString().nullable(),
  awardedOn: safeString().nullable(),
  honors: safeString().nullable(),
  updatedAt: safeString(),
  updatedByName: safeString().nullable(),
});
export type Degree = z.infer<typeof degree>;

/** The degrees one may choose (the control table's active rows), by level then name. */
export const degreeChoices = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      name: safeString(),
      abbreviation: safeString().nullable(),
      level: safeString().nullable(),
    }),
  ),
});
