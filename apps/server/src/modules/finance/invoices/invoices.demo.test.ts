import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { TEST_CARD_TOKENS } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { rowsOf } from '../../../platform/db/index.js';
import { makeUser } from '../../../factories/index.js';
import { accessGroups } from '../../access/tables.js';
import { seedDemoFinance } from './invoices.demo.js';

let t: TestApp;
const today = new Date().toISOString().slice(0, 10);
const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(query));

beforeAll(async () => {
  t = await testApp({ seed: 'demo' });
});
afterAll(async () => {
  await t?.close();
});

describe("the demo school's invoices and payments", () => {
  it('bills most current students this semester through the ledger: paid, partly paid, open and overdue, one cancelled', async () => {
    const byStatus = await q<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from invoices group by status order by status`,
    );
    const n = Object.fromEntries(byStatus.map((r) => [r.status, r.n]));
    expect(n.CN).toBe(1);
    expect(n.FP).toBeGreaterThan(30);
    expect(n.PP).toBeGreaterThan(10);
    expect(n.CR).toBeGreaterThan(30);
    // most enrolled students have this semester's invoice
    const [cover] = await q<{ billed: number; all: number }>(sql`
      select count(distinct i.student_id)::int as billed, (select count(*)::int from students s join ref_rows r
        on r.id = s.status_id where r.label = 'Student') as all
      from invoices i join students s on s.id = i.student_id join ref_rows r on r.id = s.status_id where r.label = 'Student'`);
    expect(cover.billed / cover.all).toBeGreaterThan(0.8);
    // the open ones of the semester are overdue (not Stella's exam fee, type 5, nor the office's Med6 LOA, type 11,
    // both due ahead); every Financially Blocked student owes theirs
    const [open] = await q<{ overdue: number; all: number }>(sql`
      select count(*) filter (where due_date < ${today})::int as overdue, count(*)::int as all from invoices
      where status = 'CR' and type not in (5, 11)`);
    expect(open.overdue).toBe(open.all);
    const blocked = await q<{
      status: string;
    }>(sql`select i.status from invoices i join students s on s.id = i.student_id
      join ref_rows r on r.id = s.status_id where r.label = 'Financially Blocked'`);
    expect(blocked.length).toBeGreaterThan(5);
    expect(blocked.every((b) => b.status === 'CR')).toBe(true);
    // items from the fee settings: the Med 1-5 tuition of 19,500.00 and the health insurance
    const [items] = await q<{ tuition: number; insurance: number }>(sql`
      select count(*) filter (where h.label = 'Tuition Fee' and it.amount_cents = 1950000)::int as tuition,
        count(*) filter (where h.label = 'Health Insurance')::int as insurance
      from invoice_items it join ref_rows h on h.id = it.fee_head_id`);
    expect(items.tuition).toBeGreaterThan(50);
    expect(items.insurance).toBeGreaterThan(100);

    // payments: by card in full, by cheque or wire in part with their references (waiting for verification)
    const pays = await q<{
      method: string;
      other_kind: string | null;
      reference: string | null;
      verification: string;
      invoice_id: number | null;
    }>(sql`select method, other_kind, reference, verification, invoice_id from payments`);
    const card = pays.filter((p) => p.method === 'CARD');
    const other = pays.filter((p) => p.method === 'OTHER');
    expect(card.length).toBeGreaterThan(30);
    expect(other.length).toBeGreaterThan(10);
    expect(other.some((p) => p.other_kind === 'cheque' && /^CHQ-\d{6}$/.test(p.reference ?? ''))).toBe(true);
    expect(other.some((p) => p.other_kind === 'wire' && /^WIRE-\d{12}$/.test(p.reference ?? ''))).toBe(true);
    expect(other.every((p) => p.verification === 'unverified')).toBe(true);

    // the ledger says what the invoices say: every entry balanced, each student's receivable their invoices' dues
    const unbalanced = await q(sql`select e.id from journal_entries e left join journal_lines l on l.entry_id = e.id
      group by e.id having coalesce(sum(l.debit_cents), 0) <> coalesce(sum(l.credit_cents), 0) or count(l.id) < 2`);
    expect(unbalanced).toEqual([]);
    const mismatch = await q(sql`
      with owed as (select student_id, sum(case when status = 'CN' then 0 else amount_cents - paid_cents end) as due
        from invoices group by student_id),
      ledger as (select a.student_id, sum(l.debit_cents - l.credit_cents) as net from journal_lines l
        join ledger_accounts a on a.id = l.account_id where a.kind = 'receivable' group by a.student_id)
      select o.student_id from owed o left join ledger l on l.student_id = o.student_id where o.due <> coalesce(l.net, 0)`);
    expect(mismatch).toEqual([]);
    // each invoice, invoice payment and the cancellation audited, as the bursar's (Stella's payment as hers); the
    // queue's rows for estimates, seat deposits and direct payments are audited under what they pay for
    const [audited] = await q<{ invoices: number; payments: number }>(sql`
      select count(*) filter (where entity = 'invoice' and action = 'create')::int as invoices,
        count(*) filter (where entity = 'payment' and action = 'pay')::int as payments from audit_log`);
    expect(audited.invoices).toBe(Object.values(n).reduce((a, b) => a + b, 0));
    expect(audited.payments).toBe(pays.filter((p) => p.invoice_id !== null).length);
  });

  it('gives Stella one paid invoice and one open; she pays the open one by card herself', async () => {
    const token = await t.login('student');
    const me = (await t.call('GET', '/api/auth/me', token)).json();
    const id = me.user.studentId as number;
    const list = (await t.call('GET', `/api/students/${id}/invoices?sort=id`, token)).json();
    expect(list.total).toBe(2);
    const [paid, open] = list.items;
    expect(paid).toMatchObject({ status: 'FP', due: '0.00' });
    expect(paid.title).toMatch(/Tuition and Fees$/);
    expect(open).toMatchObject({ status: 'CR', title: 'NBME Exam Fee', amount: '250.00' });
    expect(open.dueDate > today).toBe(true);
    const details = (await t.call('GET', `/api/students/${id}/invoices/${paid.id}`, token)).json();
    expect(details.payments).toEqual([
      expect.objectContaining({ method: 'CARD', status: 'posted', createdByName: 'Stella Student' }),
    ]);
    const res = await t.call('POST', `/api/students/${id}/invoices/${open.id}/payments`, token, {
      body: { amount: '250.00', method: 'CARD', cardToken: TEST_CARD_TOKENS.ok },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().invoice.status).toBe('FP');
    expect((await t.call('GET', `/api/students/${id}/balance`, token)).json()).toMatchObject({ owed: '0.00' });
  });

  it('is loaded once: a second load finds the invoices and adds nothing', async () => {
    const [before] = await q<{ n: number }>(sql`select count(*)::int as n from journal_entries`);
    expect(await seedDemoFinance(t.db)).toEqual({ invoices: 0, payments: 0, cancelled: 0, scholarships: 0 });
    const [after] = await q<{ n: number }>(sql`select count(*)::int as n from journal_entries`);
    expect(after.n).toBe(before.n);
  });
});

describe("the demo offices' rights", () => {
  it('lets the bursar edit accounting details and settings, invoice and take payments, and see the Accounting menu', async () => {
    const bursar = await t.login('bursar');
    const [student] = await q<{ id: number }>(sql`select s.id from students s join ref_rows r on r.id = s.status_id
      where r.label = 'Student' order by s.id limit 1`);
    const url = `/api/students/${student.id}`;
    const accounting = await t.call('PUT', `${url}/accounting`, bursar, {
      body: { invoiceFinancialStatus: 2, invoiceTypes: [2, 20], paymentPlan: 'full', sponsor: 'City Health Fund' },
    });
    expect(accounting.statusCode, accounting.body).toBe(200);
    expect(accounting.json()).toMatchObject({ invoiceFinancialStatus: 2, sponsor: 'City Health Fund' });

    const [tuition] = await q<{ id: number }>(
      sql`select id from ref_rows where table_key = 'fee-head' and label = 'Tuition Fee'`,
    );
    const invoice = await t.call('POST', `${url}/invoices`, bursar, {
      body: {
        type: 20,
        title: 'Insurance top-up',
        dueDate: '2030-01-31',
        items: [{ feeHeadId: tuition.id, amount: '75.00' }],
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    const payment = await t.call('POST', `${url}/invoices/${invoice.json().id}/payments`, bursar, {
      body: { amount: '75.00', method: 'OTHER', otherKind: 'cheque', reference: 'CHQ-424242' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(payment.statusCode, payment.body).toBe(201);
    const pdf = await t.call('GET', `${url}/invoices/${invoice.json().id}/pdf`, bursar);
    expect(pdf.statusCode).toBe(200);

    // the accounting settings: a fee table row read and changed, the bulk list opened
    const fees = await t.call('GET', '/api/control-tables/fee-med/rows', bursar);
    expect(fees.statusCode, fees.body).toBe(200);
    const row = fees.json().items[0];
    const edited = await t.call('PUT', `/api/control-tables/fee-med/rows/${row.id}`, bursar, {
      body: { feeHead: row.feeHead, course: row.course, amount: '19750.00', effectiveFrom: row.effectiveFrom },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().amount).toBe('19750.00');
    expect((await t.call('GET', '/api/students/accounting', bursar)).statusCode).toBe(200);

    const me = (await t.call('GET', '/api/auth/me', bursar)).json();
    const links = JSON.stringify(me.menu);
    for (const link of [
      '/accounting/invoices/non-clinical',
      '/accounting/payments/list',
      '/accounting/unverified-notifications',
      '/admin/accounting-settings',
    ])
      expect(links).toContain(`"${link}"`);
    expect(me.accessRights.menus['/admin/accounting-settings']).toBe(7);
  });

  it('lets the accounting group verify payments in two steps, each by its own clerk, and see them in its menu', async () => {
    const [group] = await t.db.select().from(accessGroups).where(eq(accessGroups.name, 'ACCOUNTING'));
    const clerk = async (name: string) => {
      const u = await makeUser(t.db, { username: name, groupId: group.id, userType: 'Staff' });
      return t.login(u.username);
    };
    const [first, second] = [await clerk('clerk1'), await clerk('clerk2')];
    const queue = await t.call('GET', '/api/accounting/unverified-payments', first);
    expect(queue.statusCode, queue.body).toBe(200);
    const waiting = queue.json().items[0];
    expect(waiting).toBeDefined();
    const step1 = await t.call('POST', `/api/accounting/unverified-payments/${waiting.id}/step1`, first);
    expect(step1.statusCode, step1.body).toBe(200);
    const step2 = await t.call('POST', `/api/accounting/unverified-payments/${waiting.id}/step2`, second);
    expect(step2.statusCode, step2.body).toBe(200);
    expect((await t.call('GET', '/api/accounting/payments', first)).statusCode).toBe(200);
    const menu = JSON.stringify((await t.call('GET', '/api/auth/me', first)).json().menu);
    expect(menu).toContain('"/accounting/unverified-notifications"');
    expect(menu).toContain('"/accounting/payments/list"');
    // invoicing stays the bursar's: the clerks read and pay, they do not open the accounting settings
    expect((await t.call('GET', '/api/control-tables/fee-med/rows', first)).statusCode).toBe(403);
  });
});

describe("the demo accounting office's day", () => {
  it('has estimates (one partly paid), a seat deposit in clearing, invoice requests and a Med6 LOA', async () => {
    const est = await q<{ status: string; paid: number }>(
      sql`select e.status, coalesce((select sum(p.amount_cents) from estimate_payments p
        where p.estimate_id = e.id), 0)::int as paid from estimates e order by e.id`,
    );
    expect(est).toEqual([
      { status: 'partial', paid: 500000 },
      { status: 'open', paid: 0 },
    ]);
    const deposits = await q<{ method: string; reference: string }>(
      sql`select method, reference from estimate_payments where estimate_id is null`,
    );
    expect(deposits).toEqual([{ method: 'OTHER', reference: 'CHQ-DEMO-0417' }]);
    // Stella's own request waits; one is rejected with its reason
    const reqs = await q<{ status: string; mine: boolean; reason: string | null }>(
      sql`select r.status, (u.username = 'student') as mine, r.reason from invoice_requests r
        join users u on u.id = r.created_by order by r.id`,
    );
    expect(reqs).toEqual([
      { status: 'pending', mine: true, reason: null },
      { status: 'pending', mine: false, reason: null },
      { status: 'rejected', mine: false, reason: 'Already invoiced with the semester tuition' },
    ]);
    const loas = await q<{ kind: string; type: number; amount: number }>(
      sql`select l.kind, i.type, i.amount_cents::int as amount from loas l join invoices i on i.id = l.invoice_id`,
    );
    expect(loas).toEqual([{ kind: 'med6', type: 11, amount: 50000 }]);
  });
});
