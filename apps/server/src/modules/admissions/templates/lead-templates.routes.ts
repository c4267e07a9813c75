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
import { created, routeOps } from '../../../platform/route-op.js';
import type { LeadTemplatesService } from './lead-templates.service.js';

const op = routeOps('lead email templates');
const access = (bit: 'read' | 'write' | 'edit') => ({ menu: LEAD_TEMPLATE_LINK, bit });

/** Lead email templates (/lead/lead-admin/email-template), guarded by the Lead menu entry. */
export function leadTemplatesRoutes(app: FastifyInstance, templates: LeadTemplatesService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/lead-templates',
    op('listLeadTemplates', access('read'), ['emailTemplateSearch'], {
      querystring: leadTemplateListQuery,
      ok: pageOf(leadTemplate),
      description: 'Email templates of module lead, searched by words in name, subject and body.',
    }),
    async (req) => templates.list(req.query),
  );

  r.get(
    '/api/lead-templates/:id',
    op('getLeadTemplate', access('read'), ['leadEmailTemplate'], { params: idParam, ok: leadTemplate }),
    async (req) => templates.get(req.params.id),
  );

  r.get(
    '/api/lead-templates/:id/preview',
    op('previewLeadTemplate', access('read'), ['leadTemplate'], {
      params: idParam,
      querystring: leadTemplatePreviewQuery,
      ok: leadTemplatePreview,
      description:
        "The subject and body with the placeholders filled for the sample lead; values given in the query replace the sample's.",
    }),
    async (req) => templates.preview(req.params.id, req.query),
  );

  r.post(
    '/api/lead-templates',
    op('createLeadTemplate', access('write'), ['addLeadEmailTemplate'], {
      body: leadTemplateInput,
      created: leadTemplate,
    }),
    async (req, reply) => created(reply, templates.create(actorOf(req), req.body)),
  );

  r.put(
    '/api/lead-templates/:id',
    op('updateLeadTemplate', access('edit'), ['updateLeadEmailTemplate'], {
      params: idParam,
      body: leadTemplateInput,
      ok: leadTemplate,
    }),
    async (req) => templates.update(actorOf(req), req.params.id, req.body),
  );

  r.put(
    '/api/lead-templates/:id/status',
    op('setLeadTemplateStatus', access('edit'), {
      params: idParam,
      body: leadTemplateStatusInput,
      ok: leadTemplate,
      description: "Activate or deactivate: inactive templates leave the send form's choices.",
    }),
    async (req) => templates.setActive(actorOf(req), req.params.id, req.body.active),
  );
}
