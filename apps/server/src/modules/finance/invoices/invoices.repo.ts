import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InvoiceListQuery, PaymentListQuery } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { offsetOf, orderBy } from '../../../platform/paging.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';
import { invoiceItems, invoices, payments } from './invoices.schema.js';

export type InvoiceRow = typeof invoices.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type ItemRow = typeof invoiceItems.$inferSelect;

export const semester = alias(refRows, 'semester');
const feeHead = alias(refRows, 'fee_head');
const creator = alias(users, 'creator');
const canceller = alias(users, 'canceller');

/** Rows of one control table among these ids (a fee head, a semester: the form's choices). */
export async function refsOf(ex: Executor, table: string, ids: number[]) {
  if (!ids.length) return [];
  return ex
    .select({ id: refRows.id, label: refRows.label, active: refRows.active })
    .from(refRows)
    .where(and(eq(refRows.tableKey, table), inArray(refRows.id, ids)));
}

export async function studentExists(ex: Executor, studentId: number) {
  const [row] = await ex.select({ id: students.id }).from(students).where(eq(students.id, studentId));
  return !!row;
}

export async function insertInvoice(ex: Executor, v: typeof invoices.$inferInsert) {
  const [row] = await ex.insert(invoices).values(v).returning();
  return row;
}
export async function insertItems(ex: Executor, v: (typeof invoiceItems.$inferInsert)[]) {
  return ex.insert(invoiceItems).values(v).returning();
}

/** The student's invoice, locked until the transaction ends (every change of its money goes through this). */
export async function lockInvoice(ex: Executor, studentId: number, invoiceId: number): Promise<InvoiceRow | undefined> {
  const [row] = await ex
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.studentId, studentId)))
    .for('update');
  return row;
}
export async function updateInvoice(ex: Executor, id: number, set: Partial<typeof invoices.$inferInsert>) {
  const [row] = await ex
    .update(invoices)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(invoices.id, id))
    .returning();
  return row;
}

/** The items not deleted, with their fee heads' names (for the revenue accounts). */
export async function activeItems(ex: Executor, invoiceId: number) {
  return ex
    .select({ item: invoiceItems, feeHeadLabel: feeHead.label })
    .from(invoiceItems)
    .leftJoin(feeHead, eq(feeHead.id, invoiceItems.feeHeadId))
    .where(and(eq(invoiceItems.invoiceId, invoiceId), isNull(invoiceItems.deletedAt)))
    .orderBy(asc(invoiceItems.id));
}
export async function deleteItem(ex: Executor, itemId: number, userId: number) {
  await ex
    .update(invoiceItems)
    .set({ deletedAt: sql`now()`, deletedBy: userId })
    .where(eq(invoiceItems.id, itemId));
}

/** An invoice and its semester's name (invoiceOut's input). */
export const invoiceColumns = {
  invoice: invoices,
  semesterLabel: semester.label,
};
const SORTS = {
  id: invoices.id,
  invoiceDate: invoices.invoiceDate,
  dueDate: invoices.dueDate,
  amount: invoices.amountCents,
  status: invoices.status,
  type: invoices.type,
};

/** A student's invoices, one page: the cancelled ones only, or those not cancelled (optionally of one status). */
export async function listInvoices(ex: Executor, studentId: number, q: InvoiceListQuery, cancelled: boolean) {
  const conds: (SQL | undefined)[] = [
    eq(invoices.studentId, studentId),
    cancelled ? eq(invoices.status, 'CN') : q.status ? eq(invoices.status, q.status) : ne(invoices.status, 'CN'),
  ];
  if (q.type) conds.push(eq(invoices.type, q.type));
  const w = and(...conds);
  const rows = await ex
    .select(invoiceColumns)
    .from(invoices)
    .leftJoin(semester, eq(semester.id, invoices.semesterId))
    .where(w)
    .orderBy(orderBy(q.sort, SORTS, desc(invoices.id)), desc(invoices.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(invoices)
    .where(w);
  return { rows, total: n };
}

/** One invoice of the student with the names around it (undefined: not this student's). */
export async function findInvoice(ex: Executor, studentId: number, invoiceId: number) {
  const [row] = await ex
    .select({ ...invoiceColumns, createdByName: nameOf(creator), cancelledByName: nameOf(canceller) })
    .from(invoices)
    .leftJoin(semester, eq(semester.id, invoices.semesterId))
    .leftJoin(creator, eq(creator.id, invoices.createdBy))
    .leftJoin(canceller, eq(canceller.id, invoices.cancelledBy))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.studentId, studentId)));
  return row;
}

/** Every item of an invoice, deleted ones too (shown struck through), with the fee head's name. */
export async function itemsOf(ex: Executor, invoiceId: number) {
  return ex
    .select({ item: invoiceItems, feeHeadLabel: feeHead.label })
    .from(invoiceItems)
    .leftJoin(feeHead, eq(feeHead.id, invoiceItems.feeHeadId))
    .where(eq(invoiceItems.invoiceId, invoiceId))
    .orderBy(asc(invoiceItems.id));
}

export async function insertPayment(ex: Executor, v: typeof payments.$inferInsert) {
  const [row] = await ex.insert(payments).values(v).returning();
  return row;
}
export async function lockPayment(ex: Executor, studentId: number, paymentId: number): Promise<PaymentRow | undefined> {
  const [row] = await ex
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.studentId, studentId)))
    .for('update');
  return row;
}
export async function cancelPaymentRow(ex: Executor, id: number, userId: number, reason: string, rejected = false) {
  const [row] = await ex
    .update(payments)
    .set({
      cancelled: true,
      cancelledAt: sql`now()`,
      cancelledBy: userId,
      cancelReason: reason,
      ...(rejected && { verification: 'rejected' }),
    })
    .where(eq(payments.id, id))
    .returning();
  return row;
}

const paymentColumns = { payment: payments, createdByName: nameOf(creator) };
/** The payments of an invoice, oldest first. */
export async function paymentsOfInvoice(ex: Executor, invoiceId: number) {
  return ex
    .select(paymentColumns)
    .from(payments)
    .leftJoin(creator, eq(creator.id, payments.createdBy))
    .where(eq(payments.invoiceId, invoiceId))
    .orderBy(asc(payments.id));
}
export async function paymentById(ex: Executor, id: number) {
  const [row] = await ex
    .select(paymentColumns)
    .from(payments)
    .leftJoin(creator, eq(creator.id, payments.createdBy))
    .where(eq(payments.id, id));
  return row;
}
const PAYMENT_SORTS = { id: payments.id, paidOn: payments.paidOn, amount: payments.amountCents };
/** A student's payments, newest first, one page. */
export async function listPayments(ex: Executor, studentId: number, q: PaymentListQuery) {
  const w = and(
    eq(payments.studentId, studentId),
    // an estimate's, a seat deposit's or a direct payment's row in the verification queue is listed with them
    eq(payments.paysFor, 'invoice'),
    q.status ? eq(payments.cancelled, q.status === 'cancelled') : undefined,
  );
  const rows = await ex
    .select(paymentColumns)
    .from(payments)
    .leftJoin(creator, eq(creator.id, payments.createdBy))
    .where(w)
    .orderBy(orderBy(q.sort, PAYMENT_SORTS, desc(payments.id)), desc(payments.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(payments)
    .where(w);
  return { rows, total: n };
}
