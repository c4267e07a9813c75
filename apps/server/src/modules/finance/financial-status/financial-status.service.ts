import {
  FINANCIAL_STATUS,
  FINANCIAL_STATUS_RULE,
  financialStatusByRule,
  financialStatusLabel,
  type FinancialStatus,
  type FinancialStatusRule,
  type StudentFinancialStatus,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { toIso } from '../../../platform/db/columns.js';
import { notFound } from '../../../platform/errors.js';
import { dayOf } from '../invoices/invoices.service.js';
import * as repo from './financial-status.repo.js';

export const FINANCIAL_STATUS_JOB = 'financial-status';
/** The audit trail's entity of the students' record, where the bulk update writes the same change. */
const ENTITY = 'student';

/**
 * A student's financial status (1 Cleared, 2 Hold, 3 Blocked, students.financial_status): the overdue rule
 * of contracts (financialStatusByRule) applied by the daily sweep and after each payment, unless staff set
 * it by hand with a reason (kept until lifted). Every change leaves an audit row.
 */
export function createFinancialStatusService({
  db,
  now,
  rule = FINANCIAL_STATUS_RULE,
}: {
  db: Db;
  now: () => Date;
  rule?: FinancialStatusRule;
}) {
  async function ruleStatus(ex: Executor, studentId: number): Promise<FinancialStatus> {
    return financialStatusByRule(await repo.openDues(ex, [studentId]), dayOf(now()), rule);
  }

  async function locked(tx: Executor, studentId: number) {
    const student = await repo.lockStudent(tx, studentId);
    if (!student) throw notFound('Student not found');
    return student;
  }

  /** Sets the status by hand (an override the sweep respects), audited with the reason. */
  async function setManual(actor: Actor, studentId: number, status: FinancialStatus, reason: string, action: string) {
    await db.transaction(async (tx) => {
      const before = await locked(tx, studentId);
      const mark = await repo.markOf(tx, studentId);
      await repo.setStatus(tx, studentId, status, { manual: true, reason, setBy: actor.userId });
      await audit(tx, actor, {
        action,
        entity: ENTITY,
        entityId: studentId,
        before: { financialStatus: before.financialStatus, manual: mark?.manual ?? false },
        after: { financialStatus: status, manual: true, reason },
      });
    });
    return read(studentId);
  }

  /**
   * Applies the rule to one student in the caller's transaction, unless her status was set by hand: raises
   * it to what the rule gives, and lifts a status the rule set once the overdue balance is paid.
   */
  async function applyIn(tx: Executor, studentId: number, today: string): Promise<boolean> {
    const student = await repo.lockStudent(tx, studentId);
    if (!student) return false;
    const mark = await repo.markOf(tx, studentId);
    if (mark?.manual) return false;
    const wanted = financialStatusByRule(await repo.openDues(tx, [studentId]), today, rule);
    const current = student.financialStatus;
    let next: number = current;
    if (mark)
      next = wanted; // the rule's own status: follow it both ways
    else if (wanted > current) next = wanted; // set elsewhere (or Cleared): the rule only raises it
    if (next === current && (mark ? mark.financialStatus === next : true)) return false;
    await repo.setStatus(
      tx,
      studentId,
      next,
      next === FINANCIAL_STATUS.cleared ? null : { manual: false, reason: null, setBy: null },
    );
    await audit(tx, null, {
      action: 'financialStatusRule',
      entity: ENTITY,
      entityId: studentId,
      before: { financialStatus: current },
      after: { financialStatus: next },
    });
    return next !== current;
  }

  async function read(studentId: number): Promise<StudentFinancialStatus> {
    const student = await repo.lockStudent(db, studentId);
    if (!student) throw notFound('Student not found');
    const mark = await repo.markOf(db, studentId);
    return {
      studentId,
      financialStatus: student.financialStatus,
      financialStatusLabel: financialStatusLabel(student.financialStatus),
      ruleStatus: await ruleStatus(db, studentId),
      override: mark?.manual
        ? {
            financialStatus: mark.financialStatus,
            reason: mark.reason ?? '',
            setAt: toIso(mark.setAt),
            setByName: mark.setByName,
          }
        : null,
    };
  }

  return {
    read,

    /** financialStatusChange: Cleared, Hold or Blocked by hand, with the reason. */
    change: (actor: Actor, studentId: number, status: FinancialStatus, reason: string) =>
      setManual(actor, studentId, status, reason, 'financialStatusChange'),

    /** updateFinancialCleared: marked financially cleared by hand (the sweep leaves it until lifted). */
    markCleared: (actor: Actor, studentId: number, reason: string) =>
      setManual(actor, studentId, FINANCIAL_STATUS.cleared, reason, 'updateFinancialCleared'),

    /** Lifts a manual status: the rule decides again, at once. */
    async lift(actor: Actor, studentId: number) {
      await db.transaction(async (tx) => {
        const before = await locked(tx, studentId);
        const mark = await repo.markOf(tx, studentId);
        if (!mark?.manual) return;
        const status = await ruleStatus(tx, studentId);
        await repo.setStatus(
          tx,
          studentId,
          status,
          status === FINANCIAL_STATUS.cleared ? null : { manual: false, reason: null, setBy: null },
        );
        await audit(tx, actor, {
          action: 'financialStatusOverrideLift',
          entity: ENTITY,
          entityId: studentId,
          before: { financialStatus: before.financialStatus, manual: true, reason: mark.reason },
          after: { financialStatus: status, manual: false },
        });
      });
      return read(studentId);
    },

    /** After a payment (or its cancellation): the rule again for this student, at once. */
    applyRule: (studentId: number) => db.transaction((tx) => applyIn(tx, studentId, dayOf(now()))),

    /** The sweep (the `financial-status` job): every student with an overdue invoice or a rule-set status. */
    async sweep() {
      const today = dayOf(now());
      let changed = 0;
      for (const id of await repo.sweepStudentIds(db, today, rule.holdAfterDays))
        if (await db.transaction((tx) => applyIn(tx, id, today))) changed++;
      return { changed };
    },
  };
}
export type FinancialStatusService = ReturnType<typeof createFinancialStatusService>;
