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
import { leadViewOf } from '../leads/leads.gate.js';
import type { LeadImmigrationService } from './lead-immigration.service.js';

const tags = ['lead immigration'];
const tab = 'immigrationDocument' as const;
const FILES = 'PDF, PNG or JPEG, recognised by their content; 10 MB each';

/** immigration/document of the lead (the gate answers 403 unless the lead needs immigration). */
export function leadImmigrationRoutes(app: FastifyInstance, svc: LeadImmigrationService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/leads/:leadId/immigration/documents';

  r.get(
    base,
    {
      schema: {
        operationId: 'listLeadImmigrationDocuments',
        tags,
        params: leadIdParam,
        response: { 200: immigrationDocumentsView },
        description: 'Every immigration document type with its current files and status (missing, uploaded, verified).',
      },
      config: { access: { lead: tab, bit: 'read' } },
    },
    async (req) => svc.documents(leadViewOf(req)),
  );

  r.post(
    base,
    {
      schema: {
        operationId: 'uploadLeadImmigrationDocuments',
        tags,
        params: leadIdParam,
        consumes: ['multipart/form-data'],
        response: { 201: immigrationDocumentsView },
        description: `multipart/form-data: \`type\` and up to 10 \`files\` parts (${FILES}).`,
      },
      config: { access: { lead: tab, bit: 'write' } },
    },
    async (req, reply) => {
      const { fields, files } = await readForm(req, immigrationUploadInput);
      reply.status(201);
      return svc.upload(actorOf(req), leadViewOf(req), fields.type, files);
    },
  );

  r.put(
    `${base}/:documentId`,
    {
      schema: {
        operationId: 'replaceLeadImmigrationDocument',
        tags,
        params: leadImmigrationDocumentParams,
        consumes: ['multipart/form-data'],
        response: { 200: immigrationDocumentsView },
        description: `multipart/form-data: one \`file\` (${FILES}) that replaces this file; the old one stays in the trail and the new one waits for verification.`,
      },
      config: { access: { lead: tab, bit: 'edit' } },
    },
    async (req) => {
      const { files } = await readForm(req, z.object({}));
      return svc.replace(actorOf(req), leadViewOf(req), req.params.documentId, files);
    },
  );

  r.post(
    `${base}/verify`,
    {
      schema: {
        operationId: 'verifyLeadImmigrationDocuments',
        tags,
        params: leadIdParam,
        body: immigrationVerifyInput,
        response: { 200: immigrationDocumentsView },
        description: 'Marks files verified (who and when are kept) or not.',
      },
      config: { access: { lead: tab, bit: 'edit' } },
    },
    async (req) => svc.verify(actorOf(req), leadViewOf(req), req.body.documentIds, req.body.verified),
  );

  r.delete(
    `${base}/:documentId`,
    {
      schema: {
        operationId: 'removeLeadImmigrationDocument',
        tags,
        params: leadImmigrationDocumentParams,
        response: { 200: immigrationDocumentsView },
        description: 'Takes a file off (kept in the trail).',
      },
      config: { access: { lead: tab, bit: 'delete' } },
    },
    async (req) => svc.remove(actorOf(req), leadViewOf(req), req.params.documentId),
  );

  r.get(
    `${base}/:documentId/file`,
    {
      schema: { operationId: 'downloadLeadImmigrationDocument', tags, params: leadImmigrationDocumentParams },
      config: { access: { lead: tab, bit: 'read' } },
    },
    async (req, reply) => {
      const { file, bytes } = await svc.file(leadViewOf(req), req.params.documentId);
      return sendFile(reply, { filename: file.filename, contentType: file.contentType, bytes });
    },
  );
}
