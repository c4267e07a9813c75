/**
 * The clinical office's roster and graph at scale (bench/README.md, "Clinical roster and graph"): fills a scratch
 * database with the demo school, generated students up to BENCH_STUDENTS (2,000) and BENCH_ROTATIONS (2,000)
 * Scheduled rotations over the next year (each student's back to back, never overlapping, spread over every
 * hospital's offers); starts the server in its own process and, as the clinical dean, drives with BENCH_CLIENTS
 * (50) callers: the roster's first page, a hospital's roster, a search, a deep page, and the graph of twelve
 * weeks for all hospitals and for one (budget p95 50 ms).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/caduceus_bench_clinical npm run bench:clinical -w @caduceus/bench
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.js';
import { migrate, openDatabase, rowsOf } from '../apps/server/src/platform/db/index.js';
import { seedDemo } from '../apps/server/src/commands/seed-demo.js';
import { students } from '../apps/server/src/modules/students/record/students.schema.js';
import { seedStudents } from '../apps/server/src/modules/students/record/students.demo.js';
import { measure } from './measure.js';
import { signIn, startServer } from './server.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 2000);
const ROTATIONS = Number(process.env.BENCH_ROTATIONS ?? 2000);
const SEED = 2031;

const dbUrl = loadConfig().databaseUrl;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caduceus-bench-'));
const database = await openDatabase({ databaseUrl: dbUrl, dataDir });
const db = database.db;
await migrate(database);
await seedDemo(db);
const have = await db.$count(students);
if (have < STUDENTS) await seedStudents(db, STUDENTS - have, SEED);

/** This week's Monday, as the rotations start on Mondays. */
const monday = (() => {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
})();

const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(q))[0]!;
const { n: already } = await one<{ n: number }>(
  sql`select count(*)::int as n from student_rotations where notes = 'bench'`,
);
if (already < ROTATIONS) {
  const t = performance.now();
  // rotation k goes to student i = k mod S as her j = (k div S)-th: 4 weeks from the (1 + 13j + i mod 13)-th
  // four-week block ahead, so a student's rotations are a year apart and the students spread over the year; the
  // offers taken in turn.
  await db.execute(sql`with s as (select id, row_number() over (order by id) - 1 as i from students),
      o as (select id, row_number() over (order by id) - 1 as i, count(*) over () as n from hospital_rotations),
      k as (select g - 1 as k from generate_series(${already + 1}::int, ${ROTATIONS}::int) g),
      c as (select count(*) as n from s)
    insert into student_rotations (student_id, hospital_rotation_id, start_date, end_date, weeks, status, approval, notes)
    select s.id, o.id,
      (date ${monday} + 28 * (1 + 13 * (k.k / c.n)::int + (k.k % c.n % 13)::int))::date,
      (date ${monday} + 28 * (1 + 13 * (k.k / c.n)::int + (k.k % c.n % 13)::int) + 27)::date,
      4, 'Scheduled', 'Approved', 'bench'
    from k cross join c
    join s on s.i = k.k % c.n
    join o on o.i = k.k % o.n`);
  await db.execute(sql`vacuum analyze`);
  console.log(`generated ${ROTATIONS - already} rotations in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}
const counts = await one<{ rotations: number; scheduled: number; hospitals: number }>(
  sql`select (select count(*)::int from student_rotations) as rotations,
    (select count(*)::int from student_rotations where status in ('Scheduled', 'Accepted')) as scheduled,
    (select count(*)::int from hospitals) as hospitals`,
);
const busiest = await one<{
  id: number;
}>(sql`select h.id from hospitals h join hospital_rotations o on o.hospital_id = h.id
  join student_rotations r on r.hospital_rotation_id = o.id group by h.id order by count(*) desc limit 1`);
await database.close();

const { url, pid, stop } = await startServer(dataDir, Number(process.env.BENCH_PORT ?? 3999));
try {
  const auth = await signIn(url, 'clinical');
  const graphFrom = new Date(Date.parse(monday) + 28 * 86400_000).toISOString().slice(0, 10);
  const rows = await measure({ url, auth, serverPid: pid, dbUrl, clients: CLIENTS, seconds: SECONDS, budgetMs: 50 }, [
    { name: 'roster, first page', path: '/api/clinical/roster?page=1&pageSize=25' },
    { name: "the busiest hospital's roster", path: `/api/clinical/roster?page=1&pageSize=25&hospitalId=${busiest.id}` },
    { name: 'roster, a search', path: '/api/clinical/roster?page=1&pageSize=25&q=Surgery' },
    {
      name: 'roster, deep page',
      path: `/api/clinical/roster?page=${Math.max(1, Math.floor(counts.scheduled / 25 / 2))}&pageSize=25`,
    },
    { name: 'graph, 12 weeks, every hospital', path: `/api/clinical/graph?from=${graphFrom}&weeks=12` },
    {
      name: 'graph, 12 weeks, one hospital',
      path: `/api/clinical/graph?from=${graphFrom}&weeks=12&hospitalId=${busiest.id}`,
    },
  ]);
  console.log(
    `\ndatabase: ${database.kind}, rotations: ${counts.rotations} (${counts.scheduled} scheduled or accepted), ` +
      `hospitals: ${counts.hospitals}; clients: ${CLIENTS}, ${SECONDS} s each, as the clinical dean`,
  );
  for (const r of rows) console.log(r.line);
} finally {
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
