import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { UnverifiedEmailQuery } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { likeTerm, orderBy } from '../../../platform/paging.js';
import { tablePage } from '../../../platform/db/table-page.js';
import { users } from '../../access/tables.js';
import { files } from '../../kit/tables.js';
import { leads } from '../leads/leads.schema.js';
import { leadEmails } from '../messages/lead-messages.schema.js';
import { leadUnverifiedEmailFiles, leadUnverifiedEmails } from './lead-inbox.schema.js';

export type UnverifiedRow = typeof leadUnverifiedEmails.$inferSelect;

/** A message already kept (by its Message-ID): in a lead's history or as an unverified email. */
export async function knownMessage(ex: Executor, messageId: string) {
  const [inLead] = await ex
    .select({ id: leadEmails.id, leadId: leadEmails.leadId })
    .from(leadEmails)
    .where(and(eq(leadEmails.messageId, messageId), eq(leadEmails.direction, 'in')))
    .limit(1);
  if (inLead) return { leadEmailId: inLead.id, leadId: inLead.leadId, unverifiedEmailId: null };
  const [u] = await ex
    .select({
      id: leadUnverifiedEmails.id,
      leadId: leadUnverifiedEmails.leadId,
      leadEmailId: leadUnverifiedEmails.leadEmailId,
    })
    .from(leadUnverifiedEmails)
    .where(eq(leadUnverifiedEmails.messageId, messageId))
    .limit(1);
  return u ? { leadEmailId: u.leadEmailId, leadId: u.leadId, unverifiedEmailId: u.id } : undefined;
}

/** The live lead an address belongs to (case-insensitive): an open one before a closed one, the newest first. */
export async function leadByEmail(ex: Executor, address: string) {
  const [row] = await ex
    .select({
      id: leads.id,
      representativeId: leads.representativeId,
      firstName: leads.firstName,
      lastName: leads.lastName,
      email: leads.email,
    })
    .from(leads)
    .where(and(sql`lower(${leads.email}) = lower(${address})`, isNull(leads.deletedAt)))
    .orderBy(sql`${leads.closedAt} is not null`, desc(leads.id))
    .limit(1);
  return row;
}

/** A live lead by id (for a merge), locked until the transaction ends. */
export async function liveLead(ex: Executor, id: number) {
  const [row] = await ex
    .select({
      id: leads.id,
      representativeId: leads.representativeId,
      firstName: leads.firstName,
      lastName: leads.lastName,
      email: leads.email,
    })
    .from(leads)
    .where(and(eq(leads.id, id), isNull(leads.deletedAt)))
    .for('update');
  return row;
}

export const insertUnverified = async (ex: Executor, v: typeof leadUnverifiedEmails.$inferInsert) =>
  (await ex.insert(leadUnverifiedEmails).values(v).returning())[0];

export async function insertUnverifiedFiles(ex: Executor, emailId: number, fileIds: number[]) {
  if (fileIds.length) await ex.insert(leadUnverifiedEmailFiles).values(fileIds.map((fileId) => ({ emailId, fileId })));
}

const resolvedBy = users;
const listColumns = {
  id: leadUnverifiedEmails.id,
  fromAddress: leadUnverifiedEmails.fromAddress,
  fromName: leadUnverifiedEmails.fromName,
  subject: leadUnverifiedEmails.subject,
  snippetSource: sql<string>`left(${leadUnverifiedEmails.body}, 400)`,
  receivedAt: leadUnverifiedEmails.receivedAt,
  readAt: leadUnverifiedEmails.readAt,
  status: leadUnverifiedEmails.status,
  attachmentCount: sql<number>`(select count(*)::int from ${leadUnverifiedEmailFiles} f where f.email_id = ${leadUnverifiedEmails.id})`,
  leadId: leadUnverifiedEmails.leadId,
  leadName: sql<
    string | null
  >`(select l.first_name || ' ' || l.last_name from ${leads} l where l.id = ${leadUnverifiedEmails.leadId})`,
};
const SORTS = {
  receivedAt: leadUnverifiedEmails.receivedAt,
  from: leadUnverifiedEmails.fromAddress,
  subject: leadUnverifiedEmails.subject,
  status: leadUnverifiedEmails.status,
};

export async function listUnverified(ex: Executor, q: UnverifiedEmailQuery) {
  const text = q.q?.trim();
  const w = and(
    q.status ? eq(leadUnverifiedEmails.status, q.status) : undefined,
    q.read === 'read'
      ? sql`${leadUnverifiedEmails.readAt} is not null`
      : q.read === 'unread'
        ? isNull(leadUnverifiedEmails.readAt)
        : undefined,
    text
      ? sql`(${leadUnverifiedEmails.fromAddress} ilike ${likeTerm(text)} or ${leadUnverifiedEmails.fromName} ilike ${likeTerm(text)}
      or ${leadUnverifiedEmails.subject} ilike ${likeTerm(text)})`
      : undefined,
  );
  return tablePage(ex, {
    table: leadUnverifiedEmails,
    columns: listColumns,
    where: w,
    order: [orderBy(q.sort, SORTS, desc(leadUnverifiedEmails.receivedAt)), desc(leadUnverifiedEmails.id)],
    q,
  });
}

export async function findUnverified(ex: Executor, id: number) {
  const [row] = await ex
    .select({
      ...listColumns,
      body: leadUnverifiedEmails.body,
      messageId: leadUnverifiedEmails.messageId,
      senderFirstName: leadUnverifiedEmails.senderFirstName,
      senderLastName: leadUnverifiedEmails.senderLastName,
      senderPhone: leadUnverifiedEmails.senderPhone,
      notes: leadUnverifiedEmails.notes,
      skippedAttachments: leadUnverifiedEmails.skippedAttachments,
      resolvedAt: leadUnverifiedEmails.resolvedAt,
      resolvedByName: nameOf(resolvedBy),
    })
    .from(leadUnverifiedEmails)
    .leftJoin(resolvedBy, eq(resolvedBy.id, leadUnverifiedEmails.resolvedBy))
    .where(eq(leadUnverifiedEmails.id, id));
  return row;
}

/** The row itself, locked for a change in this transaction. */
export async function lockUnverified(ex: Executor, id: number): Promise<UnverifiedRow | undefined> {
  const [row] = await ex.select().from(leadUnverifiedEmails).where(eq(leadUnverifiedEmails.id, id)).for('update');
  return row;
}

export async function updateUnverified(ex: Executor, id: number, v: Partial<typeof leadUnverifiedEmails.$inferInsert>) {
  const [row] = await ex
    .update(leadUnverifiedEmails)
    .set({ ...v, updatedAt: sql`now()` })
    .where(eq(leadUnverifiedEmails.id, id))
    .returning();
  return row;
}

export const unverifiedFiles = (ex: Executor, emailId: number) =>
  ex
    .select({ id: files.id, filename: files.filename, contentType: files.contentType, size: files.size })
    .from(leadUnverifiedEmailFiles)
    .innerJoin(files, eq(files.id, leadUnverifiedEmailFiles.fileId))
    .where(eq(leadUnverifiedEmailFiles.emailId, emailId))
    .orderBy(asc(files.id));

export async function unverifiedHasFile(ex: Executor, emailId: number, fileId: number) {
  const [row] = await ex
    .select({ id: leadUnverifiedEmailFiles.fileId })
    .from(leadUnverifiedEmailFiles)
    .where(and(eq(leadUnverifiedEmailFiles.emailId, emailId), eq(leadUnverifiedEmailFiles.fileId, fileId)));
  return !!row;
}

/** The top bar's count: open unverified emails nobody has read yet. */
export async function unreadCount(ex: Executor) {
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(leadUnverifiedEmails)
    .where(and(eq(leadUnverifiedEmails.status, 'open'), isNull(leadUnverifiedEmails.readAt)));
  return Number(n);
}
