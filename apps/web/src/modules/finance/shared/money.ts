import { formatCents, positiveMoney, toCents } from '@caduceus/contracts';

/**
 * Money and keys on the finance screens (the invoices and credits tabs, the accounting back office): the
 * server's money text to cents and back (the contracts' formatter, en-US USD), typed amounts, today's
 * date as the wire's YYYY-MM-DD, and the Idempotency-Key of a money-moving dialog.
 */

/** The server's money text ("12500.00", "-40.00") in cents; null for anything else. */
export function amountCents(amount: string | null | undefined): number | null {
  if (typeof amount !== 'string') return null;
  const s = amount.trim();
  const negative = s.startsWith('-');
  const abs = negative ? s.slice(1) : s;
  if (!/^\d+(\.\d{1,2})?$/.test(abs)) return null;
  const cents = toCents(abs);
  return negative ? -cents : cents;
}

/** Money as the screens show it: $12,345.67 (en-US USD); '' for what is not an amount. */
export function formatMoney(amount: string | null | undefined): string {
  const cents = amountCents(amount);
  return cents === null ? '' : formatCents(cents);
}

/** An amount typed in a form, in cents when the contracts accept it for an invoice or a payment ($, commas allowed). */
export function typedCents(typed: unknown): number | null {
  const r = positiveMoney.safeParse(typed);
  return r.success ? toCents(r.data) : null;
}

/** Today in the browser's calendar, as the wire's YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** What newIdempotencyKey needs of the browser's crypto. */
export interface RandomSource {
  randomUUID?: () => string;
  /** fills the bytes in place */
  getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => unknown;
}

/**
 * A key for one money-moving request: the same key on a retry or a double click answers the first answer
 * again. crypto.randomUUID needs a secure context; a version-4 UUID from getRandomValues otherwise.
 */
export function newIdempotencyKey(c: RandomSource = crypto) {
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = new Uint8Array(16);
  c.getRandomValues(b);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A list column of an amount (the row's field `key`, exact text from the server), right-aligned in en-US USD. */
export const moneyColumn = (key: string, title: string) => ({
  key,
  dataIndex: key,
  title,
  align: 'right' as const,
  render: (v: string) => formatMoney(v),
});
