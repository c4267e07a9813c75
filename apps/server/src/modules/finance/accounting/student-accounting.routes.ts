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
import type { StudentAccountingService } from './student-accounting.service.js';

const tags = ['student accounting'];
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
    {
      schema: {
        operationId: 'getStudentAccounting',
        tags,
        params: studentIdParam,
        response: { 200: studentAccounting },
        description:
          'The accounting record of a student (both forms); a student with none saved reads as the defaults (`recorded` false).',
      },
      config: {
        access: { student: tab, bit: 'read' },
        specCalls: ['getStudentAccountingInfo', 'getStudentAccountingMoreInfo'],
      },
    },
    async (req) => svc.read(req.params.studentId),
  );

  r.put(
    '/api/students/:studentId/accounting',
    {
      schema: {
        operationId: 'updateStudentAccountingInfo',
        tags,
        params: studentIdParam,
        body: studentAccountingInfoInput,
        response: { 200: studentAccounting },
        description:
          'The accounting info: invoice financial status (1 Cleared, 2 Hold, 3 Blocked), invoice types, payment plan, scholarship, financial aid, sponsor, billing email, tuition locked-in amount. Made on the first save; audited.',
      },
      config: { access: { student: tab, bit: 'edit' }, specCalls: ['updateStudentAccountingInfo'] },
    },
    async (req) => svc.updateInfo(actorOf(req), req.params.studentId, req.body),
  );

  r.put(
    '/api/students/:studentId/accounting/other-info',
    {
      schema: {
        operationId: 'updateStudentAccountingOtherInfo',
        tags,
        params: studentIdParam,
        body: studentAccountingOtherInput,
        response: { 200: studentAccounting },
        description: 'The other info: the account number in the accounting system and remarks. Audited.',
      },
      config: { access: { student: tab, bit: 'edit' }, specCalls: ['updateStudentAccountingOtherInfo'] },
    },
    async (req) => svc.updateOther(actorOf(req), req.params.studentId, req.body),
  );

  r.get(
    '/api/students/accounting',
    {
      schema: {
        operationId: 'listStudentAccounting',
        tags,
        querystring: studentAccountingListQuery,
        response: { 200: pageOf(studentAccountingListItem) },
        description:
          "Students with their accounting values (defaults where none are saved), for the bulk updates' first step: paging, sort (id, name, status, campus, cohort, invoiceFinancialStatus), q and filters.",
      },
      config: { access: settings('read') },
    },
    async (req) => svc.list(req.query),
  );

  r.post(
    '/api/students/bulk/accounting',
    {
      schema: {
        operationId: 'bulkUpdateStudentAccounting',
        tags,
        body: bulkAccountingInput,
        response: { 200: bulkUpdated },
        description:
          'Accounting settings, bulk update: the accounting values given (blank ones are left as they are) on every chosen student, all or none, audited per student.',
      },
      config: { access: settings('edit') },
    },
    async (req) => ({ updated: await svc.bulkAccounting(actorOf(req), req.body) }),
  );

  r.post(
    '/api/students/bulk/invoice-financial-status',
    {
      schema: {
        operationId: 'bulkUpdateInvoiceFinancialStatus',
        tags,
        body: bulkInvoiceFinancialStatusInput,
        response: { 200: bulkUpdated },
        description:
          'Accounting settings, bulk update: the invoice financial status (1 Cleared, 2 Hold, 3 Blocked) of the chosen students, all or none, audited per student.',
      },
      config: { access: settings('edit') },
    },
    async (req) => ({
      updated: await svc.bulkInvoiceFinancialStatus(actorOf(req), req.body.studentIds, req.body.invoiceFinancialStatus),
    }),
  );
}
