/** Where the accounting settings live, and their bulk-update pages (bulk updates of students, not tables). */
export const ACCOUNTING_BASE = '/admin/accounting-settings';
export const ACCOUNTING_BULK_PAGES = [
  { slug: 'bulk-update/accounting', title: 'Bulk Update: Accounting' },
  { slug: 'bulk-update/financial-status', title: 'Bulk Update: Financial Status' },
  { slug: 'bulk-update/invoice-financial-status', title: 'Bulk Update: Invoice Financial Status' },
] as const;
