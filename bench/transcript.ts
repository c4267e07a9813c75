/**
 * The transcript PDF at its budget (bench/README.md, "Transcript PDF"): under 300 ms. Fills a scratch database
 * with the demo school (its MD students carry up to four stages of graded classes), starts the server in its own
 * process and, signed in as the registrar, downloads the official transcript of the demo student with the most
 * classes BENCH_REPEAT (50) times one after another, after a warm-up; prints p50, p95 and the worst time, and the
 * CPU the server spent per PDF (which, unlike the time, does not move when other work shares the machine).
 *
 *   npm run bench:transcript -w @caduceus/bench            # embedded PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/caduceus_bench_transcript npm run bench:transcript -w @caduceus/bench
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.js';
import { migrate, openDatabase, rowsOf } from '../apps/server/src/platform/db/index.js';
import { seedDemo } from '../apps/server/src/commands/seed-demo.js';
import { cpuMs, signIn, startServer } from './server.js';

const REPEAT = Math.max(1, Number(process.env.BENCH_REPEAT ?? 50));
const BUDGET_MS = 300;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caduceus-bench-'));
const database = await openDatabase({ databaseUrl: loadConfig().databaseUrl, dataDir });
await migrate(database);
await seedDemo(database.db);
const [busiest] = rowsOf<{ id: number; classes: number }>(
  await database.db.execute(sql`select student_id as id, count(*)::int as classes from student_classes
    group by student_id order by count(*) desc, student_id limit 1`),
);
await database.close();
if (!busiest) throw new Error('the demo school has no graded classes');

const { url, pid, stop } = await startServer(dataDir, Number(process.env.BENCH_PORT ?? 3999));
try {
  const headers = { ...(await signIn(url, 'registrar')), 'x-requested-with': 'caduceus' };
  const once = async () => {
    const t0 = performance.now();
    const res = await fetch(`${url}/api/students/${busiest.id}/transcript/pdf`, { headers });
    const bytes = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200 || bytes.subarray(0, 5).toString() !== '%PDF-') throw new Error(`transcript: ${res.status}`);
    return { ms: performance.now() - t0, size: bytes.length };
  };
  for (let i = 0; i < 5; i++) await once();
  const cpu0 = cpuMs([pid]);
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < REPEAT; i++) {
    const r = await once();
    times.push(r.ms);
    size = r.size;
  }
  const cpu = (cpuMs([pid]) - cpu0) / REPEAT;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  console.log(
    `transcript PDF of student ${busiest.id} (${busiest.classes} classes, ${(size / 1024).toFixed(1)} KB), ${REPEAT} in a row:` +
      ` p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, worst ${times.at(-1)!.toFixed(0)} ms;` +
      ` server CPU ${cpu.toFixed(1)} ms per PDF; budget ${BUDGET_MS} ms: ${at(0.95) < BUDGET_MS ? 'met' : 'NOT met'}`,
  );
} finally {
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
