import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { offsetOf } from '../../../platform/paging.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { creditApplications, studentCredits } from '../credits/credits.schema.js';
import { invoices, payments } from '../invoices/invoices.schema.js';
import {
  directPayments,
  invoiceInstallments,
  malpracticeInsurances,
  oldPayments,
  studentLoans,
} from './student-extras.schema.js';

const creator = alias(users, 'creator');
const feeHead = alias(refRows, 'fee_head');
const count = () => sql<number>`count(*)::int`.mapWith(Number);

export type DirectPaymentRow = {
  p: typeof directPayments.$inferSelect;
  feeHeadLabel: string | null;
  createdByName: string | null;
  verification: string | null;
};
const directColumns = {
  p: directPayments,
  feeHeadLabel: feeHead.label,
  createdByName: nameOf(creator),
  verification: payments.verification,
};

/** The active fee heads, by name (directPaymentOptions). */
export const activeFeeHeads = (ex: Executor) =>
  ex
    .select({ id: refRows.id, label: refRows.label })
    .from(refRows)
    .where(and(eq(refRows.tableKey, 'fee-head'), eq(refRows.active, true)))
    .orderBy(asc(refRows.label));

export async function refRow(ex: Executor, table: string, id: number) {
  const [row] = await ex
    .select({ id: refRows.id, label: refRows.label, active: refRows.active })
    .from(refRows)
    .where(and(eq(refRows.tableKey, table), eq(refRows.id, id)));
  return row;
}

export async function insertDirectPayment(ex: Executor, v: typeof directPayments.$inferInsert) {
  const [row] = await ex.insert(directPayments).values(v).returning();
  return row;
}

export async function findDirectPayment(
  ex: Executor,
  where: { studentId: number; id?: number; creditId?: number },
): Promise<DirectPaymentRow | undefined> {
  const [row] = await ex
    .select(directColumns)
    .from(directPayments)
    .leftJoin(feeHead, eq(feeHead.id, directPayments.feeHeadId))
    .leftJoin(creator, eq(creator.id, directPayments.createdBy))
    .leftJoin(payments, eq(payments.id, directPayments.paymentId))
    .where(
      and(
        eq(directPayments.studentId, where.studentId),
        where.id != null ? eq(directPayments.id, where.id) : undefined,
        where.creditId != null ? eq(directPayments.creditId, where.creditId) : undefined,
      ),
    );
  return row;
}

export async function listDirectPayments(ex: Executor, studentId: number, q: { page: number; pageSize: number }) {
  const w = eq(directPayments.studentId, studentId);
  const rows = await ex
    .select(directColumns)
    .from(directPayments)
    .leftJoin(feeHead, eq(feeHead.id, directPayments.feeHeadId))
    .leftJoin(creator, eq(creator.id, directPayments.createdBy))
    .leftJoin(payments, eq(payments.id, directPayments.paymentId))
    .where(w)
    .orderBy(desc(directPayments.createdOn), desc(directPayments.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [{ n }] = await ex.select({ n: count() }).from(directPayments).where(w);
  return { rows, total: n };
}

export const setDirectCreatedOn = (ex: Executor, id: number, createdOn: string) =>
  ex.update(directPayments).set({ createdOn }).where(eq(directPayments.id, id));

/** A credit of the student (deleted ones too) and the invoices it was applied to. */
export async function creditUses(ex: Executor, studentId: number, creditId: number) {
  const [credit] = await ex
    .select()
    .from(studentCredits)
    .where(and(eq(studentCredits.id, creditId), eq(studentCredits.studentId, studentId)));
  if (!credit) return undefined;
  const uses = await ex
    .select({ a: creditApplications, invoice: invoices })
    .from(creditApplications)
    .innerJoin(invoices, eq(invoices.id, creditApplications.invoiceId))
    .where(eq(creditApplications.creditId, creditId))
    .orderBy(asc(creditApplications.id));
  return { credit, uses };
}

// invoices

export async function invoiceStage(ex: Executor, invoiceId: number) {
  const [row] = await ex
    .select({ stageId: invoices.stageId, stageLabel: refRows.label })
    .from(invoices)
    .leftJoin(refRows, eq(refRows.id, invoices.stageId))
    .where(eq(invoices.id, invoiceId));
  return row;
}
export const installmentsOf = (ex: Executor, invoiceId: number) =>
  ex
    .select()
    .from(invoiceInstallments)
    .where(eq(invoiceInstallments.invoiceId, invoiceId))
    .orderBy(asc(invoiceInstallments.number));
export async function replaceInstallments(
  ex: Executor,
  invoiceId: number,
  rows: Array<typeof invoiceInstallments.$inferInsert>,
) {
  await ex.delete(invoiceInstallments).where(eq(invoiceInstallments.invoiceId, invoiceId));
  await ex.insert(invoiceInstallments).values(rows);
}
/** The installment end dates of a semester (Accounting Settings), by installment number. */
export async function installmentEndDates(ex: Executor, semesterId: number) {
  const rows = await ex
    .select({ data: refRows.data })
    .from(refRows)
    .where(
      and(
        eq(refRows.tableKey, 'installment-end-date'),
        eq(refRows.active, true),
        sql`${refRows.data}->>'semester' = ${String(semesterId)}`,
      ),
    );
  return new Map(rows.map((r) => [Number(r.data.installment), String(r.data.endDate)]));
}

// old payments

export async function listOldPayments(ex: Executor, studentId: number, q: { page: number; pageSize: number }) {
  const w = eq(oldPayments.studentId, studentId);
  const rows = await ex
    .select()
    .from(oldPayments)
    .where(w)
    .orderBy(desc(oldPayments.paidOn), desc(oldPayments.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [{ n }] = await ex.select({ n: count() }).from(oldPayments).where(w);
  return { rows, total: n };
}
export const insertOldPayments = (ex: Executor, rows: Array<typeof oldPayments.$inferInsert>) =>
  ex.insert(oldPayments).values(rows);

// loans

export type LoanRow = typeof studentLoans.$inferSelect;
const liveLoan = (studentId: number, id?: number) =>
  and(eq(studentLoans.studentId, studentId), isNull(studentLoans.deletedAt), id ? eq(studentLoans.id, id) : undefined);
export const listLoans = (ex: Executor, studentId: number) =>
  ex.select().from(studentLoans).where(liveLoan(studentId)).orderBy(desc(studentLoans.id));
export async function findLoan(ex: Executor, studentId: number, id: number) {
  const [row] = await ex.select().from(studentLoans).where(liveLoan(studentId, id)).for('update');
  return row;
}
export async function insertLoan(ex: Executor, v: typeof studentLoans.$inferInsert) {
  const [row] = await ex.insert(studentLoans).values(v).returning();
  return row;
}
export async function updateLoan(ex: Executor, id: number, v: Partial<typeof studentLoans.$inferInsert>) {
  const [row] = await ex
    .update(studentLoans)
    .set({ ...v, updatedAt: sql`now()` as never })
    .where(eq(studentLoans.id, id))
    .returning();
  return row;
}

// malpractice insurance

export type PolicyRow = typeof malpracticeInsurances.$inferSelect;
export const listPolicies = (ex: Executor, studentId: number) =>
  ex
    .select()
    .from(malpracticeInsurances)
    .where(eq(malpracticeInsurances.studentId, studentId))
    .orderBy(desc(malpracticeInsurances.expiryDate), desc(malpracticeInsurances.id));
export async function findPolicy(ex: Executor, studentId: number, id: number) {
  const [row] = await ex
    .select()
    .from(malpracticeInsurances)
    .where(and(eq(malpracticeInsurances.studentId, studentId), eq(malpracticeInsurances.id, id)));
  return row;
}
export async function insertPolicy(ex: Executor, v: typeof malpracticeInsurances.$inferInsert) {
  const [row] = await ex.insert(malpracticeInsurances).values(v).returning();
  return row;
}
/** Policies not yet warned of whose expiry is on or before `until` (and not past): locked, skipping busy rows. */
export const policiesToWarn = (ex: Executor, today: string, until: string) =>
  ex
    .select()
    .from(malpracticeInsurances)
    .where(
      and(
        isNull(malpracticeInsurances.notifiedAt),
        lte(malpracticeInsurances.expiryDate, until),
        sql`${malpracticeInsurances.expiryDate} >= ${today}`,
      ),
    )
    .for('update', { skipLocked: true });
export const markNotified = (ex: Executor, id: number) =>
  ex
    .update(malpracticeInsurances)
    .set({ notifiedAt: sql`now()` as never })
    .where(eq(malpracticeInsurances.id, id));
/** The student's active sign-in accounts (who hears of an expiring policy). */
export const studentUsers = (ex: Executor, studentId: number) =>
  ex
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.studentId, studentId), eq(users.active, true)));
