import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/index.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';
import { studentClasses, studentCourses, studentStages } from './courses.schema.js';

export type CourseRow = typeof studentCourses.$inferSelect;
export type StageRow = typeof studentStages.$inferSelect;
export type ClassRow = typeof studentClasses.$inferSelect;
export interface Ref {
  id: number;
  tableKey: string;
  label: string;
  active: boolean;
  data: Record<string, unknown>;
}

/** Rows of the control tables the tab reads (courses, stages, classes, semesters, grade types and settings, standings). */
export async function refsOf(ex: Executor, tableKeys: string[]): Promise<Ref[]> {
  return ex
    .select({
      id: refRows.id,
      tableKey: refRows.tableKey,
      label: refRows.label,
      active: refRows.active,
      data: refRows.data,
    })
    .from(refRows)
    .where(inArray(refRows.tableKey, tableKeys))
    .orderBy(asc(refRows.sortOrder), asc(refRows.id));
}

/** Writes to one student's courses wait for each other (the rules read the stages and grades first). */
export const lockStudent = (ex: Executor, studentId: number) =>
  ex.execute(sql`select pg_advisory_xact_lock(hashtext('caduceus.courses'), ${studentId})`);

export const coursesOf = (ex: Executor, studentId: number) =>
  ex.select().from(studentCourses).where(eq(studentCourses.studentId, studentId)).orderBy(asc(studentCourses.id));
export const stagesOf = (ex: Executor, studentId: number) =>
  ex.select().from(studentStages).where(eq(studentStages.studentId, studentId)).orderBy(asc(studentStages.id));
export const classesOf = (ex: Executor, studentId: number) =>
  ex.select().from(studentClasses).where(eq(studentClasses.studentId, studentId)).orderBy(asc(studentClasses.id));

export async function studentExists(ex: Executor, studentId: number) {
  const [row] = await ex.select({ id: students.id }).from(students).where(eq(students.id, studentId));
  return !!row;
}

export async function insertCourse(ex: Executor, v: typeof studentCourses.$inferInsert) {
  const [row] = await ex.insert(studentCourses).values(v).returning();
  return row;
}
export async function updateCourse(ex: Executor, id: number, set: Partial<typeof studentCourses.$inferInsert>) {
  const [row] = await ex
    .update(studentCourses)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(studentCourses.id, id))
    .returning();
  return row;
}
export const deleteCourse = (ex: Executor, id: number) => ex.delete(studentCourses).where(eq(studentCourses.id, id));

export async function insertStage(ex: Executor, v: typeof studentStages.$inferInsert) {
  const [row] = await ex.insert(studentStages).values(v).returning();
  return row;
}
export async function updateStage(ex: Executor, id: number, set: Partial<typeof studentStages.$inferInsert>) {
  const [row] = await ex
    .update(studentStages)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(studentStages.id, id))
    .returning();
  return row;
}

export async function insertClasses(ex: Executor, v: (typeof studentClasses.$inferInsert)[]) {
  if (v.length === 0) return [];
  return ex.insert(studentClasses).values(v).returning();
}
export async function updateClass(ex: Executor, id: number, set: Partial<typeof studentClasses.$inferInsert>) {
  const [row] = await ex
    .update(studentClasses)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(studentClasses.id, id))
    .returning();
  return row;
}
export const deleteClass = (ex: Executor, id: number) => ex.delete(studentClasses).where(eq(studentClasses.id, id));

/** The student's current stage (the students row carries it for lists and the header). */
export const setStudentStage = (ex: Executor, studentId: number, stageId: number) =>
  ex.update(students).set({ stageId }).where(eq(students.id, studentId));

export async function lockClasses(ex: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return ex.select().from(studentClasses).where(inArray(studentClasses.id, ids)).for('update');
}
export async function classOf(ex: Executor, studentId: number, id: number) {
  const [row] = await ex
    .select()
    .from(studentClasses)
    .where(and(eq(studentClasses.studentId, studentId), eq(studentClasses.id, id)));
  return row;
}
