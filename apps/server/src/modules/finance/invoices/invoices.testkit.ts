import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { TEST_CARD_TOKENS } from '@caduceus/contracts';
import type { TestApp } from '../../../../test/harness.js';
import { grantComponents, grantMenus, makeGroup, refIdOf } from '../../../factories/index.js';
import { rowsOf } from '../../../platform/db/index.js';
import { auditLog } from '../../../platform/db/tables.js';
import { invoices, payments } from './invoices.schema.js';

/** The finance tests' people and helpers: a bursar (the finance components: payments, adjustments, refunds), a reader of it. */
export async function financeKit(t: TestApp) {
  const sign = async (name: string, menus: Record<string, number>, components?: Record<string, number>) => {
    const g = await makeGroup(t.db, { name });
    await grantMenus(t.db, g.id, menus, { parts: !components });
    if (components) await grantComponents(t.db, g.id, components);
    return (await t.signIn({ groupId: g.id, firstName: name, lastName: 'Staff' })).token;
  };
  const bursar = await sign(
    'Bursar',
    { '/student/list': 1 },
    { 'finance.payments': 15, 'finance.adjustments': 15, 'finance.refunds': 15 },
  );
  const financeReader = await sign('FinanceReader', { '/student/list': 1 }, { 'finance.payments': 1 });
  const noFinance = await sign('Registrar', { '/student/list': 15 }, { 'studentProfile.personal': 15 });
  const tuition = await refIdOf(t.db, 'fee-head', 'Tuition Fee');
  const meal = await refIdOf(t.db, 'fee-head', 'Meal Plan');
  const semester = await refIdOf(t.db, 'semester');

  const url = (studentId: number, rest = '') => `/api/students/${studentId}${rest}`;
  const key = () => randomUUID();
  const invoiceBody = (amounts: string[] = ['1000.00', '250.50']) => ({
    type: 2,
    title: 'Fall tuition',
    semesterId: semester,
    invoiceDate: '2026-09-01',
    dueDate: '2026-09-30',
    items: amounts.map((amount, n) => ({ feeHeadId: n % 2 ? meal : tuition, amount })),
  });
  const createInvoice = async (studentId: number, amounts?: string[], token = bursar) => {
    const res = await t.call('POST', url(studentId, '/invoices'), token, {
      body: invoiceBody(amounts),
      headers: { 'idempotency-key': key() },
    });
    if (res.statusCode !== 201) throw new Error(`createInvoice ${res.statusCode} ${res.body}`);
    return res.json();
  };
  /** a payment (CARD by default, with the test gateway's good card unless the body says otherwise) */
  const pay = (studentId: number, invoiceId: number, body: Record<string, unknown>, k = key(), token = bursar) =>
    t.call('POST', url(studentId, `/invoices/${invoiceId}/payments`), token, {
      body: {
        method: 'CARD',
        ...(body.method !== 'OTHER' && !('cardToken' in body) && { cardToken: TEST_CARD_TOKENS.ok }),
        ...body,
      },
      headers: { 'idempotency-key': k },
    });
  /** What is stored, counted straight from the tables (to show nothing partial was written). */
  const counts = async (studentId: number) => {
    const n = async (q: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await t.db.execute(q))[0].n);
    return {
      invoices: (await t.db.select().from(invoices).where(eq(invoices.studentId, studentId))).length,
      payments: (await t.db.select().from(payments).where(eq(payments.studentId, studentId))).length,
      entries: await n(sql`select count(*)::int as n from journal_entries where student_id = ${studentId}`),
      lines: await n(
        sql`select count(*)::int as n from journal_lines l join journal_entries e on e.id = l.entry_id where e.student_id = ${studentId}`,
      ),
    };
  };
  /** Every entry of the whole ledger balances (debits = credits, two lines at least). */
  const unbalancedEntries = async () =>
    rowsOf<{ id: number }>(
      await t.db.execute(sql`select e.id from journal_entries e left join journal_lines l on l.entry_id = e.id
        group by e.id having coalesce(sum(l.debit_cents), 0) <> coalesce(sum(l.credit_cents), 0) or count(l.id) < 2`),
    );
  /** the audit rows of one invoice or payment, oldest first */
  const auditOf = (entity: string, id: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));
  return {
    auditOf,
    bursar,
    financeReader,
    noFinance,
    tuition,
    meal,
    semester,
    url,
    key,
    invoiceBody,
    createInvoice,
    pay,
    counts,
    unbalancedEntries,
  };
}
