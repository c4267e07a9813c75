import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns.js';
import { files } from '../files/files.schema.js';
import { leads } from '../leads/leads.schema.js';
import { outbox } from '../system/system.schema.js';

/**
 * Emails written to a lead (the lead record's email tab). A row here keeps what staff wrote, who and
 * when; its outbox row carries the delivery (pending, sent, failed); attachments are stored files.
 * Lead tasks are rows of the tasks table with `lead_id` set (modules/tasks).
 */
export const leadEmails = pgTable('lead_emails', {
  id: serial('id').primaryKey(),
  leadId: integer('lead_id').notNull().references(() => leads.id),
  outboxId: integer('outbox_id').notNull().references(() => outbox.id),
  toAddress: text('to_address').notNull(),
  cc: text('cc').array().notNull().default(sql`'{}'::text[]`),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  templateId: integer('template_id'),
  sentBy: integer('sent_by'),
  sentAt: timestamptz('sent_at').notNull().default(sql`now()`),
}, (t) => [index('lead_emails_lead_idx').on(t.leadId, t.id)]);

export const leadEmailFiles = pgTable('lead_email_files', {
  emailId: integer('email_id').notNull().references(() => leadEmails.id),
  fileId: integer('file_id').notNull().references(() => files.id),
}, (t) => [primaryKey({ columns: [t.emailId, t.fileId] })]);
