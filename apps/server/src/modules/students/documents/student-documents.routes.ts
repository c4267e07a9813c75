import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentFileQuery,
  pageOf,
  studentDocument,
  studentDocumentChoices,
  studentDocumentDetail,
  studentDocumentEmailInput,
  studentDocumentEmailResult,
  studentDocumentListQuery,
  studentDocumentParams,
  studentDocumentUpdateInput,
  studentDocumentUploadInput,
  studentDocumentVerifyInput,
  studentIdParam,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { readForm } from '../../../platform/multipart.js';
import { studentViewOf } from '../record/students.gate.js';
import { sendFile } from './send-file.js';
import type { StudentDocumentsService } from './student-documents.service.js';

const tags = ['student documents'];
const FILES_NOTE = 'PDF, PNG, JPEG, Word or Excel, recognised by their content; 10 MB each';

/**
 * The Documents tab (staff: every document, deactivated ones on request, verify, email) and the
 * Student Documents tab (the student: documents shared with them and their own uploads). Routes the
 * student may use declare the studentDocument tab; staff-only ones the document tab.
 */
export function studentDocumentsRoutes(app: FastifyInstance, documents: StudentDocumentsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/students/:studentId/documents',
    {
      schema: {
        operationId: 'listStudentDocuments',
        tags,
        params: studentIdParam,
        querystring: studentDocumentListQuery,
        response: { 200: pageOf(studentDocument) },
        description:
          'Active documents by default; `inactive=true` lists the deactivated ones (staff). The student sees those shared with them and their own uploads. Sorts: title, folder, createdAt, updatedAt.',
      },
      config: {
        access: { student: 'studentDocument', bit: 'read' },
        specCalls: ['studentDocumentList', 'getDocumentList'],
      },
    },
    async (req) => documents.list(studentViewOf(req), req.query),
  );

  r.get(
    '/api/students/:studentId/documents/choices',
    {
      schema: {
        operationId: 'studentDocumentChoices',
        tags,
        params: studentIdParam,
        response: { 200: studentDocumentChoices },
        description:
          'The folders (by the student type: nursing and ESL students have their own) and the student document categories.',
      },
      config: { access: { student: 'studentDocument', bit: 'read' }, specCalls: ['documentFolderTypeList'] },
    },
    async (req) => documents.choices(studentViewOf(req)),
  );

  r.post(
    '/api/students/:studentId/documents',
    {
      schema: {
        operationId: 'uploadStudentDocuments',
        tags,
        params: studentIdParam,
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ items: z.array(studentDocument) }) },
        description: `multipart/form-data: the fields of studentDocumentUploadInput and up to 10 \`files\` parts (${FILES_NOTE}); one document per file.`,
      },
      config: { access: { student: 'studentDocument', bit: 'write' }, specCalls: ['documentMultiple'] },
    },
    async (req, reply) => {
      const { fields, files } = await readForm(req, studentDocumentUploadInput);
      reply.status(201);
      return { items: await documents.upload(actorOf(req), studentViewOf(req), fields, files) };
    },
  );

  r.post(
    '/api/students/:studentId/documents/email',
    {
      schema: {
        operationId: 'emailStudentDocuments',
        tags,
        params: studentIdParam,
        body: studentDocumentEmailInput,
        response: { 200: studentDocumentEmailResult },
        description: 'Sends documents, attached, to the student or another address through the outbox (staff).',
      },
      config: { access: { student: 'document', bit: 'write' }, specCalls: ['studentDocumentSendEmail'] },
    },
    async (req) => documents.email(actorOf(req), studentViewOf(req), req.body),
  );

  r.get(
    '/api/students/:studentId/documents/:documentId',
    {
      schema: {
        operationId: 'getStudentDocument',
        tags,
        params: studentDocumentParams,
        response: { 200: studentDocumentDetail },
        description: 'A document with its version history.',
      },
      config: { access: { student: 'studentDocument', bit: 'read' }, specCalls: ['studentDocbyId'] },
    },
    async (req) => documents.get(studentViewOf(req), req.params.documentId),
  );

  r.get(
    '/api/students/:studentId/documents/:documentId/file',
    {
      schema: {
        operationId: 'downloadStudentDocument',
        tags,
        params: studentDocumentParams,
        querystring: documentFileQuery,
        description: 'The current file, or a former `version`; `inline=true` to view it in the browser.',
      },
      config: { access: { student: 'studentDocument', bit: 'read' }, specCalls: ['studentDocumentDownload'] },
    },
    async (req, reply) => {
      const { file, bytes } = await documents.file(studentViewOf(req), req.params.documentId, req.query.version);
      return sendFile(reply, { filename: file.filename, contentType: file.contentType, bytes }, req.query.inline);
    },
  );

  r.put(
    '/api/students/:studentId/documents/:documentId',
    {
      schema: {
        operationId: 'updateStudentDocument',
        tags,
        params: studentDocumentParams,
        consumes: ['multipart/form-data'],
        response: { 200: studentDocument },
        description: `multipart/form-data: the fields of studentDocumentUpdateInput and optionally one \`file\` (${FILES_NOTE}) that replaces the current file; the old one stays in the history.`,
      },
      config: { access: { student: 'studentDocument', bit: 'edit' }, specCalls: ['studentDocumentUpdate'] },
    },
    async (req) => {
      const { fields, files } = await readForm(req, studentDocumentUpdateInput);
      return documents.update(actorOf(req), studentViewOf(req), req.params.documentId, fields, files);
    },
  );

  r.post(
    '/api/students/:studentId/documents/:documentId/deactivate',
    {
      schema: {
        operationId: 'deactivateStudentDocument',
        tags,
        params: studentDocumentParams,
        response: { 200: studentDocument },
        description: 'Takes the document off the active list (it stays, with its files and history).',
      },
      config: { access: { student: 'studentDocument', bit: 'delete' }, specCalls: ['studentDocumentdelete'] },
    },
    async (req) => documents.setActive(actorOf(req), studentViewOf(req), req.params.documentId, false),
  );

  r.post(
    '/api/students/:studentId/documents/:documentId/activate',
    {
      schema: {
        operationId: 'activateStudentDocument',
        tags,
        params: studentDocumentParams,
        response: { 200: studentDocument },
        description: 'Puts a deactivated document back on the list (staff).',
      },
      config: { access: { student: 'document', bit: 'delete' } },
    },
    async (req) => documents.setActive(actorOf(req), studentViewOf(req), req.params.documentId, true),
  );

  r.post(
    '/api/students/:studentId/documents/:documentId/verify',
    {
      schema: {
        operationId: 'verifyStudentDocument',
        tags,
        params: studentDocumentParams,
        body: studentDocumentVerifyInput,
        response: { 200: studentDocument },
        description: 'Marks the document verified (by whom, when) or not (staff).',
      },
      config: { access: { student: 'document', bit: 'edit' } },
    },
    async (req) => documents.verify(actorOf(req), studentViewOf(req), req.params.documentId, req.body.verified),
  );
}
