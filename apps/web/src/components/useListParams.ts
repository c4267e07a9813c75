import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES } from '@caduceus/contracts';

type Patch = Record<string, string | number | undefined | null>;

/**
 * A list's page, page size, sort, search and filters, kept in the URL's search parameters (so a list
 * can be bookmarked, shared and restored with the back button). `prefix` separates two lists on a page.
 */
export function useListParams(prefix = '', filterNames: string[] = [], defaultSort?: string) {
  const [sp, setSp] = useSearchParams();
  const get = useCallback((k: string) => sp.get(prefix + k) ?? undefined, [sp, prefix]);

  const page = Math.max(1, Number(get('page')) || 1);
  const sizeRaw = Number(get('pageSize'));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(sizeRaw) ? sizeRaw : 25;
  const sort = get('sort') ?? defaultSort;
  const q = get('q') ?? '';
  const filterKey = filterNames.join(',');
  const filters = useMemo(() => {
    const out: Record<string, string> = {};
    for (const n of filterKey ? filterKey.split(',') : []) {
      const v = sp.get(prefix + n);
      if (v) out[n] = v;
    }
    return out;
  }, [sp, prefix, filterKey]);

  const query = useMemo(
    () => ({ page, pageSize, sort, q: q || undefined, ...filters }),
    [page, pageSize, sort, q, filters],
  );

  const set = useCallback(
    (patch: Patch) => {
      setSp(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            const isDefault =
              (k === 'page' && Number(v) === 1) ||
              (k === 'pageSize' && Number(v) === 25) ||
              (k === 'sort' && v === defaultSort);
            if (v === undefined || v === null || v === '' || isDefault) next.delete(prefix + k);
            else next.set(prefix + k, String(v));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSp, prefix, defaultSort],
  );

  const clear = useCallback(() => {
    const patch: Patch = { q: undefined, page: undefined };
    for (const n of filterKey ? filterKey.split(',') : []) patch[n] = undefined;
    set(patch);
  }, [set, filterKey]);

  const hasFilters = !!q || Object.keys(filters).length > 0;
  return { page, pageSize, sort, q, filters, query, set, clear, hasFilters };
}
