import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.js';
import { rowsOf } from '../../../platform/db/index.js';

/** How the lines are grouped in time: not at all, by month (2026-09) or by ISO week (2026-W36). */
export type RevenueGrain = 'none' | 'month' | 'week';

/**
 * The day a posting counts from: an invoice's invoice date, a payment's paid-on date, any other posting
 * (a cancellation, an item's deletion, a verification, a refund) the day it was posted (UTC), as on the
 * payment statement (invoices/documents.repo.ts).
 */
const DAY = sql`coalesce(case e.kind when 'invoice' then i.invoice_date when 'payment' then p.paid_on end, (e.posted_at at time zone 'UTC')::date)`;

const PERIOD: Record<RevenueGrain, SQL> = {
  none: sql`''`,
  month: sql`to_char(${DAY}, 'YYYY-MM')`,
  week: sql`to_char(${DAY}, 'IYYY-"W"IW')`,
};

/**
 * The lines on accounts of `kind` with their entries, the invoice they are about (the entry's, else its
 * payment's), inside the range by the day each counts from, and of the invoice types given (any when null).
 */
/** GROUP BY the period too (not when there is none: Postgres refuses a constant there) */
const byPeriod = (grain: RevenueGrain) => (grain === 'none' ? sql`` : sql`, ${PERIOD[grain]}`);

const lines = (
  kind: string,
  from: string | null,
  to: string,
  types: readonly number[] | null,
) => sql`from journal_lines l
    join ledger_accounts a on a.id = l.account_id and a.kind = ${kind}
    left join ref_rows h on h.id = a.fee_head_id
    join journal_entries e on e.id = l.entry_id
    left join payments p on p.id = e.payment_id
    left join invoices i on i.id = coalesce(e.invoice_id, p.invoice_id)
    where ${DAY} <= ${to}::date
    ${from ? sql`and ${DAY} >= ${from}::date` : sql``}
    ${types ? sql`and i.type = any(${`{${types.join(',')}}`}::int[])` : sql``}`;

export interface RevenueRow {
  feeHeadId: number;
  feeHead: string;
  type: number | null;
  period: string;
  /** credits less debits on the fee head's revenue account, in cents */
  net: number;
}

/** Revenue recognised (credits less debits on the revenue accounts) by fee head, invoice type and period. */
export async function revenueRows(
  ex: Executor,
  r: { from: string; to: string; grain: RevenueGrain; types: readonly number[] | null },
): Promise<RevenueRow[]> {
  const rows = rowsOf<{
    fee_head_id: number;
    fee_head: string;
    type: number | null;
    period: string;
    net: string;
  }>(
    await ex.execute(sql`select a.fee_head_id, coalesce(h.label, a.name) as fee_head, i.type,
      ${PERIOD[r.grain]} as period,
      sum(l.credit_cents - l.debit_cents)::text as net
      ${lines('revenue', r.from, r.to, r.types)}
      group by a.fee_head_id, coalesce(h.label, a.name), i.type ${byPeriod(r.grain)}`),
  );
  return rows.map((x) => ({
    feeHeadId: Number(x.fee_head_id),
    feeHead: x.fee_head,
    type: x.type == null ? null : Number(x.type),
    period: x.period,
    net: Number(x.net),
  }));
}

/**
 * Cash received by period: debits less credits on the cash account by the postings of payments (a card
 * payment, a cheque or wire once verified, less those cancelled or rejected), and credits refunded out of it.
 */
export async function cashRows(
  ex: Executor,
  r: { from: string; to: string; grain: RevenueGrain; types: readonly number[] | null },
) {
  const rows = rowsOf<{ period: string; collected: string; refunded: string }>(
    await ex.execute(sql`select ${PERIOD[r.grain]} as period,
      coalesce(sum(l.debit_cents - l.credit_cents) filter (where e.kind <> 'creditRefund'), 0)::text as collected,
      coalesce(sum(l.credit_cents - l.debit_cents) filter (where e.kind = 'creditRefund'), 0)::text as refunded
      ${lines('cash', r.from, r.to, r.types)}
      ${r.grain === 'none' ? sql`` : sql`group by ${PERIOD[r.grain]}`}`),
  );
  return rows.map((x) => ({
    period: x.period,
    collected: Number(x.collected),
    refunded: Number(x.refunded),
  }));
}

/** Every student's receivable (debits less credits) at the end of `to`, in cents. */
export async function receivableAt(ex: Executor, to: string, types: readonly number[] | null): Promise<number> {
  const [row] = rowsOf<{ net: string | null }>(
    await ex.execute(sql`select coalesce(sum(l.debit_cents - l.credit_cents), 0)::text as net
      ${lines('receivable', null, to, types)}`),
  );
  return Number(row?.net ?? 0);
}
