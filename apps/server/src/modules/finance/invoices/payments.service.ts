import {
  CARD_MESSAGES,
  cardDigits,
  cardExpiryError,
  parseCardExpiry,
  CREDIT_MESSAGES,
  ERROR_CODES,
  INVOICE_MESSAGES,
  PAYMENT_VERIFICATION_MESSAGES,
  PAYMENT_ENTITY,
  centsToAmount,
  invoiceStatusOf,
  toCents,
  type PayInvoiceInput,
  type PaymentListQuery,
  type PaymentResult,
} from '@caduceus/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { AppError, badInput, notFound } from '../../../platform/errors.js';
import { toPage } from '../../../platform/paging.js';
import * as ledger from '../ledger/ledger.repo.js';
import { idempotent } from '../ledger/idempotency.js';
import * as credits from '../credits/credits.repo.js';
import type { PaymentGateway } from '../payments/gateway.js';
import * as repo from './invoices.repo.js';
import { invoiceOut, paymentOut } from './invoices.out.js';
import { dayOf, openInvoice, refused, type InvoiceDeps } from './invoices.service.js';

const PAYMENT_DATE_FUTURE = 'The payment date cannot be in the future';

/**
 * A payment as its Idempotency-Key remembers it: a typed card is kept as its last four digits and expiry only
 * (a retry with the same card is the same request; the number and CVC are never stored).
 */
type TypedCardFields = Pick<PayInvoiceInput, 'method' | 'cardNumber' | 'cardExpiry' | 'cardCvc' | 'cardName'>;

export function rememberedRequest<V extends TypedCardFields>(v: V) {
  if (!v.cardNumber) return v;
  const { cardNumber, cardCvc: _cvc, cardName: _name, ...rest } = v;
  return { ...rest, cardLast4: (cardDigits(cardNumber) ?? '').slice(-4) };
}

/** The typed card of a CARD payment, checked again on the server's clock; null when it came as a token. */
export function typedCard(v: TypedCardFields, today: string) {
  if (v.method !== 'CARD' || !v.cardNumber) return null;
  const expired = cardExpiryError(v.cardExpiry ?? '', today);
  if (expired) throw badInput(expired, { cardExpiry: expired });
  const digits = cardDigits(v.cardNumber);
  const expiry = parseCardExpiry(v.cardExpiry ?? '');
  if (!digits || !expiry || !v.cardCvc || !v.cardName)
    throw badInput(CARD_MESSAGES.details, { cardNumber: CARD_MESSAGES.details });
  return { number: digits, month: expiry.month, year: expiry.year, cvc: v.cardCvc, name: v.cardName };
}

/**
 * Charges a CARD payment through the gateway: a typed card goes to it once, for a token (only its last four
 * digits come back), then the charge under the request's Idempotency-Key (a retry is answered the same). A
 * declined card is a 402 on the card's field, before anything is written.
 */
export async function chargeCard(
  gateway: PaymentGateway,
  v: TypedCardFields & { cardToken?: string | null },
  c: { amountCents: number; idempotencyKey: string; description: string; today: string },
): Promise<{ reference: string; last4: string | null }> {
  const card = typedCard(v, c.today);
  const tokenized = card ? await gateway.tokenize(card) : null;
  const charge = await gateway.charge({
    amountCents: c.amountCents,
    token: tokenized?.token ?? v.cardToken!,
    idempotencyKey: c.idempotencyKey,
    description: c.description,
  });
  if (!charge.ok) {
    const message = PAYMENT_VERIFICATION_MESSAGES.declined(charge.message);
    throw new AppError(402, ERROR_CODES.rule, message, { cardToken: message });
  }
  return { reference: charge.reference, last4: tokenized?.last4 ?? null };
}

async function resultOf(tx: Executor, studentId: number, invoiceId: number, paymentId: number): Promise<PaymentResult> {
  const invoice = (await repo.findInvoice(tx, studentId, invoiceId))!;
  return { payment: paymentOut((await repo.paymentById(tx, paymentId))!), invoice: invoiceOut(invoice) };
}

/**
 * Takes back what a payment left as credit, in the transaction that reverses the payment: refused (422)
 * when any of it was applied or refunded since; otherwise the credit row is closed as deleted.
 */
export async function voidCreditOf(tx: Executor, actor: Actor, studentId: number, paymentId: number, why: string) {
  const c = await credits.lockCreditOfPayment(tx, paymentId);
  if (!c) {
    // a payment older than the credit rows: the student's credit account must still hold its rest
    const p = await repo.lockPayment(tx, studentId, paymentId);
    if (p && Number(p.creditCents) > 0 && -(await ledger.studentSums(tx, studentId)).credit < Number(p.creditCents))
      throw refused(CREDIT_MESSAGES.used);
    return;
  }
  if (Number(c.appliedCents) + Number(c.refundedCents) > 0 || c.deletedAt) throw refused(CREDIT_MESSAGES.used);
  await credits.updateCredit(tx, c.id, { deletedAt: sql`now()` as never, deletedBy: actor.userId, deleteReason: why });
}

export function createPaymentService({ db, now, gateway }: InvoiceDeps & { gateway: PaymentGateway }) {
  return {
    /**
     * Pays an invoice in full or in part: cash (CARD, charged through the gateway, verified at once) or
     * clearing (OTHER: cheque, wire, unverified until accounting's two steps) debited, the student's
     * receivable credited with what was owed at most, and the rest, only when asked, the student's credit
     * account (a credit row). Once per Idempotency-Key: a declined card writes nothing (402).
     */
    pay(actor: Actor, studentId: number, invoiceId: number, v: PayInvoiceInput, key: string) {
      return idempotent(
        db,
        {
          userId: actor.userId,
          key,
          operation: `payInvoice student ${studentId} invoice ${invoiceId}`,
          request: rememberedRequest(v),
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
          let gatewayReference: string | null = null;
          let last4: string | null = null;
          if (v.method === 'CARD') {
            const charged = await chargeCard(gateway, v, {
              amountCents: amount,
              idempotencyKey: `${actor.userId}:${key}`,
              description: `Invoice ${invoiceId} of student ${studentId}`,
              today: dayOf(now()),
            });
            gatewayReference = charged.reference;
            last4 = charged.last4;
          }
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
            verification: v.method === 'CARD' ? 'verified' : 'unverified',
            gatewayReference,
          });
          if (rest > 0)
            await credits.insertCredit(tx, {
              studentId,
              kind: 'credit',
              source: 'overpayment',
              paymentId: payment.id,
              amountCents: rest,
              createdOn: paidOn,
              reference: payment.reference,
              reason: `Rest of payment ${payment.id} on invoice ${invoiceId}`,
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
              invoiceTitle: inv.title,
              method: v.method,
              otherKind: payment.otherKind,
              reference: payment.reference,
              amount: centsToAmount(amount),
              applied: centsToAmount(applied),
              credit: centsToAmount(rest),
              paidOn,
              verification: payment.verification,
              gatewayReference,
              ...(last4 && { cardLast4: last4 }),
            },
          });
          return resultOf(tx, studentId, invoiceId, payment.id);
        },
      );
    },

    /** Cancels a payment: its posting reversed, the invoice owing again what it had paid. */
    async cancel(actor: Actor, studentId: number, paymentId: number, reason: string): Promise<PaymentResult> {
      return db.transaction(async (tx) => {
        const { inv } = await reversePayment(tx, actor, studentId, paymentId, 'paymentCancel', reason);
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

/**
 * Reverses a payment in the caller's transaction (a cancellation, or accounting's rejection): its
 * verification moved to cash is reversed first when there is one, then its own posting; the invoice owes
 * again what it paid, the credit it left is taken back (refused if used). Audited.
 */
export async function reversePayment(
  tx: Executor,
  actor: Actor,
  studentId: number,
  paymentId: number,
  kind: 'paymentCancel' | 'paymentReject',
  reason: string,
  check?: (p: repo.PaymentRow) => void,
) {
  // the invoice is locked first, as a payment locks it: the two never wait on each other in turn
  const seen = await repo.paymentById(tx, paymentId);
  if (!seen || seen.payment.studentId !== studentId || seen.payment.invoiceId == null) throw notFound('Payment');
  const inv = await repo.lockInvoice(tx, studentId, seen.payment.invoiceId);
  const p = await repo.lockPayment(tx, studentId, paymentId);
  if (!inv || !p) throw notFound('Payment');
  if (p.cancelled) throw refused(INVOICE_MESSAGES.paymentCancelled);
  check?.(p);
  const memo = `Payment ${paymentId} ${kind === 'paymentCancel' ? 'cancelled' : 'rejected'}: ${reason}`;
  if (Number(p.creditCents) > 0) await voidCreditOf(tx, actor, studentId, paymentId, memo);
  const moved = await ledger.entryOf(tx, { paymentId, kind: 'paymentVerify' });
  const base = { kind, studentId, invoiceId: inv.id, paymentId, memo, postedBy: actor.userId };
  if (moved != null) await ledger.reverse(tx, moved, base);
  await ledger.reverse(tx, await ledger.firstEntryOf(tx, { paymentId }), base);
  await repo.cancelPaymentRow(tx, paymentId, actor.userId, reason, kind === 'paymentReject');
  const paid = Number(inv.paidCents) - Number(p.appliedCents);
  await repo.updateInvoice(tx, inv.id, { paidCents: paid, status: invoiceStatusOf(Number(inv.amountCents), paid) });
  await audit(tx, actor, {
    action: kind === 'paymentCancel' ? 'cancel' : 'reject',
    entity: PAYMENT_ENTITY,
    entityId: paymentId,
    before: { studentId, invoiceId: inv.id, status: 'posted', verification: p.verification, invoiceStatus: inv.status },
    after: {
      studentId,
      invoiceId: inv.id,
      invoiceTitle: inv.title,
      amount: centsToAmount(Number(p.amountCents)),
      method: p.method,
      otherKind: p.otherKind,
      reference: p.reference,
      status: 'cancelled',
      verification: kind === 'paymentReject' ? 'rejected' : p.verification,
      reason,
    },
  });
  return { inv, p };
}
