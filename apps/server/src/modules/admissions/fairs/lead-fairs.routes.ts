import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FAIR_LINK,
  fair,
  fairInput,
  fairLead,
  fairLeadsQuery,
  fairListQuery,
  idParam,
  pageOf,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { created, routeOps } from '../../../platform/route-op.js';
import type { LeadFairsService } from './lead-fairs.service.js';

const op = routeOps('lead fairs');
const access = (bit: 'read' | 'write' | 'edit') => ({ menu: FAIR_LINK, bit });

/** College fairs (/lead/notifications/fairlist), guarded by the Lead menu entry. */
export function leadFairsRoutes(app: FastifyInstance, fairs: LeadFairsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/lead-fairs',
    op('listFairs', access('read'), ['fairList'], {
      querystring: fairListQuery,
      ok: pageOf(fair),
      description:
        'Fairs, newest first, searched by words (name, location, organiser, notes, country), active, country and a date range; each with its lead count.',
    }),
    async (req) => fairs.list(req.query),
  );

  r.get(
    '/api/lead-fairs/:id',
    op('getFair', access('read'), ['fairList'], { params: idParam, ok: fair }),
    async (req) => fairs.get(req.params.id),
  );

  r.get(
    '/api/lead-fairs/:id/leads',
    op('listFairLeads', access('read'), ['viewLeadByFairId'], {
      params: idParam,
      querystring: fairLeadsQuery,
      ok: pageOf(fairLead),
      description: 'The leads met at this fair that are not deleted, newest first.',
    }),
    async (req) => fairs.leads(req.params.id, req.query),
  );

  r.post(
    '/api/lead-fairs',
    op('createFair', access('write'), ['addFairList'], { body: fairInput, created: fair }),
    async (req, reply) => created(reply, fairs.create(actorOf(req), req.body)),
  );

  r.put(
    '/api/lead-fairs/:id',
    op('updateFair', access('edit'), ['updateFairList'], { params: idParam, body: fairInput, ok: fair }),
    async (req) => fairs.update(actorOf(req), req.params.id, req.body),
  );
}
