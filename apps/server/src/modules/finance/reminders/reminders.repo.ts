import { eq, sql, type SQL } from 'drizzle-orm';
import type { ReminderListQuery } from '@caduceus/contracts';
import { rowsOf, type Executor } from '../../../platform/db/index.js';
import { offsetOf } from '../../../platform/paging.js';
import { invoiceReminders, invoiceReminderStudents } from './reminders.schema.js';

/** Queries of the invoice reminders: the semesters, the students owing on a semester, the reminders sent. */

export async function currentAndFutureSemesters(ex: Executor, today: string) {
  return rowsOf<{ id: number; label: string; startDate: string | null; endDate: string | null }>(
    await ex.execute(sql`select id, label, data->>'startDate' as "startDate", data->>'endDate' as "endDate"
      from ref_rows where table_key = 'semester' and active and coalesce(data->>'endDate', '9999') >= ${today}
      order by data->>'startDate' nulls last, id`),
  );
}

export interface OwingRow {
  studentId: number;
  name: string;
  firstName: string;
  email: string | null;
  billingEmail: string | null;
  invoices: number;
  owedCents: string | number;
  overdueCents: string | number;
  firstDueDate: string;
  lastRemindedAt: string | null;
}

/** The students owing on the semester's open invoices (CR, PP); `overdueOnly` those with one due before today. */
function owingSql(semesterId: number, today: string, overdueOnly: boolean, studentIds?: number[]) {
  const where: SQL[] = [sql`i.semester_id = ${semesterId}`, sql`i.status in ('CR', 'PP')`];
  if (studentIds) where.push(sql`i.student_id = any(${`{${studentIds.join(',')}}`}::int[])`);
  return sql`select s.id as "studentId", concat_ws(' ', s.first_name, s.middle_name, s.last_name) as name,
      s.first_name as "firstName", nullif(trim(s.email), '') as email, nullif(trim(a.billing_email), '') as "billingEmail",
      count(*)::int as invoices, sum(i.amount_cents - i.paid_cents) as "owedCents",
      coalesce(sum(i.amount_cents - i.paid_cents) filter (where i.due_date < ${today}::date), 0) as "overdueCents",
      min(i.due_date)::text as "firstDueDate",
      (select to_char(max(rs.sent_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
        from invoice_reminder_students rs where rs.student_id = s.id) as "lastRemindedAt"
    from invoices i join students s on s.id = i.student_id
    left join student_accounting a on a.student_id = s.id
    where ${sql.join(where, sql` and `)}
    group by s.id, a.billing_email
    ${overdueOnly ? sql`having bool_or(i.due_date < ${today}::date)` : sql``}`;
}

export async function owingPage(
  ex: Executor,
  q: { semesterId: number; overdueOnly?: boolean; page: number; pageSize: number },
  today: string,
) {
  const inner = owingSql(q.semesterId, today, q.overdueOnly ?? false);
  const rows = rowsOf<OwingRow>(
    await ex.execute(sql`select * from (${inner}) o order by o.name, o."studentId"
      limit ${q.pageSize} offset ${offsetOf(q)}`),
  );
  const total = rowsOf<{ n: number }>(await ex.execute(sql`select count(*)::int as n from (${inner}) o`))[0].n;
  return { rows, total };
}

export async function owingAll(
  ex: Executor,
  semesterId: number,
  today: string,
  overdueOnly: boolean,
  studentIds?: number[],
) {
  return rowsOf<OwingRow>(await ex.execute(owingSql(semesterId, today, overdueOnly, studentIds)));
}

export async function insertReminder(ex: Executor, v: typeof invoiceReminders.$inferInsert) {
  const [row] = await ex.insert(invoiceReminders).values(v).returning({ id: invoiceReminders.id });
  return row;
}

/** The reminder, locked while its job sends it. */
export async function lockReminder(ex: Executor, id: number) {
  const [row] = await ex.select().from(invoiceReminders).where(eq(invoiceReminders.id, id)).for('update');
  return row;
}

export async function markSent(ex: Executor, id: number, students: number, emailed: number, at: string) {
  await ex
    .update(invoiceReminders)
    .set({ state: 'sent', students, emailed, sentAt: at })
    .where(eq(invoiceReminders.id, id));
}

export async function insertSent(ex: Executor, rows: (typeof invoiceReminderStudents.$inferInsert)[]) {
  if (rows.length) await ex.insert(invoiceReminderStudents).values(rows);
}

export interface ReminderRow {
  id: number;
  semesterId: number;
  semester: string | null;
  overdueOnly: boolean;
  message: string | null;
  state: 'queued' | 'sent' | 'failed';
  sendOn: string | null;
  students: number;
  emailed: number;
  createdByName: string | null;
  createdAt: string;
  sentAt: string | null;
}

const ts = (col: SQL) => sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const selectReminder = sql`select r.id, r.semester_id as "semesterId", sem.label as semester, r.overdue_only as "overdueOnly",
    r.message, r.state, r.send_on::text as "sendOn", r.students, r.emailed, nullif(concat_ws(' ', u.first_name, u.last_name), '') as "createdByName",
    ${ts(sql`r.created_at`)} as "createdAt", ${ts(sql`r.sent_at`)} as "sentAt"
  from invoice_reminders r left join ref_rows sem on sem.id = r.semester_id left join users u on u.id = r.created_by`;

export async function listReminders(ex: Executor, q: ReminderListQuery) {
  const where = q.semesterId ? sql`r.semester_id = ${q.semesterId}` : sql`true`;
  const rows = rowsOf<ReminderRow>(
    await ex.execute(
      sql`${selectReminder} where ${where} order by r.id desc limit ${q.pageSize} offset ${offsetOf(q)}`,
    ),
  );
  const total = rowsOf<{ n: number }>(
    await ex.execute(sql`select count(*)::int as n from invoice_reminders r where ${where}`),
  )[0].n;
  return { rows, total };
}

export async function reminderById(ex: Executor, id: number) {
  return rowsOf<ReminderRow>(await ex.execute(sql`${selectReminder} where r.id = ${id}`))[0];
}
