import { useQueries } from '@tanstack/react-query';
import { useApiQuery, type QueryParams } from '../app/api';
import { apiUrl, call, type ApiAnswer, type ApiQuery } from '../app/client';

/** Dropdown choices change rarely: keep them five minutes before asking again. */
export const LOOKUP_STALE_MS = 5 * 60_000;
export const lookupPath = (table: string) => apiUrl('/api/lookups/{table}', { table });
type Lookup = ApiAnswer<'get', '/api/lookups/{table}'>;

export interface LookupParams {
  /** ids to include even when inactive (the value a record holds) */
  include?: (number | string | null | undefined)[];
  /** equality filters by field key, e.g. { country: 12 } */
  filter?: Record<string, string | number | null | undefined>;
}

/** The declared query (include, q) and the table's own field filters, which the server reads by its declaration. */
function paramsOf(p: LookupParams): ApiQuery<'/api/lookups/{table}'> & QueryParams {
  const include = (p.include ?? [])
    .filter((v) => v !== null && v !== undefined && v !== '')
    .map(String)
    .sort();
  return { ...(p.filter ?? {}), include: include.length ? [...new Set(include)].join(',') : undefined };
}

/**
 * The choices of a control table for a dropdown: its active rows, plus the ids in `include` even when
 * inactive, narrowed by `filter`. `table` null: not asked (e.g. a filter's parent is not chosen). `path` asks
 * another endpoint of the same answer shape (the semesters of a course).
 */
export function useLookup(table: string | null, params: LookupParams = {}, path?: string) {
  return useApiQuery<Lookup>(table ? (path ?? lookupPath(table)) : null, paramsOf(params), {
    staleTime: LOOKUP_STALE_MS,
  });
}

/** Several tables' choices at once (the list filters of a screen). */
export function useLookups(tables: string[]) {
  return useQueries({
    queries: tables.map((t) => ({
      queryKey: [lookupPath(t), paramsOf({})],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call('get', '/api/lookups/{table}', { path: { table: t }, query: paramsOf({}), signal }),
      staleTime: LOOKUP_STALE_MS,
    })),
  });
}

/** The label a dropdown shows for a choice: inactive ones say so. */
export const choiceLabel = (item: { label: string; active: boolean }) =>
  item.active ? item.label : `${item.label} (inactive)`;
