import { z } from 'zod';
import { MAX_ID, pageQuery } from '../kit/common.js';
import { isoDate } from '../students/student.js';
import { gpa, optionalText, safeString, text } from '../validation.js';

/**
 * A student's prior education (the Academic Details tab; spec 001 "Academic records and tests":
 * getStudentAcademicApplicant, updateStudentAcademicApplicant, delStudentAcademicApplicant for the schools
 * attended before applying, studentAcademicAttending, updateStudentAcademicAttending for the schools the student
 * is attending besides this one): the institution, the program, the dates and the GPA earned there.
 */
export const PRIOR_EDUCATION_ENTITY = 'priorEducation';
export const PRIOR_EDUCATION_KINDS = [
  { value: 'applicant', label: 'Attended as an applicant' },
  { value: 'attending', label: 'Currently attending' },
] as const;
export type PriorEducationKind = (typeof PRIOR_EDUCATION_KINDS)[number]['value'];
const KIND_VALUES = PRIOR_EDUCATION_KINDS.map((k) => k.value) as [PriorEducationKind, ...PriorEducationKind[]];

export const PRIOR_EDUCATION_MESSAGES = {
  kind: 'Choose applicant or attending',
  future: 'A start date cannot be in the future',
  order: 'The end date cannot be before the start date',
  duplicate: 'This institution is already recorded with this start date',
} as const;
export const PRIOR_EDUCATION_TOASTS = {
  added: 'Education Added Successfully',
  updated: 'Education Updated Successfully',
  deleted: 'Education Deleted Successfully',
  saveFailed: 'Failed to save the education. Try again!',
  deleteFailed: 'Failed to delete the education. Try again!',
} as const;

export const priorEducationInput = z
  .object({
    kind: z.enum(KIND_VALUES, { error: PRIOR_EDUCATION_MESSAGES.kind }),
    institution: text(200),
    program: optionalText(160),
    fromDate: isoDate,
    toDate: isoDate.nullish(),
    /** empty, or up to 2 digits with up to 2 decimals (contracts' GPA pattern) */
    gpa: gpa.nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.fromDate > new Date().toISOString().slice(0, 10))
      ctx.addIssue({ code: 'custom', path: ['fromDate'], message: PRIOR_EDUCATION_MESSAGES.future });
    if (v.toDate && v.toDate < v.fromDate)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: PRIOR_EDUCATION_MESSAGES.order });
  });
export type PriorEducationInput = z.infer<typeof priorEducationInput>;

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
export const priorEducationParams = z.object({
  studentId: id('Student not found'),
  entryId: id('Education not found'),
});
export const priorEducationKindParams = z.object({
  studentId: id('Student not found'),
  kind: z.enum(KIND_VALUES, { error: PRIOR_EDUCATION_MESSAGES.kind }),
});
export const priorEducationListQuery = pageQuery.pick({ page: true, pageSize: true });

export const priorEducation = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  kind: z.enum(KIND_VALUES),
  institution: safeString(),
  program: safeString().nullable(),
  fromDate: safeString(),
  toDate: safeString().nullable(),
  gpa: safeString().nullable(),
  updatedAt: safeString(),
  updatedByName: safeString().nullable(),
});
export type PriorEducation = z.infer<typeof priorEducation>;
