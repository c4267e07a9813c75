import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { users } from '../../access/tables.js';
import { usmleAttempts } from './usmle.schema.js';

export type UsmleRow = typeof usmleAttempts.$inferSelect;
const editor = alias(users, 'editor');
/** each attempt's number within its step, in the order taken */
const attemptNo = sql<number>`(row_number() over (partition by ${usmleAttempts.step} order by ${usmleAttempts.testDate}, ${usmleAttempts.id}))::int`;
const columns = { u: usmleAttempts, attempt: attemptNo.mapWith(Number), updatedByName: nameOf(editor) };

/** A student's attempts, the latest first, each numbered within its step (a student has a handful). */
export async function numberedAttempts(ex: Executor, studentId: number) {
  return ex
    .select(columns)
    .from(usmleAttempts)
    .leftJoin(editor, eq(editor.id, usmleAttempts.updatedBy))
    .where(eq(usmleAttempts.studentId, studentId))
    .orderBy(desc(usmleAttempts.testDate), desc(usmleAttempts.id));
}

/** Writes to one student's attempts wait for each other (the rules read the other attempts first). */
export const lockStudentAttempts = (ex: Executor, studentId: number) =>
  ex.execute(sql`select pg_advisory_xact_lock(hashtext('caduceus.usmle'), ${studentId})`);

/** The student's attempts at every step (the rules' input), oldest first. */
export const stepAttempts = (ex: Executor, studentId: number, except?: number) =>
  ex
    .select({
      id: usmleAttempts.id,
      step: usmleAttempts.step,
      testDate: usmleAttempts.testDate,
      result: usmleAttempts.result,
    })
    .from(usmleAttempts)
    .where(and(eq(usmleAttempts.studentId, studentId), except ? ne(usmleAttempts.id, except) : undefined))
    .orderBy(asc(usmleAttempts.testDate), asc(usmleAttempts.id));

/** The steps a student has sat, in the order first taken (the transcript request's exam names). */
export const stepsTaken = async (ex: Executor, studentId: number) =>
  (
    await ex
      .select({ step: usmleAttempts.step, first: sql<string>`min(${usmleAttempts.testDate})` })
      .from(usmleAttempts)
      .where(eq(usmleAttempts.studentId, studentId))
      .groupBy(usmleAttempts.step)
      .orderBy(sql`min(${usmleAttempts.testDate})`)
  ).map((r) => r.step);
