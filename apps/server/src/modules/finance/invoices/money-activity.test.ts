import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantMenus, makeGroup, makeStudent } from '../../../factories/index.js';
import { financeKit } from './invoices.testkit.js';

let t: TestApp;
let k: Awaited<ReturnType<typeof financeKit>>;
/** reads the whole student record (its activity log) */
let registrar: string;
/** accounting's two verifiers */
let anna: string, ben: string;

beforeAll(async () => {
  t = await testApp({ clock: () => new Date('2026-11-28T12:00:00Z') });
  k = await financeKit(t);
  const sign = async (name: string, menus: Record<string, number>) => {
    const g = await makeGroup(t.db, { name });
    await grantMenus(t.db, g.id, menus);
    return (await t.signIn({ groupId: g.id, firstName: name, lastName: 'Accounts' })).token;
  };
  registrar = await sign('Rita', { '/student/list': 1 });
  anna = await sign('Anna', { '/accounting/unverified-notifications': 7 });
  ben = await sign('Ben', { '/accounting/unverified-notifications': 7 });
});
afterAll(async () => {
  await t?.close();
});

const activity = async (studentId: number) => {
  const res = await t.call('GET', `/api/students/${studentId}/activity-log?kind=accounting&pageSize=50`, registrar);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { sentence: string; summary: string; kind: string }[]).reverse();
};

describe("money moves in the student's activity log", () => {
  it('reads each move as a sentence with the amount, the method and the invoice', async () => {
    const s = await makeStudent(t.db);
    const inv = await k.createInvoice(s.id, ['1000.00', '250.50']);
    const cheque = { amount: '250.00', method: 'OTHER', otherKind: 'cheque', reference: 'CHQ-77' };
    const paid = await k.pay(s.id, inv.id, cheque);
    expect(paid.statusCode, paid.body).toBe(201);
    const id = paid.json().payment.id;
    const Q = '/api/accounting/unverified-payments';
    expect((await t.call('POST', `${Q}/${id}/step1`, anna)).statusCode).toBe(200);
    expect((await t.call('POST', `${Q}/${id}/step2`, ben)).statusCode).toBe(200);
    const card = await k.pay(s.id, inv.id, { amount: '100.00' });
    expect(card.statusCode, card.body).toBe(201);
    const cancel = await t.call('POST', k.url(s.id, `/payments/${card.json().payment.id}/cancel`), k.bursar, {
      body: { reason: 'Charged twice' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const credit = await t.call('POST', k.url(s.id, '/credits'), k.bursar, {
      body: { amount: '50.00', reason: 'Goodwill' },
      headers: { 'idempotency-key': k.key() },
    });
    const applied = await t.call('POST', k.url(s.id, `/credits/${credit.json().id}/apply`), k.bursar, {
      body: { invoiceId: inv.id, amount: '50.00' },
      headers: { 'idempotency-key': k.key() },
    });
    expect(applied.statusCode, applied.body).toBe(200);

    const log = await activity(s.id);
    expect(log.map((r) => r.sentence)).toEqual([
      `Bursar Staff created invoice ${inv.id} (Fall tuition) of $1,250.50, due 09/30/2026`,
      `Bursar Staff recorded a payment of $250.00 by cheque CHQ-77 on invoice ${inv.id} (Fall tuition)`,
      `Anna Accounts checked the payment of $250.00 by cheque CHQ-77 on invoice ${inv.id} (verification step 1 of 2)`,
      `Ben Accounts verified the payment of $250.00 by cheque CHQ-77 on invoice ${inv.id} (step 2 of 2: the money is in the bank)`,
      `Bursar Staff recorded a payment of $100.00 by card on invoice ${inv.id} (Fall tuition)`,
      `Bursar Staff cancelled the payment of $100.00 by card on invoice ${inv.id} (Fall tuition): Charged twice`,
      'Bursar Staff added a credit of $50.00: Goodwill',
      `Bursar Staff applied $50.00 of a credit to invoice ${inv.id} (Fall tuition)`,
    ]);
    expect(log.every((r) => r.kind === 'accounting')).toBe(true);
    expect(log[1].summary).toBe('Recorded a payment');
  });
});
