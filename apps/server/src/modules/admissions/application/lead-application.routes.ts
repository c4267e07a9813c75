import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPLICATION_TERMS,
  applicationAcademicsInput,
  applicationAcademicsView,
  applicationAddressInput,
  applicationAddressView,
  applicationBackgroundInput,
  applicationBackgroundView,
  applicationQuestionsInput,
  applicationQuestionsView,
  applicationSummary,
  applicationTermsInput,
  applicationTests,
  leadIdParam,
  safeString,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { readForm } from '../../../platform/multipart.js';
import { parseStepJson, type LeadApplicationService } from './lead-application.service.js';
import { sendFile } from '../../../platform/send-file.js';
import { routeOps } from '../../../platform/route-op.js';

const op = routeOps('lead-application');
const base = '/api/leads/:leadId/application';
const dataPart = z.object({ data: safeString().optional() });

/**
 * The lead's application steps under /api/leads/:leadId/application. Each step's routes declare its
 * own lead tab (the gate answers 403 where the tab is hidden for the lead's status); the overview,
 * files and PDF belong to the download tab, the terms and submission to the submit tab.
 */
export function leadApplicationRoutes(app: FastifyInstance, svc: LeadApplicationService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    base,
    op('getLeadApplication', { lead: 'applicationDownload', bit: 'read' }, ['getApplicationData'], {
      params: leadIdParam,
      ok: applicationSummary,
      description:
        'Where the application stands: each step (complete, saved by and when), the terms, what is missing, the submission.',
    }),
    async (req) => svc.summary(req.params.leadId),
  );

  r.get(
    `${base}/terms`,
    op(
      'getLeadApplicationTerms',
      { lead: 'applicationSubmit', bit: 'read' },
      { params: leadIdParam, ok: z.object({ version: z.string(), text: z.string() }) },
    ),
    async () => APPLICATION_TERMS,
  );

  r.post(
    `${base}/terms`,
    op('acceptLeadApplicationTerms', { lead: 'applicationSubmit', bit: 'edit' }, ['postTermsAndConditions'], {
      params: leadIdParam,
      body: applicationTermsInput,
      ok: applicationSummary,
      description: 'Records the acceptance of the terms and conditions (who, when, which version).',
    }),
    async (req) => svc.acceptTerms(actorOf(req), req.params.leadId),
  );

  r.post(
    `${base}/submit`,
    op('submitLeadApplication', { lead: 'applicationSubmit', bit: 'edit' }, ['submitApplicationData'], {
      params: leadIdParam,
      ok: applicationSummary,
      description:
        "Submits and locks the application (toast 'Application submitted successfully'); 422 listing the missing steps when incomplete, or when already submitted.",
    }),
    async (req) => svc.submit(actorOf(req), req.params.leadId),
  );

  r.get(
    `${base}/pdf`,
    op('leadApplicationPdf', { lead: 'applicationDownload', bit: 'read' }, ['getApplicationPdfContent'], {
      params: leadIdParam,
      description: 'The submitted application as a PDF (422 before it is submitted).',
    }),
    async (req, reply) => {
      const pdf = await svc.pdf(req.params.leadId);
      return sendFile(
        reply,
        { filename: pdf.filename, contentType: 'application/pdf', bytes: pdf.bytes },
        (req.query as { inline?: string }).inline === '1',
      );
    },
  );

  r.get(
    `${base}/files/:fileId`,
    op(
      'leadApplicationFile',
      { lead: 'applicationDownload', bit: 'read' },
      {
        params: leadIdParam.extend({ fileId: z.coerce.number().int().positive().max(2_147_483_647) }),
        description: 'The CV or a transcript of this application.',
      },
    ),
    async (req, reply) => {
      const f = await svc.file(req.params.leadId, req.params.fileId);
      return sendFile(reply, f);
    },
  );

  r.get(
    `${base}/address`,
    op('getLeadApplicationAddress', { lead: 'applicationAddress', bit: 'read' }, ['getAddressApplicantDetails'], {
      params: leadIdParam,
      ok: applicationAddressView,
    }),
    async (req) => svc.address(req.params.leadId),
  );

  r.put(
    `${base}/address`,
    op(
      'saveLeadApplicationAddress',
      { lead: 'applicationAddress', bit: 'edit' },
      {
        params: leadIdParam,
        body: applicationAddressInput,
        ok: applicationAddressView,
        description: "Toast 'Address saved successfully!'.",
      },
    ),
    async (req) => {
      await svc.saveAddress(actorOf(req), req.params.leadId, req.body);
      return svc.address(req.params.leadId);
    },
  );

  r.get(
    `${base}/background`,
    op('getLeadApplicationBackground', { lead: 'applicationBackground', bit: 'read' }, ['getApplicationBackground'], {
      params: leadIdParam,
      ok: applicationBackgroundView,
    }),
    async (req) => svc.background(req.params.leadId),
  );

  r.post(
    `${base}/background`,
    op('saveLeadApplicationBackground', { lead: 'applicationBackground', bit: 'edit' }, ['applicationBackGroundSave'], {
      params: leadIdParam,
      consumes: ['multipart/form-data'],
      ok: applicationBackgroundView,
      description: 'multipart/form-data: `data` (the background as JSON) and an optional `cv` (PDF or DOCX).',
    }),
    async (req) => {
      const { fields, files } = await readForm(req, dataPart);
      await svc.saveBackground(
        actorOf(req),
        req.params.leadId,
        parseStepJson(applicationBackgroundInput, fields.data),
        files.find((f) => f.field === 'cv'),
      );
      return svc.background(req.params.leadId);
    },
  );

  r.get(
    `${base}/academics`,
    op('getLeadApplicationAcademics', { lead: 'applicationAcademics', bit: 'read' }, ['getAcademicsList'], {
      params: leadIdParam,
      ok: applicationAcademicsView,
    }),
    async (req) => svc.academics(req.params.leadId),
  );

  r.post(
    `${base}/academics`,
    op('saveLeadApplicationAcademics', { lead: 'applicationAcademics', bit: 'edit' }, ['saveAcademics'], {
      params: leadIdParam,
      consumes: ['multipart/form-data'],
      ok: applicationAcademicsView,
      description:
        'multipart/form-data: `data` (schools and tests as JSON) and optional files `transcript0`, `transcript1`, ... (PDF, PNG or JPEG) for school 0, 1, ...',
    }),
    async (req) => {
      const { fields, files } = await readForm(req, dataPart);
      await svc.saveAcademics(
        actorOf(req),
        req.params.leadId,
        parseStepJson(applicationAcademicsInput, fields.data),
        files,
      );
      return svc.academics(req.params.leadId);
    },
  );

  r.get(
    `${base}/tests`,
    op('getLeadApplicationTests', { lead: 'applicationAcademics', bit: 'read' }, ['getleadTestData'], {
      params: leadIdParam,
      ok: applicationTests,
    }),
    async (req) => svc.tests(req.params.leadId),
  );

  r.get(
    `${base}/questions`,
    op('getLeadApplicationQuestions', { lead: 'applicationQuestions', bit: 'read' }, ['getAdditionalQuestions'], {
      params: leadIdParam,
      ok: applicationQuestionsView,
    }),
    async (req) => svc.questions(req.params.leadId),
  );

  r.put(
    `${base}/questions`,
    op('saveLeadApplicationQuestions', { lead: 'applicationQuestions', bit: 'edit' }, ['saveAdditionalQuestions'], {
      params: leadIdParam,
      body: applicationQuestionsInput,
      ok: applicationQuestionsView,
    }),
    async (req) => {
      await svc.saveQuestions(actorOf(req), req.params.leadId, req.body);
      return svc.questions(req.params.leadId);
    },
  );
}
