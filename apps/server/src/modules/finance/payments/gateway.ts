import { createHash } from 'node:crypto';
import { TEST_CARD_TOKENS } from '@caduceus/contracts';

/** A card charge: the amount in cents, the gateway's card token (never a card number), the request's key. */
export interface ChargeRequest {
  amountCents: number;
  token: string;
  /** the caller's Idempotency-Key with the user: a retried request is the same charge at the gateway */
  idempotencyKey: string;
  description: string;
}
export type ChargeResult = { ok: true; reference: string } | { ok: false; declined: true; message: string };

/**
 * The payment gateway card payments go through. The server is given one through its dependencies
 * (registerFinance's `gateway`); the test gateway is the default, so nothing reaches a real processor
 * unless one is configured.
 */
export interface PaymentGateway {
  charge(req: ChargeRequest): Promise<ChargeResult>;
}

/**
 * The test gateway: `tok_visa` (and any other token) is charged, `tok_declined` is declined. The reference
 * is derived from the idempotency key, as a real gateway answers a retried charge with the first one.
 */
export function createTestGateway(): PaymentGateway {
  return {
    async charge(req) {
      if (req.token === TEST_CARD_TOKENS.declined)
        return { ok: false, declined: true, message: 'Your card was declined (test card)' };
      const ref = createHash('sha256').update(req.idempotencyKey).digest('hex').slice(0, 16);
      return { ok: true, reference: `test_ch_${ref}` };
    },
  };
}
