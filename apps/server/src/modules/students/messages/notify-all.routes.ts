import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  NOTIFY_ALL_LINK,
  notifyAllInput,
  notifyAllResult,
  notifyClearInput,
  notifyClearResult,
  notifyStudent,
  notifyStudentQuery,
  pageOf,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import type { NotifyAllService } from './notify-all.service.js';

const tags = ['student messages'];
const access = (bit: 'read' | 'write') => ({ menu: NOTIFY_ALL_LINK, bit });

/** "Update Student Info" (/admin/notify-all): ask students to update their personal information. */
export function notifyAllRoutes(app: FastifyInstance, service: NotifyAllService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/notify-all/students',
    {
      schema: {
        operationId: 'listNotifyStudents',
        tags,
        querystring: notifyStudentQuery,
        response: { 200: pageOf(notifyStudent) },
        description:
          'Students to choose from (filters: status, campus, semester, cohort, q), with whether each is asked to update their information; flagged=true lists those who are.',
      },
      config: { access: access('read'), specCalls: ['getStudentListNotify', 'getForceNotification'] },
    },
    async (req) => {
      const page = await service.list(req.query);
      // the students shown (names, emails) are reads of their records: the record access log
      app.accessLog.listed(
        req,
        'student.notifyList',
        page.items.map((s) => s.id),
      );
      return page;
    },
  );

  r.post(
    '/api/admin/notify-all',
    {
      schema: {
        operationId: 'notifyStudentsToUpdateInfo',
        tags,
        body: notifyAllInput,
        response: { 200: notifyAllResult },
        description:
          'Flags the chosen students (studentIds, or every student the filters match when none are picked) to update their personal information, ' +
          'in one transaction with an audit row per student; optionally emails them and notifies their portal accounts in the app. ' +
          'Until they save their personal tab, students see only the notify tabs.',
      },
      config: { access: access('write'), specCalls: ['notifyAll', 'forceNotification', 'studentNotification'] },
    },
    async (req) => service.notifyAll(actorOf(req), req.body),
  );

  r.post(
    '/api/admin/notify-all/clear',
    {
      schema: {
        operationId: 'clearNotifyStudents',
        tags,
        body: notifyClearInput,
        response: { 200: notifyClearResult },
        description: 'Takes the request back from the chosen students (audited per student).',
      },
      config: { access: access('write'), specCalls: ['forceNotification'] },
    },
    async (req) => service.clear(actorOf(req), req.body.studentIds),
  );
}
