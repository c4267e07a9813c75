import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invoiceParams, paymentParams, paymentStatementQuery, studentIdParam } from '@caduceus/contracts';
import { routeOps } from '../../../platform/route-op.js';
import { sendFile } from '../../../platform/send-file.js';
import type { FinanceDocumentsService } from './documents.service.js';

const op = routeOps('student invoices');
/** Reads of the Invoices & Payments tab: staff with the payments component, the student, a parent she shares it with. */
const read = { student: 'invoicePayments' as const, bit: 'read' as const };
const PDF = 'application/pdf';

/** The invoice PDF, a payment's receipt and the payment statement PDF of a student. */
export function financeDocumentRoutes(app: FastifyInstance, docs: FinanceDocumentsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/students/:studentId/invoices/:invoiceId/pdf',
    op('downloadInvoicePdf', read, ['download{Type}InvoicePDF'], {
      params: invoiceParams,
      produces: [PDF],
      description:
        "Invoice_<id>.pdf: the school's letterhead, the student, the invoice's number, type, semester, dates and status, its items, its payments, the total, what was paid and the balance due (another student's invoice: 404).",
    }),
    async (req, reply) => {
      const { filename, bytes } = await docs.invoicePdf(req.params.studentId, req.params.invoiceId);
      return sendFile(reply, { filename, contentType: PDF, bytes });
    },
  );

  r.get(
    '/api/students/:studentId/payments/:paymentId/receipt',
    op('downloadPaymentReceipt', read, {
      params: paymentParams,
      produces: [PDF],
      description:
        "Receipt_<id>.pdf: the school's letterhead, the student, the payment's number, day, method and references, the invoice it paid, the amount received, applied and kept as credit; a cheque or wire awaiting verification and a cancelled payment say so (another student's payment: 404).",
    }),
    async (req, reply) => {
      const { filename, bytes } = await docs.receiptPdf(req.params.studentId, req.params.paymentId);
      return sendFile(reply, { filename, contentType: PDF, bytes });
    },
  );

  r.get(
    '/api/students/:studentId/payment-statement',
    op('getPaymentStatement', read, ['getPaymentStatement'], {
      params: studentIdParam,
      querystring: paymentStatementQuery,
      produces: [PDF],
      description:
        "Payment_Statement_<id>_<from>_<to>.pdf: the balance brought forward on `from` (default: the student's first posting), every invoice, payment, cancellation and credit dated in the range with the running balance (owed less credit), the balance on `to` (default: today), and the invoices issued in the range.",
    }),
    async (req, reply) => {
      const { filename, bytes } = await docs.statementPdf(req.params.studentId, req.query);
      return sendFile(reply, { filename, contentType: PDF, bytes });
    },
  );
}
