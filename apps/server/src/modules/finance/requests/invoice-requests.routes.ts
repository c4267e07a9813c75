import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountingNotifications,
  feeHeadOptions,
  idempotencyHeaders,
  invoiceRequest,
  invoiceRequestInput,
  invoiceRequestInvoiceInput,
  invoiceRequestListQuery,
  invoiceRequestParams,
  pageOf,
  reasonInput,
  studentIdParam,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { routeOps } from '../../../platform/route-op.js';
import { answerIdempotent, IDEMPOTENCY_NOTE } from '../ledger/idempotency.js';
import type { InvoiceRequestService } from './invoice-requests.service.js';

const op = routeOps('invoice requests');
const QUEUE = '/accounting/invoice-requests';
const queue = (bit: 'read' | 'write' | 'edit') => ({ menu: QUEUE, bit });
/** the student's Invoices & Payments tab: a student asks on her own record; staff with the payments component */
const tab = (bit: 'read' | 'write') => ({ student: 'invoicePayments' as const, bit });

export function invoiceRequestRoutes(
  app: FastifyInstance,
  svc: InvoiceRequestService,
  notifications: () => ReturnType<InvoiceRequestService['notifications']>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/accounting/invoice-requests';

  r.get(
    '/api/invoice-requests/fee-heads',
    op('listInvoiceRequestHeads', 'authenticated', ['invoiceHeadListRequest'], {
      ok: feeHeadOptions,
      description:
        "The fee heads a student may ask to be invoiced for (the request form's and the list filter's head list).",
    }),
    async () => svc.feeHeads(),
  );

  r.post(
    '/api/students/:studentId/invoice-requests',
    op('requestInvoice', tab('write'), {
      params: studentIdParam,
      body: invoiceRequestInput,
      created: invoiceRequest,
      description:
        "A request to be invoiced for a fee head (the student herself, or staff for her); waits in the accounting office's invoice requests. Audited.",
    }),
    async (req, reply) => {
      reply.status(201);
      return svc.request(actorOf(req), req.params.studentId, req.body);
    },
  );

  r.get(
    '/api/students/:studentId/invoice-requests',
    op('listStudentInvoiceRequests', tab('read'), {
      params: studentIdParam,
      querystring: invoiceRequestListQuery,
      ok: pageOf(invoiceRequest),
      description: "The student's own invoice requests, newest first.",
    }),
    async (req) => svc.list(req.query, req.params.studentId),
  );

  r.get(
    base,
    op('listInvoiceRequests', queue('read'), ['invoiceRequestList'], {
      querystring: invoiceRequestListQuery,
      ok: pageOf(invoiceRequest),
      description: 'Every invoice request, newest first; filters status, fee head, student (name or id).',
    }),
    async (req) => svc.list(req.query),
  );

  r.get(
    `${base}/:requestId`,
    op('getInvoiceRequest', queue('read'), ['invoiceRequestList'], {
      params: invoiceRequestParams,
      ok: invoiceRequest,
      description: 'One invoice request.',
    }),
    async (req) => svc.get(req.params.requestId),
  );

  r.post(
    `${base}/:requestId/invoice`,
    op('invoiceRequest', queue('write'), {
      params: invoiceRequestParams,
      headers: idempotencyHeaders,
      body: invoiceRequestInvoiceInput,
      created: invoiceRequest,
      description:
        'Invoices a pending request: an invoice of the type, title, amount and due date given, its one item the requested fee head, posted to the ledger like any invoice; the request is then invoiced, in the same transaction. 422 when the request is already decided. Audited.' +
        IDEMPOTENCY_NOTE,
    }),
    async (req, reply) =>
      answerIdempotent(
        reply,
        svc.invoice(actorOf(req), req.params.requestId, req.body, req.headers['idempotency-key']),
      ),
  );

  r.post(
    `${base}/:requestId/reject`,
    op('rejectInvoiceRequest', queue('edit'), {
      params: invoiceRequestParams,
      body: reasonInput,
      ok: invoiceRequest,
      description: 'Rejects a pending request with a reason (422 when already decided). Audited.',
    }),
    async (req) => svc.reject(actorOf(req), req.params.requestId, req.body.reason),
  );

  r.get(
    '/api/accounting/notifications',
    op(
      'listAccountingNotifications',
      { menu: '/accounting/notifications', bit: 'read' },
      {
        ok: accountingNotifications,
        description:
          'What waits on the accounting office, each with its count and link: unverified payments, pending invoice requests, Med6 and clinical LOA payments to verify, students with overdue invoices.',
      },
    ),
    async () => notifications(),
  );
}
