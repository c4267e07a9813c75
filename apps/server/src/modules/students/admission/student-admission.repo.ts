import { and, desc, eq, gt, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../record/students.schema.js';
import {
  studentAdmissionAcceptances,
  studentAdmissionCodes,
  studentAdmissionForms,
} from './student-admission.schema.js';
import { createAdmissionKit } from '../../kit/index.js';

export type FormRow = typeof studentAdmissionForms.$inferSelect;
export type CodeRow = typeof studentAdmissionCodes.$inferSelect;

/** The student's admission forms and acceptances: the record kit's. */
export const admission = createAdmissionKit({
  forms: studentAdmissionForms,
  formsOwner: studentAdmissionForms.studentId,
  acceptances: studentAdmissionAcceptances,
  acceptancesOwner: studentAdmissionAcceptances.studentId,
  ownerKey: 'studentId',
  entity: 'studentAdmission',
});

/** The person's newest code for this student (any sign-in). */
export const latestCode = async (ex: Executor, studentId: number, userId: number) =>
  (
    await ex
      .select()
      .from(studentAdmissionCodes)
      .where(and(eq(studentAdmissionCodes.studentId, studentId), eq(studentAdmissionCodes.userId, userId)))
      .orderBy(desc(studentAdmissionCodes.id))
      .limit(1)
  )[0];

/** Codes the person asked for since a time (the hourly limit). */
export const codesSince = async (ex: Executor, studentId: number, userId: number, since: string) =>
  (
    await ex
      .select({ n: sql<number>`count(*)::int` })
      .from(studentAdmissionCodes)
      .where(
        and(
          eq(studentAdmissionCodes.studentId, studentId),
          eq(studentAdmissionCodes.userId, userId),
          gte(studentAdmissionCodes.createdAt, since),
        ),
      )
  )[0].n;

/** The newest verification of this person, for this student, in this sign-in, made after `since`. */
export const verification = async (ex: Executor, studentId: number, userId: number, sessionId: number, since: string) =>
  (
    await ex
      .select({ verifiedAt: studentAdmissionCodes.verifiedAt })
      .from(studentAdmissionCodes)
      .where(
        and(
          eq(studentAdmissionCodes.studentId, studentId),
          eq(studentAdmissionCodes.userId, userId),
          eq(studentAdmissionCodes.sessionId, sessionId),
          isNotNull(studentAdmissionCodes.verifiedAt),
          gt(studentAdmissionCodes.verifiedAt, since),
        ),
      )
      .orderBy(desc(studentAdmissionCodes.verifiedAt))
      .limit(1)
  )[0];

export const insertCode = async (ex: Executor, v: typeof studentAdmissionCodes.$inferInsert) =>
  (await ex.insert(studentAdmissionCodes).values(v).returning())[0];

/**
 * Spends one try of a code, atomically (a burst of parallel guesses cannot get past the limit):
 * answers the row after the increment, or nothing when no try is left.
 */
export const spendTry = async (ex: Executor, id: number, maxTries: number) =>
  (
    await ex
      .update(studentAdmissionCodes)
      .set({ attempts: sql`${studentAdmissionCodes.attempts} + 1` })
      .where(and(eq(studentAdmissionCodes.id, id), lt(studentAdmissionCodes.attempts, maxTries)))
      .returning()
  )[0];

export const markVerified = (ex: Executor, id: number, at: string) =>
  ex.update(studentAdmissionCodes).set({ verifiedAt: at }).where(eq(studentAdmissionCodes.id, id));

export const studentEmail = async (ex: Executor, studentId: number) =>
  (
    await ex
      .select({ email: students.email, firstName: students.firstName })
      .from(students)
      .where(eq(students.id, studentId))
  )[0];
export const userEmail = async (ex: Executor, userId: number) =>
  (await ex.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId)))[0];

export const refOf = async (ex: Executor, table: string, id: number) =>
  (
    await ex
      .select({ id: refRows.id, active: refRows.active })
      .from(refRows)
      .where(and(eq(refRows.tableKey, table), eq(refRows.id, id)))
  )[0];
