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
import { routeOps } from '../../../platform/route-op.js';
import type { NotifyAllService } from './notify-all.service.js';

const op = routeOps('student messages');
const access = (bit: 'read' | 'write') => ({ menu: NOTIFY_ALL_LINK, bit });

/** "Update Student Info" (/admin/notify-all): ask students to update their personal information. */
export function notifyAllRoutes(app: FastifyInstance, service: NotifyAllService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/notify-all/students',
    op('listNotifyStudents', access('read'), ['getStudentListNotify', 'getForceNotification'], {
      querystring: notifyStudentQuery,
      ok: pageOf(notifyStudent),
      description:
        'Students to choose from (filters: status, campus, semester, cohort, q), with whether each is asked to update their information; flagged=true lists those who are.',
    }),
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
    op('notifyStudentsToUpdateInfo', access('write'), ['notifyAll', 'forceNotification', 'studentNotification'], {
      body: notifyAllInput,
      ok: notifyAllResult,
      description:
        'Flags the chosen students (studentIds, or every student the filters match when none are picked) to update their personal information, ' +
        'in one transaction with an audit row per student; optionally emails them and notifies their portal accounts in the app. ' +
        'Until they save their personal tab, students see only the notify tabs.',
    }),
    async (req) => service.notifyAll(actorOf(req), req.body),
  );

  r.post(
    '/api/admin/notify-all/clear',
    op('clearNotifyStudents', access('write'), ['forceNotification'], {
      body: notifyClearInput,
      ok: notifyClearResult,
      description: 'Takes the request back from the chosen students (audited per student).',
    }),
    async (req) => service.clear(actorOf(req), req.body.studentIds),
  );
}
