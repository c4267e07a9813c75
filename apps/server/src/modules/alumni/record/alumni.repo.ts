import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { RESIDENCY_PROGRAM_TABLE, SPECIALITY_TABLE, type AlumniEntryQuery } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { offsetOf, orderBy } from '../../../platform/paging.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';
import { alumniJobs, alumniOtherDegrees, alumniPersonalInfo, alumniResidencies } from './alumni.schema.js';

const editor = alias(users, 'editor');
const speciality = alias(refRows, 'speciality');
const program = alias(refRows, 'program');
const count = sql<number>`count(*)::int`.mapWith(Number);

export async function findPersonal(ex: Executor, studentId: number) {
  const [row] = await ex
    .select({ p: alumniPersonalInfo, updatedByName: nameOf(editor) })
    .from(alumniPersonalInfo)
    .leftJoin(editor, eq(editor.id, alumniPersonalInfo.updatedBy))
    .where(eq(alumniPersonalInfo.studentId, studentId));
  return row;
}
export async function lockPersonal(ex: Executor, studentId: number) {
  const [row] = await ex
    .select()
    .from(alumniPersonalInfo)
    .where(eq(alumniPersonalInfo.studentId, studentId))
    .for('update');
  return row;
}

const jobColumns = { j: alumniJobs, specialityName: speciality.label, updatedByName: nameOf(editor) };
const JOB_SORTS = { fromYear: alumniJobs.fromYear, employer: alumniJobs.employer };
const jobsFrom = (ex: Executor) =>
  ex
    .select(jobColumns)
    .from(alumniJobs)
    .leftJoin(speciality, eq(speciality.id, alumniJobs.specialityId))
    .leftJoin(editor, eq(editor.id, alumniJobs.updatedBy));

/** A student's jobs, one page: the current one first, then the latest. */
export async function listJobs(ex: Executor, studentId: number, q: AlumniEntryQuery) {
  const w = eq(alumniJobs.studentId, studentId);
  const rows = await jobsFrom(ex)
    .where(w)
    .orderBy(
      orderBy(q.sort, JOB_SORTS, sql`${alumniJobs.isCurrent} desc, ${alumniJobs.fromYear} desc`),
      asc(alumniJobs.id),
    )
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [{ n }] = await ex.select({ n: count }).from(alumniJobs).where(w);
  return { rows, total: n };
}
export async function findJob(ex: Executor, studentId: number, id: number) {
  const [row] = await jobsFrom(ex).where(and(eq(alumniJobs.studentId, studentId), eq(alumniJobs.id, id)));
  return row;
}
/** Is another job of the student the current one? */
export async function otherCurrentJob(ex: Executor, studentId: number, except?: number) {
  const [row] = await ex
    .select({ id: alumniJobs.id })
    .from(alumniJobs)
    .where(
      and(
        eq(alumniJobs.studentId, studentId),
        eq(alumniJobs.isCurrent, true),
        except === undefined ? undefined : ne(alumniJobs.id, except),
      ),
    );
  return row;
}

const DEGREE_SORTS = { year: alumniOtherDegrees.year, institution: alumniOtherDegrees.institution };
export async function listOtherDegrees(ex: Executor, studentId: number, q: AlumniEntryQuery) {
  const w = eq(alumniOtherDegrees.studentId, studentId);
  const rows = await ex
    .select({ d: alumniOtherDegrees, updatedByName: nameOf(editor) })
    .from(alumniOtherDegrees)
    .leftJoin(editor, eq(editor.id, alumniOtherDegrees.updatedBy))
    .where(w)
    .orderBy(
      orderBy(q.sort, DEGREE_SORTS, sql`${alumniOtherDegrees.year} desc nulls first`),
      asc(alumniOtherDegrees.id),
    )
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [{ n }] = await ex.select({ n: count }).from(alumniOtherDegrees).where(w);
  return { rows, total: n };
}
export async function findOtherDegree(ex: Executor, studentId: number, id: number) {
  const [row] = await ex
    .select({ d: alumniOtherDegrees, updatedByName: nameOf(editor) })
    .from(alumniOtherDegrees)
    .leftJoin(editor, eq(editor.id, alumniOtherDegrees.updatedBy))
    .where(and(eq(alumniOtherDegrees.studentId, studentId), eq(alumniOtherDegrees.id, id)));
  return row;
}

const residencyColumns = {
  r: alumniResidencies,
  programName: program.label,
  specialityName: speciality.label,
  updatedByName: nameOf(editor),
};
const RESIDENCY_SORTS = { matchYear: alumniResidencies.matchYear, status: alumniResidencies.status };
const residenciesFrom = (ex: Executor) =>
  ex
    .select(residencyColumns)
    .from(alumniResidencies)
    .innerJoin(program, eq(program.id, alumniResidencies.programId))
    .leftJoin(speciality, sql`${program.data}->>'speciality' = ${speciality.id}::text`)
    .leftJoin(editor, eq(editor.id, alumniResidencies.updatedBy));
export async function listResidencies(ex: Executor, studentId: number, q: AlumniEntryQuery) {
  const w = eq(alumniResidencies.studentId, studentId);
  const rows = await residenciesFrom(ex)
    .where(w)
    .orderBy(orderBy(q.sort, RESIDENCY_SORTS, desc(alumniResidencies.matchYear)), asc(alumniResidencies.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [{ n }] = await ex.select({ n: count }).from(alumniResidencies).where(w);
  return { rows, total: n };
}
export async function findResidency(ex: Executor, studentId: number, id: number) {
  const [row] = await residenciesFrom(ex).where(
    and(eq(alumniResidencies.studentId, studentId), eq(alumniResidencies.id, id)),
  );
  return row;
}

/** Serialises writes to one student's alumni entries (the one-current-job rule reads the others). */
export const lockStudent = (ex: Executor, studentId: number) =>
  ex.select({ id: students.id }).from(students).where(eq(students.id, studentId)).for('update');

/** A row of a control table (undefined: none of that table). */
export async function refOf(ex: Executor, table: string, id: number) {
  const [row] = await ex
    .select({ id: refRows.id, active: refRows.active })
    .from(refRows)
    .where(and(eq(refRows.tableKey, table), eq(refRows.id, id)));
  return row;
}
export const activeRows = (ex: Executor, table: string) =>
  ex
    .select({ id: refRows.id, name: refRows.label, data: refRows.data })
    .from(refRows)
    .where(and(eq(refRows.tableKey, table), eq(refRows.active, true)))
    .orderBy(asc(refRows.label));
export { SPECIALITY_TABLE, RESIDENCY_PROGRAM_TABLE };

/** The student's email on her record, and her name. */
export async function studentContact(ex: Executor, studentId: number) {
  const [row] = await ex
    .select({ email: students.email, firstName: students.firstName, lastName: students.lastName })
    .from(students)
    .where(eq(students.id, studentId));
  return row;
}
