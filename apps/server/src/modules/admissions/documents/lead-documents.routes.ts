import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentFileQuery,
  LEAD_LINK,
  leadDocument,
  leadDocumentDetail,
  leadDocumentListQuery,
  leadDocumentParams,
  leadDocumentReviewItem,
  leadDocumentReviewQuery,
  leadDocumentTypes,
  leadDocumentUpdateInput,
  leadDocumentUploadInput,
  leadDocumentVerifyInput,
  leadIdParam,
  pageOf,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { readForm } from '../../../platform/multipart.js';
import { sendFile } from '../../../platform/send-file.js';
import { leadViewOf } from '../leads/leads.gate.js';
import type { LeadDocumentsService } from './lead-documents.service.js';

const tags = ['lead documents'];
const FILES_NOTE = 'PDF, PNG, JPEG, Word or Excel, recognised by their content; 10 MB each';

/**
 * The lead's Documents tab (routes under /api/leads/:leadId/documents declare the `document` tab:
 * the guard checks the Lead menu bit, the lead gate that the lead exists and shows the tab) and the
 * documents across leads (/lead/notifications/documents, myDocuments).
 */
export function leadDocumentsRoutes(app: FastifyInstance, documents: LeadDocumentsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/lead-documents',
    {
      schema: {
        operationId: 'listLeadDocumentsAcrossLeads',
        tags,
        querystring: leadDocumentReviewQuery,
        response: { 200: pageOf(leadDocumentReviewItem) },
        description:
          'Documents of the open leads: awaiting verification by default (`state`), oldest first; `mine=true` keeps those the signed-in user uploaded or that belong to leads they represent (myDocuments). Sorts: createdAt, lead, type, title.',
      },
      // documents of many leads: the Documents component too, as on a lead's own tab
      config: {
        access: { menu: LEAD_LINK, bit: 'read', component: 'leadProfile.documents' },
        specCalls: ['myDocuments'],
      },
    },
    async (req) => documents.review(actorOf(req), req.query),
  );

  r.get(
    '/api/leads/:leadId/documents/types',
    {
      schema: {
        operationId: 'leadDocumentTypes',
        tags,
        params: leadIdParam,
        response: { 200: leadDocumentTypes },
        description: 'The applicant document types (mandatory first) with what this lead has of each.',
      },
      config: { access: { lead: 'document', bit: 'read' }, specCalls: ['docTypeList'] },
    },
    async (req) => documents.types(leadViewOf(req)),
  );

  r.get(
    '/api/leads/:leadId/documents',
    {
      schema: {
        operationId: 'listLeadDocuments',
        tags,
        params: leadIdParam,
        querystring: leadDocumentListQuery,
        response: { 200: pageOf(leadDocument) },
        description:
          'Active documents by default; `inactive=true` lists the deactivated ones. Sorts: title, type, createdAt, updatedAt.',
      },
      config: { access: { lead: 'document', bit: 'read' }, specCalls: ['documentList'] },
    },
    async (req) => documents.list(leadViewOf(req), req.query),
  );

  r.post(
    '/api/leads/:leadId/documents',
    {
      schema: {
        operationId: 'uploadLeadDocuments',
        tags,
        params: leadIdParam,
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ items: z.array(leadDocument) }) },
        description: `multipart/form-data: typeId, optional title and description, and up to 10 \`files\` parts (${FILES_NOTE}); one document per file (toast 'Document added successfully').`,
      },
      config: { access: { lead: 'document', bit: 'write' }, specCalls: ['documentUpload'] },
    },
    async (req, reply) => {
      const { fields, files } = await readForm(req, leadDocumentUploadInput);
      reply.status(201);
      return { items: await documents.upload(actorOf(req), leadViewOf(req), fields, files) };
    },
  );

  r.get(
    '/api/leads/:leadId/documents/:documentId',
    {
      schema: {
        operationId: 'getLeadDocument',
        tags,
        params: leadDocumentParams,
        response: { 200: leadDocumentDetail },
        description: 'A document with its versions.',
      },
      config: { access: { lead: 'document', bit: 'read' }, specCalls: ['getDocbyId'] },
    },
    async (req) => documents.get(leadViewOf(req), req.params.documentId),
  );

  r.get(
    '/api/leads/:leadId/documents/:documentId/file',
    {
      schema: {
        operationId: 'downloadLeadDocument',
        tags,
        params: leadDocumentParams,
        querystring: documentFileQuery,
        description: 'The current file, or a former `version`; `inline=true` to view it in the browser.',
      },
      config: { access: { lead: 'document', bit: 'read' }, specCalls: ['documentDownload'] },
    },
    async (req, reply) => {
      const { file, bytes } = await documents.file(leadViewOf(req), req.params.documentId, req.query.version);
      return sendFile(reply, { filename: file.filename, contentType: file.contentType, bytes }, req.query.inline);
    },
  );

  r.put(
    '/api/leads/:leadId/documents/:documentId',
    {
      schema: {
        operationId: 'updateLeadDocument',
        tags,
        params: leadDocumentParams,
        consumes: ['multipart/form-data'],
        response: { 200: leadDocument },
        description: `multipart/form-data: typeId, title, description and optionally one \`file\` (${FILES_NOTE}) that replaces the current file; the old one stays as a former version and the document needs verifying again.`,
      },
      config: { access: { lead: 'document', bit: 'edit' }, specCalls: ['documentUpdate'] },
    },
    async (req) => {
      const { fields, files } = await readForm(req, leadDocumentUpdateInput);
      return documents.update(actorOf(req), leadViewOf(req), req.params.documentId, fields, files);
    },
  );

  r.post(
    '/api/leads/:leadId/documents/:documentId/deactivate',
    {
      schema: {
        operationId: 'deactivateLeadDocument',
        tags,
        params: leadDocumentParams,
        response: { 200: leadDocument },
        description: 'Takes the document off the active list (it stays, with its files and history).',
      },
      config: { access: { lead: 'document', bit: 'delete' }, specCalls: ['deleteDocument'] },
    },
    async (req) => documents.setActive(actorOf(req), leadViewOf(req), req.params.documentId, false),
  );

  r.post(
    '/api/leads/:leadId/documents/:documentId/activate',
    {
      schema: {
        operationId: 'activateLeadDocument',
        tags,
        params: leadDocumentParams,
        response: { 200: leadDocument },
        description: 'Puts a deactivated document back on the list.',
      },
      config: { access: { lead: 'document', bit: 'delete' } },
    },
    async (req) => documents.setActive(actorOf(req), leadViewOf(req), req.params.documentId, true),
  );

  r.post(
    '/api/leads/:leadId/documents/:documentId/verify',
    {
      schema: {
        operationId: 'verifyLeadDocument',
        tags,
        params: leadDocumentParams,
        body: leadDocumentVerifyInput,
        response: { 200: leadDocument },
        description: 'Marks the document verified (by whom, when) or not; needs the edit right.',
      },
      config: { access: { lead: 'document', bit: 'edit' } },
    },
    async (req) => documents.verify(actorOf(req), leadViewOf(req), req.params.documentId, req.body.verified),
  );
}
