import type { Core } from '../../platform/core.js';
import { createBillingEducationalService } from './billing/billing-educational.service.js';
import { billingEducationalRoutes } from './billing/billing-educational.routes.js';
import { createStudentAccountingService } from './accounting/student-accounting.service.js';
import { studentAccountingRoutes } from './accounting/student-accounting.routes.js';
import { createInvoiceService } from './invoices/invoices.service.js';
import { createPaymentService } from './invoices/payments.service.js';
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
import { createRotationWeeksService } from './runs/rotation-weeks.service.js';
import { rotationWeeksRoutes } from './runs/rotation-weeks.routes.js';
import { createRevenueService } from './revenue/revenue.service.js';
import { revenueRoutes } from './revenue/revenue.routes.js';
import { financeWidgets } from './dashboard/finance.widgets.js';
import { LOA_MAIL_JOB, createLoaService } from './loa/loa.service.js';
import { loaRoutes } from './loa/loa.routes.js';
import { createReminderService, INVOICE_REMINDER_JOB } from './reminders/reminders.service.js';
import { reminderRoutes } from './reminders/reminders.routes.js';
import { createInvoiceRequestService } from './requests/invoice-requests.service.js';
import { invoiceRequestRoutes } from './requests/invoice-requests.routes.js';
import { createFinancialStatusService, FINANCIAL_STATUS_JOB } from './financial-status/financial-status.service.js';
import { financialStatusRoutes } from './financial-status/financial-status.routes.js';
import { createEstimateService } from './estimates/estimates.service.js';
import { estimateRoutes } from './estimates/estimates.routes.js';
import { recheckingMoves, thenRecheck } from './financial-status/financial-status.recheck.js';
import { createDirectPaymentService } from './extras/direct-payments.service.js';
import { createStudentExtrasService, INSURANCE_EXPIRY_JOB } from './extras/student-extras.service.js';
import { studentExtrasRoutes } from './extras/student-extras.routes.js';

export { billingOut, contactOut, educationOut, educationValues } from './billing/billing-educational.service.js';
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
  // at once after every move of a student's money (invoice, payment, credit, verification) once committed
  const financialStatus = createFinancialStatusService({ db, now });
  const recheck = financialStatus.applyRule;
  financialStatusRoutes(app, financialStatus);
  core.jobs.register({ name: FINANCIAL_STATUS_JOB, cron: '15 2 * * *', run: () => financialStatus.sweep() });
  const payments = recheckingMoves(createPaymentService({ db, now, gateway }), recheck, ['pay', 'cancel']);
  invoiceRoutes(app, {
    // a new invoice waits for the sweep (its due date is ahead); a later due date, a cancellation or a
    // deleted item may lift a hold at once
    invoices: recheckingMoves(createInvoiceService({ db, now }), recheck, ['updateDueDate', 'cancel', 'deleteItem']),
    payments,
    ledger: createLedgerService({ db }),
  });
  // a rotation's weeks invoiced and paid, and its pay-now (the card payment above, rechecking the student)
  rotationWeeksRoutes(app, createRotationWeeksService({ db, now, payments }));
  // the invoice PDF and the payment statement
  financeDocumentRoutes(app, createFinanceDocumentsService({ db, now }));
  const verification = createPaymentVerificationService({ db });
  // a verification answers the payment, whose student is rechecked
  const paymentStudent = (_: unknown, p: { studentId: number }) => p.studentId;
  accountingPaymentRoutes(app, {
    ...verification,
    step1: thenRecheck(verification.step1, recheck, paymentStudent),
    step2: thenRecheck(verification.step2, recheck, paymentStudent),
    reject: thenRecheck(verification.reject, recheck, paymentStudent),
  });
  workspace.notificationCounts.add('paymentsVerify', () => verification.pendingCount());
  creditRoutes(app, {
    credits: createCreditService({ db, now }),
    // a credit applied pays an invoice; a credit removed makes its invoices owe again
    moves: recheckingMoves(createCreditMoves({ db, now }), recheck, ['apply', 'remove']),
  });
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
  // estimates and seat deposits: what is paid on them is held as the student's credit
  estimateRoutes(app, createEstimateService({ db, now, gateway }));
  const revenue = createRevenueService({ db, now });
  revenueRoutes(app, revenue);
  // the bursar's dashboard widgets (bill summary, paid counts, semester invoices, revenue)
  const widgets = financeWidgets({ db, revenue });
  for (const [key, loader] of Object.entries(widgets)) workspace.widgets.add(key, loader);
  core.jobs.register({ name: INVOICE_RUN_JOB, policy: 'standard', retryLimit: 2, run: runs.runJob });
  // letters of authorization, invoice reminders (a job through the outbox), invoice requests, the office's notifications
  const loas = createLoaService({
    db,
    now,
    mail: {
      jobs: core.jobs,
      mailQueued: core.mailQueued,
      invoicePdf: (studentId, invoiceId) => documents.invoicePdf(studentId, invoiceId),
      storeFile: kit.files.storeChecked,
    },
  });
  loaRoutes(app, loas);
  core.jobs.register({ name: LOA_MAIL_JOB, policy: 'standard', retryLimit: 3, run: loas.mailJob });
  const reminders = createReminderService({ db, now, jobs: core.jobs, mailQueued: core.mailQueued });
  reminderRoutes(app, reminders);
  core.jobs.register({ name: INVOICE_REMINDER_JOB, policy: 'standard', retryLimit: 2, run: reminders.runJob });
  const requests = createInvoiceRequestService({ db, now });
  invoiceRequestRoutes(app, requests, () =>
    requests.notifications({
      paymentsVerify: () => verification.pendingCount(),
      med6LoaVerify: () => loas.pendingCount('med6'),
      clinicalLoaVerify: () => loas.pendingCount('clinical'),
    }),
  );
  workspace.notificationCounts.add('invoiceRequests', () => requests.pendingCount());
  // payments with no invoice, an invoice's stage, date and installments, old payments, loans, malpractice
  // insurance (a daily job warns the student before a policy lapses)
  const extras = createStudentExtrasService({ db, now, notify: workspace.notify });
  studentExtrasRoutes(app, { direct: createDirectPaymentService({ db, now, gateway }), extras });
  core.jobs.register({ name: INSURANCE_EXPIRY_JOB, cron: '30 6 * * *', run: () => extras.warnExpiring() });
  return { widgets };
}

// the demo school (commands/seed-demo.ts)
export { seedStudentAccounting } from './accounting/student-accounting.demo.js';
export { seedDemoFinance } from './invoices/invoices.demo.js';
export { seedDemoOldPayments } from './extras/student-extras.demo.js';
export { seedDemoFinanceOffice } from './demo/office.demo.js';
