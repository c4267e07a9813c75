import { sql } from 'drizzle-orm';
import {
  CREDIT_MESSAGES,
  DIRECT_CREDIT_LABEL,
  INVOICE_MESSAGES,
  estimateStatusOf,
  isAwaitingVerification,
  paysForLabel,
  PAYMENT_ENTITY,
  PAYMENT_VERIFICATION_MESSAGES,
  centsToAmount,
  journalEntryKindLabel,
  type AccountingPayment,
  type AccountingPaymentQuery,
  type PaymentDetails,
  type UnverifiedPaymentQuery,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { notFound } from '../../../platform/errors.js';
import { toPage } from '../../../platform/paging.js';
import * as ledger from '../ledger/ledger.repo.js';
import * as invoices from '../invoices/invoices.repo.js';
import * as credits from '../credits/credits.repo.js';
import * as estimates from '../estimates/estimates.repo.js';
import { invoiceOut, paymentOut } from '../invoices/invoices.out.js';
import { refused } from '../invoices/invoices.service.js';
import { reversePayment } from '../invoices/payments.service.js';
import * as repo from './accounting-payments.repo.js';

const M = PAYMENT_VERIFICATION_MESSAGES;

/** "Invoice #3: Fall tuition", "Estimate #12", "Seat deposit", "Direct payment: Library fee" */
const itemOf = (r: repo.AccountingPaymentRow) =>
  r.directPaymentId == null ? null : (r.directFeeHead ?? DIRECT_CREDIT_LABEL);
const labelOf = (r: repo.AccountingPaymentRow) =>
  paysForLabel({
    paysFor: r.payment.paysFor,
    invoiceId: r.payment.invoiceId,
    invoiceTitle: r.invoiceTitle,
    estimateId: r.estimateId,
    item: itemOf(r),
  });

/**
 * What the activity log says of a payment (contracts' finance/money-activity.ts): its amount, how, and what it
 * pays for (an invoice by its id and title, or the words of an estimate, a seat deposit, a direct payment).
 */
const paymentWords = (r: repo.AccountingPaymentRow) => ({
  amount: centsToAmount(Number(r.payment.amountCents)),
  method: r.payment.method,
  otherKind: r.payment.otherKind,
  reference: r.payment.reference,
  invoiceId: r.payment.invoiceId,
  ...(r.payment.paysFor !== 'invoice' && { paysFor: labelOf(r) }),
});

function accountingOut(r: repo.AccountingPaymentRow): AccountingPayment {
  return {
    ...paymentOut(r),
    studentName: r.studentName,
    invoiceTitle: r.invoiceTitle,
    paysFor: r.payment.paysFor as AccountingPayment['paysFor'],
    paysForLabel: labelOf(r),
    estimateId: r.estimateId,
    paysForItem: itemOf(r),
    step1ByName: r.step1ByName,
    step1At: r.payment.step1At,
    verifiedByName: r.verifiedByName,
    verifiedAt: r.payment.verifiedAt,
    cancelledByName: r.cancelledByName,
  };
}

/** A payment with its invoice and every posting about it, line by line. */
async function detailsOf(ex: Executor, paymentId: number): Promise<PaymentDetails> {
  const row = await repo.byId(ex, paymentId);
  if (!row) throw notFound('Payment');
  const p = row.payment;
  const inv = p.invoiceId == null ? undefined : await invoices.findInvoice(ex, p.studentId, p.invoiceId);
  const lines = await ledger.entriesOfPayment(ex, paymentId);
  const names = await repo.userNames(ex, [...new Set(lines.map((l) => l.postedBy).filter((u) => u != null))]);
  const entries: PaymentDetails['entries'] = [];
  for (const l of lines) {
    let e = entries.at(-1);
    if (!e || e.id !== l.entryId) {
      e = {
        id: l.entryId,
        kind: l.kind as PaymentDetails['entries'][number]['kind'],
        kindLabel: journalEntryKindLabel(l.kind),
        postedAt: l.postedAt,
        postedByName: l.postedBy == null ? null : (names.get(l.postedBy) ?? null),
        memo: l.memo,
        reversesEntryId: l.reversesEntryId,
        lines: [],
      };
      entries.push(e);
    }
    e.lines.push({
      accountCode: l.accountCode,
      accountName: l.accountName,
      debit: centsToAmount(Number(l.debit)),
      credit: centsToAmount(Number(l.credit)),
    });
  }
  return { ...accountingOut(row), invoice: inv ? invoiceOut(inv) : null, entries };
}

/**
 * The accounting office's payments: the queue of cheques and wires waiting for verification (step 1 by
 * one user, step 2 by another, which moves the money from clearing to cash; or a rejection, which reverses
 * the payment and reopens its invoice), every payment across students, a payment's details and its
 * reference number. Each write locks the payment and is audited in its transaction.
 */
export function createPaymentVerificationService({ db }: { db: Db }) {
  /** the payment, locked, still waiting: not cancelled, in one of the given states */
  async function awaiting(
    tx: Executor,
    paymentId: number,
    state: 'unverified' | 'step1',
    message: string,
  ): Promise<[repo.PaymentRow, repo.AccountingPaymentRow]> {
    const p = await repo.lock(tx, paymentId);
    if (!p) throw notFound('Payment');
    if (p.cancelled) throw refused(INVOICE_MESSAGES.paymentCancelled);
    if (p.verification !== state) throw refused(message);
    return [p, (await repo.byId(tx, paymentId))!];
  }

  /**
   * Rejects a cheque or wire that paid no invoice, in the caller's transaction, once: the estimate (if any)
   * locked first, then the payment, still waiting; the credit it held is closed (never usable, so never
   * used), its posting reversed (clearing credited back), the estimate owes again what it paid. Audited.
   */
  async function rejectHeld(tx: Executor, actor: Actor, seen: repo.AccountingPaymentRow, reason: string) {
    const studentId = seen.payment.studentId;
    const est = seen.estimateId == null ? null : await estimates.lockEstimate(tx, studentId, seen.estimateId);
    const p = await repo.lock(tx, seen.payment.id);
    if (!p) throw notFound('Payment');
    if (p.cancelled) throw refused(INVOICE_MESSAGES.paymentCancelled);
    if (!isAwaitingVerification(p.verification)) throw refused(M.notAwaiting);
    const memo = `Payment ${p.id} rejected: ${reason}`;
    const creditId = seen.estimateCreditId ?? seen.directCreditId;
    if (creditId != null) {
      const c = await credits.lockCredit(tx, studentId, creditId);
      if (!c || c.deletedAt || Number(c.appliedCents) + Number(c.refundedCents) > 0)
        throw refused(CREDIT_MESSAGES.used);
      await credits.updateCredit(tx, c.id, {
        deletedAt: sql`now()` as never,
        deletedBy: actor.userId,
        deleteReason: memo,
      });
    }
    const kind = p.paysFor === 'direct' ? 'directPayment' : 'credit';
    const base = { kind: 'paymentReject' as const, studentId, creditId, paymentId: p.id, memo, postedBy: actor.userId };
    await ledger.reverse(tx, await ledger.firstEntryOf(tx, { paymentId: p.id, kind }), base);
    await invoices.cancelPaymentRow(tx, p.id, actor.userId, reason, true);
    if (est) {
      const paid = Number(est.paidCents) - Number(p.amountCents);
      await estimates.updateEstimate(tx, est.id, {
        paidCents: paid,
        ...(est.status !== 'cancelled' && { status: estimateStatusOf(Number(est.amountCents), paid) }),
      });
    }
    await audit(tx, actor, {
      action: 'reject',
      entity: PAYMENT_ENTITY,
      entityId: p.id,
      before: { studentId, status: 'posted', verification: p.verification },
      after: { studentId, ...paymentWords(seen), status: 'cancelled', verification: 'rejected', creditId, reason },
    });
  }

  return {
    async unverified(q: UnverifiedPaymentQuery) {
      const { rows, total } = await repo.unverified(db, q);
      return toPage(q, { items: rows.map(accountingOut), total });
    },

    async list(q: AccountingPaymentQuery) {
      const { rows, total } = await repo.all(db, q);
      return toPage(q, { items: rows.map(accountingOut), total });
    },

    details: (paymentId: number) => detailsOf(db, paymentId),

    /** Step 1: an accounting user has checked the cheque or wire; the money stays in clearing. */
    async step1(actor: Actor, paymentId: number) {
      return db.transaction(async (tx) => {
        const [p, row] = await awaiting(tx, paymentId, 'unverified', M.step1);
        await repo.update(tx, p.id, { verification: 'step1', step1By: actor.userId, step1At: sql`now()` as never });
        await audit(tx, actor, {
          action: 'verifyStep1',
          entity: PAYMENT_ENTITY,
          entityId: p.id,
          before: { studentId: p.studentId, verification: 'unverified' },
          after: { studentId: p.studentId, verification: 'step1', ...paymentWords(row) },
        });
        return detailsOf(tx, p.id);
      });
    },

    /** Step 2, by another user than step 1: the money moves from clearing to cash (a balanced entry). */
    async step2(actor: Actor, paymentId: number) {
      return db.transaction(async (tx) => {
        const [p, row] = await awaiting(tx, paymentId, 'step1', M.step2);
        if (p.step1By === actor.userId) throw refused(M.sameUser);
        const amount = Number(p.amountCents);
        await ledger.post(tx, {
          kind: 'paymentVerify',
          studentId: p.studentId,
          invoiceId: p.invoiceId,
          paymentId: p.id,
          memo: `Payment ${p.id} verified (${p.otherKind} ${p.reference ?? ''})`.trim(),
          postedBy: actor.userId,
          lines: [
            { accountId: await ledger.accountOf(tx, { kind: 'cash' }), debit: amount, credit: 0 },
            { accountId: await ledger.accountOf(tx, { kind: 'clearing' }), debit: 0, credit: amount },
          ],
        });
        await repo.update(tx, p.id, {
          verification: 'verified',
          verifiedBy: actor.userId,
          verifiedAt: sql`now()` as never,
        });
        await audit(tx, actor, {
          action: 'verifyStep2',
          entity: PAYMENT_ENTITY,
          entityId: p.id,
          before: { studentId: p.studentId, verification: 'step1' },
          after: { studentId: p.studentId, verification: 'verified', ...paymentWords(row) },
        });
        return detailsOf(tx, p.id);
      });
    },

    /**
     * Rejects a payment waiting for either step, whatever it pays for: reversed, its invoice owes again what it
     * paid (or its estimate does, its credit closed; or its direct posting is undone). Once: a second is a 422.
     */
    async reject(actor: Actor, paymentId: number, reason: string) {
      return db.transaction(async (tx) => {
        const seen = await repo.byId(tx, paymentId);
        if (!seen) throw notFound('Payment');
        if (seen.payment.paysFor !== 'invoice') await rejectHeld(tx, actor, seen, reason);
        else
          await reversePayment(tx, actor, seen.payment.studentId, paymentId, 'paymentReject', reason, (p) => {
            if (!isAwaitingVerification(p.verification)) throw refused(M.notAwaiting);
          });
        return detailsOf(tx, paymentId);
      });
    },

    /** Corrects a payment's reference number (the cheque or wire number). Audited. */
    async updateReference(actor: Actor, paymentId: number, reference: string) {
      return db.transaction(async (tx) => {
        const p = await repo.lock(tx, paymentId);
        if (!p) throw notFound('Payment');
        if (p.reference !== reference) {
          await repo.update(tx, p.id, { reference });
          await audit(tx, actor, {
            action: 'updateReference',
            entity: PAYMENT_ENTITY,
            entityId: p.id,
            before: { studentId: p.studentId, reference: p.reference },
            after: { studentId: p.studentId, reference },
          });
        }
        return detailsOf(tx, p.id);
      });
    },

    /** The top-bar count paymentsVerify. */
    pendingCount: () => repo.awaitingCount(db),
  };
}
export type PaymentVerificationService = ReturnType<typeof createPaymentVerificationService>;
