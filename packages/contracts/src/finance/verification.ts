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
export type PaymentVerification = (typeof PAYMENT_VERIFICATIONS)[number]['value'];
export const PAYMENT_VERIFICATION_CODES = PAYMENT_VERIFICATIONS.map((o) => o.value) as [
  PaymentVerification,
  ...PaymentVerification[],
];
export const paymentVerificationLabel = (v: string) => PAYMENT_VERIFICATIONS.find((o) => o.value === v)?.label ?? v;
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
