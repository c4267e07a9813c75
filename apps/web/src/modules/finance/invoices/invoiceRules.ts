import { INVOICE_STATUS, canMoveInvoice, type InvoiceStatus } from '@caduceus/contracts';
import type { Rights } from '../../../app/rights';
import { amountCents, todayIso, typedCents } from '../shared/money';

// the money and key helpers live in ../shared/money (the credits tab and the accounting screens use them too)
export { amountCents, formatMoney, newIdempotencyKey, todayIso, typedCents, type RandomSource } from '../shared/money';

/**
 * The Invoices & Payments tab's pure rules: the live total of a new invoice, which actions an invoice's
 * status and the viewer's rights allow (the contracts' transitions, never a rule of our own), overdue and
 * the items' errors (money text, today and idempotency keys come from ../shared/money).
 */

/** The live total of a new invoice: the lines whose amount is valid so far (others count as 0). */
export const linesTotalCents = (lines: readonly ({ amount?: unknown } | undefined)[] | undefined) =>
  (lines ?? []).reduce((sum, l) => sum + (typedCents(l?.amount) ?? 0), 0);

/** What a viewer may do with an invoice in its status. */
export interface InvoiceActions {
  pay: boolean;
  changeDueDate: boolean;
  cancel: boolean;
  deleteItem: boolean;
}

/**
 * The actions an invoice allows, from the contracts' INVOICE_TRANSITIONS: a payment moves it towards Full
 * Paid (so it is payable while it can reach FP), it is cancelled only where CN is a move (nothing paid),
 * and its items go only while it could still be cancelled (the server's "nothing paid"); a cancelled
 * invoice moves nowhere, so its due date stays. The rights are the viewer's on the tab (write: pay,
 * edit: due date, delete: cancel and delete an item); read-only viewers get none.
 */
export function invoiceActions(
  status: InvoiceStatus,
  rights: Rights,
  readOnly: boolean,
  /** the student's own side, which pays her own invoices by card (contracts' selfServiceMayWrite) */
  selfPay = false,
): InvoiceActions {
  const can = (bit: keyof Rights) => !readOnly && rights[bit];
  const moves = (Object.values(INVOICE_STATUS) as InvoiceStatus[]).some((to) => canMoveInvoice(status, to));
  return {
    pay: (can('write') || selfPay) && canMoveInvoice(status, INVOICE_STATUS.fullPaid),
    changeDueDate: can('edit') && moves,
    cancel: can('delete') && canMoveInvoice(status, INVOICE_STATUS.cancelled),
    deleteItem: can('delete') && canMoveInvoice(status, INVOICE_STATUS.cancelled),
  };
}

/** A payment is cancelled (a reversal) once, by a viewer with the delete right. */
export const canCancelPayment = (p: { status: string }, rights: Rights, readOnly: boolean) =>
  !readOnly && rights.delete && p.status === 'posted';

/** Overdue: its due date has passed and it still owes (a payable status, something due). */
export function isOverdue(inv: { dueDate: string; status: InvoiceStatus; due: string }, today = todayIso()): boolean {
  return (
    inv.dueDate.slice(0, 10) < today &&
    canMoveInvoice(inv.status, INVOICE_STATUS.fullPaid) &&
    (amountCents(inv.due) ?? 0) > 0
  );
}

/** The colour word StatusTag knows for each invoice status (its text stays the contracts' label). */
export const INVOICE_STATUS_TONE: Record<InvoiceStatus, string> = {
  CR: 'open',
  PP: 'pending',
  FP: 'paid',
  CN: 'cancelled',
};

/** A field error of an invoice line: the form's path ['lines', n, field] and its message. */
export interface LineError {
  name: [string, number, string];
  message: string;
}

/**
 * Splits errors keyed by path ("items.1.amount", from the schema's issues or the server's 400 fields) into
 * the lines' own errors (first per field) and the rest (keyed by their top-level name).
 */
export function splitLineErrors(entries: readonly { path: readonly PropertyKey[]; message: string }[]): {
  lines: LineError[];
  rest: Record<string, string>;
} {
  const lines: LineError[] = [];
  const rest: Record<string, string> = {};
  for (const { path, message } of entries) {
    const [top, n, field] = path;
    if (top === 'items' && path.length >= 3 && Number.isInteger(Number(n))) {
      const name: LineError['name'] = ['lines', Number(n), String(field)];
      if (!lines.some((l) => l.name.join('.') === name.join('.'))) lines.push({ name, message });
    } else {
      const key = path.length ? String(top) : '_';
      rest[key] ??= message;
    }
  }
  return { lines, rest };
}

/** The server's field map ("items.0.feeHeadId": message) as paths for splitLineErrors. */
export const fieldEntries = (fields: Record<string, string>) =>
  Object.entries(fields).map(([k, message]) => ({ path: k.split('.'), message }));
