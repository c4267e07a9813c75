import { describe, expect, it } from 'vitest';
import { createInvoiceInput, INVOICE_MESSAGES } from '@caduceus/contracts';
import {
  amountCents,
  canCancelPayment,
  fieldEntries,
  formatMoney,
  invoiceActions,
  isOverdue,
  linesTotalCents,
  newIdempotencyKey,
  splitLineErrors,
  todayIso,
  typedCents,
} from './invoiceRules';

const ALL = { read: true, write: true, edit: true, delete: true };
const NONE = { read: true, write: false, edit: false, delete: false };
/** the demo bursar's mode on finance.payments: read, write, edit, no delete */
const RWE = { read: true, write: true, edit: true, delete: false };

describe('money on screen', () => {
  it('reads the server text exactly, signs included, and refuses the rest', () => {
    expect(amountCents('12500.00')).toBe(1_250_000);
    expect(amountCents('0.1')).toBe(10);
    expect(amountCents('-40.05')).toBe(-4005);
    expect(amountCents('12.345')).toBeNull();
    expect(amountCents('abc')).toBeNull();
    expect(amountCents(null)).toBeNull();
  });

  it('shows en-US dollars with the contracts formatter', () => {
    expect(formatMoney('1234567.8')).toBe('$1,234,567.80');
    expect(formatMoney('-50.00')).toBe('-$50.00');
    expect(formatMoney('0.00')).toBe('$0.00');
    expect(formatMoney(undefined)).toBe('');
  });

  it('takes typed amounts as the contracts do: $ and commas dropped, at most 2 decimals, above zero', () => {
    expect(typedCents('$1,200.50')).toBe(120_050);
    expect(typedCents(' 75 ')).toBe(7500);
    expect(typedCents('10.999')).toBeNull();
    expect(typedCents('0')).toBeNull();
    expect(typedCents('')).toBeNull();
  });

  it('totals the valid lines exactly, counting the others as nothing', () => {
    expect(linesTotalCents([{ amount: '0.10' }, { amount: '0.20' }])).toBe(30);
    expect(linesTotalCents([{ amount: '1500' }, { amount: '12.3x' }, {}, undefined, { amount: '250.25' }])).toBe(
      175_025,
    );
    expect(linesTotalCents(undefined)).toBe(0);
  });
});

describe('invoiceActions', () => {
  it("follows the contracts' transitions: pay while it can reach Full Paid, cancel and delete items only while open", () => {
    expect(invoiceActions('CR', ALL, false)).toEqual({
      pay: true,
      changeDueDate: true,
      cancel: true,
      deleteItem: true,
    });
    expect(invoiceActions('PP', ALL, false)).toEqual({
      pay: true,
      changeDueDate: true,
      cancel: false,
      deleteItem: false,
    });
    expect(invoiceActions('FP', ALL, false)).toEqual({
      pay: false,
      changeDueDate: true,
      cancel: false,
      deleteItem: false,
    });
    expect(invoiceActions('CN', ALL, false)).toEqual({
      pay: false,
      changeDueDate: false,
      cancel: false,
      deleteItem: false,
    });
  });

  it('gives each action only with its right: write pays, edit moves the due date, delete cancels', () => {
    expect(invoiceActions('CR', RWE, false)).toEqual({
      pay: true,
      changeDueDate: true,
      cancel: false,
      deleteItem: false,
    });
    expect(invoiceActions('CR', NONE, false)).toEqual({
      pay: false,
      changeDueDate: false,
      cancel: false,
      deleteItem: false,
    });
  });

  it('gives nothing on a read-only tab, whatever the rights', () => {
    expect(invoiceActions('CR', ALL, true)).toEqual({
      pay: false,
      changeDueDate: false,
      cancel: false,
      deleteItem: false,
    });
  });

  it('cancels a posted payment once, with the delete right, on a writable tab', () => {
    expect(canCancelPayment({ status: 'posted' }, ALL, false)).toBe(true);
    expect(canCancelPayment({ status: 'cancelled' }, ALL, false)).toBe(false);
    expect(canCancelPayment({ status: 'posted' }, RWE, false)).toBe(false);
    expect(canCancelPayment({ status: 'posted' }, ALL, true)).toBe(false);
  });
});

describe('isOverdue', () => {
  const inv = { dueDate: '2026-03-01', status: 'CR' as const, due: '100.00' };
  it('marks an invoice past its due date that still owes', () => {
    expect(isOverdue(inv, '2026-03-02')).toBe(true);
    expect(isOverdue({ ...inv, status: 'PP' }, '2026-03-02')).toBe(true);
  });
  it('not on its due date, nor once paid in full or cancelled, nor when nothing is owed', () => {
    expect(isOverdue(inv, '2026-03-01')).toBe(false);
    expect(isOverdue({ ...inv, status: 'FP', due: '0.00' }, '2026-04-01')).toBe(false);
    expect(isOverdue({ ...inv, status: 'CN', due: '0.00' }, '2026-04-01')).toBe(false);
    expect(isOverdue({ ...inv, due: '0.00' }, '2026-04-01')).toBe(false);
  });
  it("takes today from the browser's calendar as YYYY-MM-DD", () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('newIdempotencyKey', () => {
  it('uses randomUUID where the browser has it', () => {
    expect(newIdempotencyKey({ randomUUID: () => 'k-1', getRandomValues: (a) => a })).toBe('k-1');
  });
  it('makes a version-4 UUID from random bytes elsewhere (an insecure context), new each time', () => {
    const c = {
      getRandomValues: (a: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(a),
    };
    const a = newIdempotencyKey(c);
    const b = newIdempotencyKey(c);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });
});

describe('splitLineErrors', () => {
  it("puts the contracts' item errors on their lines and keeps the rest by field", () => {
    const r = createInvoiceInput.safeParse({
      type: 2,
      title: 'Fall tuition',
      dueDate: '2026-01-01',
      invoiceDate: '2026-02-01',
      items: [{ feeHeadId: 3, amount: '100.00' }, { amount: '12.345' }],
    });
    expect(r.success).toBe(false);
    const { lines, rest } = splitLineErrors(r.success ? [] : r.error.issues);
    expect(lines.map((l) => l.name)).toEqual([
      ['lines', 1, 'feeHeadId'],
      ['lines', 1, 'amount'],
    ]);
    expect(lines[0].message).toBe(INVOICE_MESSAGES.feeHead);
    expect(rest).toEqual({});
    // the cross-field rule speaks once the lines are valid, and stays off the lines
    const dated = createInvoiceInput.safeParse({
      type: 2,
      title: 'Fall tuition',
      dueDate: '2026-01-01',
      invoiceDate: '2026-02-01',
      items: [{ feeHeadId: 3, amount: '100.00' }],
    });
    expect(splitLineErrors(dated.success ? [] : dated.error.issues)).toEqual({
      lines: [],
      rest: { dueDate: INVOICE_MESSAGES.dueBeforeDate },
    });
  });

  it("reads the server's 400 field map the same way", () => {
    const { lines, rest } = splitLineErrors(
      fieldEntries({ 'items.0.feeHeadId': INVOICE_MESSAGES.feeHead, semesterId: INVOICE_MESSAGES.semester }),
    );
    expect(lines).toEqual([{ name: ['lines', 0, 'feeHeadId'], message: INVOICE_MESSAGES.feeHead }]);
    expect(rest).toEqual({ semesterId: INVOICE_MESSAGES.semester });
  });

  it('keeps a list-wide items error (no line) as the form-level items message', () => {
    const r = createInvoiceInput.safeParse({ type: 2, title: 'x', dueDate: '2026-01-01', items: [] });
    const { lines, rest } = splitLineErrors(r.success ? [] : r.error.issues);
    expect(lines).toEqual([]);
    expect(rest.items).toBe(INVOICE_MESSAGES.items);
  });
});
