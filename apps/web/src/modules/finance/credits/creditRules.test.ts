import { describe, expect, it } from 'vitest';
import { CREDIT_MESSAGES } from '@caduceus/contracts';
import {
  applyAmountError,
  centsText,
  creditActions,
  creditStatus,
  maxApplicableCents,
  payableInvoices,
  refundAmountError,
  type CreditFacts,
} from './creditRules';

const ALL = { read: true, write: true, edit: true, delete: true };
const READ = { read: true, write: false, edit: false, delete: false };
/** the demo bursar: finance.adjustments read, write, edit (no delete); finance.refunds read, write */
const RWE = { read: true, write: true, edit: true, delete: false };
const RW = { read: true, write: true, edit: false, delete: false };

const credit = (over: Partial<CreditFacts> = {}): CreditFacts => ({
  kind: 'credit',
  source: 'manual',
  left: '100.00',
  refunded: '0.00',
  deletedAt: null,
  ...over,
});

describe('credit actions', () => {
  it('lets a bursar apply, refund and edit a held credit, but not delete it', () => {
    expect(creditActions(credit(), RWE, RW, false)).toEqual({ apply: true, refund: true, remove: false, edit: true });
  });

  it('offers nothing on a read-only tab, to a reader, or on a deleted credit', () => {
    const none = { apply: false, refund: false, remove: false, edit: false };
    expect(creditActions(credit(), ALL, ALL, true)).toEqual(none);
    expect(creditActions(credit(), READ, READ, false)).toEqual(none);
    expect(creditActions(credit({ deletedAt: '2026-01-01T00:00:00Z' }), ALL, ALL, false)).toEqual(none);
  });

  it('neither applies nor refunds a used credit, and never refunds a scholarship', () => {
    expect(creditActions(credit({ left: '0.00' }), ALL, ALL, false)).toMatchObject({ apply: false, refund: false });
    expect(creditActions(credit({ kind: 'scholarship', source: 'scholarship' }), ALL, ALL, false)).toMatchObject({
      apply: true,
      refund: false,
    });
  });

  it('refunds only with the refunds component too', () => {
    expect(creditActions(credit(), ALL, READ, false).refund).toBe(false);
  });

  it('deletes neither the rest of a payment nor a credit with refunds', () => {
    expect(creditActions(credit(), ALL, ALL, false).remove).toBe(true);
    expect(creditActions(credit({ source: 'overpayment' }), ALL, ALL, false).remove).toBe(false);
    expect(creditActions(credit({ refunded: '5.00' }), ALL, ALL, false).remove).toBe(false);
  });
});

describe('credit status', () => {
  it('is held while something is left, used when nothing is, deleted once reversed', () => {
    expect(creditStatus(credit())).toBe('held');
    expect(creditStatus(credit({ left: '0.00' }))).toBe('used');
    expect(creditStatus(credit({ deletedAt: '2026-01-01T00:00:00Z' }))).toBe('deleted');
  });
});

describe('applying a credit to an invoice', () => {
  it('pays at most what is left and what is owed', () => {
    expect(maxApplicableCents('100.00', '40.50')).toBe(4050);
    expect(maxApplicableCents('25.00', '40.50')).toBe(2500);
    expect(maxApplicableCents('0.00', '40.50')).toBe(0);
    expect(centsText(4050)).toBe('40.50');
    expect(centsText(7)).toBe('0.07');
  });

  it("words a too large amount with the contracts' messages, the credit's limit first", () => {
    expect(applyAmountError('100.01', '100.00', '500.00')).toBe(CREDIT_MESSAGES.moreThanLeft('100.00'));
    expect(applyAmountError('$60', '100.00', '50.00')).toBe(CREDIT_MESSAGES.moreThanOwed('50.00'));
    expect(applyAmountError('50.00', '100.00', '50.00')).toBeNull();
    // no invoice chosen yet: only the credit's limit
    expect(applyAmountError('90', '100.00', null)).toBeNull();
    // not an amount: the schema's message, not ours
    expect(applyAmountError('abc', '100.00', '50.00')).toBeNull();
  });

  it('refunds at most what is left', () => {
    expect(refundAmountError('100.00', '100.00')).toBeNull();
    expect(refundAmountError('1,000', '100.00')).toBe(CREDIT_MESSAGES.moreThanLeft('100.00'));
  });

  it('offers the invoices that owe something and are not cancelled', () => {
    const inv = [
      { id: 1, status: 'CR', due: '10.00' },
      { id: 2, status: 'FP', due: '0.00' },
      { id: 3, status: 'CN', due: '10.00' },
      { id: 4, status: 'PP', due: '5.00' },
    ];
    expect(payableInvoices(inv).map((i) => i.id)).toEqual([1, 4]);
  });
});
