import { index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { immigrationDocumentColumns } from '../../kit/tables.js';
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
    ...immigrationDocumentColumns(),
    replacedBy: integer('replaced_by'),
  },
  (t) => [index('lead_immigration_documents_lead_idx').on(t.leadId, t.type)],
);
