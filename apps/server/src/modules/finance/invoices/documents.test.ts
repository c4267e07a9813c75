import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BURSAR_LETTERHEAD, STATEMENT_MESSAGES } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { pdfText } from '../../../../test/pdf.js';
import { makeStudent } from '../../../factories/index.js';
import { financeKit } from './invoices.testkit.js';

let t: TestApp;
let k: Awaited<ReturnType<typeof financeKit>>;

beforeAll(async () => {
  // a fixed today: the statement's default end and "Generated" date
  t = await testApp({ clock: () => new Date('2026-11-20T12:00:00Z') });
  k = await financeKit(t);
});
afterAll(async () => {
  await t?.close();
});

const pdf = async (url: string, token: string) => {
  const res = await t.call('GET', url, token);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return { res, text: pdfText(res.rawPayload) };
};

describe('the invoice PDF', () => {
  it('shows the school, the student, the number, dates, items, total, paid, balance and status', async () => {
    const s = await makeStudent(t.db, { firstName: 'Vera', lastName: 'Voucher' });
    const inv = await k.createInvoice(s.id, ['1000.00', '250.50']);
    const paid = await k.pay(s.id, inv.id, {
      amount: '400',
      method: 'OTHER',
      otherKind: 'cheque',
      reference: 'CHQ-771122',
      paidOn: '2026-09-15',
    });
    expect(paid.statusCode, paid.body).toBe(201);

    const { res, text } = await pdf(k.url(s.id, `/invoices/${inv.id}/pdf`), k.financeReader);
    expect(res.headers['content-disposition']).toContain(`attachment; filename="Invoice_${inv.id}.pdf"`);
    for (const part of [
      BURSAR_LETTERHEAD.school,
      'INVOICE',
      'Vera Voucher',
      String(s.id),
      `Invoice ${inv.id}`,
      'Fall tuition',
      'Med 1-5',
      '09/01/2026',
      '09/30/2026',
      'Partial Paid',
      'Tuition Fee',
      '$1,000.00',
      'Meal Plan',
      '$250.50',
      'Cheque',
      'CHQ-771122',
      '09/15/2026',
      '$1,250.50',
      '$400.00',
      '$850.50',
      'Generated 11/20/2026',
    ])
      expect(text).toContain(part);
  });

  it("answers 404 for another student's invoice or none, 403 without the payments component", async () => {
    const s = await makeStudent(t.db);
    const other = await makeStudent(t.db);
    const theirs = await k.createInvoice(other.id);
    expect((await t.call('GET', k.url(s.id, `/invoices/${theirs.id}/pdf`), k.bursar)).statusCode).toBe(404);
    expect((await t.call('GET', k.url(s.id, '/invoices/99999999/pdf'), k.bursar)).statusCode).toBe(404);
    expect((await t.call('GET', k.url(other.id, `/invoices/${theirs.id}/pdf`), k.noFinance)).statusCode).toBe(403);
    expect((await t.call('GET', k.url(other.id, `/invoices/${theirs.id}/pdf`), null)).statusCode).toBe(401);
  });

  it('says when an invoice is cancelled and why', async () => {
    const s = await makeStudent(t.db);
    const inv = await k.createInvoice(s.id, ['300']);
    const c = await t.call('POST', k.url(s.id, `/invoices/${inv.id}/cancel`), k.bursar, {
      body: { reason: 'Billed in error' },
    });
    expect(c.statusCode, c.body).toBe(200);
    const { text } = await pdf(k.url(s.id, `/invoices/${inv.id}/pdf`), k.bursar);
    expect(text).toContain('Cancelled');
    expect(text).toContain('Billed in error');
    expect(text).toContain('No payments received.');
  });
});

describe('the payment receipt', () => {
  it('shows who paid, how, how much, the invoice, and whether it is verified or cancelled', async () => {
    const s = await makeStudent(t.db, { firstName: 'Rita', lastName: 'Receipt' });
    const other = await makeStudent(t.db);
    const inv = await k.createInvoice(s.id, ['1000.00']);
    const cheque = await k.pay(s.id, inv.id, {
      amount: '400',
      method: 'OTHER',
      otherKind: 'cheque',
      reference: 'CHQ-5150',
      paidOn: '2026-10-05',
    });
    expect(cheque.statusCode, cheque.body).toBe(201);
    expect((await k.pay(s.id, inv.id, { amount: '250.75', paidOn: '2026-10-06' })).statusCode).toBe(201);
    const list = (await t.call('GET', k.url(s.id, '/payments?sort=id'), k.bursar)).json();
    const [chequeId, cardId] = list.items.map((p: { id: number }) => p.id);

    const first = await pdf(k.url(s.id, `/payments/${chequeId}/receipt`), k.financeReader);
    expect(first.res.headers['content-disposition']).toContain(`filename="Receipt_${chequeId}.pdf"`);
    for (const part of [
      BURSAR_LETTERHEAD.school,
      'RECEIPT',
      'Rita Receipt',
      `Receipt Number${chequeId}`,
      '10/05/2026',
      'Cheque',
      'CHQ-5150',
      `${inv.id}: Fall tuition`,
      'Amount Received$400.00',
      'awaits verification',
    ])
      expect(first.text).toContain(part);
    const card = await pdf(k.url(s.id, `/payments/${cardId}/receipt`), k.bursar);
    expect(card.text).toContain('Amount Received$250.75');
    expect(card.text).toContain('Thank you for your payment.');

    const cancel = await t.call('POST', k.url(s.id, `/payments/${cardId}/cancel`), k.bursar, {
      body: { reason: 'Charged twice' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = await pdf(k.url(s.id, `/payments/${cardId}/receipt`), k.bursar);
    expect(cancelled.text).toContain('was cancelled');
    expect(cancelled.text).toContain('Charged twice');

    expect((await t.call('GET', k.url(other.id, `/payments/${chequeId}/receipt`), k.bursar)).statusCode).toBe(404);
    expect((await t.call('GET', k.url(s.id, '/payments/99999999/receipt'), k.bursar)).statusCode).toBe(404);
    expect((await t.call('GET', k.url(s.id, `/payments/${chequeId}/receipt`), k.noFinance)).statusCode).toBe(403);
  });
});

describe('the payment statement', () => {
  it('lists the postings of a range with the running balance, the balance brought forward and the invoices issued', async () => {
    const s = await makeStudent(t.db, { firstName: 'Stan', lastName: 'Statement' });
    const first = await k.createInvoice(s.id, ['1000.00']); // 09/01/2026
    const card = await k.pay(s.id, first.id, { amount: '600', paidOn: '2026-09-10' });
    expect(card.statusCode, card.body).toBe(201);
    const wire = await k.pay(s.id, first.id, {
      amount: '150.25',
      method: 'OTHER',
      otherKind: 'wire',
      reference: 'WIRE-2026-0042',
      paidOn: '2026-10-02',
    });
    expect(wire.statusCode, wire.body).toBe(201);

    // the whole history, to today
    const all = await pdf(k.url(s.id, '/payment-statement'), k.financeReader);
    expect(all.res.headers['content-disposition']).toContain(
      `filename="Payment_Statement_${s.id}_2026-09-01_2026-11-20.pdf"`,
    );
    const text = all.text;
    for (const part of [
      BURSAR_LETTERHEAD.school,
      'PAYMENT STATEMENT',
      'Stan Statement',
      '09/01/2026 to 11/20/2026',
      'Balance brought forward',
      `Invoice ${first.id}: Fall tuition`,
      `Payment by card on invoice ${first.id}`,
      `Payment by wire transfer on invoice ${first.id}`,
      'WIRE-2026-0042',
      '$1,000.00',
      '$600.00',
      '$400.00', // after the card payment
      '$150.25',
      '$249.75', // after the wire: the balance at the end
      'Invoices issued in this period',
      'Partial Paid',
    ])
      expect(text).toContain(part);
    // in the order they happened
    expect(text.indexOf('Payment by card')).toBeLessThan(text.indexOf('Payment by wire transfer'));

    // a later range: the invoice and the card payment are brought forward; no invoice was issued in it
    const later = await pdf(k.url(s.id, '/payment-statement?from=2026-09-15&to=2026-10-31'), k.bursar);
    expect(later.text).toContain('09/15/2026 to 10/31/2026');
    expect(later.text).toContain('Balance on 09/15/2026$400.00');
    expect(later.text).not.toContain('Payment by card');
    expect(later.text).toContain('Payment by wire transfer');
    expect(later.text).toContain('Balance on 10/31/2026$249.75');
    expect(later.text).toContain('No invoices were issued in this period.');
  });

  it('refuses a range that ends before it starts (400), and needs the payments component', async () => {
    const s = await makeStudent(t.db);
    const bad = await t.call('GET', k.url(s.id, '/payment-statement?from=2026-10-01&to=2026-09-01'), k.bursar);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ from: STATEMENT_MESSAGES.range });
    expect((await t.call('GET', k.url(s.id, '/payment-statement'), k.noFinance)).statusCode).toBe(403);
    // a student with no postings: an empty statement of today
    const { text } = await pdf(k.url(s.id, '/payment-statement'), k.bursar);
    expect(text).toContain('11/20/2026 to 11/20/2026');
    expect(text).toContain('$0.00');
  });
});
