import { z } from 'zod';
import { safeString } from '../validation.js';
import { pageQuery } from '../kit/common.js';

/**
 * The control-table API (one resource for every declared table) and the lookup API every domain's
 * dropdowns use. Row values are flat on the row: a ref or user field `country` also carries
 * `countryLabel` (the referenced row's name, shown even when that row is deactivated).
 */
export const tableParam = z.object({ table: safeString().regex(/^[a-z][a-z0-9-]{1,60}$/, 'Unknown table') });
export const tableRowParam = tableParam.extend({ id: z.coerce.number().int().positive() });
export const tableFileParam = tableRowParam.extend({ fileId: z.coerce.number().int().positive() });

export const controlRow = z.looseObject({
  id: z.number().int(),
  label: safeString(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  fileCount: z.number().int(),
  createdAt: safeString(),
  updatedAt: safeString(),
});
export type ControlRow = z.infer<typeof controlRow> & Record<string, unknown>;

/**
 * List query: paging, sort (`name`, `-startDate`, `label`, `active`, `sortOrder`, `createdAt` or any
 * field key), q (search in the text fields), active (true|false), and equality filters named by
 * enum, ref, user and bool field keys (e.g. `country=12`).
 */
export const controlListQuery = pageQuery
  .extend({ active: z.enum(['true', 'false']).optional() })
  .catchall(safeString().max(100));

/** Create and edit: the row's values by field key, and an optional display order. */
export const controlRowInput = z.record(safeString(), z.unknown());
export const controlStatusInput = z.object({ active: z.boolean() });

export const controlTableInfo = z.object({
  key: safeString(),
  group: safeString(),
  title: safeString(),
  singular: safeString(),
  total: z.number().int(),
  active: z.number().int(),
  /** the caller's rights on it */
  canWrite: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type ControlTableInfo = z.infer<typeof controlTableInfo>;

export const rowHistoryEntry = z.object({
  id: z.number().int(),
  at: safeString(),
  actorName: safeString().nullable(),
  action: safeString(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type RowHistoryEntry = z.infer<typeof rowHistoryEntry>;

export const rowFile = z.object({
  id: z.number().int(),
  filename: safeString(),
  contentType: safeString(),
  size: z.number().int(),
  title: safeString().nullable(),
  active: z.boolean(),
  uploadedAt: safeString(),
  uploadedByName: safeString().nullable(),
});
export type RowFile = z.infer<typeof rowFile>;
export const rowFileFields = z.object({ title: safeString().trim().max(200).optional() });

/**
 * Lookup (dropdown) query: active rows only, plus `include` (comma-separated ids) so a form still shows
 * a deactivated value it holds; equality filters by field as in lists (e.g. `country=12`); for
 * semesters also `yearFrom` and `yearTo`.
 */
export const lookupQuery = z
  .object({
    include: safeString()
      .regex(/^\d+(,\d+)*$/, 'include is a comma-separated list of ids')
      .optional(),
    q: safeString().max(100).optional(),
  })
  .catchall(safeString().max(100));
export const lookupItem = z.looseObject({
  value: z.union([z.number(), safeString()]),
  label: safeString(),
  active: z.boolean(),
});
export type LookupItem = z.infer<typeof lookupItem> & Record<string, unknown>;
export const lookupAnswer = z.object({ items: z.array(lookupItem) });

export const semesterBrief = z.object({
  id: z.number().int(),
  label: safeString(),
  startDate: safeString().nullable(),
  endDate: safeString().nullable(),
});
export const currentSemesters = z.object({ current: semesterBrief.nullable(), next: semesterBrief.nullable() });
export type CurrentSemesters = z.infer<typeof currentSemesters>;

/** Sending a survey: to the users of access groups, chosen users and extra addresses (at least one). */
export const surveySendInput = z
  .object({
    groupIds: z.array(z.number().int().positive()).max(50).default([]),
    userIds: z.array(z.number().int().positive()).max(2000).default([]),
    emails: z.array(safeString().trim().email('Please enter a valid email address')).max(500).default([]),
    message: safeString().trim().max(4000, 'At most 4000 characters').optional(),
  })
  .refine((v) => v.groupIds.length + v.userIds.length + v.emails.length > 0, {
    message: 'Choose at least one recipient',
    path: ['userIds'],
  });
export type SurveySendInput = z.infer<typeof surveySendInput>;
export const surveySendAnswer = z.object({ sent: z.number().int() });
