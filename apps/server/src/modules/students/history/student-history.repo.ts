import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { STUDENT_ACCOUNTING_ENTITY, STUDENT_ACTIVITY_KINDS, STUDENT_ENTITY } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { tablePage } from '../../../platform/db/table-page.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { activityPage, documentTitles, kindWhere, type RecordNames } from '../../kit/index.js';
import { students } from '../record/students.schema.js';
import { studentDocuments } from '../documents/student-documents.schema.js';
import { auditLog } from '../../../platform/db/tables.js';
import { studentDeferments, studentOtherDetails, studentStatusChanges } from './student-history.schema.js';
import { nameOf } from '../../../platform/db/columns.js';

type Paging = { page: number; pageSize: number };

// ---- activity log ----

/** The audit entity of a student's documents (the record kit's documents). */
const DOCUMENT_ENTITY = 'studentDocument';
/** Entities audited under the student's own id (entity_id is the student's). */
const KEYED_BY_STUDENT = [STUDENT_ENTITY, STUDENT_ACCOUNTING_ENTITY, 'studentBilling', 'studentAdmission'];

/**
 * The audit rows of one student: those audited under the student's id (the record, its accounting, billing,
 * admission forms; documents emailed), those that carry the student's id in their values (a note, a
 * contact, a document's upload and edits, the lead's carried history), and a document's rows that name only
 * the document (verified, deactivated).
 */
const belongsTo = (ex: Executor, studentId: number) =>
  or(
    and(inArray(auditLog.entity, KEYED_BY_STUDENT), eq(auditLog.entityId, String(studentId))),
    and(eq(auditLog.entity, DOCUMENT_ENTITY), eq(auditLog.action, 'email'), eq(auditLog.entityId, String(studentId))),
    sql`coalesce(${auditLog.after}->>'studentId', ${auditLog.before}->>'studentId') = ${String(studentId)}`,
    and(
      eq(auditLog.entity, DOCUMENT_ENTITY),
      ne(auditLog.action, 'email'),
      inArray(
        auditLog.entityId,
        ex
          .select({ id: sql<string>`${studentDocuments.id}::text` })
          .from(studentDocuments)
          .where(eq(studentDocuments.studentId, studentId)),
      ),
    ),
  );

export const listActivity = (ex: Executor, studentId: number, q: Paging & { kind?: string }) =>
  activityPage(ex, and(belongsTo(ex, studentId), kindWhere(STUDENT_ACTIVITY_KINDS, q.kind)), q);

/** The documents' titles, for rows that name only the document. */
export const ACTIVITY_RECORD_NAMES: RecordNames = { [DOCUMENT_ENTITY]: documentTitles(studentDocuments) };

// ---- status changes ----

const fromStatus = alias(refRows, 'from_status');
const toStatus = alias(refRows, 'to_status');

export const listStatusChanges = (ex: Executor, studentId: number, q: Paging) =>
  tablePage(ex, {
    table: studentStatusChanges,
    columns: {
      id: studentStatusChanges.id,
      fromStatusId: studentStatusChanges.fromStatusId,
      fromStatusName: fromStatus.label,
      toStatusId: studentStatusChanges.toStatusId,
      toStatusName: toStatus.label,
      reason: studentStatusChanges.reason,
      effectiveDate: studentStatusChanges.effectiveDate,
      changedByName: nameOf(users),
      changedAt: studentStatusChanges.createdAt,
    },
    joins: [
      [fromStatus, eq(fromStatus.id, studentStatusChanges.fromStatusId)],
      [toStatus, eq(toStatus.id, studentStatusChanges.toStatusId)],
      [users, eq(users.id, studentStatusChanges.createdBy)],
    ],
    where: eq(studentStatusChanges.studentId, studentId),
    order: [desc(studentStatusChanges.createdAt), desc(studentStatusChanges.id)],
    q,
  });

// ---- other details ----

export type OtherDetailsRow = typeof studentOtherDetails.$inferSelect;

export async function findOtherDetails(ex: Executor, studentId: number) {
  const [row] = await ex
    .select({ d: studentOtherDetails, updatedByName: nameOf(users) })
    .from(studentOtherDetails)
    .leftJoin(users, eq(users.id, studentOtherDetails.updatedBy))
    .where(eq(studentOtherDetails.studentId, studentId));
  return row;
}

export async function saveOtherDetails(ex: Executor, v: typeof studentOtherDetails.$inferInsert) {
  const { studentId: _id, ...set } = v;
  await ex
    .insert(studentOtherDetails)
    .values(v)
    .onConflictDoUpdate({ target: studentOtherDetails.studentId, set: { ...set, updatedAt: sql`now()` } });
}

// ---- deferments ----

const fromSemester = alias(refRows, 'from_semester');
const toSemester = alias(refRows, 'to_semester');

export const listDeferments = (ex: Executor, studentId: number, q: Paging) =>
  tablePage(ex, {
    table: studentDeferments,
    columns: {
      id: studentDeferments.id,
      fromSemesterId: studentDeferments.fromSemesterId,
      fromSemesterName: fromSemester.label,
      toSemesterId: studentDeferments.toSemesterId,
      toSemesterName: toSemester.label,
      reason: studentDeferments.reason,
      requestedByName: nameOf(users),
      requestedAt: studentDeferments.createdAt,
    },
    joins: [
      [fromSemester, eq(fromSemester.id, studentDeferments.fromSemesterId)],
      [toSemester, eq(toSemester.id, studentDeferments.toSemesterId)],
      [users, eq(users.id, studentDeferments.createdBy)],
    ],
    where: eq(studentDeferments.studentId, studentId),
    order: [desc(studentDeferments.createdAt), desc(studentDeferments.id)],
    q,
  });

/** The semester rows with their start dates, earliest first. */
export async function semesters(ex: Executor) {
  const rows = await ex
    .select({
      id: refRows.id,
      label: refRows.label,
      active: refRows.active,
      startDate: sql<string | null>`${refRows.data}->>'startDate'`,
    })
    .from(refRows)
    .where(eq(refRows.tableKey, 'semester'))
    .orderBy(asc(sql`${refRows.data}->>'startDate'`), asc(refRows.id));
  return rows;
}

/** The student row, locked until the transaction ends (changes of status and start semester queue up behind each other). */
export async function lockStudent(ex: Executor, id: number) {
  const [row] = await ex.select().from(students).where(eq(students.id, id)).for('update');
  return row;
}
