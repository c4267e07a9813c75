import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignCheck,
  assignResult,
  assignRotationsInput,
  clinicalStudent,
  clinicalStudentQuery,
  graphQuery,
  offerSeats,
  offerSeatsQuery,
  okBody,
  pageOf,
  rosterUpdateInput,
  rotationChoices,
  rotationGradeInput,
  rotationGraph,
  rotationIdParam,
  rotationInput,
  rotationListQuery,
  rotationMoveInput,
  rotationParams,
  rotationPaymentInfo,
  studentIdParam,
  studentRotation,
  MAX_ID,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { created, okAfter, routeOps } from '../../../platform/route-op.js';
import type { RotationsService } from './rotations.service.js';

const op = routeOps('clinical rotations');
const tab = 'rotation' as const;
/** The clinical office's screens (/medical/clinicals/assign-rotation/*) are guarded by the one menu entry. */
export const CLINICAL_MENU = '/medical/clinicals/assign-rotation/list';
const office = (bit: 'read' | 'write' | 'edit' | 'delete') => ({ menu: CLINICAL_MENU, bit }) as const;
const offerParam = z.object({ offerId: z.coerce.number().int().positive().max(MAX_ID) });

/** A student's rotations (the Rotation tab) and the clinical office's assignment list, wizard, roster and graph. */
export function rotationRoutes(app: FastifyInstance, svc: RotationsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/clinical/rotation-choices',
    op('listRotationChoices', 'authenticated', ['rotationWithWeeks', 'plannedRotationsHopitals'], {
      ok: rotationChoices,
      description:
        'Active hospitals with the rotations they offer (seats per week, price per week, available days) and their preceptors.',
    }),
    async () => svc.choices(),
  );

  r.get(
    '/api/clinical/offers/:offerId/seats',
    op('getRotationOfferSeats', 'authenticated', ['rotationdates'], {
      params: offerParam,
      querystring: offerSeatsQuery,
      ok: offerSeats,
      description:
        'Seats taken and left in each calendar week (Monday) a placement from `from` for `weeks` weeks touches.',
    }),
    async (req) => svc.seats(req.params.offerId, req.query.from, req.query.weeks),
  );

  r.get(
    '/api/students/:studentId/rotations',
    op(
      'listStudentRotations',
      { student: tab, bit: 'read' },
      ['studentRotationList', 'getRotationList', 'clinicalRotationList', 'studentRotationControllerList'],
      {
        params: studentIdParam,
        querystring: rotationListQuery,
        ok: pageOf(studentRotation),
        description:
          "The student's rotations, latest start first; filters status, hospitalId, from, to; sort startDate, status, hospital.",
      },
    ),
    async (req, _reply) => svc.list({ ...req.query, studentId: req.params.studentId }),
  );

  r.get(
    '/api/students/:studentId/rotations/:rotationId',
    op('getStudentRotation', { student: tab, bit: 'read' }, ['editRotation'], {
      params: rotationParams,
      ok: studentRotation,
      description: "One rotation of the student (another student's: 404).",
    }),
    async (req) => svc.get(req.params.studentId, req.params.rotationId),
  );

  r.get(
    '/api/students/:studentId/rotations/:rotationId/payment',
    op('getStudentRotationPayment', { student: tab, bit: 'read' }, ['getRotationPaymentInfo'], {
      params: rotationParams,
      ok: rotationPaymentInfo,
      description: 'What the rotation costs: weeks × the offer’s price per week (read only).',
    }),
    async (req) => svc.payment(req.params.studentId, req.params.rotationId),
  );

  r.post(
    '/api/students/:studentId/rotations',
    op('addStudentRotation', { student: tab, bit: 'write' }, ['addRotation', 'addUpdateStudentRotation'], {
      params: studentIdParam,
      body: rotationInput,
      created: studentRotation,
      description:
        'Requests a rotation (status Requested): no overlap with her other rotations, inside the offer’s days, not starting in the past, the preceptor of the offer’s hospital, a seat left in every week (422 naming the field; a seat taken meanwhile: 409). The student may request her own.',
    }),
    async (req, reply) => created(reply, svc.add(actorOf(req), req.params.studentId, req.body)),
  );

  r.put(
    '/api/students/:studentId/rotations/:rotationId',
    op('updateStudentRotation', { student: tab, bit: 'edit' }, ['editRotation', 'addUpdateStudentRotation'], {
      params: rotationParams,
      body: rotationInput,
      ok: studentRotation,
      description: 'Changes where or when: the same rules as a new rotation (a start already past may stay). Audited.',
    }),
    async (req) => svc.update(actorOf(req), req.params.studentId, req.params.rotationId, req.body),
  );

  r.post(
    '/api/students/:studentId/rotations/:rotationId/status',
    op('moveStudentRotation', { student: tab, bit: 'edit' }, ['rotationStatus', 'cancelClinicalRequestRotation'], {
      params: rotationParams,
      body: rotationMoveInput,
      ok: studentRotation,
      description: 'Moves the status by contracts’ ROTATION_TRANSITIONS (422 otherwise); Canceled is the cancel.',
    }),
    async (req) => svc.move(actorOf(req), req.params.studentId, req.params.rotationId, req.body.status),
  );

  r.put(
    '/api/students/:studentId/rotations/:rotationId/grade',
    op('gradeStudentRotation', { student: tab, bit: 'edit' }, ['rotationGradeType'], {
      params: rotationParams,
      body: rotationGradeInput,
      ok: studentRotation,
      description:
        'Grades the rotation: marks 0-100, or a status (Honors, High Pass, Pass, Fail, Incomplete); approval becomes Finished.',
    }),
    async (req) => svc.grade(actorOf(req), req.params.studentId, req.params.rotationId, req.body),
  );

  r.delete(
    '/api/students/:studentId/rotations/:rotationId',
    op('deleteStudentRotation', { student: tab, bit: 'delete' }, ['rotationDelete'], {
      params: rotationParams,
      ok: okBody,
      description: 'Deletes a Requested or Pending rotation (any other: 422, cancel it instead). Audited.',
    }),
    async (req) => okAfter(svc.remove(actorOf(req), req.params.studentId, req.params.rotationId)),
  );

  // ---- the clinical office ----
  r.get(
    '/api/clinical/assignments',
    op('listClinicalAssignments', office('read'), ['getClinicalAssignRotation'], {
      querystring: rotationListQuery,
      ok: pageOf(studentRotation),
      description:
        'Every student’s rotations by status, hospital, offer and days, searched by student, hospital or rotation.',
    }),
    async (req) => svc.list(req.query),
  );

  r.get(
    '/api/clinical/students',
    op('listClinicalStudents', office('read'), ['clinicalStudentList'], {
      querystring: clinicalStudentQuery,
      ok: pageOf(clinicalStudent),
      description: 'Students to assign, searched by name, id or email, with the rotations each holds.',
    }),
    async (req) => svc.clinicalStudents(req.query),
  );

  r.post(
    '/api/clinical/assignments/check',
    op('checkClinicalAssignment', office('read'), {
      body: assignRotationsInput,
      ok: assignCheck,
      description:
        'The wizard’s confirmation: the placement’s rules (422) and each student’s refusal, if any; writes nothing.',
    }),
    async (req) => svc.checkAssign(req.body),
  );

  r.post(
    '/api/clinical/assignments',
    op('assignClinicalRotations', office('write'), ['clinicalAssignRotation'], {
      body: assignRotationsInput,
      created: assignResult,
      description:
        'Assigns the students to the placement as Scheduled, in one transaction: all or none (422 with a field per refused student, `studentIds.<id>`; seats taken meanwhile: 409).',
    }),
    async (req, reply) => created(reply, svc.assign(actorOf(req), req.body)),
  );

  r.get(
    '/api/clinical/roster',
    op('listClinicalRoster', office('read'), ['getClinicalRoaster', 'getClinicalRosterList'], {
      querystring: rotationListQuery,
      ok: pageOf(studentRotation),
      description: 'Scheduled rotations (or the status asked for) by hospital, offer and days.',
    }),
    async (req) => svc.list({ ...req.query, ...(!req.query.status && { statuses: ['Scheduled', 'Accepted'] }) }),
  );

  r.patch(
    '/api/clinical/roster/:rotationId',
    op('updateClinicalRoster', office('edit'), ['updateClinicalRoaster'], {
      params: rotationIdParam,
      body: rosterUpdateInput,
      ok: studentRotation,
      description: 'Changes a rotation’s dates, preceptor or status from the roster, by the same rules.',
    }),
    async (req) => svc.updateRoster(actorOf(req), req.params.rotationId, req.body),
  );

  r.get(
    '/api/clinical/graph',
    op('getClinicalRotationGraph', office('read'), ['assignRotationGraph'], {
      querystring: graphQuery,
      ok: rotationGraph,
      description: 'Students by hospital and calendar week: each rotation as the weeks it covers.',
    }),
    async (req) => svc.graph(req.query),
  );
}
