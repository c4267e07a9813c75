/**
 * The bulk lead upload at its budget (bench/README.md): 10,000 leads imported with duplicate detection in
 * under 10 s. Fills a scratch database with the demo school (its leads are what duplicates are looked for
 * among; BENCH_LEADS tops them up), starts the server in its own process and, signed in as the admissions
 * user, sends a generated .xlsx of BENCH_ROWS rows (some refused, some duplicates of demo leads and of
 * earlier rows), starts the import and polls its progress until done, after a 200-row warm-up. Prints each
 * phase against the budget and the CPU the server and the database spent (which, unlike the time, does not
 * move when other work shares the machine). BENCH_REPEAT=<n> runs n files and reports the fastest.
 *
 *   createdb -h 127.0.0.1 -U postgres caduceus_bench_import
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/caduceus_bench_import npm run bench:lead-import -w @caduceus/bench
 *   dropdb -h 127.0.0.1 -U postgres caduceus_bench_import
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { desc, sql } from 'drizzle-orm';
import { LEAD_IMPORT_HEADERS, type LeadUpload, type LeadUploadPreview } from '@caduceus/contracts';
import { loadConfig } from '../apps/server/src/config.js';
import { migrate, openDatabase } from '../apps/server/src/platform/db/index.js';
import { seedDemo } from '../apps/server/src/commands/seed-demo.js';
import { writeSheet } from '../apps/server/src/platform/sheets.js';
import { leads } from '../apps/server/src/modules/admissions/leads/leads.schema.js';
import { seedLeads } from '../apps/server/src/modules/admissions/leads/leads.demo.js';
import { sampleLeadRows } from '../apps/server/src/modules/admissions/import/lead-import.sample.js';
import { cpuMs, signIn, startServer } from './server.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const LEADS = Number(process.env.BENCH_LEADS ?? 0);
const BUDGET_MS = 10_000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caduceus-bench-'));
const database = await openDatabase({ databaseUrl: loadConfig().databaseUrl, dataDir });
await migrate(database);
await seedDemo(database.db);
const have = await database.db.$count(leads);
if (have < LEADS) await seedLeads(database.db, LEADS - have, 2029);
if (database.kind === 'postgres') await database.db.execute(sql`vacuum analyze leads`);
const liveLeads = await database.db.$count(leads, sql`${leads.deletedAt} is null`);
// 100 demo leads' emails come back in the file (duplicates of live leads)
const existingEmails = (
  await database.db.select({ email: leads.email }).from(leads).orderBy(desc(leads.id)).limit(100)
).map((l) => l.email.toUpperCase());
await database.close();

const port = Number(process.env.BENCH_PORT ?? 3999);
const REPEAT = Math.max(1, Number(process.env.BENCH_REPEAT ?? 1));
const dbUrl = loadConfig().databaseUrl;
/** The database's backends serving this database (PostgreSQL on this machine), for the CPU they spend. */
async function dbPids(): Promise<number[]> {
  if (!dbUrl) return [];
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    return (
      await c.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
    ).rows.map((r) => r.pid);
  } finally {
    await c.end();
  }
}

const { url, pid, stop } = await startServer(dataDir, port);
const auth = await signIn(url, 'admissions');
const headers = { ...auth, 'x-requested-with': 'caduceus' };

/** One upload of `rows` rows: check, import, poll until done; the time of each phase and the CPU spent. */
async function importOnce(rows: number, emails: string[]) {
  const sample = sampleLeadRows({
    count: rows,
    tag: `b${Math.random().toString(36).slice(2, 10)}`,
    existingEmails: emails,
  });
  const bytes = await writeSheet('Leads', LEAD_IMPORT_HEADERS, sample.rows);
  const cpuBefore = { server: cpuMs([pid]), db: cpuMs(await dbPids()) };
  const t0 = performance.now();
  const form = new FormData();
  form.set(
    'file',
    new Blob([new Uint8Array(bytes)], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    'bench-leads.xlsx',
  );
  const res = await fetch(`${url}/api/lead-uploads`, { method: 'POST', headers, body: form });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  const { upload } = (await res.json()) as LeadUploadPreview;
  const t1 = performance.now();
  const start = await fetch(`${url}/api/lead-uploads/${upload.id}/import`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: '{}',
  });
  if (start.status !== 202) throw new Error(`import: ${start.status} ${await start.text()}`);
  let state = (await start.json()) as LeadUpload;
  const t2 = performance.now();
  while (state.status === 'importing') {
    await new Promise((r) => setTimeout(r, 100));
    state = (await (await fetch(`${url}/api/lead-uploads/${upload.id}`, { headers })).json()) as LeadUpload;
  }
  const t3 = performance.now();
  const cpu = { server: cpuMs([pid]) - cpuBefore.server, db: cpuMs(await dbPids()) - cpuBefore.db };
  if (state.status !== 'done') throw new Error(`the import ended ${state.status}: ${state.error}`);
  const e = sample.expected;
  if (upload.invalid !== e.invalid || upload.duplicates < e.duplicates)
    throw new Error(
      `the check found ${upload.invalid} refused and ${upload.duplicates} duplicates; expected ${e.invalid} and ${e.duplicates}`,
    );
  return { bytes: bytes.length, upload, state, check: t1 - t0, start: t2 - t1, job: t3 - t2, total: t3 - t0, cpu };
}

try {
  // warm-up, as a server that has run a while (the code is compiled as it first runs)
  await importOnce(200, []);
  const runs: Awaited<ReturnType<typeof importOnce>>[] = [];
  for (let i = 0; i < REPEAT; i++) {
    runs.push(await importOnce(ROWS, existingEmails));
    const r = runs.at(-1)!;
    console.log(
      `run ${i + 1}: ${r.total.toFixed(0)} ms (check ${r.check.toFixed(0)}, start ${r.start.toFixed(0)}, import ${r.job.toFixed(0)}); CPU: server ${r.cpu.server.toFixed(0)} ms, database ${r.cpu.db.toFixed(0)} ms; load average ${os.loadavg()[0].toFixed(1)}`,
    );
  }
  const best = runs.reduce((a, b) => (b.total < a.total ? b : a));
  const ms = (v: number) => `${v.toFixed(0)} ms`;
  console.log(
    `\ndatabase: ${database.kind}, live leads before: ${liveLeads}, file: ${ROWS} rows (${(best.bytes / 1024).toFixed(0)} KB .xlsx), fastest of ${REPEAT}`,
  );
  console.log(
    `upload + check (parse, validate, duplicate detection, store): ${ms(best.check)}  [${best.upload.valid} valid, ${best.upload.invalid} refused, ${best.upload.duplicates} duplicates]`,
  );
  console.log(`start import (duplicates checked again):                   ${ms(best.start)}`);
  console.log(
    `background import until done (polled every 100 ms):        ${ms(best.job)}  [${best.state.imported} imported, ${best.state.skipped} skipped]`,
  );
  console.log(`CPU spent: server process ${ms(best.cpu.server)}, database backends ${ms(best.cpu.db)}`);
  console.log(
    `total: ${ms(best.total)} of a ${BUDGET_MS} ms budget: ${best.total <= BUDGET_MS ? 'within' : 'OVER'} (${Math.round(ROWS / (best.total / 1000))} rows/s)`,
  );
  if (best.total > BUDGET_MS) process.exitCode = 1;
} finally {
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
