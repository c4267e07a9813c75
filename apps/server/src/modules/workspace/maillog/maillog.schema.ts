import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { rowStamps, stampedNow, timestamptz } from '../../../platform/db/columns.js';
import { files } from '../../kit/tables.js';
import { refRows } from '../../reference/tables.js';

/**
 * The mail register (mail logs): one row per piece of mail, in one of five registers (`kind`: incoming,
 * outgoing, aruba-incoming, aruba-outgoing, returned). Deleting sets `deleted_at` (the row and its
 * audit trail stay; lists and reads no longer see it).
 */
export const mailLogs = pgTable(
  'mail_logs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    mailDate: date('mail_date', { mode: 'string' }).notNull(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => refRows.id),
    medium: text('medium').notNull().default('Physical'),
    fromName: text('from_name').notNull(),
    toName: text('to_name').notNull(),
    subject: text('subject').notNull(),
    outgoingTypeId: integer('outgoing_type_id').references(() => refRows.id),
    trackingNumber: text('tracking_number'),
    returnReason: text('return_reason'),
    notes: text('notes'),
    ...rowStamps(),
    deletedBy: integer('deleted_by'),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    index('mail_logs_kind_date')
      .on(t.kind, t.mailDate)
      .where(sql`${t.deletedAt} is null`),
    index('mail_logs_kind_created_by')
      .on(t.kind, t.createdBy)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Files attached to an entry (scanned letters, emails as PDF). Removing one sets `removed_at`. */
export const mailLogFiles = pgTable(
  'mail_log_files',
  {
    id: serial('id').primaryKey(),
    mailLogId: integer('mail_log_id')
      .notNull()
      .references(() => mailLogs.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    createdBy: integer('created_by'),
    createdAt: stampedNow('created_at'),
    removedBy: integer('removed_by'),
    removedAt: timestamptz('removed_at'),
  },
  (t) => [index('mail_log_files_log').on(t.mailLogId)],
);
