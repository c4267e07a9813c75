import { studentListQuery } from '@caduceus/contracts';

/**
 * The student list's filters as URL search parameters (so a filtered list can be bookmarked and shared)
 * and back. The names are those of the list API (contracts' studentListQuery).
 */
export const STUDENT_FILTER_KEYS = [
  'name',
  'studentId',
  'email',
  'statusId',
  'studentTypeId',
  'courseStatus',
  'campusId',
  'semesterId',
  'cohort',
  'stageId',
  'financialStatus',
] as const;
export type StudentFilterKey = (typeof STUDENT_FILTER_KEYS)[number];
export type StudentFilters = Partial<Record<StudentFilterKey, string>>;

const shape = studentListQuery.shape;

/** Is this a value the list API takes for the filter? (a hand-edited URL must not make the list fail) */
export const validFilter = (key: StudentFilterKey, value: string) => shape[key].safeParse(value).success;

/** The filters a URL holds: trimmed, blank and invalid ones dropped. */
export function filtersFromSearch(sp: URLSearchParams): StudentFilters {
  const out: StudentFilters = {};
  for (const k of STUDENT_FILTER_KEYS) {
    const v = sp.get(k)?.trim();
    if (v && validFilter(k, v)) out[k] = v;
  }
  return out;
}

/**
 * The URL after changing filters: blank values removed, other parameters (search, sort, page size) kept,
 * and back to the first page since the list changed.
 */
export function searchWithFilters(
  sp: URLSearchParams,
  patch: Partial<Record<StudentFilterKey | 'q', string | number | null | undefined>>,
): URLSearchParams {
  const next = new URLSearchParams(sp);
  for (const [k, raw] of Object.entries(patch)) {
    const v = raw === null || raw === undefined ? '' : String(raw).trim();
    if (v) next.set(k, v);
    else next.delete(k);
  }
  next.delete('page');
  return next;
}

/** The URL with every filter and the quick search removed. */
export function searchWithoutFilters(sp: URLSearchParams): URLSearchParams {
  return searchWithFilters(sp, { ...Object.fromEntries(STUDENT_FILTER_KEYS.map((k) => [k, null])), q: null });
}
