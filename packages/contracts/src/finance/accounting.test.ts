import { describe, expect, it } from 'vitest';
import {
  BULK_NOTHING_MESSAGE,
  INSTALLMENTS_NEED_PLAN_MESSAGE,
  INSTALLMENTS_REQUIRED_MESSAGE,
  STUDENT_ACCOUNTING_INFO_FIELDS,
  bulkAccountingInput,
  bulkInvoiceFinancialStatusInput,
  studentAccountingInfoInput,
  studentAccountingOtherInput,
} from './accounting.js';

const fieldsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.') || '_', i.message]));

describe("the accounting record's forms", () => {
  it('takes the main form with blanks as no value, exact money and the invoice types', () => {
    const v = studentAccountingInfoInput.parse({
      invoiceFinancialStatus: 2,
      invoiceTypes: [2, 9],
      paymentPlan: 'installments',
      installments: 4,
      scholarshipId: '12',
      financialAidId: '',
      sponsor: '  ',
      billingEmail: 'billing@family.test',
      tuitionLockedAmount: '$19,500.50',
    });
    expect(v).toMatchObject({
      invoiceFinancialStatus: 2,
      invoiceTypes: [2, 9],
      installments: 4,
      scholarshipId: 12,
      financialAidId: null,
      sponsor: null,
      tuitionLockedAmount: '19500.50',
    });
    expect(studentAccountingInfoInput.parse({ invoiceFinancialStatus: 1, paymentPlan: 'full' }).invoiceTypes).toEqual(
      [],
    );
  });

  it('refuses what a bursar could mistype, with the field in error', () => {
    const r = studentAccountingInfoInput.safeParse({
      invoiceFinancialStatus: 4,
      invoiceTypes: [21],
      paymentPlan: 'installments',
      billingEmail: 'nope',
      tuitionLockedAmount: '12.345',
    });
    expect(fieldsOf(r)).toMatchObject({
      invoiceFinancialStatus: 'Choose an invoice financial status',
      'invoiceTypes.0': 'Choose invoice types from the list',
      billingEmail: 'Please enter a valid email address',
      tuitionLockedAmount: 'Amount may have at most 2 decimals',
    });
    expect(
      fieldsOf(studentAccountingInfoInput.safeParse({ invoiceFinancialStatus: 1, paymentPlan: 'installments' })),
    ).toEqual({ installments: INSTALLMENTS_REQUIRED_MESSAGE });
    expect(
      fieldsOf(
        studentAccountingInfoInput.safeParse({
          invoiceFinancialStatus: 1,
          paymentPlan: 'full',
          tuitionLockedAmount: '12345678901',
        }),
      ),
    ).toEqual({ tuitionLockedAmount: 'The amount is too large' });
    expect(fieldsOf(studentAccountingOtherInput.safeParse({ remarks: 'x'.repeat(2001) }))).toEqual({
      remarks: 'At most 2000 characters',
    });
    // each field of the form is declared for the form kit with its label
    expect(Object.keys(STUDENT_ACCOUNTING_INFO_FIELDS).sort()).toEqual(
      Object.keys(studentAccountingInfoInput.shape)
        .filter((k) => k !== 'invoiceTypes')
        .sort(),
    );
  });

  it('sets in bulk only the values given, and wants at least one', () => {
    const v = bulkAccountingInput.parse({
      studentIds: [1, 2],
      invoiceTypes: [],
      paymentPlan: '',
      scholarshipId: 7,
      sponsor: null,
    });
    expect(v).toEqual({ studentIds: [1, 2], scholarshipId: 7 });
    expect(fieldsOf(bulkAccountingInput.safeParse({ studentIds: [1], invoiceTypes: [] }))).toEqual({
      _: BULK_NOTHING_MESSAGE,
    });
    expect(fieldsOf(bulkAccountingInput.safeParse({ studentIds: [1], installments: 3 }))).toEqual({
      installments: INSTALLMENTS_NEED_PLAN_MESSAGE,
    });
    expect(fieldsOf(bulkAccountingInput.safeParse({ studentIds: [1], paymentPlan: 'installments' }))).toEqual({
      installments: INSTALLMENTS_REQUIRED_MESSAGE,
    });
    expect(fieldsOf(bulkAccountingInput.safeParse({ studentIds: [], paymentPlan: 'full' }))).toEqual({
      studentIds: 'Choose at least one student',
    });
    expect(bulkInvoiceFinancialStatusInput.safeParse({ studentIds: [1], invoiceFinancialStatus: 3 }).success).toBe(
      true,
    );
    expect(bulkInvoiceFinancialStatusInput.safeParse({ studentIds: [1], invoiceFinancialStatus: 0 }).success).toBe(
      false,
    );
  });
});
