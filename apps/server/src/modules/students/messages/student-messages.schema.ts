import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stampedNow, timestamptz } from '../../../platform/db/columns.js';
import { emailColumns, emailFilesTable } from '../../kit/tables.js';
import { students } from '../record/students.schema.js';
import { outbox } from '../../../platform/db/tables.js';

/**
 * Messages to students. An email is a row here (what staff wrote, who, when) and a row of the outbox
 * (delivery: pending, sent, failed); its attachments are stored files. An SMS is a row here with the
 * provider's answer. The text of a credentials SMS is kept with its one-time link hidden.
 */
export const studentEmails = pgTable(
  'student_emails',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    outboxId: integer('outbox_id')
      .notNull()
      .references(() => outbox.id),
    ...emailColumns(),
  },
  (t) => [index('student_emails_student_idx').on(t.studentId, t.id)],
);

export const studentEmailFiles = emailFilesTable('student_email_files', studentEmails);

export const studentSms = pgTable(
  'student_sms',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    toPhone: text('to_phone').notNull(),
    /** 'Student', a saved contact's name, or null for another number */
    recipient: text('recipient'),
    kind: text('kind').notNull().default('message'),
    text: text('text').notNull(),
    segments: integer('segments').notNull(),
    status: text('status').notNull().default('Queued'),
    provider: text('provider'),
    providerId: text('provider_id'),
    error: text('error'),
    sentBy: integer('sent_by'),
    createdAt: stampedNow('created_at'),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [index('student_sms_student_idx').on(t.studentId, t.id)],
);

/** Where a student's SMS go (empty: the personal tab's phone) and whether they opted out. */
export const studentSmsSettings = pgTable('student_sms_settings', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => students.id),
  smsPhone: text('sms_phone'),
  optedOut: boolean('opted_out').notNull().default(false),
  updatedBy: integer('updated_by'),
  updatedAt: stampedNow('updated_at'),
});

/** Saved recipient contacts of a student's SMS (a parent's or sponsor's number). */
export const studentSmsRecipients = pgTable(
  'student_sms_recipients',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    createdBy: integer('created_by'),
    createdAt: stampedNow('created_at'),
  },
  (t) => [uniqueIndex('student_sms_recipients_phone_key').on(t.studentId, t.phone)],
);

/** Each request to a student to update their personal information (the flag itself is on the student). */
export const infoUpdateRequests = pgTable(
  'info_update_requests',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    requestedBy: integer('requested_by'),
    requestedAt: stampedNow('requested_at'),
    message: text('message'),
    emailed: boolean('emailed').notNull().default(false),
    notified: boolean('notified').notNull().default(false),
  },
  (t) => [index('info_update_requests_student_idx').on(t.studentId, t.id)],
);
