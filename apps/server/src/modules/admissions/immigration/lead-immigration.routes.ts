import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  immigrationDocumentsView,
  immigrationUploadInput,
  immigrationVerifyInput,
  leadIdParam,
  leadImmigrationDocumentParams,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { readForm } from '../../../platform/multipart.js';
import { sendFile } from '../../../platform/send-file.js';
import { created, routeOps } from '../../../platform/route-op.js';
import { leadViewOf } from '../leads/leads.gate.js';
import type { LeadImmigrationService } from './lead-immigration.service.js';

const op = routeOps('lead immigration');
const tab = 'immigrationDocument' as const;
const FILES = 'PDF, PNG or JPEG, recognised by their content; 10 MB each';

/** immigration/document of the lead (the gate answers 403 unless the lead needs immigration). */
export function leadImmigrationRoutes(app: FastifyInstance, svc: LeadImmigrationService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/leads/:leadId/immigration/documents';

  r.get(
    base,
    op(
      'listLeadImmigrationDocuments',
      { lead: tab, bit: 'read' },
      {
        params: leadIdParam,
        ok: immigrationDocumentsView,
        description: 'Every immigration document type with its current files and status (missing, uploaded, verified).',
      },
    ),
    async (req) => svc.documents(leadViewOf(req)),
  );

  r.post(
    base,
    op(
      'uploadLeadImmigrationDocuments',
      { lead: tab, bit: 'write' },
      {
        params: leadIdParam,
        consumes: ['multipart/form-data'],
        created: immigrationDocumentsView,
        description: `multipart/form-data: \`type\` and up to 10 \`files\` parts (${FILES}).`,
      },
    ),
    async (req, reply) => {
      const { fields, files } = await readForm(req, immigrationUploadInput);
      return created(reply, svc.upload(actorOf(req), leadViewOf(req), fields.type, files));
    },
  );

  r.put(
    `${base}/:documentId`,
    op(
      'replaceLeadImmigrationDocument',
      { lead: tab, bit: 'edit' },
      {
        params: leadImmigrationDocumentParams,
        consumes: ['multipart/form-data'],
        ok: immigrationDocumentsView,
        description: `multipart/form-data: one \`file\` (${FILES}) that replaces this file; the old one stays in the trail and the new one waits for verification.`,
      },
    ),
    async (req) => {
      const { files } = await readForm(req, z.object({}));
      return svc.replace(actorOf(req), leadViewOf(req), req.params.documentId, files);
    },
  );

  r.post(
    `${base}/verify`,
    op(
      'verifyLeadImmigrationDocuments',
      { lead: tab, bit: 'edit' },
      {
        params: leadIdParam,
        body: immigrationVerifyInput,
        ok: immigrationDocumentsView,
        description: 'Marks files verified (who and when are kept) or not.',
      },
    ),
    async (req) => svc.verify(actorOf(req), leadViewOf(req), req.body.documentIds, req.body.verified),
  );

  r.delete(
    `${base}/:documentId`,
    op(
      'removeLeadImmigrationDocument',
      { lead: tab, bit: 'delete' },
      {
        params: leadImmigrationDocumentParams,
        ok: immigrationDocumentsView,
        description: 'Takes a file off (kept in the trail).',
      },
    ),
    async (req) => svc.remove(actorOf(req), leadViewOf(req), req.params.documentId),
  );

  r.get(
    `${base}/:documentId/file`,
    op('downloadLeadImmigrationDocument', { lead: tab, bit: 'read' }, { params: leadImmigrationDocumentParams }),
    async (req, reply) => {
      const { file, bytes } = await svc.file(leadViewOf(req), req.params.documentId);
      return sendFile(reply, { filename: file.filename, contentType: file.contentType, bytes });
    },
  );
}
