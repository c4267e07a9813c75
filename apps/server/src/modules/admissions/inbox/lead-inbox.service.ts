import { sql } from 'drizzle-orm';
import {
  INBOX_MESSAGES,
  canDoUnverified,
  leadTabUrl,
  snippetOf,
  splitSenderName,
  type InboundResult,
  type Page,
  type UnverifiedEmail,
  type UnverifiedEmailAction,
  type UnverifiedEmailConvert,
  type UnverifiedEmailListItem,
  type UnverifiedEmailQuery,
  type UnverifiedEmailResolved,
  type UnverifiedEmailStatus,
  type UnverifiedEmailUpdate,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, conflict, notFound, ruleRefused } from '../../../platform/errors.js';
import { EMAIL_ATTACHMENT_KINDS } from '../../../platform/rich-email.js';
import type { FilesService } from '../../kit/index.js';
import type { LeadsService } from '../leads/leads.service.js';
import * as leadEmailRepo from '../messages/lead-messages.repo.js';
import type { NewNotification } from '../../workspace/index.js';
import { parseInbound, type InboundMessage } from './lead-inbox.inbound.js';
import * as repo from './lead-inbox.repo.js';
import { toIso } from '../../../platform/db/columns.js';

export const UNVERIFIED_ENTITY = 'unverifiedEmail';

export interface LeadInboxDeps {
  db: Db;
  files: FilesService;
  leads: Pick<LeadsService, 'createIn'>;
  notify: (ex: Executor, n: NewNotification) => Promise<void>;
}

interface LeadBrief {
  id: number;
  representativeId: number | null;
  firstName: string;
  lastName: string;
}

/**
 * Inbound email: a message from a lead's address joins that lead's email history (its representative is
 * told); any other waits on the unverified email screen until staff convert it to a lead, merge it into one,
 * or discard it. Every change is one transaction with its audit row.
 */
export function createLeadInboxService({ db, files, leads, notify }: LeadInboxDeps) {
  /** Tells the lead's representative (not the person who did it) that the lead's message is in its history. */
  async function tellRepresentative(tx: Executor, lead: LeadBrief, subject: string, actor: Actor | null) {
    if (!lead.representativeId || lead.representativeId === actor?.userId) return;
    await notify(tx, {
      userId: lead.representativeId,
      type: 'EMAIL',
      title: `New email from ${lead.firstName} ${lead.lastName}`.slice(0, 200),
      body: subject,
      link: leadTabUrl('email', lead.id),
    });
  }

  /** Writes a received message into a lead's history (direction in) with its files; answers the history row's id. */
  async function intoHistory(
    tx: Executor,
    leadId: number,
    m: {
      fromAddress: string;
      toAddress: string;
      subject: string;
      body: string;
      messageId: string | null;
      at: string;
      readAt: string | null;
      fileIds: number[];
    },
  ) {
    const row = await leadEmailRepo.insertEmail(tx, {
      leadId,
      direction: 'in',
      fromAddress: m.fromAddress,
      outboxId: null,
      toAddress: m.toAddress,
      cc: [],
      subject: m.subject,
      body: m.body,
      messageId: m.messageId,
      readAt: m.readAt,
      sentBy: null,
      sentAt: m.at,
    });
    await leadEmailRepo.insertEmailFiles(tx, row.id, m.fileIds);
    return row.id;
  }

  async function ingestParsed(m: InboundMessage, source: string): Promise<InboundResult> {
    return db.transaction(async (tx) => {
      const base = { attachments: m.attachments.length, skippedAttachments: m.skipped };
      if (m.messageId) {
        // one message delivered twice (a relay retrying, two pollers) is kept once
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`inbound:${m.messageId}`}))`);
        const known = await repo.knownMessage(tx, m.messageId);
        if (known) return { outcome: 'duplicate' as const, ...known, ...base, attachments: 0 };
      }
      const fileIds: number[] = [];
      for (const f of m.attachments) fileIds.push((await files.store(tx, f, EMAIL_ATTACHMENT_KINDS, null)).id);
      // filed by arrival: the sender's Date header is their clock's claim, and a conversation reads in arrival order
      const at = new Date().toISOString();
      const lead = await repo.leadByEmail(tx, m.fromAddress);
      if (lead) {
        const leadEmailId = await intoHistory(tx, lead.id, {
          fromAddress: m.fromAddress,
          toAddress: m.toAddress,
          subject: m.subject,
          body: m.text,
          messageId: m.messageId,
          at,
          readAt: null,
          fileIds,
        });
        await audit(tx, null, {
          action: 'receiveEmail',
          entity: 'leadEmail',
          entityId: leadEmailId,
          after: { leadId: lead.id, from: m.fromAddress, subject: m.subject, source, files: fileIds.length },
        });
        await tellRepresentative(tx, lead, m.subject, null);
        return { outcome: 'lead' as const, leadId: lead.id, leadEmailId, unverifiedEmailId: null, ...base };
      }
      const row = await repo.insertUnverified(tx, {
        messageId: m.messageId,
        fromAddress: m.fromAddress,
        fromName: m.fromName,
        toAddress: m.toAddress,
        subject: m.subject,
        body: m.text,
        receivedAt: at,
        sentAt: m.date?.toISOString() ?? null,
        source,
        skippedAttachments: m.skipped,
      });
      await repo.insertUnverifiedFiles(tx, row.id, fileIds);
      await audit(tx, null, {
        action: 'receive',
        entity: UNVERIFIED_ENTITY,
        entityId: row.id,
        after: { from: m.fromAddress, subject: m.subject, source, files: fileIds.length },
      });
      return { outcome: 'unverified' as const, leadId: null, leadEmailId: null, unverifiedEmailId: row.id, ...base };
    });
  }

  const listItem = (r: Awaited<ReturnType<typeof repo.listUnverified>>['items'][number]): UnverifiedEmailListItem => ({
    id: r.id,
    fromAddress: r.fromAddress,
    fromName: r.fromName,
    subject: r.subject,
    snippet: snippetOf(r.snippetSource),
    receivedAt: toIso(r.receivedAt)!,
    read: r.readAt != null,
    status: r.status as UnverifiedEmailStatus,
    attachmentCount: r.attachmentCount,
    leadId: r.leadId,
    leadName: r.leadName,
  });

  async function detail(id: number): Promise<UnverifiedEmail> {
    const r = await repo.findUnverified(db, id);
    if (!r) throw notFound('Email');
    const split = splitSenderName(r.fromName, r.fromAddress);
    return {
      ...listItem(r),
      body: r.body,
      messageId: r.messageId,
      senderFirstName: r.senderFirstName,
      senderLastName: r.senderLastName,
      senderPhone: r.senderPhone,
      notes: r.notes,
      attachments: await repo.unverifiedFiles(db, id),
      skippedAttachments: r.skippedAttachments ?? [],
      readAt: toIso(r.readAt),
      resolvedByName: r.resolvedByName,
      resolvedAt: toIso(r.resolvedAt),
      suggestion: {
        firstName: r.senderFirstName ?? split.firstName,
        lastName: r.senderLastName ?? split.lastName,
        email: r.fromAddress,
        phone: r.senderPhone,
      },
    };
  }

  /** Locks the email for a change the action allows from its status (404 absent, 422 otherwise). */
  async function lockFor(tx: Executor, id: number, action: UnverifiedEmailAction) {
    const row = await repo.lockUnverified(tx, id);
    if (!row) throw notFound('Email');
    if (!canDoUnverified(action, row.status as UnverifiedEmailStatus))
      throw ruleRefused(action === 'restore' ? INBOX_MESSAGES.notDiscarded : INBOX_MESSAGES.notOpen);
    return row;
  }

  /** Moves an unverified email into a lead's history and closes it as `status`; answers the history row. */
  async function resolveInto(
    tx: Executor,
    actor: Actor,
    row: repo.UnverifiedRow,
    lead: LeadBrief,
    status: 'converted' | 'merged',
  ) {
    const fileIds = (await repo.unverifiedFiles(tx, row.id)).map((f) => f.id);
    const now = new Date().toISOString();
    const leadEmailId = await intoHistory(tx, lead.id, {
      fromAddress: row.fromAddress,
      toAddress: row.toAddress,
      subject: row.subject,
      body: row.body,
      messageId: row.messageId,
      at: row.receivedAt,
      readAt: now,
      fileIds,
    });
    const after = await repo.updateUnverified(tx, row.id, {
      status,
      leadId: lead.id,
      leadEmailId,
      resolvedBy: actor.userId,
      resolvedAt: now,
      readAt: row.readAt ?? now,
      readBy: row.readBy ?? actor.userId,
      updatedBy: actor.userId,
    });
    await audit(tx, actor, {
      action: status === 'converted' ? 'convertToLead' : 'mergeIntoLead',
      entity: UNVERIFIED_ENTITY,
      entityId: row.id,
      before: { status: row.status, leadId: row.leadId },
      after: { status: after.status, leadId: lead.id, leadEmailId },
    });
    await tellRepresentative(tx, lead, row.subject, actor);
    return { id: row.id, status, leadId: lead.id, leadEmailId } satisfies UnverifiedEmailResolved;
  }

  /** A status change that records who did it (discard) or clears it (restore). */
  async function setStatus(actor: Actor, id: number, action: 'discard' | 'restore') {
    await db.transaction(async (tx) => {
      const row = await lockFor(tx, id, action);
      const status = action === 'discard' ? 'discarded' : 'open';
      const now = new Date().toISOString();
      await repo.updateUnverified(tx, id, {
        status,
        resolvedBy: action === 'discard' ? actor.userId : null,
        resolvedAt: action === 'discard' ? now : null,
        updatedBy: actor.userId,
      });
      await audit(tx, actor, {
        action,
        entity: UNVERIFIED_ENTITY,
        entityId: id,
        before: { status: row.status },
        after: { status },
      });
    });
    return detail(id);
  }

  async function setRead(actor: Actor, id: number, read: boolean, implicit = false) {
    await db.transaction(async (tx) => {
      const row = await repo.lockUnverified(tx, id);
      if (!row) throw notFound('Email');
      if ((row.readAt != null) === read) return;
      await repo.updateUnverified(tx, id, {
        readAt: read ? new Date().toISOString() : null,
        readBy: read ? actor.userId : null,
      });
      await audit(tx, actor, {
        action: read ? 'markRead' : 'markUnread',
        entity: UNVERIFIED_ENTITY,
        entityId: id,
        before: { read: !read },
        after: { read, opened: implicit },
      });
    });
  }

  return {
    /** Reads a raw RFC 822 message in (400 when it is not one) and keeps it on its lead or as unverified. */
    async ingest(raw: Buffer | string, source: string): Promise<InboundResult> {
      return ingestParsed(await parseInbound(raw), source);
    },

    async list(q: UnverifiedEmailQuery): Promise<Page<UnverifiedEmailListItem>> {
      const { items, total } = await repo.listUnverified(db, q);
      return { items: items.map(listItem), total, page: q.page, pageSize: q.pageSize };
    },

    /** getUnverifiedEmail: opening an email marks it read for the office. */
    async open(actor: Actor, id: number): Promise<UnverifiedEmail> {
      await setRead(actor, id, true, true);
      return detail(id);
    },

    /** markAsRead (and back to unread). */
    async markRead(actor: Actor, id: number, read: boolean): Promise<UnverifiedEmail> {
      await setRead(actor, id, read);
      return detail(id);
    },

    /** updateUnverifiedEmail: the sender's name and phone as staff learnt them, and notes (open emails only). */
    async update(actor: Actor, id: number, input: UnverifiedEmailUpdate): Promise<UnverifiedEmail> {
      await db.transaction(async (tx) => {
        const row = await lockFor(tx, id, 'update');
        const values = {
          senderFirstName: input.senderFirstName ?? null,
          senderLastName: input.senderLastName ?? null,
          senderPhone: input.senderPhone ?? null,
          notes: input.notes ?? null,
        };
        await repo.updateUnverified(tx, id, { ...values, updatedBy: actor.userId });
        const before = {
          senderFirstName: row.senderFirstName,
          senderLastName: row.senderLastName,
          senderPhone: row.senderPhone,
          notes: row.notes,
        };
        await audit(tx, actor, { action: 'update', entity: UNVERIFIED_ENTITY, entityId: id, before, after: values });
      });
      return detail(id);
    },

    /**
     * convertToLeadFromEmail: adds the lead (the add-lead rules and checks) and moves the email into its
     * history. An address that already belongs to a live lead is refused (409): merge into that lead instead.
     */
    async convert(actor: Actor, id: number, input: UnverifiedEmailConvert): Promise<UnverifiedEmailResolved> {
      return db.transaction(async (tx) => {
        const row = await lockFor(tx, id, 'convert');
        const taken = await repo.leadByEmail(tx, input.email);
        if (taken)
          throw conflict(INBOX_MESSAGES.emailTaken, { email: `${INBOX_MESSAGES.emailTaken} (lead #${taken.id})` });
        const lead = await leads.createIn(tx, actor, input);
        return resolveInto(tx, actor, row, lead, 'converted');
      });
    },

    /** mergeUnverifiedEmail: the email joins an existing live lead's history. */
    async merge(actor: Actor, id: number, leadId: number): Promise<UnverifiedEmailResolved> {
      return db.transaction(async (tx) => {
        const row = await lockFor(tx, id, 'merge');
        const lead = await repo.liveLead(tx, leadId);
        if (!lead) throw badInput(INBOX_MESSAGES.leadGone, { leadId: INBOX_MESSAGES.leadGone });
        return resolveInto(tx, actor, row, lead, 'merged');
      });
    },

    /** discardUnverifiedEmail: kept with its status, restorable. */
    discard: (actor: Actor, id: number) => setStatus(actor, id, 'discard'),
    restore: (actor: Actor, id: number) => setStatus(actor, id, 'restore'),

    async attachment(id: number, fileId: number) {
      if (!(await repo.unverifiedHasFile(db, id, fileId))) throw notFound('Attachment');
      return files.read(fileId);
    },

    unreadCount: () => repo.unreadCount(db),
  };
}
export type LeadInboxService = ReturnType<typeof createLeadInboxService>;
