import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import type { SkippedAttachment } from '@caduceus/contracts';
import { stampedNow, timestamptz } from '../../../platform/db/columns.js';
import { files } from '../../kit/tables.js';
import { leads } from '../leads/leads.schema.js';

/**
 * Inbound emails whose sender matched no lead (spec 002 "unverified email"). The message is kept as plain
 * text (an HTML-only message is reduced to text when it is read in); attachments are stored files. Staff
 * resolve it: converted to a new lead or merged into one (`lead_id`, and the row of the lead's email history
 * it became in `lead_email_id`), or discarded (kept, restorable). `read_at` is shared by the office.
 */
export const leadUnverifiedEmails = pgTable(
  'lead_unverified_emails',
  {
    id: serial('id').primaryKey(),
    messageId: text('message_id'),
    fromAddress: text('from_address').notNull(),
    fromName: text('from_name'),
    /** the school's address it was sent to (the first To address) */
    toAddress: text('to_address').notNull().default(''),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** when it arrived here (lists and conversations read in this order) */
    receivedAt: stampedNow('received_at'),
    /** the message's Date header when plausible (the sender's clock) */
    sentAt: timestamptz('sent_at'),
    /** where it came from: 'endpoint' (POST /api/inbound/email) or a mailbox source's name */
    source: text('source').notNull(),
    skippedAttachments: jsonb('skipped_attachments')
      .$type<SkippedAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    readAt: timestamptz('read_at'),
    readBy: integer('read_by'),
    /** open, converted, merged or discarded (contracts' UNVERIFIED_EMAIL_STATUSES) */
    status: text('status').notNull().default('open'),
    senderFirstName: text('sender_first_name'),
    senderLastName: text('sender_last_name'),
    senderPhone: text('sender_phone'),
    notes: text('notes'),
    leadId: integer('lead_id').references(() => leads.id),
    leadEmailId: integer('lead_email_id'),
    resolvedBy: integer('resolved_by'),
    resolvedAt: timestamptz('resolved_at'),
    updatedBy: integer('updated_by'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    index('lead_unverified_emails_status_idx').on(t.status, t.receivedAt),
    index('lead_unverified_emails_unread_idx')
      .on(t.id)
      .where(sql`${t.status} = 'open' and ${t.readAt} is null`),
    index('lead_unverified_emails_message_idx')
      .on(t.messageId)
      .where(sql`${t.messageId} is not null`),
    index('lead_unverified_emails_lead_idx').on(t.leadId),
  ],
);

export const leadUnverifiedEmailFiles = pgTable(
  'lead_unverified_email_files',
  {
    emailId: integer('email_id')
      .notNull()
      .references(() => leadUnverifiedEmails.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
  },
  (t) => [primaryKey({ columns: [t.emailId, t.fileId] })],
);
