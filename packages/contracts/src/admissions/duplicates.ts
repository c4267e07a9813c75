import { z } from 'zod';
import { safeString } from '../validation.js';
import { pageQuery } from '../kit/common.js';
import { MAX_ID } from '../students/student.js';
import { leadRecord } from './lead.js';

/**
 * Duplicate leads and their merge (spec 002: /lead/lead-admin/duplicate-lead and /lead/lead-admin/lead-merge;
 * getDuplicateCount, duplicateLeadSearch, searchLeadMerge, leadMerge). Detection rules are configurable
 * (each on or off, the fuzzy name threshold); a merge keeps a log entry with the full before-state of both
 * leads and the ids of every moved row, so it can be undone.
 */
export const DUPLICATE_SCREEN = '/lead/lead-admin/duplicate-lead';
export const MERGE_SCREEN = '/lead/lead-admin/lead-merge';

export const DUPLICATE_RULES = ['email', 'phone', 'nameDob'] as const;
export type DuplicateRule = (typeof DUPLICATE_RULES)[number];
export const DUPLICATE_RULE_LABELS: Record<DuplicateRule, string> = {
  email: 'Same email',
  phone: 'Same phone (digits)',
  nameDob: 'Similar name, same date of birth',
};
/** Phone numbers with fewer digits than this never count as a match. */
export const PHONE_MIN_DIGITS = 7;

export const DUPLICATE_TOASTS = {
  merged: 'Leads Merged Successfully',
  mergeFailed: 'Failed to merge the Leads. Try again!',
  undone: 'Merge undone successfully',
  undoFailed: 'Failed to undo the merge. Try again!',
  rulesSaved: 'Duplicate rules saved successfully',
  rulesFailed: 'Failed to save the duplicate rules. Try again!',
  fetchFailed: 'Failed to fetch duplicate leads. Try again!',
} as const;

export const DUPLICATE_MESSAGES = {
  self: 'A lead cannot be merged into itself',
  deleted: 'A deleted or already merged lead cannot be merged',
  migrated: 'A lead migrated to a student cannot be merged away; keep it as the survivor',
  alreadyUndone: 'This merge has already been undone',
  cannotUndo: 'The leads changed since this merge (deleted, merged again or restored); it cannot be undone',
} as const;

// ---- rules ----
export const duplicateRules = z.object({
  email: z.boolean(),
  phone: z.boolean(),
  nameDob: z.boolean(),
  /** pg_trgm similarity of "first last" at or above which two leads born the same day match */
  nameThreshold: z.coerce.number().min(0.1, 'Between 0.1 and 1').max(1, 'Between 0.1 and 1'),
});
export type DuplicateRules = z.infer<typeof duplicateRules>;
export const DEFAULT_DUPLICATE_RULES: DuplicateRules = { email: true, phone: true, nameDob: true, nameThreshold: 0.6 };

// ---- detection ----
export const duplicateLead = z.object({
  id: z.number().int(),
  firstName: safeString(),
  lastName: safeString(),
  email: safeString(),
  phone: safeString().nullable(),
  dateOfBirth: safeString().nullable(),
  statusId: z.number().int(),
  createdAt: safeString(),
  /** the rules this lead matched (on a check: against the given values; in a group: with another member) */
  rules: z.array(z.enum(DUPLICATE_RULES)),
});
export type DuplicateLead = z.infer<typeof duplicateLead>;

export const duplicateGroup = z.object({
  /** the smallest lead id of the group: stable while its members stay */
  key: z.number().int(),
  rules: z.array(z.enum(DUPLICATE_RULES)),
  count: z.number().int(),
  leads: z.array(duplicateLead),
});
export type DuplicateGroup = z.infer<typeof duplicateGroup>;

export const duplicateGroupQuery = pageQuery
  .pick({ page: true, pageSize: true })
  .extend({ rule: z.enum(DUPLICATE_RULES).optional() });
export type DuplicateGroupQuery = z.infer<typeof duplicateGroupQuery>;

export const duplicateCount = z.object({ groups: z.number().int(), leads: z.number().int() });
export type DuplicateCount = z.infer<typeof duplicateCount>;

const blankToUndef = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optText = (max: number) => z.preprocess(blankToUndef, safeString().trim().max(max).optional());
/** GET /api/leads/duplicates/check: the add form's values; leads matching any enabled rule. */
export const duplicateCheckQuery = z.object({
  email: optText(200),
  phone: optText(40),
  firstName: optText(60),
  lastName: optText(60),
  dateOfBirth: z.preprocess(
    blankToUndef,
    safeString()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD')
      .optional(),
  ),
  /** leave this lead out (checking an existing lead's own values) */
  excludeId: z.preprocess(blankToUndef, z.coerce.number().int().positive().max(MAX_ID).optional()),
});
export type DuplicateCheckQuery = z.infer<typeof duplicateCheckQuery>;
export const duplicateCheckResult = z.object({ items: z.array(duplicateLead) });
export type DuplicateCheckResult = z.infer<typeof duplicateCheckResult>;

// ---- merge ----
/** The lead fields a merge lets the user choose, field by field (status, student link and history stay the survivor's). */
export const MERGE_FIELDS = [
  { key: 'firstName', label: 'First Name' },
  { key: 'middleName', label: 'Middle Name' },
  { key: 'lastName', label: 'Last Name' },
  { key: 'email', label: 'Email' },
  { key: 'phone', label: 'Phone' },
  { key: 'alternatePhone', label: 'Alternate Phone' },
  { key: 'gender', label: 'Gender' },
  { key: 'dateOfBirth', label: 'Date of Birth' },
  { key: 'birthCountryId', label: 'Birth Country' },
  { key: 'nationalityId', label: 'Nationality' },
  { key: 'highestDegreeId', label: 'Highest Degree' },
  { key: 'courseId', label: 'Program' },
  { key: 'campusId', label: 'Campus' },
  { key: 'semesterId', label: 'Semester' },
  { key: 'sourceId', label: 'Source' },
  { key: 'representativeId', label: 'Representative' },
  { key: 'fairId', label: 'College Fair' },
  { key: 'immigrationRequired', label: 'Immigration Required' },
  { key: 'address1', label: 'Address 1' },
  { key: 'address2', label: 'Address 2' },
  { key: 'city', label: 'City' },
  { key: 'stateId', label: 'State' },
  { key: 'countryId', label: 'Country' },
  { key: 'zip', label: 'Zip' },
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number]['key'];
export const MERGE_FIELD_KEYS = MERGE_FIELDS.map((f) => f.key) as [MergeField, ...MergeField[]];
export const MERGE_SIDES = ['survivor', 'other'] as const;
export type MergeSide = (typeof MERGE_SIDES)[number];

const leadId = z.coerce.number().int().positive().max(MAX_ID);
export const leadMergeInput = z
  .object({
    survivorId: leadId,
    otherId: leadId,
    /** fields taken from the other lead; a field left out keeps the survivor's value */
    choices: z.partialRecord(z.enum(MERGE_FIELD_KEYS), z.enum(MERGE_SIDES)).default({}),
  })
  .refine((v) => v.survivorId !== v.otherId, { message: DUPLICATE_MESSAGES.self, path: ['otherId'] });
export type LeadMergeInput = z.infer<typeof leadMergeInput>;

export const leadMergePreviewQuery = z.object({ survivorId: leadId, otherId: leadId });
export type LeadMergePreviewQuery = z.infer<typeof leadMergePreviewQuery>;
/** searchLeadMerge: both leads side by side, with the rows of each that a merge moves. */
export const leadMergePreview = z.object({
  survivor: leadRecord,
  other: leadRecord,
  /** representative names and fair names for the id fields not in `labels` */
  names: z.record(safeString(), safeString()),
  related: z.record(safeString(), z.object({ survivor: z.number().int(), other: z.number().int() })),
});
export type LeadMergePreview = z.infer<typeof leadMergePreview>;

export const leadMergeLog = z.object({
  id: z.number().int(),
  survivorId: z.number().int(),
  otherId: z.number().int(),
  survivorName: safeString(),
  otherName: safeString(),
  /** the fields taken from the other lead */
  taken: z.array(safeString()),
  /** moved row ids by table */
  moved: z.record(safeString(), z.array(z.union([z.number().int(), safeString()]))),
  mergedByName: safeString().nullable(),
  mergedAt: safeString(),
  undoneByName: safeString().nullable(),
  undoneAt: safeString().nullable(),
});
export type LeadMergeLog = z.infer<typeof leadMergeLog>;
export const leadMergeLogQuery = pageQuery
  .pick({ page: true, pageSize: true })
  .extend({ leadId: z.preprocess(blankToUndef, leadId.optional()) });
export type LeadMergeLogQuery = z.infer<typeof leadMergeLogQuery>;
export const mergeIdParam = z.object({ mergeId: leadId });
