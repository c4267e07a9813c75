/**
 * The lead list at admissions scale (bench/README.md): fills a scratch database with the demo school
 * plus generated leads up to BENCH_LEADS (50,000; the demo generator seedLeads, bulk inserts), starts
 * the server in its own process and measures GET /api/leads as the /lead/list screen calls it, signed
 * in as the admissions user, with BENCH_CLIENTS callers: the first page (newest first), a filtered
 * page (status New and one representative), a quick search for a surname and a later page.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/caduceus_bench_leads npm run bench:leads -w @caduceus/bench
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.js';
import { migrate, openDatabase } from '../apps/server/src/platform/db/index.js';
import { seedDemo } from '../apps/server/src/commands/seed-demo.js';
import { users } from '../apps/server/src/modules/access/auth/auth.schema.js';
import { leads } from '../apps/server/src/modules/admissions/leads/leads.schema.js';
import { seedLeads } from '../apps/server/src/modules/admissions/leads/leads.demo.js';
import { measure } from './measure.js';
import { rowToucher, signIn, startServer } from './server.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LEADS = Number(process.env.BENCH_LEADS ?? 50000);
// a seed other than the demo school's, so the generated leads are not copies of its 2,000
const SEED = 2029;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caduceus-bench-'));
const database = await openDatabase({ databaseUrl: loadConfig().databaseUrl, dataDir });
await migrate(database);
await seedDemo(database.db);
const have = await database.db.$count(leads);
if (have < LEADS) {
  const t = performance.now();
  await database.db.transaction((tx) => seedLeads(tx, LEADS - have, SEED));
  console.log(
    `generated ${LEADS - have} leads (with their status history and notes) in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
}
// as after autovacuum: statistics and the visibility map (index-only counts) of the new rows
if (database.kind === 'postgres') await database.db.execute(sql`vacuum analyze leads`);
const [admissions] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, 'admissions'));
const open = and(isNull(leads.deletedAt), isNull(leads.closedAt));
const [{ n: openLeads }] = await database.db.select({ n: count() }).from(leads).where(open);
await database.close();

const writer = await rowToucher(loadConfig().databaseUrl, 'leads');
const port = Number(process.env.BENCH_PORT ?? 3999);
const { url, pid, stop } = await startServer(dataDir, port);
const auth = await signIn(url, 'admissions');
// what the screen sends: page, page size and its default sort (newest first), then the filters
const list = (extra = '') => `/api/leads?page=1&pageSize=25&sort=-createdAt${extra}`;
const laterPage = 40;
const rows = await measure(
  { url, auth, serverPid: pid, dbUrl: loadConfig().databaseUrl, clients: CLIENTS, seconds: SECONDS, budgetMs: 50 },
  [
    { name: 'first page (25, newest first)', path: list() },
    { name: 'filtered: status New + a representative', path: list(`&statusId=1&representativeId=${admissions.id}`) },
    { name: 'quick search q=nakamura', path: list('&q=nakamura') },
    { name: `later page ${laterPage}`, path: list().replace('page=1&', `page=${laterPage}&`) },
    // kept pages go stale on every write: another instance (here a plain connection) changes a lead 20 times a second
    { name: 'first page, 20 writes a second beside', path: list(), beside: { perSecond: 20, run: writer.touch } },
    // the floors: a signed-in call that reads no list (session, rights, menu), and one that answers a constant
    { name: 'reference: GET /api/auth/me', path: '/api/auth/me' },
    { name: 'reference: GET /api/leads/statuses', path: '/api/leads/statuses' },
  ],
);
console.log(
  `\ndatabase: ${database.kind}, leads: ${Math.max(have, LEADS)} (${openLeads} open), clients: ${CLIENTS}, ${SECONDS} s each, as the admissions user`,
);
for (const r of rows) console.log(r.line);
await stop();
await writer.end();
fs.rmSync(dataDir, { recursive: true, force: true });
