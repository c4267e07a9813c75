import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stampedNow, timestamptz } from '../../../platform/db/columns.js';
import { files } from '../../kit/tables.js';

/**
 * Bulk lead uploads (/lead/notifications/bulk-upload). An upload keeps its source file (`file_id`), its
 * counts as checked (total, valid, invalid, duplicates) and, once imported, what the import did (imported,
 * skipped, progress 0..100). `status` is one of contracts' LEAD_UPLOAD_STATUSES: previewed, importing,
 * done, failed. The import job claims an importing upload by `heartbeat_at` (a claim older than a minute
 * is taken over, so an import cut short by a restart goes on where it stopped).
 */
export const leadUploads = pgTable(
  'lead_uploads',
  {
    id: serial('id').primaryKey(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    filename: text('filename').notNull(),
    size: integer('size').notNull(),
    status: text('status').notNull().default('previewed'),
    total: integer('total').notNull().default(0),
    valid: integer('valid').notNull().default(0),
    invalid: integer('invalid').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    toImport: integer('to_import').notNull().default(0),
    progress: integer('progress').notNull().default(0),
    /** skip or import (the duplicate rows), chosen when the import starts */
    duplicateMode: text('duplicate_mode'),
    error: text('error'),
    uploadedBy: integer('uploaded_by'),
    uploadedAt: stampedNow('uploaded_at'),
    importedBy: integer('imported_by'),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
    heartbeatAt: timestamptz('heartbeat_at'),
  },
  (t) => [
    index('lead_uploads_uploaded_idx').on(t.uploadedAt),
    index('lead_uploads_importing_idx')
      .on(t.id)
      .where(sql`${t.status} = 'importing'`),
  ],
);

/**
 * The rows of an upload as checked: `values` the cells by template column, `input` the add form's values
 * (names resolved to ids; null for a refused row), `state` valid / invalid / duplicate, `errors` and
 * `duplicates` (live leads and earlier rows matched, with the rules), then what the import did:
 * `outcome` imported or skipped, and `created_lead_id`.
 */
export const leadUploadRows = pgTable(
  'lead_upload_rows',
  {
    id: serial('id').primaryKey(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => leadUploads.id),
    rowNumber: integer('row_number').notNull(),
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    input: jsonb('input').$type<Record<string, unknown>>(),
    state: text('state').notNull(),
    errors: jsonb('errors').$type<{ field: string | null; message: string }[]>().notNull().default([]),
    duplicates: jsonb('duplicates')
      .$type<{ leadId: number | null; rowNumber: number | null; rules: string[] }[]>()
      .notNull()
      .default([]),
    outcome: text('outcome'),
    createdLeadId: integer('created_lead_id'),
  },
  (t) => [
    uniqueIndex('lead_upload_rows_key').on(t.uploadId, t.rowNumber),
    index('lead_upload_rows_lead_idx')
      .on(t.createdLeadId)
      .where(sql`${t.createdLeadId} is not null`),
  ],
);
