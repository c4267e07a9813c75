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
import { created, okAfter, routeOps } from '../../../platform/route-op.js';

const op = routeOps('mail logs');
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
    op(
      'listMailLogs',
      access('read'),
      [
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
      {
        querystring: mailLogListQuery,
        ok: pageOf(mailLogListItem),
        description:
          'One register (kind) searched by date range, department, entered by, type of outgoing, medium and words; deleted entries never show.',
      },
    ),
    async (req) => mailLogs.list(req.query),
  );

  r.get(
    '/api/mail-logs/entered-by',
    op('mailLogEnteredBy', access('read'), ['enteredByDropdown'], {
      querystring: mailLogKindQuery,
      ok: mailLogEnteredBy,
      description: 'The people who logged entries of a register (a search filter).',
    }),
    async (req) => ({ items: await mailLogs.enteredBy(req.query.kind) }),
  );

  r.get(
    '/api/mail-logs/:id',
    op(
      'getMailLog',
      access('read'),
      ['searchincomingMailLog', 'outMailLogSearch', 'arubaIncomingList', 'getArubaOutgoing', 'getReturnedMailLogById'],
      { params: idParam, ok: mailLog },
    ),
    async (req) => mailLogs.get(req.params.id),
  );

  r.post(
    '/api/mail-logs',
    op(
      'createMailLog',
      access('write'),
      [
        'incomingMailLog',
        'addOutgoingMailLog',
        'arubaIncomingMailLog',
        'arubaArubaOutingMailLog',
        'addReturnedMailLog',
        'postArubaOutgoingMail',
        'postOutgoingMails',
      ],
      { consumes: ['multipart/form-data'], created: mailLog, description: multipartNote() },
    ),
    async (req, reply) => {
      const { fields, files } = await readForm(req, mailLogInput);
      return created(reply, mailLogs.create(actorOf(req), fields, files));
    },
  );

  r.put(
    '/api/mail-logs/:id',
    op('updateMailLog', access('edit'), {
      params: idParam,
      consumes: ['multipart/form-data'],
      ok: mailLog,
      description: multipartNote(' (kind as logged), removeAttachments (file ids, comma-separated)'),
    }),
    async (req) => {
      const { fields, files } = await readForm(req, mailLogUpdateInput);
      return mailLogs.update(actorOf(req), req.params.id, fields, files);
    },
  );

  r.delete(
    '/api/mail-logs/:id',
    op('deleteMailLog', access('delete'), ['deleteMailLog', 'deleteReturnedMailLog'], {
      params: idParam,
      ok: okBody,
      description: 'Soft deletion, audited: the entry leaves the lists.',
    }),
    async (req) => okAfter(mailLogs.remove(actorOf(req), req.params.id)),
  );

  r.get(
    '/api/mail-logs/:id/attachments/:fileId',
    op('downloadMailLogAttachment', access('read'), { params: mailLogFileParam }),
    async (req, reply) => {
      const { file, bytes } = await mailLogs.attachment(req.params.id, req.params.fileId);
      return sendFile(reply, { file, bytes });
    },
  );
}
