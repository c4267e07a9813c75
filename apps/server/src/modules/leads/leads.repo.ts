import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { LeadListQuery, LeadNoteKind } from '@caduceus/contracts';
import type { Executor } from '../../platform/db/index.js';
import { likeTerm, offsetOf, orderBy } from '../../platform/paging.js';
import { refRows } from '../reference/reference.schema.js';
import { users } from '../auth/auth.schema.js';
import { files } from '../files/files.schema.js';
import { auditLog } from '../system/system.schema.js';
import { leadNotes, leadStatusChanges, leads } from './leads.schema.js';

export type LeadRow = typeof leads.$inferSelect;
export type LeadValues = typeof leads.$inferInsert;

/** The text the quick search looks in: id, names, email and phone digits, lower-cased. */
export const searchTextOf = (l: Pick<LeadRow, 'id' | 'firstName' | 'middleName' | 'lastName' | 'email' | 'phone'>) =>
  [l.id, l.firstName, l.middleName, l.lastName, l.email, (l.phone ?? '').replace(/\D/g, '')].filter((x) => x != null && x !== '').join(' ').toLowerCase();

const fullName = sql<string>`${leads.firstName} || ' ' || ${leads.lastName}`;
const labelOf = (id: PgColumn) => sql<string | null>`(select r.label from ${refRows} r where r.id = ${leads}.${sql.identifier(id.name)})`;
const repName = sql<string | null>`(select u.first_name || ' ' || u.last_name from ${users} u where u.id = ${leads}.${sql.identifier(leads.representativeId.name)})`;
const listed = {
  id: leads.id, name: fullName, email: leads.email, phone: leads.phone, statusId: leads.statusId, courseId: leads.courseId,
  courseName: labelOf(leads.courseId), campusName: labelOf(leads.campusId), semesterName: labelOf(leads.semesterId), sourceName: labelOf(leads.sourceId),
  birthCountryName: labelOf(leads.birthCountryId), representativeId: leads.representativeId, representativeName: repName, fairId: leads.fairId,
  studentId: leads.studentId, createdAt: leads.createdAt, closedAt: leads.closedAt, deletedAt: leads.deletedAt,
};
const course = alias(refRows, 'course');
const campus = alias(refRows, 'campus');
const semester = alias(refRows, 'semester');
const source = alias(refRows, 'source');
const rep = alias(users, 'rep');
const SORTS = {
  id: leads.id, name: leads.lastName, email: leads.email, status: leads.statusId, course: course.label, campus: campus.label, semester: semester.label,
  source: source.label, representative: rep.lastName, createdAt: leads.createdAt,
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- joins of different aliases of one table
const SORT_JOINS: Partial<Record<string, [any, SQL]>> = {
  course: [course, eq(course.id, leads.courseId)], campus: [campus, eq(campus.id, leads.campusId)], semester: [semester, eq(semester.id, leads.semesterId)],
  source: [source, eq(source.id, leads.sourceId)], representative: [rep, eq(rep.id, leads.representativeId)],
};

function where(q: LeadListQuery): SQL | undefined {
  const conds: (SQL | undefined)[] = [q.deleted ? isNotNull(leads.deletedAt) : isNull(leads.deletedAt)];
  const closed = q.closed ?? 'open';
  if (closed === 'open') conds.push(isNull(leads.closedAt));
  if (closed === 'closed') conds.push(isNotNull(leads.closedAt));
  if (q.statusId) conds.push(eq(leads.statusId, q.statusId));
  if (q.courseId) conds.push(eq(leads.courseId, q.courseId));
  if (q.campusId) conds.push(eq(leads.campusId, q.campusId));
  if (q.semesterId) conds.push(eq(leads.semesterId, q.semesterId));
  if (q.sourceId) conds.push(eq(leads.sourceId, q.sourceId));
  if (q.representativeId) conds.push(eq(leads.representativeId, q.representativeId));
  if (q.unassigned) conds.push(isNull(leads.representativeId));
  if (q.birthCountryId) conds.push(eq(leads.birthCountryId, q.birthCountryId));
  if (q.fairId) conds.push(eq(leads.fairId, q.fairId));
  if (q.createdFrom) conds.push(gte(leads.createdAt, sql`${q.createdFrom}::date`));
  if (q.createdTo) conds.push(lt(leads.createdAt, sql`${q.createdTo}::date + 1`));
  const text = q.q?.trim().toLowerCase();
  if (text) for (const word of text.split(/\s+/).slice(0, 5)) conds.push(sql`${leads.searchText} like ${likeTerm(word)}`);
  return and(...conds);
}

/** A page of the list with its exact total: the page's ids first (indexes only), then their rows with labels. */
export async function listLeads(ex: Executor, q: LeadListQuery, limit = q.pageSize, offset = offsetOf(q)) {
  const w = where(q);
  const sort = orderBy(q.sort, SORTS, desc(leads.id));
  const key = q.sort?.replace(/^-/, '');
  const join = key ? SORT_JOINS[key] : undefined;
  const ids = ex.select({ id: leads.id }).from(leads).$dynamic();
  const rows = ex.select(listed).from(leads).$dynamic();
  if (join) for (const query of [ids, rows]) query.leftJoin(...join);
  const items = await rows.where(inArray(leads.id, ids.where(w).orderBy(sort, desc(leads.id)).limit(limit).offset(offset))).orderBy(sort, desc(leads.id));
  if (items.length < limit && (items.length > 0 || offset === 0)) return { items, total: offset + items.length };
  const [{ n }] = await ex.select({ n: sql<number>`count(*)::int` }).from(leads).where(w);
  return { items, total: Number(n) };
}

export async function findLead(ex: Executor, id: number, withDeleted = false): Promise<LeadRow | undefined> {
  const [row] = await ex.select().from(leads).where(and(eq(leads.id, id), withDeleted ? undefined : isNull(leads.deletedAt)));
  return row;
}

/** The header: the row with the labels of its course, campus, semester, source and representative. */
export async function findHeader(ex: Executor, id: number) {
  const [row] = await ex.select({
    l: leads, courseName: labelOf(leads.courseId), campusName: labelOf(leads.campusId), semesterName: labelOf(leads.semesterId),
    sourceName: labelOf(leads.sourceId), representativeName: repName,
  }).from(leads).where(and(eq(leads.id, id), isNull(leads.deletedAt)));
  return row;
}
export type LeadHeaderRow = NonNullable<Awaited<ReturnType<typeof findHeader>>>;

export async function insertLead(ex: Executor, v: LeadValues): Promise<LeadRow> {
  const [row] = await ex.insert(leads).values(v).returning();
  const [withSearch] = await ex.update(leads).set({ searchText: searchTextOf(row) }).where(eq(leads.id, row.id)).returning();
  return withSearch;
}

export async function updateLead(ex: Executor, id: number, v: Partial<LeadValues>): Promise<LeadRow> {
  const [row] = await ex.update(leads).set({ ...v, updatedAt: sql`now()` }).where(eq(leads.id, id)).returning();
  const [withSearch] = await ex.update(leads).set({ searchText: searchTextOf(row) }).where(eq(leads.id, id)).returning();
  return withSearch;
}

export async function findLeads(ex: Executor, ids: number[], withDeleted = false) {
  if (!ids.length) return [];
  return ex.select().from(leads).where(and(inArray(leads.id, ids), withDeleted ? undefined : isNull(leads.deletedAt)));
}

/** An active staff user (a representative). */
export async function staffUser(ex: Executor, id: number) {
  const [u] = await ex.select({ id: users.id, active: users.active, userType: users.userType }).from(users).where(eq(users.id, id));
  return u && u.active && u.userType === 'Staff' ? u : undefined;
}

// ---- status changes ----

export async function insertStatusChange(ex: Executor, v: typeof leadStatusChanges.$inferInsert) {
  const [row] = await ex.insert(leadStatusChanges).values(v).returning();
  return row;
}

export async function listStatusChanges(ex: Executor, leadId: number, q: { page: number; pageSize: number }) {
  const items = await ex.select({
    id: leadStatusChanges.id, fromStatusId: leadStatusChanges.fromStatusId, toStatusId: leadStatusChanges.toStatusId, note: leadStatusChanges.note,
    fileId: leadStatusChanges.fileId, fileName: files.filename, changedByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    changedAt: leadStatusChanges.changedAt,
  }).from(leadStatusChanges).leftJoin(users, eq(users.id, leadStatusChanges.changedBy)).leftJoin(files, eq(files.id, leadStatusChanges.fileId))
    .where(eq(leadStatusChanges.leadId, leadId)).orderBy(desc(leadStatusChanges.changedAt), desc(leadStatusChanges.id))
    .limit(q.pageSize).offset(offsetOf(q));
  const [{ n }] = await ex.select({ n: sql<number>`count(*)::int` }).from(leadStatusChanges).where(eq(leadStatusChanges.leadId, leadId));
  return { items, total: Number(n) };
}

export async function statusChangeFile(ex: Executor, leadId: number, changeId: number) {
  const [row] = await ex.select({ fileId: leadStatusChanges.fileId }).from(leadStatusChanges)
    .where(and(eq(leadStatusChanges.leadId, leadId), eq(leadStatusChanges.id, changeId)));
  return row?.fileId ?? null;
}

// ---- notes ----

const noteCols = {
  id: leadNotes.id, leadId: leadNotes.leadId, kind: leadNotes.kind, subject: leadNotes.subject, note: leadNotes.note,
  createdByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`, createdAt: leadNotes.createdAt,
};

export async function insertNote(ex: Executor, v: typeof leadNotes.$inferInsert) {
  const [row] = await ex.insert(leadNotes).values(v).returning();
  return row;
}

export async function listNotes(ex: Executor, leadId: number, kind: LeadNoteKind, q: { page: number; pageSize: number; q?: string }) {
  const text = q.q?.trim();
  const w = and(eq(leadNotes.leadId, leadId), eq(leadNotes.kind, kind), text ? or(sql`${leadNotes.note} ilike ${likeTerm(text)}`, sql`${leadNotes.subject} ilike ${likeTerm(text)}`) : undefined);
  const items = await ex.select(noteCols).from(leadNotes).leftJoin(users, eq(users.id, leadNotes.createdBy)).where(w)
    .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id)).limit(q.pageSize).offset(offsetOf(q));
  const [{ n }] = await ex.select({ n: sql<number>`count(*)::int` }).from(leadNotes).where(w);
  return { items, total: Number(n) };
}

export async function findNote(ex: Executor, leadId: number, kind: LeadNoteKind, id: number) {
  const [row] = await ex.select(noteCols).from(leadNotes).leftJoin(users, eq(users.id, leadNotes.createdBy))
    .where(and(eq(leadNotes.id, id), eq(leadNotes.leadId, leadId), eq(leadNotes.kind, kind)));
  return row;
}

export async function allNotes(ex: Executor, leadId: number) {
  return ex.select().from(leadNotes).where(eq(leadNotes.leadId, leadId)).orderBy(asc(leadNotes.id));
}

// ---- activity log ----

/** Audit rows of the lead and of its notes (which carry the lead's id in their values). */
export async function listActivity(ex: Executor, leadId: number, q: { page: number; pageSize: number }, entities: { lead: string; note: string }) {
  const id = String(leadId);
  const w = or(
    and(eq(auditLog.entity, entities.lead), eq(auditLog.entityId, id)),
    and(eq(auditLog.entity, entities.note), sql`${auditLog.after}->>'leadId' = ${id}`),
  );
  const items = await ex.select({
    id: auditLog.id, at: auditLog.at, actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`, entity: auditLog.entity,
    action: auditLog.action, before: auditLog.before, after: auditLog.after,
  }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(w)
    .orderBy(desc(auditLog.at), desc(auditLog.id)).limit(q.pageSize).offset(offsetOf(q));
  const [{ n }] = await ex.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(w);
  return { items, total: Number(n) };
}

/** Active staff users, as the representative dropdown offers them. */
export async function representatives(ex: Executor) {
  return ex.select({ value: users.id, label: sql<string>`${users.firstName} || ' ' || ${users.lastName}` }).from(users)
    .where(and(eq(users.userType, 'Staff'), eq(users.active, true))).orderBy(asc(users.firstName), asc(users.lastName));
}
