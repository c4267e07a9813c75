import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stampedNow } from '../../platform/db/columns.js';
import { files } from '../kit/tables.js';

/**
 * Rows of every declared control table (packages/contracts reference/tables). The declaration says
 * what `data` holds; `label` is the row's name (for lists, dropdowns and joins from other domains),
 * `unique_key` the normalised unique key of its table. Ids below 1000 are kept for the spec's fixed
 * identifiers (course 81).
 */
export const refRows = pgTable(
  'ref_rows',
  {
    id: serial('id').primaryKey(),
    tableKey: text('table_key').notNull(),
    label: text('label').notNull(),
    uniqueKey: text('unique_key').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    searchText: text('search_text').notNull().default(''),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdBy: integer('created_by'),
    updatedBy: integer('updated_by'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    uniqueIndex('ref_rows_table_unique').on(t.tableKey, t.uniqueKey),
    index('ref_rows_table_label').on(t.tableKey, t.label),
  ],
);

/** Files attached to a control-table row (a rotation's syllabus, a document template). */
export const refRowFiles = pgTable(
  'ref_row_files',
  {
    id: serial('id').primaryKey(),
    rowId: integer('row_id')
      .notNull()
      .references(() => refRows.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    title: text('title'),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by'),
    createdAt: stampedNow('created_at'),
  },
  (t) => [index('ref_row_files_row').on(t.rowId)],
);

/** School-wide settings by key (the lead current semester, ...): one JSON value each. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: integer('updated_by'),
  updatedAt: stampedNow('updated_at'),
});
