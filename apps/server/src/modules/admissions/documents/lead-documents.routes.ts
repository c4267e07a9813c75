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
import { created, routeOps } from '../../../platform/route-op.js';
import { leadViewOf } from '../leads/leads.gate.js';
import type { LeadDocumentsService } from './lead-documents.service.js';

const op = routeOps('lead documents');
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
    // documents of many leads: the Documents component too, as on a lead's own tab
    op(
      'listLeadDocumentsAcrossLeads',
      { menu: LEAD_LINK, bit: 'read', component: 'leadProfile.documents' },
      ['myDocuments'],
      {
        querystring: leadDocumentReviewQuery,
        ok: pageOf(leadDocumentReviewItem),
        description:
          'Documents of the open leads: awaiting verification by default (`state`), oldest first; `mine=true` keeps those the signed-in user uploaded or that belong to leads they represent (myDocuments). Sorts: createdAt, lead, type, title.',
      },
    ),
    async (req) => documents.review(actorOf(req), req.query),
  );

  r.get(
    '/api/leads/:leadId/documents/types',
    op('leadDocumentTypes', { lead: 'document', bit: 'read' }, ['docTypeList'], {
      params: leadIdParam,
      ok: leadDocumentTypes,
      description: 'The applicant document types (mandatory first) with what this lead has of each.',
    }),
    async (req) => documents.types(leadViewOf(req)),
  );

  r.get(
    '/api/leads/:leadId/documents',
    op('listLeadDocuments', { lead: 'document', bit: 'read' }, ['documentList'], {
      params: leadIdParam,
      querystring: leadDocumentListQuery,
      ok: pageOf(leadDocument),
      description:
        'Active documents by default; `inactive=true` lists the deactivated ones. Sorts: title, type, createdAt, updatedAt.',
    }),
    async (req) => documents.list(leadViewOf(req), req.query),
  );

  r.post(
    '/api/leads/:leadId/documents',
    op('uploadLeadDocuments', { lead: 'document', bit: 'write' }, ['documentUpload'], {
      params: leadIdParam,
      consumes: ['multipart/form-data'],
      created: z.object({ items: z.array(leadDocument) }),
      description: `multipart/form-data: typeId, optional title and description, and up to 10 \`files\` parts (${FILES_NOTE}); one document per file (toast 'Document added successfully').`,
    }),
    async (req, reply) => {
      const { fields, files } = await readForm(req, leadDocumentUploadInput);
      return created(reply, { items: await documents.upload(actorOf(req), leadViewOf(req), fields, files) });
    },
  );

  r.get(
    '/api/leads/:leadId/documents/:documentId',
    op('getLeadDocument', { lead: 'document', bit: 'read' }, ['getDocbyId'], {
      params: leadDocumentParams,
      ok: leadDocumentDetail,
      description: 'A document with its versions.',
    }),
    async (req) => documents.get(leadViewOf(req), req.params.documentId),
  );

  r.get(
    '/api/leads/:leadId/documents/:documentId/file',
    op('downloadLeadDocument', { lead: 'document', bit: 'read' }, ['documentDownload'], {
      params: leadDocumentParams,
      querystring: documentFileQuery,
      description: 'The current file, or a former `version`; `inline=true` to view it in the browser.',
    }),
    async (req, reply) => {
      const { file, bytes } = await documents.file(leadViewOf(req), req.params.documentId, req.query.version);
      return sendFile(reply, { filename: file.filename, contentType: file.contentType, bytes }, req.query.inline);
    },
  );

  r.put(
    '/api/leads/:leadId/documents/:documentId',
    op('updateLeadDocument', { lead: 'document', bit: 'edit' }, ['documentUpdate'], {
      params: leadDocumentParams,
      consumes: ['multipart/form-data'],
      ok: leadDocument,
      description: `multipart/form-data: typeId, title, description and optionally one \`file\` (${FILES_NOTE}) that replaces the current file; the old one stays as a former version and the document needs verifying again.`,
    }),
    async (req) => {
      const { fields, files } = await readForm(req, leadDocumentUpdateInput);
      return documents.update(actorOf(req), leadViewOf(req), req.params.documentId, fields, files);
    },
  );

  r.post(
    '/api/leads/:leadId/documents/:documentId/deactivate',
    op('deactivateLeadDocument', { lead: 'document', bit: 'delete' }, ['deleteDocument'], {
      params: leadDocumentParams,
      ok: leadDocument,
      description: 'Takes the document off the active list (it stays, with its files and history).',
    }),
    async (req) => documents.setActive(actorOf(req), leadViewOf(req), req.params.documentId, false),
  );

  r.post(
    '/api/leads/:leadId/documents/:documentId/activate',
    op(
      'activateLeadDocument',
      { lead: 'document', bit: 'delete' },
      { params: leadDocumentParams, ok: leadDocument, description: 'Puts a deactivated document back on the list.' },
    ),
    async (req) => documents.setActive(actorOf(req), leadViewOf(req), req.params.documentId, true),
  );

  r.post(
    '/api/leads/:leadId/documents/:documentId/verify',
    op(
      'verifyLeadDocument',
      { lead: 'document', bit: 'edit' },
      {
        params: leadDocumentParams,
        body: leadDocumentVerifyInput,
        ok: leadDocument,
        description: 'Marks the document verified (by whom, when) or not; needs the edit right.',
      },
    ),
    async (req) => documents.verify(actorOf(req), leadViewOf(req), req.params.documentId, req.body.verified),
  );
}
