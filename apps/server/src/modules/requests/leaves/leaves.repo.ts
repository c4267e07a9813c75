import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LEAVE_REASON_TABLE, type LeaveListQuery } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { offsetOf, orderBy } from '../../../platform/paging.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';
import { studentLeaves } from './leaves.schema.js';

export type LeaveRow = typeof studentLeaves.$inferSelect;
const editor = alias(users, 'editor');
const reason = alias(refRows, 'reason');
const columns = {
  l: studentLeaves,
  reasonName: reason.label,
  updatedByName: nameOf(editor),
};
const SORTS = { startDate: studentLeaves.startDate, endDate: studentLeaves.endDate };
const own = (studentId: number, id: number) => and(eq(studentLeaves.studentId, studentId), eq(studentLeaves.id, id));

/** A student's leaves, one page: the latest first. */
export async function listLeaves(ex: Executor, studentId: number, q: LeaveListQuery) {
  const w = eq(studentLeaves.studentId, studentId);
  const rows = await ex
    .select(columns)
    .from(studentLeaves)
    .innerJoin(reason, eq(reason.id, studentLeaves.reasonId))
    .leftJoin(editor, eq(editor.id, studentLeaves.updatedBy))
    .where(w)
    .orderBy(orderBy(q.sort, SORTS, sql`${studentLeaves.startDate} desc`), asc(studentLeaves.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(studentLeaves)
    .where(w);
  return { rows, total: n };
}

export async function findLeave(ex: Executor, studentId: number, id: number) {
  const [row] = await ex
    .select(columns)
    .from(studentLeaves)
    .innerJoin(reason, eq(reason.id, studentLeaves.reasonId))
    .leftJoin(editor, eq(editor.id, studentLeaves.updatedBy))
    .where(own(studentId, id));
  return row;
}

/** The student's other leaves' days (all but `except`), to check a new or changed one against. */
export async function otherLeaves(ex: Executor, studentId: number, except?: number) {
  return ex
    .select({ id: studentLeaves.id, startDate: studentLeaves.startDate, endDate: studentLeaves.endDate })
    .from(studentLeaves)
    .where(
      except === undefined
        ? eq(studentLeaves.studentId, studentId)
        : and(eq(studentLeaves.studentId, studentId), ne(studentLeaves.id, except)),
    );
}

/** Serialises writes to one student's leaves (the overlap rule reads the others). */
export const lockStudent = (ex: Executor, studentId: number) =>
  ex.select({ id: students.id }).from(students).where(eq(students.id, studentId)).for('update');

/** The Leave of Absence Reasons row (undefined: none of that table), and its active rows by name. */
export async function reasonRef(ex: Executor, id: number) {
  const [row] = await ex
    .select({ id: refRows.id, active: refRows.active })
    .from(refRows)
    .where(and(eq(refRows.tableKey, LEAVE_REASON_TABLE), eq(refRows.id, id)));
  return row;
}
export const reasonChoices = (ex: Executor) =>
  ex
    .select({ id: refRows.id, name: refRows.label })
    .from(refRows)
    .where(and(eq(refRows.tableKey, LEAVE_REASON_TABLE), eq(refRows.active, true)))
    .orderBy(asc(refRows.label));
