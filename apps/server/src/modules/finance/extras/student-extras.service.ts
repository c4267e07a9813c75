import {
  INSURANCE_WARNING_DAYS,
  INVOICE_ENTITY,
  INVOICE_MESSAGES,
  MALPRACTICE_ENTITY,
  STUDENT_EXTRAS_MESSAGES as M,
  STUDENT_LOAN_ENTITY,
  centsToAmount,
  loanTypeLabel,
  toCents,
  type InvoicePlan,
  type MalpracticeInput,
  type MalpracticePolicy,
  type SetUpRecurringInput,
  type StudentLoan,
  type StudentLoanInput,
} from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, notFound } from '../../../platform/errors.js';
import { toPage } from '../../../platform/paging.js';
import type { NewNotification } from '../../workspace/index.js';
import { invoiceDetailsOf } from '../invoices/invoices.out.js';
import { studentExists, updateInvoice } from '../invoices/invoices.repo.js';
import { dayOf, openInvoice, refused, type InvoiceDeps } from '../invoices/invoices.service.js';
import * as repo from './student-extras.repo.js';

export const INSURANCE_EXPIRY_JOB = 'finance.malpracticeExpiry';

const loanOut = (r: repo.LoanRow): StudentLoan => ({
  id: r.id,
  studentId: r.studentId,
  loanType: r.loanType,
  loanTypeLabel: loanTypeLabel(r.loanType),
  lender: r.lender,
  amount: centsToAmount(Number(r.amountCents)),
  status: r.status,
  academicYear: r.academicYear,
  disbursedOn: r.disbursedOn,
  note: r.note,
  updatedAt: r.updatedAt,
});
const policyOut = (r: repo.PolicyRow): MalpracticePolicy => ({
  id: r.id,
  studentId: r.studentId,
  provider: r.provider,
  policyNumber: r.policyNumber,
  coverage: r.coverageCents == null ? null : centsToAmount(Number(r.coverageCents)),
  startDate: r.startDate,
  expiryDate: r.expiryDate,
  notifiedAt: r.notifiedAt,
  createdAt: r.createdAt,
});

async function planOf(ex: Executor, invoiceId: number): Promise<InvoicePlan> {
  const stage = await repo.invoiceStage(ex, invoiceId);
  const rows = await repo.installmentsOf(ex, invoiceId);
  return {
    invoiceId,
    stageId: stage?.stageId ?? null,
    stageLabel: stage?.stageLabel ?? null,
    installments: rows.map((r) => ({
      number: r.number,
      endDate: r.endDate,
      amount: centsToAmount(Number(r.amountCents)),
    })),
  };
}

/** Spreads cents over n parts: equal, the first parts a cent more when it does not divide. */
export function splitCents(total: number, n: number): number[] {
  const base = Math.floor(total / n);
  return Array.from({ length: n }, (_, i) => base + (i < total - base * n ? 1 : 0));
}

async function mustExist(ex: Executor, studentId: number) {
  if (!(await studentExists(ex, studentId))) throw notFound('Student');
}

export function createStudentExtrasService({
  db,
  now,
  notify,
}: InvoiceDeps & { notify: (ex: Executor, n: NewNotification) => Promise<void> }) {
  return {
    // the invoice's stage, date and installments

    async plan(studentId: number, invoiceId: number) {
      await invoiceDetailsOf(db, studentId, invoiceId);
      return planOf(db, invoiceId);
    },

    async updateStage(actor: Actor, studentId: number, invoiceId: number, v: { stageId: number; reason: string }) {
      return db.transaction(async (tx) => {
        const inv = await openInvoice(tx, studentId, invoiceId);
        if (!(await repo.refRow(tx, 'stage', v.stageId))?.active) throw badInput(M.stage, { stageId: M.stage });
        if (inv.stageId !== v.stageId) {
          await updateInvoice(tx, inv.id, { stageId: v.stageId });
          await audit(tx, actor, {
            action: 'updateStage',
            entity: INVOICE_ENTITY,
            entityId: inv.id,
            before: { studentId, stageId: inv.stageId },
            after: { studentId, stageId: v.stageId, reason: v.reason },
          });
        }
        return planOf(tx, inv.id);
      });
    },

    async updateDate(actor: Actor, studentId: number, invoiceId: number, v: { invoiceDate: string; reason: string }) {
      return db.transaction(async (tx) => {
        const inv = await openInvoice(tx, studentId, invoiceId);
        if (v.invoiceDate > inv.dueDate) throw badInput(M.dateAfterDue, { invoiceDate: M.dateAfterDue });
        if (v.invoiceDate !== inv.invoiceDate) {
          await updateInvoice(tx, inv.id, { invoiceDate: v.invoiceDate });
          await audit(tx, actor, {
            action: 'updateInvoiceDate',
            entity: INVOICE_ENTITY,
            entityId: inv.id,
            before: { studentId, invoiceDate: inv.invoiceDate },
            after: { studentId, invoiceDate: v.invoiceDate, reason: v.reason },
          });
        }
        return invoiceDetailsOf(tx, studentId, invoiceId);
      });
    },

    /** addSetUpRecurring: what the invoice still owes, over installments ending on the semester's end dates. */
    async setUpRecurring(actor: Actor, studentId: number, invoiceId: number, v: SetUpRecurringInput) {
      return db.transaction(async (tx) => {
        const inv = await openInvoice(tx, studentId, invoiceId);
        const owed = Number(inv.amountCents) - Number(inv.paidCents);
        if (owed <= 0) throw refused(M.planPaid);
        const semesterId = v.semesterId ?? inv.semesterId;
        if (semesterId == null) throw badInput(M.noSemester, { semesterId: M.noSemester });
        if (v.semesterId != null && !(await repo.refRow(tx, 'semester', v.semesterId)))
          throw badInput(INVOICE_MESSAGES.semester, { semesterId: INVOICE_MESSAGES.semester });
        const ends = await repo.installmentEndDates(tx, semesterId);
        const dates = Array.from({ length: v.installments }, (_, i) => ends.get(i + 1));
        if (dates.some((d) => !d)) throw refused(M.noEndDates(v.installments), 'installments');
        const parts = splitCents(owed, v.installments);
        const before = await repo.installmentsOf(tx, inv.id);
        await repo.replaceInstallments(
          tx,
          inv.id,
          parts.map((amountCents, i) => ({
            invoiceId: inv.id,
            number: i + 1,
            endDate: dates[i]!,
            amountCents,
            createdBy: actor.userId,
          })),
        );
        await audit(tx, actor, {
          action: 'setUpRecurring',
          entity: INVOICE_ENTITY,
          entityId: inv.id,
          before: { studentId, installments: before.length },
          after: {
            studentId,
            semesterId,
            installments: parts.map((c, i) => ({ endDate: dates[i], amount: centsToAmount(c) })),
          },
        });
        return planOf(tx, inv.id);
      });
    },

    // old payments

    async oldPayments(studentId: number, q: { page: number; pageSize: number }) {
      await mustExist(db, studentId);
      const { rows, total } = await repo.listOldPayments(db, studentId, q);
      return toPage(q, {
        items: rows.map((r) => ({
          id: r.id,
          paidOn: r.paidOn,
          description: r.description,
          method: r.method,
          reference: r.reference,
          amount: centsToAmount(Number(r.amountCents)),
          source: r.source,
        })),
        total,
      });
    },

    // loans and financial aid

    async loans(studentId: number) {
      await mustExist(db, studentId);
      return { items: (await repo.listLoans(db, studentId)).map(loanOut) };
    },
    async loan(studentId: number, loanId: number) {
      const row = await repo.findLoan(db, studentId, loanId);
      if (!row) throw notFound('Loan');
      return loanOut(row);
    },
    /** studentLoanFinancialAid: adds a loan, or updates the one named by `id`. */
    async saveLoan(actor: Actor, studentId: number, v: StudentLoanInput) {
      return db.transaction(async (tx) => {
        await mustExist(tx, studentId);
        const values = {
          loanType: v.loanType,
          lender: v.lender,
          amountCents: toCents(v.amount),
          status: v.status,
          academicYear: v.academicYear ?? null,
          disbursedOn: v.disbursedOn ?? null,
          note: v.note ?? null,
        };
        if (v.id != null) {
          const old = await repo.findLoan(tx, studentId, v.id);
          if (!old) throw notFound('Loan');
          const row = await repo.updateLoan(tx, old.id, values);
          await audit(tx, actor, {
            action: 'update',
            entity: STUDENT_LOAN_ENTITY,
            entityId: row.id,
            before: loanOut(old),
            after: loanOut(row),
          });
          return loanOut(row);
        }
        const row = await repo.insertLoan(tx, { ...values, studentId, createdBy: actor.userId });
        await audit(tx, actor, {
          action: 'create',
          entity: STUDENT_LOAN_ENTITY,
          entityId: row.id,
          after: loanOut(row),
        });
        return loanOut(row);
      });
    },
    async deleteLoan(actor: Actor, studentId: number, loanId: number) {
      return db.transaction(async (tx) => {
        const old = await repo.findLoan(tx, studentId, loanId);
        if (!old) throw notFound('Loan');
        await repo.updateLoan(tx, old.id, { deletedAt: now().toISOString() as never, deletedBy: actor.userId });
        await audit(tx, actor, {
          action: 'delete',
          entity: STUDENT_LOAN_ENTITY,
          entityId: old.id,
          before: loanOut(old),
        });
        return { ok: true as const };
      });
    },

    // malpractice insurance

    async policies(studentId: number) {
      await mustExist(db, studentId);
      return { items: (await repo.listPolicies(db, studentId)).map(policyOut) };
    },
    async policy(studentId: number, policyId: number) {
      const row = await repo.findPolicy(db, studentId, policyId);
      if (!row) throw notFound('Policy');
      return policyOut(row);
    },
    async addPolicy(actor: Actor, studentId: number, v: MalpracticeInput) {
      return db.transaction(async (tx) => {
        await mustExist(tx, studentId);
        const row = await repo.insertPolicy(tx, {
          studentId,
          provider: v.provider,
          policyNumber: v.policyNumber,
          coverageCents: v.coverage ? toCents(v.coverage) : null,
          startDate: v.startDate,
          expiryDate: v.expiryDate,
          createdBy: actor.userId,
        });
        await audit(tx, actor, {
          action: 'create',
          entity: MALPRACTICE_ENTITY,
          entityId: row.id,
          after: policyOut(row),
        });
        return policyOut(row);
      });
    },

    /**
     * The daily job: each policy expiring within INSURANCE_WARNING_DAYS (not yet past) and not warned of
     * gets an INSURANCE notification to the student's accounts, once (notified_at), in one transaction.
     */
    async warnExpiring() {
      const today = dayOf(now());
      const until = dayOf(new Date(now().getTime() + INSURANCE_WARNING_DAYS * 86_400_000));
      return db.transaction(async (tx) => {
        const due = await repo.policiesToWarn(tx, today, until);
        for (const p of due) {
          for (const u of await repo.studentUsers(tx, p.studentId))
            await notify(tx, {
              userId: u.id,
              type: 'INSURANCE',
              title: 'Your malpractice insurance expires soon',
              body: `Policy ${p.policyNumber} (${p.provider}) expires on ${p.expiryDate}. Send the renewed policy to the bursar.`,
            });
          await repo.markNotified(tx, p.id);
        }
        return { warned: due.length };
      });
    },
  };
}
export type StudentExtrasService = ReturnType<typeof createStudentExtrasService>;
