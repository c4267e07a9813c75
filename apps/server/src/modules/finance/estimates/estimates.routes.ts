import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ESTIMATE_LINK,
  LEAD_PAYMENTS_LINK,
  allEstimatesQuery,
  bulkEstimateInput,
  bulkEstimateResult,
  createEstimateInput,
  estimateStudent,
  estimateStudentsQuery,
  idempotencyHeaders,
  leadEstimateRow,
  leadEstimatesQuery,
  pageOf,
  payEstimateInput,
  payEstimateResult,
  reasonInput,
  seatDeposit,
  studentEstimate,
  studentEstimateDetails,
  studentEstimateListQuery,
  studentEstimateParams,
  studentEstimationValue,
  studentIdParam,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { routeOps } from '../../../platform/route-op.js';
import { checkPayment } from '../invoices/invoices.policy.js';
import { answerIdempotent, IDEMPOTENCY_NOTE } from '../ledger/idempotency.js';
import type { EstimateService } from './estimates.service.js';

const op = routeOps('estimates');
/** On the student's Invoices & Payments tab: staff need its component (finance.payments); a student or parent reads their own. */
const tab = (bit: 'read' | 'write' | 'delete') => ({ student: 'invoicePayments' as const, bit });
const option = z.object({ value: z.string().max(40), label: z.string().max(100) });

/** Estimates and seat deposits: a student's (the record tab), the accounting office's bulk screen, the leads'. */
export function estimateRoutes(app: FastifyInstance, svc: EstimateService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/students/:studentId';

  r.get(
    '/api/finance/estimate-types',
    op('listEstimateTypes', 'authenticated', ['getEstimateTypeList'], {
      ok: z.array(option),
      description: 'The estimate types (contracts ESTIMATE_TYPES).',
    }),
    async () => svc.types(),
  );
  r.get(
    `${base}/estimate-courses`,
    op('listEstimateCourses', tab('read'), ['getEstimateCourse'], {
      params: studentIdParam,
      ok: z.array(option),
      description: 'The courses an estimate of this student may be for (contracts ESTIMATE_COURSES).',
    }),
    async (req) => svc.courses(req.params.studentId),
  );

  r.get(
    `${base}/estimates`,
    op('listStudentEstimates', tab('read'), ['getPayEstimateList'], {
      params: studentIdParam,
      querystring: studentEstimateListQuery,
      ok: pageOf(studentEstimate),
      description: "A student's estimates, newest first, with a status filter (open, partial, paid, cancelled).",
    }),
    async (req) => svc.list(req.params.studentId, req.query),
  );
  r.post(
    `${base}/estimates`,
    op('createEstimate', tab('write'), ['createEstimate'], {
      params: studentIdParam,
      body: createEstimateInput,
      created: studentEstimateDetails,
      description:
        'Creates an estimate: a type, a course, an optional semester and note, lines of a description and an amount (more than 0, at most 2 decimals). Nothing is posted: an estimate owes nothing by itself. Audited.',
    }),
    async (req, reply) => {
      reply.status(201);
      return svc.create(actorOf(req), req.params.studentId, req.body);
    },
  );
  r.get(
    `${base}/estimates/:estimateId`,
    op('getEstimate', tab('read'), ['getEstimatesById'], {
      params: studentEstimateParams,
      ok: studentEstimateDetails,
      description: 'An estimate with its lines and payments.',
    }),
    async (req) => svc.details(req.params.studentId, req.params.estimateId),
  );
  r.post(
    `${base}/estimates/:estimateId/payments`,
    op('payEstimate', tab('write'), ['payEstimate'], {
      params: studentEstimateParams,
      headers: idempotencyHeaders,
      body: payEstimateInput,
      created: payEstimateResult,
      description:
        "Pays an estimate in full or in part, by CARD (the gateway) or OTHER (cheque or wire with its reference). What is paid is held as the student's credit (source estimate): cash or clearing debited, the student's credit account credited. More than is left is a 400 on `amount`; a cancelled estimate is a 422. Staff only (the student reads hers). Audited." +
        IDEMPOTENCY_NOTE,
    }),
    async (req, reply) => {
      checkPayment(req, req.body);
      return answerIdempotent(
        reply,
        svc.pay(actorOf(req), req.params.studentId, req.params.estimateId, req.body, req.headers['idempotency-key']),
      );
    },
  );
  r.post(
    `${base}/estimates/:estimateId/cancel`,
    op('cancelEstimate', tab('delete'), ['cancelEstimate'], {
      params: studentEstimateParams,
      body: reasonInput,
      ok: studentEstimateDetails,
      description:
        "Cancels an estimate with a reason (a second cancel is a 422); what was paid on it stays the student's credit. Audited.",
    }),
    async (req) => svc.cancel(actorOf(req), req.params.studentId, req.params.estimateId, req.body.reason),
  );

  r.get(
    `${base}/seat-deposits`,
    op('listSeatDeposits', tab('read'), ['getStudentSeatDeposits'], {
      params: studentIdParam,
      ok: z.array(seatDeposit),
      description: "A student's seat deposits, newest first, with what is left of the credit each became.",
    }),
    async (req) => svc.seatDeposits(req.params.studentId),
  );
  r.post(
    `${base}/seat-deposits`,
    op('paySeatDeposit', tab('write'), ['addPaySeatDeposit'], {
      params: studentIdParam,
      headers: idempotencyHeaders,
      body: payEstimateInput,
      created: seatDeposit,
      description:
        "Records a seat deposit paid by CARD (the gateway) or OTHER (cheque or wire): held as the student's credit (source seatDeposit), cash or clearing debited, the student's credit account credited. Audited." +
        IDEMPOTENCY_NOTE,
    }),
    async (req, reply) => {
      checkPayment(req, req.body);
      return answerIdempotent(
        reply,
        svc.paySeatDeposit(actorOf(req), req.params.studentId, req.body, req.headers['idempotency-key']),
      );
    },
  );
  r.get(
    `${base}/estimation-value`,
    op('getStudentEstimationValue', tab('read'), ['getStudentEstimationValue'], {
      params: studentIdParam,
      ok: studentEstimationValue,
      description: "The student's estimates not cancelled (count, estimated, paid, left) and seat deposits, summed.",
    }),
    async (req) => svc.estimationValue(req.params.studentId),
  );

  // ---- the accounting office: /accounting/invoices/estimate ----
  const office = (bit: 'read' | 'write') => ({ menu: ESTIMATE_LINK, bit });
  r.get(
    '/api/accounting/estimates',
    op('listEstimates', office('read'), ['getEstimateList', 'estimateList', 'statusDropdown'], {
      querystring: allEstimatesQuery,
      ok: pageOf(studentEstimate),
      description:
        "Every student's estimates, newest first: status (the status dropdown: contracts ESTIMATE_STATUSES), type and name or email filters.",
    }),
    async (req) => svc.all(req.query),
  );
  r.get(
    '/api/accounting/estimates/students',
    op('listEstimateStudents', office('read'), ['getEstimateStudentList'], {
      querystring: estimateStudentsQuery,
      ok: pageOf(estimateStudent),
      description:
        'Step 1 and 2 of the bulk estimates: the students a status, start semester and name filter keep, with how many estimates not cancelled each has.',
    }),
    async (req) => svc.students(req.query),
  );
  r.post(
    '/api/accounting/estimates',
    op('createEstimates', office('write'), ['createEstimates'], {
      body: bulkEstimateInput,
      created: bulkEstimateResult,
      description:
        'Creates the same estimate (type, course, lines) for each chosen student, all or none in one transaction (an unknown student is a 400). Audited per estimate.',
    }),
    async (req, reply) => {
      reply.status(201);
      return svc.bulk(actorOf(req), req.body);
    },
  );

  // ---- /accounting/lead: the leads' estimates ----
  r.get(
    '/api/accounting/lead-estimates',
    op(
      'listLeadEstimatesForAccounting',
      { menu: LEAD_PAYMENTS_LINK, bit: 'read' },
      {
        querystring: leadEstimatesQuery,
        ok: pageOf(leadEstimateRow),
        description:
          "Every lead's estimates (the lead estimate tab), newest first, with the student the lead became: that student's seat deposits and estimate payments are on the ledger.",
      },
    ),
    async (req) => svc.leadEstimates(req.query),
  );
}
