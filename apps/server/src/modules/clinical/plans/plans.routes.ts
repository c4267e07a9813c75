import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  okBody,
  pageOf,
  planActivity,
  planAnswerInput,
  planIdParam,
  planInput,
  planListQuery,
  planScheduleResult,
  rotationPlan,
  rotationPlanDetails,
  studentIdParam,
  studentPlan,
  studentPlanParams,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { notFound } from '../../../platform/errors.js';
import { created, okAfter, routeOps } from '../../../platform/route-op.js';
import { CLINICAL_MENU } from '../rotations/rotations.routes.js';
import type { PlansService } from './plans.service.js';

const op = routeOps('planned rotations');
const office = (bit: 'read' | 'write' | 'edit' | 'delete') => ({ menu: CLINICAL_MENU, bit }) as const;

/** Planned rotations: the clinical office's list and the student's answer on her Rotation tab. */
export function planRoutes(app: FastifyInstance, svc: PlansService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/clinical/plans',
    op('listRotationPlans', office('read'), ['getPlannedRotationList'], {
      querystring: planListQuery,
      ok: pageOf(rotationPlan),
      description: 'Planned rotations, latest start first, with how many students accepted and declined.',
    }),
    async (req) => svc.list(req.query),
  );

  r.post(
    '/api/clinical/plans',
    op('addRotationPlan', office('write'), ['addPlanRotation'], {
      body: planInput,
      created: rotationPlan,
      description:
        'Plans an offer and dates for students (the placement’s rules, 422); each is Waiting for acceptance.',
    }),
    async (req, reply) => created(reply, svc.add(actorOf(req), req.body)),
  );

  r.get(
    '/api/clinical/plans/:planId',
    op('getRotationPlan', office('read'), ['getPlannedRotationDetails', 'getPlannedCheckedStudents'], {
      params: planIdParam,
      ok: rotationPlanDetails,
      description: 'A plan with its students and their answers.',
    }),
    async (req) => svc.details(req.params.planId),
  );

  r.get(
    '/api/clinical/plans/:planId/activity',
    op('getRotationPlanActivity', office('read'), ['studentPlannedRotationActivityLog'], {
      params: planIdParam,
      ok: planActivity,
      description: 'What happened to the plan, oldest first: made, each answer, scheduled.',
    }),
    async (req) => svc.activity(req.params.planId),
  );

  r.post(
    '/api/clinical/plans/:planId/schedule',
    op('scheduleRotationPlan', office('write'), ['scheduleRotation'], {
      params: planIdParam,
      created: planScheduleResult,
      description: 'Scheduled rotations for the students who accepted, in one transaction (the wizard’s rules).',
    }),
    async (req, reply) => created(reply, svc.schedule(actorOf(req), req.params.planId)),
  );

  r.delete(
    '/api/clinical/plans/:planId',
    op('deleteRotationPlan', office('delete'), ['deletePlannedRotation'], {
      params: planIdParam,
      ok: okBody,
      description: 'Deletes a plan not yet scheduled, with its answers and log.',
    }),
    async (req) => okAfter(svc.remove(actorOf(req), req.params.planId)),
  );

  r.get(
    '/api/students/:studentId/planned-rotations',
    op('listStudentPlannedRotations', { student: 'rotation', bit: 'read' }, ['getStudentPlanRotationList'], {
      params: studentIdParam,
      ok: z.object({ items: z.array(studentPlan) }),
      description: 'The plans made for the student, with her answer on each.',
    }),
    async (req) => ({ items: await svc.forStudent(req.params.studentId) }),
  );

  r.get(
    '/api/students/:studentId/planned-rotations/:planId',
    op('getStudentPlannedRotation', { student: 'rotation', bit: 'read' }, ['getStudentPlanRotationById'], {
      params: studentPlanParams,
      ok: studentPlan,
      description: 'One plan made for the student (a plan she is not in: 404).',
    }),
    async (req) => {
      const [one] = await svc.forStudent(req.params.studentId, req.params.planId);
      if (!one) throw notFound('Planned rotation');
      return one;
    },
  );

  r.post(
    '/api/students/:studentId/planned-rotations/:planId/answer',
    op('answerStudentPlannedRotation', { student: 'rotation', bit: 'edit' }, ['acceptStudentPlanRotation'], {
      params: studentPlanParams,
      body: planAnswerInput,
      ok: studentPlan,
      description:
        'The student accepts or declines a plan once (again: 422); staff with the tab’s edit bit may answer for her.',
    }),
    async (req) => svc.answer(actorOf(req), req.params.studentId, req.params.planId, req.body.accept),
  );
}
