import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_ENTITY, CREDIT_MESSAGES, MONEY_MESSAGES, INVOICE_MESSAGES } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantComponents, grantMenus, makeGroup, makeStudent, refIdOf } from '../../../factories/index.js';
import { financeKit } from '../invoices/invoices.testkit.js';

let t: TestApp;
let k: Awaited<ReturnType<typeof financeKit>>;
/** adjustments without refunds (adds, applies, deletes; pays nothing back) */
let adjuster: string;
let merit: number;

const M = CREDIT_MESSAGES;

beforeAll(async () => {
  t = await testApp();
  k = await financeKit(t);
  const g = await makeGroup(t.db, { name: 'Adjuster' });
  await grantMenus(t.db, g.id, { '/student/list': 1 }, { parts: false });
  await grantComponents(t.db, g.id, { 'finance.adjustments': 15, 'finance.payments': 1 });
  adjuster = (await t.signIn({ groupId: g.id, firstName: 'Ada', lastName: 'Adjuster' })).token;
  merit = await refIdOf(t.db, 'scholarship', 'Merit Scholarship');
});
afterAll(async () => {
  await t?.close();
});

const post = (path: string, body: unknown, token = k.bursar, key: string | null = k.key()) =>
  t.call('POST', path, token, { body, headers: key ? { 'idempotency-key': key } : {} });
const get = (path: string, token = k.bursar) => t.call('GET', path, token);

describe('credits: added with a reason, applied to invoices, refunded', () => {
  it('adds a credit, applies part of it once per key, refuses more than is left or owed (nothing written)', async () => {
    const s = await makeStudent(t.db);
    const inv = await k.createInvoice(s.id, ['80.00']);
    const added = await post(k.url(s.id, '/credits'), { amount: '$1,00.50', reason: 'Goodwill' });
    expect(added.statusCode, added.body).toBe(201);
    const c = added.json();
    expect(c).toMatchObject({
      kind: 'credit',
      source: 'manual',
      sourceLabel: 'Added by the bursar',
      amount: '100.50',
      left: '100.50',
      reason: 'Goodwill',
      createdByName: 'Bursar Staff',
    });
    expect((await get(k.url(s.id, '/balance'))).json()).toMatchObject({ owed: '80.00', credit: '100.50' });

    const apply = (amount: string, key = k.key(), invoiceId = inv.id) =>
      post(k.url(s.id, `/credits/${c.id}/apply`), { invoiceId, amount }, k.bursar, key);
    const before = await k.counts(s.id);
    const overOwed = await apply('90.00');
    expect(overOwed.statusCode).toBe(422);
    expect(overOwed.json().error.fields).toEqual({ amount: M.moreThanOwed('80.00') });
    expect(await k.counts(s.id)).toEqual(before);
    expect((await apply('1.005')).json().error.fields).toEqual({ amount: MONEY_MESSAGES.format });
    expect((await apply('1', k.key(), 999999)).json().error.fields).toEqual({ invoiceId: M.invoice });
    expect(
      (await post(k.url(s.id, `/credits/${c.id}/apply`), { invoiceId: inv.id, amount: '1' }, k.bursar, null))
        .statusCode,
    ).toBe(400);

    const key = k.key();
    const first = await apply('30.00', key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      credit: { applied: '30.00', left: '70.50', applications: [{ invoiceId: inv.id, amount: '30.00' }] },
      invoice: { id: inv.id, status: 'PP', paid: '30.00', due: '50.00' },
    });
    const replay = await apply('30.00', key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect((await apply('31.00', key)).statusCode).toBe(422);

    const rest = await apply('50.00');
    expect(rest.json().invoice).toMatchObject({ status: 'FP', due: '0.00' });
    const inv2 = await k.createInvoice(s.id, ['500.00']);
    const tooMuch = await apply('21.00', k.key(), inv2.id);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error.fields).toEqual({ amount: M.moreThanLeft('20.50') });

    expect((await get(k.url(s.id, '/balance'))).json()).toMatchObject({ owed: '500.00', credit: '20.50' });
    expect((await get(k.url(s.id, '/credits/summary'))).json()).toEqual({
      studentId: s.id,
      credits: '100.50',
      scholarships: '0.00',
      applied: '80.00',
      refunded: '0.00',
      held: '20.50',
    });
    const ledger = (await get(k.url(s.id, '/ledger'))).json();
    // the student's side of each posting: the credit account credited, then each application's two lines
    const lines = ledger.items.filter((l: { creditId: number | null }) => l.creditId === c.id);
    expect(lines.map((l: { kind: string; account: string }) => [l.kind, l.account])).toEqual([
      ['credit', 'credit'],
      ['creditApply', 'credit'],
      ['creditApply', 'receivable'],
      ['creditApply', 'credit'],
      ['creditApply', 'receivable'],
    ]);
    expect((await k.auditOf(CREDIT_ENTITY, c.id)).map((a) => a.action)).toEqual(['add', 'apply', 'apply']);
    expect(await k.unbalancedEntries()).toEqual([]);
  });

  it('refunds by Cheque, directDeposit or Other, never more than is left; needs the refunds component', async () => {
    const types = (await get('/api/finance/refund-types')).json();
    expect(types.items.map((o: { value: string }) => o.value)).toEqual(['Cheque', 'directDeposit', 'Other']);
    const s = await makeStudent(t.db);
    const inv = await k.createInvoice(s.id, ['100.00']);
    // an overpayment kept as credit is a credit of its own
    const paid = await k.pay(s.id, inv.id, { amount: '160.00', keepRestAsCredit: true });
    expect(paid.statusCode, paid.body).toBe(201);
    const list = (await get(k.url(s.id, '/credits?status=held'))).json();
    expect(list.items).toHaveLength(1);
    const c = list.items[0];
    expect(c).toMatchObject({
      source: 'overpayment',
      paymentId: paid.json().payment.id,
      amount: '60.00',
      left: '60.00',
    });

    const refund = (body: Record<string, unknown>, token = k.bursar) =>
      post(k.url(s.id, `/credits/${c.id}/refunds`), { refundType: 'Cheque', ...body }, token);
    const before = await k.counts(s.id);
    const over = await refund({ amount: '60.01' });
    expect(over.statusCode).toBe(422);
    expect(over.json().error.fields).toEqual({ amount: M.moreThanLeft('60.00') });
    expect((await refund({ amount: '5', refundType: 'Cash' })).json().error.fields).toEqual({
      refundType: M.refundType,
    });
    expect((await refund({ amount: '5', refundedOn: '2999-01-01' })).json().error.fields).toEqual({
      refundedOn: M.dateFuture,
    });
    expect((await refund({ amount: '5' }, adjuster)).statusCode).toBe(403);
    expect(await k.counts(s.id)).toEqual(before);

    const done = await refund({ amount: '25.00', refundType: 'directDeposit', reference: 'DD-1' });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({
      refunded: '25.00',
      left: '35.00',
      refunds: [{ amount: '25.00', refundType: 'directDeposit', refundTypeLabel: 'Direct Deposit', reference: 'DD-1' }],
    });
    expect((await get(k.url(s.id, '/balance'))).json()).toMatchObject({ owed: '0.00', credit: '35.00' });

    // the payment that left the credit is not cancelled once the credit is used; the credit is not deleted alone
    const cancel = await t.call('POST', k.url(s.id, `/payments/${paid.json().payment.id}/cancel`), k.bursar, {
      body: { reason: 'Wrong' },
    });
    expect(cancel.json().error.message).toBe(M.used);
    const del = await t.call('POST', k.url(s.id, `/credits/${c.id}/delete`), k.bursar, { body: { reason: 'x' } });
    expect(del.json().error.message).toBe(M.deleteOverpayment);
    expect(await k.unbalancedEntries()).toEqual([]);
  });
});

describe('scholarships', () => {
  it('awards a scholarship applied to an invoice with the rest held; deleting it reopens the invoice', async () => {
    const s = await makeStudent(t.db);
    const inv = await k.createInvoice(s.id, ['3000.00']);
    const award = (body: Record<string, unknown>) => post(k.url(s.id, '/scholarships'), body);
    expect((await award({ scholarshipId: k.tuition, amount: '10' })).json().error.fields).toEqual({
      scholarshipId: M.scholarship,
    });
    expect((await award({ scholarshipId: merit, amount: '10', createdOn: '2999-01-01' })).json().error.fields).toEqual({
      createdOn: M.dateFuture,
    });
    const made = await award({ scholarshipId: merit, amount: '5000.00', createdOn: '2026-08-15', invoiceId: inv.id });
    expect(made.statusCode, made.body).toBe(201);
    const sch = made.json();
    expect(sch).toMatchObject({
      kind: 'scholarship',
      kindLabel: 'Scholarship',
      scholarshipName: 'Merit Scholarship',
      amount: '5000.00',
      applied: '3000.00',
      left: '2000.00',
      createdOn: '2026-08-15',
      applications: [{ invoiceId: inv.id, amount: '3000.00', reversedAt: null }],
    });
    expect((await get(k.url(s.id, `/invoices/${inv.id}`))).json()).toMatchObject({ status: 'FP', due: '0.00' });
    expect((await get(k.url(s.id, '/balance'))).json()).toMatchObject({ owed: '0.00', credit: '2000.00' });
    expect((await get(k.url(s.id, '/credits?kind=scholarship'))).json().total).toBe(1);
    expect((await get(k.url(s.id, '/credits?kind=credit'))).json().total).toBe(0);

    const refund = await post(k.url(s.id, `/credits/${sch.id}/refunds`), { amount: '1', refundType: 'Other' });
    expect(refund.json().error.message).toBe(M.scholarshipRefund);
    // an invoice paid by a scholarship is not cancelled while the scholarship pays it
    const cancel = await t.call('POST', k.url(s.id, `/invoices/${inv.id}/cancel`), k.bursar, { body: { reason: 'x' } });
    expect(cancel.json().error.message).toBe(INVOICE_MESSAGES.cancelWithPayments);

    const del = (token = k.bursar, body: unknown = { reason: 'Awarded in error' }) =>
      t.call('POST', k.url(s.id, `/credits/${sch.id}/delete`), token, { body });
    expect((await del(k.bursar, {})).statusCode).toBe(400);
    const gone = await del();
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toMatchObject({
      deletedByName: 'Bursar Staff',
      deleteReason: 'Awarded in error',
      left: '0.00',
      applications: [{ invoiceId: inv.id, reversedAt: expect.any(String) }],
    });
    expect((await get(k.url(s.id, `/invoices/${inv.id}`))).json()).toMatchObject({ status: 'CR', due: '3000.00' });
    expect((await get(k.url(s.id, '/balance'))).json()).toMatchObject({ owed: '3000.00', credit: '0.00' });
    expect((await get(k.url(s.id, '/credits'))).json().total).toBe(0);
    const deleted = (await get(k.url(s.id, '/credits/deleted'))).json();
    expect(deleted.items.map((c: { id: number }) => c.id)).toEqual([sch.id]);
    expect((await del()).json().error.message).toBe(M.deleted);
    const ledger = (await get(k.url(s.id, '/ledger?pageSize=100'))).json();
    const del1 = ledger.items.filter((l: { kind: string }) => l.kind === 'scholarshipDelete');
    expect(del1.map((l: { account: string; debit: string }) => [l.account, l.debit])).toEqual([
      ['receivable', '3000.00'],
      ['credit', '2000.00'],
    ]);
    expect(ledger.items.at(-1).balance).toBe('3000.00');
    expect(await k.unbalancedEntries()).toEqual([]);
  });
});

describe('created-on dates, reference numbers, who may', () => {
  it('edits the dates and references (audited), refuses a future date; the student only reads', async () => {
    const s = await makeStudent(t.db);
    const c = (
      await post(k.url(s.id, '/credits'), { amount: '10', reason: 'Refund of fees', createdOn: '2026-01-02' })
    ).json();
    const put = (what: string, body: unknown, token = k.bursar) =>
      t.call('PUT', k.url(s.id, `/credits/${c.id}/${what}`), token, { body });
    expect((await put('created-on', { createdOn: '2999-01-01' })).json().error.fields).toEqual({
      createdOn: M.dateFuture,
    });
    expect((await put('created-on', { createdOn: '2026-02-30' })).statusCode).toBe(400);
    const dated = await put('created-on', { createdOn: '2026-03-04' });
    expect(dated.statusCode, dated.body).toBe(200);
    expect(dated.json().createdOn).toBe('2026-03-04');
    expect((await put('reference', { reference: 'REF-9' })).json().reference).toBe('REF-9');
    const audits = await k.auditOf(CREDIT_ENTITY, c.id);
    expect(audits.map((a) => [a.action, a.before, a.after])).toEqual([
      ['add', null, expect.objectContaining({ amount: '10.00' })],
      ['updateCreatedOn', { studentId: s.id, createdOn: '2026-01-02' }, { studentId: s.id, createdOn: '2026-03-04' }],
      ['updateReference', { studentId: s.id, reference: null }, { studentId: s.id, reference: 'REF-9' }],
    ]);

    // a credit with refunds is not deleted
    await post(k.url(s.id, `/credits/${c.id}/refunds`), { amount: '1', refundType: 'Cheque' });
    const del = await t.call('POST', k.url(s.id, `/credits/${c.id}/delete`), k.bursar, { body: { reason: 'x' } });
    expect(del.json().error.message).toBe(M.deleteRefunded);

    const student = (await t.signIn({ userType: 'Student', studentId: s.id })).token;
    expect((await get(k.url(s.id, '/credits'), student)).json().total).toBe(1);
    expect((await get(k.url(s.id, `/credits/${c.id}`), student)).statusCode).toBe(200);
    expect((await post(k.url(s.id, '/credits'), { amount: '5', reason: 'x' }, student)).statusCode).toBe(403);
    expect((await put('reference', { reference: 'X' }, student)).statusCode).toBe(403);
    const other = await makeStudent(t.db);
    expect((await get(k.url(other.id, '/credits'), student)).statusCode).toBe(404);
    expect((await get(k.url(s.id, `/credits/${c.id}`), k.noFinance)).statusCode).toBe(403);
    expect((await get(k.url(other.id, `/credits/${c.id}`))).statusCode).toBe(404);
    expect((await put('created-on', { createdOn: '2026-01-01' }, adjuster)).statusCode).toBe(200);
  });
});
