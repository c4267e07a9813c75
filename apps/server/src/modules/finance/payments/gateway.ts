import { createHash, randomBytes } from 'node:crypto';
import { TEST_CARD_NUMBERS, TEST_CARD_TOKENS, cardDigits } from '@caduceus/contracts';

/** A card charge: the amount in cents, the gateway's card token (never a card number), the request's key. */
export interface ChargeRequest {
  amountCents: number;
  token: string;
  /** the caller's Idempotency-Key with the user: a retried request is the same charge at the gateway */
  idempotencyKey: string;
  description: string;
}
export type ChargeResult = { ok: true; reference: string } | { ok: false; declined: true; message: string };

/** A card as typed, checked (contracts' cards.ts); only the gateway ever sees its number. */
export interface CardDetails {
  /** the digits only */
  number: string;
  month: number;
  year: number;
  cvc: string;
  name: string;
}
/** The gateway's token of a card and the last four digits, all Caduceus keeps of it. */
export interface CardToken {
  token: string;
  last4: string;
}

/**
 * The payment gateway card payments go through. The server is given one through its dependencies
 * (registerFinance's `gateway`); the test gateway is the default, so nothing reaches a real processor
 * unless one is configured.
 */
export interface PaymentGateway {
  charge(req: ChargeRequest): Promise<ChargeResult>;
  /** a card's token to charge once (as a hosted card field would give it) */
  tokenize(card: CardDetails): Promise<CardToken>;
}

/**
 * The test gateway: `tok_visa` (and any other token) is charged, `tok_declined` is declined. A card typed in
 * is tokenized to a one-time token (the decline test number 4000 0000 0000 0002 to one that is declined).
 * The reference is derived from the idempotency key, as a real gateway answers a retried charge with the
 * first one.
 */
export function createTestGateway(): PaymentGateway {
  const declinedNumber = cardDigits(TEST_CARD_NUMBERS.declined);
  /** the tokens of declined test cards this gateway gave */
  const declinedTokens = new Set<string>();
  return {
    async tokenize(card) {
      const token = `tok_test_${randomBytes(12).toString('hex')}`;
      if (card.number === declinedNumber) declinedTokens.add(token);
      return { token, last4: card.number.slice(-4) };
    },
    async charge(req) {
      if (req.token === TEST_CARD_TOKENS.declined || declinedTokens.has(req.token))
        return { ok: false, declined: true, message: 'Your card was declined (test card)' };
      const ref = createHash('sha256').update(req.idempotencyKey).digest('hex').slice(0, 16);
      return { ok: true, reference: `test_ch_${ref}` };
    },
  };
}
