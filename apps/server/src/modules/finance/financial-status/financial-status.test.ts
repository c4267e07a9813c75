import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { FINANCIAL_STATUS, STUDENT_TAB_SETS } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantComponents, grantMenus, makeGroup, makeStudent } from '../../../factories/index.js';
import { auditLog } from '../../../platform/db/tables.js';
import { students } from '../../students/tables.js';
import { financeKit } from '../invoices/invoices.testkit.js';
import { FINANCIAL_STATUS_JOB } from './financial-status.service.js';

const TODAY = '2026-11-28';
let t: TestApp;
let k: Awaited<ReturnType<typeof financeKit>>;
/** edit and read of the accounting-details tab */
let editor: string, reader: string;

beforeAll(async () => {
  t = await testApp({ clock: () => new Date(`${TODAY}T12:00:00Z`) });
  k = await financeKit(t);
  const sign = async (name: string, mode: number) => {
    const g = await makeGroup(t.db, { name });
    await grantMenus(t.db, g.id, { '/student/list': 1 }, { parts: false });
    await grantComponents(t.db, g.id, { 'finance.accountingDetails': mode });
    return (await t.signIn({ groupId: g.id, firstName: name, lastName: 'Staff' })).token;
  };
  editor = await sign('Controller', 15);
  reader = await sign('Viewer', 1);
});
afterAll(async () => {
  await t?.close();
});

const url = (id: number, rest = '') => `/api/students/${id}/financial-status${rest}`;
/** a student with one open invoice of 1,000.00 due `days` days before today */
async function owing(days: number) {
  const s = await makeStudent(t.db);
  const inv = await k.createInvoice(s.id, ['1000.00']);
  await t.db.execute(sql`update invoices set due_date = ${TODAY}::date - ${days}::int where id = ${inv.id}`);
  return { s, inv };
}
const statusOf = async (id: number) =>
  (await t.db.select({ v: students.financialStatus }).from(students).where(eq(students.id, id)))[0].v;
const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'student'),
        eq(auditLog.entityId, String(id)),
        inArray(auditLog.action, [
          'financialStatusChange',
          'updateFinancialCleared',
          'financialStatusRule',
          'financialStatusOverrideLift',
        ]),
      ),
    )
    .orderBy(asc(auditLog.id));

describe('the financial status rule', () => {
  it('sets Hold after 30 days overdue and Blocked after 60 in the sweep, and a payment lifts it at once', async () => {
    const fresh = await owing(10);
    const held = await owing(45);
    const blocked = await owing(75);
    await t.app.jobs.run(FINANCIAL_STATUS_JOB);
    expect(await statusOf(fresh.s.id)).toBe(FINANCIAL_STATUS.cleared);
    expect(await statusOf(held.s.id)).toBe(FINANCIAL_STATUS.hold);
    expect(await statusOf(blocked.s.id)).toBe(FINANCIAL_STATUS.blocked);
    expect((await auditOf(blocked.s.id)).map((r) => [r.action, r.actorId, r.after])).toEqual([
      ['financialStatusRule', null, { financialStatus: 3 }],
    ]);
    const read = await t.call('GET', url(blocked.s.id), reader);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({
      studentId: blocked.s.id,
      financialStatus: 3,
      financialStatusLabel: 'Blocked',
      ruleStatus: 3,
      override: null,
    });

    // part paid: still owing, still blocked; paid in full: lifted at once, without the sweep
    expect((await k.pay(blocked.s.id, blocked.inv.id, { amount: '400' })).statusCode).toBe(201);
    expect(await statusOf(blocked.s.id)).toBe(FINANCIAL_STATUS.blocked);
    expect((await k.pay(blocked.s.id, blocked.inv.id, { amount: '600' })).statusCode).toBe(201);
    expect(await statusOf(blocked.s.id)).toBe(FINANCIAL_STATUS.cleared);

    // the sweep lifts a Hold whose invoice was paid some other way (here: cleared by a direct write)
    await t.db.execute(sql`update invoices set due_date = ${TODAY}::date + 5 where id = ${held.inv.id}`);
    await t.app.jobs.run(FINANCIAL_STATUS_JOB);
    expect(await statusOf(held.s.id)).toBe(FINANCIAL_STATUS.cleared);
  });

  it('never lowers a status set elsewhere (the bulk update) that it did not set', async () => {
    const s = await makeStudent(t.db);
    await t.db.update(students).set({ financialStatus: 2 }).where(eq(students.id, s.id));
    await t.app.jobs.run(FINANCIAL_STATUS_JOB);
    expect(await statusOf(s.id)).toBe(2);
  });
});

describe('the financial status rechecked after each money move', () => {
  it('clears a blocked student at once when a cheque pays the overdue balance, blocks again when it is rejected', async () => {
    const g = await makeGroup(t.db, { name: 'Verifier' });
    await grantMenus(t.db, g.id, { '/accounting/unverified-notifications': 7 });
    const verifier = (await t.signIn({ groupId: g.id, firstName: 'Vera', lastName: 'Verifier' })).token;
    const { s, inv } = await owing(75);
    await t.app.jobs.run(FINANCIAL_STATUS_JOB);
    expect(await statusOf(s.id)).toBe(FINANCIAL_STATUS.blocked);
    const cheque = { amount: '1000.00', method: 'OTHER', otherKind: 'cheque', reference: 'CHQ-9' };
    const paid = await k.pay(s.id, inv.id, cheque);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await statusOf(s.id)).toBe(FINANCIAL_STATUS.cleared);
    const rejected = await t.call(
      'POST',
      `/api/accounting/unverified-payments/${paid.json().payment.id}/reject`,
      verifier,
      {
        body: { reason: 'Cheque bounced' },
      },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await statusOf(s.id)).toBe(FINANCIAL_STATUS.blocked);
  });

  it('clears at once when a credit pays the overdue invoice, and holds again when the credit is removed', async () => {
    const { s, inv } = await owing(45);
    await t.app.jobs.run(FINANCIAL_STATUS_JOB);
    expect(await statusOf(s.id)).toBe(FINANCIAL_STATUS.hold);
    const post = (path: string, body: unknown) =>
      t.call('POST', k.url(s.id, path), k.bursar, { body, headers: { 'idempotency-key': k.key() } });
    const credit = await post('/credits', { amount: '1000.00', reason: 'Sponsor paid' });
    expect(credit.statusCode, credit.body).toBe(201);
    expect(await statusOf(s.id)).toBe(FINANCIAL_STATUS.hold);
    const applied = await post(`/credits/${credit.json().id}/apply`, { invoiceId: inv.id, amount: '1000.00' });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await statusOf(s.id)).toBe(FINANCIAL_STATUS.cleared);
    const removed = await t.call('POST', k.url(s.id, `/credits/${credit.json().id}/delete`), k.bursar, {
      body: { reason: 'Entered by mistake' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await statusOf(s.id)).toBe(FINANCIAL_STATUS.hold);
  });
});

describe('the financial status by hand', () => {
  it('is set with a reason, audited, and respected by the sweep until lifted', async () => {
    const { s } = await owing(90);
    const cleared = await t.call('POST', url(s.id, '/cleared'), editor, {
      body: { reason: 'Sponsor letter received' },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({
      financialStatus: 1,
      financialStatusLabel: 'Cleared',
      ruleStatus: 3,
      override: { financialStatus: 1, reason: 'Sponsor letter received', setByName: 'Controller Staff' },
    });
    await t.app.jobs.run(FINANCIAL_STATUS_JOB);
    expect(await statusOf(s.id)).toBe(FINANCIAL_STATUS.cleared);

    const held = await t.call('PUT', url(s.id), editor, { body: { financialStatus: 2, reason: 'Cheque pending' } });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().override).toMatchObject({ financialStatus: 2, reason: 'Cheque pending' });
    await t.app.jobs.run(FINANCIAL_STATUS_JOB);
    expect(await statusOf(s.id)).toBe(FINANCIAL_STATUS.hold);

    const lifted = await t.call('DELETE', url(s.id, '/override'), editor);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json()).toMatchObject({ financialStatus: 3, override: null });
    expect((await auditOf(s.id)).map((r) => [r.action, r.after])).toEqual([
      ['updateFinancialCleared', { financialStatus: 1, manual: true, reason: 'Sponsor letter received' }],
      ['financialStatusChange', { financialStatus: 2, manual: true, reason: 'Cheque pending' }],
      ['financialStatusOverrideLift', { financialStatus: 3, manual: false }],
    ]);
  });

  it('refuses bad input (400), readers (403) and unknown students (404)', async () => {
    const s = await makeStudent(t.db);
    for (const body of [
      { financialStatus: 4, reason: 'x' },
      { financialStatus: 0, reason: 'x' },
      { financialStatus: 2, reason: '' },
      { financialStatus: 2 },
      { financialStatus: 'Hold', reason: 'x' },
    ]) {
      const res = await t.call('PUT', url(s.id), editor, { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await t.call('POST', url(s.id, '/cleared'), editor, { body: {} })).statusCode).toBe(400);
    expect(
      (await t.call('PUT', url(s.id), reader, { body: { financialStatus: 2, reason: 'Overdue' } })).statusCode,
    ).toBe(403);
    expect(
      (await t.call('PUT', url(99999999), editor, { body: { financialStatus: 2, reason: 'Overdue' } })).statusCode,
    ).toBe(404);
    expect(await statusOf(s.id)).toBe(FINANCIAL_STATUS.cleared);
  });
});

describe('a blocked student', () => {
  it('sees only the financial-block tabs and can still pay her invoices, which lifts the block', async () => {
    const { s, inv } = await owing(75);
    await t.app.jobs.run(FINANCIAL_STATUS_JOB);
    const { token } = await t.signIn({ userType: 'Student', studentId: s.id });
    const header = await t.call('GET', `/api/students/${s.id}/header`, token);
    expect(header.statusCode, header.body).toBe(200);
    const tabs: string[] = header.json().tabs;
    expect(tabs.length).toBeGreaterThan(0);
    expect(tabs.every((tab) => (STUDENT_TAB_SETS.financialBlock as string[]).includes(tab))).toBe(true);
    expect((await t.call('GET', `/api/students/${s.id}`, token)).statusCode).toBe(403);

    const paid = await k.pay(s.id, inv.id, { amount: '1000' }, k.key(), token);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await statusOf(s.id)).toBe(FINANCIAL_STATUS.cleared);
    const after = (await t.call('GET', `/api/students/${s.id}/header`, token)).json().tabs as string[];
    expect(after.length).toBeGreaterThan(tabs.length);
  });

  it('stays blocked by a manual Block whatever she pays', async () => {
    const s = await makeStudent(t.db);
    const res = await t.call('PUT', url(s.id), editor, { body: { financialStatus: 3, reason: 'Chargeback' } });
    expect(res.statusCode, res.body).toBe(200);
    const { token } = await t.signIn({ userType: 'Student', studentId: s.id });
    const tabs = (await t.call('GET', `/api/students/${s.id}/header`, token)).json().tabs as string[];
    expect(tabs.every((tab) => (STUDENT_TAB_SETS.financialBlock as string[]).includes(tab))).toBe(true);
    // staff still see the whole record
    expect((await t.call('GET', `/api/students/${s.id}/header`, editor)).json().tabs).toContain('accountingDetails');
  });
});
