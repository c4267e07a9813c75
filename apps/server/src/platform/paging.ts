import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ownValue, type Page, type PageQuery } from '@caduceus/contracts';
import type { Executor } from './db/index.js';
import { badInput } from './errors.js';

export const offsetOf = (q: Pick<PageQuery, 'page' | 'pageSize'>) => (q.page - 1) * q.pageSize;

/** Turns `sort=name` / `sort=-createdAt` into an ORDER BY over an allow-list of columns. */
export function orderBy(
  sort: string | undefined,
  columns: Record<string, PgColumn>,
  fallback: SQL | PgColumn,
): SQL | PgColumn {
  if (!sort) return fallback;
  const key = sort.replace(/^-/, '');
  const col = ownValue(columns, key);
  if (!col) throw badInput(`Cannot sort by ${key}`, { sort: `Sort by one of: ${Object.keys(columns).join(', ')}` });
  return sort.startsWith('-') ? desc(col) : asc(col);
}

/** Escapes a user's search text for ILIKE. */
export const likeTerm = (q: string) => `%${escapeLike(q)}%`;
/** A LIKE pattern for text that starts with `q` (its wildcards escaped). */
export const likePrefix = (q: string) => `${escapeLike(q)}%`;
function escapeLike(q: string) {
  return q.replace(/[\\%_]/g, (c) => '\\' + c);
}

/** A list answer: the page's rows and the total, with the page asked for. */
export const toPage = <T>(q: Pick<PageQuery, 'page' | 'pageSize'>, r: { items: T[]; total: number }): Page<T> => ({
  items: r.items,
  total: r.total,
  page: q.page,
  pageSize: q.pageSize,
});

/** One page of rows already in memory. */
export const slicePage = <T>(all: T[], q: Pick<PageQuery, 'page' | 'pageSize'>) =>
  toPage(q, { items: all.slice(offsetOf(q), offsetOf(q) + q.pageSize), total: all.length });

/** The total of all matching rows, selected with the page's rows (one round trip): read by `withTotal`. */
export const totalOver = () => sql<number>`count(*) over ()`.mapWith(Number);

/** How many rows of a table match. */
export const countRows = async (ex: Executor, table: PgTable, where?: SQL) =>
  Number(
    (
      await ex
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(where)
    )[0].n,
  );

/**
 * A page selected with `total: totalOver()`, as `{ items, total }`: the total rides along with the rows;
 * a page past the end has none to carry it, so `countAll` asks for it alone.
 */
export async function withTotal<R extends { total: number }>(rows: R[], countAll: () => Promise<number>) {
  const total = rows.length ? rows[0].total : await countAll();
  return { items: rows.map(({ total: _t, ...r }) => r), total };
}
