import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StudentDocumentListQuery } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { likeTerm, offsetOf, orderBy } from '../../../platform/paging.js';
import { files } from '../../kit/tables.js';
import { createDocumentsKit, type ListedDocumentOf } from '../../kit/index.js';
import { refRows } from '../../reference/tables.js';
import { studentDocumentVersions, studentDocuments } from './student-documents.schema.js';

/** Lifted to platform/documents.ts; re-exported for this module's other repos. */
export { nameOf };

export type StudentDocumentRow = typeof studentDocuments.$inferSelect;

/** The student's documents: the record kit's documents over student_documents. */
export const docs = createDocumentsKit({
  owner: 'student',
  documents: studentDocuments,
  ownerId: studentDocuments.studentId,
  versions: studentDocumentVersions,
  entity: 'studentDocument',
});

const folder = alias(refRows, 'folder');
const category = alias(refRows, 'category');

export type ListedDocument = ListedDocumentOf<{
  d: StudentDocumentRow;
  folderName: string | null;
  categoryName: string | null;
}>;
const SORTS = {
  title: studentDocuments.title,
  folder: folder.label,
  createdAt: studentDocuments.createdAt,
  updatedAt: studentDocuments.updatedAt,
};

const selectListed = (ex: Executor) =>
  docs
    .selectListed(ex, { d: studentDocuments, folderName: folder.label, categoryName: category.label })
    .leftJoin(folder, eq(folder.id, studentDocuments.folderId))
    .leftJoin(category, eq(category.id, studentDocuments.categoryId));

/** A student's documents; `selfOnly` keeps those shared with the student (the student's own view). */
export async function listDocuments(ex: Executor, studentId: number, q: StudentDocumentListQuery, selfOnly: boolean) {
  const conds: (SQL | undefined)[] = [
    eq(studentDocuments.studentId, studentId),
    eq(studentDocuments.active, !q.inactive),
  ];
  if (selfOnly) conds.push(or(eq(studentDocuments.sharedWithStudent, true), eq(studentDocuments.uploadedBySelf, true)));
  if (q.folderId) conds.push(eq(studentDocuments.folderId, q.folderId));
  if (q.categoryId) conds.push(eq(studentDocuments.categoryId, q.categoryId));
  const text = q.q?.trim();
  if (text)
    conds.push(or(ilike(studentDocuments.title, likeTerm(text)), ilike(studentDocuments.description, likeTerm(text))));
  const w = and(...conds);
  const items = await selectListed(ex)
    .where(w)
    .orderBy(orderBy(q.sort, SORTS, desc(studentDocuments.createdAt)), desc(studentDocuments.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(studentDocuments)
    .where(w);
  return { items: items as ListedDocument[], total: Number(n) };
}

export async function findListed(ex: Executor, studentId: number, id: number): Promise<ListedDocument | undefined> {
  const [row] = await selectListed(ex).where(
    and(eq(studentDocuments.studentId, studentId), eq(studentDocuments.id, id)),
  );
  return row as ListedDocument | undefined;
}

export async function findDocuments(ex: Executor, studentId: number, ids: number[]) {
  if (!ids.length) return [];
  return ex
    .select({ d: studentDocuments, filename: files.filename, size: files.size })
    .from(studentDocuments)
    .innerJoin(files, eq(files.id, studentDocuments.fileId))
    .where(and(eq(studentDocuments.studentId, studentId), inArray(studentDocuments.id, ids)));
}

/** Active rows of a control table (folders, categories), optionally those whose `data.field` equals a value. */
export async function refChoices(ex: Executor, table: string, where?: { field: string; value: string }) {
  const conds: SQL[] = [eq(refRows.tableKey, table), eq(refRows.active, true)];
  if (where) conds.push(sql`${refRows.data} ->> ${where.field} = ${where.value}`);
  return ex
    .select({ value: refRows.id, label: refRows.label })
    .from(refRows)
    .where(and(...conds))
    .orderBy(asc(refRows.sortOrder), asc(refRows.label));
}

export async function refRowOf(ex: Executor, table: string, id: number) {
  const [row] = await ex
    .select({ id: refRows.id, label: refRows.label, active: refRows.active, data: refRows.data })
    .from(refRows)
    .where(and(eq(refRows.tableKey, table), eq(refRows.id, id)));
  return row;
}
