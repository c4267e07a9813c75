import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  degree,
  degreeInput,
  degreeListQuery,
  degreeParams,
  degreeChoices,
  okBody,
  pageOf,
  studentIdParam,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { created, okAfter, routeOps } from '../../../platform/route-op.js';
import type { DegreeService } from './degrees.service.js';

const op = routeOps('student degrees');
const tab = 'degree' as const;

/** The Degree tab of the student record. */
export function degreeRoutes(app: FastifyInstance, svc: DegreeService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/academics/degree-choices',
    op('listDegreeChoices', 'authenticated', ['getDegreeList'], {
      ok: degreeChoices,
      description:
        "The degrees one may record (the Degrees control table's active rows: name, abbreviation and level: Bachelors, Masters, Ph.D, Other), by level then name.",
    }),
    async () => svc.choices(),
  );

  r.get(
    '/api/students/:studentId/degrees',
    op('listStudentDegrees', { student: tab, bit: 'read' }, ['getStudentDegreeListByStudentId'], {
      params: studentIdParam,
      querystring: degreeListQuery,
      ok: pageOf(degree),
      description:
        "The student's degrees, those in progress (no day conferred) first, then the latest conferred; sort by awardedOn, institution.",
    }),
    async (req) => svc.list(req.params.studentId, req.query),
  );

  r.post(
    '/api/students/:studentId/degrees',
    op('addStudentDegree', { student: tab, bit: 'write' }, ['addOrUpdateStudentDegree'], {
      params: studentIdParam,
      body: degreeInput,
      created: degree,
      description:
        'Adds a degree: one of the Degrees control table (degreeId), the institution, major, honors and the day conferred (not in the future, not before 1950). Audited.',
    }),
    async (req, reply) => created(reply, svc.add(actorOf(req), req.params.studentId, req.body)),
  );

  r.put(
    '/api/students/:studentId/degrees/:degreeId',
    op('updateStudentDegree', { student: tab, bit: 'edit' }, ['addOrUpdateStudentDegree'], {
      params: degreeParams,
      body: degreeInput,
      ok: degree,
      description: "Corrects a degree of the student (another student's degree: 404). Audited.",
    }),
    async (req) => svc.update(actorOf(req), req.params.studentId, req.params.degreeId, req.body),
  );

  r.delete(
    '/api/students/:studentId/degrees/:degreeId',
    op('deleteStudentDegree', { student: tab, bit: 'delete' }, ['deleteDegreeById'], {
      params: degreeParams,
      ok: okBody,
      description: 'Removes a degree entered in error. Audited with what it held.',
    }),
    async (req) => okAfter(svc.remove(actorOf(req), req.params.studentId, req.params.degreeId)),
  );
}
