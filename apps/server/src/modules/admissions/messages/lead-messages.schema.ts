import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../../platform/db/columns.js';
import { emailColumns, emailFilesTable } from '../../kit/tables.js';
import { leads } from '../leads/leads.schema.js';
import { outbox } from '../../../platform/db/tables.js';

/**
 * A lead's email history (the lead record's email tab). An outbound row keeps what staff wrote, who and
 * when; its outbox row carries the delivery (pending, sent, failed). An inbound row (direction 'in', no
 * outbox row) is a message the lead sent, recorded by modules/lead-inbox with its sender, Message-ID and
 * when the representative read it. Attachments are stored files either way.
 * Lead tasks are rows of the tasks table with `lead_id` set (modules/tasks).
 */
export const leadEmails = pgTable(
  'lead_emails',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id),
    /** 'out' (sent by staff) or 'in' (received from the lead) */
    direction: text('direction').notNull().default('out'),
    fromAddress: text('from_address'),
    outboxId: integer('outbox_id').references(() => outbox.id),
    /** the Message-ID header of an inbound message (a message delivered twice is kept once) */
    messageId: text('message_id'),
    readAt: timestamptz('read_at'),
    ...emailColumns(),
  },
  (t) => [
    index('lead_emails_lead_idx').on(t.leadId, t.id),
    index('lead_emails_sender_idx').on(t.sentBy, t.sentAt),
    index('lead_emails_message_idx')
      .on(t.messageId)
      .where(sql`${t.messageId} is not null`),
  ],
);

export const leadEmailFiles = emailFilesTable('lead_email_files', leadEmails);
