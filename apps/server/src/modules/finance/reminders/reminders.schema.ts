import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../../platform/db/columns.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';

/** A reminder sent (or being sent, by the "invoice-reminders" job) to the students owing on a semester's invoices. */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    id: serial('id').primaryKey(),
    semesterId: integer('semester_id')
      .notNull()
      .references(() => refRows.id),
    overdueOnly: boolean('overdue_only').notNull().default(false),
    message: text('message'),
    /** the day its job runs (08:00 UTC); null: at once */
    sendOn: date('send_on'),
    state: text('state').notNull().default('queued'),
    students: integer('students').notNull().default(0),
    emailed: integer('emailed').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamptz('created_at')
      .notNull()
      .default(sql`now()`),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    index('invoice_reminders_semester_idx').on(t.semesterId, t.id),
    check('invoice_reminders_state_check', sql`${t.state} in ('queued', 'sent', 'failed')`),
  ],
);

/** Each student a reminder emailed (the "last reminded" of the send-reminder list). */
export const invoiceReminderStudents = pgTable(
  'invoice_reminder_students',
  {
    id: serial('id').primaryKey(),
    reminderId: integer('reminder_id')
      .notNull()
      .references(() => invoiceReminders.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    outboxId: integer('outbox_id'),
    sentAt: timestamptz('sent_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('invoice_reminder_students_student_idx').on(t.studentId, t.sentAt)],
);
