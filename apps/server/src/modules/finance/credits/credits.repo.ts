import { and, asc, desc, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CreditListQuery, DeletedCreditListQuery } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { offsetOf, orderBy } from '../../../platform/paging.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { invoices } from '../invoices/invoices.schema.js';
import { creditApplications, creditRefunds, studentCredits } from './credits.schema.js';

export type CreditRow = typeof studentCredits.$inferSelect;

const creator = alias(users, 'creator');
const deleter = alias(users, 'deleter');
const scholarship = alias(refRows, 'scholarship');

export async function insertCredit(ex: Executor, v: typeof studentCredits.$inferInsert) {
  const [row] = await ex.insert(studentCredits).values(v).returning();
  return row;
}
/** The student's credit, locked until the transaction ends (every change of its money goes through this). */
export async function lockCredit(ex: Executor, studentId: number, creditId: number): Promise<CreditRow | undefined> {
  const [row] = await ex
    .select()
    .from(studentCredits)
    .where(and(eq(studentCredits.id, creditId), eq(studentCredits.studentId, studentId)))
    .for('update');
  return row;
}
/** The credit a payment's rest became, locked. */
export async function lockCreditOfPayment(ex: Executor, paymentId: number): Promise<CreditRow | undefined> {
  const [row] = await ex.select().from(studentCredits).where(eq(studentCredits.paymentId, paymentId)).for('update');
  return row;
}
export async function updateCredit(ex: Executor, id: number, set: Partial<typeof studentCredits.$inferInsert>) {
  const [row] = await ex.update(studentCredits).set(set).where(eq(studentCredits.id, id)).returning();
  return row;
}

export async function insertApplication(ex: Executor, v: typeof creditApplications.$inferInsert) {
  const [row] = await ex.insert(creditApplications).values(v).returning();
  return row;
}
/** The applications of a credit still on their invoices. */
export async function activeApplications(ex: Executor, creditId: number) {
  return ex
    .select()
    .from(creditApplications)
    .where(and(eq(creditApplications.creditId, creditId), isNull(creditApplications.reversedAt)))
    .orderBy(asc(creditApplications.id));
}
export async function reverseApplications(ex: Executor, creditId: number) {
  await ex
    .update(creditApplications)
    .set({ reversedAt: sql`now()` })
    .where(and(eq(creditApplications.creditId, creditId), isNull(creditApplications.reversedAt)));
}
export async function insertRefund(ex: Executor, v: typeof creditRefunds.$inferInsert) {
  const [row] = await ex.insert(creditRefunds).values(v).returning();
  return row;
}

const creditColumns = {
  credit: studentCredits,
  scholarshipName: scholarship.label,
  createdByName: nameOf(creator),
  deletedByName: nameOf(deleter),
};
const selectCredits = (ex: Executor) =>
  ex
    .select(creditColumns)
    .from(studentCredits)
    .leftJoin(scholarship, eq(scholarship.id, studentCredits.scholarshipId))
    .leftJoin(creator, eq(creator.id, studentCredits.createdBy))
    .leftJoin(deleter, eq(deleter.id, studentCredits.deletedBy));
export type CreditListRow = NonNullable<Awaited<ReturnType<typeof findCredit>>>;

export async function findCredit(ex: Executor, studentId: number, creditId: number) {
  const [row] = await selectCredits(ex).where(
    and(eq(studentCredits.id, creditId), eq(studentCredits.studentId, studentId)),
  );
  return row;
}

const left = sql`${studentCredits.amountCents} - ${studentCredits.appliedCents} - ${studentCredits.refundedCents}`;
const SORTS = {
  id: studentCredits.id,
  createdOn: studentCredits.createdOn,
  amount: studentCredits.amountCents,
};
/** A student's credits and scholarships, one page: those not deleted, or the deleted ones only. */
export async function listCredits(
  ex: Executor,
  studentId: number,
  q: CreditListQuery | DeletedCreditListQuery,
  deleted: boolean,
) {
  const conds: (SQL | undefined)[] = [
    eq(studentCredits.studentId, studentId),
    deleted ? isNotNull(studentCredits.deletedAt) : isNull(studentCredits.deletedAt),
    q.kind ? eq(studentCredits.kind, q.kind) : undefined,
  ];
  if ('status' in q && q.status) conds.push(q.status === 'held' ? gt(left, 0) : sql`${left} = 0`);
  const w = and(...conds);
  const rows = await selectCredits(ex)
    .where(w)
    .orderBy(orderBy(q.sort, SORTS, desc(studentCredits.id)), desc(studentCredits.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(studentCredits)
    .where(w);
  return { rows, total: n };
}

export async function applicationsOf(ex: Executor, creditId: number) {
  return ex
    .select({ a: creditApplications, invoiceTitle: invoices.title, createdByName: nameOf(creator) })
    .from(creditApplications)
    .innerJoin(invoices, eq(invoices.id, creditApplications.invoiceId))
    .leftJoin(creator, eq(creator.id, creditApplications.createdBy))
    .where(eq(creditApplications.creditId, creditId))
    .orderBy(asc(creditApplications.id));
}
export async function refundsOf(ex: Executor, creditId: number) {
  return ex
    .select({ r: creditRefunds, createdByName: nameOf(creator) })
    .from(creditRefunds)
    .leftJoin(creator, eq(creator.id, creditRefunds.createdBy))
    .where(eq(creditRefunds.creditId, creditId))
    .orderBy(asc(creditRefunds.id));
}

/** The sums of a student's credits not deleted, by kind. */
export async function creditSums(ex: Executor, studentId: number) {
  const rows = await ex
    .select({
      kind: studentCredits.kind,
      amount: sql<number>`coalesce(sum(${studentCredits.amountCents}), 0)::bigint`.mapWith(Number),
      applied: sql<number>`coalesce(sum(${studentCredits.appliedCents}), 0)::bigint`.mapWith(Number),
      refunded: sql<number>`coalesce(sum(${studentCredits.refundedCents}), 0)::bigint`.mapWith(Number),
    })
    .from(studentCredits)
    .where(and(eq(studentCredits.studentId, studentId), isNull(studentCredits.deletedAt)))
    .groupBy(studentCredits.kind);
  return rows;
}

/** A scholarship of the control table (its name), or undefined. */
export async function scholarshipRef(ex: Executor, id: number) {
  const [row] = await ex
    .select({ id: refRows.id, label: refRows.label, active: refRows.active })
    .from(refRows)
    .where(and(eq(refRows.tableKey, 'scholarship'), eq(refRows.id, id)));
  return row;
}
