import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { offsetOf } from '../../../platform/paging.js';
import { users } from '../../access/tables.js';
import { students } from '../../students/tables.js';
import { studentRequestEvents, studentRequests } from './requests.schema.js';

export type RequestRow = typeof studentRequests.$inferSelect & { studentName: string; createdByName: string | null };

const row = {
  r: studentRequests,
  studentName: sql<string>`trim(${students.firstName} || ' ' || ${students.lastName})`,
  createdByName: nameOf(users),
};
const flat = (x: { r: typeof studentRequests.$inferSelect; studentName: string; createdByName: string | null }) => ({
  ...x.r,
  studentName: x.studentName,
  createdByName: x.createdByName,
});

const base = (ex: Executor) =>
  ex
    .select(row)
    .from(studentRequests)
    .innerJoin(students, eq(students.id, studentRequests.studentId))
    .leftJoin(users, eq(users.id, studentRequests.createdBy));

export async function byId(ex: Executor, id: number, lock = false): Promise<RequestRow | undefined> {
  if (lock) await ex.execute(sql`select id from student_requests where id = ${id} for update`);
  const [x] = await base(ex).where(eq(studentRequests.id, id));
  return x && flat(x);
}

export interface ListFilter {
  kind?: string;
  studentId?: number;
  statuses?: string[];
  q?: string;
}
function whereOf(f: ListFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.kind) parts.push(eq(studentRequests.kind, f.kind));
  if (f.studentId) parts.push(eq(studentRequests.studentId, f.studentId));
  if (f.statuses) parts.push(inArray(studentRequests.status, f.statuses));
  const q = f.q?.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;
    parts.push(
      /^\d+$/.test(q)
        ? sql`(${studentRequests.studentId} = ${Number(q)} or ${studentRequests.id} = ${Number(q)})`
        : sql`lower(${students.firstName} || ' ' || ${students.lastName}) like ${like}`,
    );
  }
  return parts.length ? and(...parts) : undefined;
}

export async function list(ex: Executor, f: ListFilter, q: { page: number; pageSize: number }) {
  const where = whereOf(f);
  const rows = await base(ex).where(where).orderBy(desc(studentRequests.id)).limit(q.pageSize).offset(offsetOf(q));
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(studentRequests)
    .innerJoin(students, eq(students.id, studentRequests.studentId))
    .where(where);
  return { rows: rows.map(flat), total: n };
}

export async function counts(ex: Executor, kind: string) {
  return ex
    .select({ status: studentRequests.status, count: sql<number>`count(*)::int` })
    .from(studentRequests)
    .where(eq(studentRequests.kind, kind))
    .groupBy(studentRequests.status);
}

export async function countOf(ex: Executor, kind: string, status: string) {
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(studentRequests)
    .where(and(eq(studentRequests.kind, kind), eq(studentRequests.status, status)));
  return n;
}

export async function events(ex: Executor, requestId: number) {
  return ex
    .select({ e: studentRequestEvents, byName: nameOf(users) })
    .from(studentRequestEvents)
    .leftJoin(users, eq(users.id, studentRequestEvents.byUser))
    .where(eq(studentRequestEvents.requestId, requestId))
    .orderBy(studentRequestEvents.id);
}

export async function studentFacts(ex: Executor, studentId: number) {
  const [s] = rowsOf<{
    id: number;
    name: string;
    courseStatus: string | null;
    status: string | null;
    dateOfBirth: string | null;
    campus: string | null;
    stage: string | null;
  }>(
    await ex.execute(sql`select s.id, trim(s.first_name || ' ' || s.last_name) as name,
      s.current_course_status as "courseStatus", st.label as status, s.date_of_birth::text as "dateOfBirth",
      c.label as campus, sg.label as stage
      from students s left join ref_rows st on st.id = s.status_id left join ref_rows c on c.id = s.campus_id
      left join ref_rows sg on sg.id = s.stage_id
      where s.id = ${studentId}`),
  );
  return s;
}

/** The names of reference rows of a table, by id (a form's ref fields). */
export async function refNames(ex: Executor, table: string, ids: number[]) {
  if (!ids.length) return new Map<number, { label: string; active: boolean }>();
  const rows = rowsOf<{ id: number; label: string; active: boolean }>(
    await ex.execute(sql`select id, label, active from ref_rows
      where table_key = ${table} and id = any(${`{${ids.join(',')}}`}::int[])`),
  );
  return new Map(rows.map((r) => [r.id, r]));
}
