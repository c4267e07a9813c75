import { z } from 'zod';
import { safeString } from '../validation.js';

/**
 * The clinical request's parts beyond the engine's (clinicalRequestBasicCard, the rotation it feeds): the
 * student's clinical facts the office reads beside the request, and the answer of creating its rotation.
 */
export const clinicalRotationFact = z.object({
  id: z.number().int(),
  rotationName: safeString(),
  hospitalName: safeString(),
  startDate: safeString(),
  endDate: safeString(),
  weeks: z.number().int(),
  status: safeString(),
});
/** What the clinical context tells of a student: her rotations, the weeks done (ended) and booked ahead, transfers. */
export const clinicalStudentFacts = z.object({
  rotations: z.array(clinicalRotationFact),
  /** rotations that hold dates (not declined or cancelled) */
  held: z.number().int(),
  /** weeks of Scheduled or Accepted rotations that have ended */
  weeksDone: z.number().int(),
  /** weeks of held rotations that have not ended yet */
  weeksAhead: z.number().int(),
  /** weeks credited from rotations done at another school */
  weeksTransferred: z.number().int(),
});
export type ClinicalStudentFacts = z.infer<typeof clinicalStudentFacts>;

export const clinicalRequestCard = clinicalStudentFacts.extend({
  studentId: z.number().int(),
  studentName: safeString(),
  courseStatus: safeString().nullable(),
  stage: safeString().nullable(),
});
export type ClinicalRequestCard = z.infer<typeof clinicalRequestCard>;

export const CLINICAL_REQUEST_TOASTS = {
  rotationCreated: 'Rotation Created Successfully',
} as const;
