import { boolean, integer, pgTable, serial, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { rowStamps, timestamptz } from '../../../platform/db/columns.js';
import { uploadedFileColumns } from './record.schema.js';
import { files } from '../files/files.schema.js';

/**
 * The record kit's documents: the columns every record's documents share (title, current file and
 * version, active, verification, who and when), and the versions table beside them. The owner's own
 * columns (student_id and folder, lead_id and type) stay in the owner's table; table names stay as they are.
 */
export const documentColumns = () => ({
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
  ...rowStamps(),
});

/** Every file a document has had, the current one included (`<name>_key`: one row per document and version). */
export const documentVersionsTable = <N extends string>(name: N, documents: { id: AnyPgColumn }) =>
  pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      documentId: integer('document_id')
        .notNull()
        .references(() => documents.id),
      version: integer('version').notNull(),
      ...uploadedFileColumns(),
    },
    (t) => [uniqueIndex(`${name}_key`).on(t.documentId, t.version)],
  );
export type DocumentVersionsTable = ReturnType<typeof documentVersionsTable<string>>;

// the shape every owner's documents table has (its own columns besides): what the kit's queries read
const _documentsShape = <N extends string>(name: N) =>
  pgTable(name, { id: serial('id').primaryKey(), ...documentColumns() });
export type DocumentsTable = ReturnType<typeof _documentsShape<string>>;
