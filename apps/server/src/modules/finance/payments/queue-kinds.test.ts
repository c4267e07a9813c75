import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CREDIT_PENDING_MESSAGE,
  INVOICE_MESSAGES,
  PAYMENT_DESCRIBER,
  PAYMENT_ENTITY,
  PAYMENT_VERIFICATION_MESSAGES,
  TEST_CARD_TOKENS,
} from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantMenus, makeGroup, makeStudent } from '../../../factories/index.js';
import { rowsOf } from '../../../platform/db/index.js';
import { financeKit } from '../invoices/invoices.testkit.js';

/**
 * One queue for every cheque and wire: on an estimate, a seat deposit or a direct payment (no invoice) it waits
 * for step 1 and step 2 like an invoice's, its credit unusable until then; rejected, its effect is undone once.
 */
let t: TestApp;
let k: Awaited<ReturnType<typeof financeKit>>;
let anna: string, ben: string;

const M = PAYMENT_VERIFICATION_MESSAGES;
const Q = '/api/accounting/unverified-payments';

beforeAll(async () => {
  t = await testApp();
  k = await financeKit(t);
  const sign = async (name: string) => {
    const g = await makeGroup(t.db, { name });
    await grantMenus(t.db, g.id, { '/accounting/unverified-notifications': 7, '/accounting/payments/list': 7 });
    return (await t.signIn({ groupId: g.id, firstName: name, lastName: 'Accounts' })).token;
  };
  anna = await sign('Anna');
  ben = await sign('Ben');
});
afterAll(async () => {
  await t?.close();
});

const post = (path: string, body: unknown, token = k.bursar, key: string | null = k.key()) =>
  t.call('POST', path, token, { body, headers: key ? { 'idempotency-key': key } : {} });
const get = (path: string, token = k.bursar) => t.call('GET', path, token);
const cheque = (amount: string, extra: Record<string, unknown> = {}) => ({
  amount,
  method: 'OTHER',
  otherKind: 'cheque',
  reference: 'CHQ-9',
  ...extra,
});
const step = (paymentId: number, which: 'step1' | 'step2', token: string) =>
  post(`${Q}/${paymentId}/${which}`, {}, token, null);
const reject = (paymentId: number, token = anna) =>
  post(`${Q}/${paymentId}/reject`, { reason: 'Bounced' }, token, null);

/** the net (debits less credits) by account kind over one payment's entries */
async function netOf(paymentId: number) {
  const rows = rowsOf<{ kind: string; net: number }>(
    await t.db.execute(sql`select a.kind, sum(l.debit_cents - l.credit_cents)::int as net from journal_lines l
      join journal_entries e on e.id = l.entry_id join ledger_accounts a on a.id = l.account_id
      where e.payment_id = ${paymentId} group by a.kind order by a.kind`),
  );
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.net)]));
}
async function queued(studentId: number) {
  return (await get(`${Q}?student=${studentId}`, anna)).json().items as {
    id: number;
    paysFor: string;
    paysForLabel: string;
  }[];
}
async function newEstimate(studentId: number, amount: string) {
  const res = await post(
    k.url(studentId, '/estimates'),
    { type: 'fullProgram', course: 'md', lines: [{ description: 'Tuition', amount }] },
    k.bursar,
    null,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const applyCredit = (studentId: number, creditId: number, invoiceId: number, amount: string) =>
  post(k.url(studentId, `/credits/${creditId}/apply`), { invoiceId, amount });

describe('an estimate paid by cheque', () => {
  it('waits in the queue as "Estimate #n", its credit unusable until step 2; verified once', async () => {
    const s = await makeStudent(t.db, { firstName: 'Erin', lastName: 'Estimate' });
    const e = await newEstimate(s.id, '900.00');
    const paid = await post(k.url(s.id, `/estimates/${e.id}/payments`), cheque('300.00'));
    expect(paid.statusCode, paid.body).toBe(201);
    const p = paid.json().payment;
    expect(p).toMatchObject({ verification: 'unverified', verificationLabel: 'Pending verification' });
    expect(paid.json().estimate).toMatchObject({ status: 'partial', paid: '300.00' });
    expect(await queued(s.id)).toEqual([
      expect.objectContaining({ id: p.paymentId, paysFor: 'estimate', paysForLabel: `Estimate #${e.id}` }),
    ]);
    // not the school's yet: in clearing, and its credit cannot pay an invoice
    expect(await netOf(p.paymentId)).toEqual({ clearing: 30000, credit: -30000 });
    const inv = await k.createInvoice(s.id, ['500.00']);
    const early = await applyCredit(s.id, p.creditId, inv.id, '100.00');
    expect(early.statusCode).toBe(422);
    expect(early.json().error).toMatchObject({
      message: CREDIT_PENDING_MESSAGE,
      fields: { creditId: CREDIT_PENDING_MESSAGE },
    });
    // the student's invoice payments list stays the invoices'
    expect((await get(k.url(s.id, '/payments'))).json().total).toBe(0);

    expect((await step(p.paymentId, 'step1', anna)).statusCode).toBe(200);
    const [v1, v2] = await Promise.all([step(p.paymentId, 'step2', ben), step(p.paymentId, 'step2', ben)]);
    expect([v1.statusCode, v2.statusCode].sort()).toEqual([200, 422]);
    expect([v1, v2].find((r) => r.statusCode === 422)!.json().error.message).toBe(M.step2);
    expect((await step(p.paymentId, 'step2', ben)).statusCode).toBe(422);
    expect(await netOf(p.paymentId)).toEqual({ cash: 30000, clearing: 0, credit: -30000 });
    const entries = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from journal_entries where payment_id = ${p.paymentId} and kind = 'paymentVerify'`,
      ),
    );
    expect(Number(entries[0].n)).toBe(1);
    expect(await queued(s.id)).toEqual([]);

    const details = (await get(k.url(s.id, `/estimates/${e.id}`))).json();
    expect(details.payments[0]).toMatchObject({ verification: 'verified', verificationLabel: 'Verified' });
    const used = await applyCredit(s.id, p.creditId, inv.id, '100.00');
    expect(used.statusCode, used.body).toBe(200);
    expect(await k.unbalancedEntries()).toEqual([]);

    // the activity log's sentence names what it paid for
    const audits = await k.auditOf(PAYMENT_ENTITY, p.paymentId);
    expect(audits.map((a) => a.action)).toEqual(['verifyStep1', 'verifyStep2']);
    const after = audits[1].after as Record<string, unknown>;
    expect(after).toMatchObject({ studentId: s.id, paysFor: `Estimate #${e.id}` });
    expect(PAYMENT_DESCRIBER.sentence({ action: 'verifyStep2', before: {}, after, show: () => null } as never)).toBe(
      `verified the payment of $300.00 by cheque CHQ-9 on Estimate #${e.id} (step 2 of 2: the money is in the bank)`,
    );
  });

  it('rejected: the estimate owes again, the credit is closed, the posting reversed, once', async () => {
    const s = await makeStudent(t.db, { firstName: 'Ravi', lastName: 'Rejected' });
    const e = await newEstimate(s.id, '400.00');
    const p = (await post(k.url(s.id, `/estimates/${e.id}/payments`), cheque('400.00'))).json().payment;
    expect((await step(p.paymentId, 'step1', anna)).statusCode).toBe(200);
    const r = await reject(p.paymentId, ben);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      verification: 'rejected',
      status: 'cancelled',
      paysForLabel: `Estimate #${e.id}`,
    });
    expect((await reject(p.paymentId)).json().error.message).toBe(INVOICE_MESSAGES.paymentCancelled);
    expect((await step(p.paymentId, 'step2', anna)).statusCode).toBe(422);
    const est = (await get(k.url(s.id, `/estimates/${e.id}`))).json();
    expect(est).toMatchObject({ status: 'open', paid: '0.00' });
    expect(est.payments[0]).toMatchObject({ verification: 'rejected', verificationLabel: 'Rejected' });
    expect(await netOf(p.paymentId)).toEqual({ clearing: 0, credit: 0 });
    expect((await get(k.url(s.id, '/balance'))).json()).toMatchObject({ credit: '0.00' });
    const inv = await k.createInvoice(s.id, ['100.00']);
    expect((await applyCredit(s.id, p.creditId, inv.id, '10.00')).statusCode).toBe(422);
    expect(await k.unbalancedEntries()).toEqual([]);
    const audits = await k.auditOf(PAYMENT_ENTITY, p.paymentId);
    expect(audits.map((a) => a.action)).toEqual(['verifyStep1', 'reject']);
  });

  it('a card stays immediate: verified, out of the queue, its credit usable', async () => {
    const s = await makeStudent(t.db, { firstName: 'Cara', lastName: 'Card' });
    const e = await newEstimate(s.id, '50.00');
    const res = await post(k.url(s.id, `/estimates/${e.id}/payments`), {
      amount: '50.00',
      method: 'CARD',
      cardToken: TEST_CARD_TOKENS.ok,
    });
    expect(res.json().payment).toMatchObject({ verification: 'verified', verificationLabel: 'Verified' });
    expect(await queued(s.id)).toEqual([]);
    expect(await netOf(res.json().payment.paymentId)).toEqual({ cash: 5000, credit: -5000 });
  });
});

describe('a seat deposit paid by wire', () => {
  it('waits as "Seat deposit"; rejected, nothing is left to use and the books balance', async () => {
    const s = await makeStudent(t.db, { firstName: 'Sam', lastName: 'Seat' });
    const res = await post(k.url(s.id, '/seat-deposits'), cheque('250.00', { otherKind: 'wire', reference: 'W-1' }));
    expect(res.statusCode, res.body).toBe(201);
    const d = res.json();
    expect(d).toMatchObject({ verification: 'unverified', verificationLabel: 'Pending verification' });
    expect((await queued(s.id)).map((q) => q.paysForLabel)).toEqual(['Seat deposit']);
    expect((await reject(d.paymentId)).statusCode).toBe(200);
    const [after] = (await get(k.url(s.id, '/seat-deposits'))).json();
    expect(after).toMatchObject({ verification: 'rejected', creditDeleted: true, creditLeft: '0.00' });
    expect(await netOf(d.paymentId)).toEqual({ clearing: 0, credit: 0 });
    expect(await k.unbalancedEntries()).toEqual([]);
  });

  it('verified in two steps by two users, then its credit pays an invoice', async () => {
    const s = await makeStudent(t.db, { firstName: 'Sue', lastName: 'Seat' });
    const d = (await post(k.url(s.id, '/seat-deposits'), cheque('80.00'))).json();
    expect((await step(d.paymentId, 'step1', anna)).statusCode).toBe(200);
    expect((await step(d.paymentId, 'step2', anna)).json().error.message).toBe(M.sameUser);
    expect((await step(d.paymentId, 'step2', ben)).statusCode).toBe(200);
    const inv = await k.createInvoice(s.id, ['80.00']);
    expect((await applyCredit(s.id, d.creditId, inv.id, '80.00')).statusCode).toBe(200);
  });
});

describe('a direct payment (no invoice) by cheque', () => {
  it('for a fee head: posted to clearing, "Direct payment: <item>"; rejected, its posting is reversed', async () => {
    const s = await makeStudent(t.db, { firstName: 'Dora', lastName: 'Direct' });
    const res = await post(k.url(s.id, '/direct-payments'), cheque('120.00', { feeHeadId: k.tuition }));
    expect(res.statusCode, res.body).toBe(201);
    const d = res.json();
    expect(d).toMatchObject({ verification: 'unverified', verificationLabel: 'Pending verification' });
    expect((await queued(s.id)).map((q) => q.paysForLabel)).toEqual(['Direct payment: Tuition Fee']);
    expect(await netOf(d.paymentId)).toEqual({ clearing: 12000, revenue: -12000 });
    expect((await reject(d.paymentId)).statusCode).toBe(200);
    expect((await reject(d.paymentId)).statusCode).toBe(422);
    expect(await netOf(d.paymentId)).toEqual({ clearing: 0, revenue: 0 });
    const [listed] = (await get(k.url(s.id, '/direct-payments'))).json().items;
    expect(listed).toMatchObject({ id: d.id, verification: 'rejected' });
    expect(await k.unbalancedEntries()).toEqual([]);
  });

  it('kept as credit: unusable until verified, then in cash and usable', async () => {
    const s = await makeStudent(t.db, { firstName: 'Dan', lastName: 'Direct' });
    const d = (await post(k.url(s.id, '/direct-payments'), cheque('60.00', { feeHeadId: null }))).json();
    expect(d.creditId).not.toBeNull();
    const inv = await k.createInvoice(s.id, ['60.00']);
    expect((await applyCredit(s.id, d.creditId, inv.id, '60.00')).statusCode).toBe(422);
    await step(d.paymentId, 'step1', ben);
    expect((await step(d.paymentId, 'step2', anna)).statusCode).toBe(200);
    expect(await netOf(d.paymentId)).toEqual({ cash: 6000, clearing: 0, credit: -6000 });
    expect((await applyCredit(s.id, d.creditId, inv.id, '60.00')).statusCode).toBe(200);
    expect((await get(k.url(s.id, `/direct-payments/${d.id}`))).json()).toMatchObject({ verification: 'verified' });
  });
});
