import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  financialClearedInput,
  financialStatusChangeInput,
  studentFinancialStatus,
  studentIdParam,
  type FinancialStatus,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { routeOps } from '../../../platform/route-op.js';
import type { FinancialStatusService } from './financial-status.service.js';

const op = routeOps('student financial status');
const tab = 'accountingDetails' as const;
const base = '/api/students/:studentId/financial-status';

/** The student's financial status on the accounting-details tab: read, set by hand with a reason, lift. */
export function financialStatusRoutes(app: FastifyInstance, svc: FinancialStatusService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    base,
    op(
      'getStudentFinancialStatus',
      { student: tab, bit: 'read' },
      {
        params: studentIdParam,
        ok: studentFinancialStatus,
        description:
          "The student's financial status (1 Cleared, 2 Hold, 3 Blocked), what the overdue rule gives today, and the manual override with its reason if staff set one.",
      },
    ),
    async (req) => svc.read(req.params.studentId),
  );

  r.put(
    base,
    op('changeStudentFinancialStatus', { student: tab, bit: 'edit' }, ['financialStatusChange'], {
      params: studentIdParam,
      body: financialStatusChangeInput,
      ok: studentFinancialStatus,
      description:
        'Sets the financial status by hand with a reason: the overdue sweep leaves it until the override is lifted. Blocked restricts what the student sees to the financial-block tabs. Audited.',
    }),
    async (req) =>
      svc.change(actorOf(req), req.params.studentId, req.body.financialStatus as FinancialStatus, req.body.reason),
  );

  r.post(
    `${base}/cleared`,
    op('markStudentFinanciallyCleared', { student: tab, bit: 'edit' }, ['updateFinancialCleared'], {
      params: studentIdParam,
      body: financialClearedInput,
      ok: studentFinancialStatus,
      description: 'Marks the student financially cleared by hand, with a reason (an override to Cleared). Audited.',
    }),
    async (req) => svc.markCleared(actorOf(req), req.params.studentId, req.body.reason),
  );

  r.delete(
    `${base}/override`,
    op(
      'liftStudentFinancialStatusOverride',
      { student: tab, bit: 'edit' },
      {
        params: studentIdParam,
        ok: studentFinancialStatus,
        description: 'Lifts a status set by hand: the overdue rule decides again at once. Audited.',
      },
    ),
    async (req) => svc.lift(actorOf(req), req.params.studentId),
  );
}
