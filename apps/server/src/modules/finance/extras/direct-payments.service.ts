import {
  CREDIT_ENTITY,
  DIRECT_CREDIT_LABEL,
  DIRECT_PAYMENT_ENTITY,
  STUDENT_EXTRAS_MESSAGES as M,
  centsToAmount,
  invoiceStatusLabel,
  studentVerificationLabel,
  toCents,
  type CreditInvoicesView,
  type CreditNoInvoiceView,
  type DirectPayment,
  type DirectPaymentInput,
  type DirectPaymentOptions,
  type NoInvoiceCreatedOnInput,
  type NoInvoiceListQuery,
} from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, notFound } from '../../../platform/errors.js';
import { toPage } from '../../../platform/paging.js';
import * as credits from '../credits/credits.repo.js';
import { studentExists } from '../invoices/invoices.repo.js';
import { dayOf, type InvoiceDeps } from '../invoices/invoices.service.js';
import { chargeCard, rememberedRequest } from '../invoices/payments.service.js';
import { idempotent } from '../ledger/idempotency.js';
import * as ledger from '../ledger/ledger.repo.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { insertQueuedPayment } from '../payments/queued-payment.js';
import * as repo from './student-extras.repo.js';

const directOut = ({ p, feeHeadLabel, createdByName, verification }: repo.DirectPaymentRow): DirectPayment => ({
  id: p.id,
  studentId: p.studentId,
  feeHeadId: p.feeHeadId,
  itemLabel: p.feeHeadId == null ? DIRECT_CREDIT_LABEL : (feeHeadLabel ?? `Fee head ${p.feeHeadId}`),
  method: p.method as DirectPayment['method'],
  otherKind: p.otherKind as DirectPayment['otherKind'],
  reference: p.reference,
  amount: centsToAmount(Number(p.amountCents)),
  paidOn: p.paidOn,
  createdOn: p.createdOn,
  note: p.note,
  creditId: p.creditId,
  gatewayReference: p.gatewayReference,
  createdAt: p.createdAt,
  createdByName,
  paymentId: p.paymentId,
  verification: (verification ?? 'verified') as DirectPayment['verification'],
  verificationLabel: studentVerificationLabel(verification),
});

async function usesOf(ex: Executor, studentId: number, creditId: number): Promise<CreditInvoicesView> {
  const found = await repo.creditUses(ex, studentId, creditId);
  if (!found) throw notFound('Credit');
  return {
    creditId,
    kind: found.credit.kind,
    amount: centsToAmount(Number(found.credit.amountCents)),
    items: found.uses.map(({ a, invoice }) => ({
      applicationId: a.id,
      invoiceId: invoice.id,
      invoiceTitle: invoice.title,
      invoiceDate: invoice.invoiceDate,
      invoiceStatus: invoiceStatusLabel(invoice.status),
      amount: centsToAmount(Number(a.amountCents)),
      appliedAt: a.createdAt,
      reversedAt: a.reversedAt,
    })),
  };
}

/**
 * Payments with no invoice (directPayment): for a fee head (cash debited, its revenue credited) or kept as
 * the student's credit (cash debited, the student's credit account credited, a credit row of source
 * 'direct'). A CARD is charged through the gateway first, cash debited; OTHER (cheque or wire) is recorded as
 * received, clearing debited, and waits in accounting's verification queue (its row in `payments`): step 2 moves
 * it to cash, a rejection reverses its posting (payment-verification.service.ts).
 */
export function createDirectPaymentService({ db, now, gateway }: InvoiceDeps & { gateway: PaymentGateway }) {
  return {
    async options(): Promise<DirectPaymentOptions> {
      const heads = await repo.activeFeeHeads(db);
      return {
        items: [
          ...heads.map((h) => ({ feeHeadId: h.id, label: h.label })),
          { feeHeadId: null, label: DIRECT_CREDIT_LABEL },
        ],
      };
    },

    pay(actor: Actor, studentId: number, v: DirectPaymentInput, key: string) {
      return idempotent(
        db,
        {
          userId: actor.userId,
          key,
          operation: `directPayment student ${studentId}`,
          request: rememberedRequest(v),
          status: 201,
        },
        async (tx) => {
          if (!(await studentExists(tx, studentId))) throw notFound('Student');
          const today = dayOf(now());
          const paidOn = v.paidOn ?? today;
          const fields: Record<string, string> = {};
          if (paidOn > today) fields.paidOn = M.paidOnFuture;
          const head = v.feeHeadId != null ? await repo.refRow(tx, 'fee-head', v.feeHeadId) : null;
          if (v.feeHeadId != null && !head?.active) fields.feeHeadId = M.item;
          if (Object.keys(fields).length) throw badInput('Please correct the highlighted fields', fields);
          const amount = toCents(v.amount);
          let gatewayReference: string | null = null;
          if (v.method === 'CARD')
            gatewayReference = (
              await chargeCard(gateway, v, {
                amountCents: amount,
                idempotencyKey: `${actor.userId}:${key}`,
                description: `Direct payment of student ${studentId}`,
                today,
              })
            ).reference;
          const credit =
            v.feeHeadId == null
              ? await credits.insertCredit(tx, {
                  studentId,
                  kind: 'credit',
                  source: 'direct',
                  amountCents: amount,
                  createdOn: paidOn,
                  reference: v.reference ?? null,
                  reason: v.note ?? 'Direct payment kept as credit',
                  createdBy: actor.userId,
                })
              : null;
          const queued = await insertQueuedPayment(tx, {
            studentId,
            paysFor: 'direct',
            method: v.method,
            otherKind: v.method === 'OTHER' ? v.otherKind! : null,
            reference: v.reference ?? null,
            gatewayReference,
            amountCents: amount,
            creditCents: credit ? amount : 0,
            paidOn,
            createdBy: actor.userId,
          });
          const row = await repo.insertDirectPayment(tx, {
            paymentId: queued.id,
            studentId,
            feeHeadId: v.feeHeadId,
            creditId: credit?.id ?? null,
            method: v.method,
            otherKind: v.method === 'OTHER' ? v.otherKind! : null,
            reference: v.reference ?? null,
            amountCents: amount,
            paidOn,
            createdOn: paidOn,
            note: v.note ?? null,
            gatewayReference,
            createdBy: actor.userId,
          });
          await ledger.post(tx, {
            kind: 'directPayment',
            studentId,
            creditId: credit?.id ?? null,
            paymentId: queued.id,
            memo: `Direct payment ${row.id}: ${head?.label ?? DIRECT_CREDIT_LABEL} (${v.method === 'CARD' ? 'card' : v.otherKind})`,
            postedBy: actor.userId,
            lines: [
              {
                accountId: await ledger.accountOf(tx, { kind: v.method === 'CARD' ? 'cash' : 'clearing' }),
                debit: amount,
                credit: 0,
              },
              {
                accountId: await ledger.accountOf(
                  tx,
                  head ? { kind: 'revenue', feeHeadId: head.id, name: head.label } : { kind: 'credit', studentId },
                ),
                debit: 0,
                credit: amount,
              },
            ],
          });
          await audit(tx, actor, {
            action: 'pay',
            entity: DIRECT_PAYMENT_ENTITY,
            entityId: row.id,
            after: {
              studentId,
              feeHeadId: v.feeHeadId,
              creditId: credit?.id ?? null,
              method: v.method,
              otherKind: row.otherKind,
              reference: row.reference,
              amount: centsToAmount(amount),
              paidOn,
              gatewayReference,
              queuedPaymentId: queued.id,
              verification: queued.verification,
            },
          });
          if (credit)
            await audit(tx, actor, {
              action: 'add',
              entity: CREDIT_ENTITY,
              entityId: credit.id,
              after: { studentId, source: 'direct', directPaymentId: row.id, amount: centsToAmount(amount) },
            });
          return directOut((await repo.findDirectPayment(tx, { studentId, id: row.id }))!);
        },
      );
    },

    async list(studentId: number, q: NoInvoiceListQuery) {
      const { rows, total } = await repo.listDirectPayments(db, studentId, q);
      return toPage(q, { items: rows.map(directOut), total });
    },

    async get(studentId: number, paymentId: number) {
      const row = await repo.findDirectPayment(db, { studentId, id: paymentId });
      if (!row) throw notFound('Payment');
      return directOut(row);
    },

    /** Corrects the day a direct payment counts from (not in the future); audited with the reason. */
    async updateCreatedOn(actor: Actor, studentId: number, paymentId: number, v: NoInvoiceCreatedOnInput) {
      return db.transaction(async (tx) => {
        const row = await repo.findDirectPayment(tx, { studentId, id: paymentId });
        if (!row) throw notFound('Payment');
        if (v.createdOn > dayOf(now())) throw badInput(M.createdOnFuture, { createdOn: M.createdOnFuture });
        if (v.createdOn !== row.p.createdOn) {
          await repo.setDirectCreatedOn(tx, paymentId, v.createdOn);
          await audit(tx, actor, {
            action: 'updateCreatedOn',
            entity: DIRECT_PAYMENT_ENTITY,
            entityId: paymentId,
            before: { studentId, createdOn: row.p.createdOn },
            after: { studentId, createdOn: v.createdOn, reason: v.reason },
          });
        }
        return directOut((await repo.findDirectPayment(tx, { studentId, id: paymentId }))!);
      });
    },

    /** invoiceScholarShipView: the invoices a credit or scholarship paid. */
    invoicesOfCredit: (studentId: number, creditId: number) => usesOf(db, studentId, creditId),

    /** creditDetailsNoInvoiceView: a credit's direct payment (when it came from one) and the invoices it paid. */
    async noInvoiceOfCredit(studentId: number, creditId: number): Promise<CreditNoInvoiceView> {
      const uses = await usesOf(db, studentId, creditId);
      const p = await repo.findDirectPayment(db, { studentId, creditId });
      return { ...uses, payment: p ? directOut(p) : null };
    },
  };
}
export type DirectPaymentService = ReturnType<typeof createDirectPaymentService>;
