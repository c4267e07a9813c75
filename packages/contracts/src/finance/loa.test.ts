import { describe, expect, it } from 'vitest';
import { FEE_TABLE_OF_INVOICE_TYPE } from './runs.js';
import { LOA_KIND_RULES, LOA_MESSAGES, loaInput } from './loa.js';
import { reminderInput, reminderStudentQuery } from './reminders.js';
import { invoiceRequestInvoiceInput } from './invoice-requests.js';

const loa = {
  studentId: 1,
  semesterId: 2,
  feeHeadId: 3,
  fromDate: '2027-01-10',
  toDate: '2027-03-31',
  dueDate: '2027-01-05',
};

describe('letters of authorization, reminders and invoice requests (contracts)', () => {
  it('prices each LOA kind from a fee table of its invoice type', () => {
    expect(FEE_TABLE_OF_INVOICE_TYPE[LOA_KIND_RULES.med6.invoiceType]).toBe('fee-basic-science-loa');
    expect(FEE_TABLE_OF_INVOICE_TYPE[LOA_KIND_RULES.clinical.invoiceType]).toBe('fee-clinical-other');
  });

  it('takes an LOA whose end is on or after its start, and names the field otherwise', () => {
    expect(loaInput.safeParse(loa).success).toBe(true);
    expect(loaInput.safeParse({ ...loa, toDate: loa.fromDate }).success).toBe(true);
    const r = loaInput.safeParse({ ...loa, toDate: '2027-01-09' });
    expect(r.success).toBe(false);
    expect(r.error?.issues).toEqual([
      expect.objectContaining({ path: ['toDate'], message: LOA_MESSAGES.toBeforeFrom }),
    ]);
    expect(loaInput.safeParse({ ...loa, fromDate: '2027-02-30' }).success).toBe(false);
    expect(loaInput.safeParse({ ...loa, notes: 'a\u0000b' }).success).toBe(false);
  });

  it('reads the reminder filters and input as the web sends them', () => {
    expect(reminderStudentQuery.parse({ semesterId: '4', overdueOnly: 'true' })).toMatchObject({
      semesterId: 4,
      overdueOnly: true,
      pageSize: 25,
    });
    expect(reminderStudentQuery.safeParse({ semesterId: '4', pageSize: '30' }).success).toBe(false);
    expect(reminderInput.parse({ semesterId: 4 })).toMatchObject({ overdueOnly: false });
    expect(reminderInput.safeParse({ semesterId: 4, studentIds: [0] }).success).toBe(false);
  });

  it('invoices a request for a positive amount of money, exact to the cent', () => {
    const ok = invoiceRequestInvoiceInput.safeParse({
      type: 7,
      title: 'Meals',
      amount: '$1,200.50',
      dueDate: '2027-01-05',
    });
    expect(ok.success && ok.data.amount).toBe('1200.50');
    for (const amount of ['0', '-5', '1.234', 'ten'])
      expect(
        invoiceRequestInvoiceInput.safeParse({ type: 7, title: 'Meals', amount, dueDate: '2027-01-05' }).success,
      ).toBe(false);
  });
});
