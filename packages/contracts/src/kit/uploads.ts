import { z } from 'zod';
import { safeString } from '../validation.js';

/** Answer of a bulk upload (adminUploadXl): the preview with per-row errors, and what was applied. */
export const uploadResult = z.object({
  type: safeString(),
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), field: safeString().nullable(), message: safeString() })),
  preview: z.array(z.record(safeString(), safeString())),
  applied: z.object({ inserted: z.number().int(), updated: z.number().int() }).nullable(),
});
export type UploadResult = z.infer<typeof uploadResult>;

/** The form fields sent beside the `file` part. */
export const uploadFields = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  sendCredentials: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export const uploadTypeParam = z.object({ type: safeString().regex(/^[a-z][a-z0-9-]{1,40}$/, 'Unknown upload type') });

/**
 * What one multipart form may carry: each file at most `fileBytes`, at most `files` files. The server
 * also caps a form's files together (UPLOAD_FORM_MAX_MB) and the uploads one user sends at once
 * (UPLOADS_PER_USER); see docs/SECURITY.md.
 */
export const UPLOAD_LIMITS = { fileBytes: 10 * 1024 * 1024, files: 10 } as const;

export const UPLOAD_MESSAGES = {
  fileTooLarge: 'The file is too large',
  fileTooLargeField: `The file is too large (${UPLOAD_LIMITS.fileBytes / 1024 / 1024} MB at most)`,
  tooManyFiles: 'Too many files in one form',
  formTooLarge: (mb: number) => `The files are too large together (${mb} MB at most)`,
  busy: (n: number) => `You are already sending ${n} uploads; try again when they have finished`,
} as const;

/**
 * What a spreadsheet (.xlsx or .csv) may hold: data rows (an upload type may allow fewer), columns with a
 * value, and characters in one cell (Excel's own limit). Past them the file is refused with a 400 on `file`.
 * How far an .xlsx may unpack is a server setting (SHEET_MAX_UNPACKED_MB).
 */
export const SHEET_LIMITS = { rows: 20_000, columns: 100, cellChars: 32_767 } as const;

export const SHEET_MESSAGES = {
  fileType: 'This type of file is not accepted',
  unreadable: 'The spreadsheet cannot be read',
  accepted: 'Upload an .xlsx or .csv file',
  noRows: 'The file has no rows',
  tooManyRows: (max: number) => `At most ${max} rows per file`,
  tooManyColumns: `At most ${SHEET_LIMITS.columns} columns per file`,
  cellTooLong: (cell?: string) =>
    `${cell ? `Cell ${cell}` : 'A cell'} is longer than ${SHEET_LIMITS.cellChars} characters`,
  tooLarge: (mb: number) => `The spreadsheet is too large: it unpacks to more than ${mb} MB`,
  damaged: 'The spreadsheet is damaged: a part is larger than the file says',
  tooSlow: 'The spreadsheet took too long to read; split it into smaller files',
} as const;
