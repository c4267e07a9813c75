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
import type { Actor } from '../../../platform/audit.js';
import { auditedEntries } from '../entries.js';
import { usmleAttempts } from './usmle.schema.js';
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
async function checkRules(tx: Executor, studentId: number, v: { step: string; testDate: string }, except?: number) {
  const others = await repo.stepAttempts(tx, studentId, except);
  const refusal = usmleAttemptRefusal(v, others);
  if (refusal)
    throw new AppError(422, ERROR_CODES.rule, refusal, { [refusal.includes('day') ? 'testDate' : 'step']: refusal });
}

/** The USMLE tab: a student's attempts at each step, recorded, corrected and removed by the registrar, audited. */
export function createUsmleService({ db }: { db: Db }) {
  const entries = auditedEntries(db, usmleAttempts, {
    entity: USMLE_ENTITY,
    what: 'USMLE attempt',
    lock: repo.lockStudentAttempts,
    check: (tx, studentId, v: ReturnType<typeof valuesOf>, before) => checkRules(tx, studentId, v, before?.id),
  });
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
      return one(studentId, await entries.add(actor, studentId, valuesOf(usmleAttemptInput.parse(input))));
    },

    async update(actor: Actor, studentId: number, id: number, input: UsmleAttemptInput) {
      await entries.update(actor, studentId, id, valuesOf(usmleAttemptInput.parse(input)));
      return one(studentId, id);
    },

    remove: entries.remove,
  };
}
export type UsmleService = ReturnType<typeof createUsmleService>;
