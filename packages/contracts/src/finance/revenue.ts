import { z } from 'zod';
import { INVOICE_TYPES } from '../reference/options.js';
import { pageOf, pageQuery } from '../kit/common.js';
import { isoDate } from '../students/student.js';
import { safeString } from '../validation.js';

/**
 * The accounting office's revenue screens (/accounting/revenue, /monthly, /weekly, /non-clinical). Revenue
 * recognised is what the revenue accounts (one per fee head) were credited less what they were debited, from
 * the journal lines: a cancelled invoice or a deleted item nets out. A posting counts from its day: an
 * invoice's invoice date, a payment's paid-on date, anything else (a cancellation, a verification, a refund)
 * the day it was posted. Collections are the cash received (card payments, cheques and wires once verified,
 * less payments cancelled or rejected); refunds are credits paid back out of cash; the receivable
 * outstanding is every student's receivable at the end of the range.
 */

/** The clinical invoice types (Clinical, Clinical Other Fees, Clinical Fee); every other type is non-clinical. */
export const CLINICAL_INVOICE_TYPES: readonly number[] = INVOICE_TYPES.filter((o) =>
  ['Clinical', 'Clinical Other Fees', 'Clinical Fee'].includes(o.label),
).map((o) => o.value);
/** The invoice types of the non-clinical view. */
export const NON_CLINICAL_INVOICE_TYPES: readonly number[] = INVOICE_TYPES.map((o) => o.value).filter(
  (v) => !CLINICAL_INVOICE_TYPES.includes(v),
);
export const isClinicalInvoiceType = (type: number) => CLINICAL_INVOICE_TYPES.includes(type);

/** The longest range one report covers (days), so a weekly report stays a screen's worth. */
export const REVENUE_RANGE_MAX_DAYS = 3660;
export const REVENUE_MESSAGES = {
  range: 'The start date must not be after the end date',
  tooLong: `At most ${REVENUE_RANGE_MAX_DAYS} days`,
} as const;

/** The first day of the year of `today` to `today` (YYYY-MM-DD): the range when none is given. */
export function defaultRevenueRange(today: string): { from: string; to: string } {
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

/** from not after to, at most REVENUE_RANGE_MAX_DAYS apart */
function checkRange(v: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (!v.from || !v.to) return;
  if (v.from > v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: REVENUE_MESSAGES.range });
  else if ((Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 > REVENUE_RANGE_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: REVENUE_MESSAGES.tooLong });
}

export const revenueQuery = z
  .object({
    /** the first day counted (YYYY-MM-DD); the first of January of this year when left out */
    from: isoDate.optional(),
    /** the last day counted; today when left out */
    to: isoDate.optional(),
  })
  .superRefine(checkRange);
export type RevenueQuery = z.infer<typeof revenueQuery>;

const amount = safeString();
export const revenueByFeeHead = z.object({
  feeHeadId: z.number().int(),
  feeHead: safeString(),
  amount,
});
export type RevenueByFeeHead = z.infer<typeof revenueByFeeHead>;
export const revenueByType = z.object({
  type: z.number().int(),
  typeLabel: safeString(),
  clinical: z.boolean(),
  amount,
});
export type RevenueByType = z.infer<typeof revenueByType>;
/** One month (2026-09) or ISO week (2026-W36) of the range. */
export const revenuePeriod = z.object({
  period: safeString(),
  /** its first day in the range (YYYY-MM-DD) */
  start: safeString(),
  recognised: amount,
  collected: amount,
  byFeeHead: z.array(z.object({ feeHeadId: z.number().int(), amount })),
});
export type RevenuePeriod = z.infer<typeof revenuePeriod>;

export const revenueReport = z.object({
  from: safeString(),
  to: safeString(),
  /** summary, monthly, weekly or nonClinical */
  view: z.enum(['summary', 'monthly', 'weekly', 'nonClinical']),
  /** the invoice types counted (every type but in the non-clinical view) */
  types: z.array(z.number().int()),
  recognised: amount,
  /** cash received on invoices of the counted types */
  collected: amount,
  /** credits paid back (the whole school; zero in the non-clinical view) */
  refunded: amount,
  /** the receivable at the end of the range (the whole school; every student's invoices less payments and credits) */
  outstanding: amount,
  byFeeHead: z.array(revenueByFeeHead),
  byType: z.array(revenueByType),
  /** months or weeks, oldest first (empty in the summary) */
  periods: z.array(revenuePeriod),
});
export type RevenueReport = z.infer<typeof revenueReport>;
export type RevenueView = RevenueReport['view'];

/** The rows of a revenue view as a list (the Excel export of /accounting/revenue and its views). */
export const revenueRowsQuery = pageQuery
  .pick({ page: true, pageSize: true })
  .extend({
    view: z.enum(['summary', 'monthly', 'weekly', 'nonClinical']).default('summary'),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .superRefine(checkRange);
export type RevenueRowsQuery = z.infer<typeof revenueRowsQuery>;
/** The key of a fee head's column in a period row ("feeHead12"). */
export const revenueHeadKey = (feeHeadId: number) => `feeHead${feeHeadId}`;
/**
 * One row: a fee head (summary) or a period (month or ISO week) with a column per fee head (`feeHead<ID>`),
 * and a last row "Total". Amounts are exact text.
 */
export const revenueRow = z
  .object({
    label: safeString(),
    /** the period's first day in the range (YYYY-MM-DD); null for a fee head or the total */
    start: safeString().nullable(),
    recognised: amount,
    /** cash collected in the period (null in the summary's fee-head rows) */
    collected: amount.nullable(),
  })
  .catchall(amount.nullable());
export type RevenueRow = z.infer<typeof revenueRow>;
export const revenueRowPage = pageOf(revenueRow);
