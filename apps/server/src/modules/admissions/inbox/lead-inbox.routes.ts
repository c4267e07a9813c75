import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  INBOUND_EMAIL_MAX_BYTES,
  INBOX_MESSAGES,
  LEAD_LINK,
  inboundResult,
  pageOf,
  unverifiedEmail,
  unverifiedEmailConvert,
  unverifiedEmailFileParam,
  unverifiedEmailListItem,
  unverifiedEmailMerge,
  unverifiedEmailParam,
  unverifiedEmailQuery,
  unverifiedEmailRead,
  unverifiedEmailResolved,
  unverifiedEmailUpdate,
  type AccessBit,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { badInput } from '../../../platform/errors.js';
import { sendFile } from '../../../platform/send-file.js';
import { created, routeOps } from '../../../platform/route-op.js';
import type { LeadInboxService } from './lead-inbox.service.js';

const op = routeOps('lead inbox');
const lead = (bit: AccessBit) => ({ menu: LEAD_LINK, bit });
/** The name a machine endpoint's shared secret is configured under (GuardDeps.machineSecret). */
export const INBOUND_EMAIL_MACHINE = 'inboundEmail';

/** The ingestion endpoint and the unverified email screen (/lead/unverified/email). */
export function leadInboxRoutes(app: FastifyInstance, inbox: LeadInboxService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser(
    'message/rfc822',
    { parseAs: 'buffer', bodyLimit: INBOUND_EMAIL_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );

  r.post(
    '/api/inbound/email',
    {
      ...op(
        'receiveInboundEmail',
        { machine: INBOUND_EMAIL_MACHINE },
        {
          consumes: ['message/rfc822', 'text/plain'],
          response: { 200: inboundResult, 201: inboundResult },
          description:
            'For a mail relay, not for users: the body is one raw RFC 822 message (Content-Type message/rfc822 or text/plain, 25 MB at most), ' +
            'authorized by `Authorization: Bearer <INBOUND_EMAIL_TOKEN>` (401 without, 403 for another token, 503 when the server has none configured). ' +
            "A sender matching a lead's email (any case) joins that lead's email history and its representative is notified (outcome lead); " +
            'anyone else becomes an unverified email (outcome unverified). A Message-ID already kept answers 200 with outcome duplicate. ' +
            'PDF, PNG, JPEG, DOCX and XLSX attachments up to 10 MB are stored (10 at most); the others are listed as skipped. 400 when the body is not an email with a sender.',
        },
      ),
      bodyLimit: INBOUND_EMAIL_MAX_BYTES,
    },
    async (req, reply) => {
      const body = req.body as unknown;
      if (!Buffer.isBuffer(body) && typeof body !== 'string')
        throw badInput(INBOX_MESSAGES.badMessage, { message: 'Send the raw message as message/rfc822 or text/plain' });
      const result = await inbox.ingest(body, 'endpoint');
      reply.status(result.outcome === 'duplicate' ? 200 : 201);
      return result;
    },
  );

  r.get(
    '/api/unverified-emails',
    op('listUnverifiedEmails', lead('read'), ['unverifiedEmailList'], {
      querystring: unverifiedEmailQuery,
      ok: pageOf(unverifiedEmailListItem),
      description:
        'Inbound emails from senders who are no lead, newest first: status (open, converted, merged, discarded), read (read, unread), q in the sender and subject; sort receivedAt, from, subject, status.',
    }),
    async (req) => inbox.list(req.query),
  );

  r.get(
    '/api/unverified-emails/:id',
    op('getUnverifiedEmail', lead('read'), ['getUnverifiedEmail'], {
      params: unverifiedEmailParam,
      ok: unverifiedEmail,
      description:
        "One unverified email with its text, attachments and the convert form's suggestion; opening it marks it read.",
    }),
    async (req) => inbox.open(actorOf(req), req.params.id),
  );

  r.put(
    '/api/unverified-emails/:id/read',
    op('markUnverifiedEmailRead', lead('read'), ['markAsRead'], {
      params: unverifiedEmailParam,
      body: unverifiedEmailRead,
      ok: unverifiedEmail,
      description: 'Marks the email read ({ read: true }) or unread again.',
    }),
    async (req) => inbox.markRead(actorOf(req), req.params.id, req.body.read),
  );

  r.put(
    '/api/unverified-emails/:id',
    op('updateUnverifiedEmail', lead('edit'), ['updateUnverifiedEmail'], {
      params: unverifiedEmailParam,
      body: unverifiedEmailUpdate,
      ok: unverifiedEmail,
      description:
        "The sender's first and last name and phone as staff learnt them (the convert form starts from them) and notes; open emails only (422 otherwise).",
    }),
    async (req) => inbox.update(actorOf(req), req.params.id, req.body),
  );

  r.post(
    '/api/unverified-emails/:id/convert',
    op('convertUnverifiedEmail', lead('write'), ['convertToLeadFromEmail'], {
      params: unverifiedEmailParam,
      body: unverifiedEmailConvert,
      created: unverifiedEmailResolved,
      description:
        "Adds a lead with the add-lead form's fields and rules and moves the email into its history, in one transaction. 409 when a live lead already has this email (merge into it instead); 422 when the email is no longer open.",
    }),
    async (req, reply) => {
      const res = await inbox.convert(actorOf(req), req.params.id, req.body);
      return created(reply, res);
    },
  );

  r.post(
    '/api/unverified-emails/:id/merge',
    op('mergeUnverifiedEmail', lead('edit'), ['mergeUnverifiedEmail'], {
      params: unverifiedEmailParam,
      body: unverifiedEmailMerge,
      ok: unverifiedEmailResolved,
      description:
        "Moves the email into an existing live lead's history (400 for a missing or deleted lead; 422 when the email is no longer open).",
    }),
    async (req) => inbox.merge(actorOf(req), req.params.id, req.body.leadId),
  );

  r.post(
    '/api/unverified-emails/:id/discard',
    op('discardUnverifiedEmail', lead('delete'), ['discardUnverifiedEmail'], {
      params: unverifiedEmailParam,
      ok: unverifiedEmail,
      description: 'Sets an open email aside as discarded; it is kept and can be restored.',
    }),
    async (req) => inbox.discard(actorOf(req), req.params.id),
  );

  r.post(
    '/api/unverified-emails/:id/restore',
    op('restoreUnverifiedEmail', lead('delete'), {
      params: unverifiedEmailParam,
      ok: unverifiedEmail,
      description: 'Brings a discarded email back to open.',
    }),
    async (req) => inbox.restore(actorOf(req), req.params.id),
  );

  r.get(
    '/api/unverified-emails/:id/attachments/:fileId',
    op('downloadUnverifiedEmailAttachment', lead('read'), {
      params: unverifiedEmailFileParam,
      description: 'An attachment of an unverified email.',
    }),
    async (req, reply) => {
      const f = await inbox.attachment(req.params.id, req.params.fileId);
      return sendFile(reply, { filename: f.file.filename, contentType: f.file.contentType, bytes: f.bytes });
    },
  );
}
