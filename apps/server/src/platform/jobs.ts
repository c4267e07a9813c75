import PgBoss from 'pg-boss';

/**
 * Background jobs through pg-boss, a PostgreSQL queue kept in its own schema (JOB_SCHEMA) of the
 * application's database, PostgreSQL or PGlite alike (pg-boss runs its SQL through `queueExecutor`).
 *
 * A job is a named queue with one handler. Sweeps (`everyMs`, `cron`) are sent by a schedule: a whole
 * number of minutes becomes a pg-boss cron schedule (one send per minute across instances), a shorter
 * period a per-instance timer. `kick` asks for a run soon. A job's queue is 'stately' unless it says
 * otherwise: for each singleton key at most one job waits and one runs across every instance, so kicks
 * and ticks from several instances fold into one run. A failing run is retried with backoff; a job
 * whose instance dies mid-run is failed by timeout (`expireInSeconds`) and retried by another
 * instance. Failed jobs stay in the queue's table (JOB_FAILED_KEEP_DAYS) for the super user's retry.
 */
export const JOB_SCHEMA = 'pgboss';
const JOB_FAILED_KEEP_DAYS = 14;

export interface JobContext<T = unknown> {
  /** the queue's job id; undefined when the job runs directly (`run`) */
  id?: string;
  data: T;
  /** records how far the run is (shown by getJob while it runs) */
  progress(value: unknown): Promise<void>;
}

export interface Job<T = unknown> {
  name: string;
  /** a sweep every so often (a whole number of minutes becomes a cron schedule) */
  everyMs?: number;
  /** a cron schedule (UTC), minute resolution */
  cron?: string;
  run: (ctx: JobContext<T>) => Promise<unknown>;
  /** 'stately' (default: one waiting and one running per singleton key) or 'standard' (no limit) */
  policy?: 'stately' | 'standard' | 'singleton' | 'short';
  retryLimit?: number;
  /** seconds before the first retry; doubled on each one with retryBackoff */
  retryDelay?: number;
  retryBackoff?: boolean;
  /** a run still active after this long is failed (and retried): its instance is taken to be dead */
  expireInSeconds?: number;
}

/** What pg-boss runs its SQL through. */
export interface QueueExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

interface PgliteLike {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<{ rows: unknown[] }[]>;
}
interface PoolLike {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss's SQL on the application's own connections: PostgreSQL's pool, or the one PGlite connection
 * (statements with values through `query`; pg-boss's multi-statement scripts, which carry none, through `exec`).
 */
export function queueExecutor(database: { kind: 'pglite' | 'postgres'; db: unknown }): QueueExecutor {
  const client = (database.db as { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    const pool = client as PoolLike;
    return { executeSql: async (text, values) => pool.query(text, values) };
  }
  const pglite = client as PgliteLike;
  return {
    executeSql: async (text, values) => {
      if (values?.length) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

export interface QueuedJob {
  id: string;
  name: string;
  state: string;
  data: unknown;
  /** the handler's answer once completed; `{ progress }` while it runs; the error once failed */
  output: unknown;
  retryCount: number;
  retryLimit: number;
  singletonKey: string | null;
  createdOn: string;
  startedOn: string | null;
  completedOn: string | null;
}

export interface JobRunnerOptions {
  executor: QueueExecutor;
  onError?: (name: string, err: unknown) => void;
  /** seconds between pg-boss's upkeep (timeouts, archive); tests shorten it */
  maintenanceSeconds?: number;
  /** seconds between a worker's looks at its queue */
  pollingSeconds?: number;
}

const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());

export class JobRunner {
  private jobs = new Map<string, Job>();
  private timers: NodeJS.Timeout[] = [];
  private running = new Map<string, Promise<unknown>>();
  private workers = new Map<string, string>();
  private boss?: PgBoss;
  private onError: (name: string, err: unknown) => void;

  constructor(private opts: JobRunnerOptions) {
    this.onError = opts.onError ?? (() => {});
  }

  register<T>(job: Job<T>) {
    this.jobs.set(job.name, job as Job);
  }

  /** Runs a job's handler now in this process (joining a direct run under way) and resolves when it is done. */
  async run(name: string, data: unknown = {}): Promise<unknown> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no job ${name}`);
    const under = this.running.get(name);
    if (under) await under.catch(() => {});
    const p = job.run({ data, progress: async () => {} }).finally(() => this.running.delete(name));
    this.running.set(name, p);
    return p;
  }

  /** Asks for a run soon without waiting for it (nothing before start: tests run jobs explicitly). */
  kick(name: string) {
    if (!this.boss) return;
    this.send(name, {}).catch((e) => this.onError(name, e));
  }

  /**
   * Queues a job; resolves to its id, or null when its singleton key already has one waiting.
   * The key defaults to the job's name, so a stately job has one run waiting at a time.
   */
  async send(
    name: string,
    data: object,
    options: {
      singletonKey?: string;
      startAfterSeconds?: number;
      /** the job's own id (a uuid): a second send of it adds nothing */ id?: string;
    } = {},
  ) {
    const boss = this.started();
    const id = await boss.send(name, data, {
      ...(options.id ? { id: options.id } : {}),
      singletonKey: options.singletonKey ?? name,
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    });
    const worker = this.workers.get(name);
    if (id && worker && !options.startAfterSeconds) boss.notifyWorker(worker);
    return id;
  }

  async start() {
    const boss = new PgBoss({
      db: this.opts.executor as PgBoss.Db,
      schema: JOB_SCHEMA,
      migrate: true,
      supervise: true,
      schedule: true,
      archiveFailedAfterSeconds: JOB_FAILED_KEEP_DAYS * 86400,
      ...(this.opts.maintenanceSeconds ? { maintenanceIntervalSeconds: this.opts.maintenanceSeconds } : {}),
    });
    boss.on('error', (err) => this.onError('pg-boss', err));
    await boss.start();
    this.boss = boss;
    for (const job of this.jobs.values()) {
      const queue = {
        name: job.name,
        policy: job.policy ?? 'stately',
        retryLimit: job.retryLimit ?? 3,
        retryDelay: job.retryDelay ?? 10,
        retryBackoff: job.retryBackoff ?? true,
        expireInSeconds: job.expireInSeconds ?? 15 * 60,
      };
      if (await boss.getQueue(job.name)) await boss.updateQueue(job.name, queue);
      else await boss.createQueue(job.name, queue);
      const worker = await boss.work(
        job.name,
        { pollingIntervalSeconds: this.opts.pollingSeconds ?? 2 },
        async ([queued]) => this.handle(job, queued),
      );
      this.workers.set(job.name, worker);
      const cron = job.cron ?? cronOf(job.everyMs);
      if (cron) await boss.schedule(job.name, cron, {}, { singletonKey: job.name });
      else if (job.everyMs) this.timers.push(setInterval(() => this.kick(job.name), job.everyMs));
    }
  }

  private async handle(job: Job, queued: PgBoss.Job<unknown>) {
    const boss = this.started();
    const db = boss.getDb();
    return job.run({
      id: queued.id,
      data: queued.data,
      progress: async (value) => {
        await db.executeSql(
          `UPDATE ${JOB_SCHEMA}.job SET output = jsonb_build_object('progress', $3::jsonb)
           WHERE name = $1 AND id = $2 AND state = 'active'`,
          [job.name, queued.id, JSON.stringify(value ?? null)],
        );
      },
    });
  }

  /** One queued job (waiting, running, done or failed), for a screen that polls its progress. */
  async getJob(name: string, id: string): Promise<QueuedJob | null> {
    const job = await this.started().getJobById(name, id, { includeArchive: true });
    return job ? toQueuedJob(job) : null;
  }

  /** Failed jobs (retries used up), newest first. */
  async failedJobs(limit: number, offset: number): Promise<{ items: QueuedJob[]; total: number }> {
    const db = this.started().getDb();
    const { rows } = await db.executeSql(
      `SELECT id, name, state, data, output, retry_count AS "retryCount", retry_limit AS "retryLimit",
              singleton_key AS "singletonKey", created_on AS "createdOn", started_on AS "startedOn",
              completed_on AS "completedOn", count(*) OVER ()::int AS total
       FROM ${JOB_SCHEMA}.job WHERE state = 'failed'
       ORDER BY completed_on DESC NULLS LAST, created_on DESC LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    const list = rows as (QueuedJob & { total: number })[];
    return {
      items: list.map(({ total: _total, ...r }) => ({
        ...r,
        createdOn: iso(r.createdOn)!,
        startedOn: iso(r.startedOn),
        completedOn: iso(r.completedOn),
      })),
      total: list[0]?.total ?? 0,
    };
  }

  /** Puts a failed job back in its queue (one more try); false when it is not a failed job. */
  async retry(name: string, id: string): Promise<boolean> {
    if (!this.jobs.has(name)) return false;
    const boss = this.started();
    const job = await boss.getJobById(name, id);
    if (job?.state !== 'failed') return false;
    await boss.retry(name, id);
    const worker = this.workers.get(name);
    if (worker) boss.notifyWorker(worker);
    return true;
  }

  get isStarted() {
    return !!this.boss;
  }

  private started(): PgBoss {
    if (!this.boss) throw new Error('the job queue is not started');
    return this.boss;
  }

  /** Stops taking jobs, waits for runs under way (up to `timeoutMs`; after it they fail and are retried). */
  async stop(timeoutMs = 30_000) {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    const boss = this.boss;
    this.boss = undefined;
    this.workers.clear();
    // a stop that cannot reach the database leaves its runs active: they time out and run elsewhere
    if (boss)
      await boss
        .stop({ graceful: true, wait: true, close: false, timeout: timeoutMs })
        .catch((e) => this.onError('pg-boss', e));
    await Promise.allSettled([...this.running.values()]);
  }
}

/** A whole number of minutes (up to an hour) as a cron schedule; shorter or odd periods have none. */
function cronOf(everyMs?: number): string | undefined {
  if (!everyMs || everyMs % 60_000) return undefined;
  const minutes = everyMs / 60_000;
  if (minutes === 1) return '* * * * *';
  if (minutes === 60) return '0 * * * *';
  return minutes < 60 && 60 % minutes === 0 ? `*/${minutes} * * * *` : undefined;
}

function toQueuedJob(job: PgBoss.JobWithMetadata<unknown>): QueuedJob {
  return {
    id: job.id,
    name: job.name,
    state: job.state,
    data: job.data,
    output: job.output ?? null,
    retryCount: job.retryCount,
    retryLimit: job.retryLimit,
    singletonKey: job.singletonKey,
    createdOn: iso(job.createdOn)!,
    startedOn: iso(job.startedOn),
    completedOn: iso(job.completedOn),
  };
}
