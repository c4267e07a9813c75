import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantMenus, makeGroup, makeStudent } from '../../../factories/index.js';
import { rowsOf } from '../../../platform/db/index.js';
import { financeKit } from '../invoices/invoices.testkit.js';

/**
 * The all-payments list at any depth: its page is chosen on payments alone (joined for its rows), its
 * unfiltered total is the kept row count; both must answer what a plain query over every payment answers.
 */
let t: TestApp;
let k: Awaited<ReturnType<typeof financeKit>>;
let accounts: string;
const L = '/api/accounting/payments';

beforeAll(async () => {
  t = await testApp();
  k = await financeKit(t);
  const g = await makeGroup(t.db, { name: 'Ledgers' });
  await grantMenus(t.db, g.id, { '/accounting/payments/list': 1 });
  accounts = (await t.signIn({ groupId: g.id, firstName: 'Lena', lastName: 'Ledgers' })).token;
  const zed = await makeStudent(t.db, { firstName: 'Zed', lastName: 'Zimmer' });
  const amy = await makeStudent(t.db, { firstName: 'Amy', lastName: 'Abbott' });
  // 26 payments of Zed's (more than a page of 25), two of Amy's
  for (const [s, amounts] of [
    [zed, Array.from({ length: 26 }, () => '1.00')],
    [amy, ['30.00']],
  ] as const) {
    const inv = await k.createInvoice(s.id, ['500.00']);
    for (const amount of amounts) expect((await k.pay(s.id, inv.id, { amount })).statusCode).toBe(201);
  }
  const inv = await k.createInvoice(amy.id, ['500.00']);
  expect(
    (await k.pay(amy.id, inv.id, { amount: '40.00', method: 'OTHER', otherKind: 'wire', reference: 'WIRE-1' }))
      .statusCode,
  ).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

const list = async (query: string) => {
  const res = await t.call('GET', `${L}?${query}`, accounts);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { id: number; amount: string; studentName: string }[]; total: number };
};
const ids = async (where = sql`true`) =>
  rowsOf<{ id: number }>(await t.db.execute(sql`select id from payments where ${where} order by id desc`)).map(
    (r) => r.id,
  );

describe('the all-payments list', () => {
  it('answers the unfiltered total and every page as a plain query over all payments would', async () => {
    const all = await ids();
    expect(all.length).toBe(28);
    const first = await list('page=1');
    expect(first.total).toBe(all.length);
    expect(first.items.map((p) => p.id)).toEqual(all.slice(0, 25));
    const second = await list('page=2');
    expect(second).toMatchObject({ total: 28 });
    expect(second.items.map((p) => p.id)).toEqual(all.slice(25));
    expect(await list('page=3')).toMatchObject({ items: [], total: 28 });
  });

  it('filters and sorts by what needs the student (name) and by what does not (method)', async () => {
    const byName = await list('student=abbott');
    expect(byName.total).toBe(2);
    expect(byName.items.every((p) => p.studentName === 'Amy Abbott')).toBe(true);
    const other = await list('method=OTHER');
    expect(other).toMatchObject({ total: 1, items: [{ amount: '40.00' }] });
    const sorted = await list('sort=studentName');
    expect(sorted.items.slice(0, 3).map((p) => p.studentName)).toEqual(['Amy Abbott', 'Amy Abbott', 'Zed Zimmer']);
    const dearest = await list('sort=amount&page=2');
    expect(dearest).toMatchObject({ total: 28 });
    expect(dearest.items.map((p) => p.amount)).toEqual(['1.00', '30.00', '40.00']);
  });
});
