import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { rowStamps } from '../../../platform/db/columns.js';
import { refRows } from '../../reference/tables.js';

/**
 * College fairs (/lead/notifications/fairlist): recruiting events the admissions office attends.
 * A lead names the fair it was met at in leads.fair_id. One fair per name and date.
 */
export const fairs = pgTable(
  'fairs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    fairDate: date('fair_date', { mode: 'string' }).notNull(),
    city: text('city'),
    countryId: integer('country_id').references(() => refRows.id),
    organiser: text('organiser'),
    notes: text('notes'),
    active: boolean('active').notNull().default(true),
    ...rowStamps(),
  },
  (t) => [uniqueIndex('fairs_name_date').on(sql`lower(${t.name})`, t.fairDate), index('fairs_date').on(t.fairDate)],
);
