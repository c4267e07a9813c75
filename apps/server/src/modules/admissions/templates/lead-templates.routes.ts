import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LEAD_TEMPLATE_LINK,
  idParam,
  leadTemplate,
  leadTemplateInput,
  leadTemplateListQuery,
  leadTemplatePreview,
  leadTemplatePreviewQuery,
  leadTemplateStatusInput,
  pageOf,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import type { LeadTemplatesService } from './lead-templates.service.js';

const tags = ['lead email templates'];
const access = (bit: 'read' | 'write' | 'edit') => ({ menu: LEAD_TEMPLATE_LINK, bit });

/** Lead email templates (/lead/lead-admin/email-template), guarded by the Lead menu entry. */
export function leadTemplatesRoutes(app: FastifyInstance, templates: LeadTemplatesService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/lead-templates',
    {
      schema: {
        operationId: 'listLeadTemplates',
        tags,
        querystring: leadTemplateListQuery,
        response: { 200: pageOf(leadTemplate) },
        description: 'Email templates of module lead, searched by words in name, subject and body.',
      },
      config: { access: access('read'), specCalls: ['emailTemplateSearch'] },
    },
    async (req) => templates.list(req.query),
  );

  r.get(
    '/api/lead-templates/:id',
    {
      schema: { operationId: 'getLeadTemplate', tags, params: idParam, response: { 200: leadTemplate } },
      config: { access: access('read'), specCalls: ['leadEmailTemplate'] },
    },
    async (req) => templates.get(req.params.id),
  );

  r.get(
    '/api/lead-templates/:id/preview',
    {
      schema: {
        operationId: 'previewLeadTemplate',
        tags,
        params: idParam,
        querystring: leadTemplatePreviewQuery,
        response: { 200: leadTemplatePreview },
        description:
          "The subject and body with the placeholders filled for the sample lead; values given in the query replace the sample's.",
      },
      config: { access: access('read'), specCalls: ['leadTemplate'] },
    },
    async (req) => templates.preview(req.params.id, req.query),
  );

  r.post(
    '/api/lead-templates',
    {
      schema: { operationId: 'createLeadTemplate', tags, body: leadTemplateInput, response: { 201: leadTemplate } },
      config: { access: access('write'), specCalls: ['addLeadEmailTemplate'] },
    },
    async (req, reply) => {
      reply.status(201);
      return templates.create(actorOf(req), req.body);
    },
  );

  r.put(
    '/api/lead-templates/:id',
    {
      schema: {
        operationId: 'updateLeadTemplate',
        tags,
        params: idParam,
        body: leadTemplateInput,
        response: { 200: leadTemplate },
      },
      config: { access: access('edit'), specCalls: ['updateLeadEmailTemplate'] },
    },
    async (req) => templates.update(actorOf(req), req.params.id, req.body),
  );

  r.put(
    '/api/lead-templates/:id/status',
    {
      schema: {
        operationId: 'setLeadTemplateStatus',
        tags,
        params: idParam,
        body: leadTemplateStatusInput,
        response: { 200: leadTemplate },
        description: "Activate or deactivate: inactive templates leave the send form's choices.",
      },
      config: { access: access('edit') },
    },
    async (req) => templates.setActive(actorOf(req), req.params.id, req.body.active),
  );
}
