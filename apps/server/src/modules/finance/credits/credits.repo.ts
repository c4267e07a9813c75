import { and, asc, desc, eq, gt, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CreditListQuery, DeletedCreditListQuery, ScholarshipAwardQuery } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { likeTerm, offsetOf, orderBy } from '../../../platform/paging.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';
import { invoices, payments } from '../invoices/invoices.schema.js';
import { estimatePayments } from '../estimates/estimates.schema.js';
import { directPayments } from '../extras/student-extras.schema.js';
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

/** The filters of /accounting/scholarship: which scholarship, awarded between two days, the student, deleted or not. */
function awardsWhere(q: ScholarshipAwardQuery): SQL | undefined {
  const conds: (SQL | undefined)[] = [
    eq(studentCredits.kind, 'scholarship'),
    q.deleted === 'yes' ? isNotNull(studentCredits.deletedAt) : isNull(studentCredits.deletedAt),
    q.scholarshipId ? eq(studentCredits.scholarshipId, q.scholarshipId) : undefined,
    q.from ? gte(studentCredits.createdOn, q.from) : undefined,
    q.to ? lte(studentCredits.createdOn, q.to) : undefined,
  ];
  const s = q.student?.trim();
  if (s)
    conds.push(
      /^\d{1,9}$/.test(s)
        ? eq(studentCredits.studentId, Number(s))
        : sql`(${students.firstName} || ' ' || ${students.lastName} ilike ${likeTerm(s)} or ${students.lastName} || ' ' || ${students.firstName} ilike ${likeTerm(s)})`,
    );
  return and(...conds);
}
const AWARD_SORTS = { ...SORTS, studentName: students.lastName };

/** Scholarships awarded to every student, one page, with the sums of all the filters keep. */
export async function listScholarshipAwards(ex: Executor, q: ScholarshipAwardQuery) {
  const w = awardsWhere(q);
  const rows = await ex
    .select({ ...creditColumns, studentName: sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})` })
    .from(studentCredits)
    .innerJoin(students, eq(students.id, studentCredits.studentId))
    .leftJoin(scholarship, eq(scholarship.id, studentCredits.scholarshipId))
    .leftJoin(creator, eq(creator.id, studentCredits.createdBy))
    .leftJoin(deleter, eq(deleter.id, studentCredits.deletedBy))
    .where(w)
    .orderBy(orderBy(q.sort, AWARD_SORTS, desc(studentCredits.createdOn)), desc(studentCredits.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [sums] = await ex
    .select({
      n: sql<number>`count(*)::int`.mapWith(Number),
      amount: sql<number>`coalesce(sum(${studentCredits.amountCents}), 0)::bigint`.mapWith(Number),
      applied: sql<number>`coalesce(sum(${studentCredits.appliedCents}), 0)::bigint`.mapWith(Number),
      refunded: sql<number>`coalesce(sum(${studentCredits.refundedCents}), 0)::bigint`.mapWith(Number),
    })
    .from(studentCredits)
    .innerJoin(students, eq(students.id, studentCredits.studentId))
    .where(w);
  return { rows, sums };
}

/**
 * The verification of the payment that holds a credit (an estimate's, a seat deposit's, a direct payment's),
 * null when no queued payment holds it: a credit is usable only once that payment is verified.
 */
export async function verificationOfCredit(ex: Executor, creditId: number): Promise<string | null> {
  const [row] = await ex
    .select({ verification: payments.verification })
    .from(payments)
    .where(
      sql`${payments.id} in (select ${estimatePayments.paymentId} from ${estimatePayments} where ${estimatePayments.creditId} = ${creditId}
        union all select ${directPayments.paymentId} from ${directPayments} where ${directPayments.creditId} = ${creditId})`,
    );
  return row?.verification ?? null;
}
