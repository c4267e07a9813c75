import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { centsToAmount, toCents } from '@caduceus/contracts';
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

/** One step a bursar may take; indexes pick among the invoices and payments made so far. */
const step = fc.oneof(
  fc.record({
    op: fc.constant('invoice' as const),
    items: fc.array(fc.integer({ min: 1, max: 500_00 }), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    op: fc.constant('pay' as const),
    pick: fc.nat(),
    cents: fc.integer({ min: 1, max: 600_00 }),
    keepRest: fc.boolean(),
    other: fc.boolean(),
  }),
  fc.record({ op: fc.constant('cancelPayment' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('cancelInvoice' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('deleteItem' as const), pick: fc.nat(), item: fc.nat() }),
);

interface Invoice {
  id: number;
  status: string;
  amount: string;
  paid: string;
  items: { id: number; deletedAt: string | null }[];
}

describe('the books under any sequence of invoices, payments, cancellations and reversals', () => {
  it('balance every entry, match the student balance to the ledger, and never overpay an invoice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        const s = await makeStudent(t.db);
        const invoices: number[] = [];
        const payments: number[] = [];
        const base = (rest: string) => k.url(s.id, rest);
        for (const st of steps) {
          if (st.op === 'invoice') {
            invoices.push((await k.createInvoice(s.id, st.items.map(centsToAmount))).id);
            continue;
          }
          if (st.op === 'cancelPayment') {
            if (!payments.length) continue;
            const res = await t.call(
              'POST',
              base(`/payments/${payments[st.pick % payments.length]}/cancel`),
              k.bursar,
              {
                body: { reason: 'Reversed' },
              },
            );
            expect([200, 422]).toContain(res.statusCode);
            continue;
          }
          if (!invoices.length) continue;
          const invoiceId = invoices[st.pick % invoices.length];
          if (st.op === 'pay') {
            const body = st.other
              ? {
                  amount: centsToAmount(st.cents),
                  method: 'OTHER',
                  otherKind: 'wire',
                  reference: 'W',
                  keepRestAsCredit: st.keepRest,
                }
              : { amount: centsToAmount(st.cents), keepRestAsCredit: st.keepRest };
            const res = await k.pay(s.id, invoiceId, body);
            expect([201, 422], res.body).toContain(res.statusCode);
            if (res.statusCode === 201) payments.push(res.json().payment.id);
          } else if (st.op === 'cancelInvoice') {
            const res = await t.call('POST', base(`/invoices/${invoiceId}/cancel`), k.bursar, {
              body: { reason: 'Void' },
            });
            expect([200, 422], res.body).toContain(res.statusCode);
          } else {
            const inv: Invoice = (await t.call('GET', base(`/invoices/${invoiceId}`), k.bursar)).json();
            const item = inv.items[st.item % inv.items.length];
            const res = await t.call('DELETE', base(`/invoices/${invoiceId}/items/${item.id}`), k.bursar);
            expect([200, 422], res.body).toContain(res.statusCode);
          }
        }

        expect(await k.unbalancedEntries()).toEqual([]);
        // every invoice: paid within its amount, its status what its money says, its amount its items'
        let owed = 0;
        for (const id of invoices) {
          const inv: Invoice = (await t.call('GET', base(`/invoices/${id}`), k.bursar)).json();
          const amount = toCents(inv.amount);
          const paid = toCents(inv.paid);
          expect(paid).toBeLessThanOrEqual(amount);
          const items = inv.items.filter((i) => !i.deletedAt) as unknown as { amount: string }[];
          expect(items.reduce((n, i) => n + toCents(i.amount), 0)).toBe(amount);
          if (inv.status === 'CN') expect(paid).toBe(0);
          else {
            expect(inv.status).toBe(paid === 0 ? 'CR' : paid < amount ? 'PP' : 'FP');
            owed += amount - paid;
          }
        }
        // the balance is the ledger's sum, and the receivable what the invoices still owe
        const ledger = (await t.call('GET', base('/ledger?pageSize=100'), k.bursar)).json();
        const sum = ledger.items.reduce(
          (n: number, l: { debit: string; credit: string }) => n + toCents(l.debit) - toCents(l.credit),
          0,
        );
        const balance = (await t.call('GET', base('/balance'), k.bursar)).json();
        expect(ledger.total).toBe(ledger.items.length);
        expect(toCents(balance.owed)).toBe(owed);
        expect(toCents(balance.owed) - toCents(balance.credit)).toBe(sum);
        expect(balance.balance).toBe(centsToAmount(sum));
        if (ledger.items.length) expect(ledger.items.at(-1).balance).toBe(balance.balance);
      }),
      { numRuns: 25 },
    );
  });
});
