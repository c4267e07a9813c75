import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_ENTITY, INVOICE_MESSAGES } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { makeStudent } from '../../../factories/index.js';
import { createInvoiceRunService } from './invoice-run.service.js';
import { financeKit } from './invoices.testkit.js';

let t: TestApp;
let k: Awaited<ReturnType<typeof financeKit>>;
let run: ReturnType<typeof createInvoiceRunService>['run'];
const actor = { userId: 0, roleId: null, userType: 'Staff', groupId: null };

beforeAll(async () => {
  t = await testApp();
  k = await financeKit(t);
  run = createInvoiceRunService({ db: t.db, now: () => new Date('2026-09-01T12:00:00Z') }).run;
  const me = (await t.call('GET', '/api/auth/me', k.bursar)).json();
  actor.userId = me.user.id;
});
afterAll(async () => {
  await t?.close();
});

/** What an invoice reads as, less what differs between two invoices of the same input (ids, stamps). */
const shape = (d: Record<string, unknown> & { items: Record<string, unknown>[] }) => {
  const { id: _id, studentId: _s, createdAt: _c, items, ...rest } = d;
  return { ...rest, items: items.map(({ id: _i, ...item }) => item) };
};

describe('an invoice run', () => {
  it('makes for each student what createInvoice makes of the same input: items, posting and audit row', async () => {
    const [a, b, single] = [await makeStudent(t.db), await makeStudent(t.db), await makeStudent(t.db)];
    const body = k.invoiceBody(['1000.00', '250.50']);
    const { body: answer } = await run(
      actor,
      { ...body, students: [a, b].map((s) => ({ studentId: s.id, items: body.items })) },
      k.key(),
    );
    expect(answer.invoiceIds).toHaveLength(2);
    const one = await k.createInvoice(single.id, ['1000.00', '250.50']);
    for (const [s, id] of [
      [a, answer.invoiceIds[0]],
      [b, answer.invoiceIds[1]],
    ] as const) {
      const details = (await t.call('GET', k.url(s.id, `/invoices/${id}`), k.bursar)).json();
      expect(shape(details)).toEqual(shape(one));
      const ledger = (await t.call('GET', k.url(s.id, '/ledger'), k.bursar)).json();
      expect(ledger.items).toEqual([
        expect.objectContaining({ kind: 'invoice', invoiceId: id, debit: '1250.50', balance: '1250.50' }),
      ]);
      expect(await k.auditOf(INVOICE_ENTITY, id)).toEqual([
        expect.objectContaining({
          action: 'create',
          after: expect.objectContaining({ studentId: s.id, amount: '1250.50' }),
        }),
      ]);
    }
    expect(await k.unbalancedEntries()).toEqual([]);
  });

  it('is all or none: a bad fee head or student writes nothing (400 naming it); a key answers once', async () => {
    const s = await makeStudent(t.db);
    const before = await k.counts(s.id);
    const body = k.invoiceBody(['10']);
    const bad = run(
      actor,
      {
        ...body,
        students: [
          { studentId: s.id, items: body.items },
          { studentId: 99999999, items: [{ feeHeadId: k.semester, amount: '5' }] },
        ],
      },
      k.key(),
    );
    await expect(bad).rejects.toMatchObject({
      status: 400,
      fields: { 'students.1.studentId': 'Student not found', 'students.1.items.0.feeHeadId': INVOICE_MESSAGES.feeHead },
    });
    expect(await k.counts(s.id)).toEqual(before);

    const key = k.key();
    const input = { ...body, students: [{ studentId: s.id, items: body.items }] };
    const first = await run(actor, input, key);
    const again = await run(actor, input, key);
    expect(again).toMatchObject({ replayed: true, body: first.body });
    expect((await k.counts(s.id)).invoices).toBe(before.invoices + 1);
  });
});
