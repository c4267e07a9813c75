import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  DATA_EXPORT_COMPONENT,
  revenueHeadKey,
  CLINICAL_INVOICE_TYPES,
  NON_CLINICAL_INVOICE_TYPES,
  type RevenueReport,
} from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantComponents, grantMenus, makeGroup, makeStudent } from '../../../factories/index.js';
import { rowsOf } from '../../../platform/db/index.js';
import { financeKit } from '../invoices/invoices.testkit.js';
import { isoWeekOf, periodsOf } from './revenue.service.js';

let t: TestApp;
let k: Awaited<ReturnType<typeof financeKit>>;
/** an accounting user with the revenue screens (read) */
let accountant: string;
const R = '/api/accounting/revenue';

beforeAll(async () => {
  t = await testApp();
  k = await financeKit(t);
  const g = await makeGroup(t.db, { name: 'Revenue' });
  await grantMenus(t.db, g.id, { '/accounting/revenue': 1 });
  await grantComponents(t.db, g.id, { [DATA_EXPORT_COMPONENT]: 1 });
  accountant = (await t.signIn({ groupId: g.id, firstName: 'Rita', lastName: 'Revenue' })).token;
});
afterAll(async () => {
  await t?.close();
});

async function report(path: string, query: Record<string, string>): Promise<RevenueReport> {
  const res = await t.call('GET', `${R}${path}?${new URLSearchParams(query)}`, accountant);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const cents = (a: string) => Math.round(Number(a) * 100);
const sumOf = (xs: { amount: string }[]) => xs.reduce((s, x) => s + cents(x.amount), 0);
const headOf = (r: RevenueReport, feeHeadId: number) => r.byFeeHead.find((h) => h.feeHeadId === feeHeadId)?.amount;

/** credits less debits on the revenue accounts from invoices dated in the range, straight from the tables */
async function ledgerRevenue(from: string, to: string) {
  const [row] = rowsOf<{ net: string }>(
    await t.db.execute(sql`select coalesce(sum(l.credit_cents - l.debit_cents), 0)::text as net from journal_lines l
      join ledger_accounts a on a.id = l.account_id and a.kind = 'revenue'
      join journal_entries e on e.id = l.entry_id join invoices i on i.id = e.invoice_id
      where e.kind = 'invoice' and i.invoice_date between ${from}::date and ${to}::date`),
  );
  return Number(row.net);
}

async function invoice(studentId: number, v: { date: string; type: number; items: [number, string][] }) {
  const res = await t.call('POST', k.url(studentId, '/invoices'), k.bursar, {
    body: {
      ...k.invoiceBody(),
      type: v.type,
      invoiceDate: v.date,
      dueDate: v.date,
      items: v.items.map(([feeHeadId, amount]) => ({ feeHeadId, amount })),
    },
    headers: { 'idempotency-key': k.key() },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

describe('revenue reports', () => {
  it('names the clinical invoice types once, the rest non-clinical', () => {
    expect(CLINICAL_INVOICE_TYPES).toEqual([4, 6, 19]);
    expect(NON_CLINICAL_INVOICE_TYPES).toHaveLength(17);
    expect(NON_CLINICAL_INVOICE_TYPES).not.toContain(4);
  });

  it('counts ISO weeks and months as Postgres does', () => {
    expect(isoWeekOf('2025-01-15')).toBe('2025-W03');
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(periodsOf('2025-01-20', '2025-03-02', 'month')).toEqual([
      { period: '2025-01', start: '2025-01-20' },
      { period: '2025-02', start: '2025-02-01' },
      { period: '2025-03', start: '2025-03-01' },
    ]);
  });

  it('adds up by fee head, type and month to the ledger, with collections and the receivable', async () => {
    const s = await makeStudent(t.db, { firstName: 'Rhea', lastName: 'Ledger' });
    const jan = await invoice(s.id, {
      date: '2025-01-15',
      type: 2,
      items: [
        [k.tuition, '1000.00'],
        [k.meal, '250.50'],
      ],
    });
    await invoice(s.id, { date: '2025-02-10', type: 4, items: [[k.tuition, '300.00']] });
    const paid = await k.pay(s.id, jan.id, { amount: '200.00', paidOn: '2025-01-20' });
    expect(paid.statusCode, paid.body).toBe(201);

    const range = { from: '2025-01-01', to: '2025-02-28' };
    const summary = await report('', range);
    expect(summary).toMatchObject({
      ...range,
      view: 'summary',
      recognised: '1550.50',
      collected: '200.00',
      periods: [],
    });
    expect(cents(summary.recognised)).toBe(await ledgerRevenue(range.from, range.to));
    expect(headOf(summary, k.tuition)).toBe('1300.00');
    expect(headOf(summary, k.meal)).toBe('250.50');
    expect(sumOf(summary.byFeeHead)).toBe(155050);
    expect(summary.byType).toEqual([
      { type: 2, typeLabel: 'Med 1-5', clinical: false, amount: '1250.50' },
      { type: 4, typeLabel: 'Clinical', clinical: true, amount: '300.00' },
    ]);
    expect(summary.outstanding).toBe('1350.50');
    expect((await report('', { from: '2025-01-01', to: '2025-01-31' })).outstanding).toBe('1050.50');

    const monthly = await report('/monthly', range);
    expect(monthly.periods.map((p) => [p.period, p.recognised, p.collected])).toEqual([
      ['2025-01', '1250.50', '200.00'],
      ['2025-02', '300.00', '0.00'],
    ]);
    for (const p of monthly.periods) expect(sumOf(p.byFeeHead)).toBe(cents(p.recognised));
    const tuitionByMonth = monthly.periods.flatMap((p) => p.byFeeHead.filter((h) => h.feeHeadId === k.tuition));
    expect(sumOf(tuitionByMonth)).toBe(130000);

    const weekly = await report('/weekly', range);
    expect(weekly.periods.find((p) => p.period === '2025-W03')?.recognised).toBe('1250.50');
    expect(weekly.periods.find((p) => p.period === '2025-W07')?.recognised).toBe('300.00');
    expect(weekly.periods.reduce((s, p) => s + cents(p.recognised), 0)).toBe(155050);

    const nonClinical = await report('/non-clinical', range);
    expect(nonClinical).toMatchObject({ view: 'nonClinical', recognised: '1250.50', collected: '200.00' });
    expect(nonClinical.byType.map((x) => x.type)).toEqual([2]);
    expect(nonClinical.types).not.toContain(4);
  });

  it('exports a view to Excel: money as numbers in a dollar format, a column per fee head, a total row', async () => {
    const s = await makeStudent(t.db, { firstName: 'Xena', lastName: 'Export' });
    await invoice(s.id, {
      date: '2023-03-10',
      type: 2,
      items: [
        [k.tuition, '1234.56'],
        [k.meal, '10.05'],
      ],
    });
    await invoice(s.id, { date: '2023-04-02', type: 2, items: [[k.tuition, '99.99']] });
    const params = { view: 'monthly', from: '2023-03-01', to: '2023-04-30' };
    const rows = await t.call('GET', `${R}/rows?${new URLSearchParams(params)}`, accountant);
    expect(rows.statusCode, rows.body).toBe(200);
    expect(rows.json().items.map((r: Record<string, string>) => [r.label, r.recognised])).toEqual([
      ['2023-03', '1244.61'],
      ['2023-04', '99.99'],
      ['Total', '1344.60'],
    ]);
    const res = await t.call('POST', '/api/exports', accountant, {
      body: {
        path: `${R}/rows`,
        params,
        filename: 'monthly-revenue',
        sheet: 'Monthly Revenue',
        columns: [
          { key: 'label', title: 'Month' },
          { key: revenueHeadKey(k.tuition), title: 'Tuition Fee', format: 'money' },
          { key: revenueHeadKey(k.meal), title: 'Meal Plan', format: 'money' },
          { key: 'recognised', title: 'Revenue recognised', format: 'money' },
          { key: 'collected', title: 'Collected', format: 'money' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Monthly Revenue')!;
    const values = ws
      .getSheetValues()
      .slice(1)
      .map((r) => (r as unknown[]).slice(1));
    expect(values).toEqual([
      ['Month', 'Tuition Fee', 'Meal Plan', 'Revenue recognised', 'Collected'],
      ['2023-03', 1234.56, 10.05, 1244.61, 0],
      ['2023-04', 99.99, 0, 99.99, 0],
      ['Total', 1334.55, 10.05, 1344.6, 0],
    ]);
    expect(ws.getCell('D2').numFmt).toBe('"$"#,##0.00');
    expect(ws.getCell('A2').numFmt).toBeFalsy();

    const summary = await t.call('GET', `${R}/rows?view=summary&from=2023-03-01&to=2023-04-30`, accountant);
    expect(summary.json().items).toEqual([
      { label: 'Meal Plan', start: null, recognised: '10.05', collected: null },
      { label: 'Tuition Fee', start: null, recognised: '1334.55', collected: null },
      { label: 'Total', start: null, recognised: '1344.60', collected: '0.00' },
    ]);
    expect((await t.call('GET', `${R}/rows?view=daily`, accountant)).statusCode).toBe(400);
    expect((await t.call('GET', `${R}/rows?pageSize=30`, accountant)).statusCode).toBe(400);
  });

  it('leaves out what counts from a day outside the range', async () => {
    expect((await report('', { from: '2025-01-16', to: '2025-02-28' })).recognised).toBe('300.00');
    const before = await report('/monthly', { from: '2024-01-01', to: '2024-12-31' });
    expect(before).toMatchObject({ recognised: '0.00', collected: '0.00', byFeeHead: [] });
    expect(before.periods).toHaveLength(12);
  });

  it('nets a cancelled invoice to zero', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const range = { from: today, to: today };
    const start = await report('', range);
    const s = await makeStudent(t.db, { firstName: 'Carl', lastName: 'Cancelled' });
    const inv = await invoice(s.id, { date: today, type: 7, items: [[k.meal, '75.25']] });
    const mid = await report('', range);
    expect(cents(mid.recognised) - cents(start.recognised)).toBe(7525);
    const cancelled = await t.call('POST', k.url(s.id, `/invoices/${inv.id}/cancel`), k.bursar, {
      body: { reason: 'Billed in error' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const end = await report('', range);
    expect(end.recognised).toBe(start.recognised);
    expect(headOf(end, k.meal) ?? '0.00').toBe(headOf(start, k.meal) ?? '0.00');
    expect(end.outstanding).toBe(start.outstanding);
  });

  it('refuses a range that ends before it starts', async () => {
    const res = await t.call('GET', `${R}?from=2025-02-01&to=2025-01-01`, accountant);
    expect(res.statusCode).toBe(400);
  });

  it('answers 403 without the revenue menu right, 401 signed out', async () => {
    for (const path of ['', '/monthly', '/weekly', '/non-clinical', '/rows']) {
      expect((await t.call('GET', `${R}${path}`, k.noFinance)).statusCode).toBe(403);
      expect((await t.call('GET', `${R}${path}`, k.bursar)).statusCode).toBe(403);
      expect((await t.call('GET', `${R}${path}`)).statusCode).toBe(401);
      expect((await t.call('GET', `${R}${path}`, accountant)).statusCode).toBe(200);
    }
  });
});
