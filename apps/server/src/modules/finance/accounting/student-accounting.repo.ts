import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StudentAccountingListQuery } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { likeTerm, offsetOf, orderBy } from '../../../platform/paging.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';
import { studentAccounting } from './student-accounting.schema.js';

export type AccountingRow = typeof studentAccounting.$inferSelect;
export type AccountingValues = typeof studentAccounting.$inferInsert;

const scholarship = alias(refRows, 'scholarship');
const financialAid = alias(refRows, 'financial_aid');
const editor = alias(users, 'editor');
const status = alias(refRows, 'status');
const campus = alias(refRows, 'campus');

/** The record of a student with the names of its scholarship, financial aid and last editor (undefined: none saved). */
export async function findAccounting(ex: Executor, studentId: number) {
  const [row] = await ex
    .select({
      a: studentAccounting,
      scholarshipLabel: scholarship.label,
      financialAidLabel: financialAid.label,
      updatedByName: nameOf(editor),
    })
    .from(studentAccounting)
    .leftJoin(scholarship, eq(scholarship.id, studentAccounting.scholarshipId))
    .leftJoin(financialAid, eq(financialAid.id, studentAccounting.financialAidId))
    .leftJoin(editor, eq(editor.id, studentAccounting.updatedBy))
    .where(eq(studentAccounting.studentId, studentId));
  return row;
}

/** The students' records, locked until the transaction ends (a bulk update's "before"). */
export async function lockRows(ex: Executor, studentIds: number[]): Promise<AccountingRow[]> {
  if (!studentIds.length) return [];
  return ex.select().from(studentAccounting).where(inArray(studentAccounting.studentId, studentIds)).for('update');
}

/** Which of these students exist, their rows locked so that the student cannot change under a write. */
export async function lockStudents(ex: Executor, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await ex.select({ id: students.id }).from(students).where(inArray(students.id, ids)).for('update');
  return rows.map((r) => r.id);
}

/** Writes the given values for each student: a new record starts from the defaults, an existing one keeps what is not given. */
export async function upsert(
  ex: Executor,
  studentIds: number[],
  set: Partial<Omit<AccountingValues, 'studentId'>>,
  userId: number,
): Promise<AccountingRow[]> {
  if (!studentIds.length) return [];
  return ex
    .insert(studentAccounting)
    .values(studentIds.map((studentId) => ({ ...set, studentId, createdBy: userId, updatedBy: userId })))
    .onConflictDoUpdate({
      target: studentAccounting.studentId,
      set: { ...set, updatedBy: userId, updatedAt: sql`now()` },
    })
    .returning();
}

/** A control-table row of one table (a dropdown value's check). */
export async function refOf(ex: Executor, table: string, id: number) {
  const [row] = await ex
    .select({ id: refRows.id, active: refRows.active })
    .from(refRows)
    .where(and(eq(refRows.tableKey, table), eq(refRows.id, id)));
  return row;
}

const fullName = sql<string>`${students.firstName} || ' ' || ${students.lastName}`;
const SORTS = {
  id: students.id,
  name: students.lastName,
  status: status.label,
  campus: campus.label,
  cohort: students.cohort,
  invoiceFinancialStatus: sql`coalesce(${studentAccounting.invoiceFinancialStatus}, 1)` as never,
};

/** Students with their accounting values (the defaults where none are saved), for the bulk updates' first step. */
export async function listWithAccounting(ex: Executor, q: StudentAccountingListQuery) {
  const conds: (SQL | undefined)[] = [];
  if (q.statusId) conds.push(eq(students.statusId, q.statusId));
  if (q.campusId) conds.push(eq(students.campusId, q.campusId));
  if (q.invoiceFinancialStatus)
    conds.push(sql`coalesce(${studentAccounting.invoiceFinancialStatus}, 1) = ${q.invoiceFinancialStatus}`);
  if (q.paymentPlan) conds.push(sql`coalesce(${studentAccounting.paymentPlan}, 'full') = ${q.paymentPlan}`);
  if (q.invoiceType) conds.push(sql`${q.invoiceType} = any(${studentAccounting.invoiceTypes})`);
  if (q.scholarshipId) conds.push(eq(studentAccounting.scholarshipId, q.scholarshipId));
  const text = q.q?.trim().toLowerCase();
  if (text)
    for (const word of text.split(/\s+/).slice(0, 5)) conds.push(sql`${students.searchText} like ${likeTerm(word)}`);
  const w = and(...conds);
  const rows = await ex
    .select({
      id: students.id,
      name: fullName,
      email: students.email,
      statusName: status.label,
      campusName: campus.label,
      cohort: students.cohort,
      financialStatus: students.financialStatus,
      a: studentAccounting,
      scholarshipLabel: scholarship.label,
    })
    .from(students)
    .leftJoin(studentAccounting, eq(studentAccounting.studentId, students.id))
    .leftJoin(status, eq(status.id, students.statusId))
    .leftJoin(campus, eq(campus.id, students.campusId))
    .leftJoin(scholarship, eq(scholarship.id, studentAccounting.scholarshipId))
    .where(w)
    .orderBy(
      orderBy(q.sort, SORTS, desc(students.id)),
      q.sort?.replace(/^-/, '') === 'name' ? asc(students.firstName) : desc(students.id),
      desc(students.id),
    )
    .limit(q.pageSize)
    .offset(offsetOf(q));
  // the filters read the student and the accounting record only; the labels' joins never add or drop students
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(students)
    .leftJoin(studentAccounting, eq(studentAccounting.studentId, students.id))
    .where(w);
  return { rows, total: n };
}
