import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { stampedNow, timestamptz } from '../../../platform/db/columns.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { leads } from '../../admissions/tables.js';

/**
 * Tasks, and the to-dos of the To Do modal (a to-do is a task one assigns oneself). Status: 0 Open,
 * 1 In Progress, 2 Completed, 3 Cancelled. `todo_date` is the creator's calendar day, which files the
 * task in a week (Sunday to Saturday) of the To Do modal. `lead_id` ties a task to a lead (the lead's
 * task tab and the lead task screens, modules/lead-messages); null for other tasks.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    subjectId: integer('subject_id').references(() => refRows.id),
    priorityId: integer('priority_id').references(() => refRows.id),
    description: text('description').notNull(),
    assignedTo: integer('assigned_to')
      .notNull()
      .references(() => users.id),
    assignedBy: integer('assigned_by')
      .notNull()
      .references(() => users.id),
    status: smallint('status').notNull().default(0),
    dueDate: date('due_date', { mode: 'string' }),
    todoDate: date('todo_date', { mode: 'string' }).notNull(),
    leadId: integer('lead_id').references(() => leads.id),
    closedAt: timestamptz('closed_at'),
    closedBy: integer('closed_by').references(() => users.id),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    check('tasks_status_check', sql`${t.status} between 0 and 3`),
    index('tasks_assigned_to_idx').on(t.assignedTo, t.todoDate),
    index('tasks_assigned_by_idx').on(t.assignedBy, t.todoDate),
    index('tasks_todo_date_idx').on(t.todoDate),
    index('tasks_lead_idx').on(t.leadId, t.dueDate),
  ],
);

/** A user's favourite mark on a task: each person stars for themselves. */
export const taskStars = pgTable(
  'task_stars',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: stampedNow('created_at'),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] })],
);
