import { z } from 'zod';

/**
 * The generic export: any list endpoint of the API (GET, answering { items, total }) turned into an
 * .xlsx with the same filters, as the signed-in user sees it.
 */
export const exportRequest = z.object({
  path: z.string().regex(/^\/api\/[A-Za-z0-9/_-]+$/, 'The path is an API list path such as /api/admin/users'),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
  columns: z.array(z.object({ key: z.string().min(1).max(60), title: z.string().min(1).max(80) })).max(60).optional(),
  filename: z.string().regex(/^[A-Za-z0-9 _.-]{1,80}$/, 'Letters, digits, spaces, dots, dashes').default('list'),
  sheet: z.string().regex(/^[^:\\/?*[\]]{1,31}$/, 'A sheet name: 1 to 31 characters, none of : \\ / ? * [ ]').default('List'),
});
export type ExportRequest = z.infer<typeof exportRequest>;
export const EXPORT_MAX_ROWS = 10_000;
