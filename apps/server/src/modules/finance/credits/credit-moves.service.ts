import { sql } from 'drizzle-orm';
import {
  ESTIMATE_MESSAGES,
  CREDIT_ENTITY,
  CREDIT_MESSAGES,
  centsToAmount,
  toCents,
  type ApplyCreditInput,
  type CreditApplyResult,
  type RefundCreditInput,
} from '@caduceus/contracts';
import { audit, type Actor } from '../../../platform/audit.js';
import * as ledger from '../ledger/ledger.repo.js';
import * as invoices from '../invoices/invoices.repo.js';
import { invoiceOut } from '../invoices/invoices.out.js';
import { refused, type InvoiceDeps } from '../invoices/invoices.service.js';
import * as repo from './credits.repo.js';
import { creditDetailsOf } from './credits.out.js';
import { creditRules, leftOf } from './credits.rules.js';

const M = CREDIT_MESSAGES;

/**
 * What a credit's money does once it is held: paid on an invoice (creditPayment), paid back to the student
 * (a refund), or taken back by its deletion (a reversal). Each is one balanced posting in the transaction
 * that changes the rows; never more than is left on the credit; audited.
 */
export function createCreditMoves(deps: InvoiceDeps) {
  const { db } = deps;
  const { dayNotAfterToday, liveCredit, usableCredit, payableInvoice, payInvoice, once } = creditRules(deps);
  return {
    apply(actor: Actor, studentId: number, creditId: number, v: ApplyCreditInput, key: string) {
      return once(
        actor,
        key,
        `applyCredit student ${studentId} credit ${creditId}`,
        v,
        200,
        async (tx): Promise<CreditApplyResult> => {
          const inv = await payableInvoice(tx, studentId, v.invoiceId);
          const c = await usableCredit(tx, studentId, creditId);
          const amount = toCents(v.amount);
          const left = leftOf(c);
          if (left <= 0) throw refused(M.nothingLeft, 'amount');
          if (amount > left) throw refused(M.moreThanLeft(centsToAmount(left)), 'amount');
          const owed = Number(inv.amountCents) - Number(inv.paidCents);
          if (amount > owed) throw refused(M.moreThanOwed(centsToAmount(owed)), 'amount');
          await repo.insertApplication(tx, {
            creditId,
            invoiceId: inv.id,
            amountCents: amount,
            createdBy: actor.userId,
          });
          await repo.updateCredit(tx, creditId, { appliedCents: Number(c.appliedCents) + amount });
          await payInvoice(tx, inv, amount);
          await ledger.post(tx, {
            kind: 'creditApply',
            studentId,
            invoiceId: inv.id,
            creditId,
            memo: `${c.kind === 'scholarship' ? 'Scholarship' : 'Credit'} ${creditId} applied to invoice ${inv.id}`,
            postedBy: actor.userId,
            lines: [
              { accountId: await ledger.accountOf(tx, { kind: 'credit', studentId }), debit: amount, credit: 0 },
              { accountId: await ledger.accountOf(tx, { kind: 'receivable', studentId }), debit: 0, credit: amount },
            ],
          });
          await audit(tx, actor, {
            action: 'apply',
            entity: CREDIT_ENTITY,
            entityId: creditId,
            before: { studentId, left: centsToAmount(left) },
            after: {
              studentId,
              kind: c.kind,
              invoiceId: inv.id,
              invoiceTitle: inv.title,
              amount: centsToAmount(amount),
              left: centsToAmount(left - amount),
            },
          });
          const invoice = (await invoices.findInvoice(tx, studentId, inv.id))!;
          return { credit: await creditDetailsOf(tx, studentId, creditId), invoice: invoiceOut(invoice) };
        },
      );
    },

    /** Pays back part of what a credit holds (student credit debited, cash credited); never more than is left. */
    refund(actor: Actor, studentId: number, creditId: number, v: RefundCreditInput, key: string) {
      return once(actor, key, `refundCredit student ${studentId} credit ${creditId}`, v, 201, async (tx) => {
        const c = await usableCredit(tx, studentId, creditId);
        if (c.kind === 'scholarship') throw refused(M.scholarshipRefund);
        const refundedOn = dayNotAfterToday(v.refundedOn, 'refundedOn');
        const amount = toCents(v.amount);
        const left = leftOf(c);
        if (left <= 0) throw refused(M.nothingLeft, 'amount');
        if (amount > left) throw refused(M.moreThanLeft(centsToAmount(left)), 'amount');
        const r = await repo.insertRefund(tx, {
          creditId,
          amountCents: amount,
          refundType: v.refundType,
          reference: v.reference ?? null,
          refundedOn,
          note: v.note ?? null,
          createdBy: actor.userId,
        });
        await repo.updateCredit(tx, creditId, { refundedCents: Number(c.refundedCents) + amount });
        await ledger.post(tx, {
          kind: 'creditRefund',
          studentId,
          creditId,
          memo: `Credit ${creditId} refunded (${v.refundType}${v.reference ? ` ${v.reference}` : ''})`,
          postedBy: actor.userId,
          lines: [
            { accountId: await ledger.accountOf(tx, { kind: 'credit', studentId }), debit: amount, credit: 0 },
            { accountId: await ledger.accountOf(tx, { kind: 'cash' }), debit: 0, credit: amount },
          ],
        });
        await audit(tx, actor, {
          action: 'refund',
          entity: CREDIT_ENTITY,
          entityId: creditId,
          before: { studentId, left: centsToAmount(left) },
          after: {
            studentId,
            refundId: r.id,
            amount: centsToAmount(amount),
            refundType: v.refundType,
            reference: v.reference ?? null,
            refundedOn,
            left: centsToAmount(left - amount),
          },
        });
        return creditDetailsOf(tx, studentId, creditId);
      });
    },

    /**
     * Deletes a credit or scholarship by a reversal: what it paid on invoices goes back on them (they owe it
     * again), what it held leaves the student's credit account, the expense is credited back. A credit left
     * by a payment goes with its payment's cancellation; a credit with refunds stays.
     */
    async remove(actor: Actor, studentId: number, creditId: number, reason: string) {
      return db.transaction(async (tx) => {
        // the invoices first (ids in order), then the credit: the order every payment and credit write keeps
        const seen = await repo.activeApplications(tx, creditId);
        const locked = new Map<number, invoices.InvoiceRow>();
        for (const id of [...new Set(seen.map((a) => a.invoiceId))].sort((a, b) => a - b)) {
          const inv = await invoices.lockInvoice(tx, studentId, id);
          if (inv) locked.set(id, inv);
        }
        const c = await liveCredit(tx, studentId, creditId);
        if (c.source === 'overpayment') throw refused(M.deleteOverpayment);
        if (c.source === 'estimate') throw refused(ESTIMATE_MESSAGES.deleteCredit);
        if (c.source === 'direct') throw refused(M.deleteDirect);
        if (Number(c.refundedCents) > 0) throw refused(M.deleteRefunded);
        const apps = await repo.activeApplications(tx, creditId);
        const back = new Map<number, number>();
        for (const a of apps) back.set(a.invoiceId, (back.get(a.invoiceId) ?? 0) + Number(a.amountCents));
        const applied = [...back.values()].reduce((n, x) => n + x, 0);
        const amount = Number(c.amountCents);
        const scholarship = c.kind === 'scholarship';
        await ledger.post(tx, {
          kind: scholarship ? 'scholarshipDelete' : 'creditDelete',
          studentId,
          creditId,
          reversesEntryId: await ledger.creditEntryOf(tx, creditId),
          memo: `${scholarship ? 'Scholarship' : 'Credit'} ${creditId} deleted: ${reason}`,
          postedBy: actor.userId,
          lines: [
            { accountId: await ledger.accountOf(tx, { kind: 'receivable', studentId }), debit: applied, credit: 0 },
            {
              accountId: await ledger.accountOf(tx, { kind: 'credit', studentId }),
              debit: amount - applied,
              credit: 0,
            },
            {
              accountId: await ledger.accountOf(tx, { kind: scholarship ? 'scholarship' : 'adjustment' }),
              debit: 0,
              credit: amount,
            },
          ],
        });
        for (const [invoiceId, cents] of back) {
          const inv = locked.get(invoiceId) ?? (await invoices.lockInvoice(tx, studentId, invoiceId))!;
          await payInvoice(tx, inv, -cents);
        }
        await repo.reverseApplications(tx, creditId);
        await repo.updateCredit(tx, creditId, {
          deletedAt: sql`now()` as never,
          deletedBy: actor.userId,
          deleteReason: reason,
        });
        await audit(tx, actor, {
          action: 'delete',
          entity: CREDIT_ENTITY,
          entityId: creditId,
          before: { studentId, kind: c.kind, amount: centsToAmount(amount), applied: centsToAmount(applied) },
          after: { studentId, deleted: true, reason, invoices: [...back.keys()] },
        });
        return creditDetailsOf(tx, studentId, creditId);
      });
    },
  };
}
export type CreditMoves = ReturnType<typeof createCreditMoves>;
