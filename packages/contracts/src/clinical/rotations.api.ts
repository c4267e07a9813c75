import { z } from 'zod';
import { MAX_ID, pageQuery } from '../kit/common.js';
import { isoDate } from '../students/student.js';
import { optionalText, safeString } from '../validation.js';
import { ROTATION_STATUS_CODES } from './rotations.js';

/**
 * A student's clinical rotations (the Rotation tab, spec 001 "Clinical"), the clinical office's assignment
 * list, wizard, roster and graph: requests and answers. Money is exact text ("1250.00") on the wire.
 */
export const STUDENT_ROTATION_ENTITY = 'studentRotation';

export const ROTATION_MESSAGES = {
  offer: 'Choose a rotation the hospital offers',
  preceptor: 'Choose a preceptor',
  preceptorHospital: 'The preceptor does not work at this hospital',
  startDate: 'Enter the start date',
  startInPast: 'The start date cannot be in the past',
  weeks: 'Weeks must be a whole number from 1 to 52',
  overlap: 'The student already has a rotation in these dates',
  outsideOffer: 'These weeks fall outside the dates the hospital offers this rotation',
  offerInactive: 'The hospital no longer offers this rotation',
  seatsFull: 'No seat is left in the week of {week}; choose other dates or another rotation',
  move: 'A rotation cannot move from {from} to {to}',
  deleteOnly: 'Only a Requested or Pending rotation can be deleted; cancel it instead',
  marks: 'Marks must be a whole number from 0 to 100',
  gradeStatus: 'Choose a grade',
  students: 'Choose at least one student',
  refused: 'Some students cannot take this rotation; nothing was assigned',
} as const;
export const ROTATION_TOASTS = {
  added: 'Rotation Added Successfully',
  updated: 'Rotation Updated Successfully',
  deleted: 'Rotation Deleted Successfully',
  moved: 'Rotation Status Updated Successfully',
  graded: 'Rotation Grade Saved Successfully',
  assigned: 'Rotations Assigned Successfully',
} as const;
export const fill = (message: string, values: Record<string, string>) =>
  message.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? k);

export const ROTATION_GRADE_TYPES = ['marks', 'status'] as const;
export const ROTATION_GRADE_STATUSES = ['Honors', 'High Pass', 'Pass', 'Fail', 'Incomplete'] as const;

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
const weeks = z.coerce
  .number({ error: ROTATION_MESSAGES.weeks })
  .int(ROTATION_MESSAGES.weeks)
  .min(1, ROTATION_MESSAGES.weeks)
  .max(52, ROTATION_MESSAGES.weeks);
const startDate = isoDate.refine((v) => v.length > 0, ROTATION_MESSAGES.startDate);

/** Where and when: the offer (a hospital's rotation), its preceptor, the first day and the number of weeks. */
export const rotationInput = z.object({
  hospitalRotationId: id(ROTATION_MESSAGES.offer),
  preceptorId: id(ROTATION_MESSAGES.preceptor).nullish(),
  startDate,
  weeks,
  notes: optionalText(1000),
});
export type RotationInput = z.infer<typeof rotationInput>;

export const rotationMoveInput = z.object({ status: z.enum(ROTATION_STATUS_CODES) });
export const rotationGradeInput = z.discriminatedUnion('gradeType', [
  z.object({
    gradeType: z.literal('marks'),
    marks: z.coerce
      .number({ error: ROTATION_MESSAGES.marks })
      .int(ROTATION_MESSAGES.marks)
      .min(0, ROTATION_MESSAGES.marks)
      .max(100, ROTATION_MESSAGES.marks),
  }),
  z.object({
    gradeType: z.literal('status'),
    grade: z.enum(ROTATION_GRADE_STATUSES, { error: ROTATION_MESSAGES.gradeStatus }),
  }),
]);
export type RotationGradeInput = z.infer<typeof rotationGradeInput>;

export const rotationParams = z.object({ studentId: id('Student not found'), rotationId: id('Rotation not found') });
export const rotationIdParam = z.object({ rotationId: id('Rotation not found') });

export const studentRotation = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  studentName: safeString(),
  hospitalId: z.number().int(),
  hospitalName: safeString(),
  hospitalRotationId: z.number().int(),
  rotationName: safeString(),
  preceptorId: z.number().int().nullable(),
  preceptorName: safeString().nullable(),
  startDate: safeString(),
  endDate: safeString(),
  weeks: z.number().int(),
  status: z.enum(ROTATION_STATUS_CODES),
  approval: safeString(),
  gradeType: safeString().nullable(),
  marks: z.number().int().nullable(),
  grade: safeString().nullable(),
  notes: safeString().nullable(),
  /** weeks × price per week, exact text */
  amount: safeString(),
  updatedAt: safeString(),
});
export type StudentRotation = z.infer<typeof studentRotation>;

/** A rotation as its preceptor sees it in the portal: the rotation and how to reach its student. */
export const preceptorRotation = studentRotation.extend({
  studentEmail: safeString(),
  studentPhone: safeString().nullable(),
});
export type PreceptorRotation = z.infer<typeof preceptorRotation>;

export const rotationListQuery = pageQuery.extend({
  status: z.enum(ROTATION_STATUS_CODES).optional(),
  hospitalId: id('Hospital not found').optional(),
  hospitalRotationId: id('Rotation not found').optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type RotationListQuery = z.infer<typeof rotationListQuery>;

export const rotationPaymentInfo = z.object({
  rotationId: z.number().int(),
  weeks: z.number().int(),
  pricePerWeek: safeString(),
  amount: safeString(),
});

/** The hospitals with the rotations they offer and their preceptors (the add form's and the wizard's choices). */
export const rotationChoices = z.object({
  hospitals: z.array(
    z.object({
      id: z.number().int(),
      name: safeString(),
      offers: z.array(
        z.object({
          id: z.number().int(),
          rotationName: safeString(),
          seats: z.number().int(),
          pricePerWeek: safeString(),
          availableFrom: safeString().nullable(),
          availableTo: safeString().nullable(),
        }),
      ),
      preceptors: z.array(z.object({ id: z.number().int(), name: safeString() })),
    }),
  ),
});
export type RotationChoices = z.infer<typeof rotationChoices>;

export const offerSeatsQuery = z.object({ from: isoDate, weeks });
export const offerSeats = z.object({
  seats: z.number().int(),
  weeks: z.array(z.object({ week: safeString(), taken: z.number().int(), left: z.number().int() })),
});

/** The wizard: several students on one offer from one day, all Scheduled in one transaction or none. */
export const assignRotationsInput = rotationInput.extend({
  studentIds: z.array(id('Student not found')).min(1, ROTATION_MESSAGES.students).max(200),
});
export type AssignRotationsInput = z.infer<typeof assignRotationsInput>;
export const assignCheck = z.object({
  items: z.array(
    z.object({ studentId: z.number().int(), studentName: safeString(), refusal: safeString().nullable() }),
  ),
});
export const assignResult = z.object({ created: z.array(z.number().int()) });

export const clinicalStudentQuery = pageQuery.pick({ page: true, pageSize: true, q: true });
export const clinicalStudent = z.object({
  id: z.number().int(),
  name: safeString(),
  email: safeString().nullable(),
  statusCode: safeString().nullable(),
  rotations: z.number().int(),
});

export const rosterUpdateInput = z.object({
  preceptorId: id(ROTATION_MESSAGES.preceptor).nullish(),
  startDate: startDate.optional(),
  weeks: weeks.optional(),
  status: z.enum(ROTATION_STATUS_CODES).optional(),
});
export type RosterUpdateInput = z.infer<typeof rosterUpdateInput>;

export const graphQuery = z.object({
  from: isoDate,
  weeks: weeks.default(12),
  hospitalId: id('Hospital not found').optional(),
});
export const rotationGraph = z.object({
  weeks: z.array(safeString()),
  hospitals: z.array(
    z.object({
      id: z.number().int(),
      name: safeString(),
      students: z.array(
        z.object({
          studentId: z.number().int(),
          name: safeString(),
          cells: z.array(
            z.object({
              rotationId: z.number().int(),
              rotationName: safeString(),
              status: z.enum(ROTATION_STATUS_CODES),
              /** index of the first week column it covers, and how many */
              first: z.number().int(),
              span: z.number().int(),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type RotationGraph = z.infer<typeof rotationGraph>;
