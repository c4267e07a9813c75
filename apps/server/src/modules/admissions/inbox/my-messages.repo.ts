import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { MyMailQuery, PageQuery } from '@caduceus/contracts';
import { rowsOf, type Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { likeTerm, offsetOf, orderBy } from '../../../platform/paging.js';
import { users } from '../../access/tables.js';
import { leads } from '../leads/leads.schema.js';
import { leadEmailFiles, leadEmails } from '../messages/lead-messages.schema.js';
import { leadEmailStatus } from '../messages/lead-messages.repo.js';
import { outbox } from '../../../platform/db/tables.js';
import { students } from '../../students/tables.js';
import { studentSms } from '../../students/tables.js';

/** The representative's own messages: their mail with leads, the SMS they sent, and one thread per lead they represent. */
const leadName = sql<string>`${leads.firstName} || ' ' || ${leads.lastName}`;
const attachmentCount = sql<number>`(select count(*)::int from ${leadEmailFiles} f where f.email_id = ${leadEmails.id})`;

// ---- mymail ----
const MAIL_SORTS = { at: leadEmails.sentAt, subject: leadEmails.subject, lead: leads.lastName };

/** Emails the user sent to leads, and what leads the user represents sent in (live leads only). */
export async function myMail(ex: Executor, userId: number, q: MyMailQuery) {
  const text = q.q?.trim();
  const w = and(
    isNull(leads.deletedAt),
    or(
      and(eq(leadEmails.direction, 'out'), eq(leadEmails.sentBy, userId)),
      and(eq(leadEmails.direction, 'in'), eq(leads.representativeId, userId)),
    ),
    q.direction ? eq(leadEmails.direction, q.direction) : undefined,
    text
      ? sql`(${leadEmails.subject} ilike ${likeTerm(text)} or ${leadEmails.toAddress} ilike ${likeTerm(text)}
      or ${leadEmails.fromAddress} ilike ${likeTerm(text)} or ${leadName} ilike ${likeTerm(text)})`
      : undefined,
  );
  const items = await ex
    .select({
      id: leadEmails.id,
      leadId: leadEmails.leadId,
      leadName,
      direction: leadEmails.direction,
      address: sql<string>`case when ${leadEmails.direction} = 'in' then coalesce(${leadEmails.fromAddress}, '') else ${leadEmails.toAddress} end`,
      subject: leadEmails.subject,
      at: leadEmails.sentAt,
      status: leadEmailStatus,
      read: sql<boolean>`(${leadEmails.direction} = 'out' or ${leadEmails.readAt} is not null)`,
      attachmentCount,
    })
    .from(leadEmails)
    .innerJoin(leads, eq(leads.id, leadEmails.leadId))
    .leftJoin(outbox, eq(outbox.id, leadEmails.outboxId))
    .where(w)
    .orderBy(orderBy(q.sort, MAIL_SORTS, desc(leadEmails.sentAt)), desc(leadEmails.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(leadEmails)
    .innerJoin(leads, eq(leads.id, leadEmails.leadId))
    .where(w);
  return { items, total: Number(n) };
}

// ---- mysms ----
const SMS_SORTS = { sentAt: studentSms.createdAt, to: studentSms.toPhone, status: studentSms.status };

/** The SMS the user sent to students (and their contacts). */
export async function mySms(ex: Executor, userId: number, q: PageQuery) {
  const text = q.q?.trim();
  const w = and(
    eq(studentSms.sentBy, userId),
    text
      ? sql`(${studentSms.toPhone} ilike ${likeTerm(text)} or ${studentSms.text} ilike ${likeTerm(text)}
      or ${students.firstName} || ' ' || ${students.lastName} ilike ${likeTerm(text)})`
      : undefined,
  );
  const items = await ex
    .select({
      id: studentSms.id,
      studentId: studentSms.studentId,
      studentName: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
      to: studentSms.toPhone,
      text: studentSms.text,
      status: studentSms.status,
      sentAt: sql<string>`coalesce(${studentSms.sentAt}, ${studentSms.createdAt})`,
    })
    .from(studentSms)
    .innerJoin(students, eq(students.id, studentSms.studentId))
    .where(w)
    .orderBy(orderBy(q.sort, SMS_SORTS, desc(studentSms.createdAt)), desc(studentSms.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(studentSms)
    .innerJoin(students, eq(students.id, studentSms.studentId))
    .where(w);
  return { items, total: Number(n) };
}

// ---- mychats ----
export interface ChatRow {
  lead_id: number;
  lead_name: string;
  lead_email: string;
  last_at: string | Date;
  last_subject: string;
  last_direction: string;
  last_body: string;
  unread: number;
  total: number;
}

/** One row per live lead the user represents that has any email, the newest conversation first. */
export async function myChats(
  ex: Executor,
  userId: number,
  q: { page: number; pageSize: number; q?: string; unread?: 'true' | 'false' },
) {
  const text = q.q?.trim();
  const where = sql`l.representative_id = ${userId} and l.deleted_at is null
    ${text ? sql`and (l.first_name || ' ' || l.last_name ilike ${likeTerm(text)} or l.email ilike ${likeTerm(text)})` : sql``}
    ${q.unread === 'true' ? sql`and exists (select 1 from lead_emails u where u.lead_id = l.id and u.direction = 'in' and u.read_at is null)` : sql``}`;
  const rows = rowsOf<ChatRow>(
    await ex.execute(sql`
    select l.id as lead_id, l.first_name || ' ' || l.last_name as lead_name, l.email as lead_email,
      last.sent_at as last_at, last.subject as last_subject, last.direction as last_direction, left(last.body, 400) as last_body,
      (select count(*)::int from lead_emails u where u.lead_id = l.id and u.direction = 'in' and u.read_at is null) as unread,
      (select count(*)::int from lead_emails c where c.lead_id = l.id) as total
    from leads l
    join lateral (select e.sent_at, e.subject, e.direction, e.body from lead_emails e where e.lead_id = l.id order by e.sent_at desc, e.id desc limit 1) last on true
    where ${where}
    order by last.sent_at desc, l.id desc
    limit ${q.pageSize} offset ${offsetOf(q)}`),
  );
  const [{ n }] = rowsOf<{ n: number }>(
    await ex.execute(sql`
    select count(*)::int as n from leads l where ${where} and exists (select 1 from lead_emails e where e.lead_id = l.id)`),
  );
  return { items: rows, total: Number(n) };
}

/** The newest `limit` messages of a lead's conversation, oldest first. */
export async function threadOf(ex: Executor, leadId: number, limit: number) {
  const rows = await ex
    .select({
      id: leadEmails.id,
      direction: leadEmails.direction,
      from: leadEmails.fromAddress,
      to: leadEmails.toAddress,
      subject: leadEmails.subject,
      body: leadEmails.body,
      at: leadEmails.sentAt,
      sentByName: nameOf(users),
      status: leadEmailStatus,
      read: sql<boolean>`(${leadEmails.direction} = 'out' or ${leadEmails.readAt} is not null)`,
      attachmentCount,
    })
    .from(leadEmails)
    .leftJoin(outbox, eq(outbox.id, leadEmails.outboxId))
    .leftJoin(users, eq(users.id, leadEmails.sentBy))
    .where(eq(leadEmails.leadId, leadId))
    .orderBy(desc(leadEmails.sentAt), desc(leadEmails.id))
    .limit(limit);
  return rows.reverse();
}

/** The last subject of a lead's conversation (a reply's "Re:"). */
export async function lastSubject(ex: Executor, leadId: number) {
  const [row] = await ex
    .select({ subject: leadEmails.subject })
    .from(leadEmails)
    .where(eq(leadEmails.leadId, leadId))
    .orderBy(desc(leadEmails.sentAt), desc(leadEmails.id))
    .limit(1);
  return row?.subject ?? null;
}
