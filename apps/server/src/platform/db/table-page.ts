import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from './index.js';
import { offsetOf } from '../paging.js';

/**
 * A page of one table's rows with the total of the rows `where` keeps: the `columns` of `table` (and of
 * the rows `joins` adds, each at most one a row: labels, names) in `order`, the query's page of them
 * (`q`), then the count.
 */
export async function tablePage<S extends SelectedFields>(
  ex: Executor,
  o: {
    table: PgTable;
    columns: S;
    where: SQL | undefined;
    order: (SQL | PgColumn)[];
    q: { page: number; pageSize: number };
    /** left joins of one row each (they do not change the count) */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables and their aliases
    joins?: [any, SQL][];
  },
): Promise<{ items: SelectResultFields<S>[]; total: number }> {
  const rows = ex
    .select(o.columns as SelectedFields)
    .from(o.table)
    .$dynamic();
  for (const [table, on] of o.joins ?? []) rows.leftJoin(table, on);
  const items = await rows
    .where(o.where)
    .orderBy(...o.order)
    .limit(o.q.pageSize)
    .offset(offsetOf(o.q));
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(o.table)
    .where(o.where);
  return { items: items as SelectResultFields<S>[], total: Number(n) };
}
