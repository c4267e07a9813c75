import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../platform/db/index.js';
import { users } from '../../access/tables.js';
import { createImmigrationKit } from '../../kit/index.js';
import { immigrationDocuments, studentImmigration } from './student-documents.schema.js';
import { nameOf } from './student-documents.repo.js';

export type ImmigrationRow = typeof studentImmigration.$inferSelect;
export type ImmigrationDocumentRow = typeof immigrationDocuments.$inferSelect;

const updater = alias(users, 'updater');

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

/** The student's immigration documents: the record kit's over immigration_documents. */
export const immigration = createImmigrationKit({
  documents: immigrationDocuments,
  ownerId: immigrationDocuments.studentId,
  ownerKey: 'studentId',
  entity: 'immigrationDocument',
});
