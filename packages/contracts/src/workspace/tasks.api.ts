import { z } from 'zod';
import { safeString } from '../validation.js';
import { pageQuery } from '../kit/common.js';
import { isoDay, isTaskStatus, todoDescription, type TaskStatus } from './todo.js';

/** A status id on the wire: 0 Open, 1 In Progress, 2 Completed, 3 Cancelled. */
export const taskStatus = z
  .number({ error: 'Choose a status' })
  .int()
  .refine(isTaskStatus, 'Choose a status')
  .transform((v) => v as TaskStatus);
/** The same in a query string. */
export const taskStatusParam = z.coerce
  .number()
  .int()
  .refine(isTaskStatus, 'Status must be 0, 1, 2 or 3')
  .transform((v) => v as TaskStatus);
const refId = (what: string) =>
  z
    .number({ error: `Choose a ${what}` })
    .int()
    .positive(`Choose a ${what}`);

/** A task as its assignee and assigner see it. */
export const task = z.object({
  id: z.number().int(),
  subjectId: z.number().int().nullable(),
  subjectName: safeString().nullable(),
  description: safeString(),
  assignedToId: z.number().int(),
  assignedToName: safeString(),
  assignedById: z.number().int(),
  assignedByName: safeString(),
  priorityId: z.number().int().nullable(),
  priorityName: safeString().nullable(),
  dueDate: safeString().nullable(),
  status: z.number().int(),
  statusName: safeString(),
  /** 'Completed on 05/02/2026' once Completed or Cancelled */
  combinationStatus: safeString().nullable(),
  /** the caller's own favourite mark */
  starred: z.boolean(),
  /** the day it belongs to in the weekly to-do list (YYYY-MM-DD) */
  todoDate: safeString(),
  createdAt: safeString(),
  updatedAt: safeString(),
  closedAt: safeString().nullable(),
  /** may the caller change subject, description, assignee, priority and due date (the assigner) */
  canEditDetails: z.boolean(),
  /** the statuses the caller may move it to now */
  nextStatuses: z.array(z.number().int()),
});
export type Task = z.infer<typeof task>;

/** Add (and assign) a task. `date`: the creator's calendar day, which files it in that to-do week. */
export const taskInput = z.object({
  subjectId: refId('subject').nullish(),
  description: todoDescription,
  assignedToId: refId('user to assign'),
  priorityId: refId('priority').nullish(),
  dueDate: isoDay.nullish(),
  date: isoDay.optional(),
});
export type TaskInput = z.infer<typeof taskInput>;

/** Edit a task: its details (the assigner) and its status (either party, along the transitions). */
export const taskUpdate = taskInput.omit({ date: true }).extend({ status: taskStatus });
export type TaskUpdate = z.infer<typeof taskUpdate>;

/** The task list: filter 1 Assigned to me, 2 Assigned by me (none: both); status; q in the description or subject. */
export const taskListQuery = pageQuery.extend({
  filter: z.coerce
    .number()
    .int()
    .refine((v) => v === 1 || v === 2, 'Filter must be 1 (assigned to me) or 2 (assigned by me)')
    .optional(),
  status: taskStatusParam.optional(),
});
export type TaskListQuery = z.infer<typeof taskListQuery>;
