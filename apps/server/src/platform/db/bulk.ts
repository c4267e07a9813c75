import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './index.js';
import { rowsOf } from './index.js';

/**
 * Inserts many rows in one statement per batch: `INSERT ... SELECT FROM unnest($1::text[], ...)`,
 * one array parameter a column, so the statement's text does not grow with the rows (drizzle's
 * multi-row values() spends seconds building SQL for large batches). For seeds, imports and benches;
 * the columns are those any row names (scalar types only; a row that lacks one gets NULL there, not
 * the column's default). Answers the new rows' ids in order when the table has an `id` column.
 */
export async function bulkInsert<T extends PgTable>(
  ex: Executor,
  table: T,
  rows: Partial<T['$inferInsert']>[],
  batch = 10_000,
): Promise<number[]> {
  if (!rows.length) return [];
  const all = getTableColumns(table) as Record<string, PgColumn>;
  const seen = new Set<string>();
  for (const r of rows) for (const k in r) seen.add(k);
  const keys = [...seen].filter((k) => all[k]);
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += batch) {
    const part = rows.slice(i, i + batch);
    const arrays = keys.map(
      (k) =>
        sql`${sql.param(part.map((r) => (r as Record<string, unknown>)[k] ?? null))}::${sql.raw(all[k].getSQLType())}[]`,
    );
    const returning: SQL = all.id ? sql` returning ${sql.identifier(all.id.name)} as id` : sql``;
    // WITH ORDINALITY keeps the order of the rows, and so of the ids answered
    const result = await ex.execute(sql`insert into ${table} (${sql.join(
      keys.map((k) => sql.identifier(all[k].name)),
      sql`, `,
    )})
      select ${sql.join(
        keys.map((_, j) => sql.identifier(`c${j}`)),
        sql`, `,
      )} from unnest(${sql.join(arrays, sql`, `)}) with ordinality as u(${sql.join(
        keys.map((_, j) => sql.identifier(`c${j}`)),
        sql`, `,
      )}, n) order by n${returning}`);
    if (all.id) ids.push(...rowsOf<{ id: number }>(result).map((r) => Number(r.id)));
  }
  return ids;
}
