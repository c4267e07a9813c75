import { changedList, type ChangeDescriber } from '../kit/changes.js';
import { INVOICE_FINANCIAL_STATUSES, INVOICE_TYPES } from '../reference/options.js';
import { PAYMENT_PLAN_OPTIONS } from './accounting.js';

/** A student's accounting record in words (the accounting-details tab and the bulk updates; kit/changes.ts). */
export const STUDENT_ACCOUNTING_DESCRIBER: ChangeDescriber = {
  fields: {
    invoiceFinancialStatus: {
      label: 'Invoice Financial Status',
      kind: 'option',
      options: INVOICE_FINANCIAL_STATUSES,
    },
    invoiceTypes: { label: 'Invoice Types', kind: 'options', options: INVOICE_TYPES },
    paymentPlan: { label: 'Payment Plan', kind: 'option', options: PAYMENT_PLAN_OPTIONS },
    installments: { label: 'Installments' },
    scholarshipId: { label: 'Scholarship', kind: 'ref' },
    financialAidId: { label: 'Financial Aid', kind: 'ref' },
    sponsor: { label: 'Sponsor' },
    billingEmail: { label: 'Billing Email' },
    tuitionLockedAmount: { label: 'Locked-in Tuition', kind: 'money' },
    accountNumber: { label: 'Account Number' },
    remarks: { label: 'Remarks', kind: 'long' },
  },
  sentence(c) {
    const bulk = c.action === 'bulkUpdate' || c.action === 'updateInvoiceFinancialStatus' ? ' (bulk update)' : '';
    const only = c.changedLabels.length === 1 && c.changedLabels[0] === 'Invoice Financial Status';
    if (only)
      return `changed the invoice financial status from ${c.show('invoiceFinancialStatus', 'before') ?? 'none'} to ${c.show('invoiceFinancialStatus', 'after') ?? 'none'}${bulk}`;
    const what = c.action === 'updateOtherInfo' ? 'the other accounting information' : 'the accounting information';
    return `updated ${what}${changedList(c)}${bulk}`;
  },
};
