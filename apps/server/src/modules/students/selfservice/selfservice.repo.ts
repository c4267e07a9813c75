import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { Params, preparedByShape } from '../../../platform/db/prepared.js';
import { users } from '../../access/tables.js';
import { files } from '../../kit/tables.js';
import { parentStudents, students } from '../record/students.schema.js';
import { parentSharing, studentIdentityRequests } from './selfservice.schema.js';

const creator = alias(users, 'creator');
const decider = alias(users, 'decider');
const parent = alias(users, 'parent');
const R = studentIdentityRequests;

export type IdentityRequestRow = typeof R.$inferSelect;

/** Requests with their proof file, student name and who filed and decided them. */
function requestQuery(ex: Executor) {
  return ex
    .select({
      r: R,
      studentName: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
      filename: files.filename,
      contentType: files.contentType,
      size: files.size,
      createdByName: nameOf(creator),
      decidedByName: nameOf(decider),
    })
    .from(R)
    .innerJoin(students, eq(students.id, R.studentId))
    .innerJoin(files, eq(files.id, R.proofFileId))
    .leftJoin(creator, eq(creator.id, R.createdBy))
    .leftJoin(decider, eq(decider.id, R.decidedBy));
}
export type ListedRequest = Awaited<ReturnType<ReturnType<typeof requestQuery>['execute']>>[number];

const byShape = preparedByShape();

/**
 * A student's requests, newest first (the personal tab shows them to staff as it opens): built once and,
 * on the database handle, prepared on each connection (its five-table join cost more to plan than to run).
 */
export async function requestsOf(ex: Executor, studentId: number) {
  const p = new Params();
  const where = eq(R.studentId, p.ph('studentId', studentId));
  p.ph('limit', 50);
  return byShape(
    ex,
    'requestsOf',
    () => requestQuery(ex).where(where).orderBy(desc(R.id)).limit(sql.placeholder('limit')),
    p,
    { named: !('rollback' in ex) },
  );
}

export const requestsByStatus = (ex: Executor, status: string) =>
  requestQuery(ex).where(eq(R.status, status)).orderBy(desc(R.id)).limit(200);

export async function listedRequest(ex: Executor, id: number) {
  const [row] = await requestQuery(ex).where(eq(R.id, id));
  return row;
}

/** The request, locked for a decision (another registrar's decision waits and then sees it decided). */
export async function lockRequest(ex: Executor, studentId: number, id: number) {
  const [row] = await ex
    .select()
    .from(R)
    .where(and(eq(R.id, id), eq(R.studentId, studentId)))
    .for('update');
  return row;
}

export async function pendingOf(ex: Executor, studentId: number) {
  const [row] = await ex
    .select({ id: R.id })
    .from(R)
    .where(and(eq(R.studentId, studentId), eq(R.status, 'pending')));
  return row;
}

export async function insertRequest(ex: Executor, values: typeof R.$inferInsert) {
  const [row] = await ex.insert(R).values(values).returning();
  return row;
}

export async function decide(
  ex: Executor,
  id: number,
  values: { status: string; decidedBy: number; decisionReason: string | null },
) {
  const [row] = await ex
    .update(R)
    .set({ ...values, decidedAt: sql`now()` })
    .where(and(eq(R.id, id), eq(R.status, 'pending')))
    .returning();
  return row;
}

/** The parents linked to a student with what she shares with each. */
export function sharingOf(ex: Executor, studentId: number) {
  return ex
    .select({
      userId: parentStudents.userId,
      name: sql<string>`coalesce(${nameOf(parent)}, ${parent.username})`,
      relation: parentStudents.relation,
      parts: parentSharing.parts,
      updatedAt: parentSharing.updatedAt,
    })
    .from(parentStudents)
    .innerJoin(parent, eq(parent.id, parentStudents.userId))
    .leftJoin(
      parentSharing,
      and(eq(parentSharing.userId, parentStudents.userId), eq(parentSharing.studentId, parentStudents.studentId)),
    )
    .where(eq(parentStudents.studentId, studentId))
    .orderBy(parentStudents.createdAt, parentStudents.userId);
}

/** The parts a student shares with one parent (none without a row). */
export async function sharedParts(ex: Executor, userId: number, studentId: number): Promise<string[]> {
  const [row] = await ex
    .select({ parts: parentSharing.parts })
    .from(parentSharing)
    .where(and(eq(parentSharing.userId, userId), eq(parentSharing.studentId, studentId)));
  return row?.parts ?? [];
}

export async function saveSharing(ex: Executor, userId: number, studentId: number, parts: string[], by: number) {
  await ex
    .insert(parentSharing)
    .values({ userId, studentId, parts, updatedBy: by })
    .onConflictDoUpdate({
      target: [parentSharing.userId, parentSharing.studentId],
      set: { parts, updatedBy: by, updatedAt: sql`now()` },
    });
}
