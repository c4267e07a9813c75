import pg from 'pg';
import { httpGetter, load } from './load.js';
import { cpuMs } from './server.js';

/** The database's server processes of this database (PostgreSQL on this machine), for CPU per request. */
async function dbPids(dbUrl: string | undefined): Promise<number[]> {
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

export interface BenchCase {
  name: string;
  /**
   * the request's path; a function gives one per request (a different record or filter each time, so no
   * cache can answer it); an array of paths is one call whose requests are sent together, as a screen
   * opening sends them, and counts as one request (its latency is the slowest's, its CPU the sum)
   */
  path: string | (() => string | string[]);
  /** work run `perSecond` times a second beside the load (warm-up and measure), e.g. writes that make kept pages stale */
  beside?: { perSecond: number; run: () => Promise<unknown> };
}
export interface BenchRow {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  server: number;
  db: number;
  load: number;
}

/**
 * Runs each case (BENCH_ONLY=<regular expression> keeps the matching ones): after 1 s of load on every
 * case, one checked call, a 1 s warm-up, then `clients` callers for `seconds`; prints a line per case
 * with latencies and the CPU each request cost the server process, the database's backends and this
 * load generator.
 * BENCH_REPEAT=<n> measures each case n times and keeps the run with the lowest p95 (the least
 * disturbed by other work on the machine).
 */
export async function measure(
  opts: {
    url: string;
    auth: Record<string, string>;
    serverPid: number;
    dbUrl?: string;
    clients: number;
    seconds: number;
    budgetMs?: number;
  },
  cases: BenchCase[],
) {
  const { url, auth, serverPid, clients, seconds } = opts;
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
  const repeat = Math.max(1, Number(process.env.BENCH_REPEAT ?? 1));
  const out: (BenchRow & { line: string })[] = [];
  const selected = cases.filter((c) => !only || only.test(c.name));
  // the server's code is compiled as it runs: every case first, so the first one measured is not the one that pays for it
  const warm = httpGetter(url, auth, clients);
  const send = (get: ReturnType<typeof httpGetter>, path: BenchCase['path']) => {
    const p = typeof path === 'function' ? path() : path;
    if (!Array.isArray(p)) return get(p);
    return Promise.all(p.map((one) => get(one))).then((all) => ({
      ok: all.every((a) => a.ok),
      arrayBuffer: async () => undefined,
    }));
  };
  for (const { path } of selected) await load(() => send(warm, path), clients, 1);
  for (const { name, path, beside } of selected) {
    let besideTimer: NodeJS.Timeout | undefined;
    if (beside)
      besideTimer = setInterval(() => void beside.run().catch((e) => console.error(e)), 1000 / beside.perSecond);
    const first = typeof path === 'function' ? path() : path;
    let total: number | undefined, items: unknown[] | undefined;
    for (const one of Array.isArray(first) ? first : [first]) {
      const res = await fetch(url + one, { headers: auth });
      if (!res.ok) throw new Error(`${one}: ${res.status} ${await res.text()}`);
      if (typeof path === 'string') ({ total, items } = (await res.json()) as { total?: number; items?: unknown[] });
    }
    const get = httpGetter(url, auth, clients);
    const call = () => send(get, path);
    await load(call, clients, 1); // warm-up
    let row: BenchRow | undefined;
    for (let i = 0; i < repeat; i++) {
      const before = { server: cpuMs([serverPid]), db: cpuMs(await dbPids(opts.dbUrl)), client: process.cpuUsage() };
      const r = await load(call, clients, seconds);
      const client = process.cpuUsage(before.client);
      const per = (ms: number) => ms / r.requests;
      const run = {
        name,
        rps: r.rps,
        p50: r.p50,
        p95: r.p95,
        p99: r.p99,
        errors: r.errors,
        server: per(cpuMs([serverPid]) - before.server),
        db: per(cpuMs(await dbPids(opts.dbUrl)) - before.db),
        load: per((client.user + client.system) / 1000),
      };
      if (!row || run.p95 < row.p95) row = run;
    }
    clearInterval(besideTimer);
    const r = row!;
    const verdict = opts.budgetMs
      ? r.p95 < opts.budgetMs
        ? '  within budget'
        : `  over the ${opts.budgetMs} ms budget`
      : '';
    const line = `${(items ? `${name} [${items.length} of ${total}]` : name).padEnd(56)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  errors ${r.errors}  cpu/req: server ${r.server.toFixed(2)} ms, db ${r.db.toFixed(2)} ms, load ${r.load.toFixed(2)} ms${verdict}`;
    console.log(line);
    out.push({ ...r, line });
  }
  return out;
}
