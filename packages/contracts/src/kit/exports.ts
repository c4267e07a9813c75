import { z } from 'zod';
import { safeString } from '../validation.js';

/**
 * The generic export: any list endpoint of the API (GET, answering { items, total }) turned into an
 * .xlsx with the same filters, as the signed-in user sees it. It needs the list's own right and read on
 * the export component; every export is written to the audit log. Above the server's confirmation
 * threshold (EXPORT_CONFIRM_ROWS rows) the answer is 403 PASSWORD_CONFIRMATION_REQUIRED until the
 * request carries the user's `password`.
 */
/** How a column's cells are written: money as numbers in a currency format (text otherwise as sent). */
export const EXPORT_FORMATS = ['money'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportRequest = z.object({
  path: safeString().regex(/^\/api\/[A-Za-z0-9/_-]+$/, 'The path is an API list path such as /api/admin/users'),
  params: z.record(safeString(), z.union([safeString(), z.number(), z.boolean()])).default({}),
  columns: z
    .array(
      z.object({
        key: safeString().min(1).max(60),
        title: safeString().min(1).max(80),
        /** money: an exact amount ("1250.00") written as a number in a currency format ($#,##0.00) */
        format: z.enum(EXPORT_FORMATS).optional(),
      }),
    )
    .max(60)
    .optional(),
  filename: safeString()
    .regex(/^[A-Za-z0-9 _.-]{1,80}$/, 'Letters, digits, spaces, dots, dashes')
    .default('list'),
  sheet: safeString()
    .regex(/^[^:\\/?*[\]]{1,31}$/, 'A sheet name: 1 to 31 characters, none of : \\ / ? * [ ]')
    .default('List'),
  /** the user's own password, asked again for a large export */
  password: safeString().min(1, 'Enter your password').max(200).optional(),
});
export type ExportRequest = z.infer<typeof exportRequest>;
export const EXPORT_MAX_ROWS = 10_000;
/** The component whose read right allows exporting lists (besides the list's own right). */
export const DATA_EXPORT_COMPONENT = 'dataExport';
