import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SurveyQuestion, SurveyResponseListQuery, SurveySubjectKind } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { likeTerm, offsetOf, orderBy, totalOver } from '../../../platform/paging.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';
import { surveyResponses } from './surveys.schema.js';

export interface SurveyRow {
  id: number;
  active: boolean;
  title: string;
  audience: string;
  status: string;
  startDate: string;
  endDate: string;
  description: string | null;
}

const surveyData = (r: { id: number; active: boolean; data: Record<string, unknown> }): SurveyRow => ({
  id: r.id,
  active: r.active,
  title: String(r.data.title ?? ''),
  audience: String(r.data.audience ?? ''),
  status: String(r.data.status ?? ''),
  startDate: String(r.data.startDate ?? ''),
  endDate: String(r.data.endDate ?? ''),
  description: typeof r.data.description === 'string' ? r.data.description : null,
});

export async function findSurvey(ex: Executor, id: number): Promise<SurveyRow | undefined> {
  const [r] = await ex
    .select({ id: refRows.id, active: refRows.active, data: refRows.data })
    .from(refRows)
    .where(and(eq(refRows.id, id), eq(refRows.tableKey, 'survey')));
  return r && surveyData(r);
}

/** The surveys of an audience, those open today first, then the latest. */
export async function surveysOf(ex: Executor, audience: string, today: string): Promise<SurveyRow[]> {
  const rows = await ex
    .select({ id: refRows.id, active: refRows.active, data: refRows.data })
    .from(refRows)
    .where(
      and(eq(refRows.tableKey, 'survey'), eq(refRows.active, true), sql`${refRows.data} ->> 'audience' = ${audience}`),
    )
    .orderBy(
      sql`(${refRows.data} ->> 'status' = 'Open' and ${today} between ${refRows.data} ->> 'startDate' and ${refRows.data} ->> 'endDate') desc`,
      sql`${refRows.data} ->> 'startDate' desc`,
      desc(refRows.id),
    );
  return rows.map(surveyData);
}

/** The active questions of a survey, in their order. */
export async function questionsOf(ex: Executor, surveyId: number): Promise<SurveyQuestion[]> {
  const rows = await ex
    .select({ id: refRows.id, data: refRows.data })
    .from(refRows)
    .where(
      and(
        eq(refRows.tableKey, 'survey-question'),
        eq(refRows.active, true),
        sql`(${refRows.data} ->> 'survey')::int = ${surveyId}`,
      ),
    )
    .orderBy(sql`(${refRows.data} ->> 'order')::int`, refRows.id);
  return rows.map((r) => ({
    id: r.id,
    question: String(r.data.question ?? ''),
    answerType: Number(r.data.answerType),
    options: typeof r.data.options === 'string' ? r.data.options : null,
    order: Number(r.data.order ?? 0),
    required: r.data.required === true,
  }));
}

const respondent = alias(users, 'respondent');
const approver = alias(users, 'approver');
const survey = alias(refRows, 'survey');

const responseColumns = {
  r: getTableColumns(surveyResponses),
  surveyTitle: sql<string>`${survey.data} ->> 'title'`,
  audience: sql<string>`${survey.data} ->> 'audience'`,
  respondentName: nameOf(respondent),
  studentName: sql<string | null>`nullif(trim(${students.firstName} || ' ' || ${students.lastName}), '')`,
  approvedByName: nameOf(approver),
};
export type ResponseRow = Awaited<ReturnType<typeof responses>>[number];

function responses(ex: Executor, where: SQL | undefined) {
  return ex
    .select(responseColumns)
    .from(surveyResponses)
    .innerJoin(survey, eq(survey.id, surveyResponses.surveyId))
    .innerJoin(respondent, eq(respondent.id, surveyResponses.respondentUserId))
    .leftJoin(students, eq(students.id, surveyResponses.studentId))
    .leftJoin(approver, eq(approver.id, surveyResponses.approvedBy))
    .where(where);
}

export async function findResponse(ex: Executor, id: number) {
  const [row] = await responses(ex, eq(surveyResponses.id, id));
  return row;
}

/** The response of an audience's survey for a respondent (by user or student record) and subject. */
export async function responseFor(
  ex: Executor,
  q: {
    audience: string;
    surveyId?: number;
    userId?: number;
    studentId?: number;
    subjectKind: SurveySubjectKind;
    subjectId: number;
  },
) {
  const [row] = await responses(
    ex,
    and(
      sql`${survey.data} ->> 'audience' = ${q.audience}`,
      q.surveyId ? eq(surveyResponses.surveyId, q.surveyId) : undefined,
      q.userId ? eq(surveyResponses.respondentUserId, q.userId) : undefined,
      q.studentId ? eq(surveyResponses.studentId, q.studentId) : undefined,
      eq(surveyResponses.subjectKind, q.subjectKind),
      eq(surveyResponses.subjectId, q.subjectId),
    ),
  ).orderBy(desc(surveyResponses.id));
  return row;
}

/** The subjects of an audience a user has answered (her pending list leaves them out). */
export async function answeredBy(ex: Executor, userId: number) {
  return ex
    .select({
      surveyId: surveyResponses.surveyId,
      subjectKind: surveyResponses.subjectKind,
      subjectId: surveyResponses.subjectId,
    })
    .from(surveyResponses)
    .where(eq(surveyResponses.respondentUserId, userId));
}

const SORTS = {
  submittedAt: surveyResponses.submittedAt,
  approval: surveyResponses.approval,
  survey: survey.label,
  respondent: respondent.lastName,
};

export async function listResponses(ex: Executor, q: SurveyResponseListQuery) {
  const where = and(
    q.surveyId ? eq(surveyResponses.surveyId, q.surveyId) : undefined,
    q.audience ? sql`${survey.data} ->> 'audience' = ${q.audience}` : undefined,
    q.approval ? eq(surveyResponses.approval, q.approval) : undefined,
    q.studentId ? eq(surveyResponses.studentId, q.studentId) : undefined,
    q.q
      ? sql`(${survey.label} ilike ${likeTerm(q.q)} or (${respondent.firstName} || ' ' || ${respondent.lastName}) ilike ${likeTerm(q.q)} or coalesce(${surveyResponses.subjectLabel}, '') ilike ${likeTerm(q.q)})`
      : undefined,
  );
  const rows = await ex
    .select({ ...responseColumns, total: totalOver() })
    .from(surveyResponses)
    .innerJoin(survey, eq(survey.id, surveyResponses.surveyId))
    .innerJoin(respondent, eq(respondent.id, surveyResponses.respondentUserId))
    .leftJoin(students, eq(students.id, surveyResponses.studentId))
    .leftJoin(approver, eq(approver.id, surveyResponses.approvedBy))
    .where(where)
    .orderBy(orderBy(q.sort, SORTS, desc(surveyResponses.submittedAt)), desc(surveyResponses.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return { rows, total: rows[0]?.total ?? 0 };
}

/** Every submitted answer set of a survey (its report). */
export async function answersOf(ex: Executor, surveyId: number) {
  const rows = await ex
    .select({ answers: surveyResponses.answers })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.surveyId, surveyId), eq(surveyResponses.status, 'Submitted')));
  return rows.map((r) => r.answers);
}

export async function studentOfUser(ex: Executor, userId: number) {
  const [u] = await ex.select({ studentId: users.studentId }).from(users).where(eq(users.id, userId));
  return u?.studentId ?? null;
}

/** The user account of a student record (the respondent of her own surveys). */
export async function userOfStudent(ex: Executor, studentId: number) {
  const [u] = await ex
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.studentId, studentId), eq(users.userType, 'Student')))
    .limit(1);
  return u?.id ?? null;
}
