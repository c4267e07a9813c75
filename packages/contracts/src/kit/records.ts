import { z } from 'zod';
import { MESSAGES, safeString } from '../validation.js';
import { MAX_ID } from './common.js';

/**
 * The record kit's rules: what every record (student, lead) declares alike. An owner's key
 * (`studentId`, `leadId`) comes in as a name, so the HTTP shapes keep the names they have.
 */

const id = z.number().int();
/** A path id (`/api/leads/:leadId/documents/:documentId`). */
const pathId = z.coerce.number().int().positive().max(MAX_ID);
/** Form booleans arrive as text. */
const bool = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean(),
);

/** Text that must be given: trimmed, not blank, at most `max` characters. */
export const requiredText = (max: number) =>
  safeString({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max, `At most ${max} characters`);

/** A control-table row chosen in a form (any wrong value reads "required"). */
export const requiredRef = z.coerce
  .number({ error: MESSAGES.required })
  .int(MESSAGES.required)
  .positive(MESSAGES.required)
  .max(MAX_ID, MESSAGES.required);

/** The record's key as a path parameter, with another id of the record (`{ leadId, documentId }`). */
export const recordParams = <K extends string, I extends string>(owner: K, item: I) =>
  z.object({ [owner]: pathId, [item]: pathId } as { [P in K | I]: typeof pathId });

// ---- documents ----

/** A document's file: the current one, or a former `version`; `inline` shows it in the browser rather than saving it. */
export const documentFileQuery = z.object({
  version: pathId.optional(),
  inline: bool.default(false),
});
/** One version of a document's file (the current one included), newest first in a detail. */
export const documentVersion = z.object({
  version: id,
  filename: safeString(),
  contentType: safeString(),
  size: id,
  uploadedAt: safeString(),
  uploadedByName: safeString().nullable(),
  current: z.boolean(),
});
export type DocumentVersion = z.infer<typeof documentVersion>;
/** A document with its versions (the detail). */
export const documentDetailOf = <D extends z.ZodObject>(doc: D) => doc.extend({ versions: z.array(documentVersion) });

/** A listed document's file and state (the owner's filing and ids come before). */
export const documentFileFields = {
  filename: safeString(),
  contentType: safeString(),
  size: id,
  version: id,
  active: z.boolean(),
};
/** A document's verification (the owner's sharing, if any, comes before). */
export const documentVerificationFields = {
  verified: z.boolean(),
  verifiedAt: safeString().nullable(),
  verifiedByName: safeString().nullable(),
};

/** What a documents tab says after each change. */
export const DOCUMENT_TOASTS = {
  added: 'Document added successfully',
  addFailed: 'Failed to add document, Try again!',
  updated: 'Document updated successfully',
  updateFailed: 'Failed to update document, Try again!',
  deactivated: 'Document deactivated successfully',
  activated: 'Document activated successfully',
  verified: 'Document verified successfully',
  unverified: 'Document marked as not verified',
} as const;

// ---- semester deferment ----

/**
 * A semester deferment asked for: the later semester and why. One rule for every record; the field the
 * semester comes in is the owner's (the student's JSON names it `toSemesterId`, the lead's form `semesterId`).
 */
export const defermentInputOf = <K extends string>(semester: K) =>
  z.object({ [semester]: requiredRef, reason: requiredText(1000) } as {
    [P in K]: typeof requiredRef;
  } & { reason: ReturnType<typeof requiredText> });

/** A deferment on record: from and to which semester, and why (who and when: the owner's names). */
export const defermentRecord = z.object({
  id,
  fromSemesterId: id.nullable(),
  fromSemesterName: safeString().nullable(),
  toSemesterId: id,
  toSemesterName: safeString().nullable(),
  reason: safeString(),
});

// ---- tabs ----

/**
 * A record's tab catalogue (`{ key: { path, label } }`) with its lookups: the keys in order, the tab a
 * path names, and a tab's screen URL under `base` (`/lead/details`).
 */
export function recordTabs<C extends Record<string, { path: string; label: string }>>(catalogue: C, base: string) {
  type Tab = keyof C & string;
  const keys = Object.keys(catalogue) as Tab[];
  return {
    keys,
    ofPath: (path: string): Tab | undefined => keys.find((k) => catalogue[k].path === path),
    url: (tab: Tab, recordId: number) => `${base}/${catalogue[tab].path}/${recordId}`,
  };
}
