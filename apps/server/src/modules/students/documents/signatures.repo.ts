import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../platform/db/index.js';
import { users } from '../../access/tables.js';
import { files } from '../../kit/tables.js';
import { refRowFiles, refRows } from '../../reference/tables.js';
import { signatureEnvelopes } from './student-documents.schema.js';
import { nameOf } from './student-documents.repo.js';

export type EnvelopeRow = typeof signatureEnvelopes.$inferSelect;
export type EnvelopeValues = typeof signatureEnvelopes.$inferInsert;

const template = alias(refRows, 'template');
const sender = alias(users, 'sender');
const listed = {
  e: signatureEnvelopes,
  templateName: template.label,
  documentName: files.filename,
  sentByName: nameOf(sender),
};
export type ListedEnvelope = {
  e: EnvelopeRow;
  templateName: string | null;
  documentName: string;
  sentByName: string | null;
};

const selectListed = (ex: Executor) =>
  ex
    .select(listed)
    .from(signatureEnvelopes)
    .innerJoin(files, eq(files.id, signatureEnvelopes.fileId))
    .leftJoin(template, eq(template.id, signatureEnvelopes.templateId))
    .leftJoin(sender, eq(sender.id, signatureEnvelopes.createdBy));

export async function listEnvelopes(ex: Executor, studentId: number): Promise<ListedEnvelope[]> {
  return selectListed(ex)
    .where(eq(signatureEnvelopes.studentId, studentId))
    .orderBy(desc(signatureEnvelopes.sentAt), desc(signatureEnvelopes.id));
}

export async function findListed(ex: Executor, studentId: number, id: number): Promise<ListedEnvelope | undefined> {
  const [row] = await selectListed(ex).where(
    and(eq(signatureEnvelopes.studentId, studentId), eq(signatureEnvelopes.id, id)),
  );
  return row;
}

export async function findEnvelope(ex: Executor, studentId: number, id: number): Promise<EnvelopeRow | undefined> {
  const [row] = await ex
    .select()
    .from(signatureEnvelopes)
    .where(and(eq(signatureEnvelopes.studentId, studentId), eq(signatureEnvelopes.id, id)));
  return row;
}

export async function insertEnvelope(ex: Executor, v: EnvelopeValues): Promise<EnvelopeRow> {
  const [row] = await ex.insert(signatureEnvelopes).values(v).returning();
  return row;
}

export async function updateEnvelope(ex: Executor, id: number, v: Partial<EnvelopeValues>): Promise<EnvelopeRow> {
  const [row] = await ex
    .update(signatureEnvelopes)
    .set({ ...v, updatedAt: sql`now()` })
    .where(eq(signatureEnvelopes.id, id))
    .returning();
  return row;
}

/** A document template row with its first active file, if it has one. */
export async function templateOf(ex: Executor, id: number) {
  const [row] = await ex
    .select({ id: refRows.id, label: refRows.label, active: refRows.active, data: refRows.data })
    .from(refRows)
    .where(and(eq(refRows.tableKey, 'document-template'), eq(refRows.id, id)));
  if (!row) return undefined;
  const [file] = await ex
    .select({ fileId: refRowFiles.fileId, filename: files.filename })
    .from(refRowFiles)
    .innerJoin(files, eq(files.id, refRowFiles.fileId))
    .where(and(eq(refRowFiles.rowId, id), eq(refRowFiles.active, true)))
    .orderBy(asc(refRowFiles.id))
    .limit(1);
  return { ...row, file };
}
