import { sql, type SQL } from 'drizzle-orm';
import { CLINICAL_RUN_STATUSES, type InvoiceRunFilters } from '@caduceus/contracts';
import { rowsOf, type Executor } from '../../../platform/db/index.js';
import { clinicalInvoicedWeeks } from './clinical-weeks.schema.js';

/** Queries of the clinical run and of a rotation's weeks: the rotations to bill, the weeks already invoiced. */

export interface ClinicalRotationRow {
  rotationId: number;
  studentId: number;
  name: string;
  email: string | null;
  course: string | null;
  campus: string | null;
  status: string | null;
  startDate: string;
  weeks: number;
  rotationStatus: string;
  pricePerWeekCents: number;
  hospital: string;
  rotation: string;
}

const rotationColumns = sql`r.id as "rotationId", r.student_id as "studentId",
  concat_ws(' ', s.first_name, s.middle_name, s.last_name) as name, nullif(trim(s.email), '') as email,
  c.label as course, cp.label as campus, st.label as status, to_char(r.start_date, 'YYYY-MM-DD') as "startDate",
  r.weeks, r.status as "rotationStatus", o.price_per_week_cents as "pricePerWeekCents", h.name as hospital,
  rr.label as rotation`;
const rotationJoins = sql`from student_rotations r
  join students s on s.id = r.student_id
  join hospital_rotations o on o.id = r.hospital_rotation_id
  join hospitals h on h.id = o.hospital_id
  join ref_rows rr on rr.id = o.rotation_id
  left join ref_rows c on c.id = s.course_id
  left join ref_rows cp on cp.id = s.campus_id
  left join ref_rows st on st.id = s.status_id`;
const asRows = (rows: (ClinicalRotationRow & { pricePerWeekCents: string | number })[]) =>
  rows.map((r) => ({ ...r, pricePerWeekCents: Number(r.pricePerWeekCents) }));

/**
 * The Scheduled and Accepted rotations that start on or before the period's end, of the students the filters
 * choose (the student list's filters; whom the accounting details bill plays no part: the rotations say who owes),
 * by student name, then start date. At most `limit` rows.
 */
export async function rotationsToBill(ex: Executor, f: InvoiceRunFilters, periodEnd: string, limit: number) {
  const where: SQL[] = [
    sql`r.status = any(${`{${CLINICAL_RUN_STATUSES.join(',')}}`}::text[])`,
    sql`r.start_date <= ${periodEnd}::date`,
  ];
  if (f.courseId) where.push(sql`s.course_id = ${f.courseId}`);
  if (f.campusId) where.push(sql`s.campus_id = ${f.campusId}`);
  if (f.stageId) where.push(sql`s.stage_id = ${f.stageId}`);
  if (f.statusId) where.push(sql`s.status_id = ${f.statusId}`);
  if (f.startSemesterId) where.push(sql`s.start_semester_id = ${f.startSemesterId}`);
  if (f.studentIds?.length) where.push(sql`s.id = any(${`{${f.studentIds.join(',')}}`}::int[])`);
  return asRows(
    rowsOf(
      await ex.execute(sql`select ${rotationColumns} ${rotationJoins}
        where ${sql.join(where, sql` and `)}
        order by s.last_name, s.first_name, s.id, r.start_date, r.id
        limit ${limit}`),
    ),
  );
}

/** The students named (the reviewed ones) with their list columns, for those no rotation chose. */
export async function studentsNamed(ex: Executor, ids: number[]) {
  if (!ids.length) return [];
  return rowsOf<{
    id: number;
    name: string;
    email: string | null;
    course: string | null;
    campus: string | null;
    status: string | null;
  }>(
    await ex.execute(sql`select s.id, concat_ws(' ', s.first_name, s.middle_name, s.last_name) as name,
        nullif(trim(s.email), '') as email, c.label as course, cp.label as campus, st.label as status
      from students s left join ref_rows c on c.id = s.course_id left join ref_rows cp on cp.id = s.campus_id
        left join ref_rows st on st.id = s.status_id
      where s.id = any(${`{${ids.join(',')}}`}::int[])`),
  );
}

/** One rotation of a student, with its offer's price and names (undefined for another student's). */
export async function rotationOf(ex: Executor, studentId: number, rotationId: number) {
  const [row] = asRows(
    rowsOf(
      await ex.execute(sql`select ${rotationColumns} ${rotationJoins}
        where r.id = ${rotationId} and r.student_id = ${studentId}`),
    ),
  );
  return row as ClinicalRotationRow | undefined;
}

export interface InvoicedWeek {
  rotationId: number;
  week: number;
  invoiceId: number;
  status: string;
}

/** The weeks of these rotations on a live invoice item (not deleted, its invoice not cancelled), with the invoice. */
export async function invoicedWeeks(ex: Executor, rotationIds: number[]): Promise<InvoicedWeek[]> {
  if (!rotationIds.length) return [];
  return rowsOf<InvoicedWeek>(
    await ex.execute(sql`select w.student_rotation_id as "rotationId", w.week, i.id as "invoiceId", i.status
      from clinical_invoiced_weeks w
      join invoice_items it on it.id = w.invoice_item_id and it.deleted_at is null
      join invoices i on i.id = it.invoice_id and i.status <> 'CN'
      where w.student_rotation_id = any(${`{${rotationIds.join(',')}}`}::int[])
      order by w.student_rotation_id, w.week`),
  );
}

/** The items of these invoices in id order (a run's items, in the order it wrote them). */
export async function itemsOf(ex: Executor, invoiceIds: number[]) {
  if (!invoiceIds.length) return [];
  return rowsOf<{ id: number; invoiceId: number }>(
    await ex.execute(sql`select id, invoice_id as "invoiceId" from invoice_items
      where invoice_id = any(${`{${invoiceIds.join(',')}}`}::int[]) order by invoice_id, id`),
  );
}

/** Records which rotation weeks each item bills. */
export async function insertWeeks(
  ex: Executor,
  rows: { invoiceItemId: number; studentRotationId: number; week: number }[],
) {
  if (rows.length) await ex.insert(clinicalInvoicedWeeks).values(rows);
}

/** What each clinical invoice's items bill (their descriptions), for the issued list. */
export async function coversOf(ex: Executor, invoiceIds: number[]) {
  if (!invoiceIds.length) return new Map<number, string[]>();
  const rows = rowsOf<{ invoiceId: number; description: string }>(
    await ex.execute(sql`select it.invoice_id as "invoiceId", coalesce(it.description, '') as description
      from invoice_items it
      where it.invoice_id = any(${`{${invoiceIds.join(',')}}`}::int[]) and it.deleted_at is null
        and exists (select 1 from clinical_invoiced_weeks w where w.invoice_item_id = it.id)
      order by it.invoice_id, it.id`),
  );
  const out = new Map<number, string[]>();
  for (const r of rows) out.set(r.invoiceId, [...(out.get(r.invoiceId) ?? []), r.description]);
  return out;
}
