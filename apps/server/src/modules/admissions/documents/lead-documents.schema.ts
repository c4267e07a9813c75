import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { leads } from '../leads/leads.schema.js';
import { refRows } from '../../reference/tables.js';
import { documentColumns, documentVersionsTable } from '../../kit/tables.js';

/**
 * A lead's documents, each of a type (a row of the 'applicant-document-type' control table).
 * `file_id` is the current file; every version, the current one included, is a row of
 * lead_document_versions. Deactivating sets `active` false (the row and its files stay). Replacing
 * the file clears `verified`: the new file waits for verification again.
 */
export const leadDocuments = pgTable(
  'lead_documents',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => refRows.id),
    ...documentColumns(),
  },
  (t) => [
    index('lead_documents_lead_idx').on(t.leadId, t.active, t.createdAt),
    // the notification: active documents awaiting verification, oldest first
    index('lead_documents_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.active} and not ${t.verified}`),
  ],
);

export const leadDocumentVersions = documentVersionsTable('lead_document_versions', leadDocuments);
