import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MailLogKind, MailLogListQuery } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { likeTerm, offsetOf, orderBy } from '../../../platform/paging.js';
import { users } from '../../access/tables.js';
import { files } from '../../kit/tables.js';
import { refRows } from '../../reference/tables.js';
import { mailLogFiles, mailLogs } from './maillog.schema.js';
import { nameOf } from '../../../platform/db/columns.js';

export type MailLogRow = typeof mailLogs.$inferSelect;

const department = alias(refRows, 'department');
const outgoingType = alias(refRows, 'outgoing_type');
const enteredByUser = alias(users, 'entered_by');
const updatedByUser = alias(users, 'updated_by');

const attachmentCount = sql<number>`(select count(*)::int from ${mailLogFiles} where ${mailLogFiles.mailLogId} = ${mailLogs.id} and ${mailLogFiles.removedAt} is null)`;

const listed = {
  id: mailLogs.id,
  kind: mailLogs.kind,
  mailDate: mailLogs.mailDate,
  department: mailLogs.departmentId,
  departmentLabel: department.label,
  medium: mailLogs.medium,
  fromName: mailLogs.fromName,
  toName: mailLogs.toName,
  subject: mailLogs.subject,
  outgoingType: mailLogs.outgoingTypeId,
  outgoingTypeLabel: outgoingType.label,
  trackingNumber: mailLogs.trackingNumber,
  returnReason: mailLogs.returnReason,
  notes: mailLogs.notes,
  attachmentCount,
  enteredBy: mailLogs.createdBy,
  enteredByName: nameOf(enteredByUser),
  createdAt: mailLogs.createdAt,
  updatedAt: mailLogs.updatedAt,
  updatedByName: nameOf(updatedByUser),
};
const SORTS = {
  mailDate: mailLogs.mailDate,
  fromName: mailLogs.fromName,
  toName: mailLogs.toName,
  subject: mailLogs.subject,
  createdAt: mailLogs.createdAt,
  id: mailLogs.id,
};

/** Entries with the names of their department, type of outgoing and the people who logged and last changed them. */
const selectListed = (ex: Executor) =>
  ex
    .select(listed)
    .from(mailLogs)
    .leftJoin(department, eq(department.id, mailLogs.departmentId))
    .leftJoin(outgoingType, eq(outgoingType.id, mailLogs.outgoingTypeId))
    .leftJoin(enteredByUser, eq(enteredByUser.id, mailLogs.createdBy))
    .leftJoin(updatedByUser, eq(updatedByUser.id, mailLogs.updatedBy));

function where(q: MailLogListQuery): SQL {
  const conds: (SQL | undefined)[] = [eq(mailLogs.kind, q.kind), isNull(mailLogs.deletedAt)];
  if (q.from) conds.push(gte(mailLogs.mailDate, q.from));
  if (q.to) conds.push(lte(mailLogs.mailDate, q.to));
  if (q.department) conds.push(eq(mailLogs.departmentId, q.department));
  if (q.enteredBy) conds.push(eq(mailLogs.createdBy, q.enteredBy));
  if (q.outgoingType) conds.push(eq(mailLogs.outgoingTypeId, q.outgoingType));
  if (q.medium) conds.push(eq(mailLogs.medium, q.medium));
  const text = q.q?.trim();
  if (text) {
    const t = likeTerm(text);
    conds.push(
      or(
        ilike(mailLogs.fromName, t),
        ilike(mailLogs.toName, t),
        ilike(mailLogs.subject, t),
        ilike(mailLogs.trackingNumber, t),
        ilike(mailLogs.notes, t),
      ),
    );
  }
  return and(...conds)!;
}

export async function listMailLogs(ex: Executor, q: MailLogListQuery) {
  const w = where(q);
  const sort = orderBy(q.sort, SORTS, desc(mailLogs.mailDate));
  const items = await selectListed(ex).where(w).orderBy(sort, desc(mailLogs.id)).limit(q.pageSize).offset(offsetOf(q));
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(mailLogs)
    .where(w);
  return { items, total: Number(n) };
}

/** An entry as shown, with who changed it last; deleted entries are absent. */
export async function findListed(ex: Executor, id: number) {
  const [row] = await selectListed(ex).where(and(eq(mailLogs.id, id), isNull(mailLogs.deletedAt)));
  return row;
}

export const findMailLog = async (ex: Executor, id: number): Promise<MailLogRow | undefined> =>
  (
    await ex
      .select()
      .from(mailLogs)
      .where(and(eq(mailLogs.id, id), isNull(mailLogs.deletedAt)))
  )[0];
export const insertMailLog = async (ex: Executor, v: typeof mailLogs.$inferInsert) =>
  (await ex.insert(mailLogs).values(v).returning())[0];
export const updateMailLog = async (ex: Executor, id: number, v: Partial<typeof mailLogs.$inferInsert>) =>
  (await ex.update(mailLogs).set(v).where(eq(mailLogs.id, id)).returning())[0];

/** The current attachments of an entry, oldest first. */
export const attachmentsOf = (ex: Executor, mailLogId: number) =>
  ex
    .select({
      id: files.id,
      filename: files.filename,
      contentType: files.contentType,
      size: files.size,
      uploadedAt: mailLogFiles.createdAt,
      uploadedByName: nameOf(users),
    })
    .from(mailLogFiles)
    .innerJoin(files, eq(files.id, mailLogFiles.fileId))
    .leftJoin(users, eq(users.id, mailLogFiles.createdBy))
    .where(and(eq(mailLogFiles.mailLogId, mailLogId), isNull(mailLogFiles.removedAt)))
    .orderBy(asc(mailLogFiles.id));

export const attachFile = (ex: Executor, mailLogId: number, fileId: number, by: number) =>
  ex.insert(mailLogFiles).values({ mailLogId, fileId, createdBy: by });

/** Removes these current attachments (by file id) of an entry; answers the file ids removed. */
export async function removeAttachments(ex: Executor, mailLogId: number, fileIds: number[], by: number, at: string) {
  if (!fileIds.length) return [];
  const rows = await ex
    .update(mailLogFiles)
    .set({ removedAt: at, removedBy: by })
    .where(
      and(eq(mailLogFiles.mailLogId, mailLogId), inArray(mailLogFiles.fileId, fileIds), isNull(mailLogFiles.removedAt)),
    )
    .returning({ fileId: mailLogFiles.fileId });
  return rows.map((r) => r.fileId);
}

/** Is this file a current attachment of this (not deleted) entry? */
export async function isAttachment(ex: Executor, mailLogId: number, fileId: number) {
  const rows = await ex
    .select({ id: mailLogFiles.id })
    .from(mailLogFiles)
    .innerJoin(mailLogs, eq(mailLogs.id, mailLogFiles.mailLogId))
    .where(
      and(
        eq(mailLogFiles.mailLogId, mailLogId),
        eq(mailLogFiles.fileId, fileId),
        isNull(mailLogFiles.removedAt),
        isNull(mailLogs.deletedAt),
      ),
    );
  return rows.length > 0;
}

/** A row of a control table (department, outgoing-mail-type) by id, or undefined. */
export const refRowOf = async (ex: Executor, tableKey: string, id: number) =>
  (
    await ex
      .select({ id: refRows.id, label: refRows.label, active: refRows.active })
      .from(refRows)
      .where(and(eq(refRows.id, id), eq(refRows.tableKey, tableKey)))
  )[0];

/** The people who logged entries (not deleted) of a register, by name. */
export async function enteredBy(ex: Executor, kind: MailLogKind) {
  const rows = await ex
    .selectDistinct({ value: users.id, label: nameOf(users), username: users.username })
    .from(mailLogs)
    .innerJoin(users, eq(users.id, mailLogs.createdBy))
    .where(and(eq(mailLogs.kind, kind), isNull(mailLogs.deletedAt)));
  return rows
    .map((r) => ({ value: r.value, label: r.label ?? r.username }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
