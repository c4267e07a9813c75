import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CARD_MESSAGES,
  TEST_CARD_NUMBERS,
  cardDigits,
  cardErrors,
  cardExpiryError,
  cardLast4,
  cardNumberError,
  luhnValid,
  parseCardExpiry,
} from './cards.js';
import { payInvoiceInput } from './invoices.js';

/** the check digit that makes `body` pass the Luhn check */
const checkDigit = (body: string) => [...'0123456789'].find((d) => luhnValid(body + d))!;

describe('card numbers', () => {
  it('passes the test cards and well-known numbers, fails a changed digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242')).toBe(false);
    expect(luhnValid('42424242424242424242')).toBe(false);
    expect(cardNumberError(TEST_CARD_NUMBERS.ok)).toBeNull();
    expect(cardNumberError('4242-4242-4242-4242')).toBeNull();
    expect(cardNumberError('4242 4242 4242 424x')).toBe(CARD_MESSAGES.number);
    expect(cardNumberError('')).toBe(CARD_MESSAGES.number);
  });

  it('catches every single changed digit (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11,18}$/), fc.nat(), fc.integer({ min: 1, max: 9 }), (body, at, by) => {
        const valid = body + checkDigit(body);
        expect(luhnValid(valid)).toBe(true);
        const i = at % valid.length;
        const changed = valid.slice(0, i) + ((Number(valid[i]) + by) % 10) + valid.slice(i + 1);
        expect(luhnValid(changed)).toBe(false);
      }),
    );
  });

  it('keeps the last four digits only', () => {
    expect(cardDigits(' 4242 4242 4242 4242 ')).toBe('4242424242424242');
    expect(cardLast4('4000 0000 0000 0002')).toBe('0002');
  });
});

describe('card expiry', () => {
  it('reads MM/YY and MM/YYYY, refuses other forms and months', () => {
    expect(parseCardExpiry('09/27')).toEqual({ month: 9, year: 2027 });
    expect(parseCardExpiry('9 / 2027')).toEqual({ month: 9, year: 2027 });
    expect(parseCardExpiry('13/27')).toBeNull();
    expect(parseCardExpiry('00/27')).toBeNull();
    expect(parseCardExpiry('0927')).toBeNull();
  });

  it('is good through the last day of its month', () => {
    expect(cardExpiryError('11/26', '2026-11-30')).toBeNull();
    expect(cardExpiryError('10/26', '2026-11-01')).toBe(CARD_MESSAGES.expired);
    expect(cardExpiryError('12/25', '2026-01-15')).toBe(CARD_MESSAGES.expired);
    expect(cardExpiryError('01/27', '2026-12-31')).toBeNull();
    expect(cardExpiryError('1/2', '2026-12-31')).toBe(CARD_MESSAGES.expiry);
  });

  it('names each wrong field of a card', () => {
    expect(
      cardErrors(
        { cardNumber: '4242 4242 4242 4242', cardExpiry: '12/30', cardCvc: '123', cardName: 'A B' },
        '2026-11-28',
      ),
    ).toEqual({});
    expect(cardErrors({ cardNumber: '1234', cardExpiry: '01/20', cardCvc: '12', cardName: ' ' }, '2026-11-28')).toEqual(
      {
        cardNumber: CARD_MESSAGES.number,
        cardExpiry: CARD_MESSAGES.expired,
        cardCvc: CARD_MESSAGES.cvc,
        cardName: CARD_MESSAGES.name,
      },
    );
  });
});

describe('a card payment', () => {
  const card = { cardNumber: TEST_CARD_NUMBERS.ok, cardExpiry: '12/40', cardCvc: '123', cardName: 'Ada Student' };
  const fields = (body: Record<string, unknown>) => {
    const r = payInvoiceInput.safeParse({ amount: '10.00', method: 'CARD', ...body });
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('takes a card token or the card details, checked', () => {
    expect(fields({ cardToken: 'tok_visa' })).toEqual({});
    expect(fields(card)).toEqual({});
    expect(fields({ ...card, cardNumber: '4242 4242 4242 4241', cardCvc: 'abc' })).toEqual({
      cardNumber: CARD_MESSAGES.number,
      cardCvc: CARD_MESSAGES.cvc,
    });
    expect(fields({ ...card, cardToken: 'tok_visa' })).toEqual({ cardToken: CARD_MESSAGES.tokenOrCard });
    expect(fields({})).toEqual({ cardNumber: CARD_MESSAGES.details });
    expect(fields({ ...card, method: 'OTHER', otherKind: 'cheque', reference: 'C-1' })).toHaveProperty('cardNumber');
  });
});
