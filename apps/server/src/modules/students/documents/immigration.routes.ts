import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  immigrationDetails,
  immigrationDetailsInput,
  immigrationDocumentParams,
  immigrationDocumentsView,
  immigrationUploadInput,
  immigrationVerifyInput,
  studentIdParam,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { readForm } from '../../../platform/multipart.js';
import { studentViewOf } from '../record/students.gate.js';
import { sendFile } from './send-file.js';
import type { ImmigrationService } from './immigration.service.js';

const tags = ['immigration'];

/** The Immigration and Immigration Documents tabs (shown only when the student needs immigration: the gate refuses them otherwise). */
export function immigrationRoutes(app: FastifyInstance, immigration: ImmigrationService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/students/:studentId/immigration';

  r.get(
    base,
    {
      schema: {
        operationId: 'getImmigrationDetails',
        tags,
        params: studentIdParam,
        response: { 200: immigrationDetails },
        description: 'Passport (from the student record), visa, permit and arrival.',
      },
      config: { access: { student: 'immigration', bit: 'read' }, specCalls: ['getImmigrationDetails'] },
    },
    async (req) => immigration.details(studentViewOf(req)),
  );

  r.put(
    base,
    {
      schema: {
        operationId: 'saveImmigrationDetails',
        tags,
        params: studentIdParam,
        body: immigrationDetailsInput,
        response: { 200: immigrationDetails },
        description: 'Staff save the details; the passport number and expiry are saved on the student record.',
      },
      config: { access: { student: 'immigration', bit: 'edit' }, specCalls: ['addImmigration'] },
    },
    async (req) => immigration.saveDetails(actorOf(req), studentViewOf(req), req.body),
  );

  r.get(
    `${base}/documents`,
    {
      schema: {
        operationId: 'listImmigrationDocuments',
        tags,
        params: studentIdParam,
        response: { 200: immigrationDocumentsView },
        description: 'Every immigration document type with its files and status (missing, uploaded, verified).',
      },
      config: { access: { student: 'immigrationDocument', bit: 'read' }, specCalls: ['getImmigrationDetails'] },
    },
    async (req) => immigration.documents(studentViewOf(req)),
  );

  r.post(
    `${base}/documents`,
    {
      schema: {
        operationId: 'uploadImmigrationDocuments',
        tags,
        params: studentIdParam,
        consumes: ['multipart/form-data'],
        response: { 201: immigrationDocumentsView },
        description:
          'multipart/form-data: `type` and up to 10 `files` parts (PDF, PNG or JPEG by content; 10 MB each). The student may upload their own.',
      },
      config: { access: { student: 'immigrationDocument', bit: 'write' }, specCalls: ['addImmigration'] },
    },
    async (req, reply) => {
      const { fields, files } = await readForm(req, immigrationUploadInput);
      reply.status(201);
      return immigration.upload(actorOf(req), studentViewOf(req), fields.type, files);
    },
  );

  r.post(
    `${base}/documents/verify`,
    {
      schema: {
        operationId: 'verifyImmigrationDocuments',
        tags,
        params: studentIdParam,
        body: immigrationVerifyInput,
        response: { 200: immigrationDocumentsView },
        description: 'Staff mark files verified (who and when are kept) or not.',
      },
      config: { access: { student: 'immigrationDocument', bit: 'edit' }, specCalls: ['verifyImmigrationDocuments'] },
    },
    async (req) => immigration.verify(actorOf(req), studentViewOf(req), req.body.documentIds, req.body.verified),
  );

  r.delete(
    `${base}/documents/:documentId`,
    {
      schema: {
        operationId: 'removeImmigrationDocument',
        tags,
        params: immigrationDocumentParams,
        response: { 200: immigrationDocumentsView },
        description: 'Takes a file off (kept in the trail); the student only their own unverified uploads.',
      },
      config: { access: { student: 'immigrationDocument', bit: 'delete' } },
    },
    async (req) => immigration.remove(actorOf(req), studentViewOf(req), req.params.documentId),
  );

  r.get(
    `${base}/documents/:documentId/file`,
    {
      schema: { operationId: 'downloadImmigrationDocument', tags, params: immigrationDocumentParams },
      config: { access: { student: 'immigrationDocument', bit: 'read' } },
    },
    async (req, reply) => {
      const { file, bytes } = await immigration.file(studentViewOf(req), req.params.documentId);
      return sendFile(reply, { filename: file.filename, contentType: file.contentType, bytes });
    },
  );
}
