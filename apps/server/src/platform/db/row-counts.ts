import { sql, type SQL } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import type { Executor } from './index.js';
import { rowsOf } from './index.js';

/**
 * Exact row counts of the big lists' unfiltered views, kept by the database itself: statement-level
 * triggers (migration 0008_list_counts) append one row per statement that adds or removes rows of a
 * counted set, `n` being the change; a count is the sum of its key's rows. Appending (instead of
 * updating one counter row) means concurrent writers never wait for each other; compactRowCounts
 * folds each key's rows into one now and then. The totals stay transactional: a writer's change
 * counts once it commits, exactly as count(*) would see it.
 *
 * Keys: 'students' (every student), 'payments' (every payment, migration 0015), and for leads 'leads:<live|deleted>:<open|closed>' (deleted_at
 * and closed_at null or not).
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [index('row_counts_key_idx').on(t.key)],
);

/** The exact number of rows under these keys (a text[] expression; their sets are disjoint). */
export const countOf = (keys: SQL) =>
  sql<number>`(select coalesce(sum(${rowCounts.n}), 0)::int from ${rowCounts} where ${rowCounts.key} = any(${keys}))`;

/** Folds each key that has gathered many rows into one row (a job; safe beside writers and other instances). */
export async function compactRowCounts(ex: Executor, minRows = 20) {
  const keys = rowsOf<{ key: string }>(
    await ex.execute(sql`select ${rowCounts.key} as key from ${rowCounts} group by 1 having count(*) >= ${minRows}`),
  );
  for (const { key } of keys) {
    // one statement: the rows it removes are those it sums (rows committed meanwhile stay for next time)
    await ex.execute(sql`with gone as (delete from ${rowCounts} where ${rowCounts.key} = ${key} returning ${rowCounts.n})
      insert into ${rowCounts} (key, n) select ${key}, sum(n) from gone having count(*) > 0`);
  }
  return keys.length;
}
