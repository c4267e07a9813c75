import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  leave,
  leaveInput,
  leaveListQuery,
  leaveParams,
  leaveReasonChoices,
  okBody,
  pageOf,
  studentIdParam,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { created, okAfter, routeOps } from '../../../platform/route-op.js';
import type { LeaveService } from './leaves.service.js';

const op = routeOps('student leaves');
const tab = 'leave' as const;

/** The Leave tab of the student record. */
export function leaveRoutes(app: FastifyInstance, svc: LeaveService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/requests/leave-reasons',
    op('listLeaveReasons', 'authenticated', [], {
      ok: leaveReasonChoices,
      description:
        "The reasons a leave may be recorded with: the Leave of Absence Reasons control table's active rows.",
    }),
    async () => svc.choices(),
  );

  r.get(
    '/api/students/:studentId/leaves',
    op('listStudentLeaves', { student: tab, bit: 'read' }, ['studentLeaveList'], {
      params: studentIdParam,
      querystring: leaveListQuery,
      ok: pageOf(leave),
      description: "The student's leaves, the latest first (sort by startDate or endDate), with their days away.",
    }),
    async (req) => svc.list(req.params.studentId, req.query),
  );

  r.get(
    '/api/students/:studentId/leaves/:leaveId',
    op('getStudentLeave', { student: tab, bit: 'read' }, ['getstudentLeave'], {
      params: leaveParams,
      ok: leave,
      description: "One leave of the student (another student's: 404).",
    }),
    async (req) => svc.get(req.params.studentId, req.params.leaveId),
  );

  r.post(
    '/api/students/:studentId/leaves',
    op('addStudentLeave', { student: tab, bit: 'write' }, ['studentLeaveAdd'], {
      params: studentIdParam,
      body: leaveInput,
      created: leave,
      description:
        'Records a leave: a reason of the Leave of Absence Reasons table, the first and last day (the last may be left open), the day back and a note. A leave overlapping another of the student is a 422 on startDate. Audited.',
    }),
    async (req, reply) => created(reply, svc.add(actorOf(req), req.params.studentId, req.body)),
  );

  r.put(
    '/api/students/:studentId/leaves/:leaveId',
    op('updateStudentLeave', { student: tab, bit: 'edit' }, ['studentLeaveAdd'], {
      params: leaveParams,
      body: leaveInput,
      ok: leave,
      description: 'Corrects a leave of the student, with the same rules as a new one. Audited.',
    }),
    async (req) => svc.update(actorOf(req), req.params.studentId, req.params.leaveId, req.body),
  );

  r.delete(
    '/api/students/:studentId/leaves/:leaveId',
    op('deleteStudentLeave', { student: tab, bit: 'delete' }, ['studentLeaveDelete'], {
      params: leaveParams,
      ok: okBody,
      description: 'Removes a leave entered in error. Audited with what it held.',
    }),
    async (req) => okAfter(svc.remove(actorOf(req), req.params.studentId, req.params.leaveId)),
  );
}
