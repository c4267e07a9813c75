import { eq, sql, type SQL } from 'drizzle-orm';
import type { LoaEligibleQuery, LoaKind, LoaListQuery, LoaVerification } from '@caduceus/contracts';
import { rowsOf, type Executor } from '../../../platform/db/index.js';
import { likeTerm, offsetOf } from '../../../platform/paging.js';
import { loas } from './loa.schema.js';

/** Queries of the letters of authorization: the create list, the LOAs with their invoice, one LOA locked. */

const name = sql`concat_ws(' ', s.first_name, s.middle_name, s.last_name)`;
const searchOf = (q: string | undefined) =>
  q ? sql`(${name} ilike ${likeTerm(q)} or s.id::text = ${q.trim()})` : sql`true`;

/** An LOA's state, from its invoice and its verification. */
const verificationSql = sql`case when i.status = 'CN' then 'cancelled' when l.verified_by is not null then 'verified'
  when i.status = 'FP' then 'pending' else 'unpaid' end`;

/** The students of a course status with no LOA of this kind for the semester (whose invoice is not cancelled). */
export async function eligible(ex: Executor, kind: LoaKind, courseStatus: string, q: LoaEligibleQuery) {
  const rows = rowsOf<{
    studentId: number;
    name: string;
    email: string | null;
    course: string | null;
    stage: string | null;
    status: string | null;
    total: number;
  }>(
    await ex.execute(sql`select s.id as "studentId", ${name} as name, nullif(trim(s.email), '') as email,
        c.label as course, sg.label as stage, st.label as status, count(*) over ()::int as total
      from students s
      left join ref_rows c on c.id = s.course_id
      left join ref_rows sg on sg.id = s.stage_id
      left join ref_rows st on st.id = s.status_id
      where s.current_course_status = ${courseStatus} and ${searchOf(q.q)}
        and not exists (select 1 from loas l join invoices i on i.id = l.invoice_id
          where l.student_id = s.id and l.kind = ${kind} and l.semester_id = ${q.semesterId} and i.status <> 'CN')
      order by s.last_name, s.first_name, s.id
      limit ${q.pageSize} offset ${offsetOf(q)}`),
  );
  return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
}

export interface LoaRow {
  id: number;
  kind: LoaKind;
  studentId: number;
  studentName: string;
  semesterId: number;
  semester: string | null;
  fromDate: string;
  toDate: string;
  notes: string | null;
  invoiceId: number;
  invoiceStatus: string;
  amountCents: string | number;
  paidCents: string | number;
  dueDate: string;
  verification: LoaVerification;
  verifiedByName: string | null;
  verifiedAt: string | null;
  createdByName: string | null;
  createdAt: string;
}

const select = sql`select l.id, l.kind, l.student_id as "studentId", ${name} as "studentName", l.semester_id as "semesterId",
    sem.label as semester, l.from_date::text as "fromDate", l.to_date::text as "toDate", l.notes, l.invoice_id as "invoiceId",
    i.status as "invoiceStatus", i.amount_cents as "amountCents", i.paid_cents as "paidCents", i.due_date::text as "dueDate",
    ${verificationSql} as verification, nullif(concat_ws(' ', vu.first_name, vu.last_name), '') as "verifiedByName",
    to_char(l.verified_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "verifiedAt",
    nullif(concat_ws(' ', cu.first_name, cu.last_name), '') as "createdByName",
    to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt"
  from loas l
  join invoices i on i.id = l.invoice_id
  join students s on s.id = l.student_id
  left join ref_rows sem on sem.id = l.semester_id
  left join users vu on vu.id = l.verified_by
  left join users cu on cu.id = l.created_by`;

export async function list(ex: Executor, kind: LoaKind, q: LoaListQuery) {
  const where: SQL[] = [sql`l.kind = ${kind}`, searchOf(q.q)];
  if (q.semesterId) where.push(sql`l.semester_id = ${q.semesterId}`);
  if (q.studentId) where.push(sql`l.student_id = ${q.studentId}`);
  if (q.verification) where.push(sql`${verificationSql} = ${q.verification}`);
  const rows = rowsOf<LoaRow>(
    await ex.execute(sql`${select}
      where ${sql.join(where, sql` and `)} order by l.id desc limit ${q.pageSize} offset ${offsetOf(q)}`),
  );
  const total = rowsOf<{ n: number }>(
    await ex.execute(sql`select count(*)::int as n from loas l join invoices i on i.id = l.invoice_id
      join students s on s.id = l.student_id where ${sql.join(where, sql` and `)}`),
  )[0].n;
  return { rows, total };
}

export async function byId(ex: Executor, id: number) {
  return rowsOf<LoaRow>(await ex.execute(sql`${select} where l.id = ${id}`))[0];
}

/** The LOA row, locked for its verification. */
export async function lock(ex: Executor, id: number) {
  return rowsOf<{ id: number; kind: string; verifiedBy: number | null; invoiceStatus: string; studentId: number }>(
    await ex.execute(sql`select l.id, l.kind, l.verified_by as "verifiedBy", i.status as "invoiceStatus",
        l.student_id as "studentId"
      from loas l join invoices i on i.id = l.invoice_id where l.id = ${id} for update of l`),
  )[0];
}

/** The student's LOA of this kind for the semester whose invoice is not cancelled, if any. */
export async function existing(ex: Executor, kind: LoaKind, studentId: number, semesterId: number) {
  return rowsOf<{ id: number }>(
    await ex.execute(sql`select l.id from loas l join invoices i on i.id = l.invoice_id
      where l.kind = ${kind} and l.student_id = ${studentId} and l.semester_id = ${semesterId} and i.status <> 'CN'`),
  )[0];
}

/** The student, locked (two LOAs for one student are made one after the other), with what prices them. */
export async function lockStudent(ex: Executor, studentId: number) {
  return rowsOf<{ id: number; courseId: number | null; courseStatus: string | null; name: string }>(
    await ex.execute(sql`select s.id, s.course_id as "courseId", s.current_course_status as "courseStatus", ${name} as name
      from students s where s.id = ${studentId} for update`),
  )[0];
}

export async function insert(ex: Executor, v: typeof loas.$inferInsert) {
  const [row] = await ex.insert(loas).values(v).returning({ id: loas.id });
  return row;
}

/** LOAs paid in full and not yet verified (the notifications' count). */
export async function pendingCount(ex: Executor, kind: LoaKind) {
  return rowsOf<{ n: number }>(
    await ex.execute(sql`select count(*)::int as n from loas l join invoices i on i.id = l.invoice_id
      where l.kind = ${kind} and l.verified_by is null and i.status = 'FP'`),
  )[0].n;
}

export async function verify(ex: Executor, id: number, userId: number, at: Date) {
  await ex.update(loas).set({ verifiedBy: userId, verifiedAt: at.toISOString() }).where(eq(loas.id, id));
}
