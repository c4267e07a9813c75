import { Placeholder, sql, type SQL } from 'drizzle-orm';

/**
 * The values of a query's placeholders, gathered while its conditions are built: `p.ph('statusId', 3)`
 * stands in the SQL for the value and keeps the value for the execution. A query whose every value is
 * a placeholder has a text that depends only on its shape, so it can be built once per shape.
 */
export class Params {
  readonly values: Record<string, unknown> = {};
  ph(name: string, value: unknown): SQL {
    this.values[name] = value;
    return sql`${sql.placeholder(name)}`;
  }
}

interface Buildable<R> {
  toSQL(): { params: unknown[] };
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> };
}
/** drizzle's prepare() without a name: the text is kept, PostgreSQL parses and plans each execution. */
const UNNAMED = undefined as unknown as string;
let statements = 0;

/**
 * Prepared queries by shape, per database handle: building a drizzle list query (labels, a CTE, a
 * lazy count) cost the server more CPU than PostgreSQL spent running it. `shape` must name everything
 * that changes the SQL text (which filters are present, the sort, the flags that pick a condition);
 * the values go in as placeholders. A query that still carries a literal value is never kept: it runs
 * as built, so a missed placeholder costs speed, never a wrong result.
 *
 * `named`: on PostgreSQL the statement is also prepared on each pooled connection once, so the server
 * neither parses it again nor, once it judges a generic plan as good as the custom ones, plans it
 * (about a quarter of the database's CPU for a list page). Leave it off for shapes whose best plan
 * depends on the values, such as a text search (a generic plan cannot tell '%a%' from '%okafor%').
 * PGlite ignores the name. A pooler in transaction mode (PgBouncer before 1.21) cannot carry named
 * statements: see docs/OPERATIONS.md.
 */
export function preparedByShape() {
  const byHandle = new WeakMap<object, Map<string, { execute(values?: Record<string, unknown>): Promise<unknown> }>>();
  return async <R>(
    handle: object,
    shape: string,
    build: () => Buildable<R>,
    params: Params,
    opts: { named?: boolean } = {},
  ): Promise<R> => {
    let kept = byHandle.get(handle);
    const hit = kept?.get(shape);
    if (hit) return hit.execute(params.values) as Promise<R>;
    const query = build();
    const keep = query.toSQL().params.every((p) => p instanceof Placeholder);
    const prepared = query.prepare(
      keep && opts.named && process.env.PG_NAMED_STATEMENTS !== '0' ? `caduceus_list_${++statements}` : UNNAMED,
    );
    if (keep) {
      if (!kept) byHandle.set(handle, (kept = new Map()));
      // each pooled connection keeps its named statements until it closes; bound the set
      if (kept.size >= 500) kept.clear();
      kept.set(shape, prepared);
    }
    return prepared.execute(params.values);
  };
}
