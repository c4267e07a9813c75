import { listUrl, useGet, type ApiAnswer } from '../../../app/client';
import { plural } from '../../../components/format';

/** The record access log's API: its reads and the readers its filter offers. */
export const ACCESS_LOG_PATHS = { reads: listUrl('/api/admin/access-log') } as const;

export type Reader = ApiAnswer<'get', '/api/admin/access-log/readers'>['items'][number];
export const useReaders = (q: string) =>
  useGet('/api/admin/access-log/readers', { query: { q: q || undefined } }, { placeholderData: (prev) => prev });

/** The filters the page keeps in the URL itself (the table keeps q, part, via, page and sort). */
export const OWN_FILTERS = ['actorId', 'studentId', 'from', 'to'] as const;
export type OwnFilter = (typeof OWN_FILTERS)[number];
export interface OwnFilters {
  actorId?: number;
  studentId?: number;
  from?: string;
  to?: string;
}

const positiveId = (v: string | null) =>
  v && /^\d{1,10}$/.test(v) && Number(v) > 0 && Number(v) <= 2147483647 ? Number(v) : undefined;
const day = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

/** The page's own filters read from the URL; a value the API would refuse is left out rather than sent. */
export function ownFilters(sp: URLSearchParams): OwnFilters {
  const out: OwnFilters = {
    actorId: positiveId(sp.get('actorId')),
    studentId: positiveId(sp.get('studentId')),
    from: day(sp.get('from')),
    to: day(sp.get('to')),
  };
  if (out.from && out.to && out.from > out.to) out.to = undefined;
  return out;
}

/** The URL after changing some of the page's own filters: back to the first page, empty values dropped. */
export function withFilters(
  prev: URLSearchParams,
  patch: Partial<Record<OwnFilter, string | number | undefined | null>>,
): URLSearchParams {
  const next = new URLSearchParams(prev);
  next.delete('page');
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined || v === null || v === '') next.delete(k);
    else next.set(k, String(v));
  }
  return next;
}

/** The students a row's read covered, as a short text: one student's name, or a count with the first ids. */
export function studentsText(
  row: { studentId: number | null; studentName: string | null; studentIds: number[] },
  shown = 5,
): string {
  if (row.studentId != null) return row.studentName ? `${row.studentName} (#${row.studentId})` : `#${row.studentId}`;
  const ids = row.studentIds;
  const head = ids
    .slice(0, shown)
    .map((i) => `#${i}`)
    .join(', ');
  return `${plural(ids.length, 'student')}: ${head}${ids.length > shown ? ', …' : ''}`;
}
