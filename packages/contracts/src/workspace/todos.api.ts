import { z } from 'zod';
import { safeString } from '../validation.js';
import { pageQuery } from '../kit/common.js';
import { taskStatus, taskStatusParam } from './tasks.api.js';
import { daysBetween, isIsoDay, isoDay, todoDescription } from './todo.js';

/** One item of the To Do modal (a task of the shown week). */
export const todoItem = z.object({
  id: z.number().int(),
  description: safeString(),
  /** the assignee's name (the list truncates it to 30 characters) */
  assignTo: safeString(),
  assignToId: z.number().int(),
  assignedBy: safeString(),
  status: z.number().int(),
  statusName: safeString(),
  /** shown instead of the status when Completed or Cancelled */
  combinationStatus: safeString().nullable(),
  starred: z.boolean(),
  /** the day it is filed under (YYYY-MM-DD) */
  todoDate: safeString(),
  createdOn: safeString(),
});
export type TodoItem = z.infer<typeof todoItem>;

/** Add a to-do: a task for oneself. `date`: the browser's calendar day (at most a day from the server's). */
export const todoInput = z.object({ description: todoDescription, date: isoDay.optional() });
export type TodoInput = z.infer<typeof todoInput>;

const MAX_RANGE_DAYS = 366;
const range = <T extends { startDate: string; endDate: string }>(v: T, ctx: z.RefinementCtx) => {
  if (!isIsoDay(v.startDate) || !isIsoDay(v.endDate)) return; // already refused field by field
  const days = daysBetween(v.startDate, v.endDate);
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date is before the start date' });
  else if (days > MAX_RANGE_DAYS)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'At most a year at a time' });
};

/** A week of to-dos (Sunday to Saturday): YYYY-MM-DD or MM/DD/YYYY. */
export const todoWeekQuery = z.object({ startDate: isoDay, endDate: isoDay }).superRefine(range);
export type TodoWeekQuery = z.infer<typeof todoWeekQuery>;

/** Change a to-do's status (along the To Do transitions) or its star; starring keeps the status. */
export const todoPatch = z
  .object({ status: taskStatus.optional(), starred: z.boolean().optional() })
  .refine((v) => v.status !== undefined || v.starred !== undefined, {
    message: 'Send a status or a star',
    path: ['status'],
  });
export type TodoPatch = z.infer<typeof todoPatch>;

/** Administrators' list of everybody's to-dos (/admin/todolist). */
export const adminTodoQuery = pageQuery.extend({
  userId: z.coerce.number().int().positive().optional(),
  status: taskStatusParam.optional(),
  startDate: isoDay.optional(),
  endDate: isoDay.optional(),
});
export type AdminTodoQuery = z.infer<typeof adminTodoQuery>;

export const TODO_EXPORT_NAME = 'todo_list.xlsx';
