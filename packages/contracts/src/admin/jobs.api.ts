import { z } from 'zod';
import { safeString } from '../validation.js';

/** A background job of the queue (pg-boss): waiting, running (with its progress), done or failed. */
export const queuedJob = z.object({
  id: safeString(),
  name: safeString(),
  state: z.enum(['created', 'retry', 'active', 'completed', 'cancelled', 'failed']),
  data: z.unknown(),
  /** the handler's answer once completed, `{ progress }` while it runs, the error once failed */
  output: z.unknown(),
  retryCount: z.number().int(),
  retryLimit: z.number().int(),
  singletonKey: safeString().nullable(),
  createdOn: safeString(),
  startedOn: safeString().nullable(),
  completedOn: safeString().nullable(),
});
export type QueuedJob = z.infer<typeof queuedJob>;

export const jobParams = z.object({
  name: safeString().max(100),
  id: z.uuid(),
});
