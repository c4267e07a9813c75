import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_ENTITY, INVOICE_MESSAGES, MONEY_MESSAGES } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { makeStudent } from '../../../factories/index.js';
import { studentAccounting } from '../accounting/student-accounting.schema.js';
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

describe('invoices', () => {
  it('creates an invoice that posts the receivable against revenue, and reads it back', async () => {
    const s = await makeStudent(t.db);
    const inv = await k.createInvoice(s.id, ['1000.00', '250.5']);
    expect(inv).toMatchObject({
      studentId: s.id,
      type: 2,
      typeLabel: 'Med 1-5',
      title: 'Fall tuition',
      status: 'CR',
      statusLabel: 'Open',
      amount: '1250.50',
      paid: '0.00',
      due: '1250.50',
      invoiceDate: '2026-09-01',
      dueDate: '2026-09-30',
      createdByName: 'Bursar Staff',
    });
    expect(inv.items.map((i: { feeHeadLabel: string; amount: string }) => [i.feeHeadLabel, i.amount])).toEqual([
      ['Tuition Fee', '1000.00'],
      ['Meal Plan', '250.50'],
    ]);
    const details = await t.call('GET', k.url(s.id, `/invoices/${inv.id}`), k.financeReader);
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json()).toEqual(inv);

    const list = (await t.call('GET', k.url(s.id, '/invoices'), k.financeReader)).json();
    expect(list).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(list.items[0]).toMatchObject({ id: inv.id, amount: '1250.50', status: 'CR' });

    const ledger = (await t.call('GET', k.url(s.id, '/ledger'), k.financeReader)).json();
    expect(ledger.items).toEqual([
      expect.objectContaining({
        kind: 'invoice',
        account: 'receivable',
        debit: '1250.50',
        credit: '0.00',
        balance: '1250.50',
        invoiceId: inv.id,
      }),
    ]);
    expect((await t.call('GET', k.url(s.id, '/balance'), k.financeReader)).json()).toEqual({
      studentId: s.id,
      invoiced: '1250.50',
      paid: '0.00',
      owed: '1250.50',
      credit: '0.00',
      balance: '1250.50',
    });
    expect(await k.auditOf(INVOICE_ENTITY, inv.id)).toEqual([
      expect.objectContaining({
        action: 'create',
        after: expect.objectContaining({ studentId: s.id, amount: '1250.50' }),
      }),
    ]);
    expect(await k.unbalancedEntries()).toEqual([]);
  });

  it('refuses bad input with the fields named, and writes nothing', async () => {
    const s = await makeStudent(t.db);
    const before = await k.counts(s.id);
    const post = (body: unknown, headers: Record<string, string> = { 'idempotency-key': k.key() }) =>
      t.call('POST', k.url(s.id, '/invoices'), k.bursar, { body, headers });

    const decimals = await post({ ...k.invoiceBody(), items: [{ feeHeadId: k.tuition, amount: '10.005' }] });
    expect(decimals.statusCode).toBe(400);
    expect(decimals.json().error.fields).toEqual({ 'items.0.amount': MONEY_MESSAGES.format });

    const bad = await post({
      ...k.invoiceBody(),
      type: 21,
      dueDate: '2026-08-01',
      items: [
        { feeHeadId: k.tuition, amount: '-5' },
        { feeHeadId: k.tuition, amount: '0' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      type: INVOICE_MESSAGES.type,
      dueDate: INVOICE_MESSAGES.dueBeforeDate,
      'items.0.amount': MONEY_MESSAGES.format,
      'items.1.amount': MONEY_MESSAGES.positive,
    });
    expect((await post({ ...k.invoiceBody(), items: [] })).json().error.fields).toEqual({
      items: INVOICE_MESSAGES.items,
    });
    // a fee head that is not one (a semester's id), checked by the server
    const head = await post({ ...k.invoiceBody(), items: [{ feeHeadId: k.semester, amount: '5' }] });
    expect(head.statusCode).toBe(400);
    expect(head.json().error.fields).toEqual({ 'items.0.feeHeadId': INVOICE_MESSAGES.feeHead });
    // the Idempotency-Key is required
    const noKey = await post(k.invoiceBody(), {});
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.fields).toEqual({ 'idempotency-key': INVOICE_MESSAGES.idempotencyKey });

    expect(await k.counts(s.id)).toEqual(before);
  });

  it('changes the due date (not before the invoice date), audited', async () => {
    const s = await makeStudent(t.db);
    const inv = await k.createInvoice(s.id);
    const url = k.url(s.id, `/invoices/${inv.id}/due-date`);
    const early = await t.call('PUT', url, k.bursar, { body: { dueDate: '2026-08-31' } });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fields).toEqual({ dueDate: INVOICE_MESSAGES.dueBeforeDate });
    expect((await t.call('PUT', url, k.bursar, { body: { dueDate: '2026-02-30' } })).statusCode).toBe(400);
    const ok = await t.call('PUT', url, k.bursar, { body: { dueDate: '2026-10-15' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().dueDate).toBe('2026-10-15');
    expect((await k.auditOf(INVOICE_ENTITY, inv.id)).map((r) => [r.action, r.before, r.after]).at(-1)).toEqual([
      'updateDueDate',
      { studentId: s.id, dueDate: '2026-09-30' },
      { studentId: s.id, invoiceId: inv.id, title: 'Fall tuition', dueDate: '2026-10-15' },
    ]);
  });

  it('deletes an item of an unpaid invoice by a reversal of its part, never the last item', async () => {
    const s = await makeStudent(t.db);
    const inv = await k.createInvoice(s.id, ['100.00', '40.00']);
    const del = (itemId: number) => t.call('DELETE', k.url(s.id, `/invoices/${inv.id}/items/${itemId}`), k.bursar);
    const res = await del(inv.items[1].id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ amount: '100.00', due: '100.00', status: 'CR' });
    expect(res.json().items[1].deletedAt).not.toBeNull();
    expect((await del(inv.items[1].id)).json().error.message).toBe(INVOICE_MESSAGES.itemDeleted);
    const last = await del(inv.items[0].id);
    expect(last.statusCode).toBe(422);
    expect(last.json().error.message).toBe(INVOICE_MESSAGES.lastItem);
    expect((await del(999999)).statusCode).toBe(404);

    const ledger = (await t.call('GET', k.url(s.id, '/ledger'), k.bursar)).json();
    expect(
      ledger.items.map((l: { kind: string; debit: string; credit: string; balance: string }) => [
        l.kind,
        l.debit,
        l.credit,
        l.balance,
      ]),
    ).toEqual([
      ['invoice', '140.00', '0.00', '140.00'],
      ['invoiceItemDelete', '0.00', '40.00', '100.00'],
    ]);
    // once something is paid, items stay
    const other = await k.createInvoice(s.id, ['10.00', '20.00']);
    expect((await k.pay(s.id, other.id, { amount: '5' })).statusCode).toBe(201);
    const paid = await t.call('DELETE', k.url(s.id, `/invoices/${other.id}/items/${other.items[0].id}`), k.bursar);
    expect(paid.statusCode).toBe(422);
    expect(paid.json().error.message).toBe(INVOICE_MESSAGES.itemOfPaid);
    expect(await k.unbalancedEntries()).toEqual([]);
  });
  it("lists the invoice types for a new invoice, the student's own first", async () => {
    const s = await makeStudent(t.db);
    await t.db.insert(studentAccounting).values({ studentId: s.id, invoiceTypes: [9, 3] });
    const res = await t.call('GET', k.url(s.id, '/invoice-types'), k.financeReader);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toHaveLength(20);
    expect(res.json().items.slice(0, 3)).toEqual([
      { value: 3, label: 'Med 6', billed: true },
      { value: 9, label: 'Installment', billed: true },
      { value: 1, label: 'Pre-Med', billed: false },
    ]);
  });
});

describe('who may', () => {
  it("lets a student read their own invoices and ledger, not another's, and record no cheque", async () => {
    const s = await makeStudent(t.db);
    const other = await makeStudent(t.db);
    const inv = await k.createInvoice(s.id);
    const student = (await t.signIn({ userType: 'Student', studentId: s.id })).token;
    expect((await t.call('GET', k.url(s.id, '/invoices'), student)).json().total).toBe(1);
    expect((await t.call('GET', k.url(s.id, `/invoices/${inv.id}`), student)).statusCode).toBe(200);
    expect((await t.call('GET', k.url(s.id, '/ledger'), student)).statusCode).toBe(200);
    expect((await t.call('GET', k.url(other.id, '/invoices'), student)).statusCode).toBe(404);
    // she pays her own invoice herself by card only (selfservice.test.ts); a cheque is the bursar's to record
    const cheque = { amount: '1', method: 'OTHER', otherKind: 'cheque', reference: 'CHQ-1' };
    expect((await k.pay(s.id, inv.id, cheque, k.key(), student)).statusCode).toBe(403);
    // another student's invoice id under this student is absent
    const theirs = await k.createInvoice(other.id);
    expect((await t.call('GET', k.url(s.id, `/invoices/${theirs.id}`), k.bursar)).statusCode).toBe(404);
    expect((await k.pay(s.id, theirs.id, { amount: '1' })).statusCode).toBe(404);
  });

  it('needs the finance component for staff: read to read, write to pay', async () => {
    const s = await makeStudent(t.db);
    const inv = await k.createInvoice(s.id);
    expect((await t.call('GET', k.url(s.id, '/invoices'), k.noFinance)).statusCode).toBe(403);
    expect((await t.call('GET', k.url(s.id, '/invoices'), k.financeReader)).statusCode).toBe(200);
    expect((await k.pay(s.id, inv.id, { amount: '1' }, k.key(), k.financeReader)).statusCode).toBe(403);
    expect((await t.call('GET', k.url(s.id, '/invoices'), null)).statusCode).toBe(401);
  });
});
