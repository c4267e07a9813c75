import { z } from 'zod';
import { MAX_ID, pageQuery } from '../kit/common.js';
import { isoDate } from '../students/student.js';
import { safeString } from '../validation.js';

/**
 * A student's USMLE attempts (the USMLE tab; spec 001 "Academic records and tests": usmleTestList, noOfAttempts,
 * usmleTestById, addUsmleTest, deleteUsmleTest): the step, the day taken, the result and the score, each
 * attempt numbered within its step. The examination's own rules: a passed step is not taken again, at most four
 * attempts at a step, one record of a step on a day.
 */
export const USMLE_ENTITY = 'usmleAttempt';
export const USMLE_STEPS = ['Step 1', 'Step 2 CK', 'Step 2 CS', 'Step 3'] as const;
export type UsmleStep = (typeof USMLE_STEPS)[number];
export const USMLE_RESULTS = ['Pass', 'Fail'] as const;
export type UsmleResult = (typeof USMLE_RESULTS)[number];
/** The most attempts the examination allows at one step. */
export const USMLE_MAX_ATTEMPTS = 4;
/** Three-digit scores (Step 1 has been pass/fail only since 2022: its score may be left out). */
export const USMLE_SCORE = { min: 1, max: 300 } as const;

export const USMLE_MESSAGES = {
  step: 'Choose a step from the list',
  result: 'Choose Pass or Fail',
  future: 'A test cannot be taken in the future',
  score: `A score is a whole number from ${USMLE_SCORE.min} to ${USMLE_SCORE.max}`,
  sameDay: 'An attempt at this step on this day is already recorded',
  passed: 'This step is already passed: it is not taken again',
  tooMany: `At most ${USMLE_MAX_ATTEMPTS} attempts at a step`,
} as const;
export const USMLE_TOASTS = {
  added: 'USMLE Attempt Added Successfully',
  updated: 'USMLE Attempt Updated Successfully',
  deleted: 'USMLE Attempt Deleted Successfully',
  saveFailed: 'Failed to save the USMLE attempt. Try again!',
  deleteFailed: 'Failed to delete the USMLE attempt. Try again!',
} as const;

/** What the examination's rules say of a new attempt, given the step's other attempts (null: it may be recorded). */
export function usmleAttemptRefusal(
  attempt: { step: string; testDate: string },
  others: readonly { step: string; testDate: string; result: string }[],
): string | null {
  const same = others.filter((o) => o.step === attempt.step);
  if (same.some((o) => o.testDate === attempt.testDate)) return USMLE_MESSAGES.sameDay;
  if (same.some((o) => o.result === 'Pass' && o.testDate < attempt.testDate)) return USMLE_MESSAGES.passed;
  if (same.length >= USMLE_MAX_ATTEMPTS) return USMLE_MESSAGES.tooMany;
  return null;
}

export const usmleAttemptInput = z
  .object({
    step: z.enum(USMLE_STEPS, { error: USMLE_MESSAGES.step }),
    testDate: isoDate,
    result: z.enum(USMLE_RESULTS, { error: USMLE_MESSAGES.result }),
    score: z.coerce
      .number({ error: USMLE_MESSAGES.score })
      .int(USMLE_MESSAGES.score)
      .min(USMLE_SCORE.min, USMLE_MESSAGES.score)
      .max(USMLE_SCORE.max, USMLE_MESSAGES.score)
      .nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.testDate > new Date().toISOString().slice(0, 10))
      ctx.addIssue({ code: 'custom', path: ['testDate'], message: USMLE_MESSAGES.future });
  });
export type UsmleAttemptInput = z.infer<typeof usmleAttemptInput>;

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
export const usmleParams = z.object({ studentId: id('Student not found'), attemptId: id('USMLE attempt not found') });
export const usmleListQuery = pageQuery.pick({ page: true, pageSize: true });
export const usmleAttemptsQuery = z.object({ step: z.enum(USMLE_STEPS, { error: USMLE_MESSAGES.step }) });

export const usmleAttempt = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  step: z.enum(USMLE_STEPS),
  testDate: safeString(),
  /** 1 for the first attempt at this step, in the order taken */
  attempt: z.number().int(),
  result: z.enum(USMLE_RESULTS),
  score: z.number().int().nullable(),
  updatedAt: safeString(),
  updatedByName: safeString().nullable(),
});
export type UsmleAttempt = z.infer<typeof usmleAttempt>;
export const usmleAttemptCount = z.object({
  step: z.enum(USMLE_STEPS),
  attempts: z.number().int(),
  passed: z.boolean(),
  /** attempts left at this step (0 once passed) */
  left: z.number().int(),
});
