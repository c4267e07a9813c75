import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { NotifyFilters, NotifyStudentQuery } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { likeTerm, offsetOf, orderBy } from '../../../platform/paging.js';
import { tablePage } from '../../../platform/db/table-page.js';
import { outboxDeliveryStatus } from '../../../platform/rich-email.js';
import { sessions, users } from '../../access/tables.js';
import { createEmailsKit } from '../../kit/index.js';
import { refRows } from '../../reference/tables.js';
import { parentStudents, students } from '../record/students.schema.js';
import { outbox } from '../../../platform/db/tables.js';
import {
  infoUpdateRequests,
  studentEmailFiles,
  studentEmails,
  studentSms,
  studentSmsRecipients,
  studentSmsSettings,
} from './student-messages.schema.js';

export const EMAIL_TEMPLATE_TABLE = 'email-template';
const nameOf = (id: SQL | AnyPgColumn) =>
  sql<string | null>`(select u.first_name || ' ' || u.last_name from ${users} u where u.id = ${id})`;

/** The outbox status as the history shows it. */
const deliveryStatus = outboxDeliveryStatus;
const period = (col: AnyPgColumn, from?: string, to?: string) => [
  from ? gte(col, sql`${from}::date`) : undefined,
  to ? lt(col, sql`${to}::date + 1`) : undefined,
];

// ---- email ----
/** The student's email tab: the record kit's emails over student_emails. */
export const mail = createEmailsKit({
  owner: 'student',
  emails: studentEmails,
  files: studentEmailFiles,
  ownerId: studentEmails.studentId,
  outboxId: studentEmails.outboxId,
  columns: {},
  status: deliveryStatus,
  search: [studentEmails.subject, studentEmails.toAddress],
  entity: 'studentEmail',
  ownerKey: 'studentId',
  insert: async (ex, studentId, v) =>
    (
      await ex
        .insert(studentEmails)
        .values({ studentId, ...v })
        .returning()
    )[0],
});

/** A row of the email-template control table with its subject, body and module. */
export async function findTemplate(ex: Executor, id: number) {
  const [row] = await ex
    .select({ id: refRows.id, name: refRows.label, active: refRows.active, data: refRows.data })
    .from(refRows)
    .where(and(eq(refRows.tableKey, EMAIL_TEMPLATE_TABLE), eq(refRows.id, id)));
  if (!row) return undefined;
  const d = (row.data ?? {}) as { subject?: string; body?: string; module?: string };
  return {
    id: row.id,
    name: row.name,
    active: row.active,
    module: d.module ?? null,
    subject: d.subject ?? '',
    body: d.body ?? '',
  };
}

/** The linked parents' active accounts (the billing contacts the cc box adds). */
export const parentContacts = (ex: Executor, studentId: number) =>
  ex
    .select({ name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`, email: users.email })
    .from(parentStudents)
    .innerJoin(users, eq(users.id, parentStudents.userId))
    .where(and(eq(parentStudents.studentId, studentId), eq(users.active, true)))
    .orderBy(asc(users.id));

/** The student's own portal accounts (user type Student linked to the record). */
export const studentAccounts = (ex: Executor, studentIds: number[]) =>
  studentIds.length
    ? ex
        .select({ id: users.id, username: users.username, studentId: users.studentId, active: users.active })
        .from(users)
        .where(and(eq(users.userType, 'Student'), inArray(users.studentId, studentIds)))
        .orderBy(asc(users.id))
    : Promise.resolve([]);

// ---- SMS ----
const smsColumns = {
  id: studentSms.id,
  to: studentSms.toPhone,
  recipient: studentSms.recipient,
  kind: studentSms.kind,
  text: studentSms.text,
  segments: studentSms.segments,
  status: studentSms.status,
  providerId: studentSms.providerId,
  error: studentSms.error,
  sentByName: nameOf(studentSms.sentBy),
  sentAt: studentSms.createdAt,
};
const SMS_SORTS = { sentAt: studentSms.createdAt, to: studentSms.toPhone, status: studentSms.status };

export async function listSms(
  ex: Executor,
  studentId: number,
  q: { page: number; pageSize: number; sort?: string; q?: string; status?: string },
) {
  const w = and(
    eq(studentSms.studentId, studentId),
    q.status ? eq(studentSms.status, q.status) : undefined,
    q.q?.trim()
      ? sql`(${studentSms.toPhone} ilike ${likeTerm(q.q.trim())} or ${studentSms.recipient} ilike ${likeTerm(q.q.trim())})`
      : undefined,
  );
  return tablePage(ex, {
    table: studentSms,
    columns: smsColumns,
    where: w,
    order: [orderBy(q.sort, SMS_SORTS, desc(studentSms.createdAt)), desc(studentSms.id)],
    q,
  });
}
export const findSms = async (ex: Executor, studentId: number, id: number) =>
  (
    await ex
      .select(smsColumns)
      .from(studentSms)
      .where(and(eq(studentSms.studentId, studentId), eq(studentSms.id, id)))
  )[0];
export const insertSms = async (ex: Executor, v: typeof studentSms.$inferInsert) =>
  (await ex.insert(studentSms).values(v).returning())[0];
export const updateSms = async (ex: Executor, id: number, v: Partial<typeof studentSms.$inferInsert>) =>
  (await ex.update(studentSms).set(v).where(eq(studentSms.id, id)).returning())[0];

export const findSettings = async (ex: Executor, studentId: number) =>
  (
    await ex
      .select({
        smsPhone: studentSmsSettings.smsPhone,
        optedOut: studentSmsSettings.optedOut,
        updatedByName: nameOf(studentSmsSettings.updatedBy),
        updatedAt: studentSmsSettings.updatedAt,
      })
      .from(studentSmsSettings)
      .where(eq(studentSmsSettings.studentId, studentId))
  )[0];
export const saveSettings = (ex: Executor, v: typeof studentSmsSettings.$inferInsert) =>
  ex
    .insert(studentSmsSettings)
    .values(v)
    .onConflictDoUpdate({
      target: studentSmsSettings.studentId,
      set: { smsPhone: v.smsPhone, optedOut: v.optedOut, updatedBy: v.updatedBy, updatedAt: sql`now()` },
    });

export const listRecipients = (ex: Executor, studentId: number) =>
  ex
    .select({
      id: studentSmsRecipients.id,
      name: studentSmsRecipients.name,
      phone: studentSmsRecipients.phone,
      createdByName: nameOf(studentSmsRecipients.createdBy),
      createdAt: studentSmsRecipients.createdAt,
    })
    .from(studentSmsRecipients)
    .where(eq(studentSmsRecipients.studentId, studentId))
    .orderBy(asc(studentSmsRecipients.name), asc(studentSmsRecipients.id));
export const findRecipient = async (ex: Executor, studentId: number, id: number) =>
  (
    await ex
      .select()
      .from(studentSmsRecipients)
      .where(and(eq(studentSmsRecipients.studentId, studentId), eq(studentSmsRecipients.id, id)))
  )[0];
export const findRecipientByPhone = async (ex: Executor, studentId: number, phone: string) =>
  (
    await ex
      .select()
      .from(studentSmsRecipients)
      .where(and(eq(studentSmsRecipients.studentId, studentId), eq(studentSmsRecipients.phone, phone)))
  )[0];
export const saveRecipient = async (ex: Executor, v: typeof studentSmsRecipients.$inferInsert) =>
  (
    await ex
      .insert(studentSmsRecipients)
      .values(v)
      .onConflictDoUpdate({
        target: [studentSmsRecipients.studentId, studentSmsRecipients.phone],
        set: { name: v.name },
      })
      .returning()
  )[0];
export const deleteRecipient = (ex: Executor, id: number) =>
  ex.delete(studentSmsRecipients).where(eq(studentSmsRecipients.id, id));

/** Live sessions of the student's account and of the linked parents' accounts, newest first. */
export function liveSessions(ex: Executor, studentId: number) {
  const linked = sql`((${users.userType} = 'Student' and ${users.studentId} = ${studentId})
    or ${users.id} in (select ps.user_id from ${parentStudents} ps where ps.student_id = ${studentId}))`;
  return ex
    .select({
      sessionId: sessions.id,
      userName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      userType: users.userType,
      userAgent: sessions.userAgent,
      signedInAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(linked, isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), eq(users.active, true)))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(50);
}

/** Counts of a student's emails and SMS by status within a period. */
export async function report(ex: Executor, studentId: number, from?: string, to?: string) {
  const emails = await ex
    .select({
      status: deliveryStatus,
      n: sql<number>`count(*)::int`,
      last: sql<string | null>`max(${studentEmails.sentAt})`,
    })
    .from(studentEmails)
    .innerJoin(outbox, eq(outbox.id, studentEmails.outboxId))
    .where(and(eq(studentEmails.studentId, studentId), ...period(studentEmails.sentAt, from, to)))
    .groupBy(deliveryStatus);
  const sms = await ex
    .select({
      status: studentSms.status,
      n: sql<number>`count(*)::int`,
      segments: sql<number>`coalesce(sum(${studentSms.segments}), 0)::int`,
      last: sql<string | null>`max(${studentSms.createdAt})`,
    })
    .from(studentSms)
    .where(and(eq(studentSms.studentId, studentId), ...period(studentSms.createdAt, from, to)))
    .groupBy(studentSms.status);
  return { emails, sms };
}

// ---- update student info (notify-all) ----
const status = alias(refRows, 'status');
const campus = alias(refRows, 'campus');
const semester = alias(refRows, 'semester');
const latestRequest = sql`(select max(r.id) from ${infoUpdateRequests} r where r.student_id = ${students.id})`;
const NOTIFY_SORTS = {
  id: students.id,
  name: students.lastName,
  status: status.label,
  campus: campus.label,
  semester: semester.label,
  cohort: students.cohort,
  requestedAt: infoUpdateRequests.requestedAt,
};

function notifyWhere(f: NotifyFilters & { flagged?: 'true' | 'false' }): SQL | undefined {
  const text = f.q?.trim().toLowerCase();
  return and(
    f.statusId ? eq(students.statusId, f.statusId) : undefined,
    f.campusId ? eq(students.campusId, f.campusId) : undefined,
    f.semesterId ? eq(students.startSemesterId, f.semesterId) : undefined,
    f.cohort?.trim() ? eq(students.cohort, f.cohort.trim()) : undefined,
    f.flagged ? eq(students.forcePersonalInfoUpdate, f.flagged === 'true') : undefined,
    ...(text
      ? text
          .split(/\s+/)
          .slice(0, 5)
          .map((w) => sql`${students.searchText} like ${likeTerm(w)}`)
      : []),
  );
}

export async function listNotifyStudents(ex: Executor, q: NotifyStudentQuery) {
  const w = notifyWhere(q);
  const items = await ex
    .select({
      id: students.id,
      name: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
      email: students.email,
      statusName: status.label,
      campusName: campus.label,
      semesterName: semester.label,
      cohort: students.cohort,
      forcePersonalInfoUpdate: students.forcePersonalInfoUpdate,
      requestedAt: infoUpdateRequests.requestedAt,
      requestedByName: nameOf(infoUpdateRequests.requestedBy),
    })
    .from(students)
    .leftJoin(status, eq(status.id, students.statusId))
    .leftJoin(campus, eq(campus.id, students.campusId))
    .leftJoin(semester, eq(semester.id, students.startSemesterId))
    .leftJoin(infoUpdateRequests, eq(infoUpdateRequests.id, latestRequest))
    .where(w)
    .orderBy(orderBy(q.sort, NOTIFY_SORTS, desc(students.id)), desc(students.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(students)
    .where(w);
  return { items, total: Number(n) };
}

/** Ids of the students the filters match (at most `limit`, to tell "too many" apart). */
export async function idsMatching(ex: Executor, f: NotifyFilters, limit: number) {
  return (
    await ex.select({ id: students.id }).from(students).where(notifyWhere(f)).orderBy(asc(students.id)).limit(limit)
  ).map((r) => r.id);
}

export const studentsByIds = (ex: Executor, ids: number[]) =>
  ids.length
    ? ex
        .select({
          id: students.id,
          firstName: students.firstName,
          lastName: students.lastName,
          email: students.email,
          flagged: students.forcePersonalInfoUpdate,
        })
        .from(students)
        .where(inArray(students.id, ids))
        .orderBy(asc(students.id))
    : Promise.resolve([]);

/** Sets the flag on those of `ids` that do not have it yet; answers the ids it changed. */
export async function setFlag(ex: Executor, ids: number[], on: boolean, by: number) {
  if (!ids.length) return [];
  const rows = await ex
    .update(students)
    .set({ forcePersonalInfoUpdate: on, updatedBy: by, updatedAt: sql`now()` })
    .where(and(inArray(students.id, ids), eq(students.forcePersonalInfoUpdate, !on)))
    .returning({ id: students.id });
  return rows.map((r) => r.id);
}

export async function insertRequests(ex: Executor, rows: (typeof infoUpdateRequests.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 500) await ex.insert(infoUpdateRequests).values(rows.slice(i, i + 500));
}
