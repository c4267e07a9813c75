import { STUDENT_EMAIL_MAX_ATTACHMENTS } from '@caduceus/contracts';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db, Executor } from '../../../platform/db/index.js';
import { toIso } from '../../../platform/db/columns.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, notFound } from '../../../platform/errors.js';
import type { UploadedFile } from '../../../platform/multipart.js';
import { likeTerm, offsetOf, orderBy } from '../../../platform/paging.js';
import { checkAttachments, queueRichEmail } from '../../../platform/rich-email.js';
import { outbox } from '../../../platform/db/tables.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { files } from '../files/files.schema.js';
import type { FilesService } from '../files/files.service.js';
import type { EmailFilesTable, EmailsTable } from './emails.schema.js';

/** What staff wrote: the values of a sent email besides its owner and outbox row. */
export interface EmailValues {
  outboxId: number;
  toAddress: string;
  cc: string[];
  subject: string;
  body: string;
  templateId: number | null;
  sentBy: number;
}

/**
 * The record kit's email tab, written once for every record (student, lead): the history (paged, sorted,
 * searched), one email with its attachments, and sending through the outbox. The owner comes in as its
 * tables, its own columns (`columns`: a lead's direction and sender), its status, audit entity and insert.
 */
export function createEmailsKit<X extends SelectedFields>(owner: {
  /** 'student', 'lead' */
  owner: string;
  emails: EmailsTable;
  files: EmailFilesTable;
  /** the email's owner column (student_id, lead_id) and its outbox row */
  ownerId: PgColumn;
  outboxId: PgColumn;
  /** the owner's own columns of a listed email */
  columns: X;
  /** the status a row shows: its outbox delivery (a lead's received message: Received) */
  status: SQL<string>;
  /** the columns the search box looks in */
  search: PgColumn[];
  /** the sorts besides sentAt, subject, to and status */
  sorts?: Record<string, PgColumn>;
  /** the audit entity of an email ('studentEmail', 'leadEmail') and the owner's key in its values */
  entity: string;
  ownerKey: string;
  insert: (ex: Executor, ownerId: number, v: EmailValues) => Promise<{ id: number }>;
}) {
  const { emails: e, files: ef } = owner;
  const columns = {
    id: e.id,
    to: e.toAddress,
    cc: e.cc,
    subject: e.subject,
    sentByName: sql<
      string | null
    >`(select u.first_name || ' ' || u.last_name from ${users} u where u.id = ${e.sentBy})`,
    sentAt: e.sentAt,
    status: owner.status,
    deliveredAt: outbox.sentAt,
    attachmentCount: sql<number>`(select count(*)::int from ${ef} f where f.email_id = ${e.id})`,
  };
  // the owner's own columns: typed by the owner (a generic selection would lose drizzle's result types)
  const own = owner.columns as object;
  type Own = SelectResultFields<X>;
  const SORTS = { sentAt: e.sentAt, subject: e.subject, to: e.toAddress, status: outbox.status, ...owner.sorts };

  /** The history of one owner's emails, newest first; `where`: the owner's own filters. */
  async function list(
    ex: Executor,
    ownerId: number,
    q: { page: number; pageSize: number; sort?: string; q?: string; status?: string },
    where?: SQL,
  ) {
    const text = q.q?.trim();
    const w = and(
      eq(owner.ownerId, ownerId),
      q.status ? sql`${owner.status} = ${q.status}` : undefined,
      where,
      text
        ? sql`(${sql.join(
            owner.search.map((c) => sql`${c} ilike ${likeTerm(text)}`),
            sql` or `,
          )})`
        : undefined,
    );
    const rows = await ex
      .select({ ...columns, ...own })
      .from(e)
      .leftJoin(outbox, eq(outbox.id, owner.outboxId))
      .where(w)
      .orderBy(orderBy(q.sort, SORTS, desc(e.sentAt)), desc(e.id))
      .limit(q.pageSize)
      .offset(offsetOf(q));
    const [{ n }] = await ex
      .select({ n: sql<number>`count(*)::int` })
      .from(e)
      .leftJoin(outbox, eq(outbox.id, owner.outboxId))
      .where(w);
    return { items: rows.map((r) => listed(r as typeof r & Own)), total: Number(n) };
  }
  const listed = <R extends { sentAt: string; deliveredAt: string | null }>(r: R) => ({
    ...r,
    sentAt: toIso(r.sentAt)!,
    deliveredAt: toIso(r.deliveredAt),
  });

  /** One email of the owner with its body, delivery and attachments (404 when it is another's). */
  async function get(ex: Executor, ownerId: number, id: number) {
    const [found] = await ex
      .select({
        ...columns,
        ...own,
        body: e.body,
        deliveryError: outbox.lastError,
        templateName: sql<string | null>`(select r.label from ${refRows} r where r.id = ${e.templateId})`,
      })
      .from(e)
      .leftJoin(outbox, eq(outbox.id, owner.outboxId))
      .where(and(eq(owner.ownerId, ownerId), eq(e.id, id)));
    if (!found) throw notFound('Email');
    const row = found as typeof found & Own;
    return {
      ...listed(row),
      deliveryError: row.status === 'Sent' ? null : row.deliveryError,
      attachments: await ex
        .select({ id: files.id, filename: files.filename, contentType: files.contentType, size: files.size })
        .from(ef)
        .innerJoin(files, eq(files.id, ef.fileId))
        .where(eq(ef.emailId, id))
        .orderBy(asc(files.id)),
    };
  }

  /** Attaches stored files to an email. */
  async function addFiles(ex: Executor, emailId: number, fileIds: number[]) {
    if (fileIds.length) await ex.insert(ef).values(fileIds.map((fileId) => ({ emailId, fileId })));
  }

  return {
    owner: owner.owner,
    list,
    get,
    addFiles,

    /** A template filled for the recipient (`fill`: the owner's placeholders). */
    filled: (t: { id: number; name: string; subject: string; body: string }, fill: (text: string) => string) => ({
      templateId: t.id,
      name: t.name,
      subject: fill(t.subject),
      body: fill(t.body),
    }),

    /** Refuses too many or stray attachments, and a template the recipient may not have (`fill` fails). */
    async check(
      uploads: UploadedFile[],
      templateId: number | null | undefined,
      fill: (id: number) => Promise<unknown>,
    ) {
      checkAttachments(uploads, STUDENT_EMAIL_MAX_ATTACHMENTS);
      if (templateId)
        await fill(templateId).catch(() => {
          throw badInput('Choose a template from the list', { templateId: 'Choose a template from the list' });
        });
    },

    /** The addresses copied: each once, and never the recipient. */
    copies: (to: string, cc: string[]) =>
      [...new Set(cc.map((a) => a.trim()))].filter((a) => a.toLowerCase() !== to.toLowerCase()),

    /**
     * Sends one email already filled for its recipient: the attachments stored, the mail queued in the
     * outbox, the email and its files recorded and audited, in one transaction. Answers the email's id.
     */
    async send(
      db: Db,
      store: FilesService,
      actor: Actor,
      ownerId: number,
      m: { to: string; cc: string[]; subject: string; body: string; templateId: number | null },
      uploads: UploadedFile[],
    ) {
      return db.transaction(async (tx) => {
        const { outboxId, stored } = await queueRichEmail(tx, store, actor.userId, m, uploads);
        const { to, cc, subject, body, templateId } = m;
        const row = await owner.insert(tx, ownerId, {
          outboxId,
          toAddress: to,
          cc,
          subject,
          body,
          templateId,
          sentBy: actor.userId,
        });
        await addFiles(
          tx,
          row.id,
          stored.map((f) => f.id),
        );
        await audit(tx, actor, {
          action: 'sendEmail',
          entity: owner.entity,
          entityId: row.id,
          after: {
            [owner.ownerKey]: ownerId,
            to,
            cc,
            subject,
            templateId,
            attachments: stored.map((f) => f.filename),
          },
        });
        return row.id;
      });
    },

    /** The bytes of an attachment of one of the owner's emails (404 for any other file). */
    async attachment(ex: Executor, store: FilesService, ownerId: number, emailId: number, fileId: number) {
      const [row] = await ex
        .select({ id: ef.fileId })
        .from(ef)
        .innerJoin(e, eq(e.id, ef.emailId))
        .where(and(eq(owner.ownerId, ownerId), eq(ef.emailId, emailId), eq(ef.fileId, fileId)));
      if (!row) throw notFound('Attachment');
      return store.read(fileId);
    },
  };
}
export type EmailsKit = ReturnType<typeof createEmailsKit>;
