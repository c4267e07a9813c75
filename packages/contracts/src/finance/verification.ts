import { optionCodes, optionLabel, type OptionValue } from '../kit/options.js';

/**
 * Verifying payments (spec 002: "Unverified payment flow (accounting): step 1 then step 2"). A CARD payment
 * is charged through the payment gateway and verified at once. An OTHER payment (a cheque or a wire) is
 * recorded unverified: the invoice is credited when it is recorded (the student owes that much less), but
 * the money sits in the clearing account, not in cash. An accounting user checks it (step 1), a second,
 * different user checks it again (step 2): only then is it moved from clearing to cash. Rejected (at either
 * step, with a reason), the payment is reversed and the invoice owes again what it had paid.
 */
export const PAYMENT_VERIFICATIONS = [
  { value: 'unverified', label: 'Unverified' },
  { value: 'step1', label: 'Step 1 verified' },
  { value: 'verified', label: 'Verified' },
  { value: 'rejected', label: 'Rejected' },
] as const;
export type PaymentVerification = OptionValue<typeof PAYMENT_VERIFICATIONS>;
export const PAYMENT_VERIFICATION_CODES = optionCodes(PAYMENT_VERIFICATIONS);
export const paymentVerificationLabel = optionLabel(PAYMENT_VERIFICATIONS);
/** The states that wait in the accounting queue (/accounting/unverified-notifications). */
export const AWAITING_VERIFICATION = ['unverified', 'step1'] as const satisfies readonly PaymentVerification[];

/** The moves: step 1 from unverified, step 2 from step 1; a rejection from either; verified and rejected are final. */
export const PAYMENT_VERIFICATION_TRANSITIONS: Record<PaymentVerification, readonly PaymentVerification[]> = {
  unverified: ['step1', 'rejected'],
  step1: ['verified', 'rejected'],
  verified: [],
  rejected: [],
};
export const canMovePayment = (from: PaymentVerification, to: PaymentVerification) =>
  PAYMENT_VERIFICATION_TRANSITIONS[from].includes(to);

/** The test gateway's card tokens (the default gateway: no card number ever reaches Caduceus). */
export const TEST_CARD_TOKENS = { ok: 'tok_visa', declined: 'tok_declined' } as const;

export const PAYMENT_VERIFICATION_MESSAGES = {
  step1: 'Step 1 can be verified only on an unverified payment',
  step2: 'Step 2 can be verified only after step 1',
  sameUser: 'Step 2 must be verified by another user than step 1',
  notAwaiting: 'This payment is not waiting for verification',
  cardToken: 'Enter the card token',
  cardTokenOther: 'Only a CARD payment has a card token',
  declined: (reason: string) => `The card was declined: ${reason}`,
  verified: 'Payment verified',
  rejected: 'Payment rejected',
  referenceUpdated: 'Reference number updated',
} as const;

/**
 * What a payment pays for. Every cheque and wire, whatever it pays for, is a row of `payments` and waits in
 * the one queue: an invoice (credited at once, the money in clearing until step 2), an estimate or a seat
 * deposit (the credit it holds is not usable until step 2), or a direct payment with no invoice (posted to
 * clearing, then moved to cash by step 2). Rejected, its effect is undone once: the invoice owes again, the
 * credit is closed, the direct payment's posting is reversed.
 */
export const PAYS_FOR = [
  { value: 'invoice', label: 'Invoice' },
  { value: 'estimate', label: 'Estimate' },
  { value: 'seatDeposit', label: 'Seat deposit' },
  { value: 'direct', label: 'Direct payment' },
] as const;
export type PaysFor = OptionValue<typeof PAYS_FOR>;
export const PAYS_FOR_CODES = optionCodes(PAYS_FOR);

/** "Invoice #3: Fall tuition", "Estimate #12", "Seat deposit", "Direct payment: Library fee" */
export function paysForLabel(v: {
  paysFor: string;
  invoiceId?: number | null;
  invoiceTitle?: string | null;
  estimateId?: number | null;
  item?: string | null;
}): string {
  switch (v.paysFor) {
    case 'estimate':
      return v.estimateId != null ? `Estimate #${v.estimateId}` : 'Estimate';
    case 'seatDeposit':
      return 'Seat deposit';
    case 'direct':
      return v.item ? `Direct payment: ${v.item}` : 'Direct payment';
    default:
      return v.invoiceId != null ? `Invoice #${v.invoiceId}${v.invoiceTitle ? `: ${v.invoiceTitle}` : ''}` : 'Invoice';
  }
}

/** A card is charged and verified at once; a cheque or wire waits for the two steps. */
export const initialVerification = (method: 'CARD' | 'OTHER'): PaymentVerification =>
  method === 'CARD' ? 'verified' : 'unverified';

/** Waiting for step 1 or step 2 (a payment with no verification row, recorded before the queue, is verified). */
export const isAwaitingVerification = (v: string | null | undefined) =>
  v != null && (AWAITING_VERIFICATION as readonly string[]).includes(v);

/** The student's words for a payment's verification: "Pending verification" until step 2, then verified or rejected. */
export const PENDING_VERIFICATION_LABEL = 'Pending verification';
export const studentVerificationLabel = (v: string | null | undefined) =>
  v == null ? 'Verified' : isAwaitingVerification(v) ? PENDING_VERIFICATION_LABEL : paymentVerificationLabel(v);

/** A credit held from a payment is usable (applied, refunded) only once that payment is verified. */
export const creditUsable = (paymentVerification: string | null | undefined) =>
  paymentVerification == null || paymentVerification === 'verified';

export const CREDIT_PENDING_MESSAGE = 'This credit waits for its cheque or wire to be verified';
