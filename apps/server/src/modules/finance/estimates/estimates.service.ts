import {
  ESTIMATE_COURSES,
  ESTIMATE_ENTITY,
  ESTIMATE_MESSAGES as M,
  ESTIMATE_TYPES,
  INVOICE_MESSAGES,
  MONEY_MAX_CENTS,
  MONEY_MESSAGES,
  SEAT_DEPOSIT_ENTITY,
  centsToAmount,
  estimateStatusOf,
  type AllEstimatesQuery,
  type BulkEstimateInput,
  type CreateEstimateInput,
  type EstimateStudentsQuery,
  type LeadEstimatesQuery,
  type PayEstimateInput,
  type StudentEstimateDetails,
  type StudentEstimateListQuery,
  type StudentEstimationValue,
  toCents,
} from '@caduceus/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, notFound } from '../../../platform/errors.js';
import { toPage } from '../../../platform/paging.js';
import * as credits from '../credits/credits.repo.js';
import * as invoices from '../invoices/invoices.repo.js';
import { dayOf, refused, type InvoiceDeps } from '../invoices/invoices.service.js';
import { chargeCard, rememberedRequest } from '../invoices/payments.service.js';
import { idempotent } from '../ledger/idempotency.js';
import * as ledger from '../ledger/ledger.repo.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { insertQueuedPayment } from '../payments/queued-payment.js';
import { estimateOut, leadEstimateOut, paymentOut, seatDepositOut } from './estimates.out.js';
import * as repo from './estimates.repo.js';

const PAYMENT_DATE_FUTURE = 'The payment date cannot be in the future';

async function detailsOf(ex: Executor, studentId: number, id: number): Promise<StudentEstimateDetails> {
  const row = await repo.findEstimate(ex, studentId, id);
  if (!row) throw notFound('Estimate');
  const [lines, payments] = await Promise.all([repo.linesOf(ex, id), repo.paymentsOf(ex, id)]);
  return {
    ...estimateOut(row),
    lines: lines.map((l) => ({ id: l.id, description: l.description, amount: centsToAmount(Number(l.amountCents)) })),
    payments: payments.map(paymentOut),
  };
}

/** The lines' total in cents; over the money limit is a 400 on the lines. */
function totalOf(v: CreateEstimateInput) {
  const total = v.lines.reduce((s, l) => s + toCents(l.amount), 0);
  if (total > MONEY_MAX_CENTS) throw badInput(MONEY_MESSAGES.tooLarge, { lines: MONEY_MESSAGES.tooLarge });
  return total;
}

/**
 * Estimates and seat deposits (contracts' finance/estimates.ts). An estimate is lines and a total, no posting;
 * a payment on it, or a seat deposit, is money held for the student: a credit row (source `estimate` or
 * `seatDeposit`) and one balanced posting (cash for a card, clearing for a cheque or wire, debited; the
 * student's credit account credited), once per Idempotency-Key, in the transaction that writes the rows. Its
 * row in `payments` puts a cheque or wire in accounting's verification queue: the credit is not usable until
 * step 2, and a rejection closes it (payment-verification.service.ts).
 */
export function createEstimateService({ db, now, gateway }: InvoiceDeps & { gateway: PaymentGateway }) {
  async function insertOne(tx: Executor, actor: Actor, studentId: number, v: CreateEstimateInput, total: number) {
    const { id } = await repo.insertEstimate(tx, {
      studentId,
      type: v.type,
      course: v.course,
      semesterId: v.semesterId ?? null,
      note: v.note ?? null,
      amountCents: total,
      createdBy: actor.userId,
    });
    await repo.insertLines(
      tx,
      v.lines.map((l, i) => ({
        estimateId: id,
        position: i + 1,
        description: l.description,
        amountCents: toCents(l.amount),
      })),
    );
    await audit(tx, actor, {
      action: 'create',
      entity: ESTIMATE_ENTITY,
      entityId: id,
      after: { studentId, type: v.type, course: v.course, amount: centsToAmount(total), lines: v.lines.length },
    });
    return id;
  }

  async function checkSemester(tx: Executor, semesterId: number | null | undefined) {
    if (semesterId == null) return;
    const [ref] = await invoices.refsOf(tx, 'semester', [semesterId]);
    if (!ref) throw badInput(INVOICE_MESSAGES.semester, { semesterId: INVOICE_MESSAGES.semester });
  }

  /** Money in: charged (card) or waiting in clearing (cheque, wire); held as a credit; posted. */
  async function receive(
    tx: Executor,
    actor: Actor,
    studentId: number,
    v: PayEstimateInput,
    key: string,
    what: { estimateId: number | null; amount: number; paidOn: string },
  ) {
    let gatewayReference: string | null = null;
    const label = what.estimateId ? `Estimate ${what.estimateId}` : 'Seat deposit';
    if (v.method === 'CARD')
      gatewayReference = (
        await chargeCard(gateway, v, {
          amountCents: what.amount,
          idempotencyKey: `${actor.userId}:${key}`,
          description: `${label} of student ${studentId}`,
          today: dayOf(now()),
        })
      ).reference;
    const queued = await insertQueuedPayment(tx, {
      studentId,
      paysFor: what.estimateId ? 'estimate' : 'seatDeposit',
      method: v.method,
      otherKind: v.method === 'OTHER' ? v.otherKind! : null,
      reference: v.reference ?? null,
      gatewayReference,
      amountCents: what.amount,
      creditCents: what.amount,
      paidOn: what.paidOn,
      createdBy: actor.userId,
    });
    const credit = await credits.insertCredit(tx, {
      studentId,
      kind: 'credit',
      source: what.estimateId ? 'estimate' : 'seatDeposit',
      amountCents: what.amount,
      createdOn: what.paidOn,
      reference: v.reference ?? gatewayReference,
      reason: `${label} paid (${v.method === 'CARD' ? 'card' : v.otherKind})`,
      createdBy: actor.userId,
    });
    const p = await repo.insertPayment(tx, {
      studentId,
      estimateId: what.estimateId,
      creditId: credit.id,
      method: v.method,
      otherKind: v.method === 'OTHER' ? v.otherKind! : null,
      reference: v.reference ?? null,
      gatewayReference,
      amountCents: what.amount,
      paidOn: what.paidOn,
      createdBy: actor.userId,
      paymentId: queued.id,
    });
    await ledger.post(tx, {
      kind: 'credit',
      studentId,
      creditId: credit.id,
      paymentId: queued.id,
      memo: `${label} paid: payment ${queued.id} (${v.method === 'CARD' ? 'card' : v.otherKind})`,
      postedBy: actor.userId,
      lines: [
        {
          accountId: await ledger.accountOf(tx, { kind: v.method === 'CARD' ? 'cash' : 'clearing' }),
          debit: what.amount,
          credit: 0,
        },
        { accountId: await ledger.accountOf(tx, { kind: 'credit', studentId }), debit: 0, credit: what.amount },
      ],
    });
    await audit(tx, actor, {
      action: 'pay',
      entity: what.estimateId ? ESTIMATE_ENTITY : SEAT_DEPOSIT_ENTITY,
      entityId: what.estimateId ?? p.id,
      after: {
        studentId,
        paymentId: p.id,
        queuedPaymentId: queued.id,
        verification: queued.verification,
        creditId: credit.id,
        method: v.method,
        otherKind: v.otherKind ?? null,
        reference: v.reference ?? null,
        amount: centsToAmount(what.amount),
        paidOn: what.paidOn,
        gatewayReference,
      },
    });
    return p.id;
  }

  function paidOnOf(v: PayEstimateInput) {
    const paidOn = v.paidOn ?? dayOf(now());
    if (paidOn > dayOf(now())) throw badInput(PAYMENT_DATE_FUTURE, { paidOn: PAYMENT_DATE_FUTURE });
    return paidOn;
  }
  async function studentOf(tx: Executor, studentId: number) {
    if (!(await invoices.studentExists(tx, studentId))) throw notFound('Student');
  }

  return {
    types: () => ESTIMATE_TYPES.map((o) => ({ ...o })),
    async courses(studentId: number) {
      await studentOf(db, studentId);
      return ESTIMATE_COURSES.map((o) => ({ ...o }));
    },

    async list(studentId: number, q: StudentEstimateListQuery) {
      const { rows, total } = await repo.listEstimates(db, repo.studentWhere(studentId), q);
      return toPage(q, { items: rows.map(estimateOut), total });
    },
    details: (studentId: number, id: number) => detailsOf(db, studentId, id),

    create(actor: Actor, studentId: number, v: CreateEstimateInput) {
      return db.transaction(async (tx) => {
        await studentOf(tx, studentId);
        await checkSemester(tx, v.semesterId);
        const id = await insertOne(tx, actor, studentId, v, totalOf(v));
        return detailsOf(tx, studentId, id);
      });
    },

    /**
     * Pays an estimate in full or in part: more than is left, zero or a bad amount is a 400 on `amount`; a
     * cancelled estimate is a 422. Once per Idempotency-Key; a declined card writes nothing (402).
     */
    pay(actor: Actor, studentId: number, estimateId: number, v: PayEstimateInput, key: string) {
      return idempotent(
        db,
        {
          userId: actor.userId,
          key,
          operation: `payEstimate student ${studentId} estimate ${estimateId}`,
          request: rememberedRequest(v),
          status: 201,
        },
        async (tx) => {
          const paidOn = paidOnOf(v);
          const e = await repo.lockEstimate(tx, studentId, estimateId);
          if (!e) throw notFound('Estimate');
          if (e.status === 'cancelled') throw refused(M.cancelled);
          const left = Number(e.amountCents) - Number(e.paidCents);
          if (left <= 0) throw refused(M.nothingOwed, 'amount');
          const amount = toCents(v.amount);
          if (amount > left) throw badInput(M.overpay(centsToAmount(left)), { amount: M.overpay(centsToAmount(left)) });
          const paymentId = await receive(tx, actor, studentId, v, key, { estimateId, amount, paidOn });
          const paid = Number(e.paidCents) + amount;
          await repo.updateEstimate(tx, e.id, {
            paidCents: paid,
            status: estimateStatusOf(Number(e.amountCents), paid),
          });
          const p = await repo.paymentById(tx, paymentId);
          return { estimate: await detailsOf(tx, studentId, estimateId), payment: paymentOut(p!) };
        },
      );
    },

    /** Cancels an estimate with a reason; what was paid on it stays the student's credit. */
    cancel(actor: Actor, studentId: number, estimateId: number, reason: string) {
      return db.transaction(async (tx) => {
        const e = await repo.lockEstimate(tx, studentId, estimateId);
        if (!e) throw notFound('Estimate');
        if (e.status === 'cancelled') throw refused(M.alreadyCancelled);
        await repo.updateEstimate(tx, e.id, {
          status: 'cancelled',
          cancelledAt: sql`now()` as never,
          cancelledBy: actor.userId,
          cancelReason: reason,
        });
        await audit(tx, actor, {
          action: 'cancel',
          entity: ESTIMATE_ENTITY,
          entityId: e.id,
          before: { studentId, status: e.status },
          after: { studentId, status: 'cancelled', reason },
        });
        return detailsOf(tx, studentId, e.id);
      });
    },

    /** Records a seat deposit: paid (card) or received (cheque, wire), held as the student's credit. */
    paySeatDeposit(actor: Actor, studentId: number, v: PayEstimateInput, key: string) {
      return idempotent(
        db,
        {
          userId: actor.userId,
          key,
          operation: `addPaySeatDeposit student ${studentId}`,
          request: rememberedRequest(v),
          status: 201,
        },
        async (tx) => {
          await studentOf(tx, studentId);
          const paidOn = paidOnOf(v);
          const id = await receive(tx, actor, studentId, v, key, {
            estimateId: null,
            amount: toCents(v.amount),
            paidOn,
          });
          return seatDepositOut((await repo.paymentById(tx, id))!);
        },
      );
    },
    async seatDeposits(studentId: number) {
      return (await repo.seatDepositsOf(db, studentId)).map(seatDepositOut);
    },

    async estimationValue(studentId: number): Promise<StudentEstimationValue> {
      await studentOf(db, studentId);
      const s = await repo.sumsOf(db, studentId);
      return {
        studentId,
        estimates: s.n,
        estimated: centsToAmount(s.amount),
        paid: centsToAmount(s.paid),
        due: centsToAmount(s.amount - s.paid),
        seatDeposits: centsToAmount(s.deposits),
      };
    },

    // ---- the accounting office ----
    async all(q: AllEstimatesQuery) {
      const { rows, total } = await repo.listEstimates(db, repo.allWhere(q), q);
      return toPage(q, { items: rows.map(estimateOut), total });
    },
    async students(q: EstimateStudentsQuery) {
      const { rows, total } = await repo.estimateStudents(db, q);
      return toPage(q, { items: rows, total });
    },
    /** Creates the same estimate for each chosen student, all or none, in one transaction. */
    bulk(actor: Actor, v: BulkEstimateInput) {
      return db.transaction(async (tx) => {
        const ids = [...new Set(v.studentIds)];
        const found = await repo.existingStudents(tx, ids);
        const missing = ids.filter((i) => !found.has(i));
        if (missing.length)
          throw badInput('Student not found', { studentIds: `Student not found: ${missing.join(', ')}` });
        await checkSemester(tx, v.semesterId);
        const total = totalOf(v);
        const estimateIds: number[] = [];
        for (const studentId of ids) estimateIds.push(await insertOne(tx, actor, studentId, v, total));
        return { created: estimateIds.length, estimateIds };
      });
    },
    async leadEstimates(q: LeadEstimatesQuery) {
      const { rows, total } = await repo.leadEstimateRows(db, q);
      return toPage(q, { items: rows.map(leadEstimateOut), total });
    },
  };
}
export type EstimateService = ReturnType<typeof createEstimateService>;
