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
import type { LeadFairsService } from './lead-fairs.service.js';

const tags = ['lead fairs'];
const access = (bit: 'read' | 'write' | 'edit') => ({ menu: FAIR_LINK, bit });

/** College fairs (/lead/notifications/fairlist), guarded by the Lead menu entry. */
export function leadFairsRoutes(app: FastifyInstance, fairs: LeadFairsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/lead-fairs',
    {
      schema: {
        operationId: 'listFairs',
        tags,
        querystring: fairListQuery,
        response: { 200: pageOf(fair) },
        description:
          'Fairs, newest first, searched by words (name, location, organiser, notes, country), active, country and a date range; each with its lead count.',
      },
      config: { access: access('read'), specCalls: ['fairList'] },
    },
    async (req) => fairs.list(req.query),
  );

  r.get(
    '/api/lead-fairs/:id',
    {
      schema: { operationId: 'getFair', tags, params: idParam, response: { 200: fair } },
      config: { access: access('read'), specCalls: ['fairList'] },
    },
    async (req) => fairs.get(req.params.id),
  );

  r.get(
    '/api/lead-fairs/:id/leads',
    {
      schema: {
        operationId: 'listFairLeads',
        tags,
        params: idParam,
        querystring: fairLeadsQuery,
        response: { 200: pageOf(fairLead) },
        description: 'The leads met at this fair that are not deleted, newest first.',
      },
      config: { access: access('read'), specCalls: ['viewLeadByFairId'] },
    },
    async (req) => fairs.leads(req.params.id, req.query),
  );

  r.post(
    '/api/lead-fairs',
    {
      schema: { operationId: 'createFair', tags, body: fairInput, response: { 201: fair } },
      config: { access: access('write'), specCalls: ['addFairList'] },
    },
    async (req, reply) => {
      reply.status(201);
      return fairs.create(actorOf(req), req.body);
    },
  );

  r.put(
    '/api/lead-fairs/:id',
    {
      schema: { operationId: 'updateFair', tags, params: idParam, body: fairInput, response: { 200: fair } },
      config: { access: access('edit'), specCalls: ['updateFairList'] },
    },
    async (req) => fairs.update(actorOf(req), req.params.id, req.body),
  );
}
