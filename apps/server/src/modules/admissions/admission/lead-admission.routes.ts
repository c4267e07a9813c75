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
import { created, okAfter, routeOps } from '../../../platform/route-op.js';
import { leadViewOf } from '../leads/leads.gate.js';
import type { LeadAcademicService } from './lead-academic.service.js';
import { lookupRouteAccess } from '../../reference/index.js';
import { requireDef } from '../../reference/index.js';
import type { LeadAdmissionService } from './lead-admission.service.js';

const op = routeOps('lead admission');
const referenceOp = routeOps('reference');
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
    op(
      'getLeadAdmissionForms',
      { lead: tab, bit: 'read' },
      {
        params: leadIdParam,
        ok: leadAdmissionFormsView,
        description:
          'The seven admission forms (answers, who saved, when) and the three acceptances; `locked` once the lead is a student.',
      },
    ),
    async (req) => svc.view(leadViewOf(req)),
  );

  for (const form of ADMISSION_FORM_KEYS) {
    const def = ADMISSION_FORMS[form];
    r.put(
      `${base}/${def.path}`,
      op(
        `saveLeadAdmission${form[0].toUpperCase()}${form.slice(1)}`,
        { lead: tab, bit: 'edit' },
        {
          params: leadIdParam,
          body: def.schema,
          ok: savedAdmissionForm,
          description: `Saves the ${def.title} form of the lead (the student's form schema); 422 when the lead is closed or already a student.`,
        },
      ),
      async (req) => svc.saveForm(actorOf(req), leadViewOf(req), form, req.body),
    );
  }

  for (const kind of ADMISSION_ACCEPTANCE_KEYS) {
    r.post(
      `${base}/acceptances/${ADMISSION_ACCEPTANCES[kind].path}`,
      op(
        `acceptLeadAdmission${kind[0].toUpperCase()}${kind.slice(1)}`,
        { lead: tab, bit: 'write' },
        {
          params: leadIdParam,
          body: acceptanceInput,
          ok: savedAcceptance,
          description: `Records the applicant's acceptance of the ${ADMISSION_ACCEPTANCES[kind].title} (who entered it, when).`,
        },
      ),
      async (req) => svc.accept(actorOf(req), leadViewOf(req), kind),
    );
  }

  r.get(
    '/api/leads/:leadId/billing',
    op(
      'getLeadBilling',
      { lead: tab, bit: 'read' },
      {
        params: leadIdParam,
        ok: leadBillingView,
        description: 'Who pays and the billing address (null until saved) and the billing contact.',
      },
    ),
    async (req) => svc.billing(leadViewOf(req)),
  );

  r.put(
    '/api/leads/:leadId/billing',
    op('saveLeadBilling', { lead: tab, bit: 'edit' }, BILLING_CALL, {
      params: leadIdParam,
      body: billingInfoInput,
      ok: leadBillingView,
      description: "Saves who pays and where the bills go (the student's billing form).",
    }),
    async (req) => svc.saveBilling(actorOf(req), leadViewOf(req), req.body),
  );

  r.put(
    '/api/leads/:leadId/billing-contact',
    op('saveLeadBillingContact', { lead: tab, bit: 'edit' }, BILLING_CALL, {
      params: leadIdParam,
      body: leadBillingContactInput,
      ok: leadBillingView,
      description:
        "Adds or replaces the lead's billing contact (the student's contact form; always the billing contact, so the address is required).",
    }),
    async (req) => svc.saveContact(actorOf(req), leadViewOf(req), req.body),
  );

  r.delete(
    '/api/leads/:leadId/billing-contact',
    op('deleteLeadBillingContact', { lead: tab, bit: 'delete' }, { params: leadIdParam, ok: leadBillingView }),
    async (req) => svc.removeContact(actorOf(req), leadViewOf(req)),
  );

  r.get(
    '/api/leads/:leadId/education',
    op(
      'listLeadEducation',
      { lead: tab, bit: 'read' },
      {
        params: leadIdParam,
        ok: leadEducationList,
        description: 'Schools the applicant attended before, most recent first.',
      },
    ),
    async (req) => svc.educationList(leadViewOf(req)),
  );

  r.post(
    '/api/leads/:leadId/education',
    op('addLeadEducation', { lead: tab, bit: 'write' }, BILLING_CALL, {
      params: leadIdParam,
      body: educationInput,
      created: educationEntry,
    }),
    async (req, reply) => created(reply, svc.addEducation(actorOf(req), leadViewOf(req), req.body)),
  );

  r.put(
    '/api/leads/:leadId/education/:educationId',
    op(
      'updateLeadEducation',
      { lead: tab, bit: 'edit' },
      { params: leadEducationParam, body: educationInput, ok: educationEntry },
    ),
    async (req) => svc.updateEducation(actorOf(req), leadViewOf(req), req.params.educationId, req.body),
  );

  r.delete(
    '/api/leads/:leadId/education/:educationId',
    op('deleteLeadEducation', { lead: tab, bit: 'delete' }, { params: leadEducationParam, ok: okBody }),
    async (req) => okAfter(svc.deleteEducation(actorOf(req), leadViewOf(req), req.params.educationId)),
  );

  r.get(
    '/api/leads/:leadId/academic-records',
    op(
      'getLeadAcademicRecords',
      { lead: 'academicRecords', bit: 'read' },
      {
        params: leadIdParam,
        ok: leadAcademicRecords,
        description:
          'The student the lead became: program, campus, start semester, status, stage, status history and deferments (read only; logged as a read of the student record).',
      },
    ),
    async (req) => academic.records(actorOf(req), leadViewOf(req)),
  );

  r.get(
    '/api/lookups/course/:courseId/semesters',
    // the course-semester table's dropdown right (back-office users), as its /api/lookups route
    referenceOp('courseSemesters', lookupRouteAccess(requireDef('course-semester')), ['semseterListFromCourseId'], {
      params: courseIdParam,
      querystring: courseSemestersQuery,
      ok: courseSemesters,
      description:
        'The active semesters a course takes students in (the course-semester control table), earliest first; every active semester when the course names none (`restricted` false). `include` adds ids a form already holds.',
    }),
    async (req) => academic.semesters(req.params.courseId, idsOf(req.query.include), req.query.upcoming === 'true'),
  );

  r.get(
    LEAD_SEMESTERS_PATH,
    referenceOp('leadSemesters', lookupRouteAccess(requireDef('course-semester')), ['semesterList'], {
      querystring: leadSemestersQuery,
      ok: courseSemesters,
      description:
        "The lead forms' semester choices: the course's (as /api/lookups/course/:courseId/semesters) or, without `courseId`, every active semester; current and future terms first, then past ones; `upcoming=true` leaves past ones out (the add form). `include` adds ids a form already holds.",
    }),
    async (req) =>
      academic.semesters(req.query.courseId ?? null, idsOf(req.query.include), req.query.upcoming === 'true'),
  );
}
