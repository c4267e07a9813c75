import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobParams, pageOf, pageQuery, queuedJob, type QueuedJob } from '@caduceus/contracts';
import { notFound, ruleRefused } from '../../../platform/errors.js';
import type { JobRunner } from '../../../platform/jobs.js';
import { offsetOf } from '../../../platform/paging.js';

/** The job queue for the super user: failed jobs and their retry, one job's state and progress. */
export function jobsRoutes(app: FastifyInstance, jobs: JobRunner) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['system'];
  const queue = () => {
    if (!jobs.isStarted) throw ruleRefused('The job queue is not running on this instance');
    return jobs;
  };

  r.get(
    '/api/admin/jobs/failed',
    {
      schema: {
        operationId: 'listFailedJobs',
        tags,
        description: 'Jobs whose retries are used up, newest first (kept 14 days).',
        querystring: pageQuery,
        response: { 200: pageOf(queuedJob) },
      },
      config: { access: { superUser: true } },
    },
    async (req) => {
      const { items, total } = await queue().failedJobs(req.query.pageSize, offsetOf(req.query));
      return { items: items as QueuedJob[], total, page: req.query.page, pageSize: req.query.pageSize };
    },
  );

  r.get(
    '/api/admin/jobs/:name/:id',
    {
      schema: {
        operationId: 'getJob',
        tags,
        description: "One job's state; while it runs, its output holds the progress it reports.",
        params: jobParams,
        response: { 200: queuedJob },
      },
      config: { access: { superUser: true } },
    },
    async (req) => {
      const job = await queue().getJob(req.params.name, req.params.id);
      if (!job) throw notFound('Job');
      return job as QueuedJob;
    },
  );

  r.post(
    '/api/admin/jobs/:name/:id/retry',
    {
      schema: {
        operationId: 'retryJob',
        tags,
        description: 'Puts a failed job back in its queue for one more try (422 when it has not failed).',
        params: jobParams,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
      config: { access: { superUser: true } },
    },
    async (req) => {
      if (!(await queue().retry(req.params.name, req.params.id))) throw ruleRefused('Only a failed job can be retried');
      return { ok: true as const };
    },
  );
}
