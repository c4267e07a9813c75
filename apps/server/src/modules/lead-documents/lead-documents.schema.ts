import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns.js';
import { files } from '../files/files.schema.js';
import { leads } from '../leads/leads.schema.js';
import { refRows } from '../reference/reference.schema.js';

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
    title: text('title').notNull(),
    description: text('description'),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    version: integer('version').notNull().default(1),
    active: boolean('active').notNull().default(true),
    verified: boolean('verified').notNull().default(false),
    verifiedBy: integer('verified_by'),
    verifiedAt: timestamptz('verified_at'),
    createdBy: integer('created_by'),
    createdAt: timestamptz('created_at')
      .notNull()
      .default(sql`now()`),
    updatedBy: integer('updated_by'),
    updatedAt: timestamptz('updated_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('lead_documents_lead_idx').on(t.leadId, t.active, t.createdAt),
    // the notification: active documents awaiting verification, oldest first
    index('lead_documents_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.active} and not ${t.verified}`),
  ],
);

export const leadDocumentVersions = pgTable(
  'lead_document_versions',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => leadDocuments.id),
    version: integer('version').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    uploadedBy: integer('uploaded_by'),
    uploadedAt: timestamptz('uploaded_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [uniqueIndex('lead_document_versions_key').on(t.documentId, t.version)],
);
