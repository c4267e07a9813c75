import {
  CHAT_THREAD_MAX,
  replySubject,
  snippetOf,
  type ChatReplyInput,
  type ChatThread,
  type LeadEmail,
  type LeadEmailDirection,
  type MyChat,
  type MyMailItem,
  type MyMailQuery,
  type MySmsItem,
  type Page,
  type PageQuery,
} from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import type { LeadEmailService } from '../messages/lead-email.service.js';
import * as leadEmailRepo from '../messages/lead-messages.repo.js';
import type { LeadHeaderRow } from '../leads/leads.repo.js';
import * as repo from './my-messages.repo.js';
import { toIso } from '../../../platform/db/columns.js';
import { toPage } from '../../../platform/paging.js';

/**
 * The representative's own messages (/lead/notification/mymail, mysms, mychats): every list is the
 * signed-in user's own, by construction of its query. A thread is a lead's whole email history; its
 * representative opening it reads the lead's messages; a reply goes out through the lead email service.
 */
export function createMyMessagesService({ db, email }: { db: Db; email: Pick<LeadEmailService, 'send'> }) {
  return {
    async mail(actor: Actor, q: MyMailQuery): Promise<Page<MyMailItem>> {
      const { items, total } = await repo.myMail(db, actor.userId, q);
      return toPage(q, {
        items: items.map((r) => ({ ...r, direction: r.direction as LeadEmailDirection, at: toIso(r.at) })),
        total,
      });
    },

    async sms(actor: Actor, q: PageQuery): Promise<Page<MySmsItem>> {
      const { items, total } = await repo.mySms(db, actor.userId, q);
      return toPage(q, { items: items.map((r) => ({ ...r, sentAt: toIso(r.sentAt) })), total });
    },

    async chats(actor: Actor, q: PageQuery & { unread?: 'true' | 'false' }): Promise<Page<MyChat>> {
      const { items, total } = await repo.myChats(db, actor.userId, q);
      return toPage(q, {
        items: items.map((r) => ({
          leadId: Number(r.lead_id),
          leadName: r.lead_name,
          leadEmail: r.lead_email,
          lastAt: toIso(r.last_at),
          lastSubject: r.last_subject,
          lastDirection: r.last_direction as LeadEmailDirection,
          lastSnippet: snippetOf(r.last_body ?? ''),
          unread: Number(r.unread),
          total: Number(r.total),
        })),
        total,
      });
    },

    /** A lead's conversation, oldest first; opened by the lead's representative, its received messages become read. */
    async thread(actor: Actor, h: LeadHeaderRow): Promise<ChatThread> {
      const isRepresentative = h.l.representativeId === actor.userId;
      if (isRepresentative) {
        await db.transaction(async (tx) => {
          const n = await leadEmailRepo.markInboundRead(tx, h.l.id);
          if (n)
            await audit(tx, actor, {
              action: 'markRead',
              entity: 'leadEmail',
              entityId: null,
              after: { leadId: h.l.id, messages: n },
            });
        });
      }
      const messages = await repo.threadOf(db, h.l.id, CHAT_THREAD_MAX);
      return {
        leadId: h.l.id,
        leadName: `${h.l.firstName} ${h.l.lastName}`,
        leadEmail: h.l.email,
        closed: h.l.closedAt != null,
        isRepresentative,
        messages: messages.map((m) => ({
          ...m,
          direction: m.direction as LeadEmailDirection,
          from: m.from ?? '',
          at: toIso(m.at),
        })),
      };
    },

    /** The thread's reply box: a plain email to the lead's address through the lead email service (outbox, history, audit). */
    async reply(actor: Actor, h: LeadHeaderRow, input: ChatReplyInput): Promise<LeadEmail> {
      const subject = replySubject(input.subject, await repo.lastSubject(db, h.l.id));
      return email.send(actor, h, { to: h.l.email, cc: [], subject, body: input.body }, []);
    },
  };
}
export type MyMessagesService = ReturnType<typeof createMyMessagesService>;
