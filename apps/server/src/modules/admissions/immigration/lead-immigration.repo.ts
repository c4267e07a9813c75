import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { users } from '../../access/tables.js';
import { files } from '../../kit/tables.js';
import { leadImmigrationDocuments } from './lead-immigration.schema.js';

export type LeadImmigrationRow = typeof leadImmigrationDocuments.$inferSelect;

const uploader = alias(users, 'uploader');
const verifier = alias(users, 'verifier');
const current = (leadId: number) =>
  and(eq(leadImmigrationDocuments.leadId, leadId), isNull(leadImmigrationDocuments.removedAt));

/** A lead's immigration files that are not removed or replaced, oldest first, with names. */
export const listDocuments = (ex: Executor, leadId: number) =>
  ex
    .select({
      d: leadImmigrationDocuments,
      filename: files.filename,
      contentType: files.contentType,
      size: files.size,
      uploadedByName: nameOf(uploader),
      verifiedByName: nameOf(verifier),
    })
    .from(leadImmigrationDocuments)
    .innerJoin(files, eq(files.id, leadImmigrationDocuments.fileId))
    .leftJoin(uploader, eq(uploader.id, leadImmigrationDocuments.uploadedBy))
    .leftJoin(verifier, eq(verifier.id, leadImmigrationDocuments.verifiedBy))
    .where(current(leadId))
    .orderBy(asc(leadImmigrationDocuments.uploadedAt), asc(leadImmigrationDocuments.id));

/** Current documents of this lead among `ids` (another lead's, or a removed one, look absent). */
export async function findDocuments(
  ex: Executor,
  leadId: number,
  ids: number[],
  lock = false,
): Promise<LeadImmigrationRow[]> {
  if (!ids.length) return [];
  const q = ex
    .select()
    .from(leadImmigrationDocuments)
    .where(and(current(leadId), inArray(leadImmigrationDocuments.id, ids)));
  return lock ? q.for('update') : q;
}

export const insertDocument = async (ex: Executor, v: typeof leadImmigrationDocuments.$inferInsert) =>
  (await ex.insert(leadImmigrationDocuments).values(v).returning())[0];

export async function updateDocuments(
  ex: Executor,
  ids: number[],
  v: Partial<typeof leadImmigrationDocuments.$inferInsert>,
) {
  if (!ids.length) return [];
  return ex.update(leadImmigrationDocuments).set(v).where(inArray(leadImmigrationDocuments.id, ids)).returning();
}

/** For the migration: the lead's current documents, oldest first. */
export const currentDocuments = (ex: Executor, leadId: number) =>
  ex
    .select()
    .from(leadImmigrationDocuments)
    .where(current(leadId))
    .orderBy(asc(leadImmigrationDocuments.uploadedAt), asc(leadImmigrationDocuments.id));
