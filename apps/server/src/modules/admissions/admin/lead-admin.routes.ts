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
import { created, okAfter, routeOps } from '../../../platform/route-op.js';

const op = routeOps('lead admin');
const menu = (bit: 'read' | 'write' | 'edit' | 'delete') => ({ menu: LEAD_LINK, bit });

/**
 * Lead administration: closed leads (reopen is the leads module's /api/leads/:leadId/reopen),
 * representative vacations, and the accepted lead's semester-deferment and estimate tabs.
 */
export function leadAdminRoutes(app: FastifyInstance, svc: LeadAdminService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/lead-admin/closed-leads',
    op('listClosedLeads', menu('read'), {
      querystring: closedLeadsQuery,
      ok: pageOf(closedLead),
      description:
        'Closed (not deleted) leads with the close date and reason, newest closed first; q searches id, names, email and phone; sorts id, name, closedAt, status.',
    }),
    async (req) => svc.closedLeads(req.query),
  );

  r.get(
    '/api/lead-admin/rep-vacations',
    op('listRepVacations', menu('read'), ['leadRepVacationList'], {
      querystring: repVacationListQuery,
      ok: pageOf(repVacation),
      description: 'Representative absences, latest first; `when` current, upcoming or past.',
    }),
    async (req) => svc.vacations(req.query),
  );

  r.post(
    '/api/lead-admin/rep-vacations',
    op('addRepVacation', menu('edit'), ['leadRepVacationList'], {
      body: repVacationInput,
      created: repVacation,
      description: 'While away, leads assigned to the representative go to the cover.',
    }),
    async (req, reply) => created(reply, svc.addVacation(actorOf(req), req.body)),
  );

  r.delete(
    '/api/lead-admin/rep-vacations/:id',
    op('deleteRepVacation', menu('delete'), ['leadRepVacationList'], { params: idParam, ok: okBody }),
    async (req) => okAfter(svc.deleteVacation(actorOf(req), req.params.id)),
  );

  // ---- the semester tab ----
  r.get(
    '/api/leads/:leadId/semester-deferments',
    op('listSemesterDeferments', { lead: 'semester', bit: 'read' }, ['semesterDeferment'], {
      params: leadIdParam,
      querystring: estimateListQuery,
      ok: pageOf(semesterDeferment),
    }),
    async (req) => svc.deferments(req.params.leadId, req.query),
  );

  r.get(
    '/api/leads/:leadId/semester-deferments/options',
    op('semesterDefermentOptions', { lead: 'semester', bit: 'read' }, ['semesterDeferment', 'nextSemester'], {
      params: leadIdParam,
      ok: semesterDefermentOptions,
      description: "The lead's semester and the later active semesters it may be deferred to.",
    }),
    async (req) => svc.semesterOptions(req.params.leadId),
  );

  r.post(
    '/api/leads/:leadId/semester-deferments',
    op('deferLeadSemester', { lead: 'semester', bit: 'edit' }, ['semesterDeferment'], {
      params: leadIdParam,
      consumes: ['multipart/form-data'],
      created: semesterDeferment,
      description:
        "multipart/form-data: semesterId (a later semester), reason and an optional `file` (pdf, png, jpeg, docx, xlsx). Toast 'Semester deferred successfully'.",
    }),
    async (req, reply) => {
      const { fields, files } = await readForm(req, semesterDefermentInput);
      return created(
        reply,
        svc.defer(
          actorOf(req),
          req.params.leadId,
          fields,
          files.find((f) => f.field === 'file'),
        ),
      );
    },
  );

  r.get(
    '/api/leads/:leadId/semester-deferments/:defermentId/file',
    op('semesterDefermentFile', { lead: 'semester', bit: 'read' }, ['semesterDeferment'], {
      params: leadIdParam.extend({ defermentId: z.coerce.number().int().positive().max(2_147_483_647) }),
    }),
    async (req, reply) => sendFile(reply, await svc.defermentFile(req.params.leadId, req.params.defermentId)),
  );

  // ---- the estimate tab ----
  r.get(
    '/api/leads/:leadId/estimates',
    op('listLeadEstimates', { lead: 'estimate', bit: 'read' }, ['leadEstimateList'], {
      params: leadIdParam,
      querystring: estimateListQuery,
      ok: pageOf(estimate),
      description: 'Estimates, newest first, with their lines; money as exact cents and as a 2-decimal string.',
    }),
    async (req) => svc.estimates(req.params.leadId, req.query),
  );

  r.post(
    '/api/leads/:leadId/estimates',
    op('addLeadEstimate', { lead: 'estimate', bit: 'write' }, ['addEstimate'], {
      params: leadIdParam,
      body: estimateInput,
      created: estimate,
      description:
        "Lines: description and amount, optionally taken from an accounting fee row (feeId). Toast 'Estimate Added Sucessfully'.",
    }),
    async (req, reply) => created(reply, svc.addEstimate(actorOf(req), req.params.leadId, req.body)),
  );

  r.get(
    '/api/leads/:leadId/estimates/:estimateId',
    op('getLeadEstimate', { lead: 'estimate', bit: 'read' }, ['getEstimateById'], {
      params: estimateParam,
      ok: estimate,
    }),
    async (req) => svc.estimateById(req.params.leadId, req.params.estimateId),
  );
}
