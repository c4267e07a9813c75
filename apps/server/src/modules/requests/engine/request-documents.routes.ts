import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_ID,
  REQUEST_LINK,
  examDocument,
  examDocumentInput,
  examDocumentList,
  okBody,
  requestDocumentParams,
  requestParams,
  studentRequestParams,
} from '@caduceus/contracts';
import { actorOf, isSelfService } from '../../../platform/guard.js';
import { readForm } from '../../../platform/multipart.js';
import { created, okAfter, routeOps } from '../../../platform/route-op.js';
import { sendFile } from '../../../platform/send-file.js';
import type { RequestDocuments } from './request-documents.js';

const op = routeOps('student requests');
const tab = (bit: 'read' | 'write' | 'delete') => ({ student: 'requests' as const, bit });
const base = '/api/students/:studentId/requests/:requestId/documents';
const sideOf = (req: FastifyRequest) => (req.user && isSelfService(req.user) ? 'student' : 'staff');

/** The documents of a request: on the student's Requests tab (hers, or the office on her record) and in a queue. */
export function requestDocumentRoutes(app: FastifyInstance, docs: RequestDocuments) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    base,
    op('listStudentRequestDocuments', tab('read'), {
      params: studentRequestParams,
      ok: examDocumentList,
      description: 'The documents filed with one of her requests, the latest first (another student’s request: 404).',
    }),
    async (req) => docs.list(req.params.studentId, req.params.requestId),
  );
  r.post(
    base,
    op('uploadStudentRequestDocument', tab('write'), ['graduationDocument'], {
      params: studentRequestParams,
      consumes: ['multipart/form-data'],
      created: examDocument,
      description:
        'multipart/form-data: an optional `title` and one `file` (PDF, PNG or JPEG, checked by its content). The student files documents while her request is open (422 once it is final); the office at any time; the same file twice is 422. Audited.',
    }),
    async (req, reply) => {
      const { fields, files } = await readForm(req, examDocumentInput);
      return created(
        reply,
        docs.upload(actorOf(req), sideOf(req), req.params.studentId, req.params.requestId, fields.title, files),
      );
    },
  );
  r.get(
    `${base}/:documentId/file`,
    op('downloadStudentRequestDocument', tab('read'), {
      params: requestDocumentParams,
      description: 'The document itself, as an attachment.',
    }),
    async (req, reply) =>
      sendFile(reply, await docs.download(req.params.studentId, req.params.requestId, req.params.documentId)),
  );
  r.delete(
    `${base}/:documentId`,
    op('deleteStudentRequestDocument', tab('delete'), {
      params: requestDocumentParams,
      ok: okBody,
      description: 'Removes a document filed in error (the student: while the request is open). Audited.',
    }),
    async (req) =>
      okAfter(
        docs.remove(actorOf(req), sideOf(req), req.params.studentId, req.params.requestId, req.params.documentId),
      ),
  );

  // the office's queues: any kind's request, by its id
  const queue = { menu: REQUEST_LINK, bit: 'read' as const };
  r.get(
    '/api/requests/documents/:requestId',
    op('listRequestDocuments', queue, {
      params: requestParams,
      ok: examDocumentList,
      description: 'The documents filed with a request, for the office’s queue drawer.',
    }),
    async (req) => docs.listOf(req.params.requestId),
  );
  r.get(
    '/api/requests/documents/:requestId/:documentId/file',
    op('downloadRequestDocument', queue, {
      params: requestParams.extend({ documentId: z.coerce.number().int().positive().max(MAX_ID) }),
      description: 'A request’s document, as an attachment, for the office.',
    }),
    async (req, reply) => sendFile(reply, await docs.downloadOf(req.params.requestId, req.params.documentId)),
  );
}
