import { CREDIT_MESSAGES, type CreditSource } from '@caduceus/contracts';
import type { Rights } from '../../../app/rights';
import { amountCents, typedCents } from '../shared/money';

/**
 * The Credits & Scholarship tab's pure rules: what a viewer may do with a credit (its kind, what is left on
 * it and the viewer's rights: the same refusals the server makes, so a button never leads to a 422 we
 * could foresee), its status word, and the amount a credit may pay on an invoice.
 */

/** What the rules read of a credit row. */
export interface CreditFacts {
  kind: 'credit' | 'scholarship';
  source: CreditSource;
  left: string;
  refunded: string;
  deletedAt: string | null;
}

export interface CreditActions {
  apply: boolean;
  refund: boolean;
  remove: boolean;
  edit: boolean;
}

/**
 * The actions a credit allows: applied to an invoice while something is left on it (write); refunded in
 * money while something is left, a credit (never a scholarship), with the write bits of the tab and of the
 * refunds component; deleted (delete) unless it is the rest of a payment (cancel the payment instead) or
 * has refunds; its created-on day and reference changed (edit). Deleted credits and read-only viewers: none.
 */
export function creditActions(c: CreditFacts, rights: Rights, refunds: Rights, readOnly: boolean): CreditActions {
  if (readOnly || c.deletedAt) return { apply: false, refund: false, remove: false, edit: false };
  const held = (amountCents(c.left) ?? 0) > 0;
  return {
    apply: rights.write && held,
    refund: rights.write && refunds.write && held && c.kind === 'credit',
    remove:
      rights.delete &&
      c.source !== 'overpayment' &&
      c.source !== 'estimate' &&
      c.source !== 'direct' &&
      (amountCents(c.refunded) ?? 0) === 0,
    edit: rights.edit,
  };
}

/** held: something is left on it; used: nothing is; deleted: reversed. */
export type CreditStatus = 'held' | 'used' | 'deleted';
export const creditStatus = (c: Pick<CreditFacts, 'left' | 'deletedAt'>): CreditStatus =>
  c.deletedAt ? 'deleted' : (amountCents(c.left) ?? 0) > 0 ? 'held' : 'used';

/** The most a credit may pay on an invoice: what is left on it and what the invoice owes, the smaller. */
export function maxApplicableCents(left: string, owed: string): number {
  return Math.max(0, Math.min(amountCents(left) ?? 0, amountCents(owed) ?? 0));
}

/** The most as the wire's money text ("125.50"), the apply dialog's starting amount. */
export const centsText = (cents: number) => (cents / 100).toFixed(2);

/**
 * The typed amount's error against the credit and the invoice (the contracts' messages, as the server
 * words its 422): more than is left on the credit, or more than the invoice owes; null when it fits or is
 * not an amount yet (the schema says that).
 */
export function applyAmountError(typed: unknown, left: string, owed: string | null): string | null {
  const cents = typedCents(typed);
  if (cents === null) return null;
  if (cents > (amountCents(left) ?? 0)) return CREDIT_MESSAGES.moreThanLeft(left);
  if (owed !== null && cents > (amountCents(owed) ?? 0)) return CREDIT_MESSAGES.moreThanOwed(owed);
  return null;
}

/** A refund's typed amount against what is left on the credit. */
export function refundAmountError(typed: unknown, left: string): string | null {
  const cents = typedCents(typed);
  return cents !== null && cents > (amountCents(left) ?? 0) ? CREDIT_MESSAGES.moreThanLeft(left) : null;
}

/** The invoices a credit can pay: those that owe something, not cancelled. */
export const payableInvoices = <I extends { status: string; due: string }>(invoices: readonly I[]) =>
  invoices.filter((i) => i.status !== 'CN' && (amountCents(i.due) ?? 0) > 0);
