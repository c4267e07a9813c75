import { z } from 'zod';
import { MAX_ID, pageQuery } from '../kit/common.js';
import { isoDate } from '../students/student.js';
import { safeString } from '../validation.js';

/**
 * A student's MCAT scores (the MCAT tab; spec 001 "Academic records and tests": studentMcatList, getMcatDetails,
 * getExamTypeSub, studentMcatSave): the day taken, the four section scores (the exam's sub-types, 118-132 each)
 * and the total (472-528), which is their sum, and the percentile.
 */
export const MCAT_ENTITY = 'mcatScore';
export const MCAT_SECTIONS = [
  { key: 'chemPhys', label: 'Chemical and Physical Foundations of Biological Systems' },
  { key: 'cars', label: 'Critical Analysis and Reasoning Skills' },
  { key: 'bioBiochem', label: 'Biological and Biochemical Foundations of Living Systems' },
  { key: 'psychSoc', label: 'Psychological, Social, and Biological Foundations of Behavior' },
] as const;
export type McatSection = (typeof MCAT_SECTIONS)[number]['key'];
export const MCAT_SECTION_SCORE = { min: 118, max: 132 } as const;
export const MCAT_TOTAL_SCORE = { min: 472, max: 528 } as const;

export const MCAT_MESSAGES = {
  section: `A section score is a whole number from ${MCAT_SECTION_SCORE.min} to ${MCAT_SECTION_SCORE.max}`,
  percentile: 'A percentile is a whole number from 0 to 100',
  future: 'A test cannot be taken in the future',
  total: (sum: number) => `The total is the sum of the four sections: ${sum}`,
  sameDay: 'An MCAT on this day is already recorded',
} as const;
export const MCAT_TOASTS = {
  added: 'MCAT Score Added Successfully',
  updated: 'MCAT Score Updated Successfully',
  deleted: 'MCAT Score Deleted Successfully',
  saveFailed: 'Failed to save the MCAT score. Try again!',
  deleteFailed: 'Failed to delete the MCAT score. Try again!',
} as const;

const section = z.coerce
  .number({ error: MCAT_MESSAGES.section })
  .int(MCAT_MESSAGES.section)
  .min(MCAT_SECTION_SCORE.min, MCAT_MESSAGES.section)
  .max(MCAT_SECTION_SCORE.max, MCAT_MESSAGES.section);

/** The total of four section scores (the one total an MCAT can have). */
export const mcatTotalOf = (v: Record<McatSection, number>) => MCAT_SECTIONS.reduce((t, s) => t + v[s.key], 0);

export const mcatInput = z
  .object({
    testDate: isoDate,
    chemPhys: section,
    cars: section,
    bioBiochem: section,
    psychSoc: section,
    /** as reported; when given it must be the sections' sum (it is computed when left out) */
    total: z.coerce.number().int().nullish(),
    percentile: z.coerce
      .number({ error: MCAT_MESSAGES.percentile })
      .int(MCAT_MESSAGES.percentile)
      .min(0, MCAT_MESSAGES.percentile)
      .max(100, MCAT_MESSAGES.percentile)
      .nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.testDate > new Date().toISOString().slice(0, 10))
      ctx.addIssue({ code: 'custom', path: ['testDate'], message: MCAT_MESSAGES.future });
    const sum = mcatTotalOf(v);
    if (v.total != null && v.total !== sum)
      ctx.addIssue({ code: 'custom', path: ['total'], message: MCAT_MESSAGES.total(sum) });
  });
export type McatInput = z.infer<typeof mcatInput>;

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
export const mcatParams = z.object({ studentId: id('Student not found'), mcatId: id('MCAT score not found') });
export const mcatListQuery = pageQuery.pick({ page: true, pageSize: true });

export const mcatScore = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  testDate: safeString(),
  chemPhys: z.number().int(),
  cars: z.number().int(),
  bioBiochem: z.number().int(),
  psychSoc: z.number().int(),
  total: z.number().int(),
  percentile: z.number().int().nullable(),
  updatedAt: safeString(),
  updatedByName: safeString().nullable(),
});
export type McatScore = z.infer<typeof mcatScore>;
export const mcatSections = z.object({
  items: z.array(z.object({ key: safeString(), label: safeString(), min: z.number().int(), max: z.number().int() })),
});
