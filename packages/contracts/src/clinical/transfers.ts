import { z } from 'zod';
import { MAX_ID, pageOf, pageQuery } from '../kit/common.js';
import { isoDate } from '../students/student.js';
import { optionalMultilineText, safeString, text } from '../validation.js';
import { ROTATION_GRADE_STATUSES } from './rotations.api.js';

/**
 * A student's clinical transfers (the Rotation tab, spec 001 "Clinical": clinicalTransferList, getTransferData,
 * addClinicalTransfer, clinicalTransferDelete): rotations a transfer student completed at another school and
 * that are credited here, each as a rotation of the Rotations control table, with where it was done, its days,
 * weeks and grade. Their weeks count with the weeks done in the student's clinical facts.
 */
export const CLINICAL_TRANSFER_ENTITY = 'clinicalTransfer';

export const CLINICAL_TRANSFER_MESSAGES = {
  rotation: 'Choose a rotation of the Rotations table',
  weeks: 'Weeks must be a whole number from 1 to 52',
  order: 'The end date cannot be before the start date',
  future: 'A transferred rotation is one already done: its end date cannot be in the future',
  tooManyWeeks: 'More weeks than the days from start to end hold',
  overlap: 'Another transferred rotation of the student covers these dates',
} as const;
export const CLINICAL_TRANSFER_TOASTS = {
  added: 'Clinical Transfer Added Successfully',
  updated: 'Clinical Transfer Updated Successfully',
  deleted: 'Clinical Transfer Deleted Successfully',
  saveFailed: 'Failed to save the clinical transfer. Try again!',
  deleteFailed: 'Failed to delete the clinical transfer. Try again!',
} as const;

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** The weeks a span of days can hold: a started week counts (1 to 7 days: 1 week). */
export const weeksInSpan = (fromDate: string, toDate: string) =>
  Math.ceil((Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`) + 86_400_000) / (7 * 86_400_000));

export const clinicalTransferInput = z
  .object({
    rotationId: id(CLINICAL_TRANSFER_MESSAGES.rotation),
    /** the school or hospital where it was done */
    school: text(200),
    fromDate: isoDate,
    toDate: isoDate,
    weeks: z.coerce
      .number({ error: CLINICAL_TRANSFER_MESSAGES.weeks })
      .int(CLINICAL_TRANSFER_MESSAGES.weeks)
      .min(1, CLINICAL_TRANSFER_MESSAGES.weeks)
      .max(52, CLINICAL_TRANSFER_MESSAGES.weeks),
    grade: z.enum(ROTATION_GRADE_STATUSES).nullish(),
    notes: optionalMultilineText(2000),
  })
  .superRefine((v, ctx) => {
    if (v.toDate < v.fromDate)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: CLINICAL_TRANSFER_MESSAGES.order });
    else if (v.weeks > weeksInSpan(v.fromDate, v.toDate))
      ctx.addIssue({ code: 'custom', path: ['weeks'], message: CLINICAL_TRANSFER_MESSAGES.tooManyWeeks });
    if (v.toDate > new Date().toISOString().slice(0, 10))
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: CLINICAL_TRANSFER_MESSAGES.future });
  });
export type ClinicalTransferInput = z.infer<typeof clinicalTransferInput>;

export const clinicalTransferParams = z.object({
  studentId: id('Student not found'),
  transferId: id('Clinical transfer not found'),
});
export const clinicalTransferListQuery = pageQuery.pick({ page: true, pageSize: true });

export const clinicalTransfer = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  rotationId: z.number().int(),
  rotationName: safeString(),
  school: safeString(),
  fromDate: safeString(),
  toDate: safeString(),
  weeks: z.number().int(),
  grade: safeString().nullable(),
  notes: safeString().nullable(),
  updatedAt: safeString(),
  updatedByName: safeString().nullable(),
});
export type ClinicalTransfer = z.infer<typeof clinicalTransfer>;
/** A page of the student's transfers with the weeks all of them credit. */
export const clinicalTransferPage = pageOf(clinicalTransfer).extend({ totalWeeks: z.number().int() });
