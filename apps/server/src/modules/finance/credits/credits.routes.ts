import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  REFUND_TYPES,
  addCreditInput,
  applyCreditInput,
  awardScholarshipInput,
  credit,
  creditApplyResult,
  creditCreatedOnInput,
  creditDetails,
  creditListQuery,
  creditParams,
  creditReferenceInput,
  deletedCreditListQuery,
  idempotencyHeaders,
  pageOf,
  reasonInput,
  refundCreditInput,
  refundTypeList,
  scholarshipAwardPage,
  scholarshipAwardQuery,
  studentCreditSummary,
  studentIdParam,
  type RefundType,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { routeOps } from '../../../platform/route-op.js';
import { answerIdempotent, IDEMPOTENCY_NOTE } from '../ledger/idempotency.js';
import type { CreditService } from './credits.service.js';
import type { CreditMoves } from './credit-moves.service.js';

const op = routeOps('student credits');
/** The credits-and-scholarship tab: staff need its component (finance.adjustments); a student or parent reads their own. */
const tab = (bit: 'read' | 'write' | 'edit' | 'delete') => ({ student: 'creditsScholarship' as const, bit });
/** Refunds pay money out: the finance.refunds component's write bit. */
const refunds = { student: 'creditsScholarship' as const, bit: 'write' as const, action: 'refunds' as const };
export function creditRoutes(
  app: FastifyInstance,
  { credits: svc, moves }: { credits: CreditService; moves: CreditMoves },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/students/:studentId';
  const one = `${base}/credits/:creditId`;

  r.get(
    '/api/finance/refund-types',
    op('listRefundTypes', 'authenticated', ['refundType'], {
      ok: refundTypeList,
      description: 'The refund types of a credit refund: Cheque, directDeposit, Other.',
    }),
    async () => ({ items: REFUND_TYPES.map((o) => ({ value: o.value as RefundType, label: o.label })) }),
  );

  r.get(
    '/api/accounting/scholarships',
    op('listScholarshipAwards', { menu: '/accounting/scholarship', bit: 'read' }, ['getScholarshipList'], {
      querystring: scholarshipAwardQuery,
      ok: scholarshipAwardPage,
      description:
        "The scholarships awarded to every student (/accounting/scholarship), newest first: scholarshipId (the control table's row), from/to (awarded on, YYYY-MM-DD), student (name or id), deleted (yes: the deleted ones only); sort id, createdOn, amount, studentName; sums of every award the filters keep.",
    }),
    async (req) => svc.awards(req.query),
  );

  r.get(
    `${base}/credits`,
    op('listStudentCredits', tab('read'), ['creditsList', 'holdingCreditList'], {
      params: studentIdParam,
      querystring: creditListQuery,
      ok: pageOf(credit),
      description:
        "A student's credits and scholarships not deleted, newest first: kind (credit, scholarship), status (held: something left on it; used); sort id, createdOn, amount.",
    }),
    async (req) => svc.list(req.params.studentId, req.query),
  );

  r.get(
    `${base}/credits/summary`,
    op('getStudentCreditSummary', tab('read'), ['getStudentCreditDetails'], {
      params: studentIdParam,
      ok: studentCreditSummary,
      description:
        'The totals of the tab: credits and scholarships given, applied to invoices, refunded, and held now.',
    }),
    async (req) => svc.summary(req.params.studentId),
  );

  r.get(
    `${base}/credits/deleted`,
    op('listDeletedStudentCredits', tab('read'), ['getCreditScholarshipDeletedList', 'creditScholarshipDeleted'], {
      params: studentIdParam,
      querystring: deletedCreditListQuery,
      ok: pageOf(credit),
      description: "A student's deleted credits and scholarships, with who deleted them, when and why.",
    }),
    async (req) => svc.deleted(req.params.studentId, req.query),
  );

  r.get(
    one,
    op('getStudentCredit', tab('read'), ['creditsDetails', 'creditDetailsCreditView', 'creditDetailsScholarShipView'], {
      params: creditParams,
      ok: creditDetails,
      description: 'A credit or scholarship with what it paid on invoices and what was refunded from it.',
    }),
    async (req) => svc.details(req.params.studentId, req.params.creditId),
  );

  r.post(
    `${base}/credits`,
    op('addStudentCredit', tab('write'), {
      params: studentIdParam,
      headers: idempotencyHeaders,
      body: addCreditInput,
      created: creditDetails,
      description:
        "Adds a credit with a reason (an adjustment): the student's credit account holds it until it is applied or refunded. Audited." +
        IDEMPOTENCY_NOTE,
    }),
    async (req, reply) =>
      answerIdempotent(reply, svc.add(actorOf(req), req.params.studentId, req.body, req.headers['idempotency-key'])),
  );

  r.post(
    `${base}/scholarships`,
    op('awardScholarship', tab('write'), {
      params: studentIdParam,
      headers: idempotencyHeaders,
      body: awardScholarshipInput,
      created: creditDetails,
      description:
        'Awards a scholarship (of the scholarship control table) of an amount, created on a day: applied to the named invoice up to what it owes, the rest held as credit. Posts scholarship expense against the student. Audited.' +
        IDEMPOTENCY_NOTE,
    }),
    async (req, reply) =>
      answerIdempotent(reply, svc.award(actorOf(req), req.params.studentId, req.body, req.headers['idempotency-key'])),
  );

  r.post(
    `${one}/apply`,
    op('applyStudentCredit', tab('write'), ['creditPayment'], {
      params: creditParams,
      headers: idempotencyHeaders,
      body: applyCreditInput,
      ok: creditApplyResult,
      description:
        'Pays part of what a credit or scholarship holds on an invoice of the same student: more than is left on the credit, or than the invoice owes, is a 422 naming `amount`. Audited.' +
        IDEMPOTENCY_NOTE,
    }),
    async (req, reply) =>
      answerIdempotent(
        reply,
        moves.apply(actorOf(req), req.params.studentId, req.params.creditId, req.body, req.headers['idempotency-key']),
      ),
  );

  r.post(
    `${one}/refunds`,
    op('refundStudentCredit', refunds, ['creditRefund', 'holdingCreditsRefund'], {
      params: creditParams,
      headers: idempotencyHeaders,
      body: refundCreditInput,
      created: creditDetails,
      description:
        'Refunds part of what a credit holds by Cheque, directDeposit or Other (needs the finance.refunds component): more than is left is a 422 naming `amount` and writes nothing; scholarships are not refunded. Audited.' +
        IDEMPOTENCY_NOTE,
    }),
    async (req, reply) =>
      answerIdempotent(
        reply,
        moves.refund(actorOf(req), req.params.studentId, req.params.creditId, req.body, req.headers['idempotency-key']),
      ),
  );

  r.post(
    `${one}/delete`,
    op('deleteStudentCredit', tab('delete'), ['creditDelete'], {
      params: creditParams,
      body: reasonInput,
      ok: creditDetails,
      description:
        'Deletes a credit or scholarship by a reversal: what it paid on invoices goes back on them, what it held leaves the credit account; it moves to the deleted list with who and why. A credit left by a payment goes with the payment; one with refunds stays (422). Audited.',
    }),
    async (req) => moves.remove(actorOf(req), req.params.studentId, req.params.creditId, req.body.reason),
  );

  r.put(
    `${one}/created-on`,
    op('updateStudentCreditCreatedOn', tab('edit'), ['updateCreditCreatedOn', 'updateScholarshipCreatedOn'], {
      params: creditParams,
      body: creditCreatedOnInput,
      ok: creditDetails,
      description: 'Changes the day a credit or scholarship was created on (not in the future). Audited.',
    }),
    async (req) => svc.updateCreatedOn(actorOf(req), req.params.studentId, req.params.creditId, req.body.createdOn),
  );

  r.put(
    `${one}/reference`,
    op('updateStudentCreditReference', tab('edit'), ['updateCreditDetailsRefNumber'], {
      params: creditParams,
      body: creditReferenceInput,
      ok: creditDetails,
      description: "Changes a credit's reference number. Audited.",
    }),
    async (req) => svc.updateReference(actorOf(req), req.params.studentId, req.params.creditId, req.body.reference),
  );
}
