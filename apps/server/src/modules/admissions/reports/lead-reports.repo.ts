import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { LeadReportFilters } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { users } from '../../access/tables.js';
import { leadSavedReports } from './lead-reports.schema.js';

/** Raw report queries over leads (alias l), lead_status_changes, lead_notes and audit_log. */
async function rows<T>(ex: Executor, q: SQL): Promise<T[]> {
  return ((await ex.execute(q)) as unknown as { rows: T[] }).rows;
}
const iso = (col: SQL) => sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const label = (col: string) => sql.raw(`(select r.label from ref_rows r where r.id = l.${col})`);
const userName = (col: SQL) => sql`(select u.first_name || ' ' || u.last_name from users u where u.id = ${col})`;

/** The lead filters (representative, course, campus, semester, source) and, when `created`, the created range. */
export function leadWhere(f: LeadReportFilters, created = true): SQL {
  const c: SQL[] = [sql`l.deleted_at is null`];
  if (f.representativeId) c.push(sql`l.representative_id = ${f.representativeId}`);
  if (f.courseId) c.push(sql`l.course_id = ${f.courseId}`);
  if (f.campusId) c.push(sql`l.campus_id = ${f.campusId}`);
  if (f.semesterId) c.push(sql`l.semester_id = ${f.semesterId}`);
  if (f.sourceId) c.push(sql`l.source_id = ${f.sourceId}`);
  if (created && f.from) c.push(sql`l.created_at >= ${f.from}::date`);
  if (created && f.to) c.push(sql`l.created_at < ${f.to}::date + 1`);
  return sql.join(c, sql` and `);
}
/** A timestamp column within the range's days (UTC). */
const inRange = (col: SQL, f: LeadReportFilters) =>
  sql.join(
    [
      sql`true`,
      ...(f.from ? [sql`${col} >= ${f.from}::date`] : []),
      ...(f.to ? [sql`${col} < ${f.to}::date + 1`] : []),
    ],
    sql` and `,
  );

export const statusCounts = (ex: Executor, f: LeadReportFilters) =>
  rows<{ statusId: number; open: number; closed: number }>(
    ex,
    sql`
  select l.status_id as "statusId", count(*) filter (where l.closed_at is null)::int as open, count(*) filter (where l.closed_at is not null)::int as closed
    from leads l where ${leadWhere(f)} group by l.status_id`,
  );

export const repStatusCounts = (ex: Executor, f: LeadReportFilters) =>
  rows<{ representativeId: number | null; representativeName: string | null; statusId: number; count: number }>(
    ex,
    sql`
  select l.representative_id as "representativeId", ${userName(sql`l.representative_id`)} as "representativeName", l.status_id as "statusId", count(*)::int as count
    from leads l where ${leadWhere(f)} and l.closed_at is null group by l.representative_id, l.status_id`,
  );

/** Status changes in the range (by change date) grouped by from and to status. */
export const conversions = (ex: Executor, f: LeadReportFilters) =>
  rows<{ fromStatusId: number; toStatusId: number; count: number }>(
    ex,
    sql`
  select c.from_status_id as "fromStatusId", c.to_status_id as "toStatusId", count(*)::int as count
    from lead_status_changes c join leads l on l.id = c.lead_id
   where c.from_status_id is not null and ${leadWhere(f, false)} and ${inRange(sql`c.changed_at`, f)}
   group by c.from_status_id, c.to_status_id order by 1, 2`,
  );

/** The last time anything happened to a lead: an update of its row (status changes included) or a note. */
const lastActivity = sql`greatest(l.updated_at, coalesce((select max(n.created_at) from lead_notes n where n.lead_id = l.id), l.updated_at))`;
/** When the lead last entered one of these statuses (its creation if no change is recorded). */
const enteredAt = (statuses: number[], first = false) =>
  sql`coalesce((select ${first ? sql`min` : sql`max`}(c.changed_at) from lead_status_changes c where c.lead_id = l.id and c.to_status_id in (${sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )})), l.created_at)`;

const leadCols = (since: SQL, now: Date) => sql`
  l.id, l.first_name || ' ' || l.last_name as name, l.email, l.phone, l.status_id as "statusId",
  ${label('course_id')} as "courseName", ${label('campus_id')} as "campusName", ${label('semester_id')} as "semesterName", ${label('source_id')} as "sourceName",
  ${userName(sql`l.representative_id`)} as "representativeName", ${iso(sql`l.created_at`)} as "createdAt",
  ${iso(since)} as since, floor(extract(epoch from (${now.toISOString()}::timestamptz - ${since})) / 86400)::int as days`;

export interface ReportLeadRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  statusId: number;
  courseName: string | null;
  campusName: string | null;
  semesterName: string | null;
  sourceName: string | null;
  representativeName: string | null;
  createdAt: string;
  since: string | null;
  days: number | null;
}

/** A list of leads with the report's date (`since`): the page and the total. */
async function leadList(ex: Executor, where: SQL, since: SQL, order: SQL, now: Date, limit: number, offset: number) {
  const items = await rows<ReportLeadRow>(
    ex,
    sql`select ${leadCols(since, now)} from leads l where ${where} order by ${order}, l.id limit ${limit} offset ${offset}`,
  );
  const [{ n }] = await rows<{ n: number }>(ex, sql`select count(*)::int as n from leads l where ${where}`);
  return { items, total: n };
}

export type ReportKind = 'pending' | 'seatDepositDue' | 'interviewScheduled' | 'paid';
/** Which leads each list report holds and what its date is. */
export function listSpec(kind: ReportKind, f: LeadReportFilters, now: Date, days = 0): { where: SQL; since: SQL } {
  const open = sql`${leadWhere(f)} and l.closed_at is null`;
  switch (kind) {
    case 'pending':
      return {
        where: sql`${open} and l.status_id < 7 and ${lastActivity} <= ${now.toISOString()}::timestamptz - make_interval(days => ${days})`,
        since: lastActivity,
      };
    case 'seatDepositDue':
      return { where: sql`${open} and l.status_id = 6`, since: enteredAt([6]) };
    case 'interviewScheduled':
      return { where: sql`${open} and l.status_id = 5`, since: enteredAt([5]) };
    case 'paid':
      return { where: sql`${leadWhere(f)} and l.status_id >= 7`, since: enteredAt([7, 8, 9, 10], true) };
  }
}

export async function leadReport(
  ex: Executor,
  kind: ReportKind,
  f: LeadReportFilters,
  now: Date,
  page: { limit: number; offset: number; days?: number },
) {
  const { where, since } = listSpec(kind, f, now, page.days);
  const order = kind === 'paid' ? sql`${since} desc` : sql`${since} asc`;
  return leadList(ex, where, since, order, now, page.limit, page.offset);
}

/** A list report counted per group for its chart: by status, by representative or by month of `since`. */
export function chartCounts(
  ex: Executor,
  kind: ReportKind,
  by: 'status' | 'rep' | 'month',
  f: LeadReportFilters,
  now: Date,
  days = 0,
) {
  const { where, since } = listSpec(kind, f, now, days);
  const key =
    by === 'status'
      ? sql`l.status_id::text`
      : by === 'rep'
        ? sql`coalesce(${userName(sql`l.representative_id`)}, 'Unassigned')`
        : sql`to_char(${since} at time zone 'UTC', 'YYYY-MM')`;
  return rows<{ key: string; count: number }>(
    ex,
    sql`select ${key} as key, count(*)::int as count from leads l where ${where} group by 1 order by 1`,
  );
}

/**
 * Every recorded act on a lead, one row each: the lead's creation, a status change, a note and any other
 * audited change of the lead (status changes are counted from their own table, not twice).
 */
const acts = (f: LeadReportFilters) => sql`
  select * from (
    select l.id as lead_id, l.created_by as user_id, l.created_at as at, 'new' as kind from leads l where l.created_by is not null
    union all
    select c.lead_id, c.changed_by, c.changed_at, 'status' from lead_status_changes c where c.changed_by is not null
    union all
    select n.lead_id, n.created_by, n.created_at, 'note' from lead_notes n where n.created_by is not null
    union all
    select a.entity_id::int, a.actor_id, a.at, 'update' from audit_log a
     where a.entity = 'lead' and a.actor_id is not null and a.action <> 'create' and a.after->>'statusId' is null
  ) x
  where ${inRange(sql`x.at`, f)} ${f.representativeId ? sql`and x.user_id = ${f.representativeId}` : sql``}
    and exists (select 1 from leads l where l.id = x.lead_id and ${leadWhere({ ...f, representativeId: undefined }, false)})`;

export const activityCounts = (ex: Executor, f: LeadReportFilters) =>
  rows<{
    day: string;
    userId: number;
    userName: string | null;
    newLeads: number;
    statusChanges: number;
    notes: number;
    updates: number;
    total: number;
    leads: number;
  }>(
    ex,
    sql`
  select to_char(x.at at time zone 'UTC', 'YYYY-MM-DD') as day, x.user_id as "userId", ${userName(sql`x.user_id`)} as "userName",
         count(*) filter (where kind = 'new')::int as "newLeads", count(*) filter (where kind = 'status')::int as "statusChanges",
         count(*) filter (where kind = 'note')::int as notes, count(*) filter (where kind = 'update')::int as updates,
         count(*)::int as total, count(distinct x.lead_id)::int as leads
    from (${acts(f)}) x group by 1, 2 order by 1 desc, 3, 2`,
  );

/** The leads behind one activity row (a user's day): all touched, or only those created. */
export async function activityLeads(
  ex: Executor,
  day: string,
  userId: number,
  kind: 'all' | 'new',
  now: Date,
  limit: number,
  offset: number,
) {
  const f = { from: day, to: day, representativeId: userId };
  const where = sql`${leadWhere({}, false)} and l.id in (select x.lead_id from (${acts(f)}) x ${kind === 'new' ? sql`where x.kind = 'new'` : sql``})`;
  const since = sql`(select max(x.at) from (${acts(f)}) x where x.lead_id = l.id)`;
  return leadList(ex, where, since, sql`l.id desc`, now, limit, offset);
}

// ---- lead tasks (tasks with a lead_id) ----

/** Lead tasks per assignee by status; the range is the due date, representativeId the assignee. */
export const taskCounts = (ex: Executor, f: LeadReportFilters, today: string) =>
  rows<{
    userId: number;
    userName: string | null;
    open: number;
    inProgress: number;
    completed: number;
    cancelled: number;
    overdue: number;
    total: number;
  }>(
    ex,
    sql`
  select t.assigned_to as "userId", ${userName(sql`t.assigned_to`)} as "userName",
         count(*) filter (where t.status = 0)::int as open, count(*) filter (where t.status = 1)::int as "inProgress",
         count(*) filter (where t.status = 2)::int as completed, count(*) filter (where t.status = 3)::int as cancelled,
         count(*) filter (where t.status in (0, 1) and t.due_date < ${today}::date)::int as overdue, count(*)::int as total
    from tasks t join leads l on l.id = t.lead_id
   where ${leadWhere({ ...f, representativeId: undefined }, false)} ${f.representativeId ? sql`and t.assigned_to = ${f.representativeId}` : sql``}
     ${f.from ? sql`and t.due_date >= ${f.from}::date` : sql``} ${f.to ? sql`and t.due_date <= ${f.to}::date` : sql``}
   group by t.assigned_to order by 2, 1`,
  );

/** Open and in-progress lead tasks due today or later, soonest first. */
export const upcomingTasks = (ex: Executor, f: LeadReportFilters, today: string, limit = 10) =>
  rows<{
    id: number;
    leadId: number;
    leadName: string;
    description: string;
    subject: string | null;
    assignedToName: string | null;
    dueDate: string;
    status: number;
  }>(
    ex,
    sql`
  select t.id, t.lead_id as "leadId", l.first_name || ' ' || l.last_name as "leadName", t.description,
         (select r.label from ref_rows r where r.id = t.subject_id) as subject, ${userName(sql`t.assigned_to`)} as "assignedToName",
         to_char(t.due_date, 'YYYY-MM-DD') as "dueDate", t.status
    from tasks t join leads l on l.id = t.lead_id
   where ${leadWhere({ ...f, representativeId: undefined }, false)} ${f.representativeId ? sql`and t.assigned_to = ${f.representativeId}` : sql``}
     and t.status in (0, 1) and t.due_date >= ${today}::date
   order by t.due_date, t.id limit ${limit}`,
  );

// ---- dashboard ----

export async function dashboardCounts(ex: Executor, f: LeadReportFilters, now: Date, semesterId: number | null) {
  const [r] = await rows<{ paid: number; thisMonth: number; thisSemester: number }>(
    ex,
    sql`
    select count(*)::int as paid,
           count(*) filter (where ${enteredAt([7, 8, 9, 10], true)} >= date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'UTC') at time zone 'UTC')::int as "thisMonth",
           count(*) filter (where l.semester_id = ${semesterId ?? -1})::int as "thisSemester"
      from leads l where ${leadWhere(f)} and l.status_id >= 7`,
  );
  return r;
}

/** Leads created per month since `start` (a month's first day). */
export const createdPerMonth = (ex: Executor, f: LeadReportFilters, start: string) =>
  rows<{ key: string; count: number }>(
    ex,
    sql`
  select to_char(l.created_at at time zone 'UTC', 'YYYY-MM') as key, count(*)::int as count
    from leads l where ${leadWhere(f)} and l.created_at >= ${start}::date group by 1 order by 1`,
  );

export async function settingValue(ex: Executor, key: string): Promise<unknown> {
  const [r] = await rows<{ value: unknown }>(ex, sql`select value from settings where key = ${key}`);
  return r?.value ?? null;
}
export async function refLabel(ex: Executor, id: number): Promise<string | null> {
  const [r] = await rows<{ label: string }>(ex, sql`select label from ref_rows where id = ${id}`);
  return r?.label ?? null;
}

// ---- saved advanced reports ----

export const listSaved = (ex: Executor) =>
  ex
    .select({
      id: leadSavedReports.id,
      name: leadSavedReports.name,
      filters: leadSavedReports.filters,
      createdAt: leadSavedReports.createdAt,
      createdByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(leadSavedReports)
    .leftJoin(users, eq(users.id, leadSavedReports.createdBy))
    .orderBy(desc(leadSavedReports.createdAt), desc(leadSavedReports.id));

export const findSavedByName = async (ex: Executor, name: string) =>
  (
    await ex
      .select()
      .from(leadSavedReports)
      .where(sql`lower(${leadSavedReports.name}) = lower(${name})`)
  )[0];
export const findSaved = async (ex: Executor, id: number) =>
  (await ex.select().from(leadSavedReports).where(eq(leadSavedReports.id, id)))[0];
export const insertSaved = async (ex: Executor, v: typeof leadSavedReports.$inferInsert) =>
  (await ex.insert(leadSavedReports).values(v).returning())[0];
export const deleteSaved = (ex: Executor, id: number) => ex.delete(leadSavedReports).where(eq(leadSavedReports.id, id));
