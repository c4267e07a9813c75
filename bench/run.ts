/**
 * Benchmarks against budgets (bench/README.md). Starts the application in this process on the
 * embedded database, or on PostgreSQL when DATABASE_URL is set (a scratch database: it is filled
 * with the demo school plus BENCH_USERS generated users), and measures over loopback only.
 *
 *   npm run bench                      # PGlite
 *   DATABASE_URL=postgres://... npm run bench
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.js';
import { migrate, openDatabase } from '../apps/server/src/platform/db/index.js';
import { seedDemo } from '../apps/server/src/commands/seed-demo.js';
import { makeUser } from '../apps/server/src/factories/index.js';
import { load } from './load.js';
import { signIn, startServer } from './server.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const USERS = Number(process.env.BENCH_USERS ?? 2000);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caduceus-bench-'));
const config = { ...loadConfig(), dataDir, port: 0, host: '127.0.0.1', logLevel: 'warn' };
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
await migrate(database);
await seedDemo(database.db);
const have = await database.db.$count((await import('../apps/server/src/modules/access/auth/auth.schema.js')).users);
for (let i = have; i < USERS; i++)
  await makeUser(database.db, { username: `bench${i}`, firstName: `Bench${i % 97}`, lastName: `User${i}` });

await database.close();
const port = Number(process.env.BENCH_PORT ?? 3999);
const { url, stop } = await startServer(dataDir, port);
const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url + p, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const auth = await signIn(url, 'superuser');

const results: Record<string, Awaited<ReturnType<typeof load>>> = {};
// login is deliberately slow (scrypt) and throttled per IP after failures; only successes here
results['POST /api/auth/login'] = await load(
  () => post('/api/auth/login', { username: 'registrar', password: 'Caduceus@2026' }),
  Math.min(CLIENTS, 8),
  SECONDS,
);
results['GET /api/admin/users (page 25, sorted, search)'] = await load(
  () => fetch(`${url}/api/admin/users?pageSize=25&sort=lastName&q=bench1`, { headers: auth }),
  CLIENTS,
  SECONDS,
);
results['GET /api/admin/groups'] = await load(
  () => fetch(`${url}/api/admin/groups`, { headers: auth }),
  CLIENTS,
  SECONDS,
);
results['GET /api/auth/me'] = await load(() => fetch(`${url}/api/auth/me`, { headers: auth }), CLIENTS, SECONDS);

console.log(`database: ${database.kind}, users: ${Math.max(have, USERS)}, clients: ${CLIENTS}, ${SECONDS} s each`);
for (const [name, r] of Object.entries(results)) {
  console.log(
    `${name.padEnd(48)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  errors ${r.errors}`,
  );
}
await stop();
fs.rmSync(dataDir, { recursive: true, force: true });
