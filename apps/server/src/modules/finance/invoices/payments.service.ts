import {
  INVOICE_MESSAGES,
  PAYMENT_ENTITY,
  centsToAmount,
  invoiceStatusOf,
  toCents,
  type PayInvoiceInput,
  type PaymentListQuery,
  type PaymentResult,
} from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, notFound } from '../../../platform/errors.js';
import { toPage } from '../../../platform/paging.js';
import * as ledger from '../ledger/ledger.repo.js';
import { idempotent } from '../ledger/idempotency.js';
import * as repo from './invoices.repo.js';
import { invoiceOut, paymentOut } from './invoices.out.js';
import { dayOf, openInvoice, refused, type InvoiceDeps } from './invoices.service.js';

const PAYMENT_DATE_FUTURE = 'The payment date cannot be in the future';
const CREDIT_USED = 'The credit this payment left has been used since: it cannot be cancelled';

async function resultOf(tx: Executor, studentId: number, invoiceId: number, paymentId: number): Promise<PaymentResult> {
  const invoice = (await repo.findInvoice(tx, studentId, invoiceId))!;
  return { payment: paymentOut((await repo.paymentById(tx, paymentId))!), invoice: invoiceOut(invoice) };
}

export function createPaymentService({ db, now }: InvoiceDeps) {
  return {
    /**
     * Pays an invoice in full or in part: cash (CARD) or clearing (OTHER: cheque, wire) debited, the
     * student's receivable credited with what was owed at most, and the rest, only when asked, the
     * student's credit account. Once per Idempotency-Key.
     */
    pay(actor: Actor, studentId: number, invoiceId: number, v: PayInvoiceInput, key: string) {
      return idempotent(
        db,
        {
          userId: actor.userId,
          key,
          operation: `payInvoice student ${studentId} invoice ${invoiceId}`,
          request: v,
          status: 201,
        },
        async (tx) => {
          const paidOn = v.paidOn ?? dayOf(now());
          if (paidOn > dayOf(now())) throw badInput(PAYMENT_DATE_FUTURE, { paidOn: PAYMENT_DATE_FUTURE });
          const inv = await openInvoice(tx, studentId, invoiceId);
          const owed = Number(inv.amountCents) - Number(inv.paidCents);
          if (owed <= 0) throw refused(INVOICE_MESSAGES.nothingOwed, 'amount');
          const amount = toCents(v.amount);
          const applied = Math.min(amount, owed);
          const rest = amount - applied;
          if (rest > 0 && !v.keepRestAsCredit) throw refused(INVOICE_MESSAGES.overpay(centsToAmount(owed)), 'amount');
          const payment = await repo.insertPayment(tx, {
            studentId,
            invoiceId,
            method: v.method,
            otherKind: v.method === 'OTHER' ? v.otherKind! : null,
            reference: v.reference ?? null,
            amountCents: amount,
            appliedCents: applied,
            creditCents: rest,
            paidOn,
            createdBy: actor.userId,
          });
          await ledger.post(tx, {
            kind: 'payment',
            studentId,
            invoiceId,
            paymentId: payment.id,
            memo: `Payment ${payment.id} on invoice ${invoiceId} (${v.method === 'CARD' ? 'card' : v.otherKind})`,
            postedBy: actor.userId,
            lines: [
              {
                accountId: await ledger.accountOf(tx, { kind: v.method === 'CARD' ? 'cash' : 'clearing' }),
                debit: amount,
                credit: 0,
              },
              { accountId: await ledger.accountOf(tx, { kind: 'receivable', studentId }), debit: 0, credit: applied },
              ...(rest > 0
                ? [{ accountId: await ledger.accountOf(tx, { kind: 'credit', studentId }), debit: 0, credit: rest }]
                : []),
            ],
          });
          const paid = Number(inv.paidCents) + applied;
          await repo.updateInvoice(tx, inv.id, {
            paidCents: paid,
            status: invoiceStatusOf(Number(inv.amountCents), paid),
          });
          await audit(tx, actor, {
            action: 'pay',
            entity: PAYMENT_ENTITY,
            entityId: payment.id,
            after: {
              studentId,
              invoiceId,
              method: v.method,
              otherKind: payment.otherKind,
              reference: payment.reference,
              amount: centsToAmount(amount),
              applied: centsToAmount(applied),
              credit: centsToAmount(rest),
              paidOn,
            },
          });
          return resultOf(tx, studentId, invoiceId, payment.id);
        },
      );
    },

    /** Cancels a payment: its posting reversed, the invoice owing again what it had paid. */
    async cancel(actor: Actor, studentId: number, paymentId: number, reason: string): Promise<PaymentResult> {
      return db.transaction(async (tx) => {
        // the invoice is locked first, as a payment locks it: the two never wait on each other in turn
        const seen = await repo.paymentById(tx, paymentId);
        if (!seen || seen.payment.studentId !== studentId || seen.payment.invoiceId == null) throw notFound('Payment');
        const inv = await repo.lockInvoice(tx, studentId, seen.payment.invoiceId);
        const p = await repo.lockPayment(tx, studentId, paymentId);
        if (!inv || !p) throw notFound('Payment');
        if (p.cancelled) throw refused(INVOICE_MESSAGES.paymentCancelled);
        const credit = Number(p.creditCents);
        if (credit > 0 && -(await ledger.studentSums(tx, studentId)).credit < credit) throw refused(CREDIT_USED);
        await ledger.reverse(tx, await ledger.firstEntryOf(tx, { paymentId }), {
          kind: 'paymentCancel',
          studentId,
          invoiceId: inv.id,
          paymentId,
          memo: `Payment ${paymentId} cancelled: ${reason}`,
          postedBy: actor.userId,
        });
        await repo.cancelPaymentRow(tx, paymentId, actor.userId, reason);
        const paid = Number(inv.paidCents) - Number(p.appliedCents);
        await repo.updateInvoice(tx, inv.id, {
          paidCents: paid,
          status: invoiceStatusOf(Number(inv.amountCents), paid),
        });
        await audit(tx, actor, {
          action: 'cancel',
          entity: PAYMENT_ENTITY,
          entityId: paymentId,
          before: { studentId, invoiceId: inv.id, status: 'posted', invoiceStatus: inv.status },
          after: { studentId, invoiceId: inv.id, status: 'cancelled', reason },
        });
        return resultOf(tx, studentId, inv.id, paymentId);
      });
    },

    async list(studentId: number, q: PaymentListQuery) {
      const { rows, total } = await repo.listPayments(db, studentId, q);
      return toPage(q, { items: rows.map(paymentOut), total });
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
