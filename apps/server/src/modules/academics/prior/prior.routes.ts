import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  okBody,
  priorEducation,
  priorEducationInput,
  pageOf,
  priorEducationKindParams,
  priorEducationListQuery,
  priorEducationParams,
  studentIdParam,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { created, okAfter, routeOps } from '../../../platform/route-op.js';
import type { PriorEducationService } from './prior.service.js';

const op = routeOps('student academic details');
const tab = 'academicDetails' as const;
const base = '/api/students/:studentId/prior-education';

/** The Academic Details tab of the student record: prior education as an applicant and schools attending. */
export function priorEducationRoutes(app: FastifyInstance, svc: PriorEducationService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/:kind`,
    op(
      'listPriorEducation',
      { student: tab, bit: 'read' },
      ['getStudentAcademicApplicant', 'studentAcademicAttending'],
      {
        params: priorEducationKindParams,
        querystring: priorEducationListQuery,
        ok: pageOf(priorEducation),
        description:
          "The student's prior education of a kind, the latest start first: `applicant` the schools attended before applying, `attending` those attended besides this one.",
      },
    ),
    async (req) => svc.list(req.params.studentId, req.params.kind, req.query),
  );

  r.post(
    base,
    op(
      'addPriorEducation',
      { student: tab, bit: 'write' },
      ['updateStudentAcademicApplicant', 'updateStudentAcademicAttending'],
      {
        params: studentIdParam,
        body: priorEducationInput,
        created: priorEducation,
        description:
          'Adds a school: the kind, the institution, the program, the dates (the start not in the future, the end not before it) and the GPA (up to 2 digits with up to 2 decimals). 422 for the same institution and start date twice. Audited.',
      },
    ),
    async (req, reply) => created(reply, svc.add(actorOf(req), req.params.studentId, req.body)),
  );

  r.put(
    `${base}/:entryId`,
    op(
      'updatePriorEducation',
      { student: tab, bit: 'edit' },
      ['updateStudentAcademicApplicant', 'updateStudentAcademicAttending'],
      {
        params: priorEducationParams,
        body: priorEducationInput,
        ok: priorEducation,
        description: 'Corrects a school under the same rules. Audited.',
      },
    ),
    async (req) => svc.update(actorOf(req), req.params.studentId, req.params.entryId, req.body),
  );

  r.delete(
    `${base}/:entryId`,
    op(
      'deletePriorEducation',
      { student: tab, bit: 'delete' },
      ['delStudentAcademicApplicant', 'studentAcademicAttending'],
      {
        params: priorEducationParams,
        ok: okBody,
        description: 'Removes a school entered in error. Audited with what it held.',
      },
    ),
    async (req) => okAfter(svc.remove(actorOf(req), req.params.studentId, req.params.entryId)),
  );
}
