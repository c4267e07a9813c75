import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  mcatInput,
  mcatListQuery,
  mcatParams,
  mcatDocumentParams,
  examDocument,
  examDocumentInput,
  examDocumentList,
  mcatScore,
  mcatSections,
  okBody,
  pageOf,
  studentIdParam,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { created, okAfter, routeOps } from '../../../platform/route-op.js';
import type { McatService } from './mcat.service.js';
import type { EntryDocuments } from '../../kit/index.js';
import { readForm } from '../../../platform/multipart.js';
import { sendFile } from '../../../platform/send-file.js';

const op = routeOps('student MCAT');
const tab = 'mcat' as const;
const base = '/api/students/:studentId/mcat';

/** The MCAT tab of the student record. */
export function mcatRoutes(app: FastifyInstance, svc: McatService, docs: EntryDocuments) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/academics/mcat-sections',
    op('listMcatSections', 'authenticated', ['getExamTypeSub'], {
      ok: mcatSections,
      description: "The MCAT's four sections (its sub-types) with the score range of each (118-132).",
    }),
    async () => svc.sections(),
  );

  r.get(
    base,
    op('listMcatScores', { student: tab, bit: 'read' }, ['studentMcatList'], {
      params: studentIdParam,
      querystring: mcatListQuery,
      ok: pageOf(mcatScore),
      description: "The student's MCAT scores, the latest first.",
    }),
    async (req) => svc.list(req.params.studentId, req.query),
  );

  r.get(
    `${base}/:mcatId`,
    op('getMcatScore', { student: tab, bit: 'read' }, ['getMcatDetails'], {
      params: mcatParams,
      ok: mcatScore,
      description: "One MCAT of the student (another student's: 404).",
    }),
    async (req) => svc.get(req.params.studentId, req.params.mcatId),
  );

  r.post(
    base,
    op('addMcatScore', { student: tab, bit: 'write' }, ['studentMcatSave'], {
      params: studentIdParam,
      body: mcatInput,
      created: mcatScore,
      description:
        'Records an MCAT: the day (not in the future), the four section scores (118-132), the total (their sum; computed when left out) and the percentile. 422 for a second MCAT on the same day. Audited.',
    }),
    async (req, reply) => created(reply, svc.add(actorOf(req), req.params.studentId, req.body)),
  );

  r.put(
    `${base}/:mcatId`,
    op('updateMcatScore', { student: tab, bit: 'edit' }, ['studentMcatSave'], {
      params: mcatParams,
      body: mcatInput,
      ok: mcatScore,
      description: 'Corrects an MCAT of the student. Audited.',
    }),
    async (req) => svc.update(actorOf(req), req.params.studentId, req.params.mcatId, req.body),
  );

  r.delete(
    `${base}/:mcatId`,
    op(
      'deleteMcatScore',
      { student: tab, bit: 'delete' },
      {
        params: mcatParams,
        ok: okBody,
        description: 'Removes an MCAT entered in error. Audited with what it held.',
      },
    ),
    async (req) => okAfter(svc.remove(actorOf(req), req.params.studentId, req.params.mcatId)),
  );
  r.get(
    `${base}/:mcatId/documents`,
    op(
      'listMcatDocuments',
      { student: tab, bit: 'read' },
      {
        params: mcatParams,
        ok: examDocumentList,
        description: 'The documents filed with an MCAT (score reports), the latest first.',
      },
    ),
    async (req) => docs.list(req.params.studentId, req.params.mcatId),
  );

  r.post(
    `${base}/:mcatId/documents`,
    op('uploadMcatDocument', { student: tab, bit: 'write' }, ['studentMcatSave'], {
      params: mcatParams,
      consumes: ['multipart/form-data'],
      created: examDocument,
      description:
        'multipart/form-data: an optional `title` and one `file` (PDF, PNG or JPEG, checked by its content), kept by the file storage under a random key. 422 for the same file twice on an MCAT. Audited.',
    }),
    async (req, reply) => {
      const { fields, files } = await readForm(req, examDocumentInput);
      return created(reply, docs.upload(actorOf(req), req.params.studentId, req.params.mcatId, fields.title, files));
    },
  );

  r.get(
    `${base}/:mcatId/documents/:documentId/file`,
    op(
      'downloadMcatDocument',
      { student: tab, bit: 'read' },
      {
        params: mcatDocumentParams,
        description: 'The document itself, as an attachment.',
      },
    ),
    async (req, reply) =>
      sendFile(reply, await docs.download(req.params.studentId, req.params.mcatId, req.params.documentId)),
  );

  r.delete(
    `${base}/:mcatId/documents/:documentId`,
    op(
      'deleteMcatDocument',
      { student: tab, bit: 'delete' },
      {
        params: mcatDocumentParams,
        ok: okBody,
        description: 'Removes a document filed in error (the stored file is kept for the audit trail). Audited.',
      },
    ),
    async (req) => okAfter(docs.remove(actorOf(req), req.params.studentId, req.params.mcatId, req.params.documentId)),
  );
}
