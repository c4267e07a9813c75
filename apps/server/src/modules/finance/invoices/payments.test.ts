import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES, MONEY_MESSAGES, PAYMENT_ENTITY } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { makeStudent } from '../../../factories/index.js';
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

describe('payments', () => {
  it('pays in parts to Full Paid, refuses an overpayment (422, nothing written) unless the rest is kept as credit', async () => {
    const s = await makeStudent(t.db);
    const inv = await k.createInvoice(s.id, ['300.00']);
    const first = await k.pay(s.id, inv.id, {
      amount: '100.25',
      method: 'OTHER',
      otherKind: 'cheque',
      reference: 'CHQ-1',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      payment: {
        amount: '100.25',
        applied: '100.25',
        credit: '0.00',
        method: 'OTHER',
        otherKind: 'cheque',
        status: 'posted',
      },
      invoice: { status: 'PP', paid: '100.25', due: '199.75' },
    });

    const before = await k.counts(s.id);
    const over = await k.pay(s.id, inv.id, { amount: '200.00' });
    expect(over.statusCode).toBe(422);
    expect(over.json().error.fields).toEqual({ amount: INVOICE_MESSAGES.overpay('199.75') });
    expect(await k.counts(s.id)).toEqual(before);

    const rest = await k.pay(s.id, inv.id, { amount: '200.00', keepRestAsCredit: true });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json()).toMatchObject({
      payment: { amount: '200.00', applied: '199.75', credit: '0.25' },
      invoice: { status: 'FP', paid: '300.00', due: '0.00' },
    });
    expect((await k.pay(s.id, inv.id, { amount: '1', keepRestAsCredit: true })).json().error.message).toBe(
      INVOICE_MESSAGES.nothingOwed,
    );
    expect((await t.call('GET', k.url(s.id, '/balance'), k.bursar)).json()).toEqual({
      studentId: s.id,
      invoiced: '300.00',
      paid: '300.00',
      owed: '0.00',
      credit: '0.25',
      balance: '-0.25',
    });
    const list = (await t.call('GET', k.url(s.id, '/payments'), k.financeReader)).json();
    expect(list.total).toBe(2);
    expect(list.items.map((p: { amount: string }) => p.amount)).toEqual(['200.00', '100.25']);
    expect(await k.auditOf(PAYMENT_ENTITY, first.json().payment.id)).toEqual([
      expect.objectContaining({
        action: 'pay',
        after: expect.objectContaining({ amount: '100.25', invoiceId: inv.id }),
      }),
    ]);
  });

  it('checks the payment form: positive, 2 decimals, cheque or wire with a reference for OTHER', async () => {
    const s = await makeStudent(t.db);
    const inv = await k.createInvoice(s.id, ['50.00']);
    const fields = async (body: Record<string, unknown>) => {
      const res = await k.pay(s.id, inv.id, body);
      expect(res.statusCode).toBe(400);
      return res.json().error.fields;
    };
    expect(await fields({ amount: '0' })).toEqual({ amount: MONEY_MESSAGES.positive });
    expect(await fields({ amount: '-1' })).toEqual({ amount: MONEY_MESSAGES.format });
    expect(await fields({ amount: 10.123 })).toEqual({ amount: MONEY_MESSAGES.format });
    expect(await fields({ amount: '5', method: 'OTHER' })).toEqual({
      otherKind: INVOICE_MESSAGES.otherKind,
      reference: INVOICE_MESSAGES.reference,
    });
    expect(await fields({ amount: '5', method: 'CASH' })).toEqual({ method: INVOICE_MESSAGES.method });
    expect(await fields({ amount: '5', otherKind: 'wire' })).toEqual({ otherKind: INVOICE_MESSAGES.otherKindCard });
    expect((await k.counts(s.id)).payments).toBe(0);
  });

  it('cancels a payment by a reversal; an invoice with payments is not cancelled; a cancelled invoice is not paid', async () => {
    const s = await makeStudent(t.db);
    const inv = await k.createInvoice(s.id, ['80.00', '20.00']);
    const paid = (
      await k.pay(s.id, inv.id, { amount: '100', method: 'OTHER', otherKind: 'wire', reference: 'W-9' })
    ).json();
    expect(paid.invoice.status).toBe('FP');

    const cancelInvoice = () =>
      t.call('POST', k.url(s.id, `/invoices/${inv.id}/cancel`), k.bursar, { body: { reason: 'Billed twice' } });
    const refused = await cancelInvoice();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(INVOICE_MESSAGES.cancelWithPayments);

    const cancelPayment = () =>
      t.call('POST', k.url(s.id, `/payments/${paid.payment.id}/cancel`), k.bursar, {
        body: { reason: 'Wire returned' },
      });
    const undone = await cancelPayment();
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({
      payment: { status: 'cancelled', cancelReason: 'Wire returned' },
      invoice: { status: 'CR', paid: '0.00', due: '100.00' },
    });
    expect((await cancelPayment()).json().error.message).toBe(INVOICE_MESSAGES.paymentCancelled);
    expect(
      (await t.call('POST', k.url(s.id, `/payments/${paid.payment.id}/cancel`), k.bursar, { body: {} })).statusCode,
    ).toBe(400);

    const cancelled = await cancelInvoice();
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'CN',
      statusLabel: 'Cancelled',
      due: '0.00',
      cancelReason: 'Billed twice',
      cancelledByName: 'Bursar Staff',
    });
    expect((await cancelInvoice()).json().error.message).toBe(INVOICE_MESSAGES.cancelled);

    const before = await k.counts(s.id);
    const late = await k.pay(s.id, inv.id, { amount: '10' });
    expect(late.statusCode).toBe(422);
    expect(late.json().error.message).toBe(INVOICE_MESSAGES.cancelled);
    expect(await k.counts(s.id)).toEqual(before);

    expect((await t.call('GET', k.url(s.id, '/invoices'), k.bursar)).json().total).toBe(0);
    const gone = (await t.call('GET', k.url(s.id, '/invoices/cancelled'), k.bursar)).json();
    expect(gone.items.map((i: { id: number; status: string }) => [i.id, i.status])).toEqual([[inv.id, 'CN']]);

    const ledger = (await t.call('GET', k.url(s.id, '/ledger'), k.bursar)).json();
    expect(ledger.items.map((l: { kind: string; balance: string }) => [l.kind, l.balance])).toEqual([
      ['invoice', '100.00'],
      ['payment', '0.00'],
      ['paymentCancel', '100.00'],
      ['invoiceCancel', '0.00'],
    ]);
    expect(ledger.items[2].reversesEntryId).toBe(ledger.items[1].entryId);
    expect((await t.call('GET', k.url(s.id, '/balance'), k.bursar)).json().balance).toBe('0.00');
    expect(await k.unbalancedEntries()).toEqual([]);
  });
});
