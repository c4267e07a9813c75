import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
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
import { routeOps } from '../../../platform/route-op.js';
import { DOCUMENT_FILES_NOTE, documentTabRoutes } from '../../kit/index.js';
import { leadViewOf } from '../leads/leads.gate.js';
import type { LeadDocumentsService } from './lead-documents.service.js';

const op = routeOps('lead documents');
const tab = (bit: 'read' | 'write' | 'edit' | 'delete') => ({ lead: 'document' as const, bit });

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
    op('leadDocumentTypes', tab('read'), ['docTypeList'], {
      params: leadIdParam,
      ok: leadDocumentTypes,
      description: 'The applicant document types (mandatory first) with what this lead has of each.',
    }),
    async (req) => documents.types(leadViewOf(req)),
  );

  documentTabRoutes(app, {
    op,
    path: '/api/leads/:leadId/documents',
    view: leadViewOf,
    service: documents,
    schemas: {
      ownerParam: leadIdParam,
      documentParam: leadDocumentParams,
      listQuery: leadDocumentListQuery,
      document: leadDocument,
      detail: leadDocumentDetail,
      uploadInput: leadDocumentUploadInput,
      updateInput: leadDocumentUpdateInput,
      verifyInput: leadDocumentVerifyInput,
    },
    ops: {
      list: {
        id: 'listLeadDocuments',
        access: tab('read'),
        specCalls: ['documentList'],
        description:
          'Active documents by default; `inactive=true` lists the deactivated ones. Sorts: title, type, createdAt, updatedAt.',
      },
      upload: {
        id: 'uploadLeadDocuments',
        access: tab('write'),
        specCalls: ['documentUpload'],
        description: `multipart/form-data: typeId, optional title and description, and up to 10 \`files\` parts (${DOCUMENT_FILES_NOTE}); one document per file (toast 'Document added successfully').`,
      },
      get: {
        id: 'getLeadDocument',
        access: tab('read'),
        specCalls: ['getDocbyId'],
        description: 'A document with its versions.',
      },
      file: { id: 'downloadLeadDocument', access: tab('read'), specCalls: ['documentDownload'] },
      update: {
        id: 'updateLeadDocument',
        access: tab('edit'),
        specCalls: ['documentUpdate'],
        description: `multipart/form-data: typeId, title, description and optionally one \`file\` (${DOCUMENT_FILES_NOTE}) that replaces the current file; the old one stays as a former version and the document needs verifying again.`,
      },
      deactivate: { id: 'deactivateLeadDocument', access: tab('delete'), specCalls: ['deleteDocument'] },
      activate: {
        id: 'activateLeadDocument',
        access: tab('delete'),
        description: 'Puts a deactivated document back on the list.',
      },
      verify: {
        id: 'verifyLeadDocument',
        access: tab('edit'),
        description: 'Marks the document verified (by whom, when) or not; needs the edit right.',
      },
    },
  });
}
