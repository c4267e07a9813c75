import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LIBRARY_CATALOG_TABLE } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { auditLog } from '../../../platform/db/tables.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { studentDocuments } from './student-documents.schema.js';
import { nameOf } from './student-documents.repo.js';

const course = alias(refRows, 'course');
const folder = alias(refRows, 'folder');
const actor = alias(users, 'actor');
const courseOf = sql<number | null>`(${refRows.data} ->> 'course')::int`;

/** The library's active items for a course (and those for every course), or all of them when no course is given. */
export async function libraryItems(ex: Executor, courseId: number | null) {
  const conds = [eq(refRows.tableKey, LIBRARY_CATALOG_TABLE), eq(refRows.active, true)];
  if (courseId != null) conds.push(or(sql`${courseOf} = ${courseId}`, sql`${refRows.data} ->> 'course' is null`)!);
  return ex
    .select({ id: refRows.id, title: refRows.label, data: refRows.data, courseName: course.label })
    .from(refRows)
    .leftJoin(course, sql`${course.id} = ${courseOf}`)
    .where(and(...conds))
    .orderBy(asc(refRows.label), asc(refRows.id));
}

/** The active documents of a student, for the snapshot; `selfOnly` keeps those the student sees (shared with them or their own uploads). */
export async function activeDocuments(ex: Executor, studentId: number, selfOnly = false) {
  return ex
    .select({
      title: studentDocuments.title,
      folderName: folder.label,
      version: studentDocuments.version,
      verified: studentDocuments.verified,
      createdAt: studentDocuments.createdAt,
    })
    .from(studentDocuments)
    .leftJoin(folder, eq(folder.id, studentDocuments.folderId))
    .where(
      and(
        eq(studentDocuments.studentId, studentId),
        eq(studentDocuments.active, true),
        selfOnly
          ? or(eq(studentDocuments.sharedWithStudent, true), eq(studentDocuments.uploadedBySelf, true))
          : undefined,
      ),
    )
    .orderBy(asc(folder.label), desc(studentDocuments.createdAt));
}

/** Status changes of a student from the audit trail (added, profile edits, status changes): rows whose `after` sets a status different from `before`. */
export async function statusHistory(ex: Executor, studentId: number) {
  return ex
    .select({
      at: auditLog.at,
      action: auditLog.action,
      statusId: sql<string | null>`${auditLog.after} ->> 'statusId'`,
      byName: nameOf(actor),
      reason: sql<string | null>`${auditLog.after} ->> 'reason'`,
      effectiveDate: sql<string | null>`${auditLog.after} ->> 'effectiveDate'`,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .where(
      and(
        eq(auditLog.entity, 'student'),
        eq(auditLog.entityId, String(studentId)),
        sql`${auditLog.after} ? 'statusId'`,
        sql`(${auditLog.before} is null or ${auditLog.before} ->> 'statusId' is distinct from ${auditLog.after} ->> 'statusId')`,
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id))
    .limit(200);
}
