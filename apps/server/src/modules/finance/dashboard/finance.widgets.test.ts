import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgetData, type WidgetData } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantMenus, makeGroup, makeStudent } from '../../../factories/index.js';
import { financeKit } from '../invoices/invoices.testkit.js';

let t: TestApp;
let k: Awaited<ReturnType<typeof financeKit>>;
/** a bursar with the dashboard and the accounting screens the widgets link to */
let bursar: string;
/** the dashboard only */
let clerk: string;

beforeAll(async () => {
  t = await testApp({ clock: () => new Date('2026-11-28T12:00:00Z') });
  k = await financeKit(t);
  const sign = async (name: string, menus: Record<string, number>) => {
    const g = await makeGroup(t.db, { name });
    await grantMenus(t.db, g.id, menus);
    return (await t.signIn({ groupId: g.id, firstName: name, lastName: 'Staff' })).token;
  };
  bursar = await sign('Widget Bursar', {
    '/dashboard/list': 1,
    '/accounting/revenue': 1,
    '/accounting/payments/list': 1,
    '/accounting/invoices/non-clinical': 1,
  });
  clerk = await sign('Widget Clerk', { '/dashboard/list': 1 });
});
afterAll(async () => {
  await t?.close();
});

const widget = async (key: string, token = bursar): Promise<WidgetData> => {
  const res = await t.call('GET', `/api/dashboard/widgets/${key}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return widgetData.parse(res.json());
};
const detail = (d: WidgetData, id: string) => d.rows.find((r) => r.id === id)?.detail;
const stat = (d: WidgetData, label: string) => d.stats.find((s) => s.label === label)?.value;

describe("the bursar's dashboard widgets", () => {
  it('are on the dashboard of who may read the accounting screens, not of the others', async () => {
    const mine = (await t.call('GET', '/api/dashboard', bursar)).json().widgets.map((w: { key: string }) => w.key);
    expect(mine).toEqual(expect.arrayContaining(['billSummary', 'paidCounts', 'semesterInvoices', 'revenue']));
    const theirs = (await t.call('GET', '/api/dashboard', clerk)).json().widgets.map((w: { key: string }) => w.key);
    expect(theirs).not.toContain('billSummary');
    expect((await t.call('GET', '/api/dashboard/widgets/revenue', clerk)).statusCode).toBe(403);
    // the widget data route names the old calls the widgets cover
    const doc = (await t.call('GET', '/api/openapi.json')).json();
    expect(doc.paths['/api/dashboard/widgets/{key}'].get['x-spec-calls']).toEqual(
      expect.arrayContaining(['getDashboardBillSummary', 'getPaidCountList', 'getSemesterInvoiceDetails']),
    );
  });

  it('count what is billed, paid and owed, exactly', async () => {
    const before = await widget('paidCounts');
    const s = await makeStudent(t.db);
    const inv = await k.createInvoice(s.id, ['1000.00', '250.50']);
    const other = await k.createInvoice(s.id, ['99.99']);
    expect((await k.pay(s.id, inv.id, { amount: '250.25' })).statusCode).toBe(201);
    expect((await k.pay(s.id, other.id, { amount: '99.99' })).statusCode).toBe(201);

    const counts = await widget('paidCounts');
    expect(stat(counts, 'Part paid')).toBe(stat(before, 'Part paid')! + 1);
    expect(stat(counts, 'Full paid')).toBe(stat(before, 'Full paid')! + 1);

    const bills = await widget('billSummary');
    expect(detail(bills, 'collected')).toBe('$350.24');
    // billed: the invoices dated this month, not cancelled (these two are dated in September)
    const cents = (d: WidgetData) => Math.round(Number(detail(d, 'billed')!.replace(/[$,]/g, '')) * 100);
    // the app's clock's day, not the machine's: the widget's month is the clock's
    const today = '2026-11-28';
    const dated = await t.call('POST', k.url(s.id, '/invoices'), k.bursar, {
      body: { ...k.invoiceBody(['123.45']), invoiceDate: today, dueDate: today },
      headers: { 'idempotency-key': k.key() },
    });
    expect(dated.statusCode, dated.body).toBe(201);
    expect(cents(await widget('billSummary')) - cents(bills)).toBe(12345);
    expect(stat(bills, 'Overdue')).toBeGreaterThanOrEqual(1);

    const semesters = await widget('semesterInvoices');
    expect(semesters.chart?.points.length).toBeGreaterThan(0);
    expect(semesters.rows[0].detail).toContain('$350.24 paid');

    const revenue = await widget('revenue');
    expect(revenue.chart?.points.map((p) => p.label)).toContain('2026-11');
    expect(detail(revenue, 'collected')).toBe('$350.24');
  });
});
