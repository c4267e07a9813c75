import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MAIL_LOG_LINK,
  idParam,
  mailLog,
  mailLogEnteredBy,
  mailLogFileParam,
  mailLogInput,
  mailLogKindQuery,
  mailLogListItem,
  mailLogListQuery,
  mailLogUpdateInput,
  okBody,
  pageOf,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { readForm } from '../../../platform/multipart.js';
import type { MailLogService } from './maillog.service.js';
import { sendFile } from '../../../platform/send-file.js';

const tags = ['mail logs'];
const access = (bit: 'read' | 'write' | 'edit' | 'delete') => ({ menu: MAIL_LOG_LINK, bit });
const multipartNote = (extra = '') =>
  'multipart/form-data: the text fields of mailLogInput' +
  extra +
  ' and up to 10 `attachments` file parts (PDF, Word, Excel, PNG or JPEG, recognised by their content; 10 MB each).';

/** The mail register: the five registers (kind) of the spec's mail log screens share one resource. */
export function mailLogRoutes(app: FastifyInstance, mailLogs: MailLogService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/mail-logs',
    {
      schema: {
        operationId: 'listMailLogs',
        tags,
        querystring: mailLogListQuery,
        response: { 200: pageOf(mailLogListItem) },
        description:
          'One register (kind) searched by date range, department, entered by, type of outgoing, medium and words; deleted entries never show.',
      },
      config: {
        access: access('read'),
        specCalls: [
          'searchincomingMailLog',
          'outMailLogSearch',
          'arubaIncomingList',
          'getArubaOutgoing',
          'returnedMailLogSearch',
          'arubaOutgoingMailList',
          'getOutgoingMails',
          'hrIncomingMailLog',
          'hrArubaIncoming',
        ],
      },
    },
    async (req) => mailLogs.list(req.query),
  );

  r.get(
    '/api/mail-logs/entered-by',
    {
      schema: {
        operationId: 'mailLogEnteredBy',
        tags,
        querystring: mailLogKindQuery,
        response: { 200: mailLogEnteredBy },
        description: 'The people who logged entries of a register (a search filter).',
      },
      config: { access: access('read'), specCalls: ['enteredByDropdown'] },
    },
    async (req) => ({ items: await mailLogs.enteredBy(req.query.kind) }),
  );

  r.get(
    '/api/mail-logs/:id',
    {
      schema: { operationId: 'getMailLog', tags, params: idParam, response: { 200: mailLog } },
      config: {
        access: access('read'),
        specCalls: [
          'searchincomingMailLog',
          'outMailLogSearch',
          'arubaIncomingList',
          'getArubaOutgoing',
          'getReturnedMailLogById',
        ],
      },
    },
    async (req) => mailLogs.get(req.params.id),
  );

  r.post(
    '/api/mail-logs',
    {
      schema: {
        operationId: 'createMailLog',
        tags,
        consumes: ['multipart/form-data'],
        description: multipartNote(),
        response: { 201: mailLog },
      },
      config: {
        access: access('write'),
        specCalls: [
          'incomingMailLog',
          'addOutgoingMailLog',
          'arubaIncomingMailLog',
          'arubaArubaOutingMailLog',
          'addReturnedMailLog',
          'postArubaOutgoingMail',
          'postOutgoingMails',
        ],
      },
    },
    async (req, reply) => {
      const { fields, files } = await readForm(req, mailLogInput);
      reply.status(201);
      return mailLogs.create(actorOf(req), fields, files);
    },
  );

  r.put(
    '/api/mail-logs/:id',
    {
      schema: {
        operationId: 'updateMailLog',
        tags,
        consumes: ['multipart/form-data'],
        params: idParam,
        description: multipartNote(' (kind as logged), removeAttachments (file ids, comma-separated)'),
        response: { 200: mailLog },
      },
      config: { access: access('edit') },
    },
    async (req) => {
      const { fields, files } = await readForm(req, mailLogUpdateInput);
      return mailLogs.update(actorOf(req), req.params.id, fields, files);
    },
  );

  r.delete(
    '/api/mail-logs/:id',
    {
      schema: {
        operationId: 'deleteMailLog',
        tags,
        params: idParam,
        response: { 200: okBody },
        description: 'Soft deletion, audited: the entry leaves the lists.',
      },
      config: { access: access('delete'), specCalls: ['deleteMailLog', 'deleteReturnedMailLog'] },
    },
    async (req) => {
      await mailLogs.remove(actorOf(req), req.params.id);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/mail-logs/:id/attachments/:fileId',
    {
      schema: { operationId: 'downloadMailLogAttachment', tags, params: mailLogFileParam },
      config: { access: access('read') },
    },
    async (req, reply) => {
      const { file, bytes } = await mailLogs.attachment(req.params.id, req.params.fileId);
      return sendFile(reply, { file, bytes });
    },
  );
}
