/**
 * A card as the pay dialog takes it (number, expiry, CVC, name on the card): checked alike in the browser and
 * on the server (the Luhn check digit, an expiry not past), then handed to the payment gateway, which answers
 * a token. Caduceus keeps no more of the card than its last four digits.
 */

export const CARD_MESSAGES = {
  number: 'Enter a valid card number',
  expiry: 'Enter the expiry as MM/YY',
  expired: 'The card has expired',
  cvc: 'Enter the 3 or 4 digit security code',
  name: 'Enter the name on the card',
  details: 'Enter the card details',
  tokenOrCard: 'Give the card details or a card token, not both',
} as const;

/** The digits of a typed card number (spaces and dashes allowed between them); null when anything else is in it. */
export function cardDigits(typed: string): string | null {
  const trimmed = typed.trim();
  if (!/^[\d -]+$/.test(trimmed)) return null;
  return trimmed.replace(/[ -]/g, '');
}

/** The Luhn (mod 10) check of a card number's digits, 12 to 19 of them. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A typed card number's message, or null when it is a valid number. */
export const cardNumberError = (typed: string): string | null => {
  const digits = cardDigits(typed);
  return digits && luhnValid(digits) ? null : CARD_MESSAGES.number;
};

/** "MM/YY" (or MM/YYYY) as { month, year }; null when it is not one. */
export function parseCardExpiry(typed: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!m) return null;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return null;
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return { month, year };
}

/** A typed expiry's message on `today` (YYYY-MM-DD): a card is good through the last day of its month. */
export function cardExpiryError(typed: string, today: string): string | null {
  const e = parseCardExpiry(typed);
  if (!e) return CARD_MESSAGES.expiry;
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return e.year < y || (e.year === y && e.month < m) ? CARD_MESSAGES.expired : null;
}

export const cardCvcError = (typed: string): string | null =>
  /^\d{3,4}$/.test(typed.trim()) ? null : CARD_MESSAGES.cvc;

/** The card's fields and their messages (an empty object: all good). */
export function cardErrors(
  card: { cardNumber?: string | null; cardExpiry?: string | null; cardCvc?: string | null; cardName?: string | null },
  today: string,
): Partial<Record<'cardNumber' | 'cardExpiry' | 'cardCvc' | 'cardName', string>> {
  const out: Partial<Record<'cardNumber' | 'cardExpiry' | 'cardCvc' | 'cardName', string>> = {};
  const number = cardNumberError(card.cardNumber ?? '');
  const expiry = cardExpiryError(card.cardExpiry ?? '', today);
  const cvc = cardCvcError(card.cardCvc ?? '');
  if (number) out.cardNumber = number;
  if (expiry) out.cardExpiry = expiry;
  if (cvc) out.cardCvc = cvc;
  if (!card.cardName?.trim()) out.cardName = CARD_MESSAGES.name;
  return out;
}

/** The last four digits, all that is kept of a card. */
export const cardLast4 = (typed: string): string => (cardDigits(typed) ?? '').slice(-4);

/** The test gateway's cards (Stripe's test numbers): any valid number is charged but this one, which is declined. */
export const TEST_CARD_NUMBERS = { ok: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;
