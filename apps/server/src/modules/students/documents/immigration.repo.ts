import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../platform/db/index.js';
import { users } from '../../access/tables.js';
import { files } from '../../kit/tables.js';
import { immigrationDocuments, studentImmigration } from './student-documents.schema.js';
import { nameOf } from './student-documents.repo.js';

export type ImmigrationRow = typeof studentImmigration.$inferSelect;
export type ImmigrationDocumentRow = typeof immigrationDocuments.$inferSelect;

const updater = alias(users, 'updater');
const uploader = alias(users, 'uploader');
const verifier = alias(users, 'verifier');

export async function findDetails(ex: Executor, studentId: number) {
  const [row] = await ex
    .select({ i: studentImmigration, updatedByName: nameOf(updater) })
    .from(studentImmigration)
    .leftJoin(updater, eq(updater.id, studentImmigration.updatedBy))
    .where(eq(studentImmigration.studentId, studentId));
  return row;
}

export async function upsertDetails(ex: Executor, v: typeof studentImmigration.$inferInsert): Promise<ImmigrationRow> {
  const { studentId: _s, ...set } = v;
  const [row] = await ex
    .insert(studentImmigration)
    .values(v)
    .onConflictDoUpdate({ target: studentImmigration.studentId, set: { ...set, updatedAt: sql`now()` } })
    .returning();
  return row;
}

/** A student's immigration files that are not removed, with names. */
export async function listDocuments(ex: Executor, studentId: number) {
  return ex
    .select({
      d: immigrationDocuments,
      filename: files.filename,
      contentType: files.contentType,
      size: files.size,
      uploadedByName: nameOf(uploader),
      verifiedByName: nameOf(verifier),
    })
    .from(immigrationDocuments)
    .innerJoin(files, eq(files.id, immigrationDocuments.fileId))
    .leftJoin(uploader, eq(uploader.id, immigrationDocuments.uploadedBy))
    .leftJoin(verifier, eq(verifier.id, immigrationDocuments.verifiedBy))
    .where(and(eq(immigrationDocuments.studentId, studentId), isNull(immigrationDocuments.removedAt)))
    .orderBy(asc(immigrationDocuments.uploadedAt), asc(immigrationDocuments.id));
}

export async function findDocuments(ex: Executor, studentId: number, ids: number[]): Promise<ImmigrationDocumentRow[]> {
  if (!ids.length) return [];
  return ex
    .select()
    .from(immigrationDocuments)
    .where(
      and(
        eq(immigrationDocuments.studentId, studentId),
        inArray(immigrationDocuments.id, ids),
        isNull(immigrationDocuments.removedAt),
      ),
    );
}

export async function insertDocument(
  ex: Executor,
  v: typeof immigrationDocuments.$inferInsert,
): Promise<ImmigrationDocumentRow> {
  const [row] = await ex.insert(immigrationDocuments).values(v).returning();
  return row;
}

export async function updateDocuments(
  ex: Executor,
  ids: number[],
  v: Partial<typeof immigrationDocuments.$inferInsert>,
) {
  if (!ids.length) return [];
  return ex.update(immigrationDocuments).set(v).where(inArray(immigrationDocuments.id, ids)).returning();
}
