import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageOf, preceptorRotation, rotationIdParam, rotationListQuery, studentRotation } from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { routeOps } from '../../../platform/route-op.js';
import type { RotationsService } from '../rotations/rotations.service.js';
import type { PreceptorsService } from './preceptors.service.js';

const op = routeOps('preceptor portal');

/**
 * The preceptor portal (/preceptor/rotation): the signed-in Preceptor user's rotations and their students.
 * Only a Preceptor user with a linked record reaches it (anyone else, 404); a rotation she does not
 * supervise is 404 alike.
 */
export function preceptorPortalRoutes(
  app: FastifyInstance,
  preceptors: PreceptorsService,
  rotations: RotationsService,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/preceptor/rotations',
    op('listOwnPreceptorRotations', 'authenticated', ['getPreceptorRotationList'], {
      querystring: rotationListQuery,
      ok: pageOf(studentRotation),
      description:
        'The rotations the signed-in preceptor supervises, latest first, with the student, hospital, dates, weeks and status; `status`, `from`, `to` and `q` (student, hospital or rotation) filter. Sorts: startDate, endDate, status, student.',
    }),
    async (req) => rotations.preceptorList(await preceptors.ownId(actorOf(req)), req.query),
  );
  r.get(
    '/api/preceptor/rotations/:rotationId',
    op('getOwnPreceptorRotation', 'authenticated', ['getPreceptorRotationDetails'], {
      params: rotationIdParam,
      ok: preceptorRotation,
      description:
        "One rotation the signed-in preceptor supervises, with the student's email and phone; another preceptor's rotation is 404.",
    }),
    async (req) => rotations.preceptorRotation(await preceptors.ownId(actorOf(req)), req.params.rotationId),
  );
}
