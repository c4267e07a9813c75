import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CREDIT_MESSAGES,
  DIRECT_CREDIT_LABEL,
  DIRECT_PAYMENT_ENTITY,
  INVOICE_ENTITY,
  STUDENT_EXTRAS_MESSAGES as M,
  TEST_CARD_TOKENS,
} from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantComponents, grantMenus, makeGroup, makeStudent, makeUser, refIdOf } from '../../../factories/index.js';
import { rowsOf } from '../../../platform/db/index.js';
import { financeKit } from '../invoices/invoices.testkit.js';
import { seedDemoOldPayments } from './student-extras.demo.js';
import { insertOldPayments } from './student-extras.repo.js';
import { INSURANCE_EXPIRY_JOB, splitCents } from './student-extras.service.js';

let t: TestApp;
let k: Awaited<ReturnType<typeof financeKit>>;
/** the accounting details in full (loans, insurance) */
let clerk: string;

beforeAll(async () => {
  t = await testApp();
  k = await financeKit(t);
  const g = await makeGroup(t.db, { name: 'DetailsClerk' });
  await grantMenus(t.db, g.id, { '/student/list': 1 }, { parts: false });
  await grantComponents(t.db, g.id, { 'finance.accountingDetails': 15 });
  clerk = (await t.signIn({ groupId: g.id, firstName: 'Dee', lastName: 'Clerk' })).token;
});
afterAll(async () => {
  await t?.close();
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const post = (path: string, body: unknown, token = k.bursar, key: string | null = k.key()) =>
  t.call('POST', path, token, { body, headers: key ? { 'idempotency-key': key } : {} });
const put = (path: string, body: unknown, token = k.bursar) => t.call('PUT', path, token, { body });
const get = (path: string, token = k.bursar) => t.call('GET', path, token);

describe('direct payments (no invoice)', () => {
  it('lists the items, records a card payment once per key, balanced, in the no-invoice list', async () => {
    const s = await makeStudent(t.db);
    const options = (await get(k.url(s.id, '/direct-payments/options'))).json();
    expect(options.items).toContainEqual({ feeHeadId: k.tuition, label: 'Tuition Fee' });
    expect(options.items.at(-1)).toEqual({ feeHeadId: null, label: DIRECT_CREDIT_LABEL });

    const body = { feeHeadId: k.meal, amount: '120.50', method: 'CARD', cardToken: TEST_CARD_TOKENS.ok };
    const key = k.key();
    const first = await post(k.url(s.id, '/direct-payments'), body, k.bursar, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ itemLabel: 'Meal Plan', amount: '120.50', method: 'CARD', creditId: null });
    const again = await post(k.url(s.id, '/direct-payments'), body, k.bursar, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    const other = await post(k.url(s.id, '/direct-payments'), { ...body, amount: '1.00' }, k.bursar, key);
    expect(other.statusCode).toBe(422);

    const list = (await get(k.url(s.id, '/direct-payments'))).json();
    expect(list.total).toBe(1);
    const one = await get(k.url(s.id, `/direct-payments/${first.json().id}`));
    expect(one.json().id).toBe(first.json().id);
    expect(await k.unbalancedEntries()).toEqual([]);
    const [entry] = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from journal_entries where kind = 'directPayment' and student_id = ${s.id}`,
      ),
    );
    expect(Number(entry.n)).toBe(1);
  });

  it("keeps a payment with no fee head as the student's credit (source direct) and shows where it went", async () => {
    const s = await makeStudent(t.db);
    // by card: usable at once (a cheque's credit waits for the verification queue: payments/queue-kinds.test.ts)
    const res = await post(k.url(s.id, '/direct-payments'), {
      feeHeadId: null,
      amount: '300.00',
      method: 'CARD',
      cardToken: TEST_CARD_TOKENS.ok,
    });
    expect(res.statusCode, res.body).toBe(201);
    const creditId = res.json().creditId;
    expect(creditId).toBeGreaterThan(0);
    const inv = await k.createInvoice(s.id, ['100.00']);
    const applied = await post(k.url(s.id, `/credits/${creditId}/apply`), { invoiceId: inv.id, amount: '40.00' });
    expect(applied.statusCode, applied.body).toBeLessThan(300);
    const view = (await get(k.url(s.id, `/credits/${creditId}/no-invoice`))).json();
    expect(view).toMatchObject({ creditId, kind: 'credit', amount: '300.00', payment: { id: res.json().id } });
    expect(view.items).toMatchObject([{ invoiceId: inv.id, amount: '40.00', reversedAt: null }]);
    const invoicesView = (await get(k.url(s.id, `/credits/${creditId}/invoices`))).json();
    expect(invoicesView.items).toHaveLength(1);
    const credits = (await get(k.url(s.id, '/credits'))).json();
    expect(credits.items.find((c: { id: number }) => c.id === creditId)).toMatchObject({ source: 'direct' });
    // money paid in is refunded, never deleted away
    const removed = await post(k.url(s.id, `/credits/${creditId}/delete`), { reason: 'Mistake' }, k.bursar, null);
    expect(removed.statusCode).toBe(422);
    expect(removed.json().error.message).toBe(CREDIT_MESSAGES.deleteDirect);
    expect(await k.unbalancedEntries()).toEqual([]);
  });

  it('refuses bad input with field errors, a declined card with nothing written, and readers', async () => {
    const s = await makeStudent(t.db);
    const bad = await post(k.url(s.id, '/direct-payments'), { feeHeadId: k.tuition, amount: '-1', method: 'OTHER' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['amount', 'otherKind', 'reference']));
    const future = await post(k.url(s.id, '/direct-payments'), {
      feeHeadId: 999999,
      amount: '5.00',
      method: 'CARD',
      cardToken: TEST_CARD_TOKENS.ok,
      paidOn: day(5),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toMatchObject({ paidOn: M.paidOnFuture, feeHeadId: M.item });
    const noKey = await post(
      k.url(s.id, '/direct-payments'),
      { feeHeadId: k.tuition, amount: '5.00', method: 'CARD', cardToken: TEST_CARD_TOKENS.ok },
      k.bursar,
      null,
    );
    expect(noKey.statusCode).toBe(400);
    const declined = await post(k.url(s.id, '/direct-payments'), {
      feeHeadId: k.tuition,
      amount: '5.00',
      method: 'CARD',
      cardToken: TEST_CARD_TOKENS.declined,
    });
    expect(declined.statusCode).toBe(402);
    const typedDeclined = await post(k.url(s.id, '/direct-payments'), {
      feeHeadId: k.tuition,
      amount: '5.00',
      method: 'CARD',
      cardName: 'Ada Student',
      cardNumber: '4000 0000 0000 0002',
      cardExpiry: '12/40',
      cardCvc: '123',
    });
    expect(typedDeclined.statusCode).toBe(402);
    expect((await get(k.url(s.id, '/direct-payments'))).json().total).toBe(0);
    const typed = await post(k.url(s.id, '/direct-payments'), {
      feeHeadId: k.tuition,
      amount: '5.00',
      method: 'CARD',
      cardName: 'Ada Student',
      cardNumber: '4242 4242 4242 4242',
      cardExpiry: '12/40',
      cardCvc: '123',
    });
    expect(typed.statusCode, typed.body).toBe(201);
    expect((await get(k.url(s.id, '/direct-payments'))).json().total).toBe(1);
    const reader = await post(
      k.url(s.id, '/direct-payments'),
      { feeHeadId: k.tuition, amount: '5.00', method: 'CARD', cardToken: TEST_CARD_TOKENS.ok },
      k.financeReader,
    );
    expect(reader.statusCode).toBe(403);
    expect((await get(k.url(s.id, '/direct-payments'), k.noFinance)).statusCode).toBe(403);
    // the student reads her own no-invoice payments but records none, and sees no one else's
    const { token: own } = await t.signIn({ userType: 'Student', studentId: s.id });
    expect((await get(k.url(s.id, '/direct-payments'), own)).statusCode).toBe(200);
    const selfPay = await post(
      k.url(s.id, '/direct-payments'),
      { feeHeadId: k.tuition, amount: '5.00', method: 'CARD', cardToken: TEST_CARD_TOKENS.ok },
      own,
    );
    expect(selfPay.statusCode).toBe(403);
    const other = await makeStudent(t.db);
    expect([403, 404]).toContain((await get(k.url(other.id, '/direct-payments'), own)).statusCode);
  });

  it('corrects the created-on date with a reason, audited; not in the future', async () => {
    const s = await makeStudent(t.db);
    const p = (
      await post(k.url(s.id, '/direct-payments'), {
        feeHeadId: k.tuition,
        amount: '10.00',
        method: 'CARD',
        cardToken: TEST_CARD_TOKENS.ok,
      })
    ).json();
    const path = k.url(s.id, `/direct-payments/${p.id}/created-on`);
    const ok = await put(path, { createdOn: '2026-01-15', reason: 'Received in January' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().createdOn).toBe('2026-01-15');
    expect((await k.auditOf(DIRECT_PAYMENT_ENTITY, p.id)).map((a) => a.action)).toEqual(['pay', 'updateCreatedOn']);
    expect((await put(path, { createdOn: day(3), reason: 'x' })).statusCode).toBe(400);
    expect((await put(path, { createdOn: 'soon', reason: '' })).json().error.fields).toHaveProperty('createdOn');
    expect((await put(path, { createdOn: '2026-01-10', reason: 'x' }, k.financeReader)).statusCode).toBe(403);
  });
});

describe("an invoice's stage, date and installments", () => {
  it('changes the stage and the date with a reason (audited), not on a cancelled invoice', async () => {
    const s = await makeStudent(t.db);
    const inv = await k.createInvoice(s.id, ['900.00']);
    const stage = await refIdOf(t.db, 'stage');
    const staged = await put(k.url(s.id, `/invoices/${inv.id}/stage`), { stageId: stage, reason: 'Billed for MD 1' });
    expect(staged.statusCode, staged.body).toBe(200);
    expect(staged.json()).toMatchObject({ invoiceId: inv.id, stageId: stage });
    expect((await put(k.url(s.id, `/invoices/${inv.id}/stage`), { stageId: 0, reason: '' })).statusCode).toBe(400);
    const dated = await put(k.url(s.id, `/invoices/${inv.id}/invoice-date`), {
      invoiceDate: '2026-08-15',
      reason: 'Issued early',
    });
    expect(dated.statusCode, dated.body).toBe(200);
    expect(dated.json().invoiceDate).toBe('2026-08-15');
    const late = await put(k.url(s.id, `/invoices/${inv.id}/invoice-date`), { invoiceDate: '2026-10-30', reason: 'x' });
    expect(late.json().error.fields).toEqual({ invoiceDate: M.dateAfterDue });
    expect((await k.auditOf(INVOICE_ENTITY, inv.id)).map((a) => a.action)).toEqual(
      expect.arrayContaining(['updateStage', 'updateInvoiceDate']),
    );
    await post(k.url(s.id, `/invoices/${inv.id}/cancel`), { reason: 'Wrong' }, k.bursar, null);
    const cancelled = await put(k.url(s.id, `/invoices/${inv.id}/stage`), { stageId: stage, reason: 'x' });
    expect(cancelled.statusCode).toBe(422);
  });

  it("spreads what is owed over the semester's installment end dates", async () => {
    expect(splitCents(1000, 3)).toEqual([334, 333, 333]);
    const s = await makeStudent(t.db);
    const inv = await k.createInvoice(s.id, ['1000.00']);
    const spring = await refIdOf(t.db, 'semester', 'Spring 2026');
    const path = k.url(s.id, `/invoices/${inv.id}/installments`);
    const res = await put(path, { installments: 3, semesterId: spring });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().installments).toEqual([
      { number: 1, endDate: '2026-01-31', amount: '333.34' },
      { number: 2, endDate: '2026-02-28', amount: '333.33' },
      { number: 3, endDate: '2026-03-31', amount: '333.33' },
    ]);
    expect((await get(k.url(s.id, `/invoices/${inv.id}/plan`))).json().installments).toHaveLength(3);
    expect((await put(path, { installments: 4, semesterId: spring })).statusCode).toBe(422);
    expect((await put(path, { installments: 1 })).json().error.fields).toHaveProperty('installments');
  });
});

describe('old payments, loans, malpractice insurance', () => {
  it('lists the old payments read only (the demo seeds some once)', async () => {
    expect(await seedDemoOldPayments(t.db)).toBeGreaterThan(0);
    expect(await seedDemoOldPayments(t.db)).toBe(0);
    const s = await makeStudent(t.db);
    await insertOldPayments(t.db, [
      { studentId: s.id, paidOn: '2019-05-01', description: 'Tuition 2019', amountCents: 150000, method: 'Cheque' },
    ]);
    const res = await get(k.url(s.id, '/old-payments?pageSize=25'));
    expect(res.json()).toMatchObject({ total: 1, items: [{ description: 'Tuition 2019', amount: '1500.00' }] });
    expect((await get(k.url(s.id, '/old-payments?pageSize=7'))).statusCode).toBe(400);
  });

  it('adds, updates, reads and deletes a loan (audited); bad input is a 400', async () => {
    const s = await makeStudent(t.db);
    const body = { loanType: 'federal', lender: 'Dept. of Education', amount: '20000', status: 'approved' };
    const added = await t.call('POST', k.url(s.id, '/loans'), clerk, { body });
    expect(added.statusCode, added.body).toBe(200);
    const loan = added.json();
    expect(loan).toMatchObject({ loanTypeLabel: 'Federal loan', amount: '20000.00' });
    const updated = await t.call('POST', k.url(s.id, '/loans'), clerk, {
      body: { ...body, id: loan.id, status: 'disbursed', disbursedOn: '2026-09-01' },
    });
    expect(updated.json()).toMatchObject({ id: loan.id, status: 'disbursed' });
    expect((await get(k.url(s.id, `/loans/${loan.id}`), clerk)).json().status).toBe('disbursed');
    const bad = await t.call('POST', k.url(s.id, '/loans'), clerk, { body: { loanType: 'gift', amount: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(
      expect.arrayContaining(['loanType', 'lender', 'amount', 'status']),
    );
    expect((await t.call('DELETE', k.url(s.id, `/loans/${loan.id}`), clerk)).statusCode).toBe(200);
    expect((await get(k.url(s.id, '/loans'), clerk)).json().items).toEqual([]);
    expect((await get(k.url(s.id, `/loans/${loan.id}`), clerk)).statusCode).toBe(404);
    expect((await get(k.url(s.id, '/loans'), k.noFinance)).statusCode).toBe(403);
  });

  it('adds a policy; the daily job warns the student once before it lapses', async () => {
    const s = await makeStudent(t.db);
    const account = await makeUser(t.db, { studentId: s.id });
    const bad = await t.call('POST', k.url(s.id, '/malpractice-insurance'), clerk, {
      body: { provider: 'MedPro', policyNumber: 'P-1', startDate: '2026-05-01', expiryDate: '2026-04-01' },
    });
    expect(bad.json().error.fields).toEqual({ expiryDate: M.expiryBeforeStart });
    const res = await t.call('POST', k.url(s.id, '/malpractice-insurance'), clerk, {
      body: { provider: 'MedPro', policyNumber: 'P-1', coverage: '1000000', startDate: day(-300), expiryDate: day(10) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const policy = res.json();
    expect((await get(k.url(s.id, `/malpractice-insurance/${policy.id}`), clerk)).json().coverage).toBe('1000000.00');
    expect((await get(k.url(s.id, '/malpractice-insurance'), clerk)).json().items).toHaveLength(1);
    await t.app.jobs.run(INSURANCE_EXPIRY_JOB);
    await t.app.jobs.run(INSURANCE_EXPIRY_JOB);
    const sent = rowsOf<{ type: string }>(
      await t.db.execute(sql`select type from notifications where user_id = ${account.id}`),
    );
    expect(sent).toEqual([{ type: 'INSURANCE' }]);
    expect((await get(k.url(s.id, `/malpractice-insurance/${policy.id}`), clerk)).json().notifiedAt).not.toBeNull();
  });
});
