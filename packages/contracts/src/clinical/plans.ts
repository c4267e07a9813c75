import { z } from 'zod';
import { MAX_ID, pageQuery } from '../kit/common.js';
import { safeString } from '../validation.js';
import { assignRotationsInput } from './rotations.api.js';

/**
 * Planned rotations: the clinical office plans an offer and dates for a set of students; each accepts or
 * declines on her Rotation tab; scheduling makes Scheduled rotations for those who accepted.
 */
export const ROTATION_PLAN_ENTITY = 'rotationPlan';
export const PLANNED_STATUS_CODES = ['Waiting for acceptance', 'Accepted', 'Declined'] as const;
export type PlannedStatus = (typeof PLANNED_STATUS_CODES)[number];
export const PLAN_STATES = ['Open', 'Scheduled'] as const;
export const PLAN_MESSAGES = {
  answered: 'You have already answered this plan',
  scheduled: 'This plan is already scheduled',
  noneAccepted: 'No student has accepted this plan yet',
} as const;
export const PLAN_TOASTS = {
  added: 'Planned Rotation Added Successfully',
  deleted: 'Planned Rotation Deleted Successfully',
  scheduled: 'Planned Rotation Scheduled Successfully',
  accepted: 'Planned Rotation Accepted',
  declined: 'Planned Rotation Declined',
} as const;

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
export const planInput = assignRotationsInput;
export const planIdParam = z.object({ planId: id('Plan not found') });
export const studentPlanParams = z.object({ studentId: id('Student not found'), planId: id('Plan not found') });
export const planAnswerInput = z.object({ accept: z.boolean() });
export const planListQuery = pageQuery.extend({ state: z.enum(PLAN_STATES).optional() });

export const planStudent = z.object({
  studentId: z.number().int(),
  name: safeString(),
  status: z.enum(PLANNED_STATUS_CODES),
  answeredAt: safeString().nullable(),
  rotationId: z.number().int().nullable(),
});
export const rotationPlan = z.object({
  id: z.number().int(),
  hospitalId: z.number().int(),
  hospitalName: safeString(),
  hospitalRotationId: z.number().int(),
  rotationName: safeString(),
  preceptorId: z.number().int().nullable(),
  preceptorName: safeString().nullable(),
  startDate: safeString(),
  endDate: safeString(),
  weeks: z.number().int(),
  state: z.enum(PLAN_STATES),
  students: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
  createdAt: safeString(),
});
export type RotationPlan = z.infer<typeof rotationPlan>;
export const rotationPlanDetails = rotationPlan.extend({ members: z.array(planStudent) });
/** A plan as one of its students sees it: her own answer. */
export const studentPlan = rotationPlan.omit({ students: true, accepted: true, declined: true }).extend({
  myStatus: z.enum(PLANNED_STATUS_CODES),
});
export const planActivity = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      at: safeString(),
      actorName: safeString().nullable(),
      studentName: safeString().nullable(),
      action: safeString(),
    }),
  ),
});
export const planScheduleResult = z.object({ created: z.array(z.number().int()) });
