import { sql } from 'drizzle-orm';
import {
  AWAITING_VERIFICATION,
  INVOICE_MESSAGES,
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
import { invoiceOut, paymentOut } from '../invoices/invoices.out.js';
import { refused } from '../invoices/invoices.service.js';
import { reversePayment } from '../invoices/payments.service.js';
import * as repo from './accounting-payments.repo.js';

const M = PAYMENT_VERIFICATION_MESSAGES;

/** What the activity log says of a payment (contracts' finance/activity.ts): its amount, how, and on which invoice. */
const paymentWords = (p: NonNullable<Awaited<ReturnType<typeof repo.lock>>>) => ({
  amount: centsToAmount(Number(p.amountCents)),
  method: p.method,
  otherKind: p.otherKind,
  reference: p.reference,
  invoiceId: p.invoiceId,
});

function accountingOut(r: repo.AccountingPaymentRow): AccountingPayment {
  return {
    ...paymentOut(r),
    studentName: r.studentName,
    invoiceTitle: r.invoiceTitle,
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
  async function awaiting(tx: Executor, paymentId: number, state: 'unverified' | 'step1', message: string) {
    const p = await repo.lock(tx, paymentId);
    if (!p) throw notFound('Payment');
    if (p.cancelled) throw refused(INVOICE_MESSAGES.paymentCancelled);
    if (p.verification !== state) throw refused(message);
    return p;
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
        const p = await awaiting(tx, paymentId, 'unverified', M.step1);
        await repo.update(tx, p.id, { verification: 'step1', step1By: actor.userId, step1At: sql`now()` as never });
        await audit(tx, actor, {
          action: 'verifyStep1',
          entity: PAYMENT_ENTITY,
          entityId: p.id,
          before: { studentId: p.studentId, verification: 'unverified' },
          after: { studentId: p.studentId, verification: 'step1', ...paymentWords(p) },
        });
        return detailsOf(tx, p.id);
      });
    },

    /** Step 2, by another user than step 1: the money moves from clearing to cash (a balanced entry). */
    async step2(actor: Actor, paymentId: number) {
      return db.transaction(async (tx) => {
        const p = await awaiting(tx, paymentId, 'step1', M.step2);
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
          after: { studentId: p.studentId, verification: 'verified', ...paymentWords(p) },
        });
        return detailsOf(tx, p.id);
      });
    },

    /** Rejects a payment waiting for either step: it is reversed and its invoice owes again what it paid. */
    async reject(actor: Actor, paymentId: number, reason: string) {
      return db.transaction(async (tx) => {
        const seen = await repo.byId(tx, paymentId);
        if (!seen) throw notFound('Payment');
        await reversePayment(tx, actor, seen.payment.studentId, paymentId, 'paymentReject', reason, (p) => {
          if (!(AWAITING_VERIFICATION as readonly string[]).includes(p.verification)) throw refused(M.notAwaiting);
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
