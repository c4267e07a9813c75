import { sql } from 'drizzle-orm';
import {
  CLINICAL_RUN_FEE_TABLE,
  CLINICAL_RUN_STATUSES,
  ROTATION_PAY_NOW_MESSAGES,
  centsToAmount,
  clinicalItemDescription,
  rotationWeekStart,
  rotationWeeksUntil,
  type PaymentResult,
  type RotationPayNowInput,
  type RotationWeeksPaid,
} from '@caduceus/contracts';
import type { Actor } from '../../../platform/audit.js';
import { rowsOf, type Db, type Executor } from '../../../platform/db/index.js';
import { notFound } from '../../../platform/errors.js';
import { idempotent, type IdempotentAnswer } from '../ledger/idempotency.js';
import { createInvoiceRunService } from '../invoices/invoice-run.service.js';
import { dayOf, refused } from '../invoices/invoices.service.js';
import type { PaymentService } from '../invoices/payments.service.js';
import * as clinicalRepo from './clinical-runs.repo.js';
import { headsOf } from './invoice-runs.repo.js';
import { RUN_LOCK, recordWeeks } from './invoice-runs.service.js';

/** The clinical invoice type (contracts' INVOICE_RUN_TYPES.clinical). */
const CLINICAL_TYPE = 4;

export interface RotationWeeksDeps {
  db: Db;
  now: () => Date;
  /** finance's payment service (the financial status rechecked after it) */
  payments: Pick<PaymentService, 'pay'>;
}

/** What is still owed on these invoices (cents), by invoice. */
async function balancesOf(ex: Executor, ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = rowsOf<{ id: number; owed: string | number }>(
    await ex.execute(sql`select id, amount_cents - paid_cents as owed from invoices
      where id = any(${`{${ids.join(',')}}`}::int[])`),
  );
  return new Map(rows.map((r) => [r.id, Number(r.owed)]));
}

/**
 * A rotation's weeks for money (spec getWeeksPaid): each week open, invoiced or paid (its invoice paid in full),
 * and pay-now (spec rotationPayNow): the student pays the rotation's open clinical invoice by card, or, with none,
 * one made first of its weeks not yet invoiced.
 */
export function createRotationWeeksService({ db, now, payments }: RotationWeeksDeps) {
  /** The rotation, its weeks' states and what pay-now would pay (another student's rotation: 404). */
  async function stateOf(ex: Executor, studentId: number, rotationId: number) {
    const r = await clinicalRepo.rotationOf(ex, studentId, rotationId);
    if (!r) throw notFound('Rotation');
    const taken = new Map((await clinicalRepo.invoicedWeeks(ex, [rotationId])).map((w) => [w.week, w]));
    const items = rotationWeeksUntil(r.startDate, r.weeks).map((week) => {
      const w = taken.get(week);
      return {
        week,
        startDate: rotationWeekStart(r.startDate, week),
        state: !w ? ('open' as const) : w.status === 'FP' ? ('paid' as const) : ('invoiced' as const),
        invoiceId: w?.invoiceId ?? null,
      };
    });
    const unpaid = [...new Set(items.filter((i) => i.state === 'invoiced').map((i) => i.invoiceId!))].sort(
      (a, b) => a - b,
    );
    const balances = await balancesOf(ex, unpaid);
    const openInvoiceId = unpaid.find((id) => (balances.get(id) ?? 0) > 0) ?? null;
    const open = items.filter((i) => i.state === 'open').map((i) => i.week);
    const billable = (CLINICAL_RUN_STATUSES as readonly string[]).includes(r.rotationStatus);
    const payableCents = openInvoiceId
      ? balances.get(openInvoiceId)!
      : billable
        ? open.length * r.pricePerWeekCents
        : 0;
    return { r, items, open, openInvoiceId, payableCents, billable };
  }

  /**
   * The invoice pay-now pays and its amount, taken once under `${key}#invoice`: the open clinical invoice, or one
   * made now of the weeks not yet invoiced (its items' weeks recorded in the same transaction, under the runs' lock).
   */
  function invoiceToPay(actor: Actor, studentId: number, rotationId: number, key: string) {
    return idempotent(
      db,
      {
        userId: actor.userId,
        key: `${key}#invoice`,
        operation: `rotationPayNow student ${studentId} rotation ${rotationId}`,
        request: { rotationId },
        status: 200,
      },
      async (tx) => {
        await tx.execute(RUN_LOCK);
        const s = await stateOf(tx, studentId, rotationId);
        if (s.openInvoiceId) return { invoiceId: s.openInvoiceId, amount: centsToAmount(s.payableCents) };
        if (!s.open.length) throw refused(ROTATION_PAY_NOW_MESSAGES.nothing, 'rotationId');
        if (!s.billable) throw refused(ROTATION_PAY_NOW_MESSAGES.status, 'rotationId');
        if (s.r.pricePerWeekCents <= 0) throw refused(ROTATION_PAY_NOW_MESSAGES.noPrice, 'rotationId');
        const head = (await headsOf(tx, CLINICAL_RUN_FEE_TABLE)).find((h) => h.active);
        if (!head) throw refused(ROTATION_PAY_NOW_MESSAGES.noPrice, 'rotationId');
        const today = dayOf(now());
        const items = [
          {
            feeHeadId: head.feeHeadId,
            amount: centsToAmount(s.payableCents),
            description: clinicalItemDescription(s.r.hospital, s.r.rotation, s.open),
          },
        ];
        const made = await createInvoiceRunService({ db: tx as unknown as Db, now }).run(
          actor,
          {
            type: CLINICAL_TYPE,
            title: `Clinical rotation: ${s.r.hospital}: ${s.r.rotation}`.slice(0, 200),
            semesterId: null,
            invoiceDate: today,
            dueDate: today,
            students: [{ studentId, items }],
          },
          `${key}#create`,
        );
        await recordWeeks(tx, made.body.invoiceIds, [{ items: [{ rotationId, weeks: s.open }] }]);
        return { invoiceId: made.body.invoiceIds[0], amount: centsToAmount(s.payableCents) };
      },
    );
  }

  return {
    async weeksPaid(studentId: number, rotationId: number): Promise<RotationWeeksPaid> {
      const s = await stateOf(db, studentId, rotationId);
      return {
        rotationId,
        weeks: s.r.weeks,
        paid: s.items.filter((i) => i.state === 'paid').length,
        invoiced: s.items.filter((i) => i.state !== 'open').length,
        pricePerWeek: centsToAmount(s.r.pricePerWeekCents),
        payable: centsToAmount(s.payableCents),
        openInvoiceId: s.openInvoiceId,
        items: s.items,
      };
    },

    /**
     * Pays the rotation's open clinical invoice in full by card, its invoice made first when there is none (once
     * per Idempotency-Key: the invoice under `${key}#invoice`, the payment under the key itself; a declined card
     * leaves the invoice, which the same key pays on a retry).
     */
    async payNow(
      actor: Actor,
      studentId: number,
      rotationId: number,
      v: RotationPayNowInput,
      key: string,
    ): Promise<IdempotentAnswer<PaymentResult>> {
      const { body } = await invoiceToPay(actor, studentId, rotationId, key);
      return payments.pay(
        actor,
        studentId,
        body.invoiceId,
        { ...v, amount: body.amount, keepRestAsCredit: false },
        key,
      );
    },
  };
}
export type RotationWeeksService = ReturnType<typeof createRotationWeeksService>;
