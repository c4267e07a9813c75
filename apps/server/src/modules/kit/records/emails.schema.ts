import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, serial, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { stampedNow } from '../../../platform/db/columns.js';
import { files } from '../files/files.schema.js';

/**
 * The record kit's emails: the columns every record's sent email keeps (what staff wrote, who and when),
 * and the table of its attached files. The owner's own columns (student_id or lead_id, the outbox row,
 * a lead's inbound direction and sender) stay in the owner's table; table names stay as they are.
 */
export const emailColumns = () => ({
  toAddress: text('to_address').notNull(),
  cc: text('cc')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  templateId: integer('template_id'),
  sentBy: integer('sent_by'),
  sentAt: stampedNow('sent_at'),
});

/** The stored files attached to an email (one row per email and file). */
export const emailFilesTable = <N extends string>(name: N, emails: { id: AnyPgColumn }) =>
  pgTable(
    name,
    {
      emailId: integer('email_id')
        .notNull()
        .references(() => emails.id),
      fileId: integer('file_id')
        .notNull()
        .references(() => files.id),
    },
    (t) => [primaryKey({ columns: [t.emailId, t.fileId] })],
  );
export type EmailFilesTable = ReturnType<typeof emailFilesTable<string>>;

// the shape every owner's email table has (its own columns besides): what the kit's queries read
const _emailsShape = <N extends string>(name: N) => pgTable(name, { id: serial('id').primaryKey(), ...emailColumns() });
export type EmailsTable = ReturnType<typeof _emailsShape<string>>;
