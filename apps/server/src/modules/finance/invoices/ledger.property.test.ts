import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { centsToAmount, toCents } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantMenus, makeGroup, makeStudent, refIdOf } from '../../../factories/index.js';
import { rowsOf } from '../../../platform/db/index.js';
import { financeKit } from './invoices.testkit.js';

let t: TestApp;
let k: Awaited<ReturnType<typeof financeKit>>;
/** two accounting users (step 1 and step 2 of a verification must be different users) */
let accountants: [string, string];
let scholarship: number;

beforeAll(async () => {
  t = await testApp();
  k = await financeKit(t);
  const sign = async (name: string) => {
    const g = await makeGroup(t.db, { name });
    await grantMenus(t.db, g.id, { '/accounting/unverified-notifications': 7 });
    return (await t.signIn({ groupId: g.id, firstName: name, lastName: 'Accounts' })).token;
  };
  accountants = [await sign('First'), await sign('Second')];
  scholarship = await refIdOf(t.db, 'scholarship');
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
  fc.record({ op: fc.constant('addCredit' as const), cents: fc.integer({ min: 1, max: 300_00 }) }),
  fc.record({
    op: fc.constant('award' as const),
    pick: fc.nat(),
    cents: fc.integer({ min: 1, max: 600_00 }),
    toInvoice: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('applyCredit' as const),
    credit: fc.nat(),
    pick: fc.nat(),
    cents: fc.integer({ min: 1, max: 300_00 }),
  }),
  fc.record({ op: fc.constant('refund' as const), credit: fc.nat(), cents: fc.integer({ min: 1, max: 300_00 }) }),
  fc.record({ op: fc.constant('deleteCredit' as const), credit: fc.nat() }),
  // a verification step by one of the two accountants (the same one twice is refused at step 2)
  fc.record({ op: fc.constant('verify' as const), payment: fc.nat(), by: fc.nat({ max: 1 }) }),
  fc.record({ op: fc.constant('reject' as const), payment: fc.nat() }),
);

interface Invoice {
  id: number;
  status: string;
  amount: string;
  paid: string;
  items: { id: number; deletedAt: string | null }[];
}

interface Credit {
  id: number;
  left: string;
  amount: string;
  applied: string;
  refunded: string;
}

/** The net (debits less credits) of the clearing account over the student's entries. */
async function clearingOf(studentId: number) {
  const [row] = rowsOf<{ net: number }>(
    await t.db.execute(sql`select coalesce(sum(l.debit_cents - l.credit_cents), 0)::int as net from journal_lines l
      join journal_entries e on e.id = l.entry_id join ledger_accounts a on a.id = l.account_id
      where e.student_id = ${studentId} and a.kind = 'clearing'`),
  );
  return Number(row.net);
}

describe('the books under any sequence of invoices, payments, credits, scholarships, refunds and verifications', () => {
  it('balance every entry, match the student balance to the ledger, never overpay an invoice nor overdraw a credit', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const s = await makeStudent(t.db);
        const invoices: number[] = [];
        const payments: number[] = [];
        const credits: number[] = [];
        const base = (rest: string) => k.url(s.id, rest);
        const send = (path: string, body: unknown, token = k.bursar) =>
          t.call('POST', base(path), token, { body, headers: { 'idempotency-key': k.key() } });
        for (const st of steps) {
          if (st.op === 'addCredit') {
            const res = await send('/credits', { amount: centsToAmount(st.cents), reason: 'Adjustment' });
            expect(res.statusCode, res.body).toBe(201);
            credits.push(res.json().id);
            continue;
          }
          if (st.op === 'award') {
            const invoiceId = st.toInvoice && invoices.length ? invoices[st.pick % invoices.length] : null;
            const res = await send('/scholarships', {
              scholarshipId: scholarship,
              amount: centsToAmount(st.cents),
              invoiceId,
            });
            // a cancelled invoice is refused (400), any other award is made
            expect([201, 400], res.body).toContain(res.statusCode);
            if (res.statusCode === 201) credits.push(res.json().id);
            continue;
          }
          if (st.op === 'refund' || st.op === 'deleteCredit' || st.op === 'applyCredit') {
            if (!credits.length) continue;
            const creditId = credits[st.credit % credits.length];
            if (st.op === 'refund') {
              const res = await send(`/credits/${creditId}/refunds`, {
                amount: centsToAmount(st.cents),
                refundType: 'Cheque',
              });
              expect([201, 422], res.body).toContain(res.statusCode);
            } else if (st.op === 'deleteCredit') {
              const res = await t.call('POST', base(`/credits/${creditId}/delete`), k.bursar, {
                body: { reason: 'Error' },
              });
              expect([200, 422], res.body).toContain(res.statusCode);
            } else {
              if (!invoices.length) continue;
              const res = await send(`/credits/${creditId}/apply`, {
                invoiceId: invoices[st.pick % invoices.length],
                amount: centsToAmount(st.cents),
              });
              expect([200, 400, 422], res.body).toContain(res.statusCode);
            }
            continue;
          }
          if (st.op === 'verify' || st.op === 'reject') {
            if (!payments.length) continue;
            const paymentId = payments[st.payment % payments.length];
            const q = `/api/accounting/unverified-payments/${paymentId}`;
            if (st.op === 'reject') {
              const res = await t.call('POST', `${q}/reject`, accountants[0], { body: { reason: 'Bounced' } });
              expect([200, 422], res.body).toContain(res.statusCode);
            } else {
              const p = (await t.call('GET', `/api/accounting/payments/${paymentId}`, accountants[0])).json();
              const res = await t.call(
                'POST',
                `${q}/${p.verification === 'step1' ? 'step2' : 'step1'}`,
                accountants[st.by],
              );
              expect([200, 422], res.body).toContain(res.statusCode);
            }
            continue;
          }
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
        // every credit: never overdrawn; what the live ones hold is the student's credit account
        let held = 0;
        for (const id of credits) {
          const c: Credit & { deletedAt: string | null } = (
            await t.call('GET', base(`/credits/${id}`), k.bursar)
          ).json();
          const left = toCents(c.left);
          expect(left).toBeGreaterThanOrEqual(0);
          if (!c.deletedAt) {
            expect(toCents(c.applied) + toCents(c.refunded) + left).toBe(toCents(c.amount));
            held += left;
          }
        }
        // credits left by overpayments are credits too
        const all = (await t.call('GET', base('/credits?pageSize=100'), k.bursar)).json();
        const heldAll = all.items.reduce((n: number, c: Credit) => n + toCents(c.left), 0);
        expect(heldAll).toBeGreaterThanOrEqual(held);
        // cheques and wires waiting for verification are what the clearing account holds for this student
        const waiting = (
          await t.call('GET', `/api/accounting/unverified-payments?student=${s.id}&pageSize=100`, accountants[0])
        ).json();
        expect(await clearingOf(s.id)).toBe(
          waiting.items.reduce((n: number, p: { amount: string }) => n + toCents(p.amount), 0),
        );
        // the balance is the ledger's sum, and the receivable what the invoices still owe
        const ledger = (await t.call('GET', base('/ledger?pageSize=100'), k.bursar)).json();
        const sum = ledger.items.reduce(
          (n: number, l: { debit: string; credit: string }) => n + toCents(l.debit) - toCents(l.credit),
          0,
        );
        const balance = (await t.call('GET', base('/balance'), k.bursar)).json();
        expect(ledger.total).toBe(ledger.items.length);
        expect(toCents(balance.owed)).toBe(owed);
        // what the invoices say agrees with the ledger: invoiced less paid is what is owed
        expect(toCents(balance.invoiced) - toCents(balance.paid)).toBe(owed);
        expect(toCents(balance.credit)).toBe(heldAll);
        expect(toCents(balance.owed) - toCents(balance.credit)).toBe(sum);
        expect(balance.balance).toBe(centsToAmount(sum));
        if (ledger.items.length) expect(ledger.items.at(-1).balance).toBe(balance.balance);
      }),
      { numRuns: 25 },
    );
  });
});
