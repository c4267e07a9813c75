import { describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES } from './invoices.js';
import {
  LOAN_TYPES,
  LOAN_TYPE_CODES,
  STUDENT_EXTRAS_MESSAGES as M,
  directPaymentInput,
  malpracticeInput,
  setUpRecurringInput,
  studentLoanInput,
} from './student-extras.js';

const fields = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('student finance extras: the form rules', () => {
  it('a direct payment names its item (null: kept as credit) and the fields of its method', () => {
    expect(
      directPaymentInput.safeParse({ feeHeadId: null, amount: '$1,000.50', method: 'CARD', cardToken: 'tok_visa' })
        .success,
    ).toBe(true);
    const other = fields(directPaymentInput.safeParse({ feeHeadId: 3, amount: '10', method: 'OTHER' }));
    expect(other).toMatchObject({ otherKind: INVOICE_MESSAGES.otherKind, reference: INVOICE_MESSAGES.reference });
    const bad = fields(directPaymentInput.safeParse({ feeHeadId: 0, amount: '0', method: 'CARD', otherKind: 'wire' }));
    // a card payment with neither a token nor a typed card asks for the card's details
    expect(Object.keys(bad)).toEqual(expect.arrayContaining(['feeHeadId', 'amount', 'cardNumber', 'otherKind']));
  });

  it('an installment plan has 2 to 12 installments; a policy expires after it starts', () => {
    expect(setUpRecurringInput.safeParse({ installments: 12 }).success).toBe(true);
    expect(fields(setUpRecurringInput.safeParse({ installments: 13 }))).toEqual({ installments: M.installments });
    expect(
      fields(
        malpracticeInput.safeParse({
          provider: 'A',
          policyNumber: '1',
          startDate: '2026-05-01',
          expiryDate: '2026-05-01',
        }),
      ),
    ).toEqual({ expiryDate: M.expiryBeforeStart });
  });

  it('a loan is of a listed type and status', () => {
    expect(LOAN_TYPE_CODES).toEqual(LOAN_TYPES.map((o) => o.value));
    const ok = studentLoanInput.safeParse({ loanType: 'grant', lender: 'State', amount: '500', status: 'applied' });
    expect(ok.success).toBe(true);
    expect(
      fields(studentLoanInput.safeParse({ loanType: 'gift', lender: 'S', amount: '5', status: 'x' })),
    ).toMatchObject({
      loanType: M.loanType,
    });
  });
});
