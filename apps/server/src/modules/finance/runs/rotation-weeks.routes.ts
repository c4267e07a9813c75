import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idempotencyHeaders,
  paymentResult,
  rotationParams,
  rotationPayNowInput,
  rotationWeeksPaid,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { routeOps } from '../../../platform/route-op.js';
import { answerIdempotent } from '../ledger/idempotency.js';
import { checkPayment } from '../invoices/invoices.policy.js';
import type { RotationWeeksService } from './rotation-weeks.service.js';

const op = routeOps('invoice runs');
/** A rotation's money sits on the student's Rotation tab: the student gate checks the record and the tab. */
const tab = (bit: 'read' | 'write') => ({ student: 'rotation' as const, bit });

/** A student's rotation: its weeks invoiced and paid, and pay-now. */
export function rotationWeeksRoutes(app: FastifyInstance, svc: RotationWeeksService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/students/:studentId/rotations/:rotationId';

  r.get(
    `${base}/weeks-paid`,
    op('getRotationWeeksPaid', tab('read'), ['getWeeksPaid'], {
      params: rotationParams,
      ok: rotationWeeksPaid,
      description:
        'A rotation\'s weeks (week 1 from its start date, seven days each), each open (on no live invoice), invoiced or paid (its invoice paid in full); the counts ("Weeks paid n of m"), and what pay-now would charge. Another student\'s rotation: 404.',
    }),
    async (req) => svc.weeksPaid(req.params.studentId, req.params.rotationId),
  );

  r.post(
    `${base}/pay-now`,
    op('rotationPayNow', tab('write'), ['rotationPayNow'], {
      params: rotationParams,
      headers: idempotencyHeaders,
      body: rotationPayNowInput,
      created: paymentResult,
      description:
        "Pays the rotation's open clinical invoice in full; with none, first makes one (type Clinical, one item naming the hospital, rotation and weeks) of its weeks not yet invoiced, in one transaction with the weeks it bills, then takes the payment. The student pays her own by card only (403 otherwise). 422 when nothing is owed, the rotation is not scheduled or accepted, or it has no price per week; a declined card is a 402 (the invoice made stays, and a retry with the same key pays it). Another student's rotation: 404. Send an `Idempotency-Key` header: the same key and body answer the same payment (`Idempotent-Replayed: true`).",
    }),
    async (req, reply) => {
      checkPayment(req, { ...req.body, amount: '0.01', keepRestAsCredit: false, paidOn: null });
      return answerIdempotent(
        reply,
        svc.payNow(actorOf(req), req.params.studentId, req.params.rotationId, req.body, req.headers['idempotency-key']),
      );
    },
  );
}
