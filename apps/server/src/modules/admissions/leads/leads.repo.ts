import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { LEAD_ACTIVITY_KINDS, type LeadListQuery, type LeadNoteKind } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { countOf } from '../../../platform/db/row-counts.js';
import { Params } from '../../../platform/db/prepared.js';
import { tablePage } from '../../../platform/db/table-page.js';
import { likeTerm, offsetOf } from '../../../platform/paging.js';
import { refRows } from '../../reference/tables.js';
import { users } from '../../access/tables.js';
import { files } from '../../kit/tables.js';
import {
  activityPage,
  createRecordKit,
  createRecordList,
  documentTitles,
  kindWhere,
  type RecordNames,
} from '../../kit/index.js';
import { auditLog } from '../../../platform/db/tables.js';
import { leadNotes, leadStatusChanges, leads } from './leads.schema.js';
import { leadDocuments } from '../documents/lead-documents.schema.js';

export type LeadRow = typeof leads.$inferSelect;
export type LeadValues = typeof leads.$inferInsert;

/** The text the quick search looks in: id, names, email and phone digits, lower-cased. */
export const searchTextOf = (l: Pick<LeadRow, 'id' | 'firstName' | 'middleName' | 'lastName' | 'email' | 'phone'>) =>
  [l.id, l.firstName, l.middleName, l.lastName, l.email, (l.phone ?? '').replace(/\D/g, '')]
    .filter((x) => x != null && x !== '')
    .join(' ')
    .toLowerCase();

const fullName = sql<string>`${leads.firstName} || ' ' || ${leads.lastName}`;
const labelOf = (id: PgColumn) =>
  sql<string | null>`(select r.label from ${refRows} r where r.id = ${leads}.${sql.identifier(id.name)})`;
const repName = sql<
  string | null
>`(select u.first_name || ' ' || u.last_name from ${users} u where u.id = ${leads}.${sql.identifier(leads.representativeId.name)})`;
const listed = {
  id: leads.id,
  name: fullName,
  email: leads.email,
  phone: leads.phone,
  statusId: leads.statusId,
  courseId: leads.courseId,
  courseName: labelOf(leads.courseId),
  campusName: labelOf(leads.campusId),
  semesterName: labelOf(leads.semesterId),
  sourceName: labelOf(leads.sourceId),
  birthCountryName: labelOf(leads.birthCountryId),
  representativeId: leads.representativeId,
  representativeName: repName,
  fairId: leads.fairId,
  studentId: leads.studentId,
  createdAt: leads.createdAt,
  closedAt: leads.closedAt,
  deletedAt: leads.deletedAt,
};
const course = alias(refRows, 'course');
const campus = alias(refRows, 'campus');
const semester = alias(refRows, 'semester');
const source = alias(refRows, 'source');
const rep = alias(users, 'rep');
const SORTS = {
  id: leads.id,
  name: leads.lastName,
  email: leads.email,
  status: leads.statusId,
  course: course.label,
  campus: campus.label,
  semester: semester.label,
  source: source.label,
  representative: rep.lastName,
  createdAt: leads.createdAt,
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- joins of different aliases of one table
const SORT_JOINS: Partial<Record<string, [any, SQL]>> = {
  course: [course, eq(course.id, leads.courseId)],
  campus: [campus, eq(campus.id, leads.campusId)],
  semester: [semester, eq(semester.id, leads.semesterId)],
  source: [source, eq(source.id, leads.sourceId)],
  representative: [rep, eq(rep.id, leads.representativeId)],
};

/**
 * The list's conditions with their values as placeholders (p), and its shape: one name for each
 * condition, so that equal shapes have equal SQL. `countKeys` names the row_counts keys of the list
 * when only the live/deleted and open/closed conditions apply (its exact count is kept there).
 */
function where(q: LeadListQuery, p: Params): { w: SQL | undefined; shape: string[]; countKeys?: string[] } {
  const conds: SQL[] = [];
  const shape: string[] = [];
  const add = (name: string, cond: SQL) => {
    conds.push(cond);
    shape.push(name);
  };
  const state = q.deleted ? 'deleted' : 'live';
  add(state, q.deleted ? isNotNull(leads.deletedAt) : isNull(leads.deletedAt));
  const closed = q.closed ?? 'open';
  if (closed === 'open') add('open', isNull(leads.closedAt));
  if (closed === 'closed') add('closed', isNotNull(leads.closedAt));
  const countKeys = (closed === 'all' ? ['open', 'closed'] : [closed]).map((c) => `leads:${state}:${c}`);
  const base = shape.length;
  if (q.statusId) add('statusId', eq(leads.statusId, p.ph('statusId', q.statusId)));
  if (q.courseId) add('courseId', eq(leads.courseId, p.ph('courseId', q.courseId)));
  if (q.campusId) add('campusId', eq(leads.campusId, p.ph('campusId', q.campusId)));
  if (q.semesterId) add('semesterId', eq(leads.semesterId, p.ph('semesterId', q.semesterId)));
  if (q.sourceId) add('sourceId', eq(leads.sourceId, p.ph('sourceId', q.sourceId)));
  if (q.representativeId)
    add('representativeId', eq(leads.representativeId, p.ph('representativeId', q.representativeId)));
  if (q.unassigned) add('unassigned', isNull(leads.representativeId));
  if (q.birthCountryId) add('birthCountryId', eq(leads.birthCountryId, p.ph('birthCountryId', q.birthCountryId)));
  if (q.fairId) add('fairId', eq(leads.fairId, p.ph('fairId', q.fairId)));
  if (q.createdFrom) add('createdFrom', gte(leads.createdAt, sql`${p.ph('createdFrom', q.createdFrom)}::date`));
  if (q.createdTo) add('createdTo', lt(leads.createdAt, sql`${p.ph('createdTo', q.createdTo)}::date + 1`));
  const text = q.q?.trim().toLowerCase();
  if (text)
    text
      .split(/\s+/)
      .slice(0, 5)
      .forEach((word, i) => add(`word${i}`, sql`${leads.searchText} like ${p.ph(`word${i}`, likeTerm(word))}`));
  return { w: and(...conds), shape, countKeys: shape.length === base ? countKeys : undefined };
}

const list = createRecordList({ table: leads, sorts: SORTS, joins: SORT_JOINS });

/**
 * A page of the list with its exact total, in one statement: the page's ids first (indexes only),
 * then their rows with labels, the total riding on each row. A page that is not full shows where the
 * list ends, so the count runs only for a full page (PostgreSQL evaluates the CASE's subqueries
 * lazily); the list picked by its open/closed and deleted filters alone reads the count the database
 * keeps (row_counts), any other filter counts the table. The statement is built once per shape
 * (filters present, sort) and reused with the values as placeholders.
 */
export async function listLeads(ex: Executor, q: LeadListQuery, limit = q.pageSize, offset = offsetOf(q)) {
  const p = new Params();
  const { w, shape, countKeys } = where(q, p);
  if (countKeys) p.ph('countKeys', countKeys);
  return list(ex, q, {
    p,
    where: w,
    shape,
    counted: countKeys
      ? countOf(sql`${sql.placeholder('countKeys')}::text[]`)
      : sql<number>`(select count(*)::int from ${leads} where ${w})`,
    listed,
    // a text search is planned for its words each time; other shapes keep a prepared statement
    named: !shape.some((s) => s.startsWith('word')),
    limit,
    offset,
  });
}

export async function findLead(ex: Executor, id: number, withDeleted = false): Promise<LeadRow | undefined> {
  const [row] = await ex
    .select()
    .from(leads)
    .where(and(eq(leads.id, id), withDeleted ? undefined : isNull(leads.deletedAt)));
  return row;
}

/** The header: the row with the labels of its course, campus, semester, source and representative. */
export async function findHeader(ex: Executor, id: number) {
  const [row] = await ex
    .select({
      l: leads,
      courseName: labelOf(leads.courseId),
      campusName: labelOf(leads.campusId),
      semesterName: labelOf(leads.semesterId),
      sourceName: labelOf(leads.sourceId),
      representativeName: repName,
    })
    .from(leads)
    .where(and(eq(leads.id, id), isNull(leads.deletedAt)));
  return row;
}
export type LeadHeaderRow = NonNullable<Awaited<ReturnType<typeof findHeader>>>;

/** Lead rows written with their search text (the record kit). */
const record = createRecordKit({ table: leads, searchTextOf });
export const insertLead = record.insert;
export const updateLead = record.update;

export async function findLeads(ex: Executor, ids: number[], withDeleted = false) {
  if (!ids.length) return [];
  return ex
    .select()
    .from(leads)
    .where(and(inArray(leads.id, ids), withDeleted ? undefined : isNull(leads.deletedAt)));
}

/** An active staff user (a representative). */
export async function staffUser(ex: Executor, id: number) {
  const [u] = await ex
    .select({ id: users.id, active: users.active, userType: users.userType })
    .from(users)
    .where(eq(users.id, id));
  return u && u.active && u.userType === 'Staff' ? u : undefined;
}

// ---- status changes ----

export async function insertStatusChange(ex: Executor, v: typeof leadStatusChanges.$inferInsert) {
  const [row] = await ex.insert(leadStatusChanges).values(v).returning();
  return row;
}

export const listStatusChanges = (ex: Executor, leadId: number, q: { page: number; pageSize: number }) =>
  tablePage(ex, {
    table: leadStatusChanges,
    columns: {
      id: leadStatusChanges.id,
      fromStatusId: leadStatusChanges.fromStatusId,
      toStatusId: leadStatusChanges.toStatusId,
      note: leadStatusChanges.note,
      fileId: leadStatusChanges.fileId,
      fileName: files.filename,
      changedByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      changedAt: leadStatusChanges.changedAt,
    },
    joins: [
      [users, eq(users.id, leadStatusChanges.changedBy)],
      [files, eq(files.id, leadStatusChanges.fileId)],
    ],
    where: eq(leadStatusChanges.leadId, leadId),
    order: [desc(leadStatusChanges.changedAt), desc(leadStatusChanges.id)],
    q,
  });

export async function statusChangeFile(ex: Executor, leadId: number, changeId: number) {
  const [row] = await ex
    .select({ fileId: leadStatusChanges.fileId })
    .from(leadStatusChanges)
    .where(and(eq(leadStatusChanges.leadId, leadId), eq(leadStatusChanges.id, changeId)));
  return row?.fileId ?? null;
}

// ---- notes ----

const noteCols = {
  id: leadNotes.id,
  leadId: leadNotes.leadId,
  kind: leadNotes.kind,
  subject: leadNotes.subject,
  note: leadNotes.note,
  createdByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  createdAt: leadNotes.createdAt,
};

export async function insertNote(ex: Executor, v: typeof leadNotes.$inferInsert) {
  const [row] = await ex.insert(leadNotes).values(v).returning();
  return row;
}

export async function listNotes(
  ex: Executor,
  leadId: number,
  kind: LeadNoteKind,
  q: { page: number; pageSize: number; q?: string },
) {
  const text = q.q?.trim();
  const w = and(
    eq(leadNotes.leadId, leadId),
    eq(leadNotes.kind, kind),
    text
      ? or(sql`${leadNotes.note} ilike ${likeTerm(text)}`, sql`${leadNotes.subject} ilike ${likeTerm(text)}`)
      : undefined,
  );
  return tablePage(ex, {
    table: leadNotes,
    columns: noteCols,
    joins: [[users, eq(users.id, leadNotes.createdBy)]],
    where: w,
    order: [desc(leadNotes.createdAt), desc(leadNotes.id)],
    q,
  });
}

export async function findNote(ex: Executor, leadId: number, kind: LeadNoteKind, id: number) {
  const [row] = await ex
    .select(noteCols)
    .from(leadNotes)
    .leftJoin(users, eq(users.id, leadNotes.createdBy))
    .where(and(eq(leadNotes.id, id), eq(leadNotes.leadId, leadId), eq(leadNotes.kind, kind)));
  return row;
}

export async function allNotes(ex: Executor, leadId: number) {
  return ex.select().from(leadNotes).where(eq(leadNotes.leadId, leadId)).orderBy(asc(leadNotes.id));
}

// ---- activity log ----

/** The audit entity of a lead's documents (the record kit's documents). */
const DOCUMENT_ENTITY = 'leadDocument';

/**
 * Audit rows of the lead, of its notes (which carry the lead's id in their values) and of its documents (an
 * upload carries the lead's id; a verification or deactivation names only the document); `kind` narrows them.
 */
export function listActivity(
  ex: Executor,
  leadId: number,
  q: { page: number; pageSize: number; kind?: string },
  entities: { lead: string; note: string },
) {
  const id = String(leadId);
  const documentIds = ex
    .select({ id: sql<string>`${leadDocuments.id}::text` })
    .from(leadDocuments)
    .where(eq(leadDocuments.leadId, leadId));
  return activityPage(
    ex,
    and(
      or(
        and(eq(auditLog.entity, entities.lead), eq(auditLog.entityId, id)),
        and(eq(auditLog.entity, entities.note), sql`${auditLog.after}->>'leadId' = ${id}`),
        and(eq(auditLog.entity, DOCUMENT_ENTITY), inArray(auditLog.entityId, documentIds)),
      ),
      kindWhere(LEAD_ACTIVITY_KINDS, q.kind),
    ),
    q,
  );
}

/** The documents' titles, for rows that name only the document. */
export const ACTIVITY_RECORD_NAMES: RecordNames = { [DOCUMENT_ENTITY]: documentTitles(leadDocuments) };

/** Active staff users, as the representative dropdown offers them. */
export async function representatives(ex: Executor) {
  return ex
    .select({ value: users.id, label: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .where(and(eq(users.userType, 'Staff'), eq(users.active, true)))
    .orderBy(asc(users.firstName), asc(users.lastName));
}
