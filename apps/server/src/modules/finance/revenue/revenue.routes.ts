import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { revenueQuery, revenueReport, revenueRowPage, revenueRowsQuery } from '@caduceus/contracts';
import { routeOps } from '../../../platform/route-op.js';
import type { RevenueService } from './revenue.service.js';

const op = routeOps('accounting revenue');
/** The accounting menu's revenue screens (/accounting/revenue and its monthly, weekly and non-clinical views). */
const read = { menu: '/accounting/revenue', bit: 'read' } as const;
const RANGE =
  'from and to (YYYY-MM-DD, both counted; this year to today when left out). Recognised: credits less debits on the revenue accounts (one per fee head) from the journal lines, so cancelled invoices and deleted items net out; an invoice counts from its invoice date, a payment from its paid-on date, anything else from the day it was posted. Collected: cash received (card payments, verified cheques and wires, less cancellations). Outstanding: the receivable at the end of the range. Amounts are exact text.';

export function revenueRoutes(app: FastifyInstance, svc: RevenueService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/accounting/revenue';

  r.get(
    base,
    op('getRevenueSummary', read, ['getRevenueReport'], {
      querystring: revenueQuery,
      ok: revenueReport,
      description: `Revenue over a range: totals, by fee head and by invoice type, collections, refunds and the receivable outstanding. ${RANGE}`,
    }),
    async (req) => svc.report('summary', req.query),
  );

  r.get(
    `${base}/monthly`,
    op('getRevenueMonthly', read, {
      querystring: revenueQuery,
      ok: revenueReport,
      description: `Revenue by month (every month the range touches, by fee head) with the cash collected each month. ${RANGE}`,
    }),
    async (req) => svc.report('monthly', req.query),
  );

  r.get(
    `${base}/weekly`,
    op('getRevenueWeekly', read, {
      querystring: revenueQuery,
      ok: revenueReport,
      description: `Revenue by ISO week (2026-W36, weeks from Monday) with the cash collected each week. ${RANGE}`,
    }),
    async (req) => svc.report('weekly', req.query),
  );

  r.get(
    `${base}/non-clinical`,
    op('getRevenueNonClinical', read, {
      querystring: revenueQuery,
      ok: revenueReport,
      description: `Revenue of the non-clinical invoice types (all but contracts' CLINICAL_INVOICE_TYPES) by fee head, type and month; collections and the receivable of those invoices only. ${RANGE}`,
    }),
    async (req) => svc.report('nonClinical', req.query),
  );

  r.get(
    `${base}/rows`,
    op('listRevenueRows', read, ['getRevenueReport'], {
      querystring: revenueRowsQuery,
      ok: revenueRowPage,
      description: `A revenue view (view: summary, monthly, weekly, nonClinical) as a list for its Excel export (POST /api/exports): the summary's rows are fee heads; the other views' are months or weeks with a column per fee head (feeHead<ID>); a last row Total. ${RANGE}`,
    }),
    async (req) => svc.rows(req.query),
  );
}
