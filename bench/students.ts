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
import pg from 'pg';
import { and, eq, sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.js';
import { migrate, openDatabase } from '../apps/server/src/platform/db/index.js';
import { seedDemo } from '../apps/server/src/commands/seed-demo.js';
import { refRows } from '../apps/server/src/modules/reference/reference.schema.js';
import { students } from '../apps/server/src/modules/students/students.schema.js';
import { seedStudents } from '../apps/server/src/modules/students/students.demo.js';
import { load } from './load.js';
import { cpuMs, signIn, startServer } from './server.js';

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
  const [row] = await database.db.select({ id: refRows.id }).from(refRows).where(and(eq(refRows.tableKey, table), eq(refRows.label, label)));
  if (!row) throw new Error(`no ${table} "${label}"`);
  return row.id;
};
const statusId = await refId('student-status', 'Student');
const [{ campusId }] = await database.db.select({ campusId: students.campusId }).from(students).where(eq(students.statusId, statusId)).limit(1);
await database.close();

const port = Number(process.env.BENCH_PORT ?? 3999);
const { url, pid, stop } = await startServer(dataDir, port);
// the database's server processes of this database (PostgreSQL on this machine), for CPU per request
const dbUrl = loadConfig().databaseUrl;
const dbPids = async () => {
  if (!dbUrl) return [];
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    return (await c.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows.map((r) => r.pid);
  } finally {
    await c.end();
  }
};
const auth = await signIn(url, 'registrar');
const deepPage = Math.max(1, Math.floor((Math.max(have, STUDENTS) * 0.9) / 25));
const cases: [string, string][] = [
  ['default page (25, newest first)', '/api/students'],
  ['filtered: status Student + a campus', `/api/students?statusId=${statusId}&campusId=${campusId}`],
  ['sorted by name', '/api/students?sort=name'],
  ['quick search q=okafor', '/api/students?q=okafor'],
  [`deep page ${deepPage} by id`, `/api/students?page=${deepPage}`],
  // the floor: a signed-in call that reads no list (session, rights, menu)
  ['reference: GET /api/auth/me', '/api/auth/me'],
];

const rows: string[] = [];
for (const [name, p] of cases) {
  const res = await fetch(url + p, { headers: auth });
  if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
  const { total, items } = (await res.json()) as { total?: number; items?: unknown[] };
  await load(() => fetch(url + p, { headers: auth }), CLIENTS, 1); // warm-up
  const before = { server: cpuMs([pid]), db: cpuMs(await dbPids()), client: process.cpuUsage() };
  const r = await load(() => fetch(url + p, { headers: auth }), CLIENTS, SECONDS);
  const client = process.cpuUsage(before.client);
  const perRequest = (ms: number) => (ms / r.requests).toFixed(2);
  const cpu = `cpu/req: server ${perRequest(cpuMs([pid]) - before.server)} ms, db ${perRequest(cpuMs(await dbPids()) - before.db)} ms, load ${perRequest((client.user + client.system) / 1000)} ms`;
  rows.push(`${(items ? `${name} [${items.length} of ${total}]` : name).padEnd(52)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  errors ${r.errors}  ${cpu}`);
  console.log(rows.at(-1));
}
console.log(`\ndatabase: ${database.kind}, students: ${Math.max(have, STUDENTS)}, clients: ${CLIENTS}, ${SECONDS} s each, as the registrar`);
for (const line of rows) console.log(line);
await stop();
fs.rmSync(dataDir, { recursive: true, force: true });
