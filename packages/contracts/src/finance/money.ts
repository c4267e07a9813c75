import { z } from 'zod';
import { MESSAGES, PATTERNS, safeString } from '../validation.js';
import { toCents } from '../admissions/admin.js';

/**
 * Money, stated once. On the wire an amount is exact text with at most 2 decimals ("12500.00"); the
 * server keeps integer cents (the ledger) or numeric(12, 2) (the accounting details); never a float.
 * A leading $ and thousands commas are dropped, a JSON number is read as its text (12.345 is refused,
 * not rounded). Cents to and from text are admissions/admin.ts's toCents, centsToAmount and formatCents
 * (written first for the estimates), used here too rather than written twice.
 */
export const MONEY_MESSAGES = {
  format: MESSAGES.amount,
  positive: 'Enter an amount greater than zero',
  tooLarge: 'The amount is too large',
} as const;
/** Ten digits before the point: 9,999,999,999.99 at most. */
export const MONEY_MAX_CENTS = 999_999_999_999;

const cleaned = (v: unknown) =>
  typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim().replace(/^\$/, '').replace(/,/g, '') : v;

/** Zero or more, at most 2 decimals (the accounting details' amounts). */
export const moneyText = z.preprocess(
  cleaned,
  safeString({ error: MONEY_MESSAGES.format })
    .regex(PATTERNS.amount, MONEY_MESSAGES.format)
    .refine((a) => a.split('.')[0].replace(/^0+(?=\d)/, '').length <= 10, MONEY_MESSAGES.tooLarge),
);

/** An amount that moves money (an invoice item, a payment): more than zero, at most 2 decimals. */
export const positiveMoney = moneyText.refine(
  (a) => typeof a !== 'string' || !PATTERNS.amount.test(a) || toCents(a) > 0,
  MONEY_MESSAGES.positive,
);
