import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES } from '@caduceus/contracts';
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

describe('Idempotency-Key on money-moving requests', () => {
  it('replays the first answer for the same key and body, and refuses the key with another body (422)', async () => {
    const s = await makeStudent(t.db);
    const inv = await k.createInvoice(s.id, ['500.00']);
    const key = k.key();
    const first = await k.pay(s.id, inv.id, { amount: '120.00' }, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // the same request again (its keys in another order): the first answer, marked, and no second payment
    const again = await t.call('POST', k.url(s.id, `/invoices/${inv.id}/payments`), k.bursar, {
      body: { amount: '120.00', method: 'CARD', cardToken: 'tok_visa' },
      headers: { 'idempotency-key': key },
    });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());

    const other = await k.pay(s.id, inv.id, { amount: '121.00' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().error.fields).toEqual({ 'idempotency-key': INVOICE_MESSAGES.idempotencyReused });
    // the same key on another operation is another request too
    const create = await t.call('POST', k.url(s.id, '/invoices'), k.bursar, {
      body: k.invoiceBody(),
      headers: { 'idempotency-key': key },
    });
    expect(create.statusCode).toBe(422);

    expect((await k.counts(s.id)).payments).toBe(1);
    const invoice = (await t.call('GET', k.url(s.id, `/invoices/${inv.id}`), k.bursar)).json();
    expect(invoice).toMatchObject({ paid: '120.00', status: 'PP' });
  });

  it('a refused request stores nothing: the key may be used again once the request is right', async () => {
    const s = await makeStudent(t.db);
    const inv = await k.createInvoice(s.id, ['50.00']);
    const key = k.key();
    expect((await k.pay(s.id, inv.id, { amount: '60.00' }, key)).statusCode).toBe(422);
    const ok = await k.pay(s.id, inv.id, { amount: '60.00', keepRestAsCredit: true }, key);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().payment).toMatchObject({ applied: '50.00', credit: '10.00' });
  });

  it('parallel duplicates give exactly one payment, each answered with it', async () => {
    const s = await makeStudent(t.db);
    const inv = await k.createInvoice(s.id, ['90.00']);
    const key = k.key();
    const answers = await Promise.all(Array.from({ length: 8 }, () => k.pay(s.id, inv.id, { amount: '90.00' }, key)));
    const codes = answers.map((a) => a.statusCode);
    // each waits for the first and replays it (409 only if a duplicate found the first still unanswered)
    expect(
      codes.every((c) => c === 201 || c === 409),
      codes.join(),
    ).toBe(true);
    const ids = new Set(answers.filter((a) => a.statusCode === 201).map((a) => a.json().payment.id));
    expect(ids.size).toBe(1);
    expect((await k.counts(s.id)).payments).toBe(1);
    expect((await t.call('GET', k.url(s.id, `/invoices/${inv.id}`), k.bursar)).json()).toMatchObject({
      paid: '90.00',
      status: 'FP',
    });
  });

  it('parallel payments with different keys never pay an invoice beyond its amount', async () => {
    const s = await makeStudent(t.db);
    const inv = await k.createInvoice(s.id, ['100.00']);
    const answers = await Promise.all(Array.from({ length: 6 }, () => k.pay(s.id, inv.id, { amount: '40.00' })));
    const codes = answers.map((a) => a.statusCode).sort();
    // two fit (80.00), the third would overpay (20.00 owed) and the rest find nothing or too little owed
    expect(codes).toEqual([201, 201, 422, 422, 422, 422]);
    expect((await t.call('GET', k.url(s.id, `/invoices/${inv.id}`), k.bursar)).json()).toMatchObject({
      paid: '80.00',
      due: '20.00',
      status: 'PP',
    });
    expect(await k.unbalancedEntries()).toEqual([]);
  });

  it('50 parallel requests, ten keys each retried five times, make ten payments and never overpay', async () => {
    const s = await makeStudent(t.db);
    const inv = await k.createInvoice(s.id, ['100.00']);
    const keys = Array.from({ length: 10 }, () => k.key());
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => k.pay(s.id, inv.id, { amount: '10.00' }, keys[n % 10])),
    );
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
    const byKey = new Map<string, Set<number>>();
    answers.forEach((a, n) => {
      if (a.statusCode !== 201) return;
      const ids = byKey.get(keys[n % 10]) ?? new Set<number>();
      ids.add(a.json().payment.id);
      byKey.set(keys[n % 10], ids);
    });
    expect([...byKey.values()].every((ids) => ids.size === 1)).toBe(true);
    expect((await k.counts(s.id)).payments).toBe(10);
    expect((await t.call('GET', k.url(s.id, `/invoices/${inv.id}`), k.bursar)).json()).toMatchObject({
      paid: '100.00',
      status: 'FP',
    });
    expect(await k.unbalancedEntries()).toEqual([]);
  });

  it('creating an invoice twice with one key makes one invoice', async () => {
    const s = await makeStudent(t.db);
    const key = k.key();
    const send = () =>
      t.call('POST', k.url(s.id, '/invoices'), k.bursar, {
        body: k.invoiceBody(),
        headers: { 'idempotency-key': key },
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect((await k.counts(s.id)).invoices).toBe(1);
  });
});
