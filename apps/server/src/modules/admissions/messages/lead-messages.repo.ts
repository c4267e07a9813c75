import { and, eq, gte, isNotNull, isNull, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.js';
import { likeTerm } from '../../../platform/paging.js';
import { outboxDeliveryStatus } from '../../../platform/rich-email.js';
import { createEmailsKit } from '../../kit/index.js';
import { leads } from '../leads/leads.schema.js';
import { refRows } from '../../reference/tables.js';
import { tasks } from '../../workspace/tables.js';
import { leadEmailFiles, leadEmails } from './lead-messages.schema.js';

// ---- email ----
/** Sent emails show their outbox delivery; a lead's inbound message (no outbox row) is Received. */
export const leadEmailStatus = sql<string>`case when ${leadEmails.direction} = 'in' then 'Received' else ${outboxDeliveryStatus} end`;

/** The lead's email tab: the record kit's emails over lead_emails (with the direction, sender and read mark). */
export const mail = createEmailsKit({
  owner: 'lead',
  emails: leadEmails,
  files: leadEmailFiles,
  ownerId: leadEmails.leadId,
  outboxId: leadEmails.outboxId,
  columns: {
    direction: leadEmails.direction,
    from: leadEmails.fromAddress,
    read: sql<boolean>`(${leadEmails.readAt} is not null)`,
  },
  status: leadEmailStatus,
  search: [leadEmails.subject, leadEmails.toAddress, leadEmails.fromAddress],
  sorts: { direction: leadEmails.direction },
  entity: 'leadEmail',
  ownerKey: 'leadId',
  insert: (ex, leadId, v) => insertEmail(ex, { leadId, ...v }),
});

/** The lead's email history: the kit's filters and the direction (in, out). */
export const listEmails = (ex: Executor, leadId: number, q: Parameters<typeof mail.list>[2] & { direction?: string }) =>
  mail.list(ex, leadId, q, q.direction ? eq(leadEmails.direction, q.direction) : undefined);

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

export const insertEmail = async (ex: Executor, v: typeof leadEmails.$inferInsert) =>
  (await ex.insert(leadEmails).values(v).returning())[0];
export const insertEmailFiles = mail.addFiles;

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
