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
