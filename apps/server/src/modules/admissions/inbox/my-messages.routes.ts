import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LEAD_LINK,
  LEAD_MESSAGES,
  chatReplyInput,
  chatThread,
  leadEmail,
  leadIdParam,
  myChat,
  myChatsQuery,
  myMailItem,
  myMailQuery,
  mySmsItem,
  mySmsQuery,
  pageOf,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { ruleRefused } from '../../../platform/errors.js';
import { created, routeOps } from '../../../platform/route-op.js';
import { leadViewOf } from '../leads/leads.gate.js';
import type { MyMessagesService } from './my-messages.service.js';

const op = routeOps('lead inbox');
const own = { menu: LEAD_LINK, bit: 'read' as const };

/** The representative's own messages: /lead/notification/mymail, mysms, mychats and a lead's conversation. */
export function myMessagesRoutes(app: FastifyInstance, my: MyMessagesService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/my-messages/mail',
    op('listMyMail', own, {
      querystring: myMailQuery,
      ok: pageOf(myMailItem),
      description:
        "The caller's mail with leads, newest first: emails the caller sent to leads (out) and emails received from leads the caller represents (in); direction; q in subject, address and lead name; sort at, subject, lead.",
    }),
    async (req) => my.mail(actorOf(req), req.query),
  );

  r.get(
    '/api/my-messages/sms',
    op('listMySms', own, {
      querystring: mySmsQuery,
      ok: pageOf(mySmsItem),
      description:
        'The SMS the caller sent to students, newest first; q in number, text and student name; sort sentAt, to, status.',
    }),
    async (req) => my.sms(actorOf(req), req.query),
  );

  r.get(
    '/api/my-messages/chats',
    op('listMyChats', own, {
      querystring: myChatsQuery,
      ok: pageOf(myChat),
      description:
        "One conversation per live lead the caller represents that has emails: the last message and how many received ones are unread; unread=true keeps those with unread messages; q in the lead's name and email.",
    }),
    async (req) => my.chats(actorOf(req), req.query),
  );

  r.get(
    '/api/leads/:leadId/conversation',
    op(
      'getLeadConversation',
      { lead: 'email', bit: 'read' },
      {
        params: leadIdParam,
        ok: chatThread,
        description:
          "The lead's emails in and out, oldest first (the newest 200); the lead's representative opening it marks the received ones read.",
      },
    ),
    async (req) => my.thread(actorOf(req), leadViewOf(req).header),
  );

  r.post(
    '/api/leads/:leadId/conversation/replies',
    op(
      'replyToLead',
      { lead: 'email', bit: 'write' },
      {
        params: leadIdParam,
        body: chatReplyInput,
        created: leadEmail,
        description:
          'Answers the lead by email to its address through the lead email service (outbox, history; toast \'Email sent\'); subject "Re: " the last one unless given. 422 on a closed lead.',
      },
    ),
    async (req, reply) => {
      const h = leadViewOf(req).header;
      if (h.l.closedAt) throw ruleRefused(LEAD_MESSAGES.closed);
      const sent = await my.reply(actorOf(req), h, req.body);
      return created(reply, sent);
    },
  );
}
