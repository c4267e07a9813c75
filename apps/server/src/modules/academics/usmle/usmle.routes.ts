import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  okBody,
  pageOf,
  studentIdParam,
  usmleAttempt,
  usmleAttemptCount,
  usmleAttemptInput,
  usmleAttemptsQuery,
  usmleListQuery,
  usmleParams,
  examDocument,
  examDocumentInput,
  examDocumentList,
  usmleDocumentParams,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { created, okAfter, routeOps } from '../../../platform/route-op.js';
import type { UsmleService } from './usmle.service.js';
import type { EntryDocuments } from '../../kit/index.js';
import { readForm } from '../../../platform/multipart.js';
import { sendFile } from '../../../platform/send-file.js';

const op = routeOps('student USMLE');
const tab = 'usmleTest' as const;
const base = '/api/students/:studentId/usmle-tests';

/** The USMLE tab of the student record. */
export function usmleRoutes(app: FastifyInstance, svc: UsmleService, docs: EntryDocuments) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    base,
    op('listUsmleAttempts', { student: tab, bit: 'read' }, ['usmleTestList'], {
      params: studentIdParam,
      querystring: usmleListQuery,
      ok: pageOf(usmleAttempt),
      description: "The student's USMLE attempts, the latest first, each numbered within its step.",
    }),
    async (req) => svc.list(req.params.studentId, req.query),
  );

  r.get(
    `${base}/attempts`,
    op('countUsmleAttempts', { student: tab, bit: 'read' }, ['noOfAttempts'], {
      params: studentIdParam,
      querystring: usmleAttemptsQuery,
      ok: usmleAttemptCount,
      description: 'How many times the student sat a step, whether it is passed, and the attempts left (at most 4).',
    }),
    async (req) => svc.count(req.params.studentId, req.query.step),
  );

  r.get(
    `${base}/:attemptId`,
    op('getUsmleAttempt', { student: tab, bit: 'read' }, ['usmleTestById'], {
      params: usmleParams,
      ok: usmleAttempt,
      description: "One attempt of the student (another student's: 404).",
    }),
    async (req) => svc.get(req.params.studentId, req.params.attemptId),
  );

  r.post(
    base,
    op('addUsmleAttempt', { student: tab, bit: 'write' }, ['addUsmleTest'], {
      params: studentIdParam,
      body: usmleAttemptInput,
      created: usmleAttempt,
      description:
        'Records an attempt: the step, the day taken (not in the future), Pass or Fail, the score (1-300; Step 1 may have none). 422 for a second record of the step on that day, a step already passed, or a fifth attempt. Audited.',
    }),
    async (req, reply) => created(reply, svc.add(actorOf(req), req.params.studentId, req.body)),
  );

  r.put(
    `${base}/:attemptId`,
    op('updateUsmleAttempt', { student: tab, bit: 'edit' }, ['addUsmleTest'], {
      params: usmleParams,
      body: usmleAttemptInput,
      ok: usmleAttempt,
      description: 'Corrects an attempt, under the same rules against the other attempts. Audited.',
    }),
    async (req) => svc.update(actorOf(req), req.params.studentId, req.params.attemptId, req.body),
  );

  r.delete(
    `${base}/:attemptId`,
    op('deleteUsmleAttempt', { student: tab, bit: 'delete' }, ['deleteUsmleTest'], {
      params: usmleParams,
      ok: okBody,
      description: 'Removes an attempt entered in error. Audited with what it held.',
    }),
    async (req) => okAfter(svc.remove(actorOf(req), req.params.studentId, req.params.attemptId)),
  );

  r.get(
    `${base}/:attemptId/documents`,
    op(
      'listUsmleDocuments',
      { student: tab, bit: 'read' },
      {
        params: usmleParams,
        ok: examDocumentList,
        description: 'The documents filed with an attempt (score reports), the latest first.',
      },
    ),
    async (req) => docs.list(req.params.studentId, req.params.attemptId),
  );

  r.post(
    `${base}/:attemptId/documents`,
    op('uploadUsmleDocument', { student: tab, bit: 'write' }, ['addUsmleTest'], {
      params: usmleParams,
      consumes: ['multipart/form-data'],
      created: examDocument,
      description:
        'multipart/form-data: an optional `title` and one `file` (PDF, PNG or JPEG, checked by its content), kept by the file storage under a random key. 422 for the same file twice on an attempt. Audited.',
    }),
    async (req, reply) => {
      const { fields, files } = await readForm(req, examDocumentInput);
      return created(reply, docs.upload(actorOf(req), req.params.studentId, req.params.attemptId, fields.title, files));
    },
  );

  r.get(
    `${base}/:attemptId/documents/:documentId/file`,
    op(
      'downloadUsmleDocument',
      { student: tab, bit: 'read' },
      {
        params: usmleDocumentParams,
        description: 'The document itself, as an attachment.',
      },
    ),
    async (req, reply) =>
      sendFile(reply, await docs.download(req.params.studentId, req.params.attemptId, req.params.documentId)),
  );

  r.delete(
    `${base}/:attemptId/documents/:documentId`,
    op(
      'deleteUsmleDocument',
      { student: tab, bit: 'delete' },
      {
        params: usmleDocumentParams,
        ok: okBody,
        description: 'Removes a document filed in error (the stored file is kept for the audit trail). Audited.',
      },
    ),
    async (req) =>
      okAfter(docs.remove(actorOf(req), req.params.studentId, req.params.attemptId, req.params.documentId)),
  );
}
