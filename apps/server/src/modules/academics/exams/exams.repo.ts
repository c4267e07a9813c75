import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { auditLog } from '../../../platform/db/tables.js';
import { likeTerm, offsetOf, totalOver } from '../../../platform/paging.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';
import { examRetakeRequests, kaplanScores, nbmeScores } from './exams.schema.js';

type PageQ = { page: number; pageSize: number };
const studentName = nameOf(students);
/** a student named by part of the name or by the id */
const studentMatch = (q?: string) =>
  q?.trim() ? sql`(${studentName} ilike ${likeTerm(q.trim())} or ${students.id}::text = ${q.trim()})` : undefined;

// ---- NBME ----
/** each score's number within the student's sittings of the same exam, in the order taken */
const nbmeAttemptNo = sql<number>`(row_number() over (partition by ${nbmeScores.studentId}, ${nbmeScores.kind}, ${nbmeScores.discipline}, ${nbmeScores.examType} order by ${nbmeScores.examDate}, ${nbmeScores.id}))::int`;
export async function nbmePage(
  ex: Executor,
  where: { kind: string; discipline?: string; examType?: string; studentId?: number; q?: string },
  q: PageQ,
) {
  // numbered over all of a student's sittings, then filtered and paged
  const sub = ex
    .select({
      id: nbmeScores.id,
      attempt: nbmeAttemptNo.mapWith(Number).as('attempt'),
    })
    .from(nbmeScores)
    .where(eq(nbmeScores.kind, where.kind))
    .as('n');
  const rows = await ex
    .select({
      n: nbmeScores,
      attempt: sql<number>`${sub.attempt}`.mapWith(Number),
      studentName,
      total: totalOver(),
    })
    .from(nbmeScores)
    .innerJoin(sub, eq(sub.id, nbmeScores.id))
    .innerJoin(students, eq(students.id, nbmeScores.studentId))
    .where(
      and(
        eq(nbmeScores.kind, where.kind),
        where.discipline ? eq(nbmeScores.discipline, where.discipline) : undefined,
        where.examType ? eq(nbmeScores.examType, where.examType) : undefined,
        where.studentId ? eq(nbmeScores.studentId, where.studentId) : undefined,
        studentMatch(where.q),
      ),
    )
    .orderBy(desc(nbmeScores.examDate), desc(nbmeScores.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return { rows, total: rows[0]?.total ?? 0 };
}

/** A student's sittings (the rules' input and the Exams tab), oldest first. */
export const studentNbme = (ex: Executor, studentId: number) =>
  ex.select().from(nbmeScores).where(eq(nbmeScores.studentId, studentId)).orderBy(nbmeScores.examDate, nbmeScores.id);

export async function insertNbme(ex: Executor, v: typeof nbmeScores.$inferInsert) {
  const [row] = await ex.insert(nbmeScores).values(v).returning();
  return row;
}

/** Per exam (a discipline or CBSE/CCSE): sittings, students, average, lowest and highest. */
export async function nbmeReport(ex: Executor, kind: string) {
  const exam = sql<string>`coalesce(${nbmeScores.discipline}, ${nbmeScores.examType}, '')`;
  return ex
    .select({
      exam,
      sittings: sql<number>`count(*)::int`.mapWith(Number),
      students: sql<number>`count(distinct ${nbmeScores.studentId})::int`.mapWith(Number),
      average: sql<number | null>`round(avg(${nbmeScores.score}), 1)`.mapWith(Number),
      lowest: sql<number | null>`min(${nbmeScores.score})`.mapWith(Number),
      highest: sql<number | null>`max(${nbmeScores.score})`.mapWith(Number),
    })
    .from(nbmeScores)
    .where(eq(nbmeScores.kind, kind))
    .groupBy(exam)
    .orderBy(exam);
}

/** Per student and exam: attempts, the latest and the best score, the last day sat. */
export async function nbmeDetailedReport(ex: Executor, kind: string) {
  const exam = sql<string>`coalesce(${nbmeScores.discipline}, ${nbmeScores.examType}, '')`;
  return ex
    .select({
      studentId: nbmeScores.studentId,
      studentName,
      exam,
      attempts: sql<number>`count(*)::int`.mapWith(Number),
      latest:
        sql<number>`(array_agg(${nbmeScores.score} order by ${nbmeScores.examDate} desc, ${nbmeScores.id} desc))[1]`.mapWith(
          Number,
        ),
      best: sql<number>`max(${nbmeScores.score})`.mapWith(Number),
      lastDate: sql<string>`max(${nbmeScores.examDate})::text`,
    })
    .from(nbmeScores)
    .innerJoin(students, eq(students.id, nbmeScores.studentId))
    .where(eq(nbmeScores.kind, kind))
    .groupBy(nbmeScores.studentId, studentName, exam)
    .orderBy(studentName, exam)
    .limit(2000);
}

// ---- Kaplan ----
export async function kaplanPage(
  ex: Executor,
  where: { semesterId?: number; test?: string; studentId?: number; q?: string },
  q: PageQ,
) {
  const rows = await ex
    .select({ k: kaplanScores, studentName, semesterName: refRows.label, total: totalOver() })
    .from(kaplanScores)
    .innerJoin(students, eq(students.id, kaplanScores.studentId))
    .leftJoin(refRows, eq(refRows.id, kaplanScores.semesterId))
    .where(
      and(
        where.semesterId ? eq(kaplanScores.semesterId, where.semesterId) : undefined,
        where.test ? eq(kaplanScores.test, where.test) : undefined,
        where.studentId ? eq(kaplanScores.studentId, where.studentId) : undefined,
        studentMatch(where.q),
      ),
    )
    .orderBy(desc(kaplanScores.examDate), desc(kaplanScores.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return { rows, total: rows[0]?.total ?? 0 };
}

export async function oneKaplan(ex: Executor, id: number) {
  const [row] = await ex
    .select({ k: kaplanScores, studentName, semesterName: refRows.label, total: sql<number>`1`.mapWith(Number) })
    .from(kaplanScores)
    .innerJoin(students, eq(students.id, kaplanScores.studentId))
    .leftJoin(refRows, eq(refRows.id, kaplanScores.semesterId))
    .where(eq(kaplanScores.id, id));
  return row;
}

export const isSemester = async (ex: Executor, id: number) =>
  (
    await ex
      .select({ id: refRows.id })
      .from(refRows)
      .where(and(eq(refRows.id, id), eq(refRows.tableKey, 'semester')))
  ).length > 0;

export async function insertKaplan(ex: Executor, v: typeof kaplanScores.$inferInsert) {
  const [row] = await ex.insert(kaplanScores).values(v).returning();
  return row;
}

// ---- students ----
export async function existingStudents(ex: Executor, ids: number[]) {
  if (!ids.length) return new Set<number>();
  const rows = await ex.select({ id: students.id }).from(students).where(inArray(students.id, ids));
  return new Set(rows.map((r) => r.id));
}

export const lockStudentExams = (ex: Executor, studentId: number) =>
  ex.execute(sql`select pg_advisory_xact_lock(hashtext('caduceus.exams'), ${studentId})`);

// ---- retake requests ----
const retakeColumns = { r: examRetakeRequests, studentName, total: totalOver() };
export async function retakePage(
  ex: Executor,
  where: { status?: string; statuses?: string[]; exam?: string; studentId?: number; q?: string },
  q: PageQ,
) {
  const rows = await ex
    .select(retakeColumns)
    .from(examRetakeRequests)
    .innerJoin(students, eq(students.id, examRetakeRequests.studentId))
    .where(
      and(
        where.status ? eq(examRetakeRequests.status, where.status) : undefined,
        where.statuses ? inArray(examRetakeRequests.status, where.statuses) : undefined,
        where.exam ? eq(examRetakeRequests.exam, where.exam) : undefined,
        where.studentId ? eq(examRetakeRequests.studentId, where.studentId) : undefined,
        studentMatch(where.q),
      ),
    )
    .orderBy(desc(examRetakeRequests.createdAt), desc(examRetakeRequests.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return { rows, total: rows[0]?.total ?? 0 };
}

export async function oneRetake(ex: Executor, id: number) {
  const [row] = await ex
    .select(retakeColumns)
    .from(examRetakeRequests)
    .innerJoin(students, eq(students.id, examRetakeRequests.studentId))
    .where(eq(examRetakeRequests.id, id));
  return row;
}

export async function lockRetake(ex: Executor, id: number) {
  const [row] = await ex.select().from(examRetakeRequests).where(eq(examRetakeRequests.id, id)).for('update');
  return row;
}

export const openRetakes = (ex: Executor, studentId: number, exam: string, discipline: string | null, open: string[]) =>
  ex
    .select({ id: examRetakeRequests.id })
    .from(examRetakeRequests)
    .where(
      and(
        eq(examRetakeRequests.studentId, studentId),
        eq(examRetakeRequests.exam, exam),
        sql`${examRetakeRequests.discipline} is not distinct from ${discipline}`,
        inArray(examRetakeRequests.status, open),
      ),
    );

export async function insertRetake(ex: Executor, v: typeof examRetakeRequests.$inferInsert) {
  const [row] = await ex.insert(examRetakeRequests).values(v).returning();
  return row;
}

export async function updateRetake(ex: Executor, id: number, set: Partial<typeof examRetakeRequests.$inferInsert>) {
  const [row] = await ex
    .update(examRetakeRequests)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(examRetakeRequests.id, id))
    .returning();
  return row;
}

// ---- uploads done ----
const editor = users;
export async function uploadsPage(ex: Executor, types: string[], q: PageQ) {
  const rows = await ex
    .select({
      id: auditLog.id,
      type: auditLog.entity,
      after: auditLog.after,
      at: auditLog.at,
      byName: nameOf(editor),
      total: totalOver(),
    })
    .from(auditLog)
    .leftJoin(editor, eq(editor.id, auditLog.actorId))
    .where(and(eq(auditLog.action, 'bulk_upload'), inArray(auditLog.entity, types)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return { rows, total: rows[0]?.total ?? 0 };
}

export async function nameOfStudent(ex: Executor, id: number) {
  const [row] = await ex.select({ name: studentName }).from(students).where(eq(students.id, id));
  return row?.name ?? null;
}
