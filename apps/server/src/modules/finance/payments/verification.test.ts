import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CARD_MESSAGES,
  CREDIT_MESSAGES,
  INVOICE_MESSAGES,
  PAYMENT_ENTITY,
  PAYMENT_VERIFICATION_MESSAGES,
  TEST_CARD_NUMBERS,
} from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantMenus, makeGroup, makeStudent } from '../../../factories/index.js';
import { rowsOf } from '../../../platform/db/index.js';
import { financeKit } from '../invoices/invoices.testkit.js';

let t: TestApp;
let k: Awaited<ReturnType<typeof financeKit>>;
/** two accounting users with the queue and the payments list (RWE); a clerk with read and write only */
let anna: string, ben: string, clerk: string;

const M = PAYMENT_VERIFICATION_MESSAGES;
const Q = '/api/accounting/unverified-payments';

beforeAll(async () => {
  t = await testApp();
  k = await financeKit(t);
  const sign = async (name: string, mode: number) => {
    const g = await makeGroup(t.db, { name });
    await grantMenus(t.db, g.id, { '/accounting/unverified-notifications': mode, '/accounting/payments/list': mode });
    return (await t.signIn({ groupId: g.id, firstName: name, lastName: 'Accounts' })).token;
  };
  anna = await sign('Anna', 7);
  ben = await sign('Ben', 7);
  clerk = await sign('Clerk', 3);
});
afterAll(async () => {
  await t?.close();
});

/** the net (debits less credits) of the cash and clearing accounts over one payment's entries */
async function cashAndClearing(paymentId: number) {
  const rows = rowsOf<{ kind: string; net: number }>(
    await t.db.execute(sql`select a.kind, sum(l.debit_cents - l.credit_cents)::int as net from journal_lines l
      join journal_entries e on e.id = l.entry_id join ledger_accounts a on a.id = l.account_id
      where e.payment_id = ${paymentId} and a.kind in ('cash', 'clearing') group by a.kind`),
  );
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.net)]));
}
const cheque = (amount: string, extra: Record<string, unknown> = {}) => ({
  amount,
  method: 'OTHER',
  otherKind: 'cheque',
  reference: 'CHQ-77',
  ...extra,
});

describe('unverified payments: step 1, then step 2 by another user', () => {
  it('credits the invoice when recorded, keeps the money in clearing until step 2 moves it to cash', async () => {
    const s = await makeStudent(t.db, { firstName: 'Vera', lastName: 'Chequewriter' });
    const inv = await k.createInvoice(s.id, ['400.00']);
    const paid = await k.pay(s.id, inv.id, cheque('150.00'));
    expect(paid.statusCode, paid.body).toBe(201);
    const p = paid.json().payment;
    expect(p).toMatchObject({ verification: 'unverified', verificationLabel: 'Unverified', gatewayReference: null });
    expect(paid.json().invoice).toMatchObject({ status: 'PP', paid: '150.00', due: '250.00' });
    expect(await cashAndClearing(p.id)).toEqual({ clearing: 15000 });

    // the queue, its filters, and the top-bar count
    const queue = (qs: string, token = anna) => t.call('GET', `${Q}?${qs}`, token);
    const found = (await queue('student=chequewriter')).json();
    expect(found.items.map((i: { id: number }) => i.id)).toEqual([p.id]);
    expect(found.items[0]).toMatchObject({ studentName: 'Vera Chequewriter', invoiceTitle: 'Fall tuition' });
    expect((await queue(`student=chequewriter&step=step1`)).json().total).toBe(0);
    expect((await queue(`student=chequewriter&method=CARD`)).json().total).toBe(0);
    expect((await queue(`student=${s.id}&otherKind=wire`)).json().total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await queue(`student=chequewriter&from=${today}&to=${today}`)).json().total).toBe(1);
    expect((await queue(`student=chequewriter&to=2000-01-01`)).json().total).toBe(0);
    expect((await queue('from=2026-13-01')).statusCode).toBe(400);
    const counts = (await t.call('GET', '/api/notifications/counts', anna)).json();
    expect(counts.items.find((c: { key: string }) => c.key === 'paymentsVerify').count).toBeGreaterThanOrEqual(1);

    const step = (n: 1 | 2, token: string) => t.call('POST', `${Q}/${p.id}/step${n}`, token);
    const early = await step(2, anna);
    expect(early.statusCode).toBe(422);
    expect(early.json().error.message).toBe(M.step2);

    const one = await step(1, anna);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ verification: 'step1', step1ByName: 'Anna Accounts', verifiedAt: null });
    expect((await step(1, ben)).json().error.message).toBe(M.step1);
    expect((await queue('student=chequewriter&step=step1')).json().total).toBe(1);

    const same = await step(2, anna);
    expect(same.statusCode).toBe(422);
    expect(same.json().error.message).toBe(M.sameUser);
    expect(await cashAndClearing(p.id)).toEqual({ clearing: 15000 });

    const two = await step(2, ben);
    expect(two.statusCode, two.body).toBe(200);
    expect(two.json()).toMatchObject({
      verification: 'verified',
      verificationLabel: 'Verified',
      step1ByName: 'Anna Accounts',
      verifiedByName: 'Ben Accounts',
      invoice: { id: inv.id, status: 'PP' },
    });
    expect(two.json().entries.map((e: { kind: string }) => e.kind)).toEqual(['payment', 'paymentVerify']);
    expect(two.json().entries[1].lines).toEqual([
      { accountCode: 'CASH', accountName: expect.any(String), debit: '150.00', credit: '0.00' },
      { accountCode: 'CLEARING', accountName: expect.any(String), debit: '0.00', credit: '150.00' },
    ]);
    expect(await cashAndClearing(p.id)).toEqual({ cash: 15000, clearing: 0 });
    expect((await queue('student=chequewriter')).json().total).toBe(0);
    expect((await step(2, ben)).json().error.message).toBe(M.step2);
    expect((await t.call('POST', `${Q}/${p.id}/reject`, ben, { body: { reason: 'Late' } })).json().error.message).toBe(
      M.notAwaiting,
    );
    expect((await k.auditOf(PAYMENT_ENTITY, p.id)).map((a) => a.action)).toEqual(['pay', 'verifyStep1', 'verifyStep2']);

    // cancelling a verified cheque reverses its move to cash as well as the payment
    const undone = await t.call('POST', k.url(s.id, `/payments/${p.id}/cancel`), k.bursar, {
      body: { reason: 'Entered twice' },
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await cashAndClearing(p.id)).toEqual({ cash: 0, clearing: 0 });
    expect(await k.unbalancedEntries()).toEqual([]);
  });

  it('rejects at either step with a reason: the payment is reversed, the invoice reopens, its credit goes', async () => {
    const s = await makeStudent(t.db);
    const inv = await k.createInvoice(s.id, ['100.00']);
    const p = (await k.pay(s.id, inv.id, cheque('130.00', { keepRestAsCredit: true }))).json().payment;
    expect((await t.call('GET', k.url(s.id, '/credits'), k.bursar)).json().total).toBe(1);
    expect((await t.call('POST', `${Q}/${p.id}/reject`, anna, { body: {} })).statusCode).toBe(400);
    // rejecting reverses money: the clerk's read and write are not enough
    expect((await t.call('POST', `${Q}/${p.id}/reject`, clerk, { body: { reason: 'x' } })).statusCode).toBe(403);
    expect((await t.call('POST', `${Q}/${p.id}/step1`, clerk)).statusCode).toBe(200);

    const rejected = await t.call('POST', `${Q}/${p.id}/reject`, anna, { body: { reason: 'Cheque bounced' } });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      verification: 'rejected',
      status: 'cancelled',
      cancelReason: 'Cheque bounced',
      cancelledByName: 'Anna Accounts',
      invoice: { status: 'CR', paid: '0.00', due: '100.00' },
    });
    expect(rejected.json().entries.map((e: { kind: string }) => e.kind)).toEqual(['payment', 'paymentReject']);
    expect(await cashAndClearing(p.id)).toEqual({ clearing: 0 });
    expect((await t.call('GET', k.url(s.id, '/balance'), k.bursar)).json()).toMatchObject({
      owed: '100.00',
      credit: '0.00',
    });
    const deleted = (await t.call('GET', k.url(s.id, '/credits/deleted'), k.bursar)).json();
    expect(deleted.items[0].deleteReason).toContain('Cheque bounced');
    expect(
      (await t.call('POST', `${Q}/${p.id}/reject`, anna, { body: { reason: 'again' } })).json().error.message,
    ).toBe(INVOICE_MESSAGES.paymentCancelled);
    expect((await k.auditOf(PAYMENT_ENTITY, p.id)).map((a) => a.action)).toEqual(['pay', 'verifyStep1', 'reject']);
    expect(await k.unbalancedEntries()).toEqual([]);
  });

  it('refuses to reject a payment whose credit was used since', async () => {
    const s = await makeStudent(t.db);
    const inv = await k.createInvoice(s.id, ['100.00']);
    const other = await k.createInvoice(s.id, ['50.00']);
    const p = (await k.pay(s.id, inv.id, cheque('120.00', { keepRestAsCredit: true }))).json().payment;
    const creditId = (await t.call('GET', k.url(s.id, '/credits'), k.bursar)).json().items[0].id;
    const applied = await t.call('POST', k.url(s.id, `/credits/${creditId}/apply`), k.bursar, {
      body: { invoiceId: other.id, amount: '5.00' },
      headers: { 'idempotency-key': k.key() },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const before = await k.counts(s.id);
    const res = await t.call('POST', `${Q}/${p.id}/reject`, anna, { body: { reason: 'Bounced' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(CREDIT_MESSAGES.used);
    expect(await k.counts(s.id)).toEqual(before);
  });
});

describe('card payments through the gateway', () => {
  it('charges a good card (verified at once), refuses a declined one with 402 and writes nothing', async () => {
    const s = await makeStudent(t.db);
    const inv = await k.createInvoice(s.id, ['90.00']);
    const before = await k.counts(s.id);
    const declined = await k.pay(s.id, inv.id, { amount: '90.00', cardToken: 'tok_declined' });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.fields).toEqual({ cardToken: M.declined('Your card was declined (test card)') });
    expect(await k.counts(s.id)).toEqual(before);
    const noToken = await t.call('POST', k.url(s.id, `/invoices/${inv.id}/payments`), k.bursar, {
      body: { amount: '90.00', method: 'CARD' },
      headers: { 'idempotency-key': k.key() },
    });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().error.fields).toEqual({ cardNumber: CARD_MESSAGES.details });
    expect((await k.pay(s.id, inv.id, cheque('1.00', { cardToken: 'tok_visa' }))).json().error.fields).toEqual({
      cardToken: M.cardTokenOther,
    });

    const ok = await k.pay(s.id, inv.id, { amount: '90.00' });
    expect(ok.statusCode, ok.body).toBe(201);
    const p = ok.json().payment;
    expect(p).toMatchObject({ verification: 'verified', gatewayReference: expect.stringMatching(/^test_ch_/) });
    expect(await cashAndClearing(p.id)).toEqual({ cash: 9000 });
    expect((await t.call('POST', `${Q}/${p.id}/step1`, anna)).json().error.message).toBe(M.step1);
  });
});

describe('a card typed in the pay dialog', () => {
  const card = { cardNumber: TEST_CARD_NUMBERS.ok, cardExpiry: '12/40', cardCvc: '123', cardName: 'Ada Student' };
  const typed = (body: Record<string, unknown>) => ({ method: 'CARD', cardToken: undefined, ...card, ...body });

  it('is tokenized by the gateway and charged; nothing but its last four digits is kept', async () => {
    const s = await makeStudent(t.db);
    const inv = await k.createInvoice(s.id, ['75.00']);
    const before = await k.counts(s.id);
    const bad = await k.pay(s.id, inv.id, typed({ amount: '75.00', cardNumber: '4242 4242 4242 4241', cardCvc: '1' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ cardNumber: CARD_MESSAGES.number, cardCvc: CARD_MESSAGES.cvc });
    const expired = await k.pay(s.id, inv.id, typed({ amount: '75.00', cardExpiry: '01/20' }));
    expect(expired.json().error.fields).toEqual({ cardExpiry: CARD_MESSAGES.expired });
    const declined = await k.pay(s.id, inv.id, typed({ amount: '75.00', cardNumber: TEST_CARD_NUMBERS.declined }));
    expect(declined.statusCode).toBe(402);
    expect(await k.counts(s.id)).toEqual(before);

    const key = k.key();
    const ok = await k.pay(s.id, inv.id, typed({ amount: '75.00' }), key);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().payment).toMatchObject({ method: 'CARD', verification: 'verified' });
    // the same key and card answer the first payment again
    const again = await k.pay(s.id, inv.id, typed({ amount: '75.00' }), key);
    expect(again.json().payment.id).toBe(ok.json().payment.id);
    const [row] = await k.auditOf(PAYMENT_ENTITY, ok.json().payment.id);
    expect(row.after).toMatchObject({ cardLast4: '4242' });
    // no table holds the number or the security code
    const dump = rowsOf<{ found: number }>(
      await t.db.execute(sql`select count(*)::int as found from (
        select after::text as v from audit_log union all select before::text from audit_log
        union all select row_to_json(i)::text from idempotency_keys i union all select row_to_json(p)::text from payments p
      ) x where v like '%4242424242424242%' or v like '%4242 4242%' or v like '%Ada Student%'`),
    );
    expect(Number(dump[0].found)).toBe(0);
  });
});

describe('every payment across students, details, reference numbers', () => {
  it('lists with filters, shows the details, corrects the reference (audited); needs the accounting menus', async () => {
    const s = await makeStudent(t.db, { firstName: 'Lior', lastName: 'Paymentlister' });
    const inv = await k.createInvoice(s.id, ['300.00']);
    const card = (await k.pay(s.id, inv.id, { amount: '100.00', paidOn: '2026-01-05' })).json().payment;
    const wire = (
      await k.pay(s.id, inv.id, {
        amount: '50.00',
        method: 'OTHER',
        otherKind: 'wire',
        reference: 'W1',
        paidOn: '2026-02-10',
      })
    ).json().payment;
    const list = (qs: string, token = anna) => t.call('GET', `/api/accounting/payments?${qs}`, token);
    const ids = async (qs: string) => (await list(qs)).json().items.map((i: { id: number }) => i.id);
    expect(await ids('student=paymentlister')).toEqual([wire.id, card.id]);
    expect(await ids(`studentId=${s.id}&method=CARD`)).toEqual([card.id]);
    expect(await ids(`studentId=${s.id}&verification=unverified`)).toEqual([wire.id]);
    expect(await ids(`studentId=${s.id}&from=2026-02-01&to=2026-02-28`)).toEqual([wire.id]);
    expect(await ids(`studentId=${s.id}&status=cancelled`)).toEqual([]);
    expect(await ids(`studentId=${s.id}&sort=amount`)).toEqual([wire.id, card.id]);
    expect((await list('sort=secret')).statusCode).toBe(400);
    expect((await list('pageSize=7')).statusCode).toBe(400);

    const details = (await t.call('GET', `/api/accounting/payments/${wire.id}`, clerk)).json();
    expect(details).toMatchObject({ id: wire.id, studentName: 'Lior Paymentlister', invoice: { id: inv.id } });
    expect(details.entries[0].lines.map((l: { accountCode: string }) => l.accountCode)).toEqual([
      'CLEARING',
      `AR-S${s.id}`,
    ]);
    expect((await t.call('GET', '/api/accounting/payments/999999', anna)).statusCode).toBe(404);

    const ref = (token: string, body: unknown) =>
      t.call('PUT', `/api/accounting/payments/${wire.id}/reference`, token, { body });
    expect((await ref(anna, { reference: ' W2' })).statusCode).toBe(400);
    expect((await ref(clerk, { reference: 'W2' })).statusCode).toBe(403);
    const changed = await ref(anna, { reference: 'W2' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().reference).toBe('W2');
    expect((await k.auditOf(PAYMENT_ENTITY, wire.id)).at(-1)).toMatchObject({
      action: 'updateReference',
      before: { reference: 'W1' },
      after: { reference: 'W2' },
    });

    // the accounting menus decide: none, none of it; signed out, 401
    expect((await list('', k.noFinance)).statusCode).toBe(403);
    expect((await t.call('GET', Q, k.bursar)).statusCode).toBe(403);
    expect((await t.call('POST', `${Q}/${wire.id}/step1`, k.financeReader)).statusCode).toBe(403);
    expect((await t.call('GET', Q, null)).statusCode).toBe(401);
    const counts = (await t.call('GET', '/api/notifications/counts', k.noFinance)).json();
    expect(counts.items.find((c: { key: string }) => c.key === 'paymentsVerify')).toBeUndefined();
  });
});
