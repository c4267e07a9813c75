import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clinicalRequestCard,
  requestKindOf,
  requestMenuOf,
  requestParams,
  studentRequestDetails,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { routeOps } from '../../../platform/route-op.js';
import type { ClinicalRequestService } from './clinical.service.js';

const op = routeOps('student requests');
const menu = requestMenuOf(requestKindOf('clinical')!);

/** The clinical request's own endpoints beside the engine's queue: the student's clinical facts, its rotation. */
export function clinicalRequestRoutes(app: FastifyInstance, svc: ClinicalRequestService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/requests/clinical/:requestId/card',
    op('getClinicalRequestCard', { menu, bit: 'read' }, ['clinicalRequestBasicCard'], {
      params: requestParams,
      ok: clinicalRequestCard,
      description:
        "The student's clinical facts beside her clinical request: course status and stage, her rotations, the weeks done, booked ahead and transferred in.",
    }),
    async (req) => svc.card(req.params.requestId),
  );
  r.post(
    '/api/requests/clinical/:requestId/rotation',
    op('createClinicalRequestRotation', { menu, bit: 'write' }, ['updateClinicalRequest'], {
      params: requestParams,
      ok: studentRequestDetails,
      description:
        'From an approved clinical request: the student Scheduled on the asked placement by the assignment rules (overlap, dates: 422 naming the field; no seat left: 409), and the request completed with the rotation linked, in one transaction (not approved: 422).',
    }),
    async (req) => svc.createRotation(actorOf(req), req.params.requestId),
  );
}
