import { sql } from 'drizzle-orm';
import { formatCents, toCents } from '@caduceus/contracts';
import { rowsOf, type Executor } from '../../../platform/db/index.js';
import type { WidgetContext, WidgetLoader } from '../../workspace/index.js';
import type { RevenueService } from '../revenue/revenue.service.js';

/**
 * The accounting office's dashboard widgets (contracts' finance/widgets.ts), registered into the workspace's
 * dashboard by the finance face. Money is shown as exact text ("$1,250.50"); chart points are dollars
 * (display only).
 */

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
/** exact cents of an amount the revenue service answers (a net may be negative) */
const centsOf = (amount: string) => (amount.startsWith('-') ? -toCents(amount.slice(1)) : toCents(amount));
const money = (amount: string) => formatCents(centsOf(amount));
const dollars = (amount: string) => centsOf(amount) / 100;
const row = (id: string, title: string, detail: string, href: string | null = null) => ({
  id,
  title,
  detail,
  when: null,
  href,
  tag: null,
});

/** Billed and collected this month (the ledger's revenue report), the receivable, and the invoices overdue. */
const billSummary =
  (db: Executor, revenue: RevenueService): WidgetLoader =>
  async (ctx: WidgetContext) => {
    const today = dayOf(ctx.now);
    const month = await revenue.report('summary', { from: `${today.slice(0, 7)}-01`, to: today });
    // billed: the invoices dated this month and not cancelled (the revenue report nets scholarships and reversals)
    const monthStart = `${today.slice(0, 7)}-01`;
    const [c] = rowsOf<{ open: number; overdue: number; billed: string }>(
      await db.execute(sql`select count(*) filter (where status in ('CR', 'PP'))::int as open,
        count(*) filter (where status in ('CR', 'PP') and due_date < ${today}::date)::int as overdue,
        coalesce(sum(amount_cents) filter (where status <> 'CN' and invoice_date >= ${monthStart}::date
          and invoice_date <= ${today}::date), 0)::text as billed
        from invoices`),
    );
    return {
      stats: [
        { label: 'Open invoices', value: Number(c.open), href: null, tone: 'default' },
        {
          label: 'Overdue',
          value: Number(c.overdue),
          href: null,
          tone: Number(c.overdue) ? 'danger' : 'default',
        },
      ],
      rows: [
        row('billed', 'Billed this month', formatCents(Number(c.billed)), '/accounting/revenue/monthly'),
        row('collected', 'Collected this month', money(month.collected), '/accounting/payments/list'),
        row('refunded', 'Refunded this month', money(month.refunded)),
        row('outstanding', 'Outstanding receivable', money(month.outstanding), '/accounting/revenue'),
      ],
      emptyText: 'Nothing billed yet',
      more: { label: 'Revenue', href: '/accounting/revenue' },
    };
  };

/** Invoices by payment status, and students with invoices and nothing left to pay. */
const paidCounts =
  (db: Executor): WidgetLoader =>
  async () => {
    const [c] = rowsOf<{ open: number; partial: number; full: number; students: number; paidUp: number }>(
      await db.execute(sql`select
        count(*) filter (where status = 'CR')::int as open,
        count(*) filter (where status = 'PP')::int as partial,
        count(*) filter (where status = 'FP')::int as full,
        count(distinct student_id) filter (where status <> 'CN')::int as students,
        (count(distinct student_id) filter (where status <> 'CN')
          - count(distinct student_id) filter (where status in ('CR', 'PP')))::int as "paidUp"
        from invoices`),
    );
    return {
      stats: [
        { label: 'Open', value: Number(c.open), href: null, tone: Number(c.open) ? 'warning' : 'default' },
        { label: 'Part paid', value: Number(c.partial), href: null, tone: 'default' },
        { label: 'Full paid', value: Number(c.full), href: null, tone: 'success' },
        { label: 'Students paid up', value: Number(c.paidUp), href: null, tone: 'success' },
      ],
      emptyText: 'No invoices yet',
      more: { label: 'Payments', href: '/accounting/payments/list' },
    };
  };

/** Invoiced and paid on the last nine semesters billed (oldest first), cancelled invoices left out. */
const semesterInvoices =
  (db: Executor): WidgetLoader =>
  async () => {
    const rows = rowsOf<{ id: number; label: string; invoices: number; billed: string; paid: string }>(
      await db.execute(sql`select * from (
        select r.id, r.label, count(*)::int as invoices, sum(i.amount_cents)::text as billed,
          sum(i.paid_cents)::text as paid, max(i.invoice_date) as last
        from invoices i join ref_rows r on r.id = i.semester_id
        where i.status <> 'CN' group by r.id, r.label order by last desc, r.id desc limit 9) s
        order by last asc, id asc`),
    );
    const amount = (cents: string) => (Number(cents) / 100).toFixed(2);
    return {
      chart: rows.length
        ? {
            type: 'bar' as const,
            caption: 'Invoiced and paid by semester',
            xLabel: 'Semester',
            series: [
              { key: 'billed', label: 'Invoiced' },
              { key: 'paid', label: 'Paid' },
            ],
            points: rows.map((r) => ({
              label: r.label,
              values: { billed: dollars(amount(r.billed)), paid: dollars(amount(r.paid)) },
            })),
          }
        : null,
      rows: [...rows]
        .reverse()
        .map((r) =>
          row(
            String(r.id),
            r.label,
            `${r.invoices} invoices · ${money(amount(r.billed))} invoiced · ${money(amount(r.paid))} paid`,
          ),
        ),
      emptyText: 'No semester has invoices yet',
      more: { label: 'Invoices', href: '/accounting/invoices/non-clinical' },
    };
  };

/** Revenue recognised and cash collected by month, this year to today. */
const revenueByMonth =
  (revenue: RevenueService): WidgetLoader =>
  async (ctx) => {
    const today = dayOf(ctx.now);
    const r = await revenue.report('monthly', { from: `${today.slice(0, 4)}-01-01`, to: today });
    const any = r.periods.some((p) => centsOf(p.recognised) !== 0 || centsOf(p.collected) !== 0);
    return {
      chart: any
        ? {
            type: 'bar' as const,
            caption: 'Revenue by month',
            xLabel: 'Month',
            series: [
              { key: 'recognised', label: 'Revenue recognised' },
              { key: 'collected', label: 'Collected' },
            ],
            points: r.periods.map((p) => ({
              label: p.period,
              values: { recognised: dollars(p.recognised), collected: dollars(p.collected) },
            })),
          }
        : null,
      rows: [
        row('recognised', 'Revenue recognised this year', money(r.recognised)),
        row('collected', 'Collected this year', money(r.collected)),
      ],
      emptyText: 'No revenue this year yet',
      more: { label: 'Monthly revenue', href: '/accounting/revenue/monthly' },
    };
  };

/** The finance context's widgets by catalogue key, for the workspace's dashboard. */
export function financeWidgets({
  db,
  revenue,
}: {
  db: Executor;
  revenue: RevenueService;
}): Record<string, WidgetLoader> {
  return {
    billSummary: billSummary(db, revenue),
    paidCounts: paidCounts(db),
    semesterInvoices: semesterInvoices(db),
    revenue: revenueByMonth(revenue),
  };
}
