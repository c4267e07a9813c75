import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../../platform/db/columns.js';
import { files } from '../../kit/tables.js';
import { leads } from '../leads/leads.schema.js';

/**
 * A lead's immigration documents, of the spec's types (contracts' IMMIGRATION_DOCUMENT_TYPES). Replacing
 * a file adds a new row and marks the old one removed with `replaced_by` naming the new one; removing
 * sets `removed_at`. The rows that are not removed move to the student's immigration documents on
 * migration (same stored files).
 */
export const leadImmigrationDocuments = pgTable(
  'lead_immigration_documents',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id),
    type: text('type').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    uploadedBy: integer('uploaded_by'),
    uploadedAt: timestamptz('uploaded_at')
      .notNull()
      .default(sql`now()`),
    verified: boolean('verified').notNull().default(false),
    verifiedBy: integer('verified_by'),
    verifiedAt: timestamptz('verified_at'),
    replacedBy: integer('replaced_by'),
    removedBy: integer('removed_by'),
    removedAt: timestamptz('removed_at'),
  },
  (t) => [index('lead_immigration_documents_lead_idx').on(t.leadId, t.type)],
);
