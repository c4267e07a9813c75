import {
  CREDIT_ENTITY,
  CREDIT_MESSAGES,
  centsToAmount,
  toCents,
  type AddCreditInput,
  type AwardScholarshipInput,
  type CreditListQuery,
  type DeletedCreditListQuery,
  type ScholarshipAwardPage,
  type ScholarshipAwardQuery,
  type StudentCreditSummary,
} from '@caduceus/contracts';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, notFound } from '../../../platform/errors.js';
import { toPage } from '../../../platform/paging.js';
import * as ledger from '../ledger/ledger.repo.js';
import * as invoices from '../invoices/invoices.repo.js';
import type { InvoiceDeps } from '../invoices/invoices.service.js';
import * as repo from './credits.repo.js';
import { creditDetailsOf, creditOut } from './credits.out.js';
import { creditRules } from './credits.rules.js';

const M = CREDIT_MESSAGES;

/**
 * A student's credits and scholarships (contracts' finance/credits.ts): the lists and the summary, a credit
 * added with a reason, a scholarship awarded, the created-on day and reference edited. Every move of money
 * is one balanced posting in the transaction that changes the rows, once per Idempotency-Key; every write is
 * audited. Applying, refunding and deleting: credit-moves.service.ts.
 */
export function createCreditService(deps: InvoiceDeps) {
  const { db } = deps;
  const { dayNotAfterToday, tooLarge, liveCredit, payableInvoice, payInvoice, once } = creditRules(deps);
  return {
    async list(studentId: number, q: CreditListQuery) {
      const { rows, total } = await repo.listCredits(db, studentId, q, false);
      return toPage(q, { items: rows.map(creditOut), total });
    },
    async deleted(studentId: number, q: DeletedCreditListQuery) {
      const { rows, total } = await repo.listCredits(db, studentId, q, true);
      return toPage(q, { items: rows.map(creditOut), total });
    },
    details: (studentId: number, creditId: number) => creditDetailsOf(db, studentId, creditId),

    /** /accounting/scholarship: the scholarships of every student the filters keep, and their sums. */
    async awards(q: ScholarshipAwardQuery): Promise<ScholarshipAwardPage> {
      const { rows, sums } = await repo.listScholarshipAwards(db, q);
      return {
        ...toPage(q, {
          items: rows.map((r) => ({ ...creditOut(r), studentName: r.studentName })),
          total: sums.n,
        }),
        sums: {
          amount: centsToAmount(sums.amount),
          applied: centsToAmount(sums.applied),
          left: centsToAmount(q.deleted === 'yes' ? 0 : sums.amount - sums.applied - sums.refunded),
        },
      };
    },

    async summary(studentId: number): Promise<StudentCreditSummary> {
      const sums = await repo.creditSums(db, studentId);
      const of = (k: string) => sums.find((s) => s.kind === k);
      const total = (f: 'applied' | 'refunded') => sums.reduce((n, s) => n + s[f], 0);
      const { credit } = await ledger.studentSums(db, studentId);
      return {
        studentId,
        credits: centsToAmount(of('credit')?.amount ?? 0),
        scholarships: centsToAmount(of('scholarship')?.amount ?? 0),
        applied: centsToAmount(total('applied')),
        refunded: centsToAmount(total('refunded')),
        held: centsToAmount(-credit),
      };
    },

    /** A credit the bursar adds with a reason: the adjustment expense debited, the student's credit credited. */
    add(actor: Actor, studentId: number, v: AddCreditInput, key: string) {
      return once(actor, key, `addCredit student ${studentId}`, v, 201, async (tx) => {
        if (!(await invoices.studentExists(tx, studentId))) throw notFound('Student');
        const amount = tooLarge(toCents(v.amount));
        const createdOn = dayNotAfterToday(v.createdOn, 'createdOn');
        const c = await repo.insertCredit(tx, {
          studentId,
          kind: 'credit',
          source: 'manual',
          amountCents: amount,
          createdOn,
          reference: v.reference ?? null,
          reason: v.reason,
          createdBy: actor.userId,
        });
        await ledger.post(tx, {
          kind: 'credit',
          studentId,
          creditId: c.id,
          memo: `Credit ${c.id}: ${v.reason}`,
          postedBy: actor.userId,
          lines: [
            { accountId: await ledger.accountOf(tx, { kind: 'adjustment' }), debit: amount, credit: 0 },
            { accountId: await ledger.accountOf(tx, { kind: 'credit', studentId }), debit: 0, credit: amount },
          ],
        });
        await audit(tx, actor, {
          action: 'add',
          entity: CREDIT_ENTITY,
          entityId: c.id,
          after: { studentId, kind: 'credit', amount: centsToAmount(amount), createdOn, reason: v.reason },
        });
        return creditDetailsOf(tx, studentId, c.id);
      });
    },

    /**
     * Awards a scholarship: the scholarship expense debited; the student's receivable credited with what
     * the named invoice owes at most (applied to it), the rest the student's credit account (held).
     */
    award(actor: Actor, studentId: number, v: AwardScholarshipInput, key: string) {
      return once(actor, key, `awardScholarship student ${studentId}`, v, 201, async (tx) => {
        if (!(await invoices.studentExists(tx, studentId))) throw notFound('Student');
        const ref = await repo.scholarshipRef(tx, v.scholarshipId);
        if (!ref?.active) throw badInput(M.scholarship, { scholarshipId: M.scholarship });
        const amount = tooLarge(toCents(v.amount));
        const createdOn = dayNotAfterToday(v.createdOn, 'createdOn');
        const inv = v.invoiceId != null ? await payableInvoice(tx, studentId, v.invoiceId) : undefined;
        const applied = inv ? Math.min(amount, Number(inv.amountCents) - Number(inv.paidCents)) : 0;
        const c = await repo.insertCredit(tx, {
          studentId,
          kind: 'scholarship',
          source: 'scholarship',
          scholarshipId: ref.id,
          amountCents: amount,
          appliedCents: applied,
          createdOn,
          reason: v.note ?? null,
          createdBy: actor.userId,
        });
        if (inv && applied > 0) {
          await repo.insertApplication(tx, {
            creditId: c.id,
            invoiceId: inv.id,
            amountCents: applied,
            createdBy: actor.userId,
          });
          await payInvoice(tx, inv, applied);
        }
        await ledger.post(tx, {
          kind: 'scholarship',
          studentId,
          invoiceId: inv?.id ?? null,
          creditId: c.id,
          memo: `Scholarship ${c.id}: ${ref.label}`,
          postedBy: actor.userId,
          lines: [
            { accountId: await ledger.accountOf(tx, { kind: 'scholarship' }), debit: amount, credit: 0 },
            { accountId: await ledger.accountOf(tx, { kind: 'receivable', studentId }), debit: 0, credit: applied },
            {
              accountId: await ledger.accountOf(tx, { kind: 'credit', studentId }),
              debit: 0,
              credit: amount - applied,
            },
          ],
        });
        await audit(tx, actor, {
          action: 'award',
          entity: CREDIT_ENTITY,
          entityId: c.id,
          after: {
            studentId,
            kind: 'scholarship',
            scholarshipId: ref.id,
            amount: centsToAmount(amount),
            invoiceId: inv?.id ?? null,
            applied: centsToAmount(applied),
            createdOn,
          },
        });
        return creditDetailsOf(tx, studentId, c.id);
      });
    },

    /** creditPayment: part of what a credit holds paid on an invoice (student credit debited, receivable credited). */
    /** updateCreditCreatedOn, updateScholarshipCreatedOn: the day it counts from (not in the future). Audited. */
    async updateCreatedOn(actor: Actor, studentId: number, creditId: number, createdOn: string) {
      return db.transaction(async (tx) => {
        const c = await liveCredit(tx, studentId, creditId);
        dayNotAfterToday(createdOn, 'createdOn');
        if (c.createdOn !== createdOn) {
          await repo.updateCredit(tx, creditId, { createdOn });
          await audit(tx, actor, {
            action: 'updateCreatedOn',
            entity: CREDIT_ENTITY,
            entityId: creditId,
            before: { studentId, createdOn: c.createdOn },
            after: { studentId, createdOn },
          });
        }
        return creditDetailsOf(tx, studentId, creditId);
      });
    },

    /** updateCreditDetailsRefNumber: the credit's reference number. Audited. */
    async updateReference(actor: Actor, studentId: number, creditId: number, reference: string) {
      return db.transaction(async (tx) => {
        const c = await repo.lockCredit(tx, studentId, creditId);
        if (!c) throw notFound('Credit');
        if (c.reference !== reference) {
          await repo.updateCredit(tx, creditId, { reference });
          await audit(tx, actor, {
            action: 'updateReference',
            entity: CREDIT_ENTITY,
            entityId: creditId,
            before: { studentId, reference: c.reference },
            after: { studentId, reference },
          });
        }
        return creditDetailsOf(tx, studentId, creditId);
      });
    },
  };
}
export type CreditService = ReturnType<typeof createCreditService>;
