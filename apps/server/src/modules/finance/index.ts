import type { Core } from '../../platform/core.js';
import { createBillingEducationalService } from './billing/billing-educational.service.js';
import { billingEducationalRoutes } from './billing/billing-educational.routes.js';
import { createStudentAccountingService } from './accounting/student-accounting.service.js';
import { studentAccountingRoutes } from './accounting/student-accounting.routes.js';
import { createInvoiceService } from './invoices/invoices.service.js';
import { createPaymentService } from './invoices/payments.service.js';
import { invoiceRoutes } from './invoices/invoices.routes.js';
import { createLedgerService } from './ledger/ledger.service.js';

export { educationOut, educationValues } from './billing/billing-educational.service.js';

/**
 * Finance: the student's accounting details and billing contacts; invoices and payments on a
 * double-entry ledger; the accounting back office comes here.
 */
export function registerFinance(core: Core) {
  const { app, db, now } = core;
  billingEducationalRoutes(app, createBillingEducationalService({ db }));
  studentAccountingRoutes(app, createStudentAccountingService({ db }));
  invoiceRoutes(app, {
    invoices: createInvoiceService({ db, now }),
    payments: createPaymentService({ db, now }),
    ledger: createLedgerService({ db }),
  });
  return {};
}

// the demo school (commands/seed-demo.ts)
export { seedStudentAccounting } from './accounting/student-accounting.demo.js';
