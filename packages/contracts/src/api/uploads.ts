import { z } from 'zod';

/** Answer of a bulk upload (adminUploadXl): the preview with per-row errors, and what was applied. */
export const uploadResult = z.object({
  type: z.string(),
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), field: z.string().nullable(), message: z.string() })),
  preview: z.array(z.record(z.string(), z.string())),
  applied: z.object({ inserted: z.number().int(), updated: z.number().int() }).nullable(),
});
export type UploadResult = z.infer<typeof uploadResult>;

/** The form fields sent beside the `file` part. */
export const uploadFields = z.object({
  dryRun: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  sendCredentials: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
});
export const uploadTypeParam = z.object({ type: z.string().regex(/^[a-z][a-z0-9-]{1,40}$/, 'Unknown upload type') });
