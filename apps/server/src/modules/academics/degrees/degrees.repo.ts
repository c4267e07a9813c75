import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEGREE_TABLE, type DegreeListQuery } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { offsetOf, orderBy } from '../../../platform/paging.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { studentDegrees } from './degrees.schema.js';

export type DegreeRow = typeof studentDegrees.$inferSelect;
const editor = alias(users, 'editor');
const named = alias(refRows, 'degree');
const columns = {
  d: studentDegrees,
  degreeName: named.label,
  abbreviation: sql<string | null>`${named.data}->>'abbreviation'`,
  level: sql<string | null>`${named.data}->>'level'`,
  updatedByName: nameOf(editor),
};
const SORTS = {
  awardedOn: studentDegrees.awardedOn,
  institution: studentDegrees.institution,
};
const own = (studentId: number, id: number) => and(eq(studentDegrees.studentId, studentId), eq(studentDegrees.id, id));

/** A student's degrees, one page: the latest conferred first, those in progress (no day) on top. */
export async function listDegrees(ex: Executor, studentId: number, q: DegreeListQuery) {
  const w = eq(studentDegrees.studentId, studentId);
  const rows = await ex
    .select(columns)
    .from(studentDegrees)
    .innerJoin(named, eq(named.id, studentDegrees.degreeId))
    .leftJoin(editor, eq(editor.id, studentDegrees.updatedBy))
    .where(w)
    .orderBy(orderBy(q.sort, SORTS, sql`${studentDegrees.awardedOn} desc nulls first`), asc(studentDegrees.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(studentDegrees)
    .where(w);
  return { rows, total: n };
}

export async function findDegree(ex: Executor, studentId: number, id: number) {
  const [row] = await ex
    .select(columns)
    .from(studentDegrees)
    .innerJoin(named, eq(named.id, studentDegrees.degreeId))
    .leftJoin(editor, eq(editor.id, studentDegrees.updatedBy))
    .where(own(studentId, id));
  return row;
}

export const degreeCount = async (ex: Executor, studentId: number) =>
  Number(
    (
      await ex
        .select({ n: sql<number>`count(*)::int` })
        .from(studentDegrees)
        .where(eq(studentDegrees.studentId, studentId))
    )[0].n,
  );

/** The Degrees control table's row (undefined: none of that table), and its active rows by level then name. */
export async function degreeRef(ex: Executor, id: number) {
  const [row] = await ex
    .select({ id: refRows.id, active: refRows.active })
    .from(refRows)
    .where(and(eq(refRows.tableKey, DEGREE_TABLE), eq(refRows.id, id)));
  return row;
}
export async function degreeChoices(ex: Executor) {
  return ex
    .select({
      id: refRows.id,
      name: refRows.label,
      abbreviation: sql<string | null>`${refRows.data}->>'abbreviation'`,
      level: sql<string | null>`${refRows.data}->>'level'`,
    })
    .from(refRows)
    .where(and(eq(refRows.tableKey, DEGREE_TABLE), eq(refRows.active, true)))
    .orderBy(sql`${refRows.data}->>'level'`, asc(refRows.label));
}
