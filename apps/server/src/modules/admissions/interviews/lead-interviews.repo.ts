import { and, asc, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { FACULTY_ROLE } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { users } from '../../access/tables.js';
import { files } from '../../kit/tables.js';
import { refRows } from '../../reference/tables.js';
import { leadEmails } from '../messages/lead-messages.schema.js';
import { leadDecisions, leadInterviewEvaluations, leadInterviews } from './lead-interviews.schema.js';

export const SLOT_TABLE = 'faculty-timeslot';
const faculty = alias(users, 'faculty');
const scheduler = alias(users, 'scheduler');
const canceller = alias(users, 'canceller');

// ---- faculty and their slots ----

const isFaculty = and(eq(users.userType, 'Staff'), eq(users.active, true), eq(users.roleName, FACULTY_ROLE));
const facultyColumns = {
  id: users.id,
  name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
  email: users.email,
};

/** Active staff users of the faculty role. */
export function facultyMembers(ex: Executor) {
  return ex.select(facultyColumns).from(users).where(isFaculty).orderBy(asc(users.firstName), asc(users.lastName));
}

export async function facultyMember(ex: Executor, id: number) {
  const [u] = await ex
    .select(facultyColumns)
    .from(users)
    .where(and(eq(users.id, id), isFaculty));
  return u;
}

export interface SlotRow {
  id: number;
  facultyId: number;
  day: string;
  startTime: string;
  endTime: string;
}
const slotColumns = {
  id: refRows.id,
  facultyId: sql<number>`(${refRows.data} ->> 'faculty')::int`,
  day: sql<string>`${refRows.data} ->> 'day'`,
  startTime: sql<string>`${refRows.data} ->> 'startTime'`,
  endTime: sql<string>`${refRows.data} ->> 'endTime'`,
};
const DAY_ORDER = sql`array_position(array['Sunday','Monday','Tuesday','Wednesday','Thursday','Friday','Saturday'], ${refRows.data} ->> 'day')`;

/** Active time slots, of one faculty member or all, by day and start time. */
export function activeSlots(ex: Executor, facultyId?: number): Promise<SlotRow[]> {
  return ex
    .select(slotColumns)
    .from(refRows)
    .where(
      and(
        eq(refRows.tableKey, SLOT_TABLE),
        eq(refRows.active, true),
        facultyId ? sql`${refRows.data} ->> 'faculty' = ${String(facultyId)}` : undefined,
      ),
    )
    .orderBy(DAY_ORDER, sql`${refRows.data} ->> 'startTime'`);
}

export async function slot(ex: Executor, id: number): Promise<(SlotRow & { active: boolean }) | undefined> {
  const [row] = await ex
    .select({ ...slotColumns, active: refRows.active })
    .from(refRows)
    .where(and(eq(refRows.id, id), eq(refRows.tableKey, SLOT_TABLE)));
  return row;
}

// ---- interviews ----

/** Serialises bookings of one faculty member (the overlap check and the insert) until the transaction ends. */
export async function lockFaculty(ex: Executor, facultyId: number) {
  await ex.execute(sql`select pg_advisory_xact_lock(${0x1e7d}, ${facultyId})`);
}

/** A live interview of the faculty member on the date whose times overlap [start, end). */
export async function overlapping(ex: Executor, facultyId: number, day: string, start: string, end: string) {
  const [row] = await ex
    .select({ id: leadInterviews.id })
    .from(leadInterviews)
    .where(
      and(
        eq(leadInterviews.facultyId, facultyId),
        eq(leadInterviews.interviewDate, day),
        isNull(leadInterviews.cancelledAt),
        lt(leadInterviews.startTime, end),
        gt(leadInterviews.endTime, start),
      ),
    )
    .limit(1);
  return row;
}

/** Start times booked for the faculty member on the date (live interviews). */
export async function bookedOn(ex: Executor, facultyId: number, day: string) {
  return ex
    .select({ startTime: leadInterviews.startTime, endTime: leadInterviews.endTime })
    .from(leadInterviews)
    .where(
      and(
        eq(leadInterviews.facultyId, facultyId),
        eq(leadInterviews.interviewDate, day),
        isNull(leadInterviews.cancelledAt),
      ),
    );
}

export const insertInterview = async (ex: Executor, v: typeof leadInterviews.$inferInsert) =>
  (await ex.insert(leadInterviews).values(v).returning())[0];

export async function cancelInterview(ex: Executor, id: number, by: number) {
  const [row] = await ex
    .update(leadInterviews)
    .set({ cancelledAt: sql`now()` as never, cancelledBy: by })
    .where(and(eq(leadInterviews.id, id), isNull(leadInterviews.cancelledAt)))
    .returning();
  return row;
}

/** Live interviews of the lead other than `exceptId`. */
export async function liveCount(ex: Executor, leadId: number, exceptId: number) {
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(leadInterviews)
    .where(and(eq(leadInterviews.leadId, leadId), isNull(leadInterviews.cancelledAt), ne(leadInterviews.id, exceptId)));
  return Number(n);
}

const interviewColumns = {
  id: leadInterviews.id,
  leadId: leadInterviews.leadId,
  facultyId: leadInterviews.facultyId,
  facultyName: nameOf(faculty),
  facultyEmail: faculty.email,
  date: leadInterviews.interviewDate,
  startTime: leadInterviews.startTime,
  endTime: leadInterviews.endTime,
  location: leadInterviews.location,
  note: leadInterviews.note,
  scheduledByName: nameOf(scheduler),
  createdAt: leadInterviews.createdAt,
  cancelledAt: leadInterviews.cancelledAt,
  cancelledByName: nameOf(canceller),
};
const interviewsOf = (ex: Executor) =>
  ex
    .select(interviewColumns)
    .from(leadInterviews)
    .leftJoin(faculty, eq(faculty.id, leadInterviews.facultyId))
    .leftJoin(scheduler, eq(scheduler.id, leadInterviews.createdBy))
    .leftJoin(canceller, eq(canceller.id, leadInterviews.cancelledBy));
export type InterviewRow = NonNullable<Awaited<ReturnType<typeof findInterview>>>;

export function listInterviews(ex: Executor, leadId: number) {
  return interviewsOf(ex)
    .where(eq(leadInterviews.leadId, leadId))
    .orderBy(desc(leadInterviews.interviewDate), desc(leadInterviews.startTime), desc(leadInterviews.id));
}

export async function findInterview(ex: Executor, leadId: number, id: number) {
  const [row] = await interviewsOf(ex).where(and(eq(leadInterviews.leadId, leadId), eq(leadInterviews.id, id)));
  return row;
}

// ---- evaluations ----

const evaluator = alias(users, 'evaluator');
const evaluationColumns = {
  id: leadInterviewEvaluations.id,
  leadId: leadInterviewEvaluations.leadId,
  evaluatorId: leadInterviewEvaluations.evaluatorId,
  evaluatorName: nameOf(evaluator),
  scores: leadInterviewEvaluations.scores,
  recommendation: leadInterviewEvaluations.recommendation,
  comments: leadInterviewEvaluations.comments,
  createdAt: leadInterviewEvaluations.createdAt,
  updatedAt: leadInterviewEvaluations.updatedAt,
};
export type EvaluationRow = Awaited<ReturnType<typeof listEvaluations>>[number];

export function listEvaluations(ex: Executor, leadId: number) {
  return ex
    .select(evaluationColumns)
    .from(leadInterviewEvaluations)
    .leftJoin(evaluator, eq(evaluator.id, leadInterviewEvaluations.evaluatorId))
    .where(eq(leadInterviewEvaluations.leadId, leadId))
    .orderBy(asc(leadInterviewEvaluations.createdAt), asc(leadInterviewEvaluations.id));
}

export async function findEvaluation(ex: Executor, leadId: number, id: number) {
  const [row] = await ex
    .select(evaluationColumns)
    .from(leadInterviewEvaluations)
    .leftJoin(evaluator, eq(evaluator.id, leadInterviewEvaluations.evaluatorId))
    .where(and(eq(leadInterviewEvaluations.leadId, leadId), eq(leadInterviewEvaluations.id, id)));
  return row;
}

export async function evaluationBy(ex: Executor, leadId: number, evaluatorId: number) {
  const [row] = await ex
    .select({ id: leadInterviewEvaluations.id })
    .from(leadInterviewEvaluations)
    .where(and(eq(leadInterviewEvaluations.leadId, leadId), eq(leadInterviewEvaluations.evaluatorId, evaluatorId)));
  return row;
}

export const insertEvaluation = async (ex: Executor, v: typeof leadInterviewEvaluations.$inferInsert) =>
  (await ex.insert(leadInterviewEvaluations).values(v).returning())[0];

export async function updateEvaluation(
  ex: Executor,
  id: number,
  v: Partial<typeof leadInterviewEvaluations.$inferInsert>,
) {
  const [row] = await ex
    .update(leadInterviewEvaluations)
    .set({ ...v, updatedAt: sql`now()` as never })
    .where(eq(leadInterviewEvaluations.id, id))
    .returning();
  return row;
}

// ---- decisions ----

const decider = alias(users, 'decider');
const decisionColumns = {
  id: leadDecisions.id,
  leadId: leadDecisions.leadId,
  decision: leadDecisions.decision,
  message: leadDecisions.message,
  letterFileId: leadDecisions.letterFileId,
  letterFileName: files.filename,
  decidedByName: nameOf(decider),
  decidedAt: leadDecisions.decidedAt,
  emailTo: leadEmails.toAddress,
};
const decisionsOf = (ex: Executor) =>
  ex
    .select(decisionColumns)
    .from(leadDecisions)
    .innerJoin(files, eq(files.id, leadDecisions.letterFileId))
    .innerJoin(leadEmails, eq(leadEmails.id, leadDecisions.emailId))
    .leftJoin(decider, eq(decider.id, leadDecisions.decidedBy));
export type DecisionRow = Awaited<ReturnType<typeof listDecisions>>[number];

export function listDecisions(ex: Executor, leadId: number) {
  return decisionsOf(ex)
    .where(eq(leadDecisions.leadId, leadId))
    .orderBy(desc(leadDecisions.decidedAt), desc(leadDecisions.id));
}

export async function findDecision(ex: Executor, leadId: number, id: number) {
  const [row] = await decisionsOf(ex).where(and(eq(leadDecisions.leadId, leadId), eq(leadDecisions.id, id)));
  return row;
}

export const insertDecision = async (ex: Executor, v: typeof leadDecisions.$inferInsert) =>
  (await ex.insert(leadDecisions).values(v).returning())[0];
