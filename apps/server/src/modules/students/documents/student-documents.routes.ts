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
import { created, routeOps } from '../../../platform/route-op.js';
import { studentViewOf } from '../record/students.gate.js';
import { sendFile } from './send-file.js';
import type { StudentDocumentsService } from './student-documents.service.js';

const op = routeOps('student documents');
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
    op(
      'listStudentDocuments',
      { student: 'studentDocument', bit: 'read' },
      ['studentDocumentList', 'getDocumentList'],
      {
        params: studentIdParam,
        querystring: studentDocumentListQuery,
        ok: pageOf(studentDocument),
        description:
          'Active documents by default; `inactive=true` lists the deactivated ones (staff). The student sees those shared with them and their own uploads. Sorts: title, folder, createdAt, updatedAt.',
      },
    ),
    async (req) => documents.list(studentViewOf(req), req.query),
  );

  r.get(
    '/api/students/:studentId/documents/choices',
    op('studentDocumentChoices', { student: 'studentDocument', bit: 'read' }, ['documentFolderTypeList'], {
      params: studentIdParam,
      ok: studentDocumentChoices,
      description:
        'The folders (by the student type: nursing and ESL students have their own) and the student document categories.',
    }),
    async (req) => documents.choices(studentViewOf(req)),
  );

  r.post(
    '/api/students/:studentId/documents',
    op('uploadStudentDocuments', { student: 'studentDocument', bit: 'write' }, ['documentMultiple'], {
      params: studentIdParam,
      consumes: ['multipart/form-data'],
      created: z.object({ items: z.array(studentDocument) }),
      description: `multipart/form-data: the fields of studentDocumentUploadInput and up to 10 \`files\` parts (${FILES_NOTE}); one document per file.`,
    }),
    async (req, reply) => {
      const { fields, files } = await readForm(req, studentDocumentUploadInput);
      return created(reply, { items: await documents.upload(actorOf(req), studentViewOf(req), fields, files) });
    },
  );

  r.post(
    '/api/students/:studentId/documents/email',
    op('emailStudentDocuments', { student: 'document', bit: 'write' }, ['studentDocumentSendEmail'], {
      params: studentIdParam,
      body: studentDocumentEmailInput,
      ok: studentDocumentEmailResult,
      description: 'Sends documents, attached, to the student or another address through the outbox (staff).',
    }),
    async (req) => documents.email(actorOf(req), studentViewOf(req), req.body),
  );

  r.get(
    '/api/students/:studentId/documents/:documentId',
    op('getStudentDocument', { student: 'studentDocument', bit: 'read' }, ['studentDocbyId'], {
      params: studentDocumentParams,
      ok: studentDocumentDetail,
      description: 'A document with its version history.',
    }),
    async (req) => documents.get(studentViewOf(req), req.params.documentId),
  );

  r.get(
    '/api/students/:studentId/documents/:documentId/file',
    op('downloadStudentDocument', { student: 'studentDocument', bit: 'read' }, ['studentDocumentDownload'], {
      params: studentDocumentParams,
      querystring: documentFileQuery,
      description: 'The current file, or a former `version`; `inline=true` to view it in the browser.',
    }),
    async (req, reply) => {
      const { file, bytes } = await documents.file(studentViewOf(req), req.params.documentId, req.query.version);
      return sendFile(reply, { filename: file.filename, contentType: file.contentType, bytes }, req.query.inline);
    },
  );

  r.put(
    '/api/students/:studentId/documents/:documentId',
    op('updateStudentDocument', { student: 'studentDocument', bit: 'edit' }, ['studentDocumentUpdate'], {
      params: studentDocumentParams,
      consumes: ['multipart/form-data'],
      ok: studentDocument,
      description: `multipart/form-data: the fields of studentDocumentUpdateInput and optionally one \`file\` (${FILES_NOTE}) that replaces the current file; the old one stays in the history.`,
    }),
    async (req) => {
      const { fields, files } = await readForm(req, studentDocumentUpdateInput);
      return documents.update(actorOf(req), studentViewOf(req), req.params.documentId, fields, files);
    },
  );

  r.post(
    '/api/students/:studentId/documents/:documentId/deactivate',
    op('deactivateStudentDocument', { student: 'studentDocument', bit: 'delete' }, ['studentDocumentdelete'], {
      params: studentDocumentParams,
      ok: studentDocument,
      description: 'Takes the document off the active list (it stays, with its files and history).',
    }),
    async (req) => documents.setActive(actorOf(req), studentViewOf(req), req.params.documentId, false),
  );

  r.post(
    '/api/students/:studentId/documents/:documentId/activate',
    op(
      'activateStudentDocument',
      { student: 'document', bit: 'delete' },
      {
        params: studentDocumentParams,
        ok: studentDocument,
        description: 'Puts a deactivated document back on the list (staff).',
      },
    ),
    async (req) => documents.setActive(actorOf(req), studentViewOf(req), req.params.documentId, true),
  );

  r.post(
    '/api/students/:studentId/documents/:documentId/verify',
    op(
      'verifyStudentDocument',
      { student: 'document', bit: 'edit' },
      {
        params: studentDocumentParams,
        body: studentDocumentVerifyInput,
        ok: studentDocument,
        description: 'Marks the document verified (by whom, when) or not (staff).',
      },
    ),
    async (req) => documents.verify(actorOf(req), studentViewOf(req), req.params.documentId, req.body.verified),
  );
}
