import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../../test/harness.js';
import { rowsOf } from './db/index.js';
import { JobRunner, queueExecutor, type QueueExecutor, type QueuedJob } from './jobs.js';

/**
 * The job queue (pg-boss) on the test database, PGlite or PostgreSQL: two runners over one database
 * stand for two server instances, or for one instance before and after a restart.
 */
let t: TestApp;
const runners: JobRunner[] = [];
beforeAll(async () => {
  t = await testApp();
  await t.db.execute(sql`CREATE TABLE job_probe (key text PRIMARY KEY, runs int NOT NULL DEFAULT 1)`);
});
afterAll(async () => {
  for (const r of runners) await r.stop(1000);
  await t?.close();
});

/** A runner that can be killed: after that none of its statements reach the database or return, like a dead process's. */
function runner(errors: unknown[] = []) {
  const live = queueExecutor(t.database);
  let dead = false;
  const executor: QueueExecutor = {
    executeSql: (text, values) => (dead ? new Promise<never>(() => {}) : live.executeSql(text, values)),
  };
  const r = new JobRunner({
    executor,
    onError: (_n, e) => errors.push(e),
    maintenanceSeconds: 1,
    pollingSeconds: 0.5,
  });
  runners.push(r);
  const kill = () => {
    dead = true;
    runners.splice(runners.indexOf(r), 1); // a dead process is never stopped
  };
  return { runner: r, kill };
}

const recordRun = (key: string) =>
  t.db.execute(
    sql`INSERT INTO job_probe (key) VALUES (${key}) ON CONFLICT (key) DO UPDATE SET runs = job_probe.runs + 1`,
  );
const runsOf = async (key: string) => {
  const rows = rowsOf<{ runs: number }>(await t.db.execute(sql`SELECT runs FROM job_probe WHERE key = ${key}`));
  return rows[0]?.runs ?? 0;
};

async function until(r: JobRunner, name: string, id: string, states: string[], ms = 20_000): Promise<QueuedJob> {
  const end = Date.now() + ms;
  for (;;) {
    const job = await r.getJob(name, id);
    if (job && states.includes(job.state)) return job;
    if (Date.now() > end) throw new Error(`job ${id} still ${job?.state}`);
    await new Promise((ok) => setTimeout(ok, 200));
  }
}

describe('job queue', () => {
  it('finishes a job exactly once when its runner dies mid-run and another starts on the same database', async () => {
    const first = runner();
    let startedOnFirst!: () => void;
    const started = new Promise<void>((ok) => (startedOnFirst = ok));
    first.runner.register({
      name: 'probe-restart',
      expireInSeconds: 1,
      retryDelay: 0,
      run: async () => {
        startedOnFirst();
        await new Promise(() => {}); // the process dies here: this run never ends
      },
    });
    await first.runner.start();
    const id = (await first.runner.send('probe-restart', { key: 'restart' }))!;
    await started;
    expect((await first.runner.getJob('probe-restart', id))?.state).toBe('active');
    first.kill(); // the job stays active until it times out

    const second = runner();
    second.runner.register<{ key: string }>({
      name: 'probe-restart',
      expireInSeconds: 1,
      retryDelay: 0,
      run: async ({ data, progress }) => {
        await progress({ done: 1, of: 2 });
        await recordRun(data.key);
        return { recorded: data.key };
      },
    });
    await second.runner.start();
    const job = await until(second.runner, 'probe-restart', id, ['completed', 'failed']);
    expect(job.state).toBe('completed');
    expect(job.retryCount).toBe(1);
    expect(job.output).toEqual({ recorded: 'restart' });
    expect(await runsOf('restart')).toBe(1);
    await new Promise((ok) => setTimeout(ok, 1500)); // later upkeep runs nothing again
    expect(await runsOf('restart')).toBe(1);
    await second.runner.stop();
  });

  it('retries a failing job with backoff, lists it once failed, and runs it again on retry', async () => {
    const errors: unknown[] = [];
    const { runner: r } = runner(errors);
    let fail = true;
    r.register<{ key: string }>({
      name: 'probe-fail',
      retryLimit: 1,
      retryDelay: 1,
      retryBackoff: true,
      run: async ({ data }) => {
        if (fail) throw new Error('upstream down');
        await recordRun(data.key);
      },
    });
    await r.start();
    const id = (await r.send('probe-fail', { key: 'fail' }))!;
    const failed = await until(r, 'probe-fail', id, ['failed']);
    expect(failed.retryCount).toBe(1);
    expect(JSON.stringify(failed.output)).toContain('upstream down');
    const list = await r.failedJobs(50, 0);
    expect(list.items.map((j) => j.id)).toContain(id);
    expect(list.total).toBeGreaterThanOrEqual(1);

    fail = false;
    expect(await r.retry('probe-fail', id)).toBe(true);
    await until(r, 'probe-fail', id, ['completed']);
    expect(await runsOf('fail')).toBe(1);
    expect(await r.retry('probe-fail', id)).toBe(false); // not failed any more
    expect((await r.failedJobs(50, 0)).items.map((j) => j.id)).not.toContain(id);
    await r.stop();
  });

  it("shows the super user the app's failed jobs and retries one through the API", async () => {
    let fail = true;
    t.app.jobs.register<{ key: string }>({
      name: 'probe-api',
      retryLimit: 0,
      run: async ({ data }) => {
        if (fail) throw new Error('mailbox unreachable');
        await recordRun(data.key);
      },
    });
    const su = (await t.signIn({ roleId: 100 })).token;
    const admin = (await t.signIn({ roleId: 99 })).token;
    expect((await t.call('GET', '/api/admin/jobs/failed', su)).statusCode).toBe(422); // not started here
    await t.app.jobs.start();
    try {
      const id = (await t.app.jobs.send('probe-api', { key: 'api' }))!;
      await until(t.app.jobs, 'probe-api', id, ['failed']);
      expect((await t.call('GET', '/api/admin/jobs/failed', admin)).statusCode).toBe(403);
      const list = await t.call('GET', '/api/admin/jobs/failed?pageSize=100', su);
      expect(list.statusCode).toBe(200);
      const row = list.json().items.find((j: QueuedJob) => j.id === id);
      expect(row).toMatchObject({ name: 'probe-api', state: 'failed', data: { key: 'api' } });
      expect(JSON.stringify(row.output)).toContain('mailbox unreachable');

      fail = false;
      expect((await t.call('POST', `/api/admin/jobs/probe-api/${id}/retry`, admin)).statusCode).toBe(403);
      expect((await t.call('POST', `/api/admin/jobs/probe-api/${id}/retry`, su)).statusCode).toBe(200);
      await until(t.app.jobs, 'probe-api', id, ['completed']);
      const one = await t.call('GET', `/api/admin/jobs/probe-api/${id}`, su);
      expect(one.json()).toMatchObject({ state: 'completed', retryCount: 1 });
      expect((await t.call('POST', `/api/admin/jobs/probe-api/${id}/retry`, su)).statusCode).toBe(422);
      expect(await runsOf('api')).toBe(1);
    } finally {
      await t.app.jobs.stop();
    }
  });

  it('keeps one run going and one waiting per singleton key across instances', async () => {
    let release!: () => void;
    const gate = new Promise<void>((ok) => (release = ok));
    const [a, b] = [runner().runner, runner().runner];
    for (const r of [a, b])
      r.register<{ key: string }>({
        name: 'probe-single',
        run: async ({ data }) => {
          await gate;
          await recordRun(data.key);
        },
      });
    await a.start();
    await b.start();
    const running = (await a.send('probe-single', { key: 'single' }, { singletonKey: 'import-7' }))!;
    await until(a, 'probe-single', running, ['active']);
    const waiting = await b.send('probe-single', { key: 'single' }, { singletonKey: 'import-7' });
    expect(waiting).toBeTruthy();
    expect(await a.send('probe-single', { key: 'single' }, { singletonKey: 'import-7' })).toBeNull();
    expect(await b.send('probe-single', { key: 'other' }, { singletonKey: 'import-8' })).toBeTruthy();
    await new Promise((ok) => setTimeout(ok, 1200));
    expect((await a.getJob('probe-single', waiting!))?.state).toBe('created'); // not beside the running one
    release();
    await until(a, 'probe-single', waiting!, ['completed']);
    expect(await runsOf('single')).toBe(2);
    await a.stop();
    await b.stop();
  });
});
