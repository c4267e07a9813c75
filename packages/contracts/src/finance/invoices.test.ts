import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { centsToAmount, toCents } from '../admissions/admin.js';
import {
  INVOICE_MESSAGES,
  INVOICE_STATUS_CODES,
  INVOICE_TRANSITIONS,
  canMoveInvoice,
  invoiceStatusOf,
  payInvoiceInput,
} from './invoices.js';
import { MONEY_MESSAGES, positiveMoney } from './money.js';

describe('money', () => {
  it('takes any amount of cents written with up to 2 decimals, exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999_999 }), (cents) => {
        const text = centsToAmount(cents);
        expect(positiveMoney.parse(text)).toBe(text);
        expect(toCents(positiveMoney.parse(text))).toBe(cents);
      }),
    );
    expect(positiveMoney.parse('$1,250.5')).toBe('1250.5');
    expect(positiveMoney.parse(12.5)).toBe('12.5');
  });

  it('refuses zero, negatives, three decimals and floats that are not what they look like', () => {
    const message = (v: unknown) => positiveMoney.safeParse(v).error?.issues[0].message;
    expect(message('0')).toBe(MONEY_MESSAGES.positive);
    expect(message('0.00')).toBe(MONEY_MESSAGES.positive);
    expect(message('-1')).toBe(MONEY_MESSAGES.format);
    expect(message('1.005')).toBe(MONEY_MESSAGES.format);
    expect(message(0.1 + 0.2)).toBe(MONEY_MESSAGES.format);
    expect(message('12345678901')).toBe(MONEY_MESSAGES.tooLarge);
    expect(message(null)).toBe(MONEY_MESSAGES.format);
  });
});

describe('invoice statuses', () => {
  it('are what the money says, and every move money makes is an allowed transition', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.nat(), fc.nat(), (amount, a, b) => {
        const before = invoiceStatusOf(amount, a % (amount + 1));
        const after = invoiceStatusOf(amount, b % (amount + 1));
        expect(canMoveInvoice(before, after) || before === after).toBe(true);
      }),
    );
    expect(invoiceStatusOf(100, 0)).toBe('CR');
    expect(invoiceStatusOf(100, 1)).toBe('PP');
    expect(invoiceStatusOf(100, 100)).toBe('FP');
    expect(INVOICE_STATUS_CODES).toEqual(['CR', 'PP', 'FP', 'CN']);
    // only an open invoice is cancelled, and nothing leaves Cancelled
    expect(INVOICE_STATUS_CODES.filter((s) => canMoveInvoice(s, 'CN'))).toEqual(['CR']);
    expect(INVOICE_TRANSITIONS.CN).toEqual([]);
  });
});

describe('the payment form', () => {
  it('needs a cheque or wire with its reference for OTHER, and no kind for CARD', () => {
    const fields = (v: unknown) =>
      Object.fromEntries((payInvoiceInput.safeParse(v).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(fields({ amount: '5', method: 'OTHER' })).toEqual({
      otherKind: INVOICE_MESSAGES.otherKind,
      reference: INVOICE_MESSAGES.reference,
    });
    expect(fields({ amount: '5', method: 'CARD', cardToken: 'tok_visa', otherKind: 'cheque' })).toEqual({
      otherKind: INVOICE_MESSAGES.otherKindCard,
    });
    expect(payInvoiceInput.parse({ amount: '5', method: 'OTHER', otherKind: 'wire', reference: 'W1' })).toMatchObject({
      keepRestAsCredit: false,
    });
  });
});
