/**
 * The student list at school scale (bench/README.md): fills a scratch database with the demo school
 * plus generated students up to BENCH_STUDENTS (20,000), starts the server in its own process and
 * measures GET /api/students as the registrar with BENCH_CLIENTS callers: the default page, a
 * filtered page (status and campus), sorted by name, a quick search for a surname and a deep page.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/caduceus_bench_students npm run bench:students -w @caduceus/bench
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.js';
import { migrate, openDatabase } from '../apps/server/src/platform/db/index.js';
import { seedDemo } from '../apps/server/src/commands/seed-demo.js';
import { refRows } from '../apps/server/src/modules/reference/reference.schema.js';
import { students } from '../apps/server/src/modules/students/record/students.schema.js';
import { seedStudents } from '../apps/server/src/modules/students/record/students.demo.js';
import { measure } from './measure.js';
import { rowToucher, signIn, startServer } from './server.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 20000);
// a seed whose generated e-mail addresses (first.last.<n>) differ from the demo school's 300
const SEED = 2028;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caduceus-bench-'));
const database = await openDatabase({ databaseUrl: loadConfig().databaseUrl, dataDir });
await migrate(database);
await seedDemo(database.db);
const have = await database.db.$count(students);
if (have < STUDENTS) {
  const t = performance.now();
  await seedStudents(database.db, STUDENTS - have, SEED);
  console.log(`generated ${STUDENTS - have} students in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}
// as after autovacuum: statistics and the visibility map (index-only counts) of the new rows
if (database.kind === 'postgres') await database.db.execute(sql`vacuum analyze students`);
const refId = async (table: string, label: string) => {
  const [row] = await database.db
    .select({ id: refRows.id })
    .from(refRows)
    .where(and(eq(refRows.tableKey, table), eq(refRows.label, label)));
  if (!row) throw new Error(`no ${table} "${label}"`);
  return row.id;
};
const statusId = await refId('student-status', 'Student');
const [{ campusId }] = await database.db
  .select({ campusId: students.campusId })
  .from(students)
  .where(eq(students.statusId, statusId))
  .limit(1);
// for the cases that open a different record, or filter differently, on every request
const studentIds = (await database.db.select({ id: students.id }).from(students)).map((r) => r.id);
const refIds = async (table: string) =>
  (await database.db.select({ id: refRows.id }).from(refRows).where(eq(refRows.tableKey, table))).map((r) => r.id);
const statusIds = await refIds('student-status');
const campusIds = await refIds('campus');
// the start of a first or last name: 2 to 4 letters (the name filter looks anywhere in the three names)
const nameStarts = [
  ...new Set(
    (await database.db.selectDistinct({ n: students.lastName }).from(students))
      .concat(await database.db.selectDistinct({ n: students.firstName }).from(students))
      .flatMap(({ n }) => [2, 3, 4].map((k) => n.slice(0, k).toLowerCase())),
  ),
];
await database.close();
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

const writer = await rowToucher(loadConfig().databaseUrl, 'students');
const port = Number(process.env.BENCH_PORT ?? 3999);
const { url, pid, stop } = await startServer(dataDir, port);
const auth = await signIn(url, 'registrar');
const deepPage = Math.max(1, Math.floor((Math.max(have, STUDENTS) * 0.9) / 25));
const rows = await measure(
  { url, auth, serverPid: pid, dbUrl: loadConfig().databaseUrl, clients: CLIENTS, seconds: SECONDS, budgetMs: 50 },
  [
    { name: 'default page (25, newest first)', path: '/api/students' },
    { name: 'filtered: status Student + a campus', path: `/api/students?statusId=${statusId}&campusId=${campusId}` },
    { name: 'sorted by name', path: '/api/students?sort=name' },
    { name: 'quick search q=okafor', path: '/api/students?q=okafor' },
    { name: `deep page ${deepPage} by id`, path: `/api/students?page=${deepPage}` },
    // kept pages go stale on every write: another instance (here a plain connection) changes a student 20 times a second
    {
      name: 'default page, 20 writes a second beside',
      path: '/api/students',
      beside: { perSecond: 20, run: writer.touch },
    },
    // opening a student record (apps/web StudentDetailPage on its personal tab), another student each time:
    // the header, the personal tab's record and (staff) its identity change requests; each is a read the
    // record access log holds
    { name: 'record: header, a random student', path: () => `/api/students/${pick(studentIds)}/header` },
    { name: 'record: personal tab, a random student', path: () => `/api/students/${pick(studentIds)}` },
    {
      name: 'record: identity requests, a random student',
      path: () => `/api/students/${pick(studentIds)}/identity-requests`,
    },
    {
      name: 'record: opening it (the three together)',
      path: () => {
        const id = pick(studentIds);
        return [`/api/students/${id}/header`, `/api/students/${id}`, `/api/students/${id}/identity-requests`];
      },
    },
    // filters that change on every request: the kept pages rarely answer these (measured with
    // LIST_CACHE_SECONDS=0 so that none does)
    {
      name: 'list, random filter: a name start',
      path: () => `/api/students?name=${pick(nameStarts)}`,
    },
    {
      name: 'list, random filter: a status + a campus',
      path: () => `/api/students?statusId=${pick(statusIds)}&campusId=${pick(campusIds)}`,
    },
    // the floor: a signed-in call that reads no list (session, rights, menu)
    { name: 'reference: GET /api/auth/me', path: '/api/auth/me' },
  ],
);
console.log(
  `\ndatabase: ${database.kind}, students: ${Math.max(have, STUDENTS)}, clients: ${CLIENTS}, ${SECONDS} s each, as the registrar`,
);
for (const r of rows) console.log(r.line);
await stop();
await writer.end();
fs.rmSync(dataDir, { recursive: true, force: true });
