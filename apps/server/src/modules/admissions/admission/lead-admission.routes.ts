import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMISSION_ACCEPTANCES,
  ADMISSION_ACCEPTANCE_KEYS,
  ADMISSION_FORMS,
  ADMISSION_FORM_KEYS,
  acceptanceInput,
  billingInfoInput,
  courseIdParam,
  courseSemesters,
  courseSemestersQuery,
  LEAD_SEMESTERS_PATH,
  leadSemestersQuery,
  educationEntry,
  educationInput,
  leadAcademicRecords,
  leadAdmissionFormsView,
  leadBillingContactInput,
  leadBillingView,
  leadEducationList,
  leadEducationParam,
  leadIdParam,
  okBody,
  savedAcceptance,
  savedAdmissionForm,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { leadViewOf } from '../leads/leads.gate.js';
import type { LeadAcademicService } from './lead-academic.service.js';
import { lookupRouteAccess } from '../../reference/index.js';
import { requireDef } from '../../reference/index.js';
import type { LeadAdmissionService } from './lead-admission.service.js';

const tags = ['lead admission'];
const idsOf = (include: string | undefined) => (include ? include.split(',').map(Number) : []);
const tab = 'admissionForms' as const;
/** The spec's one call for the application's billing contact and educational info: each of our writes covers a part. */
const BILLING_CALL = ['billingContactInfoEducational'];

/**
 * The lead's Admission Forms tab (forms, acceptances, billing, billing contact, education; routes declare
 * the `admissionForms` tab), the Academic Records tab, and the semesters of a course for the lead forms.
 */
export function leadAdmissionRoutes(app: FastifyInstance, svc: LeadAdmissionService, academic: LeadAcademicService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/leads/:leadId/admission-forms';

  r.get(
    base,
    {
      schema: {
        operationId: 'getLeadAdmissionForms',
        tags,
        params: leadIdParam,
        response: { 200: leadAdmissionFormsView },
        description:
          'The seven admission forms (answers, who saved, when) and the three acceptances; `locked` once the lead is a student.',
      },
      config: { access: { lead: tab, bit: 'read' } },
    },
    async (req) => svc.view(leadViewOf(req)),
  );

  for (const form of ADMISSION_FORM_KEYS) {
    const def = ADMISSION_FORMS[form];
    r.put(
      `${base}/${def.path}`,
      {
        schema: {
          operationId: `saveLeadAdmission${form[0].toUpperCase()}${form.slice(1)}`,
          tags,
          params: leadIdParam,
          body: def.schema,
          response: { 200: savedAdmissionForm },
          description: `Saves the ${def.title} form of the lead (the student's form schema); 422 when the lead is closed or already a student.`,
        },
        config: { access: { lead: tab, bit: 'edit' } },
      },
      async (req) => svc.saveForm(actorOf(req), leadViewOf(req), form, req.body),
    );
  }

  for (const kind of ADMISSION_ACCEPTANCE_KEYS) {
    r.post(
      `${base}/acceptances/${ADMISSION_ACCEPTANCES[kind].path}`,
      {
        schema: {
          operationId: `acceptLeadAdmission${kind[0].toUpperCase()}${kind.slice(1)}`,
          tags,
          params: leadIdParam,
          body: acceptanceInput,
          response: { 200: savedAcceptance },
          description: `Records the applicant's acceptance of the ${ADMISSION_ACCEPTANCES[kind].title} (who entered it, when).`,
        },
        config: { access: { lead: tab, bit: 'write' } },
      },
      async (req) => svc.accept(actorOf(req), leadViewOf(req), kind),
    );
  }

  r.get(
    '/api/leads/:leadId/billing',
    {
      schema: {
        operationId: 'getLeadBilling',
        tags,
        params: leadIdParam,
        response: { 200: leadBillingView },
        description: 'Who pays and the billing address (null until saved) and the billing contact.',
      },
      config: { access: { lead: tab, bit: 'read' } },
    },
    async (req) => svc.billing(leadViewOf(req)),
  );

  r.put(
    '/api/leads/:leadId/billing',
    {
      schema: {
        operationId: 'saveLeadBilling',
        tags,
        params: leadIdParam,
        body: billingInfoInput,
        response: { 200: leadBillingView },
        description: "Saves who pays and where the bills go (the student's billing form).",
      },
      config: { access: { lead: tab, bit: 'edit' }, specCalls: BILLING_CALL },
    },
    async (req) => svc.saveBilling(actorOf(req), leadViewOf(req), req.body),
  );

  r.put(
    '/api/leads/:leadId/billing-contact',
    {
      schema: {
        operationId: 'saveLeadBillingContact',
        tags,
        params: leadIdParam,
        body: leadBillingContactInput,
        response: { 200: leadBillingView },
        description:
          "Adds or replaces the lead's billing contact (the student's contact form; always the billing contact, so the address is required).",
      },
      config: { access: { lead: tab, bit: 'edit' }, specCalls: BILLING_CALL },
    },
    async (req) => svc.saveContact(actorOf(req), leadViewOf(req), req.body),
  );

  r.delete(
    '/api/leads/:leadId/billing-contact',
    {
      schema: {
        operationId: 'deleteLeadBillingContact',
        tags,
        params: leadIdParam,
        response: { 200: leadBillingView },
      },
      config: { access: { lead: tab, bit: 'delete' } },
    },
    async (req) => svc.removeContact(actorOf(req), leadViewOf(req)),
  );

  r.get(
    '/api/leads/:leadId/education',
    {
      schema: {
        operationId: 'listLeadEducation',
        tags,
        params: leadIdParam,
        response: { 200: leadEducationList },
        description: 'Schools the applicant attended before, most recent first.',
      },
      config: { access: { lead: tab, bit: 'read' } },
    },
    async (req) => svc.educationList(leadViewOf(req)),
  );

  r.post(
    '/api/leads/:leadId/education',
    {
      schema: {
        operationId: 'addLeadEducation',
        tags,
        params: leadIdParam,
        body: educationInput,
        response: { 201: educationEntry },
      },
      config: { access: { lead: tab, bit: 'write' }, specCalls: BILLING_CALL },
    },
    async (req, reply) => {
      reply.status(201);
      return svc.addEducation(actorOf(req), leadViewOf(req), req.body);
    },
  );

  r.put(
    '/api/leads/:leadId/education/:educationId',
    {
      schema: {
        operationId: 'updateLeadEducation',
        tags,
        params: leadEducationParam,
        body: educationInput,
        response: { 200: educationEntry },
      },
      config: { access: { lead: tab, bit: 'edit' } },
    },
    async (req) => svc.updateEducation(actorOf(req), leadViewOf(req), req.params.educationId, req.body),
  );

  r.delete(
    '/api/leads/:leadId/education/:educationId',
    {
      schema: { operationId: 'deleteLeadEducation', tags, params: leadEducationParam, response: { 200: okBody } },
      config: { access: { lead: tab, bit: 'delete' } },
    },
    async (req) => {
      await svc.deleteEducation(actorOf(req), leadViewOf(req), req.params.educationId);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/leads/:leadId/academic-records',
    {
      schema: {
        operationId: 'getLeadAcademicRecords',
        tags,
        params: leadIdParam,
        response: { 200: leadAcademicRecords },
        description:
          'The student the lead became: program, campus, start semester, status, stage, status history and deferments (read only; logged as a read of the student record).',
      },
      config: { access: { lead: 'academicRecords', bit: 'read' } },
    },
    async (req) => academic.records(actorOf(req), leadViewOf(req)),
  );

  r.get(
    '/api/lookups/course/:courseId/semesters',
    {
      schema: {
        operationId: 'courseSemesters',
        tags: ['reference'],
        params: courseIdParam,
        querystring: courseSemestersQuery,
        response: { 200: courseSemesters },
        description:
          'The active semesters a course takes students in (the course-semester control table), earliest first; every active semester when the course names none (`restricted` false). `include` adds ids a form already holds.',
      },
      // the course-semester table's dropdown right (back-office users), as its /api/lookups route
      config: { access: lookupRouteAccess(requireDef('course-semester')), specCalls: ['semseterListFromCourseId'] },
    },
    async (req) => academic.semesters(req.params.courseId, idsOf(req.query.include), req.query.upcoming === 'true'),
  );

  r.get(
    LEAD_SEMESTERS_PATH,
    {
      schema: {
        operationId: 'leadSemesters',
        tags: ['reference'],
        querystring: leadSemestersQuery,
        response: { 200: courseSemesters },
        description:
          "The lead forms' semester choices: the course's (as /api/lookups/course/:courseId/semesters) or, without `courseId`, every active semester; current and future terms first, then past ones; `upcoming=true` leaves past ones out (the add form). `include` adds ids a form already holds.",
      },
      config: { access: lookupRouteAccess(requireDef('course-semester')), specCalls: ['semesterList'] },
    },
    async (req) =>
      academic.semesters(req.query.courseId ?? null, idsOf(req.query.include), req.query.upcoming === 'true'),
  );
}
