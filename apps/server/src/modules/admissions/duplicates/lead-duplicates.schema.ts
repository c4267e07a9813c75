import { index, integer, jsonb, pgTable, serial } from 'drizzle-orm/pg-core';
import { stampedNow, timestamptz } from '../../../platform/db/columns.js';
import { leads } from '../leads/leads.schema.js';

/**
 * The merge log: one row per merge of `other_id` into `survivor_id`. `survivor_before` and `other_before`
 * hold the full rows of both leads as they were (to_jsonb of the leads row), `moved` the ids of every row
 * moved to the survivor by table ({ "lead_notes": [4, 9] }), `taken` the fields taken from the other lead.
 * Undoing restores both rows from their before-state and moves those rows back; `undone_at` marks it.
 */
export const leadMerges = pgTable(
  'lead_merges',
  {
    id: serial('id').primaryKey(),
    survivorId: integer('survivor_id')
      .notNull()
      .references(() => leads.id),
    otherId: integer('other_id')
      .notNull()
      .references(() => leads.id),
    survivorBefore: jsonb('survivor_before').notNull(),
    otherBefore: jsonb('other_before').notNull(),
    taken: jsonb('taken').$type<string[]>().notNull(),
    moved: jsonb('moved').$type<Record<string, (number | string)[]>>().notNull(),
    mergedBy: integer('merged_by'),
    mergedAt: stampedNow('merged_at'),
    undoneBy: integer('undone_by'),
    undoneAt: timestamptz('undone_at'),
  },
  (t) => [index('lead_merges_survivor_idx').on(t.survivorId), index('lead_merges_other_idx').on(t.otherId)],
);
