import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  creditInvoicesView,
  creditNoInvoiceView,
  creditParams,
  directPayment,
  directPaymentInput,
  directPaymentOptions,
  directPaymentParams,
  idempotencyHeaders,
  invoiceDateInput,
  invoiceDetails,
  invoiceParams,
  invoicePlan,
  invoiceStageInput,
  malpracticeInput,
  malpracticeParams,
  malpracticePolicy,
  noInvoiceCreatedOnInput,
  noInvoiceListQuery,
  okBody,
  oldPayment,
  oldPaymentQuery,
  pageOf,
  setUpRecurringInput,
  studentIdParam,
  studentLoan,
  studentLoanInput,
  studentLoanParams,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { routeOps } from '../../../platform/route-op.js';
import { answerIdempotent, IDEMPOTENCY_NOTE } from '../ledger/idempotency.js';
import type { DirectPaymentService } from './direct-payments.service.js';
import type { StudentExtrasService } from './student-extras.service.js';

const op = routeOps('student finance extras');
type Bit = 'read' | 'write' | 'edit' | 'delete';
/** the invoices-and-payments tab (finance.payments) */
const pays = (bit: Bit) => ({ student: 'invoicePayments' as const, bit });
/** the credits-and-scholarship tab (finance.adjustments) */
const credits = (bit: Bit) => ({ student: 'creditsScholarship' as const, bit });
/** the accounting details tab (finance.accountingDetails) */
const details = (bit: Bit) => ({ student: 'accountingDetails' as const, bit });

export function studentExtrasRoutes(
  app: FastifyInstance,
  { direct, extras }: { direct: DirectPaymentService; extras: StudentExtrasService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/students/:studentId';

  // direct payments (no invoice)
  r.get(
    `${base}/direct-payments/options`,
    op('listDirectPaymentOptions', pays('read'), ['directPaymentOptions'], {
      params: studentIdParam,
      ok: directPaymentOptions,
      description: "What a payment with no invoice may be for: the active fee heads, and the student's credit account.",
    }),
    async () => direct.options(),
  );
  r.post(
    `${base}/direct-payments`,
    op('createDirectPayment', pays('write'), ['directPayment'], {
      params: studentIdParam,
      headers: idempotencyHeaders,
      body: directPaymentInput,
      created: directPayment,
      description:
        "Records a payment with no invoice, by CARD (charged through the gateway) or OTHER (cheque or wire with its reference): cash debited, the fee head's revenue credited, or, with no fee head, the student's credit account (a credit of source 'direct'). Audited." +
        IDEMPOTENCY_NOTE,
    }),
    async (req, reply) =>
      answerIdempotent(reply, direct.pay(actorOf(req), req.params.studentId, req.body, req.headers['idempotency-key'])),
  );
  r.get(
    `${base}/direct-payments`,
    op('listDirectPayments', pays('read'), ['getNoInvoicePaymentList'], {
      params: studentIdParam,
      querystring: noInvoiceListQuery,
      ok: pageOf(directPayment),
      description: "The student's payments with no invoice, newest created-on first.",
    }),
    async (req) => direct.list(req.params.studentId, req.query),
  );
  r.get(
    `${base}/direct-payments/:paymentId`,
    op('getDirectPayment', pays('read'), ['noInVoiceView'], {
      params: directPaymentParams,
      ok: directPayment,
      description: 'A payment with no invoice.',
    }),
    async (req) => direct.get(req.params.studentId, req.params.paymentId),
  );
  r.put(
    `${base}/direct-payments/:paymentId/created-on`,
    op('updateDirectPaymentCreatedOn', pays('edit'), ['updateNoInvoiceCreatedOn'], {
      params: directPaymentParams,
      body: noInvoiceCreatedOnInput,
      ok: directPayment,
      description:
        'Corrects the day a payment with no invoice counts from (not in the future), with a reason. Audited.',
    }),
    async (req) => direct.updateCreatedOn(actorOf(req), req.params.studentId, req.params.paymentId, req.body),
  );

  // what a credit or scholarship paid
  r.get(
    `${base}/credits/:creditId/invoices`,
    op('getCreditInvoices', credits('read'), ['invoiceScholarShipView'], {
      params: creditParams,
      ok: creditInvoicesView,
      description: 'The invoices a credit or scholarship was applied to, with the amounts (reversed ones marked).',
    }),
    async (req) => direct.invoicesOfCredit(req.params.studentId, req.params.creditId),
  );
  r.get(
    `${base}/credits/:creditId/no-invoice`,
    op('getCreditNoInvoice', credits('read'), ['creditDetailsNoInvoiceView'], {
      params: creditParams,
      ok: creditNoInvoiceView,
      description: 'A credit with the payment with no invoice it came from (when it did) and the invoices it paid.',
    }),
    async (req) => direct.noInvoiceOfCredit(req.params.studentId, req.params.creditId),
  );

  // an invoice's stage, date and installments
  r.get(
    `${base}/invoices/:invoiceId/plan`,
    op('getInvoicePlan', pays('read'), {
      params: invoiceParams,
      ok: invoicePlan,
      description: "An invoice's stage and its installments (end date and amount each).",
    }),
    async (req) => extras.plan(req.params.studentId, req.params.invoiceId),
  );
  r.put(
    `${base}/invoices/:invoiceId/stage`,
    op('updateInvoiceStage', pays('edit'), ['updateInvoiceStage'], {
      params: invoiceParams,
      body: invoiceStageInput,
      ok: invoicePlan,
      description:
        'Sets the stage an invoice bills (a stage of the control table), with a reason; not on a cancelled invoice. Audited.',
    }),
    async (req) => extras.updateStage(actorOf(req), req.params.studentId, req.params.invoiceId, req.body),
  );
  r.put(
    `${base}/invoices/:invoiceId/invoice-date`,
    op('updateInvoiceDate', pays('edit'), ['updateInvoiceDate'], {
      params: invoiceParams,
      body: invoiceDateInput,
      ok: invoiceDetails,
      description: 'Changes the date of an invoice not cancelled (not after its due date), with a reason. Audited.',
    }),
    async (req) => extras.updateDate(actorOf(req), req.params.studentId, req.params.invoiceId, req.body),
  );
  r.put(
    `${base}/invoices/:invoiceId/installments`,
    op('setUpInvoiceInstallments', pays('write'), ['addSetUpRecurring'], {
      params: invoiceParams,
      body: setUpRecurringInput,
      ok: invoicePlan,
      description:
        'Spreads what an invoice still owes over 2-12 installments ending on the installment end dates of its semester (Accounting Settings); replaces an earlier plan. Audited.',
    }),
    async (req) => extras.setUpRecurring(actorOf(req), req.params.studentId, req.params.invoiceId, req.body),
  );

  // payments recorded before this system
  r.get(
    `${base}/old-payments`,
    op('listOldPayments', pays('read'), ['getOldPayments'], {
      params: studentIdParam,
      querystring: oldPaymentQuery,
      ok: pageOf(oldPayment),
      description: 'The payments recorded before this system (imported), newest first; read only.',
    }),
    async (req) => extras.oldPayments(req.params.studentId, req.query),
  );

  // loans and financial aid
  const loans = z.object({ items: z.array(studentLoan) });
  r.get(
    `${base}/loans`,
    op('listStudentLoans', details('read'), ['getStudentLoanList'], {
      params: studentIdParam,
      ok: loans,
      description: "The student's loans and financial aid not deleted, newest first.",
    }),
    async (req) => extras.loans(req.params.studentId),
  );
  r.post(
    `${base}/loans`,
    op('saveStudentLoan', details('write'), ['studentLoanFinancialAid'], {
      params: studentIdParam,
      body: studentLoanInput,
      ok: studentLoan,
      description: 'Adds a loan or financial aid, or updates the one named by `id`. Audited.',
    }),
    async (req) => extras.saveLoan(actorOf(req), req.params.studentId, req.body),
  );
  r.get(
    `${base}/loans/:loanId`,
    op('getStudentLoan', details('read'), ['getStudentLoanById'], {
      params: studentLoanParams,
      ok: studentLoan,
      description: 'A loan or financial aid of the student.',
    }),
    async (req) => extras.loan(req.params.studentId, req.params.loanId),
  );
  r.delete(
    `${base}/loans/:loanId`,
    op('deleteStudentLoan', details('delete'), ['deletStudentLoanById'], {
      params: studentLoanParams,
      ok: okBody,
      description: 'Deletes a loan (kept, marked deleted with who and when). Audited.',
    }),
    async (req) => extras.deleteLoan(actorOf(req), req.params.studentId, req.params.loanId),
  );

  // malpractice insurance
  r.get(
    `${base}/malpractice-insurance`,
    op('listMalpracticeInsurance', details('read'), ['malPracticeInsuranceList'], {
      params: studentIdParam,
      ok: z.object({ items: z.array(malpracticePolicy) }),
      description: "The student's malpractice insurance policies, latest expiry first.",
    }),
    async (req) => extras.policies(req.params.studentId),
  );
  r.get(
    `${base}/malpractice-insurance/:policyId`,
    op('getMalpracticeInsurance', details('read'), ['getMalPracticeInusrance'], {
      params: malpracticeParams,
      ok: malpracticePolicy,
      description: 'A malpractice insurance policy of the student.',
    }),
    async (req) => extras.policy(req.params.studentId, req.params.policyId),
  );
  r.post(
    `${base}/malpractice-insurance`,
    op('addMalpracticeInsurance', details('write'), ['addMalPracticeInsurance'], {
      params: studentIdParam,
      body: malpracticeInput,
      created: malpracticePolicy,
      description:
        'Adds a malpractice insurance policy (provider, number, coverage, start and expiry dates). A daily job sends the student an INSURANCE notification 30 days before it expires. Audited.',
    }),
    async (req, reply) => {
      reply.status(201);
      return extras.addPolicy(actorOf(req), req.params.studentId, req.body);
    },
  );
}
