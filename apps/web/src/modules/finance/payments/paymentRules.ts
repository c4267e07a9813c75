import { canMovePayment, type PaymentVerification } from '@caduceus/contracts';
import type { Rights } from '../../../app/rights';

/**
 * The accounting screens' pure rules: which verification moves a payment allows for the viewer (the
 * contracts' transitions and the queue's rights: write verifies, edit rejects), and the tag of each state.
 */
export interface VerificationActions {
  step1: boolean;
  step2: boolean;
  reject: boolean;
}

/** Step 1 from unverified, step 2 from step 1 (the server refuses the same user twice), a rejection from either. */
export function verificationActions(
  p: { verification: PaymentVerification; status: string },
  rights: Rights,
): VerificationActions {
  const live = p.status === 'posted';
  return {
    step1: live && rights.write && canMovePayment(p.verification, 'step1'),
    step2: live && rights.write && canMovePayment(p.verification, 'verified'),
    reject: live && rights.edit && canMovePayment(p.verification, 'rejected'),
  };
}

/** The colour word StatusTag knows for each verification state (its text stays the contracts' label). */
export const VERIFICATION_TONE: Record<PaymentVerification, string> = {
  unverified: 'pending',
  step1: 'in progress',
  verified: 'verified',
  rejected: 'rejected',
};
