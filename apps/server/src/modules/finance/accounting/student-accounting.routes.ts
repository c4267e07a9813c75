import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNTING_SETTINGS_LINK,
  bulkAccountingInput,
  bulkInvoiceFinancialStatusInput,
  bulkUpdated,
  pageOf,
  studentAccounting,
  studentAccountingInfoInput,
  studentAccountingListItem,
  studentAccountingListQuery,
  studentAccountingOtherInput,
  studentIdParam,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { routeOps } from '../../../platform/route-op.js';
import type { StudentAccountingService } from './student-accounting.service.js';

const op = routeOps('student accounting');
const tab = 'accountingDetails' as const;
const settings = (bit: 'read' | 'edit') => ({ menu: ACCOUNTING_SETTINGS_LINK, bit });

/**
 * The accounting-details tab (its two forms: the accounting info and the other info) and the accounting
 * settings' bulk updates of the same record ("accounting", "invoice financial status").
 */
export function studentAccountingRoutes(app: FastifyInstance, svc: StudentAccountingService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/students/:studentId/accounting',
    op(
      'getStudentAccounting',
      { student: tab, bit: 'read' },
      ['getStudentAccountingInfo', 'getStudentAccountingMoreInfo'],
      {
        params: studentIdParam,
        ok: studentAccounting,
        description:
          'The accounting record of a student (both forms); a student with none saved reads as the defaults (`recorded` false).',
      },
    ),
    async (req) => svc.read(req.params.studentId),
  );

  r.put(
    '/api/students/:studentId/accounting',
    op('updateStudentAccountingInfo', { student: tab, bit: 'edit' }, ['updateStudentAccountingInfo'], {
      params: studentIdParam,
      body: studentAccountingInfoInput,
      ok: studentAccounting,
      description:
        'The accounting info: invoice financial status (1 Cleared, 2 Hold, 3 Blocked), invoice types, payment plan, scholarship, financial aid, sponsor, billing email, tuition locked-in amount. Made on the first save; audited.',
    }),
    async (req) => svc.updateInfo(actorOf(req), req.params.studentId, req.body),
  );

  r.put(
    '/api/students/:studentId/accounting/other-info',
    op('updateStudentAccountingOtherInfo', { student: tab, bit: 'edit' }, ['updateStudentAccountingOtherInfo'], {
      params: studentIdParam,
      body: studentAccountingOtherInput,
      ok: studentAccounting,
      description: 'The other info: the account number in the accounting system and remarks. Audited.',
    }),
    async (req) => svc.updateOther(actorOf(req), req.params.studentId, req.body),
  );

  r.get(
    '/api/students/accounting',
    op('listStudentAccounting', settings('read'), {
      querystring: studentAccountingListQuery,
      ok: pageOf(studentAccountingListItem),
      description:
        "Students with their accounting values (defaults where none are saved), for the bulk updates' first step: paging, sort (id, name, status, campus, cohort, invoiceFinancialStatus), q and filters.",
    }),
    async (req) => svc.list(req.query),
  );

  r.post(
    '/api/students/bulk/accounting',
    op('bulkUpdateStudentAccounting', settings('edit'), {
      body: bulkAccountingInput,
      ok: bulkUpdated,
      description:
        'Accounting settings, bulk update: the accounting values given (blank ones are left as they are) on every chosen student, all or none, audited per student.',
    }),
    async (req) => ({ updated: await svc.bulkAccounting(actorOf(req), req.body) }),
  );

  r.post(
    '/api/students/bulk/invoice-financial-status',
    op('bulkUpdateInvoiceFinancialStatus', settings('edit'), {
      body: bulkInvoiceFinancialStatusInput,
      ok: bulkUpdated,
      description:
        'Accounting settings, bulk update: the invoice financial status (1 Cleared, 2 Hold, 3 Blocked) of the chosen students, all or none, audited per student.',
    }),
    async (req) => ({
      updated: await svc.bulkInvoiceFinancialStatus(actorOf(req), req.body.studentIds, req.body.invoiceFinancialStatus),
    }),
  );
}
