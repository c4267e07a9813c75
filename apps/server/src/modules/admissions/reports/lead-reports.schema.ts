import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stampedNow } from '../../../platform/db/columns.js';

/**
 * Saved advanced lead reports (/lead/reports/advanced): a name and the lead list filters it runs with.
 * Shared by everyone on the Lead menu; names are unique (case-insensitive). Deleting removes the row.
 */
export const leadSavedReports = pgTable(
  'lead_saved_reports',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    filters: jsonb('filters').notNull().$type<Record<string, unknown>>(),
    createdBy: integer('created_by'),
    createdAt: stampedNow('created_at'),
  },
  (t) => [
    uniqueIndex('lead_saved_reports_name_idx').on(sql`lower(${t.name})`),
    index('lead_saved_reports_created_idx').on(t.createdAt),
  ],
);
