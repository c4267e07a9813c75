import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_ENTITY, SELF_SERVICE_PAYMENT_MESSAGES, SHARING_MESSAGES, TEST_CARD_TOKENS } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { pdfText } from '../../../../test/pdf.js';
import { makeStudent } from '../../../factories/index.js';
import { studentsRepo } from '../../students/index.js';
import { financeKit } from './invoices.testkit.js';

let t: TestApp;
let k: Awaited<ReturnType<typeof financeKit>>;

beforeAll(async () => {
  t = await testApp();
  k = await financeKit(t);
});
afterAll(async () => {
  await t?.close();
});

/** A student with an open invoice, signed in as herself. */
async function ownStudent(status?: string) {
  const s = await makeStudent(t.db, status ? { status } : {});
  const inv = await k.createInvoice(s.id, ['1000.00', '250.50']);
  const { user, token } = await t.signIn({ userType: 'Student', studentId: s.id });
  return { s, inv, user, token };
}

describe("a student's own invoices", () => {
  it('reads her invoices, payments, balance and ledger, and pays her own invoice by card', async () => {
    const { s, inv, user, token } = await ownStudent();
    expect((await t.call('GET', k.url(s.id, '/invoices'), token)).json()).toMatchObject({ total: 1 });
    expect((await t.call('GET', k.url(s.id, '/balance'), token)).json()).toMatchObject({ owed: '1250.50' });

    const part = await k.pay(s.id, inv.id, { amount: '250.50' }, k.key(), token);
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json()).toMatchObject({
      payment: { method: 'CARD', amount: '250.50', status: 'posted' },
      invoice: { status: 'PP', due: '1000.00' },
    });
    const rest = await k.pay(s.id, inv.id, { amount: '1000' }, k.key(), token);
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().invoice).toMatchObject({ status: 'FP', due: '0.00' });

    expect((await t.call('GET', k.url(s.id, '/balance'), token)).json()).toMatchObject({ owed: '0.00' });
    const payments = (await t.call('GET', k.url(s.id, '/payments'), token)).json();
    expect(payments.total).toBe(2);
    const ledger = (await t.call('GET', k.url(s.id, '/ledger'), token)).json();
    expect(ledger.items.map((l: { kind: string }) => l.kind)).toEqual(['invoice', 'payment', 'payment']);
    // audited as hers
    const [row] = await k.auditOf(PAYMENT_ENTITY, part.json().payment.id);
    expect(row).toMatchObject({ actorId: user.id, action: 'pay' });
    expect(await k.unbalancedEntries()).toEqual([]);
  });

  it('pays by card only, for at most what is owed, dated today; refused writes leave nothing', async () => {
    const { s, inv, token } = await ownStudent();
    const before = await k.counts(s.id);
    const cheque = await k.pay(
      s.id,
      inv.id,
      { amount: '100', method: 'OTHER', otherKind: 'cheque', reference: 'CHQ-1' },
      k.key(),
      token,
    );
    expect(cheque.statusCode).toBe(403);
    expect(cheque.json().error.message).toBe(SELF_SERVICE_PAYMENT_MESSAGES.cardOnly);
    const credit = await k.pay(s.id, inv.id, { amount: '2000', keepRestAsCredit: true }, k.key(), token);
    expect(credit.statusCode).toBe(422);
    expect(credit.json().error.fields).toEqual({ keepRestAsCredit: SELF_SERVICE_PAYMENT_MESSAGES.noCredit });
    const dated = await k.pay(s.id, inv.id, { amount: '10', paidOn: '2026-01-02' }, k.key(), token);
    expect(dated.statusCode).toBe(422);
    expect(dated.json().error.fields).toEqual({ paidOn: SELF_SERVICE_PAYMENT_MESSAGES.today });
    // more than is owed is the service's 422, as for staff
    expect((await k.pay(s.id, inv.id, { amount: '5000' }, k.key(), token)).statusCode).toBe(422);
    // a declined card writes nothing
    const declined = await k.pay(s.id, inv.id, { amount: '10', cardToken: TEST_CARD_TOKENS.declined }, k.key(), token);
    expect(declined.statusCode).toBe(402);
    expect(await k.counts(s.id)).toEqual(before);
  });

  it("cannot read or pay another student's invoices (404)", async () => {
    const { s, token } = await ownStudent();
    const other = await makeStudent(t.db);
    const theirs = await k.createInvoice(other.id);
    expect((await t.call('GET', k.url(other.id, '/invoices'), token)).statusCode).toBe(404);
    expect((await t.call('GET', k.url(other.id, `/invoices/${theirs.id}`), token)).statusCode).toBe(404);
    expect((await t.call('GET', k.url(other.id, `/invoices/${theirs.id}/pdf`), token)).statusCode).toBe(404);
    expect((await t.call('GET', k.url(other.id, '/payment-statement'), token)).statusCode).toBe(404);
    expect((await k.pay(other.id, theirs.id, { amount: '1' }, k.key(), token)).statusCode).toBe(404);
    // their invoice under her own record is absent too
    expect((await k.pay(s.id, theirs.id, { amount: '1' }, k.key(), token)).statusCode).toBe(404);
    expect((await t.call('GET', k.url(s.id, `/invoices/${theirs.id}/pdf`), token)).statusCode).toBe(404);
    expect((await t.call('GET', k.url(other.id, '/invoices'), k.bursar)).json().items[0]).toMatchObject({
      id: theirs.id,
      status: 'CR',
      paid: '0.00',
    });
  });

  it('cannot create, cancel or change invoices, nor cancel payments (403)', async () => {
    const { s, inv, token } = await ownStudent();
    const paid = await k.pay(s.id, inv.id, { amount: '1' }, k.key(), token);
    expect(paid.statusCode, paid.body).toBe(201);
    const create = await t.call('POST', k.url(s.id, '/invoices'), token, {
      body: k.invoiceBody(),
      headers: { 'idempotency-key': k.key() },
    });
    expect(create.statusCode).toBe(403);
    const writes: [string, string, unknown][] = [
      ['POST', `/invoices/${inv.id}/cancel`, { reason: 'No' }],
      ['PUT', `/invoices/${inv.id}/due-date`, { dueDate: '2027-01-01' }],
      ['DELETE', `/invoices/${inv.id}/items/${inv.items[0].id}`, undefined],
      ['POST', `/payments/${paid.json().payment.id}/cancel`, { reason: 'Changed my mind' }],
    ];
    for (const [method, rest, body] of writes) {
      const res = await t.call(method as 'POST', k.url(s.id, rest), token, body ? { body } : {});
      expect(res.statusCode, `${method} ${rest}`).toBe(403);
    }
    const details = (await t.call('GET', k.url(s.id, `/invoices/${inv.id}`), token)).json();
    expect(details).toMatchObject({ status: 'PP', dueDate: '2026-09-30', paid: '1.00' });
    expect(details.payments[0].status).toBe('posted');
  });

  it('downloads her invoice PDF and her payment statement', async () => {
    const { s, inv, token } = await ownStudent();
    const file = await t.call('GET', k.url(s.id, `/invoices/${inv.id}/pdf`), token);
    expect(file.statusCode, file.body).toBe(200);
    expect(pdfText(file.rawPayload)).toContain(`Invoice ${inv.id}`);
    const statement = await t.call('GET', k.url(s.id, '/payment-statement'), token);
    expect(statement.statusCode, statement.body).toBe(200);
    expect(pdfText(statement.rawPayload)).toContain('$1,250.50');
  });

  it('reaches the invoices tab and pays when Financially Blocked (spec 000 section 4)', async () => {
    const { s, inv, token } = await ownStudent('Financially Blocked');
    const header = (await t.call('GET', k.url(s.id, '/header'), token)).json();
    expect(header.tabSet).toBe('financialBlock');
    expect(header.tabs).toContain('invoicePayments');
    expect((await t.call('GET', k.url(s.id, '/invoices'), token)).statusCode).toBe(200);
    const paid = await k.pay(s.id, inv.id, { amount: '1250.50' }, k.key(), token);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().invoice.status).toBe('FP');
  });
});

describe("a parent's view of the invoices", () => {
  it('reads them only once the student shares her accounting, and never pays', async () => {
    const { s, inv, token } = await ownStudent();
    const { user: parent, token: parentToken } = await t.signIn({ userType: 'Parent', studentId: s.id });
    await studentsRepo.linkParent(t.db, parent.id, s.id, 'Father');

    for (const rest of ['/invoices', `/invoices/${inv.id}`, '/payments', '/balance', '/ledger', '/payment-statement']) {
      const res = await t.call('GET', k.url(s.id, rest), parentToken);
      expect(res.statusCode, rest).toBe(403);
      expect(res.json().error.message).toBe(SHARING_MESSAGES.notShared);
    }
    const share = await t.call('PUT', k.url(s.id, `/sharing/${parent.id}`), token, { body: { parts: ['accounting'] } });
    expect(share.statusCode, share.body).toBe(200);
    expect((await t.call('GET', k.url(s.id, '/invoices'), parentToken)).json().total).toBe(1);
    const file = await t.call('GET', k.url(s.id, `/invoices/${inv.id}/pdf`), parentToken);
    expect(file.statusCode).toBe(200);
    const pay = await k.pay(s.id, inv.id, { amount: '1' }, k.key(), parentToken);
    expect(pay.statusCode).toBe(403);
    expect(pay.json().error.message).toBe(SHARING_MESSAGES.parentReadOnly);
    // a parent not linked to the student reaches nothing
    const { token: stranger } = await t.signIn({ userType: 'Parent', studentId: s.id });
    expect((await t.call('GET', k.url(s.id, '/invoices'), stranger)).statusCode).toBe(404);
  });
});
