import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';

/**
 * Starts the server in its own process, as in production (this process only generates load), on
 * the database of DATABASE_URL or the PGlite under dataDir; answers its address and a stop().
 */
export async function startServer(
  dataDir: string,
  port: number,
): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const url = `http://127.0.0.1:${port}`;
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (summarise it with cpu-profile.ts)
  const prof = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.BENCH_CPU_PROF)]
    : [];
  const server: ChildProcess = spawn(process.execPath, [...prof, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    // logs at the production level (BENCH_LOG_LEVEL, default info) into a file, as a service's journal would take them
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    },
    stdio: ['ignore', fs.openSync(path.join(dataDir, 'server.log'), 'a'), 'inherit'],
  });
  for (
    let i = 0;
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  ) {
    if (i > 240 || server.exitCode !== null)
      throw new Error(
        `the server did not start:\n${fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8').slice(-3000)}`,
      );
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: server.pid!,
    stop: async () => {
      server.kill('SIGTERM');
      if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
    },
  };
}

/** A bearer header for a demo user (password of the demo school). */
export async function signIn(url: string, username: string): Promise<Record<string, string>> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Caduceus@2026' }),
  });
  if (!res.ok) throw new Error(`sign-in as ${username}: ${res.status}`);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** CPU time (user + system) the given processes have used so far, in ms; 0 for a process that is gone (Linux /proc). */
export function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // the fields after the command name, which is in parentheses and may hold spaces
      const fields = fs
        .readFileSync(`/proc/${pid}/stat`, 'utf8')
        .replace(/^.*\) /, '')
        .split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone, or no /proc
    }
  }
  return (ticks * 1000) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;

/**
 * Writes as another instance would (a plain connection, not the server under load): `touch()` sets
 * updated_at on one of the table's first 100 rows, in turn. Without a PostgreSQL URL (PGlite, held by
 * the server) it does nothing.
 */
export async function rowToucher(dbUrl: string | undefined, table: 'students' | 'leads') {
  if (!dbUrl) return { touch: async () => {}, end: async () => {} };
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  let n = 0;
  return {
    touch: () =>
      c.query(`update ${table} set updated_at = now() where id = (select min(id) from ${table}) + $1`, [n++ % 100]),
    end: () => c.end(),
  };
}
