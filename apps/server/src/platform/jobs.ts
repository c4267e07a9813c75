/**
 * In-process job runner: each job runs on an interval and can be kicked to run now. Jobs claim their
 * rows with FOR UPDATE SKIP LOCKED, so several server instances on one PostgreSQL share the work.
 */
export interface Job {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

export class JobRunner {
  private jobs = new Map<string, Job>();
  private timers: NodeJS.Timeout[] = [];
  private running = new Map<string, Promise<unknown>>();
  constructor(private onError: (name: string, err: unknown) => void = () => {}) {}

  register(job: Job) {
    this.jobs.set(job.name, job);
  }

  /** Runs a job now (joining a run already under way) and resolves when it is done. */
  async run(name: string): Promise<unknown> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no job ${name}`);
    const under = this.running.get(name);
    if (under) await under.catch(() => {});
    const p = job.run().finally(() => this.running.delete(name));
    this.running.set(name, p);
    return p;
  }

  /** Asks for a run soon without waiting for it. */
  kick(name: string) {
    if (!this.timers.length) return; // not started (tests run jobs explicitly)
    setImmediate(() => this.run(name).catch((e) => this.onError(name, e)));
  }

  start() {
    for (const job of this.jobs.values()) {
      this.timers.push(
        setInterval(() => {
          if (!this.running.has(job.name)) this.run(job.name).catch((e) => this.onError(job.name, e));
        }, job.everyMs),
      );
    }
  }

  async stop() {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    await Promise.allSettled([...this.running.values()]);
  }
}
