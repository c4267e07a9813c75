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
import { studentViewOf } from '../record/students.gate.js';
import type { StudentHistoryService } from './student-history.service.js';

const tags = ['student history'];

/** The record's history tabs: activity log, status change, other details, semester deferment, application. */
export function studentHistoryRoutes(app: FastifyInstance, history: StudentHistoryService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/students/:studentId/activity-log',
    {
      schema: {
        operationId: 'listStudentActivity',
        tags,
        params: studentIdParam,
        querystring: studentActivityQuery,
        response: { 200: pageOf(studentActivity) },
        description:
          "The audit trail of the student, newest first (kind narrows it: status, record, notes, documents, accounting, lead, other): the record's own rows and those of records that belong to the student (notes, documents, contacts, accounting); each as a sentence with who did it, its kind, and the changed fields before and after with ids named.",
      },
      config: { access: { student: 'activityLog', bit: 'read' }, specCalls: ['studentActivityLog'] },
    },
    async (req) => history.activity(req.params.studentId, req.query),
  );

  r.get(
    '/api/students/:studentId/status-changes',
    {
      schema: {
        operationId: 'listStudentStatusChanges',
        tags,
        params: studentIdParam,
        querystring: statusChangeQuery,
        response: { 200: pageOf(statusChange) },
        description:
          'Every status change of the student, newest first: from, to, reason, effective date, who and when.',
      },
      config: {
        access: { student: 'statusChange', bit: 'read' },
        specCalls: ['getStatusChangeList', 'getStatusChangeActivityLogList'],
      },
    },
    async (req) => history.statusChanges(req.params.studentId, req.query),
  );

  r.post(
    '/api/students/:studentId/status-changes',
    {
      schema: {
        operationId: 'changeStudentStatus',
        tags,
        params: studentIdParam,
        body: statusChangeInput,
        response: { 201: statusChange },
        description:
          "Changes the student's status (a student-status row) with a reason and an effective date (not in the future); the status decides the tabs the student sees.",
      },
      config: { access: { student: 'statusChange', bit: 'edit' }, specCalls: ['updateStatusChange'] },
    },
    async (req, reply) => {
      reply.status(201);
      return history.changeStatus(actorOf(req), req.params.studentId, req.body);
    },
  );

  r.get(
    '/api/students/:studentId/other-details',
    {
      schema: {
        operationId: 'getStudentOtherDetails',
        tags,
        params: studentIdParam,
        response: { 200: otherDetails },
        description: 'Emergency contact, health and dietary notes, T-shirt size, languages (empty until first saved).',
      },
      config: { access: { student: 'otherDetails', bit: 'read' }, specCalls: ['getOtherDetails'] },
    },
    async (req) => history.otherDetails(req.params.studentId),
  );

  r.put(
    '/api/students/:studentId/other-details',
    {
      schema: {
        operationId: 'saveStudentOtherDetails',
        tags,
        params: studentIdParam,
        body: otherDetailsInput,
        response: { 200: otherDetails },
      },
      config: { access: { student: 'otherDetails', bit: 'edit' }, specCalls: ['addUpdateOtherDeatils'] },
    },
    async (req) => history.saveOtherDetails(actorOf(req), req.params.studentId, req.body),
  );

  r.get(
    '/api/students/:studentId/deferments',
    {
      schema: {
        operationId: 'listStudentDeferments',
        tags,
        params: studentIdParam,
        querystring: defermentQuery,
        response: { 200: pageOf(deferment) },
        description:
          "The deferment log: every move of the start semester, newest first (the student's own tab; staff do not see it).",
      },
      config: { access: { student: 'semesterDeferment', bit: 'read' }, specCalls: ['getDefermentLogs'] },
    },
    async (req) => history.deferments(req.params.studentId, req.query),
  );

  r.get(
    '/api/students/:studentId/deferments/options',
    {
      schema: {
        operationId: 'studentDefermentOptions',
        tags,
        params: studentIdParam,
        response: { 200: defermentOptions },
        description: 'The current start semester and the later ones the start may move to.',
      },
      config: { access: { student: 'semesterDeferment', bit: 'read' } },
    },
    async (req) => history.defermentOptions(req.params.studentId),
  );

  r.post(
    '/api/students/:studentId/deferments',
    {
      schema: {
        operationId: 'deferStudentSemester',
        tags,
        params: studentIdParam,
        body: defermentInput,
        response: { 201: deferment },
        description:
          "The student defers their start to a later semester that has not started; the record's start semester changes at once.",
      },
      config: { access: { student: 'semesterDeferment', bit: 'write' } },
    },
    async (req, reply) => {
      reply.status(201);
      return history.defer(actorOf(req), req.params.studentId, req.body);
    },
  );

  r.get(
    '/api/students/:studentId/application',
    {
      schema: {
        operationId: 'getStudentApplication',
        tags,
        params: studentIdParam,
        response: { 200: studentApplication },
        description:
          'The lead the student came from and the link to its application (the tab shows when the student has a lead).',
      },
      config: { access: { student: 'application', bit: 'read' } },
    },
    async (req) => history.application(studentViewOf(req)),
  );
}
