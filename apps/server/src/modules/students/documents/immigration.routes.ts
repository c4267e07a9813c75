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
import { created, routeOps } from '../../../platform/route-op.js';
import { studentViewOf } from '../record/students.gate.js';
import { sendFile } from './send-file.js';
import type { ImmigrationService } from './immigration.service.js';

const op = routeOps('immigration');

/** The Immigration and Immigration Documents tabs (shown only when the student needs immigration: the gate refuses them otherwise). */
export function immigrationRoutes(app: FastifyInstance, immigration: ImmigrationService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/students/:studentId/immigration';

  r.get(
    base,
    op('getImmigrationDetails', { student: 'immigration', bit: 'read' }, ['getImmigrationDetails'], {
      params: studentIdParam,
      ok: immigrationDetails,
      description: 'Passport (from the student record), visa, permit and arrival.',
    }),
    async (req) => immigration.details(studentViewOf(req)),
  );

  r.put(
    base,
    op('saveImmigrationDetails', { student: 'immigration', bit: 'edit' }, ['addImmigration'], {
      params: studentIdParam,
      body: immigrationDetailsInput,
      ok: immigrationDetails,
      description: 'Staff save the details; the passport number and expiry are saved on the student record.',
    }),
    async (req) => immigration.saveDetails(actorOf(req), studentViewOf(req), req.body),
  );

  r.get(
    `${base}/documents`,
    op('listImmigrationDocuments', { student: 'immigrationDocument', bit: 'read' }, ['getImmigrationDetails'], {
      params: studentIdParam,
      ok: immigrationDocumentsView,
      description: 'Every immigration document type with its files and status (missing, uploaded, verified).',
    }),
    async (req) => immigration.documents(studentViewOf(req)),
  );

  r.post(
    `${base}/documents`,
    op('uploadImmigrationDocuments', { student: 'immigrationDocument', bit: 'write' }, ['addImmigration'], {
      params: studentIdParam,
      consumes: ['multipart/form-data'],
      created: immigrationDocumentsView,
      description:
        'multipart/form-data: `type` and up to 10 `files` parts (PDF, PNG or JPEG by content; 10 MB each). The student may upload their own.',
    }),
    async (req, reply) => {
      const { fields, files } = await readForm(req, immigrationUploadInput);
      return created(reply, immigration.upload(actorOf(req), studentViewOf(req), fields.type, files));
    },
  );

  r.post(
    `${base}/documents/verify`,
    op('verifyImmigrationDocuments', { student: 'immigrationDocument', bit: 'edit' }, ['verifyImmigrationDocuments'], {
      params: studentIdParam,
      body: immigrationVerifyInput,
      ok: immigrationDocumentsView,
      description: 'Staff mark files verified (who and when are kept) or not.',
    }),
    async (req) => immigration.verify(actorOf(req), studentViewOf(req), req.body.documentIds, req.body.verified),
  );

  r.delete(
    `${base}/documents/:documentId`,
    op(
      'removeImmigrationDocument',
      { student: 'immigrationDocument', bit: 'delete' },
      {
        params: immigrationDocumentParams,
        ok: immigrationDocumentsView,
        description: 'Takes a file off (kept in the trail); the student only their own unverified uploads.',
      },
    ),
    async (req) => immigration.remove(actorOf(req), studentViewOf(req), req.params.documentId),
  );

  r.get(
    `${base}/documents/:documentId/file`,
    op(
      'downloadImmigrationDocument',
      { student: 'immigrationDocument', bit: 'read' },
      { params: immigrationDocumentParams },
    ),
    async (req, reply) => {
      const { file, bytes } = await immigration.file(studentViewOf(req), req.params.documentId);
      return sendFile(reply, { filename: file.filename, contentType: file.contentType, bytes });
    },
  );
}
