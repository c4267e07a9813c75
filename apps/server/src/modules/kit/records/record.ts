import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { pgTable, serial, type PgColumn, type SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from '../../../platform/db/index.js';
import { offsetOf, orderBy } from '../../../platform/paging.js';
import { preparedByShape, type Params } from '../../../platform/db/prepared.js';
import { recordColumns } from './record.schema.js';

// the shape every record table has (its own columns besides): what the kit's writes read
const _recordShape = <N extends string>(name: N) =>
  pgTable(name, { id: serial('id').primaryKey(), ...recordColumns() });
type RecordTable = ReturnType<typeof _recordShape<string>>;

/**
 * The record kit's record row (student, lead): inserts and updates that keep its quick-search text in
 * step with the row (`searchTextOf`: the owner's words of a row), and stamp updated_at.
 */
export function createRecordKit<T extends RecordTable>(owner: {
  table: T;
  searchTextOf: (row: T['$inferSelect']) => string;
}) {
  const t = owner.table as RecordTable;
  type Row = T['$inferSelect'];

  /** Writes the row's search text from the row as it now is. */
  async function withSearch(ex: Executor, row: Row): Promise<Row> {
    const [after] = await ex
      .update(t)
      .set({ searchText: owner.searchTextOf(row) })
      .where(eq(t.id, (row as { id: number }).id))
      .returning();
    return after as Row;
  }

  return {
    async insert(ex: Executor, values: T['$inferInsert']): Promise<Row> {
      const [row] = await ex
        .insert(t)
        .values(values as RecordTable['$inferInsert'])
        .returning();
      return withSearch(ex, row as Row);
    },

    async update(ex: Executor, id: number, values: Partial<T['$inferInsert']>): Promise<Row> {
      const [row] = await ex
        .update(t)
        .set({ ...(values as Partial<RecordTable['$inferInsert']>), updatedAt: sql`now()` })
        .where(eq(t.id, id))
        .returning();
      return withSearch(ex, row as Row);
    },
  };
}

/**
 * The record kit's list (students, leads): a page with its exact total, in one statement. The page's ids
 * are found on the record table and its indexes alone (plus the one reference table a label sort needs,
 * `joins`), so a deep page skips rows without building them; then only those rows are read with the
 * owner's columns (`listed`). The total rides on each row: a page that is not full shows where the list
 * ends, so the owner's count (`counted`) runs only for a full page (PostgreSQL evaluates the CASE's
 * subqueries lazily). The statement is built once per shape (filters present, sort) and reused with the
 * values as placeholders; `named` ones are also prepared on each connection (not for text searches).
 */
export function createRecordList<T extends RecordTable>(owner: {
  table: T;
  sorts: Record<string, PgColumn>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- joins of different aliases of one table
  joins: Partial<Record<string, [any, SQL]>>;
}) {
  const t = owner.table as RecordTable;
  const listQuery = preparedByShape();

  return async function page<L extends SelectedFields>(
    ex: Executor,
    q: { page: number; pageSize: number; sort?: string },
    f: {
      p: Params;
      where: SQL | undefined;
      shape: string[];
      counted: SQL<number>;
      listed: L;
      named: boolean;
      /** the order after the sort: the id, newest first, unless the sort says more */
      tie?: (SQL | PgColumn)[];
      /** the order when the query names no sort (default: the id, newest first) */
      unsorted?: (SQL | PgColumn)[];
      /**
       * Count while finding the page (`count(*) over ()` on the page's ids) instead of by `counted`: for
       * filters no index orders, such as text searches, whose page already reads every match; the count
       * would read them all a second time.
       */
      countWithPage?: boolean;
      limit?: number;
      offset?: number;
    },
  ) {
    const { p, where: w, shape } = f;
    const offset = f.offset ?? offsetOf(q);
    p.ph('limit', f.limit ?? q.pageSize);
    p.ph('offset', offset);
    const build = () => {
      const order = q.sort
        ? [orderBy(q.sort, owner.sorts, desc(t.id)), ...(f.tie ?? [desc(t.id)])]
        : (f.unsorted ?? [desc(t.id)]);
      const key = q.sort?.replace(/^-/, '');
      const join = key ? owner.joins[key] : undefined;
      const ids = ex
        .select(f.countWithPage ? { id: t.id, n: sql<number>`count(*) over ()`.as('n') } : { id: t.id })
        .from(t)
        .$dynamic();
      if (join) ids.leftJoin(...join);
      const page = ex.$with('page').as(
        ids
          .where(w)
          .orderBy(...order)
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset')),
      );
      const onPage = sql`(select count(*)::int from ${page})`;
      const counted = f.countWithPage
        ? sql<number>`(select ${sql.identifier('n')}::int from ${page} limit 1)`
        : f.counted;
      const rows = ex
        .with(page)
        .select({
          ...(f.listed as object),
          total:
            sql<number>`case when ${onPage} < ${sql.placeholder('limit')} then ${sql.placeholder('offset')} + ${onPage} else ${counted} end`.mapWith(
              Number,
            ),
        })
        .from(t)
        .$dynamic();
      if (join) rows.leftJoin(...join);
      return rows.where(inArray(t.id, ex.select({ id: page.id }).from(page))).orderBy(...order);
    };
    const found = (await listQuery(ex, `${shape.join(',')}|${q.sort ?? ''}${f.countWithPage ? '|n' : ''}`, build, p, {
      named: f.named,
    })) as (SelectResultFields<L> & { total: number })[];
    const items = found.map(({ total: _t, ...item }) => item as SelectResultFields<L>);
    if (found.length) return { items, total: found[0].total };
    if (offset === 0) return { items, total: 0 };
    // past the end: no row carried the total
    const [{ n }] = await listQuery(
      ex,
      `${shape.join(',')}|count`,
      () =>
        ex
          .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
          .from(t)
          .where(w),
      p,
    );
    return { items, total: n };
  };
}
