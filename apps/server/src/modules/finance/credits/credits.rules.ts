import {
  CREDIT_MESSAGES,
  CREDIT_PENDING_MESSAGE,
  MONEY_MAX_CENTS,
  MONEY_MESSAGES,
  creditUsable,
  invoiceStatusOf,
} from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import type { Actor } from '../../../platform/audit.js';
import { badInput, notFound } from '../../../platform/errors.js';
import { idempotent } from '../ledger/idempotency.js';
import * as invoices from '../invoices/invoices.repo.js';
import { dayOf, refused, type InvoiceDeps } from '../invoices/invoices.service.js';
import * as repo from './credits.repo.js';

const M = CREDIT_MESSAGES;
export const leftOf = (c: repo.CreditRow) => Number(c.amountCents) - Number(c.appliedCents) - Number(c.refundedCents);

/**
 * The checks and steps the credit services share: days not in the future, the credit and the invoice
 * locked and still open, an invoice's paid amount moved, a write run once per Idempotency-Key. Locks: an
 * invoice before a credit, as payments lock an invoice before a payment (and its credit), so two writes
 * never wait on each other in turn.
 */
export function creditRules({ db, now }: InvoiceDeps) {
  const today = () => dayOf(now());
  /** A day for the record: today when left out, never in the future (400 naming the field). */
  const dayNotAfterToday = (day: string | null | undefined, field: string) => {
    const d = day ?? today();
    if (d > today()) throw badInput(M.dateFuture, { [field]: M.dateFuture });
    return d;
  };
  const tooLarge = (cents: number) => {
    if (cents > MONEY_MAX_CENTS) throw badInput(MONEY_MESSAGES.tooLarge, { amount: MONEY_MESSAGES.tooLarge });
    return cents;
  };
  /** The credit, locked, still holding money (not deleted). */
  async function liveCredit(tx: Executor, studentId: number, creditId: number) {
    const c = await repo.lockCredit(tx, studentId, creditId);
    if (!c) throw notFound('Credit');
    if (c.deletedAt) throw refused(M.deleted);
    return c;
  }
  /** A live credit that may be spent (applied, refunded): the cheque or wire that holds it is verified (422). */
  async function usableCredit(tx: Executor, studentId: number, creditId: number) {
    const c = await liveCredit(tx, studentId, creditId);
    if (!creditUsable(await repo.verificationOfCredit(tx, creditId))) throw refused(CREDIT_PENDING_MESSAGE, 'creditId');
    return c;
  }
  /** The student's invoice, locked, that a credit may pay: it exists and is not cancelled (400 on the field). */
  async function payableInvoice(tx: Executor, studentId: number, invoiceId: number) {
    const inv = await invoices.lockInvoice(tx, studentId, invoiceId);
    if (!inv || inv.status === 'CN') throw badInput(M.invoice, { invoiceId: M.invoice });
    return inv;
  }
  async function payInvoice(tx: Executor, inv: invoices.InvoiceRow, cents: number) {
    const paid = Number(inv.paidCents) + cents;
    return invoices.updateInvoice(tx, inv.id, {
      paidCents: paid,
      status: invoiceStatusOf(Number(inv.amountCents), paid),
    });
  }
  const once = <T>(
    actor: Actor,
    key: string,
    operation: string,
    request: unknown,
    status: number,
    work: (tx: Executor) => Promise<T>,
  ) => idempotent(db, { userId: actor.userId, key, operation, request, status }, work);
  return { today, dayNotAfterToday, tooLarge, liveCredit, usableCredit, payableInvoice, payInvoice, once };
}
export type CreditRules = ReturnType<typeof creditRules>;
