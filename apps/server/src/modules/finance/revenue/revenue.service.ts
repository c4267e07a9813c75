import {
  centsToAmount,
  defaultRevenueRange,
  INVOICE_TYPES,
  isClinicalInvoiceType,
  NON_CLINICAL_INVOICE_TYPES,
  revenueHeadKey,
  type RevenueQuery,
  type RevenueReport,
  type RevenueRow,
  type RevenueRowsQuery,
  type RevenueView,
} from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { toPage } from '../../../platform/paging.js';
import { cashRows, receivableAt, revenueRows, type RevenueGrain } from './revenue.repo.js';

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** The ISO week of a day (YYYY-MM-DD) as Postgres writes it (IYYY-"W"IW): 2026-W36. */
export function isoWeekOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const weekday = (d.getUTCDay() + 6) % 7; // Monday 0
  const thursday = new Date(d.getTime() + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** Every month or ISO week the range touches, oldest first, with its first day inside the range. */
export function periodsOf(from: string, to: string, grain: Exclude<RevenueGrain, 'none'>) {
  const out: { period: string; start: string }[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    const day = dayOf(new Date(t));
    const period = grain === 'month' ? day.slice(0, 7) : isoWeekOf(day);
    if (out.at(-1)?.period !== period) out.push({ period, start: day });
  }
  return out;
}

const GRAIN: Record<RevenueView, RevenueGrain> = {
  summary: 'none',
  monthly: 'month',
  weekly: 'week',
  nonClinical: 'month',
};
const typeLabel = (type: number) => INVOICE_TYPES.find((o) => o.value === type)?.label ?? `Type ${type}`;

/** The accounting office's revenue reports, read from the ledger's lines (exact cents, amounts as text). */
export function createRevenueService({ db, now }: { db: Db; now: () => Date }) {
  const service = {
    async report(view: RevenueView, q: RevenueQuery): Promise<RevenueReport> {
      const range = defaultRevenueRange(dayOf(now()));
      const from = q.from ?? (q.to && q.to < range.from ? `${q.to.slice(0, 4)}-01-01` : range.from);
      const to = q.to ?? (from > range.to ? from : range.to);
      const grain = GRAIN[view];
      const types = view === 'nonClinical' ? NON_CLINICAL_INVOICE_TYPES : null;
      const [rev, cash, outstanding] = await Promise.all([
        revenueRows(db, { from, to, grain, types }),
        cashRows(db, { from, to, grain, types }),
        receivableAt(db, to, types),
      ]);

      const heads = new Map<number, { feeHead: string; cents: number }>();
      const byType = new Map<number, number>();
      let recognised = 0;
      for (const r of rev) {
        recognised += r.net;
        const h = heads.get(r.feeHeadId) ?? { feeHead: r.feeHead, cents: 0 };
        h.cents += r.net;
        heads.set(r.feeHeadId, h);
        if (r.type != null) byType.set(r.type, (byType.get(r.type) ?? 0) + r.net);
      }
      const collected = cash.reduce((s, c) => s + c.collected, 0);
      const refunded = cash.reduce((s, c) => s + c.refunded, 0);

      const periods =
        grain === 'none'
          ? []
          : periodsOf(from, to, grain).map(({ period, start }) => {
              const mine = rev.filter((r) => r.period === period);
              const perHead = new Map<number, number>();
              for (const r of mine) perHead.set(r.feeHeadId, (perHead.get(r.feeHeadId) ?? 0) + r.net);
              return {
                period,
                start,
                recognised: centsToAmount(mine.reduce((s, r) => s + r.net, 0)),
                collected: centsToAmount(cash.find((c) => c.period === period)?.collected ?? 0),
                byFeeHead: [...perHead].map(([feeHeadId, cents]) => ({ feeHeadId, amount: centsToAmount(cents) })),
              };
            });

      return {
        from,
        to,
        view,
        types: [...(types ?? INVOICE_TYPES.map((o) => o.value))],
        recognised: centsToAmount(recognised),
        collected: centsToAmount(collected),
        refunded: centsToAmount(refunded),
        outstanding: centsToAmount(outstanding),
        byFeeHead: [...heads]
          .sort((a, b) => a[1].feeHead.localeCompare(b[1].feeHead))
          .map(([feeHeadId, h]) => ({ feeHeadId, feeHead: h.feeHead, amount: centsToAmount(h.cents) })),
        byType: [...byType]
          .sort((a, b) => a[0] - b[0])
          .map(([type, cents]) => ({
            type,
            typeLabel: typeLabel(type),
            clinical: isClinicalInvoiceType(type),
            amount: centsToAmount(cents),
          })),
        periods,
      };
    },

    /** A view as rows (its Excel export): fee heads in the summary, else periods by fee head; a total last. */
    async rows(q: RevenueRowsQuery) {
      const r = await service.report(q.view, q);
      const all: RevenueRow[] =
        q.view === 'summary'
          ? r.byFeeHead.map((h) => ({ label: h.feeHead, start: null, recognised: h.amount, collected: null }))
          : r.periods.map((p) => ({
              label: p.period,
              start: p.start,
              recognised: p.recognised,
              collected: p.collected,
              ...Object.fromEntries(r.byFeeHead.map((h) => [revenueHeadKey(h.feeHeadId), '0.00'])),
              ...Object.fromEntries(p.byFeeHead.map((h) => [revenueHeadKey(h.feeHeadId), h.amount])),
            }));
      all.push({
        label: 'Total',
        start: null,
        recognised: r.recognised,
        collected: r.collected,
        ...(q.view === 'summary'
          ? {}
          : Object.fromEntries(r.byFeeHead.map((h) => [revenueHeadKey(h.feeHeadId), h.amount]))),
      });
      const first = (q.page - 1) * q.pageSize;
      return toPage(q, { items: all.slice(first, first + q.pageSize), total: all.length });
    },
  };
  return service;
}
export type RevenueService = ReturnType<typeof createRevenueService>;
