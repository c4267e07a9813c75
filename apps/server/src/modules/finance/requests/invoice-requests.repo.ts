import { eq, sql, type SQL } from 'drizzle-orm';
import type { InvoiceRequestListQuery, InvoiceRequestStatus } from '@caduceus/contracts';
import { rowsOf, type Executor } from '../../../platform/db/index.js';
import { likeTerm, offsetOf } from '../../../platform/paging.js';
import { invoiceRequests } from './invoice-requests.schema.js';

/** Queries of the invoice requests. */

export interface RequestRow {
  id: number;
  studentId: number;
  studentName: string;
  feeHeadId: number;
  feeHead: string;
  notes: string | null;
  status: InvoiceRequestStatus;
  invoiceId: number | null;
  reason: string | null;
  decidedByName: string | null;
  decidedAt: string | null;
  createdAt: string;
}

const ts = (col: SQL) => sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const name = sql`concat_ws(' ', s.first_name, s.middle_name, s.last_name)`;
const select = sql`select r.id, r.student_id as "studentId", ${name} as "studentName", r.fee_head_id as "feeHeadId",
    h.label as "feeHead", r.notes, r.status, r.invoice_id as "invoiceId", r.reason,
    nullif(concat_ws(' ', u.first_name, u.last_name), '') as "decidedByName", ${ts(sql`r.decided_at`)} as "decidedAt",
    ${ts(sql`r.created_at`)} as "createdAt"
  from invoice_requests r join students s on s.id = r.student_id join ref_rows h on h.id = r.fee_head_id
  left join users u on u.id = r.decided_by`;

export async function list(ex: Executor, q: InvoiceRequestListQuery, studentId?: number) {
  const where: SQL[] = [sql`true`];
  if (studentId) where.push(sql`r.student_id = ${studentId}`);
  if (q.status) where.push(sql`r.status = ${q.status}`);
  if (q.feeHeadId) where.push(sql`r.fee_head_id = ${q.feeHeadId}`);
  if (q.q) where.push(sql`(${name} ilike ${likeTerm(q.q)} or s.id::text = ${q.q.trim()})`);
  const w = sql.join(where, sql` and `);
  const rows = rowsOf<RequestRow>(
    await ex.execute(sql`${select} where ${w} order by r.id desc limit ${q.pageSize} offset ${offsetOf(q)}`),
  );
  const total = rowsOf<{ n: number }>(
    await ex.execute(
      sql`select count(*)::int as n from invoice_requests r join students s on s.id = r.student_id where ${w}`,
    ),
  )[0].n;
  return { rows, total };
}

export async function byId(ex: Executor, id: number) {
  return rowsOf<RequestRow>(await ex.execute(sql`${select} where r.id = ${id}`))[0];
}

export async function lock(ex: Executor, id: number) {
  const [row] = await ex.select().from(invoiceRequests).where(eq(invoiceRequests.id, id)).for('update');
  return row;
}

export async function insert(ex: Executor, v: typeof invoiceRequests.$inferInsert) {
  const [row] = await ex.insert(invoiceRequests).values(v).returning({ id: invoiceRequests.id });
  return row;
}

export async function update(ex: Executor, id: number, set: Partial<typeof invoiceRequests.$inferInsert>) {
  await ex.update(invoiceRequests).set(set).where(eq(invoiceRequests.id, id));
}

/** The active fee heads (the request form's and the list filter's choices). */
export async function feeHeads(ex: Executor) {
  return rowsOf<{ value: number; label: string }>(
    await ex.execute(
      sql`select id as value, label from ref_rows where table_key = 'fee-head' and active order by label`,
    ),
  );
}

export async function pendingCount(ex: Executor) {
  return rowsOf<{ n: number }>(
    await ex.execute(sql`select count(*)::int as n from invoice_requests where status = 'pending'`),
  )[0].n;
}

/** Students owing on an invoice past its due date. */
export async function overdueStudents(ex: Executor, today: string) {
  return rowsOf<{ n: number }>(
    await ex.execute(sql`select count(distinct student_id)::int as n from invoices
      where status in ('CR', 'PP') and due_date < ${today}::date`),
  )[0].n;
}
