import { z } from 'zod';
import { MAX_ID, pageQuery } from '../kit/common.js';
import { isoDate } from '../students/student.js';
import { optionalMultilineText, safeString } from '../validation.js';

/**
 * A student's leaves (the Leave tab; spec 001 "Leaves, withdrawal, residency": studentLeaveList,
 * getstudentLeave, studentLeaveAdd, studentLeaveDelete, studentLeaveReason): the time a student is away from
 * her studies, recorded by the registrar: a reason of the Leave of Absence Reasons control table, the first
 * and last day, the day she is expected back, and a note. Two leaves of one student never overlap.
 */
export const LEAVE_ENTITY = 'studentLeave';
/** The control table the reasons come from (reference tables, registrar group). */
export const LEAVE_REASON_TABLE = 'loa-reason';

export const LEAVE_MESSAGES = {
  reason: 'Choose a reason from the list',
  endBeforeStart: 'The last day is before the first day',
  returnBeforeEnd: 'The return day is before the last day of the leave',
  overlap: 'This leave overlaps another leave of the student',
} as const;
export const LEAVE_TOASTS = {
  added: 'Leave Added Successfully',
  updated: 'Leave Updated Successfully',
  deleted: 'Leave Deleted Successfully',
  saveFailed: 'Failed to save the leave. Try again!',
  deleteFailed: 'Failed to delete the leave. Try again!',
} as const;

/** Two leaves [a, b] share a day (days as YYYY-MM-DD; an open end runs on for ever). */
export const leavesOverlap = (
  a: { startDate: string; endDate: string | null },
  b: { startDate: string; endDate: string | null },
): boolean => (a.endDate === null || b.startDate <= a.endDate) && (b.endDate === null || a.startDate <= b.endDate);

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

export const leaveInput = z
  .object({
    /** a row of the Leave of Absence Reasons control table */
    reasonId: id(LEAVE_MESSAGES.reason),
    startDate: isoDate,
    /** the last day away; left out while the end is not known */
    endDate: isoDate.nullish(),
    /** the day the student is expected back */
    returnDate: isoDate.nullish(),
    notes: optionalMultilineText(2000),
  })
  .superRefine((v, ctx) => {
    if (v.endDate && v.endDate < v.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: LEAVE_MESSAGES.endBeforeStart });
    if (v.returnDate && v.returnDate < (v.endDate ?? v.startDate))
      ctx.addIssue({ code: 'custom', path: ['returnDate'], message: LEAVE_MESSAGES.returnBeforeEnd });
  });
export type LeaveInput = z.infer<typeof leaveInput>;

export const leaveListQuery = pageQuery.pick({ page: true, pageSize: true, sort: true });
export type LeaveListQuery = z.infer<typeof leaveListQuery>;
export const leaveParams = z.object({ studentId: id('Student not found'), leaveId: id('Leave not found') });

export const leave = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  reasonId: z.number().int(),
  reasonName: safeString(),
  startDate: safeString(),
  endDate: safeString().nullable(),
  returnDate: safeString().nullable(),
  /** whole days from the first to the last (null while open) */
  days: z.number().int().nullable(),
  notes: safeString().nullable(),
  updatedAt: safeString(),
  updatedByName: safeString().nullable(),
});
export type Leave = z.infer<typeof leave>;

/** The reasons one may choose (the control table's active rows), by name. */
export const leaveReasonChoices = z.object({
  items: z.array(z.object({ id: z.number().int(), name: safeString() })),
});
