import { describe, expect, it } from 'vitest';
import { REFUND_TYPES } from '../reference/options.js';
import { REFUND_TYPE_CODES, addCreditInput, refundCreditInput, refundTypeLabel } from './credits.js';
import {
  AWAITING_VERIFICATION,
  PAYMENT_VERIFICATION_CODES,
  canMovePayment,
  paymentVerificationLabel,
} from './verification.js';
import { payInvoiceInput } from './invoices.js';

describe('credits and refunds', () => {
  it('takes the refund types from the option list, by value and label', () => {
    expect(REFUND_TYPE_CODES).toEqual(REFUND_TYPES.map((o) => o.value));
    expect(refundTypeLabel('directDeposit')).toBe('Direct Deposit');
  });
  it('accepts at most 2 decimals and a known refund type', () => {
    expect(refundCreditInput.safeParse({ amount: '10.25', refundType: 'Cheque' }).success).toBe(true);
    expect(refundCreditInput.safeParse({ amount: '10.255', refundType: 'Cheque' }).success).toBe(false);
    expect(refundCreditInput.safeParse({ amount: '10', refundType: 'cash' }).success).toBe(false);
    expect(addCreditInput.safeParse({ amount: '0', reason: 'x' }).success).toBe(false);
    expect(addCreditInput.safeParse({ amount: '1', reason: '' }).success).toBe(false);
  });
});

describe('payment verification', () => {
  it('moves step 1, then step 2, or a rejection from either; verified and rejected are final', () => {
    expect(PAYMENT_VERIFICATION_CODES).toEqual(['unverified', 'step1', 'verified', 'rejected']);
    expect(canMovePayment('unverified', 'step1')).toBe(true);
    expect(canMovePayment('unverified', 'verified')).toBe(false);
    expect(canMovePayment('step1', 'verified')).toBe(true);
    for (const from of AWAITING_VERIFICATION) expect(canMovePayment(from, 'rejected')).toBe(true);
    for (const to of PAYMENT_VERIFICATION_CODES) {
      expect(canMovePayment('verified', to)).toBe(false);
      expect(canMovePayment('rejected', to)).toBe(false);
    }
    expect(paymentVerificationLabel('step1')).toBe('Step 1 verified');
  });
  it('wants a card token for a CARD payment and none for a cheque or wire', () => {
    const base = { amount: '5' };
    expect(payInvoiceInput.safeParse({ ...base, method: 'CARD' }).success).toBe(false);
    expect(payInvoiceInput.safeParse({ ...base, method: 'CARD', cardToken: 'tok_visa' }).success).toBe(true);
    expect(
      payInvoiceInput.safeParse({ ...base, method: 'OTHER', otherKind: 'wire', reference: 'W', cardToken: 'tok_visa' })
        .success,
    ).toBe(false);
  });
});
