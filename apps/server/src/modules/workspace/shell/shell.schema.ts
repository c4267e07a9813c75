import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { stampedNow } from '../../../platform/db/columns.js';
import { users } from '../../access/tables.js';

/** Each user's display preferences (theme customizer), kept across sign-ins and browsers. */
export const userPreferences = pgTable('user_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  prefs: jsonb('prefs')
    .notNull()
    .default(sql`'{}'::jsonb`),
  updatedAt: stampedNow('updated_at'),
});

/** Page views, recorded only when analytics is switched on (ANALYTICS_ENABLED=1). */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    path: text('path').notNull(),
    title: text('title'),
    at: stampedNow('at'),
  },
  (t) => [index('page_views_at_idx').on(t.at)],
);
