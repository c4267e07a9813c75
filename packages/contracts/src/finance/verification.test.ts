import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AWAITING_VERIFICATION,
  PAYMENT_VERIFICATION_CODES,
  canMovePayment,
  creditUsable,
  initialVerification,
  isAwaitingVerification,
  paysForLabel,
  studentVerificationLabel,
} from './verification.js';

describe('one verification for every cheque and wire', () => {
  it('a card is verified at once, a cheque or wire waits', () => {
    expect(initialVerification('CARD')).toBe('verified');
    expect(initialVerification('OTHER')).toBe('unverified');
  });

  it('a credit is usable exactly when its payment is verified (or there is none); pending reads so to the student', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAYMENT_VERIFICATION_CODES), (v) => {
        expect(creditUsable(v)).toBe(v === 'verified');
        expect(isAwaitingVerification(v)).toBe((AWAITING_VERIFICATION as readonly string[]).includes(v));
        expect(studentVerificationLabel(v) === 'Pending verification').toBe(isAwaitingVerification(v));
        // waiting means a step is still possible; verified and rejected are final
        expect(isAwaitingVerification(v)).toBe(PAYMENT_VERIFICATION_CODES.some((to) => canMovePayment(v, to)));
      }),
    );
    expect(creditUsable(null)).toBe(true);
  });

  it('names what a payment pays for', () => {
    expect(paysForLabel({ paysFor: 'estimate', estimateId: 12 })).toBe('Estimate #12');
    expect(paysForLabel({ paysFor: 'seatDeposit' })).toBe('Seat deposit');
    expect(paysForLabel({ paysFor: 'direct', item: 'Library fee' })).toBe('Direct payment: Library fee');
    expect(paysForLabel({ paysFor: 'invoice', invoiceId: 3, invoiceTitle: 'Fall tuition' })).toBe(
      'Invoice #3: Fall tuition',
    );
  });
});
