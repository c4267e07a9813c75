import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { STUDENT_STATUS, studentListGroup } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantMenus, makeGroup, refIdOf } from '../../../factories/index.js';
import { refRows } from '../../reference/tables.js';
import { seedStudents } from './students.demo.js';
import { students } from './students.schema.js';

/**
 * The list answers exactly what the plain query answers (every reference table joined, sorted,
 * offset, counted): the same rows in the same order with the same labels and the same total, for
 * every sort in both directions, first, middle, last and past-the-end pages, filters and searches.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await testApp();
  await seedStudents(t.db, 420, 77);
  await t.db
    .update(students)
    .set({ preferredName: 'Zuzu' })
    .where(sql`${students.id} % 50 = 0`);
  const group = await makeGroup(t.db, { name: 'List Office' });
  await grantMenus(t.db, group.id, { '/student/list': 1 });
  token = (await t.signIn({ username: 'lister', groupId: group.id })).token;
});
afterAll(async () => {
  await t?.close();
});

const [status, type, course, campus, semester, stage] = [
  'status',
  'student_type',
  'course',
  'campus',
  'semester',
  'stage',
].map((n) => alias(refRows, n));
const SORTS: Record<string, PgColumn> = {
  id: students.id,
  name: students.lastName,
  email: students.email,
  status: status.label,
  campus: campus.label,
  semester: semester.label,
  cohort: students.cohort,
  createdAt: students.createdAt,
};

/** The list as one plain query would answer it (the first implementation). */
async function plain(where: SQL | undefined, sort: string | undefined, page: number, pageSize = 25) {
  const key = sort?.replace(/^-/, '');
  const dir = sort?.startsWith('-') ? desc : asc;
  const order = key
    ? [dir(SORTS[key]), ...(key === 'name' ? [dir(students.firstName)] : []), desc(students.id)]
    : [
        // current students, then those still to start, then former ones; each by last and first name
        sql`case when ${status}.data->>'code' in ('WD', 'AWD', 'GRAD', 'ALU', 'ALFM', 'ALMSC') then 2 when ${status}.data->>'code' in ('LEAD', 'ACC', 'PSD', 'IMM') then 1 else 0 end`,
        asc(students.lastName),
        asc(students.firstName),
        desc(students.id),
      ];
  const items = await t.db
    .select({
      id: students.id,
      name: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
      email: students.email,
      phone: students.phone,
      statusName: status.label,
      studentTypeName: type.label,
      courseName: course.label,
      currentCourseStatus: students.currentCourseStatus,
      campusName: campus.label,
      semesterName: semester.label,
      stageName: stage.label,
      cohort: students.cohort,
      financialStatus: students.financialStatus,
    })
    .from(students)
    .leftJoin(status, eq(status.id, students.statusId))
    .leftJoin(type, eq(type.id, students.studentTypeId))
    .leftJoin(course, eq(course.id, students.courseId))
    .leftJoin(campus, eq(campus.id, students.campusId))
    .leftJoin(semester, eq(semester.id, students.startSemesterId))
    .leftJoin(stage, eq(stage.id, students.stageId))
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ n }] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(students)
    .where(where);
  return { items, total: Number(n) };
}

async function expectSame(query: string, where: SQL | undefined, sort: string | undefined, page: number) {
  const res = await t.call('GET', `/api/students?${query}${sort ? `&sort=${sort}` : ''}&page=${page}`, token);
  expect(res.statusCode, res.body).toBe(200);
  const { items, total } = res.json();
  const want = await plain(where, sort, page);
  expect({ query, sort, page, total, items }).toEqual({ query, sort, page, ...JSON.parse(JSON.stringify(want)) });
  return want;
}

describe('the list at scale answers what the plain query answers', () => {
  it('lists current students first, then students still to start, then former ones, each by name', async () => {
    const res = await t.call('GET', '/api/students?pageSize=100', token);
    expect(res.statusCode, res.body).toBe(200);
    const all: { name: string; statusName: string }[] = [];
    for (let page = 1; page <= Math.ceil(res.json().total / 100); page++)
      all.push(...(await t.call('GET', `/api/students?pageSize=100&page=${page}`, token)).json().items);
    const FORMER = /withdrawn|graduated|alumni/i;
    const BEFORE_START = /^(lead|accepted|paid seat deposit|immigration cleared)$/i;
    const rank = (s: string) => (FORMER.test(s) ? 2 : BEFORE_START.test(s) ? 1 : 0);
    const ranks = all.map((r) => rank(r.statusName));
    expect(ranks).toEqual([...ranks].sort());
    // the demo has every kind: current students lead the list, alumni do not
    expect(ranks[0]).toBe(0);
    expect(ranks).toContain(2);
    const lastNames = all.filter((r) => rank(r.statusName) === 0).map((r) => r.name.split(' ').slice(-1)[0]);
    expect(lastNames).toEqual([...lastNames].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("keeps each student's list group as the contracts rule gives it, also when a status's code changes", async () => {
    const codes = [...Object.values(STUDENT_STATUS), 'SOMETHING-NEW', null];
    for (const code of codes) {
      const [{ g }] = await t.db
        .select({ g: sql<number>`students_list_group_of(${code}::text)` })
        .from(students)
        .limit(1);
      expect({ code, g }).toEqual({ code, g: studentListGroup(code) });
    }
    const stored = await t.db
      .select({ group: students.listGroup, code: sql<string | null>`${status}.data->>'code'` })
      .from(students)
      .leftJoin(status, eq(status.id, students.statusId));
    expect(stored.filter((r) => r.group !== studentListGroup(r.code))).toEqual([]);
    expect(new Set(stored.map((r) => r.group))).toEqual(new Set([0, 1, 2]));

    // an admin changes a former status's code to a current one: its students move up, and back
    const [{ former, code: formerCode }] = await t.db
      .select({ former: students.statusId, code: sql<string>`${status}.data->>'code'` })
      .from(students)
      .innerJoin(status, eq(status.id, students.statusId))
      .where(sql`${status}.data->>'code' in ('WD', 'GRAD', 'ALU')`)
      .limit(1);
    if (former === null) throw new Error('a former student has a status');
    const groupOf = async () =>
      (await t.db.select({ g: students.listGroup }).from(students).where(eq(students.statusId, former))).map(
        (r) => r.g,
      );
    expect(await groupOf()).toContain(2);
    const setCode = (code: string) =>
      t.db
        .update(refRows)
        .set({ data: sql`jsonb_set(${refRows.data}, '{code}', to_jsonb(${code}::text))` })
        .where(eq(refRows.id, former));
    await setCode('STU');
    expect(new Set(await groupOf())).toEqual(new Set([0]));
    await setCode(formerCode);
    expect(new Set(await groupOf())).toEqual(new Set([2]));
    // and a student whose status is set to it takes its group
    const [one] = await t.db.select({ id: students.id }).from(students).where(eq(students.listGroup, 0)).limit(1);
    await t.db.update(students).set({ statusId: former }).where(eq(students.id, one.id));
    const [after] = await t.db.select({ g: students.listGroup }).from(students).where(eq(students.id, one.id));
    expect(after.g).toBe(2);
  });

  it('for every sort, both directions, first, middle, last and past-the-end pages', async () => {
    const pages = [1, 2, 9, 17, 18, 30];
    for (const sort of [undefined, ...Object.keys(SORTS).flatMap((k) => [k, `-${k}`])]) {
      for (const page of pages) await expectSame('pageSize=25', undefined, sort, page);
    }
    const last = await plain(undefined, undefined, 17);
    expect(last.total).toBe(420);
    expect(last.items).toHaveLength(20);
  });

  it('with filters, a status and campus, a multi-word quick search, digits, names and e-mails', async () => {
    const [sample] = await t.db
      .select()
      .from(students)
      .where(eq(students.id, (await t.db.select({ id: students.id }).from(students).limit(1).offset(200))[0].id));
    const statusId = await refIdOf(t.db, 'student-status', 'Student');
    const campusId = sample.campusId!;
    const words = (text: string) =>
      sql.join(
        text
          .toLowerCase()
          .split(/\s+/)
          .map((w) => sql`${students.searchText} like ${`%${w}%`}`),
        sql` and `,
      );
    const NONE = sql`false`;
    const cases: [string, SQL][] = [
      [
        `statusId=${statusId}&campusId=${campusId}`,
        sql`${students.statusId} = ${statusId} and ${students.campusId} = ${campusId}`,
      ],
      [`q=${sample.lastName}`, words(sample.lastName)],
      [
        `q=${encodeURIComponent(`${sample.firstName} ${sample.lastName}`)}`,
        words(`${sample.firstName} ${sample.lastName}`),
      ],
      [`q=${sample.phone!.slice(3)}`, words(sample.phone!.slice(3))],
      [`q=${sample.id}`, words(String(sample.id))],
      [
        `name=${sample.lastName.slice(1, 5)}`,
        sql`(${students.firstName} || ' ' || ${students.lastName} ilike ${`%${sample.lastName.slice(1, 5)}%`} or ${students.preferredName} ilike ${`%${sample.lastName.slice(1, 5)}%`} or ${students.lastName} ilike ${`%${sample.lastName.slice(1, 5)}%`})`,
      ],
      [
        `name=${encodeURIComponent(`${sample.firstName} ${sample.lastName.slice(0, 3)}`)}`,
        sql`${students.firstName} || ' ' || ${students.lastName} ilike ${`%${sample.firstName} ${sample.lastName.slice(0, 3)}%`}`,
      ],
      ['name=zuz', sql`${students.preferredName} ilike '%zuz%'`],
      // one or two letters: names that start with them, not every name they occur in
      [
        `name=${sample.lastName.slice(0, 2).toUpperCase()}`,
        sql`(lower(${students.firstName}) like ${`${sample.lastName.slice(0, 2).toLowerCase()}%`} or lower(${students.lastName}) like ${`${sample.lastName.slice(0, 2).toLowerCase()}%`} or lower(${students.preferredName}) like ${`${sample.lastName.slice(0, 2).toLowerCase()}%`})`,
      ],
      [
        'name=zu',
        sql`lower(${students.preferredName}) like 'zu%' or lower(${students.firstName}) like 'zu%' or lower(${students.lastName}) like 'zu%'`,
      ],
      ['name=_', NONE],
      [`email=${sample.email.split('@')[0]}`, sql`${students.email} ilike ${`%${sample.email.split('@')[0]}%`}`],
      [
        `cohort=${encodeURIComponent(sample.cohort ?? '2026-Spring')}&financialStatus=1`,
        sql`${students.cohort} = ${sample.cohort ?? '2026-Spring'} and ${students.financialStatus} = 1`,
      ],
      ['q=nobody-is-called-this', NONE],
    ];
    for (const [query, where] of cases) {
      const first = await expectSame(query, where, undefined, 1);
      if (where !== NONE) expect(first.total, query).toBeGreaterThan(0);
      for (const sort of ['name', '-status', 'campus']) await expectSame(query, where, sort, 1);
      await expectSame(query, where, undefined, 2);
      await expectSame(query, where, undefined, 40);
    }
  });
});
