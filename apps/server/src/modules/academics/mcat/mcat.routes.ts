import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  mcatInput,
  mcatListQuery,
  mcatParams,
  mcatScore,
  mcatSections,
  okBody,
  pageOf,
  studentIdParam,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { created, okAfter, routeOps } from '../../../platform/route-op.js';
import type { McatService } from './mcat.service.js';

const op = routeOps('student MCAT');
const tab = 'mcat' as const;
const base = '/api/students/:studentId/mcat';

/** The MCAT tab of the student record. */
export function mcatRoutes(app: FastifyInstance, svc: McatService) {
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
}
