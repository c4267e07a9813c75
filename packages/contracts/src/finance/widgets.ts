import type { WidgetDef } from '../workspace/dashboard.js';

/** The accounting office's dashboard widgets (their loaders: the finance context's face, `widgets`). */
export const FINANCE_WIDGETS: WidgetDef[] = [
  {
    key: 'billSummary',
    title: 'Bill summary',
    description: 'Billed and collected this month, the receivable and what is overdue',
    link: '/accounting/revenue',
    size: 'medium',
    specCalls: ['getDashboardBillSummary'],
  },
  {
    key: 'paidCounts',
    title: 'Paid counts',
    description: 'Invoices open, part paid and paid in full, and the students paid up',
    link: '/accounting/payments/list',
    size: 'medium',
    specCalls: ['getPaidCountList', 'getStudentPaidCountList'],
  },
  {
    key: 'semesterInvoices',
    title: 'Semester invoices',
    description: 'Invoiced and paid by semester, the last nine semesters billed',
    link: '/accounting/invoices/non-clinical',
    size: 'large',
    specCalls: ['getSemesterInvoiceDetails', 'invoiceSemesterCountReport', 'invoiceSemesterCountDetailedReport'],
  },
  {
    key: 'revenue',
    title: 'Revenue',
    description: 'Revenue recognised and cash collected by month, this year',
    link: '/accounting/revenue',
    size: 'large',
    specCalls: ['getRevenueReport', 'getPaymentReport'],
  },
];
