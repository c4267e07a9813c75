import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountingPayment,
  accountingPaymentParams,
  accountingPaymentQuery,
  pageOf,
  paymentDetails,
  paymentReferenceInput,
  reasonInput,
  unverifiedPaymentQuery,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { routeOps } from '../../../platform/route-op.js';
import type { PaymentVerificationService } from './payment-verification.service.js';

const op = routeOps('accounting payments');
/** The accounting menu's screens: the unverified payments queue and the list of every payment. */
const QUEUE = '/accounting/unverified-notifications';
const PAYMENTS = '/accounting/payments/list';
const queue = (bit: 'read' | 'write' | 'edit') => ({ menu: QUEUE, bit });
const payments = (bit: 'read' | 'edit') => ({ menu: PAYMENTS, bit });

export function accountingPaymentRoutes(app: FastifyInstance, svc: PaymentVerificationService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/accounting/unverified-payments';

  r.get(
    base,
    op('listUnverifiedPayments', queue('read'), ['getPayPaymentList'], {
      querystring: unverifiedPaymentQuery,
      ok: pageOf(accountingPayment),
      description:
        'Cheques and wires of every student waiting for verification, newest first: step (unverified: waiting for step 1; step1: waiting for step 2), method, cheque or wire, paid from/to, student (name or id); paging and sort (id, paidOn, amount, studentName).',
    }),
    async (req) => svc.unverified(req.query),
  );

  r.post(
    `${base}/:paymentId/step1`,
    op('verifyPaymentStep1', queue('write'), ['updatePartialPay'], {
      params: accountingPaymentParams,
      ok: paymentDetails,
      description:
        'Step 1: an accounting user has checked the cheque or wire; the money stays in clearing until step 2. 422 when it is not unverified. Audited.',
    }),
    async (req) => svc.step1(actorOf(req), req.params.paymentId),
  );

  r.post(
    `${base}/:paymentId/step2`,
    op('verifyPaymentStep2', queue('write'), {
      params: accountingPaymentParams,
      ok: paymentDetails,
      description:
        'Step 2, by another user than step 1 (422 for the same user or before step 1): the payment is verified and its money moves from clearing to cash (a balanced entry). Audited.',
    }),
    async (req) => svc.step2(actorOf(req), req.params.paymentId),
  );

  r.post(
    `${base}/:paymentId/reject`,
    op('rejectPayment', queue('edit'), {
      params: accountingPaymentParams,
      body: reasonInput,
      ok: paymentDetails,
      description:
        'Rejects a payment waiting for step 1 or step 2 (the cheque bounced, the wire never came): its posting is reversed, the invoice owes again what it paid, the payment is cancelled with the reason. Audited.',
    }),
    async (req) => svc.reject(actorOf(req), req.params.paymentId, req.body.reason),
  );

  r.get(
    '/api/accounting/payments',
    op('listAccountingPayments', payments('read'), {
      querystring: accountingPaymentQuery,
      ok: pageOf(accountingPayment),
      description:
        'Every payment of every student, newest first: paid from/to, method, status (posted, cancelled), verification, student (name or id, or studentId); paging and sort (id, paidOn, amount, studentName).',
    }),
    async (req) => svc.list(req.query),
  );

  r.get(
    '/api/accounting/payments/:paymentId',
    op('getPaymentDetails', { anyMenu: [PAYMENTS, QUEUE], bit: 'read' }, ['getPaymentDetails'], {
      params: accountingPaymentParams,
      ok: paymentDetails,
      description: 'A payment with its student, invoice, verification steps and every posting about it, line by line.',
    }),
    async (req) => svc.details(req.params.paymentId),
  );

  r.put(
    '/api/accounting/payments/:paymentId/reference',
    op('updatePaymentReference', payments('edit'), ['updateRefNumber'], {
      params: accountingPaymentParams,
      body: paymentReferenceInput,
      ok: paymentDetails,
      description:
        "Corrects a payment's reference number (cheque or wire number). Audited with the old and new number.",
    }),
    async (req) => svc.updateReference(actorOf(req), req.params.paymentId, req.body.reference),
  );
}
