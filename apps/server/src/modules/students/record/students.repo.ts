import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { NAME_CONTAINS_MIN, type StudentListQuery, type StudentTabFacts } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { likePrefix, likeTerm, offsetOf } from '../../../platform/paging.js';
import { countOf } from '../../../platform/db/row-counts.js';
import { Params, preparedByShape } from '../../../platform/db/prepared.js';
import { readLogCte, readLogValues } from '../../../platform/access-log.js';
import type { Actor } from '../../../platform/audit.js';
import { refRows } from '../../reference/tables.js';
import { users } from '../../access/tables.js';
import { createRecordKit, createRecordList } from '../../kit/index.js';
import { parentStudents, students } from './students.schema.js';

export type StudentRow = typeof students.$inferSelect;
export type StudentValues = typeof students.$inferInsert;

const status = alias(refRows, 'status');
const campus = alias(refRows, 'campus');
const semester = alias(refRows, 'semester');

/** The text the quick search looks in: id, names, emails and phone digits, lower-cased. */
export function searchTextOf(
  s: Pick<
    StudentRow,
    'id' | 'firstName' | 'middleName' | 'lastName' | 'preferredName' | 'email' | 'alternateEmail' | 'phone'
  >,
) {
  return [
    s.id,
    s.firstName,
    s.middleName,
    s.lastName,
    s.preferredName,
    s.email,
    s.alternateEmail,
    (s.phone ?? '').replace(/\D/g, ''),
  ]
    .filter((x) => x != null && x !== '')
    .join(' ')
    .toLowerCase();
}

const fullName = sql<string>`${students.firstName} || ' ' || ${students.lastName}`;
/**
 * A reference row's label as a scalar subquery: run for the rows of the page only and cheap to plan
 * (six joins to ref_rows cost about 7 ms of planning per call, the page itself 0.2 ms). The names
 * are qualified here: drizzle leaves them bare in a one-table query.
 */
const labelOf = (id: PgColumn) =>
  sql<string | null>`(select r.label from ${refRows} r where r.id = ${students}.${sql.identifier(id.name)})`;
const listed = {
  id: students.id,
  name: fullName,
  email: students.email,
  phone: students.phone,
  statusName: labelOf(students.statusId),
  studentTypeName: labelOf(students.studentTypeId),
  courseName: labelOf(students.courseId),
  currentCourseStatus: students.currentCourseStatus,
  campusName: labelOf(students.campusId),
  semesterName: labelOf(students.startSemesterId),
  stageName: labelOf(students.stageId),
  cohort: students.cohort,
  financialStatus: students.financialStatus,
};
const SORTS = {
  id: students.id,
  name: students.lastName,
  email: students.email,
  status: status.label,
  campus: campus.label,
  semester: semester.label,
  cohort: students.cohort,
  createdAt: students.createdAt,
};
/** The reference table a sort by its label joins. */
const SORT_JOINS: Partial<Record<string, [typeof status | typeof campus | typeof semester, SQL]>> = {
  status: [status, eq(status.id, students.statusId)],
  campus: [campus, eq(campus.id, students.campusId)],
  semester: [semester, eq(semester.id, students.startSemesterId)],
};

/**
 * The list's order when none is asked for: current students first, then those still to start (lead to immigration
 * cleared), then former ones (withdrawn, graduated, alumni); each by last and first name. The group is kept
 * on the row (`list_group`, contracts' studentListGroup), so one index (students_list_order_idx) gives the
 * page in order without sorting the table.
 */
const UNSORTED = [asc(students.listGroup), asc(students.lastName), asc(students.firstName), desc(students.id)];
/**
 * The same order for a filtered list, written so that no index gives it: the filter's index finds the
 * matches and they are sorted. Left to itself, the planner would walk students_list_order_idx testing
 * each row against the filter, counting on the first 25 matches coming early (they do not: a campus's
 * or a name's students are spread over the whole order), and read the whole table for one page.
 */
const UNSORTED_FILTERED = [
  sql`${students.listGroup} + 0`,
  asc(students.lastName),
  asc(students.firstName),
  desc(students.id),
];

/** The names the name filter looks in, as one text (the expression of students_names_trgm_idx). */
const names = sql`(${students.firstName} || ' ' || ${students.lastName} || ' ' || coalesce(${students.preferredName}, ''))`;

/** The list's conditions with their values as placeholders (p), and its shape: one name for each condition. */
function where(q: StudentListQuery, p: Params): { w: SQL | undefined; shape: string[] } {
  const conds: SQL[] = [];
  const shape: string[] = [];
  const add = (name: string, ...cond: SQL[]) => {
    conds.push(...cond);
    shape.push(name);
  };
  if (q.studentId) add('studentId', eq(students.id, p.ph('studentId', q.studentId)));
  if (q.statusId) add('statusId', eq(students.statusId, p.ph('statusId', q.statusId)));
  if (q.studentTypeId) add('studentTypeId', eq(students.studentTypeId, p.ph('studentTypeId', q.studentTypeId)));
  if (q.courseStatus) add('courseStatus', eq(students.currentCourseStatus, p.ph('courseStatus', q.courseStatus)));
  if (q.campusId) add('campusId', eq(students.campusId, p.ph('campusId', q.campusId)));
  if (q.semesterId) add('semesterId', eq(students.startSemesterId, p.ph('semesterId', q.semesterId)));
  if (q.stageId) add('stageId', eq(students.stageId, p.ph('stageId', q.stageId)));
  if (q.cohort?.trim()) add('cohort', eq(students.cohort, p.ph('cohort', q.cohort.trim())));
  if (q.financialStatus)
    add('financialStatus', eq(students.financialStatus, p.ph('financialStatus', q.financialStatus)));
  if (q.email?.trim()) add('email', ilike(students.email, p.ph('email', likeTerm(q.email.trim()))));
  if (q.name?.trim()) {
    const term = q.name.trim();
    if (term.length < NAME_CONTAINS_MIN) {
      // one or two letters: names that start with them (students_*_name_prefix_idx); a two-letter run inside
      // a name matches a third of the school and no trigram index can find it
      const t = p.ph('nameStart', likePrefix(term.toLowerCase()));
      add(
        'nameStart',
        or(
          sql`lower(${students.firstName}) like ${t}`,
          sql`lower(${students.lastName}) like ${t}`,
          sql`lower(${students.preferredName}) like ${t}`,
        )!,
      );
    } else {
      const t = p.ph('name', likeTerm(term));
      // `names` holds each of the three, so it matches whenever one does: the trigram index finds the
      // candidates, the three conditions decide. A term without a space matches `names` only within one
      // of them (the space between them is not in it), so then `names` alone decides, with one test a row
      // instead of up to four (a short term reads the whole table).
      if (!term.includes(' ')) add('name', ilike(names, t));
      else
        add(
          'nameSpaced',
          ilike(names, t),
          or(
            ilike(sql`${students.firstName} || ' ' || ${students.lastName}`, t),
            ilike(students.preferredName, t),
            ilike(students.lastName, t),
          )!,
        );
    }
  }
  const text = q.q?.trim().toLowerCase();
  if (text)
    text
      .split(/\s+/)
      .slice(0, 5)
      .forEach((word, i) => add(`word${i}`, sql`${students.searchText} like ${p.ph(`word${i}`, likeTerm(word))}`));
  return { w: conds.length ? and(...conds) : undefined, shape };
}

const list = createRecordList({ table: students, sorts: SORTS, joins: SORT_JOINS });

/**
 * A page of the list with its exact total, in one statement. The page's ids are found on the students
 * table and its indexes alone (plus the one reference table a label sort needs), so a deep page skips
 * rows without building them; then only those rows are read with their labels. The total rides on
 * each row: a page that is not full shows where the list ends, so the count runs only for a full page
 * (PostgreSQL evaluates the CASE's subqueries lazily); the unfiltered list reads the count the
 * database keeps (row_counts), a filtered one counts the table (joins to reference rows never add or
 * drop students). The statement is built once per shape (filters present, sort) and reused with the
 * values as placeholders.
 */
export async function listStudents(ex: Executor, q: StudentListQuery, limit = q.pageSize, offset = offsetOf(q)) {
  const p = new Params();
  const { w, shape } = where(q, p);
  const byName = q.sort?.replace(/^-/, '') === 'name';
  const text = shape.some((s) => s.startsWith('word') || s === 'email' || s.startsWith('name'));
  return list(ex, q, {
    p,
    where: w,
    shape,
    counted: w ? sql<number>`(select count(*)::int from ${students} where ${w})` : countOf(sql`array['students']`),
    listed,
    // a text search is planned for its words each time; other shapes keep a prepared statement
    named: !text,
    // a text search's page reads every match (no index gives its order): count them on the way, not
    // in a second pass (a filter by indexed columns counts faster from the index alone)
    countWithPage: text,
    tie: byName
      ? [q.sort!.startsWith('-') ? desc(students.firstName) : asc(students.firstName), desc(students.id)]
      : undefined,
    unsorted: w ? UNSORTED_FILTERED : UNSORTED,
    limit,
    offset,
  });
}

export async function findStudent(ex: Executor, id: number): Promise<StudentRow | undefined> {
  const [row] = await ex.select().from(students).where(eq(students.id, id));
  return row;
}

/**
 * The record as its header and tabs show it: the row with the labels of every reference it holds
 * (status and its code, type, course, campus, stage, semester, nationality, countries, state); labels as
 * scalar subqueries, like the list: joins cost more to plan than the row costs to read.
 */
const headerFields = {
  s: students,
  statusName: labelOf(students.statusId),
  statusCode: sql<
    string | null
  >`(select r.data->>'code' from ${refRows} r where r.id = ${students}.${sql.identifier(students.statusId.name)})`,
  studentTypeName: labelOf(students.studentTypeId),
  courseName: labelOf(students.courseId),
  campusName: labelOf(students.campusId),
  stageName: labelOf(students.stageId),
  semesterName: labelOf(students.startSemesterId),
  nationalityName: labelOf(students.nationalityId),
  birthCountryName: labelOf(students.birthCountryId),
  stateName: labelOf(students.stateId),
  countryName: labelOf(students.countryId),
};
/** statements built once (prepared on each connection): the header, and the header with its read logged */
const byShape = preparedByShape();
/** named (prepared on the connection) only on the database handle: a transaction's handle is new each time */
const named = (ex: Executor) => ({ named: !('rollback' in ex) });

/** The header (the row with every label), in one statement. */
export async function findHeader(ex: Executor, id: number) {
  const p = new Params();
  const where = eq(students.id, p.ph('id', id));
  const [row] = await byShape(ex, 'header', () => ex.select(headerFields).from(students).where(where), p, named(ex));
  return row;
}

/**
 * The header as findHeader reads it, and, when the student exists, the read's row in the record access
 * log (`entity`: which part), written by the same statement (platform/access-log.ts readLogCte).
 */
export async function findHeaderLogged(ex: Executor, id: number, actor: Actor, entity: string) {
  const p = new Params();
  const where = eq(students.id, p.ph('id', id));
  readLogValues(p, actor, entity);
  const [row] = await byShape(
    ex,
    'headerLogged',
    () =>
      ex
        .with(
          readLogCte(
            ex,
            sql`${sql.placeholder('id')}::text`,
            sql`exists (select 1 from ${students} where ${students.id} = ${sql.placeholder('id')})`,
          ),
        )
        .select(headerFields)
        .from(students)
        .where(where),
    p,
    named(ex),
  );
  return row;
}
export type HeaderRow = NonNullable<Awaited<ReturnType<typeof findHeader>>>;

export const factsOf = (h: HeaderRow): StudentTabFacts => ({
  statusCode: h.statusCode ?? null,
  financialStatus: h.s.financialStatus,
  forcePersonalInfoUpdate: h.s.forcePersonalInfoUpdate,
  immigrationRequired: h.s.immigrationRequired,
  leadId: h.s.leadId,
  currentCourseStatus: h.s.currentCourseStatus,
  usmleTestStatus: h.s.usmleTestStatus,
  stageName: h.stageName ?? null,
  cohort: h.s.cohort,
});

export async function emailTaken(ex: Executor, email: string, exceptId?: number) {
  const [row] = await ex
    .select({ id: students.id })
    .from(students)
    .where(sql`lower(${students.email}) = lower(${email})`);
  return !!row && row.id !== exceptId;
}

/** Student rows written with their search text (the record kit). */
const record = createRecordKit({ table: students, searchTextOf });
export const insertStudent = record.insert;
export const updateStudent = record.update;

/** A reference row of a control table by id (to check a dropdown value exists there). */
export async function refOf(ex: Executor, table: string, id: number) {
  const [row] = await ex
    .select({ id: refRows.id, label: refRows.label, active: refRows.active, data: refRows.data })
    .from(refRows)
    .where(and(eq(refRows.tableKey, table), eq(refRows.id, id)));
  return row;
}

export async function labelsOf(ex: Executor, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((x): x is number => x != null))];
  if (!wanted.length) return new Map<number, string>();
  const rows = await ex
    .select({ id: refRows.id, label: refRows.label })
    .from(refRows)
    .where(sql`${refRows.id} in ${wanted}`);
  return new Map(rows.map((r) => [r.id, r.label]));
}

/** Is this student one a Parent user is linked to? */
export async function parentLinked(ex: Executor, userId: number, studentId: number) {
  const [row] = await ex
    .select({ id: parentStudents.studentId })
    .from(parentStudents)
    .where(and(eq(parentStudents.userId, userId), eq(parentStudents.studentId, studentId)));
  return !!row;
}

/** The students a user reaches from the student's side: their own, or a parent's children. */
export async function ownStudents(ex: Executor, userId: number) {
  const [u] = await ex
    .select({ studentId: users.studentId, userType: users.userType })
    .from(users)
    .where(eq(users.id, userId));
  if (!u) return [];
  if (u.userType === 'Parent') {
    return ex
      .select({ id: students.id, name: fullName, relation: parentStudents.relation })
      .from(parentStudents)
      .innerJoin(students, eq(students.id, parentStudents.studentId))
      .where(eq(parentStudents.userId, userId))
      .orderBy(asc(students.firstName));
  }
  if (!u.studentId) return [];
  return ex
    .select({ id: students.id, name: fullName, relation: sql<string | null>`null` })
    .from(students)
    .where(eq(students.id, u.studentId));
}

export async function linkParent(ex: Executor, userId: number, studentId: number, relation: string | null = null) {
  await ex.insert(parentStudents).values({ userId, studentId, relation }).onConflictDoNothing();
}

export async function setCurrentStudent(ex: Executor, userId: number, studentId: number) {
  await ex.update(users).set({ studentId }).where(eq(users.id, userId));
}

/** The portal accounts that reach a student: the Student user and the linked Parent users. */
export async function portalAccountsOf(ex: Executor, studentId: number) {
  const cols = {
    userId: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    username: users.username,
    email: users.email,
    active: users.active,
    lastLoginAt: users.lastLoginAt,
    userType: users.userType,
  };
  const own = await ex
    .select(cols)
    .from(users)
    .where(and(eq(users.studentId, studentId), eq(users.userType, 'Student')));
  const parents = await ex
    .select({ ...cols, relation: parentStudents.relation })
    .from(parentStudents)
    .innerJoin(users, eq(users.id, parentStudents.userId))
    .where(eq(parentStudents.studentId, studentId))
    .orderBy(asc(users.lastName));
  return { own: own[0], parents };
}

export async function userByLogin(ex: Executor, login: string) {
  const [u] = await ex
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = lower(${login})`, sql`lower(${users.email}) = lower(${login})`));
  return u;
}
