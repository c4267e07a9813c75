import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  AllEstimatesQuery,
  EstimateStudentsQuery,
  LeadEstimatesQuery,
  StudentEstimateListQuery,
} from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { likeTerm, offsetOf } from '../../../platform/paging.js';
import { leadEstimates, leads } from '../../admissions/tables.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';
import { studentCredits } from '../credits/credits.schema.js';
import { payments } from '../invoices/invoices.schema.js';
import { estimateLines, estimatePayments, estimates } from './estimates.schema.js';

export type EstimateRow = typeof estimates.$inferSelect;

const cols = {
  id: estimates.id,
  studentId: estimates.studentId,
  studentName: sql<string>`coalesce(${nameOf(students)}, '')`,
  type: estimates.type,
  course: estimates.course,
  semesterId: estimates.semesterId,
  note: estimates.note,
  status: estimates.status,
  amountCents: estimates.amountCents,
  paidCents: estimates.paidCents,
  createdAt: estimates.createdAt,
  cancelledAt: estimates.cancelledAt,
  cancelReason: estimates.cancelReason,
};
export type EstimateListRow = NonNullable<Awaited<ReturnType<typeof findEstimate>>>;

export async function insertEstimate(ex: Executor, v: typeof estimates.$inferInsert) {
  const [row] = await ex.insert(estimates).values(v).returning({ id: estimates.id });
  return row;
}
export async function insertLines(ex: Executor, v: (typeof estimateLines.$inferInsert)[]) {
  if (v.length) await ex.insert(estimateLines).values(v);
}
export async function lockEstimate(ex: Executor, studentId: number, id: number): Promise<EstimateRow | undefined> {
  const [row] = await ex
    .select()
    .from(estimates)
    .where(and(eq(estimates.id, id), eq(estimates.studentId, studentId)))
    .for('update');
  return row;
}
export async function updateEstimate(ex: Executor, id: number, set: Partial<typeof estimates.$inferInsert>) {
  await ex.update(estimates).set(set).where(eq(estimates.id, id));
}

export async function findEstimate(ex: Executor, studentId: number, id: number) {
  const [row] = await ex
    .select(cols)
    .from(estimates)
    .innerJoin(students, eq(students.id, estimates.studentId))
    .where(and(eq(estimates.id, id), eq(estimates.studentId, studentId)));
  return row;
}
export const linesOf = (ex: Executor, id: number) =>
  ex
    .select({ id: estimateLines.id, description: estimateLines.description, amountCents: estimateLines.amountCents })
    .from(estimateLines)
    .where(eq(estimateLines.estimateId, id))
    .orderBy(asc(estimateLines.position));

const paymentCols = {
  id: estimatePayments.id,
  studentId: estimatePayments.studentId,
  creditId: estimatePayments.creditId,
  method: estimatePayments.method,
  otherKind: estimatePayments.otherKind,
  reference: estimatePayments.reference,
  amountCents: estimatePayments.amountCents,
  paidOn: estimatePayments.paidOn,
  createdAt: estimatePayments.createdAt,
  creditLeftCents: sql<number>`(${studentCredits.amountCents} - ${studentCredits.appliedCents} - ${studentCredits.refundedCents})::float8`,
  creditDeleted: sql<boolean>`${studentCredits.deletedAt} is not null`,
  paymentId: estimatePayments.paymentId,
  verification: payments.verification,
};
export type PaymentListRow = Awaited<ReturnType<typeof paymentsOf>>[number];
export const paymentsOf = (ex: Executor, estimateId: number) =>
  ex
    .select(paymentCols)
    .from(estimatePayments)
    .innerJoin(studentCredits, eq(studentCredits.id, estimatePayments.creditId))
    .leftJoin(payments, eq(payments.id, estimatePayments.paymentId))
    .where(eq(estimatePayments.estimateId, estimateId))
    .orderBy(asc(estimatePayments.id));
export async function paymentById(ex: Executor, id: number) {
  const [row] = await ex
    .select(paymentCols)
    .from(estimatePayments)
    .innerJoin(studentCredits, eq(studentCredits.id, estimatePayments.creditId))
    .leftJoin(payments, eq(payments.id, estimatePayments.paymentId))
    .where(eq(estimatePayments.id, id));
  return row;
}
export async function insertPayment(ex: Executor, v: typeof estimatePayments.$inferInsert) {
  const [row] = await ex.insert(estimatePayments).values(v).returning({ id: estimatePayments.id });
  return row;
}
/** A student's seat deposits (payments with no estimate), newest first. */
export const seatDepositsOf = (ex: Executor, studentId: number) =>
  ex
    .select(paymentCols)
    .from(estimatePayments)
    .innerJoin(studentCredits, eq(studentCredits.id, estimatePayments.creditId))
    .leftJoin(payments, eq(payments.id, estimatePayments.paymentId))
    .where(and(eq(estimatePayments.studentId, studentId), sql`${estimatePayments.estimateId} is null`))
    .orderBy(desc(estimatePayments.id));

async function page<T>(rows: Promise<T[]>, count: Promise<{ n: number }[]>) {
  const [items, [{ n }]] = await Promise.all([rows, count]);
  return { rows: items, total: Number(n) };
}
const n = sql<number>`count(*)::int`;

export function listEstimates(ex: Executor, where: SQL | undefined, q: StudentEstimateListQuery) {
  const w = and(where, q.status ? eq(estimates.status, q.status) : undefined);
  return page(
    ex
      .select(cols)
      .from(estimates)
      .innerJoin(students, eq(students.id, estimates.studentId))
      .where(w)
      .orderBy(desc(estimates.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    ex.select({ n }).from(estimates).innerJoin(students, eq(students.id, estimates.studentId)).where(w),
  );
}
export const studentWhere = (studentId: number) => eq(estimates.studentId, studentId);
export const allWhere = (q: AllEstimatesQuery) =>
  and(
    q.type ? eq(estimates.type, q.type) : undefined,
    q.search
      ? or(
          ilike(sql`${students.firstName} || ' ' || ${students.lastName}`, likeTerm(q.search)),
          ilike(students.email, likeTerm(q.search)),
        )
      : undefined,
  );

/** The estimation value: estimates not cancelled (count, amount, paid) and seat deposits, in cents. */
export async function sumsOf(ex: Executor, studentId: number) {
  const [e] = await ex
    .select({
      n,
      amount: sql<number>`coalesce(sum(${estimates.amountCents}), 0)::float8`,
      paid: sql<number>`coalesce(sum(${estimates.paidCents}), 0)::float8`,
    })
    .from(estimates)
    .where(and(eq(estimates.studentId, studentId), ne(estimates.status, 'cancelled')));
  const [d] = await ex
    .select({ amount: sql<number>`coalesce(sum(${estimatePayments.amountCents}), 0)::float8` })
    .from(estimatePayments)
    .where(and(eq(estimatePayments.studentId, studentId), sql`${estimatePayments.estimateId} is null`));
  return { n: Number(e.n), amount: Number(e.amount), paid: Number(e.paid), deposits: Number(d.amount) };
}

const status = alias(refRows, 'status');
const semester = alias(refRows, 'semester');
function studentFilter(q: Omit<EstimateStudentsQuery, 'page' | 'pageSize'>, ids?: number[]) {
  return and(
    q.statusId ? eq(students.statusId, q.statusId) : undefined,
    q.startSemesterId ? eq(students.startSemesterId, q.startSemesterId) : undefined,
    q.search
      ? or(
          ilike(sql`${students.firstName} || ' ' || ${students.lastName}`, likeTerm(q.search)),
          ilike(students.email, likeTerm(q.search)),
        )
      : undefined,
    ids ? inArray(students.id, ids) : undefined,
  );
}
/** Step 1 and 2 of the bulk estimates: the students the filters keep, with their estimates not cancelled. */
export function estimateStudents(ex: Executor, q: EstimateStudentsQuery) {
  const w = studentFilter(q);
  return page(
    ex
      .select({
        id: students.id,
        name: sql<string>`coalesce(${nameOf(students)}, '')`,
        email: students.email,
        status: status.label,
        startSemester: semester.label,
        openEstimates: sql<number>`(select count(*)::int from ${estimates} where ${estimates.studentId} = ${students.id} and ${estimates.status} <> 'cancelled')`,
      })
      .from(students)
      .leftJoin(status, eq(status.id, students.statusId))
      .leftJoin(semester, eq(semester.id, students.startSemesterId))
      .where(w)
      .orderBy(asc(students.lastName), asc(students.firstName), asc(students.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    ex.select({ n }).from(students).where(w),
  );
}
export async function existingStudents(ex: Executor, ids: number[]) {
  const rows = await ex.select({ id: students.id }).from(students).where(inArray(students.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Every lead's estimates (admissions' lead estimate tab), newest first, with the student the lead became. */
export function leadEstimateRows(ex: Executor, q: LeadEstimatesQuery) {
  const w = q.search
    ? or(
        ilike(sql`${leads.firstName} || ' ' || ${leads.lastName}`, likeTerm(q.search)),
        ilike(leads.email, likeTerm(q.search)),
        ilike(leadEstimates.title, likeTerm(q.search)),
      )
    : undefined;
  return page(
    ex
      .select({
        id: leadEstimates.id,
        leadId: leadEstimates.leadId,
        leadName: sql<string>`coalesce(${nameOf(leads)}, '')`,
        leadEmail: leads.email,
        title: leadEstimates.title,
        totalCents: leadEstimates.totalCents,
        createdAt: leadEstimates.createdAt,
        studentId: sql<
          number | null
        >`(select min(${students.id}) from ${students} where ${students.leadId} = ${leadEstimates.leadId})`,
      })
      .from(leadEstimates)
      .innerJoin(leads, eq(leads.id, leadEstimates.leadId))
      .where(w)
      .orderBy(desc(leadEstimates.createdAt), desc(leadEstimates.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    ex.select({ n }).from(leadEstimates).innerJoin(leads, eq(leads.id, leadEstimates.leadId)).where(w),
  );
}
