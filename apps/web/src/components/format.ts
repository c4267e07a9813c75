import { formatDate } from '@caduceus/contracts';

export { formatDate };

/** How dates show and are typed on screens (date pickers). */
export const DATE_FORMAT = 'MM/DD/YYYY';
const pad = (n: number) => String(n).padStart(2, '0');

/** MM/DD/YYYY HH:mm in the browser's time zone. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** A whole number as the screens show it: 1,234. */
export const formatCount = (n: number) => n.toLocaleString('en-US');

/**
 * A count with its noun, singular for exactly one: plural(1, 'group') is "1 group", plural(3, 'group') is
 * "3 groups", plural(2, 'person', 'people') is "2 people". Every count text of the screens goes through here.
 */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/**
 * A list's pagination total: "1–25 of 1,234", "1 of 1", or with the list's noun "1–25 of 1,234 students",
 * "1 of 1 student"; an empty list says nothing (its empty state speaks).
 */
export function pageRangeText(from: number, to: number, total: number, noun?: readonly [string, string]): string {
  if (total <= 0) return '';
  const range = from === to ? formatCount(from) : `${formatCount(from)}–${formatCount(to)}`;
  const of = noun ? plural(total, noun[0], noun[1]) : formatCount(total);
  return `${range} of ${of}`;
}
