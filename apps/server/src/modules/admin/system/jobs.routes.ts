import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobParams, pageOf, pageQuery, queuedJob, type QueuedJob } from '@caduceus/contracts';
import { notFound, ruleRefused } from '../../../platform/errors.js';
import type { JobRunner } from '../../../platform/jobs.js';
import { offsetOf } from '../../../platform/paging.js';
import { routeOps } from '../../../platform/route-op.js';

/** The job queue for the super user: failed jobs and their retry, one job's state and progress. */
export function jobsRoutes(app: FastifyInstance, jobs: JobRunner) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const op = routeOps('system');
  const queue = () => {
    if (!jobs.isStarted) throw ruleRefused('The job queue is not running on this instance');
    return jobs;
  };

  r.get(
    '/api/admin/jobs/failed',
    op(
      'listFailedJobs',
      { superUser: true },
      {
        querystring: pageQuery,
        ok: pageOf(queuedJob),
        description: 'Jobs whose retries are used up, newest first (kept 14 days).',
      },
    ),
    async (req) => {
      const { items, total } = await queue().failedJobs(req.query.pageSize, offsetOf(req.query));
      return { items: items as QueuedJob[], total, page: req.query.page, pageSize: req.query.pageSize };
    },
  );

  r.get(
    '/api/admin/jobs/:name/:id',
    op(
      'getJob',
      { superUser: true },
      {
        params: jobParams,
        ok: queuedJob,
        description: "One job's state; while it runs, its output holds the progress it reports.",
      },
    ),
    async (req) => {
      const job = await queue().getJob(req.params.name, req.params.id);
      if (!job) throw notFound('Job');
      return job as QueuedJob;
    },
  );

  r.post(
    '/api/admin/jobs/:name/:id/retry',
    op(
      'retryJob',
      { superUser: true },
      {
        params: jobParams,
        ok: z.object({ ok: z.literal(true) }),
        description: 'Puts a failed job back in its queue for one more try (422 when it has not failed).',
      },
    ),
    async (req) => {
      if (!(await queue().retry(req.params.name, req.params.id))) throw ruleRefused('Only a failed job can be retried');
      return { ok: true as const };
    },
  );
}
