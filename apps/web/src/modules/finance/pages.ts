import { named, page, type Pages } from '../../app/pageKit';

const loadInvoiceRuns = () => import('./runs/InvoiceRunPage');
const loadRevenue = () => import('./revenue/RevenuePages');
const loadLoas = () => import('./loa/LoaPages');

/** The finance context's screens (the accounting office's payments), each loaded lazily in its own chunk. */
export const financePages: Pages = {
  '/accounting/unverified-notifications': page('guarded', () => import('./payments/UnverifiedPaymentsPage')),
  '/accounting/payments/list': page('guarded', () => import('./payments/PaymentsListPage')),
  '/accounting/scholarship': page('guarded', () => import('./scholarships/ScholarshipAwardsPage')),
  // estimates: many students' at once, and every student's; the leads' estimates
  '/accounting/invoices/estimate': page('guarded', () => import('./estimates/EstimatesPage')),
  '/accounting/lead': page('guarded', () => import('./estimates/LeadPaymentsPage')),
  // invoice runs: one wizard, three kinds
  '/accounting/invoices/non-clinical': page(
    'guarded',
    named(loadInvoiceRuns, (m) => m.NonClinicalInvoicesPage),
  ),
  '/accounting/invoices/housing': page(
    'guarded',
    named(loadInvoiceRuns, (m) => m.HousingInvoicesPage),
  ),
  '/accounting/invoices/due': page(
    'guarded',
    named(loadInvoiceRuns, (m) => m.DueInvoicesPage),
  ),
  // letters of authorization: one chunk, two kinds
  '/accounting/loa/med6Loa': page(
    'guarded',
    named(loadLoas, (m) => m.Med6LoaPage),
  ),
  '/accounting/loa/clinicalLoa': page(
    'guarded',
    named(loadLoas, (m) => m.ClinicalLoaPage),
  ),
  '/accounting/invoices/send-reminder': page('guarded', () => import('./reminders/SendReminderPage')),
  '/accounting/invoice-requests': page('guarded', () => import('./requests/InvoiceRequestsPage')),
  '/accounting/notifications': page('guarded', () => import('./requests/AccountingNotificationsPage')),
  // revenue: one chunk, four views of the ledger
  '/accounting/revenue': page(
    'guarded',
    named(loadRevenue, (m) => m.RevenueSummaryPage),
  ),
  '/accounting/revenue/monthly': page(
    'guarded',
    named(loadRevenue, (m) => m.RevenueMonthlyPage),
  ),
  '/accounting/revenue/weekly': page(
    'guarded',
    named(loadRevenue, (m) => m.RevenueWeeklyPage),
  ),
  '/accounting/revenue/non-clinical': page(
    'guarded',
    named(loadRevenue, (m) => m.RevenueNonClinicalPage),
  ),
};

/** The student record's Accounting Details tab (the students context lists it among its tabs). */
export const loadAccountingDetailsTab = () => import('./student-accounting/AccountingDetailsTab');

/** The student record's Invoices & Payments tab (invoices, payments and the ledger of the student). */
export const loadInvoicePaymentsTab = () => import('./invoices/InvoicePaymentsTab');

/** The student record's Credits & Scholarship tab (the student's credits and scholarships, applied and refunded). */
export const loadCreditsScholarshipTab = () => import('./credits/CreditsScholarshipTab');
