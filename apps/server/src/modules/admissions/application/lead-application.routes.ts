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

const tags = ['lead-application'];
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
    {
      schema: {
        operationId: 'getLeadApplication',
        tags,
        params: leadIdParam,
        response: { 200: applicationSummary },
        description:
          'Where the application stands: each step (complete, saved by and when), the terms, what is missing, the submission.',
      },
      config: { access: { lead: 'applicationDownload', bit: 'read' }, specCalls: ['getApplicationData'] },
    },
    async (req) => svc.summary(req.params.leadId),
  );

  r.get(
    `${base}/terms`,
    {
      schema: {
        operationId: 'getLeadApplicationTerms',
        tags,
        params: leadIdParam,
        response: { 200: z.object({ version: z.string(), text: z.string() }) },
      },
      config: { access: { lead: 'applicationSubmit', bit: 'read' } },
    },
    async () => APPLICATION_TERMS,
  );

  r.post(
    `${base}/terms`,
    {
      schema: {
        operationId: 'acceptLeadApplicationTerms',
        tags,
        params: leadIdParam,
        body: applicationTermsInput,
        response: { 200: applicationSummary },
        description: 'Records the acceptance of the terms and conditions (who, when, which version).',
      },
      config: { access: { lead: 'applicationSubmit', bit: 'edit' }, specCalls: ['postTermsAndConditions'] },
    },
    async (req) => svc.acceptTerms(actorOf(req), req.params.leadId),
  );

  r.post(
    `${base}/submit`,
    {
      schema: {
        operationId: 'submitLeadApplication',
        tags,
        params: leadIdParam,
        response: { 200: applicationSummary },
        description:
          "Submits and locks the application (toast 'Application submitted successfully'); 422 listing the missing steps when incomplete, or when already submitted.",
      },
      config: { access: { lead: 'applicationSubmit', bit: 'edit' }, specCalls: ['submitApplicationData'] },
    },
    async (req) => svc.submit(actorOf(req), req.params.leadId),
  );

  r.get(
    `${base}/pdf`,
    {
      schema: {
        operationId: 'leadApplicationPdf',
        tags,
        params: leadIdParam,
        description: 'The submitted application as a PDF (422 before it is submitted).',
      },
      config: { access: { lead: 'applicationDownload', bit: 'read' }, specCalls: ['getApplicationPdfContent'] },
    },
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
    {
      schema: {
        operationId: 'leadApplicationFile',
        tags,
        params: leadIdParam.extend({ fileId: z.coerce.number().int().positive().max(2_147_483_647) }),
        description: 'The CV or a transcript of this application.',
      },
      config: { access: { lead: 'applicationDownload', bit: 'read' } },
    },
    async (req, reply) => {
      const f = await svc.file(req.params.leadId, req.params.fileId);
      return sendFile(reply, f);
    },
  );

  r.get(
    `${base}/address`,
    {
      schema: {
        operationId: 'getLeadApplicationAddress',
        tags,
        params: leadIdParam,
        response: { 200: applicationAddressView },
      },
      config: { access: { lead: 'applicationAddress', bit: 'read' }, specCalls: ['getAddressApplicantDetails'] },
    },
    async (req) => svc.address(req.params.leadId),
  );

  r.put(
    `${base}/address`,
    {
      schema: {
        operationId: 'saveLeadApplicationAddress',
        tags,
        params: leadIdParam,
        body: applicationAddressInput,
        response: { 200: applicationAddressView },
        description: "Toast 'Address saved successfully!'.",
      },
      config: { access: { lead: 'applicationAddress', bit: 'edit' }, specCalls: [] },
    },
    async (req) => {
      await svc.saveAddress(actorOf(req), req.params.leadId, req.body);
      return svc.address(req.params.leadId);
    },
  );

  r.get(
    `${base}/background`,
    {
      schema: {
        operationId: 'getLeadApplicationBackground',
        tags,
        params: leadIdParam,
        response: { 200: applicationBackgroundView },
      },
      config: { access: { lead: 'applicationBackground', bit: 'read' }, specCalls: ['getApplicationBackground'] },
    },
    async (req) => svc.background(req.params.leadId),
  );

  r.post(
    `${base}/background`,
    {
      schema: {
        operationId: 'saveLeadApplicationBackground',
        tags,
        params: leadIdParam,
        consumes: ['multipart/form-data'],
        response: { 200: applicationBackgroundView },
        description: 'multipart/form-data: `data` (the background as JSON) and an optional `cv` (PDF or DOCX).',
      },
      config: { access: { lead: 'applicationBackground', bit: 'edit' }, specCalls: ['applicationBackGroundSave'] },
    },
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
    {
      schema: {
        operationId: 'getLeadApplicationAcademics',
        tags,
        params: leadIdParam,
        response: { 200: applicationAcademicsView },
      },
      config: { access: { lead: 'applicationAcademics', bit: 'read' }, specCalls: ['getAcademicsList'] },
    },
    async (req) => svc.academics(req.params.leadId),
  );

  r.post(
    `${base}/academics`,
    {
      schema: {
        operationId: 'saveLeadApplicationAcademics',
        tags,
        params: leadIdParam,
        consumes: ['multipart/form-data'],
        response: { 200: applicationAcademicsView },
        description:
          'multipart/form-data: `data` (schools and tests as JSON) and optional files `transcript0`, `transcript1`, ... (PDF, PNG or JPEG) for school 0, 1, ...',
      },
      config: { access: { lead: 'applicationAcademics', bit: 'edit' }, specCalls: ['saveAcademics'] },
    },
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
    {
      schema: {
        operationId: 'getLeadApplicationTests',
        tags,
        params: leadIdParam,
        response: { 200: applicationTests },
      },
      config: { access: { lead: 'applicationAcademics', bit: 'read' }, specCalls: ['getleadTestData'] },
    },
    async (req) => svc.tests(req.params.leadId),
  );

  r.get(
    `${base}/questions`,
    {
      schema: {
        operationId: 'getLeadApplicationQuestions',
        tags,
        params: leadIdParam,
        response: { 200: applicationQuestionsView },
      },
      config: { access: { lead: 'applicationQuestions', bit: 'read' }, specCalls: ['getAdditionalQuestions'] },
    },
    async (req) => svc.questions(req.params.leadId),
  );

  r.put(
    `${base}/questions`,
    {
      schema: {
        operationId: 'saveLeadApplicationQuestions',
        tags,
        params: leadIdParam,
        body: applicationQuestionsInput,
        response: { 200: applicationQuestionsView },
      },
      config: { access: { lead: 'applicationQuestions', bit: 'edit' }, specCalls: ['saveAdditionalQuestions'] },
    },
    async (req) => {
      await svc.saveQuestions(actorOf(req), req.params.leadId, req.body);
      return svc.questions(req.params.leadId);
    },
  );
}
