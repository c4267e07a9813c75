import {
  USMLE_ENTITY,
  USMLE_MAX_ATTEMPTS,
  usmleAttemptInput,
  usmleAttemptRefusal,
  type UsmleAttempt,
  type UsmleAttemptInput,
  type UsmleResult,
  type UsmleStep,
} from '@caduceus/contracts';
import { audit, type Actor } from '../../../platform/audit.js';
import type { Db, Executor } from '../../../platform/db/index.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { ERROR_CODES } from '@caduceus/contracts';
import { slicePage } from '../../../platform/paging.js';
import * as repo from './usmle.repo.js';

const out = (r: Awaited<ReturnType<typeof repo.numberedAttempts>>[number]): UsmleAttempt => ({
  id: r.u.id,
  studentId: r.u.studentId,
  step: r.u.step as UsmleStep,
  testDate: r.u.testDate,
  attempt: r.attempt,
  result: r.u.result as UsmleResult,
  score: r.u.score,
  updatedAt: r.u.updatedAt,
  updatedByName: r.updatedByName ?? null,
});
const valuesOf = (v: UsmleAttemptInput) => ({
  step: v.step,
  testDate: v.testDate,
  result: v.result,
  score: v.score ?? null,
});

/** The examination's rules against the student's other attempts: a 422 naming the field it is about. */
async function checkRules(tx: Executor, studentId: number, v: UsmleAttemptInput, except?: number) {
  const others = await repo.stepAttempts(tx, studentId, except);
  const refusal = usmleAttemptRefusal(v, others);
  if (refusal)
    throw new AppError(422, ERROR_CODES.rule, refusal, { [refusal.includes('day') ? 'testDate' : 'step']: refusal });
}

/** The USMLE tab: a student's attempts at each step, recorded, corrected and removed by the registrar, audited. */
export function createUsmleService({ db }: { db: Db }) {
  async function one(studentId: number, id: number) {
    const r = (await repo.numberedAttempts(db, studentId)).find((a) => a.u.id === id);
    if (!r) throw notFound('USMLE attempt');
    return out(r);
  }
  return {
    async list(studentId: number, q: { page: number; pageSize: number }) {
      return slicePage((await repo.numberedAttempts(db, studentId)).map(out), q);
    },

    get: one,

    /** How many times the student sat a step, whether it is passed, and how many attempts are left. */
    async count(studentId: number, step: UsmleStep) {
      const at = (await repo.stepAttempts(db, studentId)).filter((a) => a.step === step);
      const passed = at.some((a) => a.result === 'Pass');
      return { step, attempts: at.length, passed, left: passed ? 0 : Math.max(0, USMLE_MAX_ATTEMPTS - at.length) };
    },

    async add(actor: Actor, studentId: number, input: UsmleAttemptInput) {
      const v = usmleAttemptInput.parse(input);
      const id = await db.transaction(async (tx) => {
        await repo.lockStudentAttempts(tx, studentId);
        await checkRules(tx, studentId, v);
        const row = await repo.insertAttempt(tx, {
          ...valuesOf(v),
          studentId,
          createdBy: actor.userId,
          updatedBy: actor.userId,
        });
        await audit(tx, actor, { action: 'create', entity: USMLE_ENTITY, entityId: row.id, after: row });
        return row.id;
      });
      return one(studentId, id);
    },

    async update(actor: Actor, studentId: number, id: number, input: UsmleAttemptInput) {
      const v = usmleAttemptInput.parse(input);
      await db.transaction(async (tx) => {
        await repo.lockStudentAttempts(tx, studentId);
        const before = await repo.lockAttempt(tx, studentId, id);
        if (!before) throw notFound('USMLE attempt');
        await checkRules(tx, studentId, v, id);
        const after = await repo.updateAttempt(tx, id, { ...valuesOf(v), updatedBy: actor.userId });
        await audit(tx, actor, { action: 'update', entity: USMLE_ENTITY, entityId: id, before, after });
      });
      return one(studentId, id);
    },

    async remove(actor: Actor, studentId: number, id: number) {
      await db.transaction(async (tx) => {
        const before = await repo.lockAttempt(tx, studentId, id);
        if (!before) throw notFound('USMLE attempt');
        await repo.deleteAttempt(tx, id);
        await audit(tx, actor, { action: 'delete', entity: USMLE_ENTITY, entityId: id, before });
      });
    },
  };
}
export type UsmleService = ReturnType<typeof createUsmleService>;
