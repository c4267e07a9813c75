import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
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
import { routeOps } from '../../../platform/route-op.js';
import { DOCUMENT_FILES_NOTE, documentTabRoutes } from '../../kit/index.js';
import { studentViewOf } from '../record/students.gate.js';
import type { StudentDocumentsService } from './student-documents.service.js';

const op = routeOps('student documents');

/**
 * The Documents tab (staff: every document, deactivated ones on request, verify, email) and the
 * Student Documents tab (the student: documents shared with them and their own uploads). Routes the
 * student may use declare the studentDocument tab; staff-only ones the document tab.
 */
export function studentDocumentsRoutes(app: FastifyInstance, documents: StudentDocumentsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const own = (bit: 'read' | 'write' | 'edit' | 'delete') => ({ student: 'studentDocument' as const, bit });
  const staff = (bit: 'write' | 'edit' | 'delete') => ({ student: 'document' as const, bit });
  documentTabRoutes(app, {
    op,
    path: '/api/students/:studentId/documents',
    view: studentViewOf,
    service: documents,
    schemas: {
      ownerParam: studentIdParam,
      documentParam: studentDocumentParams,
      listQuery: studentDocumentListQuery,
      document: studentDocument,
      detail: studentDocumentDetail,
      uploadInput: studentDocumentUploadInput,
      updateInput: studentDocumentUpdateInput,
      verifyInput: studentDocumentVerifyInput,
    },
    ops: {
      list: {
        id: 'listStudentDocuments',
        access: own('read'),
        specCalls: ['studentDocumentList', 'getDocumentList'],
        description:
          'Active documents by default; `inactive=true` lists the deactivated ones (staff). The student sees those shared with them and their own uploads. Sorts: title, folder, createdAt, updatedAt.',
      },
      upload: {
        id: 'uploadStudentDocuments',
        access: own('write'),
        specCalls: ['documentMultiple'],
        description: `multipart/form-data: the fields of studentDocumentUploadInput and up to 10 \`files\` parts (${DOCUMENT_FILES_NOTE}); one document per file.`,
      },
      get: {
        id: 'getStudentDocument',
        access: own('read'),
        specCalls: ['studentDocbyId'],
        description: 'A document with its version history.',
      },
      file: { id: 'downloadStudentDocument', access: own('read'), specCalls: ['studentDocumentDownload'] },
      update: {
        id: 'updateStudentDocument',
        access: own('edit'),
        specCalls: ['studentDocumentUpdate'],
        description: `multipart/form-data: the fields of studentDocumentUpdateInput and optionally one \`file\` (${DOCUMENT_FILES_NOTE}) that replaces the current file; the old one stays in the history.`,
      },
      deactivate: { id: 'deactivateStudentDocument', access: own('delete'), specCalls: ['studentDocumentdelete'] },
      activate: {
        id: 'activateStudentDocument',
        access: staff('delete'),
        description: 'Puts a deactivated document back on the list (staff).',
      },
      verify: {
        id: 'verifyStudentDocument',
        access: staff('edit'),
        description: 'Marks the document verified (by whom, when) or not (staff).',
      },
    },
    // the folders and categories, and emailing documents (staff), come after the list and the upload
    besides: () => {
      r.get(
        '/api/students/:studentId/documents/choices',
        op('studentDocumentChoices', own('read'), ['documentFolderTypeList'], {
          params: studentIdParam,
          ok: studentDocumentChoices,
          description:
            'The folders (by the student type: nursing and ESL students have their own) and the student document categories.',
        }),
        async (req) => documents.choices(studentViewOf(req)),
      );

      r.post(
        '/api/students/:studentId/documents/email',
        op('emailStudentDocuments', staff('write'), ['studentDocumentSendEmail'], {
          params: studentIdParam,
          body: studentDocumentEmailInput,
          ok: studentDocumentEmailResult,
          description: 'Sends documents, attached, to the student or another address through the outbox (staff).',
        }),
        async (req) => documents.email(actorOf(req), studentViewOf(req), req.body),
      );
    },
  });
}
