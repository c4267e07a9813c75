import { z } from 'zod';
import { safeString } from '../validation.js';
import { pageQuery } from '../kit/common.js';
import { task, taskInput, taskStatus, taskStatusParam } from '../workspace/tasks.api.js';
import { isoDay } from '../workspace/todo.js';
import { MAX_ID } from '../students/student.js';
import { LEAD_EMAIL_DIRECTIONS } from './inbox.js';
import {
  EMAIL_DELIVERY_STATUSES,
  filledTemplate,
  studentEmail,
  studentEmailInput,
  studentEmailListItem,
  studentEmailQuery,
} from '../students/messages.js';

/**
 * The lead record's email and task tabs, and the lead task screens (spec 002 "Tasks, notes, email";
 * /lead/task/search Today's Tasks, /lead/task/all-tasks).
 *
 * Email: written to the lead with a lead template (the 'email-template' rows of module lead, filled by
 * fillLeadTemplate), subject, rich-text body and attachments; delivered through the outbox like a
 * student's email, so the shapes are the student email's (without the parents' copy).
 * Tasks: tasks of the tasks domain tied to a lead; the assignee is told as for any task.
 */

// ---- email ----
export const leadEmailInput = studentEmailInput.omit({ ccParents: true });
export type LeadEmailInput = z.infer<typeof leadEmailInput>;
/**
 * A lead's email history holds what staff sent (out, with its outbox delivery) and what the lead wrote
 * back (in, recorded by the inbound mail of leads/inbox.ts: status Received, read once its representative
 * opened it).
 */
export const LEAD_EMAIL_STATUSES = [...EMAIL_DELIVERY_STATUSES, 'Received'] as const;
export const leadEmailQuery = studentEmailQuery.extend({
  status: z.enum(LEAD_EMAIL_STATUSES).optional(),
  direction: z.enum(LEAD_EMAIL_DIRECTIONS).optional(),
});
const inbound = {
  direction: z.enum(LEAD_EMAIL_DIRECTIONS),
  from: safeString().nullable(),
  status: z.enum(LEAD_EMAIL_STATUSES),
  read: z.boolean(),
};
export const leadEmailListItem = studentEmailListItem.extend(inbound);
export type LeadEmailListItem = z.infer<typeof leadEmailListItem>;
export const leadEmail = studentEmail.extend(inbound);
export type LeadEmail = z.infer<typeof leadEmail>;
export const leadFilledTemplate = filledTemplate;
export const leadEmailTemplateParam = z.object({
  leadId: z.coerce.number().int().positive().max(MAX_ID),
  templateId: z.coerce.number().int().positive().max(MAX_ID),
});
export const leadEmailParam = z.object({
  leadId: z.coerce.number().int().positive().max(MAX_ID),
  emailId: z.coerce.number().int().positive().max(MAX_ID),
});
export const leadEmailAttachmentParam = leadEmailParam.extend({
  fileId: z.coerce.number().int().positive().max(MAX_ID),
});
/** The active lead templates the email form offers. */
export const leadEmailTemplateOption = z.object({ id: z.number().int(), name: safeString(), subject: safeString() });
export type LeadEmailTemplateOption = z.infer<typeof leadEmailTemplateOption>;

// ---- tasks ----
export const LEAD_TASK_LINKS = { today: '/lead/task/search', all: '/lead/task/all-tasks' } as const;

/** Add a task to a lead (and assign it): subject, description, priority, due date, assignee. */
export const leadTaskInput = taskInput.omit({ date: true });
export type LeadTaskInput = z.infer<typeof leadTaskInput>;
/** Edit a lead task: the details (its assigner) and the status (either party). */
export const leadTaskUpdate = leadTaskInput.extend({ status: taskStatus });
export type LeadTaskUpdate = z.infer<typeof leadTaskUpdate>;

export const leadTask = task.extend({
  leadId: z.number().int(),
  leadName: safeString(),
  leadEmail: safeString(),
});
export type LeadTask = z.infer<typeof leadTask>;
export const leadTaskParam = z.object({
  leadId: z.coerce.number().int().positive().max(MAX_ID),
  taskId: z.coerce.number().int().positive().max(MAX_ID),
});
export const leadTaskIdParam = z.object({ taskId: z.coerce.number().int().positive().max(MAX_ID) });

const optUser = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce.number().int().positive().max(MAX_ID).optional(),
);
const optDay = z.preprocess((v) => (v === '' ? undefined : v), isoDay.optional());

/** A lead's task tab: status; q in the description or subject. */
export const leadTaskListQuery = pageQuery.extend({ status: taskStatusParam.optional() });
export type LeadTaskListQuery = z.infer<typeof leadTaskListQuery>;

/** All lead tasks: status, assignee, due range, q (description, subject, lead name or email). */
export const leadTaskSearchQuery = pageQuery.extend({
  status: taskStatusParam.optional(),
  assignedToId: optUser,
  dueFrom: optDay,
  dueTo: optDay,
});
export type LeadTaskSearchQuery = z.infer<typeof leadTaskSearchQuery>;

/** Today's Tasks: the caller's lead tasks due on `day` (the browser's day; the server's by default), open ones unless a status is chosen. */
export const leadTodayQuery = pageQuery.extend({
  status: taskStatusParam.optional(),
  day: optDay,
  overdue: z.enum(['true', 'false']).optional(),
});
export type LeadTodayQuery = z.infer<typeof leadTodayQuery>;

export const LEAD_TASK_SORTS = ['dueDate', 'status', 'createdAt', 'id'] as const;

export const LEAD_MESSAGE_TOASTS = {
  emailSent: 'Email sent',
  emailFailed: 'Failed to send email, Try again!',
  taskAssigned: 'Task Assigned Successfully',
  taskAddFailed: 'Failed to add Lead Task, Try again!',
  taskUpdated: 'Task updated successfully',
  taskUpdateFailed: 'Failed to update task, please try again!',
  taskSearchFailed: 'Failed to search Lead Task, Try again!',
} as const;
