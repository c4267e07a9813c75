import { sql, type SQL } from 'drizzle-orm';
import type { InvoiceRunFilters } from '@caduceus/contracts';
import { rowsOf, type Executor } from '../../../platform/db/index.js';

/** Queries of the invoice runs: the students a run's filters choose, the fee settings, what is already invoiced. */

export interface RunStudentRow {
  id: number;
  name: string;
  firstName: string;
  email: string | null;
  billingEmail: string | null;
  courseId: number | null;
  course: string | null;
  courseStatus: string | null;
  campus: string | null;
  status: string | null;
  /** what the student owes on invoices due before `asOf` (cents) */
  overdueCents: number;
}

/**
 * The students the filters choose, by id: `billedOnly` keeps those whose accounting details name `type`;
 * `overdueOnly` (due runs) those owing on an invoice due before `asOf`. At most `limit` rows.
 */
export async function studentsOf(
  ex: Executor,
  f: InvoiceRunFilters & { type: number; asOf: string; overdueOnly: boolean },
  limit: number,
): Promise<RunStudentRow[]> {
  const where: SQL[] = [sql`true`];
  if (f.courseId) where.push(sql`s.course_id = ${f.courseId}`);
  if (f.campusId) where.push(sql`s.campus_id = ${f.campusId}`);
  if (f.stageId) where.push(sql`s.stage_id = ${f.stageId}`);
  if (f.statusId) where.push(sql`s.status_id = ${f.statusId}`);
  if (f.startSemesterId) where.push(sql`s.start_semester_id = ${f.startSemesterId}`);
  if (f.studentIds?.length) where.push(sql`s.id = any(${`{${f.studentIds.join(',')}}`}::int[])`);
  if (f.billedOnly) where.push(sql`${f.type} = any(a.invoice_types)`);
  const overdue = sql`coalesce((select sum(i.amount_cents - i.paid_cents) from invoices i
    where i.student_id = s.id and i.status in ('CR', 'PP') and i.due_date < ${f.asOf}::date), 0)::bigint`;
  if (f.overdueOnly) where.push(sql`${overdue} > 0`);
  return rowsOf<RunStudentRow & { overdueCents: string | number }>(
    await ex.execute(sql`select s.id, concat_ws(' ', s.first_name, s.middle_name, s.last_name) as name,
        s.first_name as "firstName", s.email, a.billing_email as "billingEmail", s.course_id as "courseId",
        c.label as course, s.current_course_status as "courseStatus", cp.label as campus, st.label as status,
        ${overdue} as "overdueCents"
      from students s
      left join student_accounting a on a.student_id = s.id
      left join ref_rows c on c.id = s.course_id
      left join ref_rows cp on cp.id = s.campus_id
      left join ref_rows st on st.id = s.status_id
      where ${sql.join(where, sql` and `)}
      order by s.last_name, s.first_name, s.id
      limit ${limit}`),
  ).map((r) => ({ ...r, overdueCents: Number(r.overdueCents) }));
}

export interface FeeRow {
  feeHeadId: number;
  courseId: number | null;
  semesterId: number | null;
  amount: string;
  effectiveFrom: string;
}

/** The active rows of a fee table for these fee heads in force on `day` (for this semester or any). */
export async function feeRowsOf(ex: Executor, table: string, feeHeadIds: number[], semesterId: number, day: string) {
  if (!feeHeadIds.length) return [];
  return rowsOf<FeeRow>(
    await ex.execute(sql`select (data->>'feeHead')::int as "feeHeadId", (data->>'course')::int as "courseId",
        (data->>'semester')::int as "semesterId", data->>'amount' as amount, data->>'effectiveFrom' as "effectiveFrom"
      from ref_rows
      where table_key = ${table} and active and (data->>'feeHead')::int = any(${`{${feeHeadIds.join(',')}}`}::int[])
        and data->>'effectiveFrom' <= ${day}
        and (data->>'semester' is null or (data->>'semester')::int = ${semesterId})`),
  );
}

export interface HeadRow {
  feeHeadId: number;
  name: string;
  active: boolean;
  feeGroupHeadId: number | null;
  feeGroupHead: string | null;
  amounts: string[];
}

/** The fee heads a fee table prices (its active rows), with their group and the amounts set, by name. */
export async function headsOf(ex: Executor, table: string): Promise<HeadRow[]> {
  return rowsOf<HeadRow>(
    await ex.execute(sql`select h.id as "feeHeadId", h.label as name, h.active,
        (h.data->>'feeGroupHead')::int as "feeGroupHeadId", g.label as "feeGroupHead",
        array_agg(distinct f.data->>'amount') as amounts
      from ref_rows f
      join ref_rows h on h.id = (f.data->>'feeHead')::int and h.table_key = 'fee-head'
      left join ref_rows g on g.id = (h.data->>'feeGroupHead')::int
      where f.table_key = ${table} and f.active
      group by h.id, g.label
      order by h.label`),
  );
}

/** The (student, fee head) pairs already on an invoice of the semester that is not cancelled (its items not deleted). */
export async function invoicedPairs(ex: Executor, studentIds: number[], semesterId: number, feeHeadIds: number[]) {
  if (!studentIds.length || !feeHeadIds.length) return new Set<string>();
  const rows = rowsOf<{ studentId: number; feeHeadId: number }>(
    await ex.execute(sql`select distinct i.student_id as "studentId", it.fee_head_id as "feeHeadId"
      from invoices i join invoice_items it on it.invoice_id = i.id and it.deleted_at is null
      where i.semester_id = ${semesterId} and i.status <> 'CN'
        and i.student_id = any(${`{${studentIds.join(',')}}`}::int[])
        and it.fee_head_id = any(${`{${feeHeadIds.join(',')}}`}::int[])`),
  );
  return new Set(rows.map((r) => `${r.studentId}:${r.feeHeadId}`));
}

/** The ids of the course reference rows by label (the fee tables name programs: Basic Sciences, Clinical Sciences). */
export async function courseIdsByLabel(ex: Executor): Promise<Map<string, number>> {
  const rows = rowsOf<{ id: number; label: string }>(
    await ex.execute(sql`select id, label from ref_rows where table_key = 'course'`),
  );
  return new Map(rows.map((r) => [r.label, r.id]));
}

/** A reference row's label and whether it is active (a semester, a fee group). */
export async function refOf(ex: Executor, table: string, id: number) {
  const [row] = rowsOf<{ label: string; active: boolean }>(
    await ex.execute(sql`select label, active from ref_rows where table_key = ${table} and id = ${id}`),
  );
  return row;
}

/** The answer stored for an idempotency key once its work committed (null while absent). */
export async function storedAnswer<T>(ex: Executor, userId: number, key: string): Promise<T | null> {
  const [row] = rowsOf<{ response: T }>(
    await ex.execute(sql`select response from idempotency_keys
      where user_id = ${userId} and key = ${key} and status_code is not null`),
  );
  return row ? row.response : null;
}

/** The invoices of a run with their student, in id order. */
export async function invoicesOf(ex: Executor, ids: number[]) {
  if (!ids.length) return [];
  return rowsOf<{
    id: number;
    studentId: number;
    amountCents: string | number;
    dueDate: string;
    title: string;
  }>(
    await ex.execute(sql`select id, student_id as "studentId", amount_cents as "amountCents",
        to_char(due_date, 'YYYY-MM-DD') as "dueDate", title
      from invoices where id = any(${`{${ids.join(',')}}`}::int[]) order by id`),
  );
}
