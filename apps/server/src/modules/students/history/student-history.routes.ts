import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deferment,
  defermentInput,
  defermentOptions,
  defermentQuery,
  otherDetails,
  otherDetailsInput,
  pageOf,
  statusChange,
  statusChangeInput,
  statusChangeQuery,
  studentActivity,
  studentActivityQuery,
  studentApplication,
  studentIdParam,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { created, routeOps } from '../../../platform/route-op.js';
import { studentViewOf } from '../record/students.gate.js';
import type { StudentHistoryService } from './student-history.service.js';

const op = routeOps('student history');

/** The record's history tabs: activity log, status change, other details, semester deferment, application. */
export function studentHistoryRoutes(app: FastifyInstance, history: StudentHistoryService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/students/:studentId/activity-log',
    op('listStudentActivity', { student: 'activityLog', bit: 'read' }, ['studentActivityLog'], {
      params: studentIdParam,
      querystring: studentActivityQuery,
      ok: pageOf(studentActivity),
      description:
        "The audit trail of the student, newest first (kind narrows it: status, record, notes, documents, accounting, lead, other): the record's own rows and those of records that belong to the student (notes, documents, contacts, accounting); each as a sentence with who did it, its kind, and the changed fields before and after with ids named.",
    }),
    async (req) => history.activity(req.params.studentId, req.query),
  );

  r.get(
    '/api/students/:studentId/status-changes',
    op(
      'listStudentStatusChanges',
      { student: 'statusChange', bit: 'read' },
      ['getStatusChangeList', 'getStatusChangeActivityLogList'],
      {
        params: studentIdParam,
        querystring: statusChangeQuery,
        ok: pageOf(statusChange),
        description:
          'Every status change of the student, newest first: from, to, reason, effective date, who and when.',
      },
    ),
    async (req) => history.statusChanges(req.params.studentId, req.query),
  );

  r.post(
    '/api/students/:studentId/status-changes',
    op('changeStudentStatus', { student: 'statusChange', bit: 'edit' }, ['updateStatusChange'], {
      params: studentIdParam,
      body: statusChangeInput,
      created: statusChange,
      description:
        "Changes the student's status (a student-status row) with a reason and an effective date (not in the future); the status decides the tabs the student sees.",
    }),
    async (req, reply) => created(reply, history.changeStatus(actorOf(req), req.params.studentId, req.body)),
  );

  r.get(
    '/api/students/:studentId/other-details',
    op('getStudentOtherDetails', { student: 'otherDetails', bit: 'read' }, ['getOtherDetails'], {
      params: studentIdParam,
      ok: otherDetails,
      description: 'Emergency contact, health and dietary notes, T-shirt size, languages (empty until first saved).',
    }),
    async (req) => history.otherDetails(req.params.studentId),
  );

  r.put(
    '/api/students/:studentId/other-details',
    op('saveStudentOtherDetails', { student: 'otherDetails', bit: 'edit' }, ['addUpdateOtherDeatils'], {
      params: studentIdParam,
      body: otherDetailsInput,
      ok: otherDetails,
    }),
    async (req) => history.saveOtherDetails(actorOf(req), req.params.studentId, req.body),
  );

  r.get(
    '/api/students/:studentId/deferments',
    op('listStudentDeferments', { student: 'semesterDeferment', bit: 'read' }, ['getDefermentLogs'], {
      params: studentIdParam,
      querystring: defermentQuery,
      ok: pageOf(deferment),
      description:
        "The deferment log: every move of the start semester, newest first (the student's own tab; staff do not see it).",
    }),
    async (req) => history.deferments(req.params.studentId, req.query),
  );

  r.get(
    '/api/students/:studentId/deferments/options',
    op(
      'studentDefermentOptions',
      { student: 'semesterDeferment', bit: 'read' },
      {
        params: studentIdParam,
        ok: defermentOptions,
        description: 'The current start semester and the later ones the start may move to.',
      },
    ),
    async (req) => history.defermentOptions(req.params.studentId),
  );

  r.post(
    '/api/students/:studentId/deferments',
    op(
      'deferStudentSemester',
      { student: 'semesterDeferment', bit: 'write' },
      {
        params: studentIdParam,
        body: defermentInput,
        created: deferment,
        description:
          "The student defers their start to a later semester that has not started; the record's start semester changes at once.",
      },
    ),
    async (req, reply) => created(reply, history.defer(actorOf(req), req.params.studentId, req.body)),
  );

  r.get(
    '/api/students/:studentId/application',
    op(
      'getStudentApplication',
      { student: 'application', bit: 'read' },
      {
        params: studentIdParam,
        ok: studentApplication,
        description:
          'The lead the student came from and the link to its application (the tab shows when the student has a lead).',
      },
    ),
    async (req) => history.application(studentViewOf(req)),
  );
}
