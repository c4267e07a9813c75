import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idempotencyHeaders,
  loa,
  loaEligibleQuery,
  loaEligibleStudent,
  loaFeeHeads,
  loaInput,
  loaKindParams,
  loaListQuery,
  loaParams,
  pageOf,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { routeOps } from '../../../platform/route-op.js';
import { answerIdempotent, IDEMPOTENCY_NOTE } from '../ledger/idempotency.js';
import type { LoaService } from './loa.service.js';

const op = routeOps('letters of authorization');
/** Both LOA screens are the one menu link's (/accounting/loa/* is read as /accounting/loa/med6Loa). */
const loaMenu = (bit: 'read' | 'write' | 'edit') => ({ menu: '/accounting/loa/med6Loa', bit });

export function loaRoutes(app: FastifyInstance, svc: LoaService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/accounting/loas/:kind';

  r.get(
    `${base}/fee-heads`,
    op('listLoaFeeHeads', loaMenu('read'), {
      params: loaKindParams,
      ok: loaFeeHeads,
      description: "The fee heads the kind's LOA invoice type has fee settings for (the create form's choices).",
    }),
    async (req) => svc.feeHeads(req.params.kind),
  );

  r.get(
    `${base}/eligible`,
    op('listLoaEligibleStudents', loaMenu('read'), ['getMedLoaCreateList', 'getClincialCreateLoaList'], {
      params: loaKindParams,
      querystring: loaEligibleQuery,
      ok: pageOf(loaEligibleStudent),
      description:
        "The create list: students of the kind's course status (med6: Basic Science; clinical: Clinical Medicine) with no LOA of this kind for the semester (one whose invoice is cancelled does not count); search by name or id.",
    }),
    async (req) => svc.eligible(req.params.kind, req.query),
  );

  r.get(
    base,
    op('listLoas', loaMenu('read'), ['getMed6loaInvoiceList', 'getMed6loaStudentList', 'getClincialLoaList'], {
      params: loaKindParams,
      querystring: loaListQuery,
      ok: pageOf(loa),
      description:
        'The LOAs of a kind, newest first, with their invoice (amount, due, status) and verification; filters semester, student, verification, search.',
    }),
    async (req) => svc.list(req.params.kind, req.query),
  );

  r.post(
    base,
    op('createLoa', loaMenu('write'), ['saveMed6Loa', 'saveClincalLoa'], {
      params: loaKindParams,
      headers: idempotencyHeaders,
      body: loaInput,
      created: loa,
      description:
        "Creates an LOA: an invoice of the kind's LOA type (med6: 11 Basic Science LOA; clinical: 6 Clinical Other Fees) for the fee head, priced from its fee settings for the student, posted to the ledger like any invoice, and the LOA, in one transaction. 400 for a student of another course status, an inactive semester, a fee head with no fee setting of the type, a due date in the past; 422 when the student has an LOA of this kind for the semester or no fee row prices it. Audited." +
        IDEMPOTENCY_NOTE,
    }),
    async (req, reply) =>
      answerIdempotent(reply, svc.create(actorOf(req), req.params.kind, req.body, req.headers['idempotency-key'])),
  );

  r.get(
    `${base}/verification`,
    op('listLoaVerifications', loaMenu('read'), ['getMed6LOAVerifyList'], {
      params: loaKindParams,
      querystring: loaListQuery,
      ok: pageOf(loa),
      description:
        'The verification list: LOAs whose invoice is paid in full and whose payment is not verified yet (another verification state when `verification` says so).',
    }),
    async (req) => svc.list(req.params.kind, { ...req.query, verification: req.query.verification ?? 'pending' }),
  );

  r.post(
    `${base}/:loaId/verify`,
    op('verifyLoaPayment', loaMenu('edit'), ['payMed6LOAVerify'], {
      params: loaParams,
      ok: loa,
      description:
        "Verifies an LOA's payment: its invoice must be paid in full (422 otherwise, or when already verified, or cancelled). Audited.",
    }),
    async (req) => svc.verify(actorOf(req), req.params.kind, req.params.loaId),
  );
}
