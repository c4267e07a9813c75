import { describe, expect, it } from 'vitest';
import { STUDENT_TAB_KEYS, SELF_SERVICE_WRITABLE_TABS, selfServiceMayWrite } from '../students/tabs.js';
import { STATEMENT_MESSAGES, invoicePdfFilename, paymentStatementQuery, statementFilename } from './documents.js';

describe("the student's finance documents", () => {
  it('takes a statement range whose start is not after its end, both optional', () => {
    expect(paymentStatementQuery.safeParse({}).success).toBe(true);
    expect(paymentStatementQuery.parse({ from: '2026-09-01', to: '2026-09-01' })).toEqual({
      from: '2026-09-01',
      to: '2026-09-01',
    });
    const bad = paymentStatementQuery.safeParse({ from: '2026-10-01', to: '2026-09-30' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues).toEqual([expect.objectContaining({ path: ['from'], message: STATEMENT_MESSAGES.range })]);
    expect(paymentStatementQuery.safeParse({ from: '2026-02-30' }).success).toBe(false);
  });

  it('names the files', () => {
    expect(invoicePdfFilename(12)).toBe('Invoice_12.pdf');
    expect(statementFilename(100001, '2026-09-01', '2026-11-20')).toBe(
      'Payment_Statement_100001_2026-09-01_2026-11-20.pdf',
    );
  });
});

describe("the student's own writes", () => {
  it('lets her pay an invoice and nothing else on the Invoices & Payments tab', () => {
    expect(selfServiceMayWrite('invoicePayments', 'payInvoice')).toBe(true);
    for (const op of ['createInvoice', 'cancelInvoice', 'updateInvoiceDueDate', 'deleteInvoiceItem', 'cancelPayment'])
      expect(selfServiceMayWrite('invoicePayments', op), op).toBe(false);
    // paying is not a write on any other read-only tab
    for (const tab of STUDENT_TAB_KEYS.filter(
      (t) => t !== 'invoicePayments' && !SELF_SERVICE_WRITABLE_TABS.includes(t),
    ))
      expect(selfServiceMayWrite(tab, 'payInvoice'), tab).toBe(false);
    // the self-service tabs stay writable, whatever the operation; the record's header (no tab) never
    expect(selfServiceMayWrite('address', 'updateStudentAddress')).toBe(true);
    expect(selfServiceMayWrite(null, 'payInvoice')).toBe(false);
  });
});
