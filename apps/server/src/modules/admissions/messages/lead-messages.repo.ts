import { and, asc, desc, eq, gte, isNotNull, isNull, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.js';
import { likeTerm, offsetOf, orderBy } from '../../../platform/paging.js';
import { outboxDeliveryStatus } from '../../../platform/rich-email.js';
import { users } from '../../access/tables.js';
import { files } from '../../kit/tables.js';
import { leads } from '../leads/leads.schema.js';
import { refRows } from '../../reference/tables.js';
import { outbox } from '../../../platform/db/tables.js';
import { tasks } from '../../workspace/tables.js';
import { leadEmailFiles, leadEmails } from './lead-messages.schema.js';

// ---- email ----
/** Sent emails show their outbox delivery; a lead's inbound message (no outbox row) is Received. */
const leadEmailStatus = sql<string>`case when ${leadEmails.direction} = 'in' then 'Received' else ${outboxDeliveryStatus} end`;
const emailColumns = {
  id: leadEmails.id,
  direction: leadEmails.direction,
  from: leadEmails.fromAddress,
  to: leadEmails.toAddress,
  cc: leadEmails.cc,
  subject: leadEmails.subject,
  sentByName: sql<
    string | null
  >`(select u.first_name || ' ' || u.last_name from ${users} u where u.id = ${leadEmails.sentBy})`,
  sentAt: leadEmails.sentAt,
  status: leadEmailStatus,
  deliveredAt: outbox.sentAt,
  read: sql<boolean>`(${leadEmails.readAt} is not null)`,
  attachmentCount: sql<number>`(select count(*)::int from ${leadEmailFiles} f where f.email_id = ${leadEmails.id})`,
};
const EMAIL_SORTS = {
  sentAt: leadEmails.sentAt,
  subject: leadEmails.subject,
  to: leadEmails.toAddress,
  status: outbox.status,
  direction: leadEmails.direction,
};

export async function listEmails(
  ex: Executor,
  leadId: number,
  q: { page: number; pageSize: number; sort?: string; q?: string; status?: string; direction?: string },
) {
  const text = q.q?.trim();
  const w = and(
    eq(leadEmails.leadId, leadId),
    q.status ? sql`${leadEmailStatus} = ${q.status}` : undefined,
    q.direction ? eq(leadEmails.direction, q.direction) : undefined,
    text
      ? sql`(${leadEmails.subject} ilike ${likeTerm(text)} or ${leadEmails.toAddress} ilike ${likeTerm(text)} or ${leadEmails.fromAddress} ilike ${likeTerm(text)})`
      : undefined,
  );
  const items = await ex
    .select(emailColumns)
    .from(leadEmails)
    .leftJoin(outbox, eq(outbox.id, leadEmails.outboxId))
    .where(w)
    .orderBy(orderBy(q.sort, EMAIL_SORTS, desc(leadEmails.sentAt)), desc(leadEmails.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(leadEmails)
    .leftJoin(outbox, eq(outbox.id, leadEmails.outboxId))
    .where(w);
  return { items, total: Number(n) };
}

export async function findEmail(ex: Executor, leadId: number, id: number) {
  const [row] = await ex
    .select({
      ...emailColumns,
      body: leadEmails.body,
      deliveryError: outbox.lastError,
      templateName: sql<string | null>`(select r.label from ${refRows} r where r.id = ${leadEmails.templateId})`,
    })
    .from(leadEmails)
    .leftJoin(outbox, eq(outbox.id, leadEmails.outboxId))
    .where(and(eq(leadEmails.leadId, leadId), eq(leadEmails.id, id)));
  return row;
}

/** Marks the lead's unread inbound messages read (all of them, or the one given); answers how many changed. */
export async function markInboundRead(ex: Executor, leadId: number, emailId?: number) {
  const rows = await ex
    .update(leadEmails)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(leadEmails.leadId, leadId),
        eq(leadEmails.direction, 'in'),
        isNull(leadEmails.readAt),
        emailId ? eq(leadEmails.id, emailId) : undefined,
      ),
    )
    .returning({ id: leadEmails.id });
  return rows.length;
}

export const emailAttachments = (ex: Executor, emailId: number) =>
  ex
    .select({ id: files.id, filename: files.filename, contentType: files.contentType, size: files.size })
    .from(leadEmailFiles)
    .innerJoin(files, eq(files.id, leadEmailFiles.fileId))
    .where(eq(leadEmailFiles.emailId, emailId))
    .orderBy(asc(files.id));

export async function emailHasFile(ex: Executor, leadId: number, emailId: number, fileId: number) {
  const [row] = await ex
    .select({ id: leadEmailFiles.fileId })
    .from(leadEmailFiles)
    .innerJoin(leadEmails, eq(leadEmails.id, leadEmailFiles.emailId))
    .where(and(eq(leadEmails.leadId, leadId), eq(leadEmailFiles.emailId, emailId), eq(leadEmailFiles.fileId, fileId)));
  return !!row;
}

export const insertEmail = async (ex: Executor, v: typeof leadEmails.$inferInsert) =>
  (await ex.insert(leadEmails).values(v).returning())[0];
export async function insertEmailFiles(ex: Executor, emailId: number, fileIds: number[]) {
  if (fileIds.length) await ex.insert(leadEmailFiles).values(fileIds.map((fileId) => ({ emailId, fileId })));
}

// ---- tasks: conditions over the tasks table for the tasks service's list ----
const liveLead = sql`exists (select 1 from ${leads} l where l.id = ${tasks.leadId} and l.deleted_at is null)`;
const textMatch = (text: string) => sql`(${tasks.description} ilike ${likeTerm(text)}
  or exists (select 1 from ${refRows} r where r.id = ${tasks.subjectId} and r.label ilike ${likeTerm(text)})
  or exists (select 1 from ${leads} l where l.id = ${tasks.leadId} and (l.first_name || ' ' || l.last_name ilike ${likeTerm(text)} or l.email ilike ${likeTerm(text)})))`;

/** One lead's tasks. */
export const ofLead = (leadId: number, q?: string): SQL =>
  and(eq(tasks.leadId, leadId), q?.trim() ? textMatch(q.trim()) : undefined)!;

/** Lead tasks (of leads not deleted) under the all-tasks filters. */
export const leadTasksWhere = (f: { q?: string; assignedToId?: number; dueFrom?: string; dueTo?: string }): SQL =>
  and(
    isNotNull(tasks.leadId),
    liveLead,
    f.assignedToId ? eq(tasks.assignedTo, f.assignedToId) : undefined,
    f.dueFrom ? gte(tasks.dueDate, f.dueFrom) : undefined,
    f.dueTo ? lte(tasks.dueDate, f.dueTo) : undefined,
    f.q?.trim() ? textMatch(f.q.trim()) : undefined,
  )!;

/** Today's Tasks: the user's lead tasks due on the day (or before it and still open, with `overdue`). */
export const todayWhere = (userId: number, day: string, f: { q?: string; overdue?: boolean; status?: number }): SQL =>
  and(
    isNotNull(tasks.leadId),
    liveLead,
    eq(tasks.assignedTo, userId),
    f.overdue
      ? or(eq(tasks.dueDate, day), and(sql`${tasks.dueDate} < ${day}::date`, notInArray(tasks.status, [2, 3])))
      : eq(tasks.dueDate, day),
    f.status === undefined ? notInArray(tasks.status, [2, 3]) : undefined,
    f.q?.trim() ? textMatch(f.q.trim()) : undefined,
  )!;

/** The leads of listed tasks: names and emails by id. */
export async function leadsBrief(ex: Executor, ids: number[]) {
  if (!ids.length) return new Map<number, { name: string; email: string }>();
  const rows = await ex
    .select({ id: leads.id, name: sql<string>`${leads.firstName} || ' ' || ${leads.lastName}`, email: leads.email })
    .from(leads)
    .where(
      sql`${leads.id} in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    );
  return new Map(rows.map((r) => [r.id, { name: r.name, email: r.email }]));
}

/** The lead a task belongs to (null when it is not a lead task). */
export const leadOfTask = async (ex: Executor, taskId: number) =>
  (await ex.select({ leadId: tasks.leadId }).from(tasks).where(eq(tasks.id, taskId)))[0]?.leadId ?? null;
