import type { Core } from '../../platform/core.js';
import { createBillingEducationalService } from './billing/billing-educational.service.js';
import { billingEducationalRoutes } from './billing/billing-educational.routes.js';
import { createStudentAccountingService } from './accounting/student-accounting.service.js';
import { studentAccountingRoutes } from './accounting/student-accounting.routes.js';

export { educationOut, educationValues } from './billing/billing-educational.service.js';

/**
 * Finance: the student's accounting details and billing contacts today; invoices, payments, the ledger and
 * the accounting back office come here.
 */
export function registerFinance(core: Core) {
  const { app, db } = core;
  billingEducationalRoutes(app, createBillingEducationalService({ db }));
  studentAccountingRoutes(app, createStudentAccountingService({ db }));
  return {};
}

// the demo school (commands/seed-demo.ts)
export { seedStudentAccounting } from './accounting/student-accounting.demo.js';
