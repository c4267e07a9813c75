import type { Core } from '../../platform/core.js';
import { createBillingEducationalService } from './billing/billing-educational.service.js';
import { billingEducationalRoutes } from './billing/billing-educational.routes.js';
import { createStudentAccountingService } from './accounting/student-accounting.service.js';
import { studentAccountingRoutes } from './accounting/student-accounting.routes.js';
import { createInvoiceService } from './invoices/invoices.service.js';
import { createPaymentService, type PaymentService } from './invoices/payments.service.js';
import { invoiceRoutes } from './invoices/invoices.routes.js';
import { createFinanceDocumentsService } from './invoices/documents.service.js';
import { financeDocumentRoutes } from './invoices/documents.routes.js';
import { createLedgerService } from './ledger/ledger.service.js';
import { createTestGateway, type PaymentGateway } from './payments/gateway.js';
import { createPaymentVerificationService } from './payments/payment-verification.service.js';
import { accountingPaymentRoutes } from './payments/accounting-payments.routes.js';
import { createCreditService } from './credits/credits.service.js';
import { createCreditMoves } from './credits/credit-moves.service.js';
import { creditRoutes } from './credits/credits.routes.js';
import type { Workspace } from '../workspace/index.js';
import type { Kit } from '../kit/index.js';
import { createInvoiceRunsService, INVOICE_RUN_JOB } from './runs/invoice-runs.service.js';
import { invoiceRunRoutes } from './runs/invoice-runs.routes.js';
import { createRevenueService } from './revenue/revenue.service.js';
import { revenueRoutes } from './revenue/revenue.routes.js';
import { createFinancialStatusService, FINANCIAL_STATUS_JOB } from './financial-status/financial-status.service.js';
import { financialStatusRoutes } from './financial-status/financial-status.routes.js';
import { createDirectPaymentService } from './extras/direct-payments.service.js';
import { createStudentExtrasService, INSURANCE_EXPIRY_JOB } from './extras/student-extras.service.js';
import { studentExtrasRoutes } from './extras/student-extras.routes.js';

export { educationOut, educationValues } from './billing/billing-educational.service.js';
export type { PaymentGateway, ChargeRequest, ChargeResult } from './payments/gateway.js';

/**
 * Finance: the student's accounting details and billing contacts; invoices, payments, credits and
 * scholarships on a double-entry ledger; the accounting office's payment verification. Card payments go
 * through `gateway` (the test gateway unless one is given).
 */
export function registerFinance(
  core: Core,
  { workspace, kit, gateway = createTestGateway() }: { workspace: Workspace; kit: Kit; gateway?: PaymentGateway },
) {
  const { app, db, now } = core;
  billingEducationalRoutes(app, createBillingEducationalService({ db }));
  studentAccountingRoutes(app, createStudentAccountingService({ db }));
  // the financial status (1 Cleared, 2 Hold, 3 Blocked): by hand with a reason, the daily overdue sweep, and
  // at once after a student's payment or its cancellation
  const financialStatus = createFinancialStatusService({ db, now });
  financialStatusRoutes(app, financialStatus);
  core.jobs.register({ name: FINANCIAL_STATUS_JOB, cron: '15 2 * * *', run: () => financialStatus.sweep() });
  invoiceRoutes(app, {
    invoices: createInvoiceService({ db, now }),
    payments: withFinancialStatus(createPaymentService({ db, now, gateway }), financialStatus.applyRule),
    ledger: createLedgerService({ db }),
  });
  // the invoice PDF and the payment statement
  financeDocumentRoutes(app, createFinanceDocumentsService({ db, now }));
  const verification = createPaymentVerificationService({ db });
  accountingPaymentRoutes(app, verification);
  workspace.notificationCounts.add('paymentsVerify', () => verification.pendingCount());
  creditRoutes(app, { credits: createCreditService({ db, now }), moves: createCreditMoves({ db, now }) });
  // invoice runs of the accounting office: a job per run (the invoices, then the emails with the PDF)
  const documents = createFinanceDocumentsService({ db, now });
  const runs = createInvoiceRunsService({
    db,
    now,
    jobs: core.jobs,
    mailQueued: core.mailQueued,
    invoicePdf: (studentId, invoiceId) => documents.invoicePdf(studentId, invoiceId),
    storeFile: kit.files.storeChecked,
  });
  invoiceRunRoutes(app, runs);
  // the accounting office's revenue reports, from the ledger
  revenueRoutes(app, createRevenueService({ db, now }));
  core.jobs.register({ name: INVOICE_RUN_JOB, policy: 'standard', retryLimit: 2, run: runs.runJob });
  // payments with no invoice, an invoice's stage, date and installments, old payments, loans, malpractice
  // insurance (a daily job warns the student before a policy lapses)
  const extras = createStudentExtrasService({ db, now, notify: workspace.notify });
  studentExtrasRoutes(app, { direct: createDirectPaymentService({ db, now, gateway }), extras });
  core.jobs.register({ name: INSURANCE_EXPIRY_JOB, cron: '30 6 * * *', run: () => extras.warnExpiring() });
  return {};
}

/** A payment, or its cancellation, applies the financial status rule to its student once it is committed. */
function withFinancialStatus(
  payments: PaymentService,
  applyRule: (studentId: number) => Promise<unknown>,
): PaymentService {
  return {
    ...payments,
    async pay(actor, studentId, ...rest) {
      const result = await payments.pay(actor, studentId, ...rest);
      await applyRule(studentId);
      return result;
    },
    async cancel(actor, studentId, ...rest) {
      const result = await payments.cancel(actor, studentId, ...rest);
      await applyRule(studentId);
      return result;
    },
  };
}

// the demo school (commands/seed-demo.ts)
export { seedStudentAccounting } from './accounting/student-accounting.demo.js';
export { seedDemoFinance } from './invoices/invoices.demo.js';
export { seedDemoOldPayments } from './extras/student-extras.demo.js';
export * from './extras/student-extras.schema.js';
