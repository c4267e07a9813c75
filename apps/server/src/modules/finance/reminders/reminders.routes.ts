import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  invoiceReminder,
  pageOf,
  reminderInput,
  reminderListQuery,
  reminderSemesters,
  reminderStudent,
  reminderStudentQuery,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { routeOps } from '../../../platform/route-op.js';
import type { ReminderService } from './reminders.service.js';

const op = routeOps('invoice reminders');
/** /accounting/invoices/send-reminder is read as the invoices menu link (/accounting/invoices/non-clinical). */
const invoicesMenu = (bit: 'read' | 'write') => ({ menu: '/accounting/invoices/non-clinical', bit });

export function reminderRoutes(app: FastifyInstance, svc: ReminderService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/accounting/invoice-reminders';

  r.get(
    `${base}/semesters`,
    op('listReminderSemesters', invoicesMenu('read'), ['getCurrentFutureSemester'], {
      ok: reminderSemesters,
      description: 'The current semester and those to come (active, ending today or later), by start date.',
    }),
    async () => svc.semesters(),
  );

  r.get(
    `${base}/students`,
    op('listReminderStudents', invoicesMenu('read'), ['getInvoiceRemindListBySemester'], {
      querystring: reminderStudentQuery,
      ok: pageOf(reminderStudent),
      description:
        "The students owing on the semester's open invoices (CR, PP): how many, what is owed and overdue, the first due date, when last reminded; overdueOnly keeps those with an invoice past due. 400 for a semester that is not current or future.",
    }),
    async (req) => svc.students(req.query),
  );

  r.get(
    base,
    op('listInvoiceReminders', invoicesMenu('read'), ['getInvoiceRemindList'], {
      querystring: reminderListQuery,
      ok: pageOf(invoiceReminder),
      description: 'The reminders sent or being sent, newest first (filter: semester).',
    }),
    async (req) => svc.list(req.query),
  );

  r.post(
    base,
    op('addInvoiceReminder', invoicesMenu('write'), ['addInvoiceReminder'], {
      body: reminderInput,
      response: { 202: invoiceReminder },
      description:
        'Records a reminder for the students owing on the semester (all, the overdue ones, or those chosen) and queues the "invoice-reminders" job that emails them through the outbox, at once or on the day `sendOn` (08:00 UTC; 400 for a day past). 422 when nobody owes. Audited.',
    }),
    async (req, reply) => {
      reply.status(202);
      return svc.add(actorOf(req), req.body);
    },
  );
}
