import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AWAITING_VERIFICATION, type AccountingPaymentQuery, type UnverifiedPaymentQuery } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { likeTerm, offsetOf, orderBy } from '../../../platform/paging.js';
import { countOf } from '../../../platform/db/row-counts.js';
import { users } from '../../access/tables.js';
import { students } from '../../students/tables.js';
import { refRows } from '../../reference/tables.js';
import { invoices, payments } from '../invoices/invoices.schema.js';
import { estimatePayments } from '../estimates/estimates.schema.js';
import { directPayments } from '../extras/student-extras.schema.js';

const creator = alias(users, 'creator');
const step1 = alias(users, 'step1_user');
const verifier = alias(users, 'verifier');
const canceller = alias(users, 'canceller');

const feeHead = alias(refRows, 'direct_fee_head');

const columns = {
  payment: payments,
  estimateId: estimatePayments.estimateId,
  estimatePaymentId: estimatePayments.id,
  estimateCreditId: estimatePayments.creditId,
  directPaymentId: directPayments.id,
  directCreditId: directPayments.creditId,
  directFeeHead: feeHead.label,
  createdByName: nameOf(creator),
  studentName: sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})`,
  invoiceTitle: invoices.title,
  step1ByName: nameOf(step1),
  verifiedByName: nameOf(verifier),
  cancelledByName: nameOf(canceller),
};
export type PaymentRow = typeof payments.$inferSelect;
export type AccountingPaymentRow = Awaited<ReturnType<typeof pageOf>>['rows'][number];

const from = (ex: Executor) =>
  ex
    .select(columns)
    .from(payments)
    .innerJoin(students, eq(students.id, payments.studentId))
    .leftJoin(invoices, eq(invoices.id, payments.invoiceId))
    .leftJoin(estimatePayments, eq(estimatePayments.paymentId, payments.id))
    .leftJoin(directPayments, eq(directPayments.paymentId, payments.id))
    .leftJoin(feeHead, eq(feeHead.id, directPayments.feeHeadId))
    .leftJoin(creator, eq(creator.id, payments.createdBy))
    .leftJoin(step1, eq(step1.id, payments.step1By))
    .leftJoin(verifier, eq(verifier.id, payments.verifiedBy))
    .leftJoin(canceller, eq(canceller.id, payments.cancelledBy));

/** The filters both lists share: paid between two days, the method, the student by id; by name (needs students). */
function shared(q: UnverifiedPaymentQuery | AccountingPaymentQuery): { conds: (SQL | undefined)[]; byName?: SQL } {
  const conds: (SQL | undefined)[] = [
    q.from ? gte(payments.paidOn, q.from) : undefined,
    q.to ? lte(payments.paidOn, q.to) : undefined,
    q.method ? eq(payments.method, q.method) : undefined,
  ];
  const s = q.student?.trim();
  if (!s) return { conds };
  if (/^\d{1,9}$/.test(s)) return { conds: [...conds, eq(payments.studentId, Number(s))] };
  const term = likeTerm(s);
  return {
    conds,
    byName: sql`(${students.firstName} || ' ' || ${students.lastName} ilike ${term} or ${students.lastName} || ' ' || ${students.firstName} ilike ${term})`,
  };
}

const SORTS = {
  id: payments.id,
  paidOn: payments.paidOn,
  amount: payments.amountCents,
  studentName: students.lastName,
};

/**
 * A page and its total. The page is chosen on payments alone (an index walk, however deep the page) unless a
 * filter or the sort needs the student's name, then joined for its 25 rows; the total of the unfiltered list
 * is the kept row count ('payments', kept by triggers), any other is counted.
 */
async function pageOf(
  ex: Executor,
  q: UnverifiedPaymentQuery | AccountingPaymentQuery,
  conds: (SQL | undefined)[],
  byName: SQL | undefined,
) {
  const order = [orderBy(q.sort, SORTS, desc(payments.id)), desc(payments.id)];
  const needsStudent = byName !== undefined || q.sort?.replace(/^-/, '') === 'studentName';
  const w = and(...conds, byName);
  const chosen = needsStudent
    ? undefined
    : ex
        .select({ id: payments.id })
        .from(payments)
        .where(w)
        .orderBy(...order)
        .limit(q.pageSize)
        .offset(offsetOf(q));
  const rows = chosen
    ? await from(ex)
        .where(inArray(payments.id, chosen))
        .orderBy(...order)
    : await from(ex)
        .where(w)
        .orderBy(...order)
        .limit(q.pageSize)
        .offset(offsetOf(q));
  const counted = !conds.some(Boolean) && !byName;
  const [{ n }] = counted
    ? await ex.select({ n: countOf(sql`array['payments']`).mapWith(Number) }).from(sql`(select 1) as one`)
    : byName
      ? await ex
          .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
          .from(payments)
          .innerJoin(students, eq(students.id, payments.studentId))
          .where(w)
      : await ex
          .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
          .from(payments)
          .where(w);
  return { rows, total: n };
}

/** The queue: payments not cancelled waiting for step 1 or step 2. */
export function unverified(ex: Executor, q: UnverifiedPaymentQuery) {
  const { conds, byName } = shared(q);
  return pageOf(
    ex,
    q,
    [
      eq(payments.cancelled, false),
      q.step ? eq(payments.verification, q.step) : inArray(payments.verification, [...AWAITING_VERIFICATION]),
      q.otherKind ? eq(payments.otherKind, q.otherKind) : undefined,
      ...conds,
    ],
    byName,
  );
}

/** Every payment of every student. */
export function all(ex: Executor, q: AccountingPaymentQuery) {
  const { conds, byName } = shared(q);
  return pageOf(
    ex,
    q,
    [
      q.status ? eq(payments.cancelled, q.status === 'cancelled') : undefined,
      q.verification ? eq(payments.verification, q.verification) : undefined,
      q.studentId ? eq(payments.studentId, q.studentId) : undefined,
      ...conds,
    ],
    byName,
  );
}

export async function byId(ex: Executor, paymentId: number) {
  const [row] = await from(ex).where(eq(payments.id, paymentId));
  return row;
}

export async function lock(ex: Executor, paymentId: number) {
  const [row] = await ex.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row;
}
export async function update(ex: Executor, id: number, set: Partial<typeof payments.$inferInsert>) {
  await ex.update(payments).set(set).where(eq(payments.id, id));
}

/** The top-bar count paymentsVerify: payments not cancelled waiting for step 1 or step 2. */
export async function awaitingCount(ex: Executor) {
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.cancelled, false), inArray(payments.verification, [...AWAITING_VERIFICATION])));
  return n;
}

/** Names of the users who posted entries (the payment's details). */
export async function userNames(ex: Executor, ids: number[]) {
  if (!ids.length) return new Map<number, string | null>();
  const rows = await ex
    .select({ id: users.id, name: nameOf(users) })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
