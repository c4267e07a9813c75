import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createInvoiceInput,
  idempotencyHeaders,
  invoiceDetails,
  invoiceDueDateInput,
  invoiceItemParams,
  invoiceListItem,
  invoiceListQuery,
  invoiceParams,
  ledgerLine,
  ledgerListQuery,
  pageOf,
  payInvoiceInput,
  payment,
  paymentListQuery,
  paymentParams,
  paymentResult,
  reasonInput,
  studentBalance,
  studentIdParam,
  studentInvoiceTypes,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { routeOps } from '../../../platform/route-op.js';
import { answerIdempotent, IDEMPOTENCY_NOTE } from '../ledger/idempotency.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { InvoiceService } from './invoices.service.js';
import type { PaymentService } from './payments.service.js';
import { checkPayment } from './invoices.policy.js';

const op = routeOps('student invoices');
/** The invoices-and-payments tab: staff need its component (finance.payments); a student or parent reads their own. */
const tab = (bit: 'read' | 'write' | 'edit' | 'delete') => ({ student: 'invoicePayments' as const, bit });
export function invoiceRoutes(
  app: FastifyInstance,
  svc: { invoices: InvoiceService; payments: PaymentService; ledger: LedgerService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/students/:studentId';

  r.get(
    `${base}/invoices`,
    op('listStudentInvoices', tab('read'), ['getStudentInvoiceList'], {
      params: studentIdParam,
      querystring: invoiceListQuery,
      ok: pageOf(invoiceListItem),
      description:
        "A student's invoices not cancelled, newest first: paging, sort (id, invoiceDate, dueDate, amount, status, type), status (CR, PP, FP) and type filters.",
    }),
    async (req) => svc.invoices.list(req.params.studentId, req.query),
  );

  r.get(
    `${base}/invoices/cancelled`,
    op('listCancelledInvoices', tab('read'), ['getCancelledInvoiceList'], {
      params: studentIdParam,
      querystring: invoiceListQuery,
      ok: pageOf(invoiceListItem),
      description: "A student's cancelled invoices (status CN), with when, by whom and why.",
    }),
    async (req) => svc.invoices.list(req.params.studentId, req.query, true),
  );

  r.post(
    `${base}/invoices`,
    op('createInvoice', tab('write'), ['createInvoice'], {
      params: studentIdParam,
      headers: idempotencyHeaders,
      body: createInvoiceInput,
      created: invoiceDetails,
      description:
        "Creates an invoice (type 1-20, title, due date, items of fee heads and amounts) and posts it to the ledger: the student's receivable debited, each fee head's revenue credited. Audited." +
        IDEMPOTENCY_NOTE,
    }),
    async (req, reply) =>
      answerIdempotent(
        reply,
        svc.invoices.create(actorOf(req), req.params.studentId, req.body, req.headers['idempotency-key']),
      ),
  );

  r.get(
    `${base}/invoice-types`,
    op('listStudentInvoiceTypes', tab('read'), ['getInvoiceType'], {
      params: studentIdParam,
      ok: studentInvoiceTypes,
      description:
        "The invoice types (1-20) for a new invoice of this student: those the student's accounting details name first, marked `billed`.",
    }),
    async (req) => svc.invoices.types(req.params.studentId),
  );

  r.get(
    `${base}/invoices/:invoiceId`,
    op('getInvoice', tab('read'), ['getInvoiceDetails'], {
      params: invoiceParams,
      ok: invoiceDetails,
      description: 'An invoice with its items (deleted ones marked) and its payments.',
    }),
    async (req) => svc.invoices.details(req.params.studentId, req.params.invoiceId),
  );

  r.put(
    `${base}/invoices/:invoiceId/due-date`,
    op('updateInvoiceDueDate', tab('edit'), ['updateInvoiceDueDate'], {
      params: invoiceParams,
      body: invoiceDueDateInput,
      ok: invoiceDetails,
      description: 'Changes the due date of an invoice not cancelled (not before its invoice date). Audited.',
    }),
    async (req) =>
      svc.invoices.updateDueDate(actorOf(req), req.params.studentId, req.params.invoiceId, req.body.dueDate),
  );

  r.post(
    `${base}/invoices/:invoiceId/cancel`,
    op('cancelInvoice', tab('delete'), ['cancelInvoice'], {
      params: invoiceParams,
      body: reasonInput,
      ok: invoiceDetails,
      description:
        'Cancels an invoice with nothing paid (422 otherwise: cancel its payments first); the ledger gets a reversal of what is left of its posting. Audited.',
    }),
    async (req) => svc.invoices.cancel(actorOf(req), req.params.studentId, req.params.invoiceId, req.body.reason),
  );

  r.delete(
    `${base}/invoices/:invoiceId/items/:itemId`,
    op('deleteInvoiceItem', tab('delete'), ['deleteStudentInvoiceItem'], {
      params: invoiceItemParams,
      ok: invoiceDetails,
      description:
        "Deletes an item of an invoice with nothing paid (not its last item: cancel the invoice instead); the ledger gets a reversal of the item's part. Audited.",
    }),
    async (req) => svc.invoices.deleteItem(actorOf(req), req.params.studentId, req.params.invoiceId, req.params.itemId),
  );

  r.post(
    `${base}/invoices/:invoiceId/payments`,
    op('payInvoice', tab('write'), ['payInvoice'], {
      params: invoiceParams,
      headers: idempotencyHeaders,
      body: payInvoiceInput,
      created: paymentResult,
      description:
        "Pays an invoice in full or in part, by CARD or OTHER (cheque or wire, with its reference). More than is owed is a 422 unless `keepRestAsCredit` keeps the rest as the student's credit. The student pays her own open invoices herself, by card only (403 otherwise), with no date and no credit kept (422). Audited." +
        IDEMPOTENCY_NOTE,
    }),
    async (req, reply) => {
      checkPayment(req, req.body);
      return answerIdempotent(
        reply,
        svc.payments.pay(
          actorOf(req),
          req.params.studentId,
          req.params.invoiceId,
          req.body,
          req.headers['idempotency-key'],
        ),
      );
    },
  );

  r.get(
    `${base}/payments`,
    op('listStudentPayments', tab('read'), ['getPaymentList'], {
      params: studentIdParam,
      querystring: paymentListQuery,
      ok: pageOf(payment),
      description: "A student's payments, newest first, with a status filter (posted, cancelled).",
    }),
    async (req) => svc.payments.list(req.params.studentId, req.query),
  );

  r.post(
    `${base}/payments/:paymentId/cancel`,
    op('cancelPayment', tab('delete'), ['cancelPayment'], {
      params: paymentParams,
      body: reasonInput,
      ok: paymentResult,
      description:
        'Cancels a payment: its posting is reversed and the invoice owes again what it paid (a second cancel is a 422). Audited.',
    }),
    async (req) => svc.payments.cancel(actorOf(req), req.params.studentId, req.params.paymentId, req.body.reason),
  );

  r.get(
    `${base}/ledger`,
    op('getStudentLedger', tab('read'), ['getAccountingLedgerList'], {
      params: studentIdParam,
      querystring: ledgerListQuery,
      ok: pageOf(ledgerLine),
      description:
        "The student's ledger: every posted line on their receivable and credit accounts, oldest first, with the running balance (owed less credit).",
    }),
    async (req) => svc.ledger.lines(req.params.studentId, req.query),
  );

  r.get(
    `${base}/balance`,
    op('getStudentBalance', tab('read'), {
      params: studentIdParam,
      ok: studentBalance,
      description: "The student's balance from the ledger lines: owed (receivable), credit held, and owed less credit.",
    }),
    async (req) => svc.ledger.balance(req.params.studentId),
  );
}
