import { z } from 'zod';
import { safeString } from '../validation.js';
import { pageQuery } from '../kit/common.js';
import { GENDERS, MAX_ID } from '../students/student.js';
import { DUPLICATE_RULES } from './duplicates.js';
import { leadCreateInput, type LeadCreateInput } from './lead.js';

/**
 * The bulk lead upload (spec 002: /lead/notifications/bulk-upload; uploadBulkLead, getBulkUploadList,
 * bulkUploadedDocumentDownload). A spreadsheet (.xlsx or .csv) of leads is read and every row checked
 * with the add form's schema (names of programs, campuses, semesters, sources, countries, fairs and
 * representatives resolved to their ids); duplicates are looked for among the live leads and within the
 * file by the configurable duplicate rules; the preview is kept, and the valid rows are imported by a
 * background job, in batches, with a progress bar.
 */
export const LEAD_IMPORT_SCREEN = '/lead/notifications/bulk-upload';
/** Rows one file may hold. */
export const LEAD_IMPORT_MAX_ROWS = 10_000;
/** Rows imported per transaction by the job. */
export const LEAD_IMPORT_BATCH = 500;

/** Where a column's names are looked up: a control table, the college fairs or the staff users. */
export type LeadImportLookup =
  'course' | 'campus' | 'semester' | 'referral-source' | 'country' | 'fair' | 'representative';
export type LeadImportField = keyof LeadCreateInput | 'gender';
export interface LeadImportColumn {
  /** the key of the column in row values and errors */
  key: string;
  /** the template's header */
  header: string;
  /** other headers taken for this column (compared without case, spaces or punctuation) */
  aliases?: readonly string[];
  required?: boolean;
  /** the add-form field the column fills */
  field: LeadImportField;
  /** a name to resolve to an id (by label or code, any case; an id works too) */
  lookup?: LeadImportLookup;
  example: string;
  hint?: string;
}

/** The template's columns, in order: what users fill, mapped to what the add form (addLead) takes. */
export const LEAD_IMPORT_COLUMNS: readonly LeadImportColumn[] = [
  {
    key: 'firstName',
    header: 'First Name',
    field: 'firstName',
    required: true,
    example: 'Ana',
    aliases: ['First', 'Given Name'],
  },
  { key: 'middleName', header: 'Middle Name', field: 'middleName', example: '' },
  {
    key: 'lastName',
    header: 'Last Name',
    field: 'lastName',
    required: true,
    example: 'Silva',
    aliases: ['Last', 'Surname', 'Family Name'],
  },
  {
    key: 'email',
    header: 'Email',
    field: 'email',
    required: true,
    example: 'ana.silva@example.com',
    aliases: ['E-mail', 'Email Address'],
  },
  {
    key: 'phone',
    header: 'Phone',
    field: 'phone',
    required: true,
    example: '(305) 555-0142',
    aliases: ['Phone Number', 'Mobile', 'Cell'],
  },
  {
    key: 'dateOfBirth',
    header: 'Date of Birth',
    field: 'dateOfBirth',
    example: '2002-05-14',
    hint: 'YYYY-MM-DD or MM/DD/YYYY',
    aliases: ['DOB', 'Birth Date', 'Birthday'],
  },
  { key: 'gender', header: 'Gender', field: 'gender', example: 'Female', hint: GENDERS.join(', ') },
  {
    key: 'course',
    header: 'Course/Program',
    field: 'courseId',
    lookup: 'course',
    required: true,
    example: 'Doctor of Medicine (MD)',
    aliases: ['Course', 'Program', 'Programme'],
  },
  { key: 'campus', header: 'Campus', field: 'campusId', lookup: 'campus', example: 'Aruba Main Campus' },
  {
    key: 'semester',
    header: 'Semester',
    field: 'semesterId',
    lookup: 'semester',
    required: true,
    example: 'Fall 2026',
    aliases: ['Start Semester', 'Intake'],
  },
  {
    key: 'source',
    header: 'Source',
    field: 'sourceId',
    lookup: 'referral-source',
    required: true,
    example: 'Website',
    aliases: ['Lead Source', 'Referral Source'],
  },
  {
    key: 'birthCountry',
    header: 'Birth Country',
    field: 'birthCountryId',
    lookup: 'country',
    required: true,
    example: 'Aruba',
    aliases: ['Country of Birth'],
  },
  { key: 'fair', header: 'College Fair', field: 'fairId', lookup: 'fair', example: '', aliases: ['Fair'] },
  {
    key: 'representative',
    header: 'Representative',
    field: 'representativeId',
    lookup: 'representative',
    example: '',
    hint: 'username, email or full name',
    aliases: ['Rep', 'Lead Rep'],
  },
];
export const LEAD_IMPORT_HEADERS = LEAD_IMPORT_COLUMNS.map((c) => c.header);
const columnByField = new Map(LEAD_IMPORT_COLUMNS.map((c) => [c.field as string, c]));
export const leadImportColumn = (key: string) => LEAD_IMPORT_COLUMNS.find((c) => c.key === key);

/** A header compared without case, spaces or punctuation ('Date of Birth' = 'dateofbirth' = 'DateOfBirth'). */
export const importHeaderKey = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, '');
const headerKeys = (c: LeadImportColumn) => [c.header, c.key, ...(c.aliases ?? [])].map(importHeaderKey);

/** The required columns a file's header row lacks (by header, in template order). */
export function missingLeadImportColumns(headers: readonly string[]): string[] {
  const have = new Set(headers.map(importHeaderKey));
  return LEAD_IMPORT_COLUMNS.filter((c) => c.required && !headerKeys(c).some((k) => have.has(k))).map((c) => c.header);
}

let columnKeys: [string, string[]][] | undefined;
/** A sheet row (cells keyed by normalised header) as the template's columns: key -> trimmed text, '' when absent. */
export function leadImportCells(row: Readonly<Record<string, string>>): Record<string, string> {
  columnKeys ??= LEAD_IMPORT_COLUMNS.map((c) => [c.key, headerKeys(c)]);
  const cells: Record<string, string> = {};
  for (const [key, headers] of columnKeys) {
    const k = headers.find((h) => row[h] !== undefined && row[h] !== '');
    cells[key] = k ? String(row[k]).trim() : '';
  }
  return cells;
}

/** A date cell as YYYY-MM-DD: ISO dates pass, MM/DD/YYYY (as the app shows dates) and M/D/YYYY are turned round. */
export function importDate(v: string): string {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v.trim());
  if (us) return `${us[3]}-${us[1].padStart(2, '0')}-${us[2].padStart(2, '0')}`;
  return v.trim();
}

export const LEAD_IMPORT_MESSAGES = {
  noFile: 'Choose a file to upload',
  fileType: 'Upload an .xlsx or .csv file',
  missingColumns: (headers: string[]) => `Missing columns: ${headers.join(', ')}`,
  noRows: 'The file has no rows',
  tooManyRows: `At most ${LEAD_IMPORT_MAX_ROWS} rows per file`,
  notInList: (header: string, value: string) => `${header} "${value}" is not in the list`,
  inactive: (header: string, value: string) => `${header} "${value}" is inactive`,
  gender: `Gender must be one of: ${GENDERS.join(', ')}`,
  duplicateOfLead: (id: number) => `Matches existing lead #${id}`,
  duplicateOfRow: (row: number) => `Matches row ${row} of this file`,
  alreadyImported: 'This upload has already been imported',
  nothingToImport: 'There are no valid rows to import',
  stillImporting: 'This upload is being imported',
} as const;

/** The toasts of the screen (spec 002 section 8). */
export const LEAD_IMPORT_TOASTS = {
  uploaded: 'Bulk Lead Uploaded Successfully',
  uploadFailed: 'Failed to upload Bulk Lead, Try again!',
} as const;

/** An error as a line for people: "Email: Please enter a valid email address" (messages that name their column stay as they are). */
export function leadImportErrorText(e: LeadImportError): string {
  const header = e.field ? (leadImportColumn(e.field)?.header ?? e.field) : null;
  return header && !e.message.startsWith(header) ? `${header}: ${e.message}` : e.message;
}

/** What a name in a lookup column resolved to: the row's id and whether it may still be chosen; undefined when not found. */
export type LeadImportResolve = (lookup: LeadImportLookup, name: string) => { id: number; active: boolean } | undefined;
export type LeadImportValues = LeadCreateInput & { gender: (typeof GENDERS)[number] | null };
export interface LeadImportError {
  field: string | null;
  message: string;
}

/**
 * One row checked as the add form checks a lead: names resolved by `resolve`, then the add form's
 * schema (leadCreateInput); gender from the fixed list. Errors name the template column they belong to.
 */
export function checkLeadImportRow(
  cells: Readonly<Record<string, string>>,
  resolve: LeadImportResolve,
): { values: LeadImportValues | null; errors: LeadImportError[] } {
  const errors: LeadImportError[] = [];
  const input: Record<string, unknown> = {};
  const refused = new Set<string>();
  for (const c of LEAD_IMPORT_COLUMNS) {
    const v = cells[c.key] ?? '';
    if (c.field === 'gender') continue;
    if (v === '') continue; // blank: absent, as an empty form field (a required one says so)
    if (!c.lookup) {
      input[c.field] = c.field === 'dateOfBirth' ? importDate(v) : v;
      continue;
    }
    const hit = resolve(c.lookup, v);
    if (!hit) errors.push({ field: c.key, message: LEAD_IMPORT_MESSAGES.notInList(c.header, v) });
    else if (!hit.active) errors.push({ field: c.key, message: LEAD_IMPORT_MESSAGES.inactive(c.header, v) });
    else input[c.field] = hit.id;
    if (!hit || !hit.active) refused.add(c.field);
  }
  const genderCell = cells.gender ?? '';
  const gender = genderCell === '' ? null : GENDERS.find((g) => g.toLowerCase() === genderCell.toLowerCase());
  if (gender === undefined) errors.push({ field: 'gender', message: LEAD_IMPORT_MESSAGES.gender });
  const parsed = leadCreateInput.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (refused.has(field)) continue; // its name was refused above: one message per cell
      errors.push({ field: columnByField.get(field)?.key ?? (field || null), message: issue.message });
    }
  }
  if (errors.length || !parsed.success) return { values: null, errors };
  // blank optional cells are null, as the add form stores them
  const blanks = Object.fromEntries(LEAD_IMPORT_COLUMNS.map((c) => [c.field, null]));
  return { values: { ...blanks, ...parsed.data, gender: gender ?? null } as LeadImportValues, errors: [] };
}

// ---- the upload and its rows ----
export const LEAD_UPLOAD_STATUSES = ['previewed', 'importing', 'done', 'failed'] as const;
export type LeadUploadStatus = (typeof LEAD_UPLOAD_STATUSES)[number];
export const LEAD_UPLOAD_STATUS_LABELS: Record<LeadUploadStatus, string> = {
  previewed: 'Checked, not imported',
  importing: 'Importing',
  done: 'Imported',
  failed: 'Failed',
};
/** A row as checked: valid, refused (errors), or valid but matching a live lead or an earlier row. */
export const LEAD_UPLOAD_ROW_STATES = ['valid', 'invalid', 'duplicate'] as const;
export type LeadUploadRowState = (typeof LEAD_UPLOAD_ROW_STATES)[number];
/** What the import did with a valid row: imported, or skipped as a duplicate (null before the import and for refused rows). */
export const LEAD_UPLOAD_OUTCOMES = ['imported', 'skipped'] as const;
export type LeadUploadOutcome = (typeof LEAD_UPLOAD_OUTCOMES)[number];
/** At import: leave the duplicate rows out (default) or import them as well. */
export const LEAD_IMPORT_DUPLICATE_MODES = ['skip', 'import'] as const;

const id = z.number().int();
export const leadUploadParam = z.object({ uploadId: z.coerce.number().int().positive().max(MAX_ID) });

export const leadUpload = z.object({
  id,
  filename: safeString(),
  size: id,
  status: z.enum(LEAD_UPLOAD_STATUSES),
  total: id,
  valid: id,
  invalid: id,
  /** valid rows that match a live lead or an earlier row of the file */
  duplicates: id,
  imported: id,
  skipped: id,
  /** rows the import takes on (set when it starts) */
  toImport: id,
  /** 0..100 */
  progress: id,
  duplicateMode: z.enum(LEAD_IMPORT_DUPLICATE_MODES).nullable(),
  error: safeString().nullable(),
  uploadedByName: safeString().nullable(),
  uploadedAt: safeString(),
  startedAt: safeString().nullable(),
  finishedAt: safeString().nullable(),
});
export type LeadUpload = z.infer<typeof leadUpload>;

export const leadUploadDuplicate = z.object({
  /** a live lead this row matches */
  leadId: id.nullable(),
  /** or an earlier row of the same file */
  rowNumber: id.nullable(),
  name: safeString(),
  email: safeString().nullable(),
  rules: z.array(z.enum(DUPLICATE_RULES)),
});
export type LeadUploadDuplicate = z.infer<typeof leadUploadDuplicate>;

export const leadUploadRow = z.object({
  /** the row's line in the file (the header is line 1) */
  rowNumber: id,
  values: z.record(safeString(), safeString()),
  state: z.enum(LEAD_UPLOAD_ROW_STATES),
  errors: z.array(z.object({ field: safeString().nullable(), message: safeString() })),
  duplicates: z.array(leadUploadDuplicate),
  outcome: z.enum(LEAD_UPLOAD_OUTCOMES).nullable(),
  leadId: id.nullable(),
});
export type LeadUploadRow = z.infer<typeof leadUploadRow>;

const blankToUndef = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
export const leadUploadRowsQuery = pageQuery.pick({ page: true, pageSize: true }).extend({
  state: z.preprocess(blankToUndef, z.enum(LEAD_UPLOAD_ROW_STATES).optional()),
  outcome: z.preprocess(blankToUndef, z.enum(LEAD_UPLOAD_OUTCOMES).optional()),
});
export type LeadUploadRowsQuery = z.infer<typeof leadUploadRowsQuery>;

export const leadUploadListQuery = pageQuery.pick({ page: true, pageSize: true, q: true }).extend({
  status: z.preprocess(blankToUndef, z.enum(LEAD_UPLOAD_STATUSES).optional()),
});
export type LeadUploadListQuery = z.infer<typeof leadUploadListQuery>;

/** POST uploadBulkLead answers the upload and the first page of its rows. */
export const leadUploadPreview = z.object({
  upload: leadUpload,
  rows: z.object({ items: z.array(leadUploadRow), total: id, page: id, pageSize: id }),
});
export type LeadUploadPreview = z.infer<typeof leadUploadPreview>;

export const leadUploadImportInput = z.object({ duplicates: z.enum(LEAD_IMPORT_DUPLICATE_MODES).default('skip') });
export type LeadUploadImportInput = z.infer<typeof leadUploadImportInput>;

/** The lead's Documents tab: the bulk upload it came from ("bulk-uploaded documents"). */
export const leadSourceUpload = z.object({
  uploadId: id,
  filename: safeString(),
  size: id,
  rowNumber: id,
  uploadedAt: safeString(),
  uploadedByName: safeString().nullable(),
});
export type LeadSourceUpload = z.infer<typeof leadSourceUpload>;
export const leadSourceUploads = z.object({ items: z.array(leadSourceUpload) });

/** Where a lead record or an upload is shown. */
export const leadUploadFileUrl = (uploadId: number) => `/api/lead-uploads/${uploadId}/file`;
