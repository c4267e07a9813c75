import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LEAD_LINK,
  closedLead,
  closedLeadsQuery,
  estimate,
  estimateInput,
  estimateListQuery,
  estimateParam,
  idParam,
  leadIdParam,
  okBody,
  pageOf,
  repVacation,
  repVacationInput,
  repVacationListQuery,
  semesterDeferment,
  semesterDefermentInput,
  semesterDefermentOptions,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { readForm } from '../../../platform/multipart.js';
import type { LeadAdminService } from './lead-admin.service.js';
import { sendFile } from '../../../platform/send-file.js';

const tags = ['lead admin'];
const menu = (bit: 'read' | 'write' | 'edit' | 'delete') => ({ menu: LEAD_LINK, bit });

/**
 * Lead administration: closed leads (reopen is the leads module's /api/leads/:leadId/reopen),
 * representative vacations, and the accepted lead's semester-deferment and estimate tabs.
 */
export function leadAdminRoutes(app: FastifyInstance, svc: LeadAdminService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/lead-admin/closed-leads',
    {
      schema: {
        operationId: 'listClosedLeads',
        tags,
        querystring: closedLeadsQuery,
        response: { 200: pageOf(closedLead) },
        description:
          'Closed (not deleted) leads with the close date and reason, newest closed first; q searches id, names, email and phone; sorts id, name, closedAt, status.',
      },
      config: { access: menu('read'), specCalls: [] },
    },
    async (req) => svc.closedLeads(req.query),
  );

  r.get(
    '/api/lead-admin/rep-vacations',
    {
      schema: {
        operationId: 'listRepVacations',
        tags,
        querystring: repVacationListQuery,
        response: { 200: pageOf(repVacation) },
        description: 'Representative absences, latest first; `when` current, upcoming or past.',
      },
      config: { access: menu('read'), specCalls: ['leadRepVacationList'] },
    },
    async (req) => svc.vacations(req.query),
  );

  r.post(
    '/api/lead-admin/rep-vacations',
    {
      schema: {
        operationId: 'addRepVacation',
        tags,
        body: repVacationInput,
        response: { 201: repVacation },
        description: 'While away, leads assigned to the representative go to the cover.',
      },
      config: { access: menu('edit'), specCalls: ['leadRepVacationList'] },
    },
    async (req, reply) => {
      reply.status(201);
      return svc.addVacation(actorOf(req), req.body);
    },
  );

  r.delete(
    '/api/lead-admin/rep-vacations/:id',
    {
      schema: { operationId: 'deleteRepVacation', tags, params: idParam, response: { 200: okBody } },
      config: { access: menu('delete'), specCalls: ['leadRepVacationList'] },
    },
    async (req) => {
      await svc.deleteVacation(actorOf(req), req.params.id);
      return { ok: true as const };
    },
  );

  // ---- the semester tab ----
  r.get(
    '/api/leads/:leadId/semester-deferments',
    {
      schema: {
        operationId: 'listSemesterDeferments',
        tags,
        params: leadIdParam,
        querystring: estimateListQuery,
        response: { 200: pageOf(semesterDeferment) },
      },
      config: { access: { lead: 'semester', bit: 'read' }, specCalls: ['semesterDeferment'] },
    },
    async (req) => svc.deferments(req.params.leadId, req.query),
  );

  r.get(
    '/api/leads/:leadId/semester-deferments/options',
    {
      schema: {
        operationId: 'semesterDefermentOptions',
        tags,
        params: leadIdParam,
        response: { 200: semesterDefermentOptions },
        description: "The lead's semester and the later active semesters it may be deferred to.",
      },
      config: { access: { lead: 'semester', bit: 'read' }, specCalls: ['semesterDeferment', 'nextSemester'] },
    },
    async (req) => svc.semesterOptions(req.params.leadId),
  );

  r.post(
    '/api/leads/:leadId/semester-deferments',
    {
      schema: {
        operationId: 'deferLeadSemester',
        tags,
        params: leadIdParam,
        consumes: ['multipart/form-data'],
        response: { 201: semesterDeferment },
        description:
          "multipart/form-data: semesterId (a later semester), reason and an optional `file` (pdf, png, jpeg, docx, xlsx). Toast 'Semester deferred successfully'.",
      },
      config: { access: { lead: 'semester', bit: 'edit' }, specCalls: ['semesterDeferment'] },
    },
    async (req, reply) => {
      const { fields, files } = await readForm(req, semesterDefermentInput);
      reply.status(201);
      return svc.defer(
        actorOf(req),
        req.params.leadId,
        fields,
        files.find((f) => f.field === 'file'),
      );
    },
  );

  r.get(
    '/api/leads/:leadId/semester-deferments/:defermentId/file',
    {
      schema: {
        operationId: 'semesterDefermentFile',
        tags,
        params: leadIdParam.extend({ defermentId: z.coerce.number().int().positive().max(2_147_483_647) }),
      },
      config: { access: { lead: 'semester', bit: 'read' }, specCalls: ['semesterDeferment'] },
    },
    async (req, reply) => sendFile(reply, await svc.defermentFile(req.params.leadId, req.params.defermentId)),
  );

  // ---- the estimate tab ----
  r.get(
    '/api/leads/:leadId/estimates',
    {
      schema: {
        operationId: 'listLeadEstimates',
        tags,
        params: leadIdParam,
        querystring: estimateListQuery,
        response: { 200: pageOf(estimate) },
        description: 'Estimates, newest first, with their lines; money as exact cents and as a 2-decimal string.',
      },
      config: { access: { lead: 'estimate', bit: 'read' }, specCalls: ['leadEstimateList'] },
    },
    async (req) => svc.estimates(req.params.leadId, req.query),
  );

  r.post(
    '/api/leads/:leadId/estimates',
    {
      schema: {
        operationId: 'addLeadEstimate',
        tags,
        params: leadIdParam,
        body: estimateInput,
        response: { 201: estimate },
        description:
          "Lines: description and amount, optionally taken from an accounting fee row (feeId). Toast 'Estimate Added Sucessfully'.",
      },
      config: { access: { lead: 'estimate', bit: 'write' }, specCalls: ['addEstimate'] },
    },
    async (req, reply) => {
      reply.status(201);
      return svc.addEstimate(actorOf(req), req.params.leadId, req.body);
    },
  );

  r.get(
    '/api/leads/:leadId/estimates/:estimateId',
    {
      schema: { operationId: 'getLeadEstimate', tags, params: estimateParam, response: { 200: estimate } },
      config: { access: { lead: 'estimate', bit: 'read' }, specCalls: ['getEstimateById'] },
    },
    async (req) => svc.estimateById(req.params.leadId, req.params.estimateId),
  );
}
