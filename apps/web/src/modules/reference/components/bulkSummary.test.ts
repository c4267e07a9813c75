import { describe, expect, it } from 'vitest';
import { accountingChanges, studentsText } from './bulkSummary';

describe("the bulk updates' confirmation", () => {
  it('counts the chosen students', () => {
    expect(studentsText(1)).toBe('1 student');
    expect(studentsText(2)).toBe('2 students');
  });

  it('lists only the accounting values that will be set, named as a bursar reads them', () => {
    expect(
      accountingChanges(
        {
          invoiceTypes: [10, 2],
          paymentPlan: 'installments',
          installments: 3,
          scholarshipId: 7,
          financialAidId: null,
          sponsor: '  ',
          billingEmail: '',
          tuitionLockedAmount: '19,500.5',
        },
        { scholarshipId: 'Merit Scholarship' },
      ),
    ).toEqual([
      'Invoice Types: Med 1-5, Housing Fee',
      'Payment Plan: Installments (3)',
      'Scholarship: Merit Scholarship',
      'Tuition Locked-In Amount: $19,500.50',
    ]);
    expect(accountingChanges({ paymentPlan: 'full', installments: 4, financialAidId: 5 })).toEqual([
      'Payment Plan: Pay in full',
      'Financial Aid: #5',
    ]);
    expect(accountingChanges({ invoiceTypes: [] })).toEqual([]);
  });
});
