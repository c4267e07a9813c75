import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTING_SETTING_PAGES } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../test/harness.js';
import { grantMenus, makeGroup, refIdOf } from '../../factories/index.js';

let t: TestApp;
/** a controller with the accounting settings (read, write, edit, delete) */
let controller: string;
/** a reader of the accounting settings */
let reader: string;

beforeAll(async () => {
  t = await testApp({ clock: () => new Date('2026-11-28T12:00:00Z') });
  const sign = async (name: string, mode: number) => {
    const g = await makeGroup(t.db, { name });
    await grantMenus(t.db, g.id, { '/admin/accounting-settings': mode });
    return (await t.signIn({ groupId: g.id, firstName: name, lastName: 'Staff' })).token;
  };
  controller = await sign('Fee Controller', 15);
  reader = await sign('Fee Reader', 1);
});
afterAll(async () => {
  await t?.close();
});

const table = 'fee-med';
const rows = (query: string, token = controller) => t.call('GET', `/api/control-tables/${table}/rows?${query}`, token);
type FeeRow = { id: number; amount: string; effectiveFrom: string; feeHeadLabel: string };

describe('the fee history of an accounting-settings fee page', () => {
  it('every fee page is a table of fees by effective date', () => {
    const fees = ACCOUNTING_SETTING_PAGES.filter(
      (p) => p.table.startsWith('fee-') && !['fee-head', 'fee-group-head'].includes(p.table),
    );
    expect(fees.map((p) => p.slug)).toEqual(expect.arrayContaining(['med', 'clinicalFee', 'studentpermit']));
    expect(fees).toHaveLength(20);
  });

  it('keeps each change of a fee as a dated row, newest first, with who changed what', async () => {
    const tuition = await refIdOf(t.db, 'fee-head', 'Tuition Fee');
    const basic = await refIdOf(t.db, 'course', 'Basic Sciences');
    const raised = await t.call('POST', `/api/control-tables/${table}/rows`, controller, {
      body: { feeHead: tuition, course: basic, amount: '20500.00', effectiveFrom: '2026-09-01', note: 'Board 2026' },
    });
    expect(raised.statusCode, raised.body).toBe(201);

    // the history of the fee: the seeded fee and the raise, newest first
    const list = await rows(`feeHead=${tuition}&course=${basic}&pageSize=25`, reader);
    expect(list.statusCode, list.body).toBe(200);
    const items: FeeRow[] = list.json().items;
    expect(items.map((r) => [r.effectiveFrom, r.amount])).toEqual([
      ['2026-09-01', '20500.00'],
      ['2025-09-01', '19500.00'],
    ]);
    expect(items[0].feeHeadLabel).toBe('Tuition Fee');

    // the same fee from the same day twice is refused; the reader may not change fees
    const twice = await t.call('POST', `/api/control-tables/${table}/rows`, controller, {
      body: { feeHead: tuition, course: basic, amount: '1.00', effectiveFrom: '2026-09-01' },
    });
    expect(twice.statusCode).toBe(409);
    const id = raised.json().id;
    const denied = await t.call('PUT', `/api/control-tables/${table}/rows/${id}`, reader, {
      body: { feeHead: tuition, course: basic, amount: '1.00', effectiveFrom: '2026-09-01' },
    });
    expect(denied.statusCode).toBe(403);
    const badAmount = await t.call('PUT', `/api/control-tables/${table}/rows/${id}`, controller, {
      body: { feeHead: tuition, course: basic, amount: '20500.001', effectiveFrom: '2026-09-01' },
    });
    expect(badAmount.statusCode).toBe(400);
    expect(badAmount.json().error.fields).toHaveProperty('amount');

    // a correction of the row is in its own history, before and after
    const fixed = await t.call('PUT', `/api/control-tables/${table}/rows/${id}`, controller, {
      body: { feeHead: tuition, course: basic, amount: '20450.00', effectiveFrom: '2026-09-01', note: 'Board 2026' },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const history = await t.call('GET', `/api/control-tables/${table}/rows/${id}/history`, reader);
    expect(history.statusCode, history.body).toBe(200);
    const entries = history.json().items;
    expect(entries.map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
    expect(entries[0].before).toMatchObject({ amount: '20500.00' });
    expect(entries[0].after).toMatchObject({ amount: '20450.00' });
  });
});
