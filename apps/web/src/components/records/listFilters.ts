import type { z } from 'zod';

/** A filter's value as a patch takes it: blank, null or undefined removes the filter. */
export type FilterValue = string | number | null | undefined;

/**
 * A record list's filters as URL search parameters (a filtered list can be bookmarked and shared) and back, for
 * the filter names of the list API (`shape`: the contracts' list query, e.g. studentListQuery.shape). A value the
 * API would refuse (a hand-edited URL) is dropped, so the list never fails on it.
 */
export function recordListFilters<K extends string>(keys: readonly K[], shape: Record<K, z.ZodType>) {
  /** Is this a value the list API takes for the filter? */
  const valid = (key: K, value: string) => shape[key].safeParse(value).success;

  /** The filters a URL holds: trimmed, blank and invalid ones dropped. */
  const fromSearch = (sp: URLSearchParams): Partial<Record<K, string>> => {
    const out: Partial<Record<K, string>> = {};
    for (const k of keys) {
      const v = sp.get(k)?.trim();
      if (v && valid(k, v)) out[k] = v;
    }
    return out;
  };

  /**
   * The URL after changing filters: blank values removed, other parameters (search, sort, page size) kept, and
   * back to the first page since the list changed.
   */
  const withFilters = (sp: URLSearchParams, patch: Partial<Record<K | 'q', FilterValue>>): URLSearchParams => {
    const next = new URLSearchParams(sp);
    for (const [k, raw] of Object.entries<FilterValue>(patch)) {
      const v = raw === null || raw === undefined ? '' : String(raw).trim();
      if (v) next.set(k, v);
      else next.delete(k);
    }
    next.delete('page');
    return next;
  };

  /** The URL with every filter and the quick search removed. */
  const without = (sp: URLSearchParams) =>
    withFilters(sp, { ...Object.fromEntries(keys.map((k) => [k, null])), q: null } as Partial<
      Record<K | 'q', FilterValue>
    >);

  return { keys, valid, fromSearch, withFilters, without };
}

export type RecordListFilters<K extends string> = ReturnType<typeof recordListFilters<K>>;
