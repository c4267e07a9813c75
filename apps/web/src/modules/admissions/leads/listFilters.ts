import { leadListQuery } from '@caduceus/contracts';

/**
 * The lead list's filters as URL search parameters (a filtered list can be bookmarked and shared) and
 * back. The names are those of the list API (contracts' leadListQuery).
 */
export const LEAD_FILTER_KEYS = [
  'statusId',
  'courseId',
  'campusId',
  'semesterId',
  'sourceId',
  'representativeId',
  'birthCountryId',
  'createdFrom',
  'createdTo',
  'closed',
  'deleted',
] as const;
export type LeadFilterKey = (typeof LEAD_FILTER_KEYS)[number];
export type LeadFilters = Partial<Record<LeadFilterKey, string>>;
export type LeadFilterPatch = Partial<Record<LeadFilterKey | 'q', string | number | null | undefined>>;

const shape = leadListQuery.shape;

/** Is this a value the list API takes for the filter? (a hand-edited URL must not make the list fail) */
export const validLeadFilter = (key: LeadFilterKey, value: string) => shape[key].safeParse(value).success;

/** The filters a URL holds: trimmed, blank and invalid ones dropped. */
export function leadFiltersFromSearch(sp: URLSearchParams): LeadFilters {
  const out: LeadFilters = {};
  for (const k of LEAD_FILTER_KEYS) {
    const v = sp.get(k)?.trim();
    if (v && validLeadFilter(k, v)) out[k] = v;
  }
  return out;
}

/** The URL after changing filters: blank values removed, other parameters kept, back to the first page. */
export function searchWithLeadFilters(sp: URLSearchParams, patch: LeadFilterPatch): URLSearchParams {
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
export const searchWithoutLeadFilters = (sp: URLSearchParams) =>
  searchWithLeadFilters(sp, { ...Object.fromEntries(LEAD_FILTER_KEYS.map((k) => [k, null])), q: null });
