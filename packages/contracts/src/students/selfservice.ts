import { z } from 'zod';
import { MAX_ID } from '../kit/common.js';
import { MESSAGES, PATTERNS, email, optionalText, safeString, text } from '../validation.js';
import { GENDERS, dateOfBirth } from './student.js';
import type { StudentTab } from './tabs.js';

/**
 * Self-service rights of an adult student (issue 14). Her legal identity (legal names and date of birth)
 * changes only through a request the registrar approves, with a document as proof; her contact details she
 * keeps herself. Her parents read only the parts of the record she shares with each of them, and change
 * nothing (rights belong to the student at 18).
 */

/** The legal identity on the student record: changed through a request, never directly by the student. */
export const IDENTITY_FIELDS = ['firstName', 'middleName', 'lastName', 'dateOfBirth'] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];
export const IDENTITY_FIELD_LABELS: Record<IdentityField, string> = {
  firstName: 'Legal first name',
  middleName: 'Legal middle name',
  lastName: 'Legal last name',
  dateOfBirth: 'Date of birth',
};

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optional = <T extends z.ZodTypeAny>(s: T) => z.preprocess(blankToNull, s.nullish());

/** What the student edits herself on the personal tab: how she is addressed and reached. */
export const studentSelfContactInput = z.object({
  salutation: optional(safeString().max(10)),
  preferredName: optionalText(60),
  gender: optional(z.enum(GENDERS)),
  alternateEmail: optional(email),
  phone: safeString({ error: MESSAGES.required }).regex(PATTERNS.phone, MESSAGES.phone),
  alternatePhone: optional(safeString().regex(PATTERNS.phone, MESSAGES.phone)),
});
export type StudentSelfContactInput = z.infer<typeof studentSelfContactInput>;

/** The proof of a legal identity change: one PDF, PNG or JPEG (the documents' size limit applies). */
export const IDENTITY_PROOF_ACCEPT = '.pdf,.png,.jpg,.jpeg';
export const IDENTITY_PROOF_KINDS = 'a PDF, PNG or JPEG file';
export const IDENTITY_PROOF_PART = 'proof';

/** The request's form (multipart, with one `proof` file): the legal identity as it should read. */
export const identityRequestInput = z.object({
  firstName: text(60),
  middleName: optionalText(60),
  lastName: text(60),
  dateOfBirth,
  /** why (marriage, court order, a correction) */
  reason: optionalText(500),
});
export type IdentityRequestInput = z.infer<typeof identityRequestInput>;

export const IDENTITY_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type IdentityRequestStatus = (typeof IDENTITY_REQUEST_STATUSES)[number];
export const IDENTITY_REQUEST_STATUS_LABELS: Record<IdentityRequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

const identityValues = z.object({
  firstName: safeString(),
  middleName: safeString().nullable(),
  lastName: safeString(),
  dateOfBirth: safeString().nullable(),
});
export type IdentityValues = z.infer<typeof identityValues>;

/** A request as the student and the registrar read it. */
export const identityRequest = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  studentName: safeString(),
  status: z.enum(IDENTITY_REQUEST_STATUSES),
  /** the record's legal identity when the request was filed */
  previous: identityValues,
  requested: identityValues,
  reason: safeString().nullable(),
  proof: z.object({ filename: safeString(), contentType: safeString(), size: z.number().int() }),
  createdAt: safeString(),
  createdByName: safeString().nullable(),
  decidedAt: safeString().nullable(),
  decidedByName: safeString().nullable(),
  /** the registrar's reason for a rejection */
  decisionReason: safeString().nullable(),
});
export type IdentityRequest = z.infer<typeof identityRequest>;
export const identityRequestList = z.object({ items: z.array(identityRequest) });

export const identityRequestParams = z.object({
  studentId: z.coerce.number().int().positive().max(MAX_ID),
  requestId: z.coerce.number().int().positive().max(MAX_ID),
});
export const identityRejectInput = z.object({
  reason: text(500).refine((s) => s.trim().length > 0, 'Say why the request is rejected'),
});
export type IdentityRejectInput = z.infer<typeof identityRejectInput>;
export const pendingIdentityQuery = z.object({
  status: z.enum(IDENTITY_REQUEST_STATUSES).default('pending'),
});

export const IDENTITY_MESSAGES = {
  direct: 'Your legal name and date of birth change through a request to the registrar, with a document as proof',
  proofMissing: 'Attach a document that proves the change (PDF, PNG or JPEG)',
  proofKind: 'The proof must be a PDF, PNG or JPEG file',
  pendingExists: 'You already have a pending request; wait for the registrar to decide it',
  nothingChanged: 'The request changes nothing: enter the legal name or date of birth as it should read',
  decided: 'This request has already been decided',
  ownOnly: 'Only the student may ask to change her legal identity',
} as const;
/**
 * Writes of the student record that the student's side (the student, a parent) may not make although
 * the tab is theirs to change, by operation, with the reason the answer gives: the whole personal tab
 * holds the legal identity, which changes through a request the registrar approves (the contact fields
 * have their own write, updateStudentContact).
 */
export const STAFF_ONLY_STUDENT_WRITES: Readonly<Record<string, string>> = {
  updateStudentPersonal: IDENTITY_MESSAGES.direct,
};
export const IDENTITY_TOASTS = {
  filed: 'Your request has been sent to the registrar',
  fileFailed: 'Failed to send the request, Try again!',
  approved: 'Request approved; the record has been updated',
  rejected: 'Request rejected',
  decideFailed: 'Failed to decide the request, Try again!',
  contactSaved: 'Contact details updated',
  contactFailed: 'Failed to update your contact details, Try again!',
} as const;

/**
 * The parts of the record a student shares with a parent, each a set of tabs. A tab in no part is never
 * shown to a parent (deny by default); nothing is shared until the student says so.
 */
export const PARENT_SHARE_PARTS = {
  personal: { label: 'Personal details', tabs: ['personal', 'profileView'] },
  contacts: { label: 'Address and contacts', tabs: ['address', 'parents', 'billingEducational'] },
  academics: {
    label: 'Academics and grades',
    tabs: [
      'courses',
      'rotation',
      'transcript',
      'exams',
      'usmleTest',
      'mcat',
      'academicRecords',
      'academicDetails',
      'degree',
      'timeTable',
      'graduation',
      'leave',
    ],
  },
  accounting: {
    label: 'Accounting and invoices',
    tabs: ['invoicePayments', 'creditsScholarship', 'accountingDetails'],
  },
  documents: {
    label: 'Documents and forms',
    tabs: ['studentDocument', 'docusign', 'immigration', 'immigrationDocument', 'admissionForms', 'semesterDeferment'],
  },
} as const satisfies Record<string, { label: string; tabs: readonly StudentTab[] }>;
export type ParentSharePart = keyof typeof PARENT_SHARE_PARTS;
export const PARENT_SHARE_PART_KEYS = Object.keys(PARENT_SHARE_PARTS) as ParentSharePart[];

/** The tabs a parent may open given the parts shared with them. */
export function parentSharedTabs(parts: readonly string[]): Set<StudentTab> {
  const tabs = new Set<StudentTab>();
  for (const p of parts) {
    const part = PARENT_SHARE_PARTS[p as ParentSharePart];
    if (part) for (const t of part.tabs) tabs.add(t);
  }
  return tabs;
}

export const parentSharing = z.object({
  userId: z.number().int(),
  name: safeString(),
  relation: safeString().nullable(),
  parts: z.array(z.enum(PARENT_SHARE_PART_KEYS as [ParentSharePart, ...ParentSharePart[]])),
  updatedAt: safeString().nullable(),
});
export type ParentSharing = z.infer<typeof parentSharing>;
export const parentSharingList = z.object({ parents: z.array(parentSharing) });
export const parentSharingParams = z.object({
  studentId: z.coerce.number().int().positive().max(MAX_ID),
  userId: z.coerce.number().int().positive().max(MAX_ID),
});
export const parentSharingInput = z.object({
  parts: z
    .array(z.enum(PARENT_SHARE_PART_KEYS as [ParentSharePart, ...ParentSharePart[]]))
    .max(PARENT_SHARE_PART_KEYS.length),
});
export type ParentSharingInput = z.infer<typeof parentSharingInput>;
export const SHARING_MESSAGES = {
  ownOnly: 'Only the student decides what her parents may see',
  notLinked: 'This parent is not linked to the student',
  parentReadOnly: "A parent reads what the student shares and does not change an adult student's record",
  notShared: 'The student has not shared this part of the record with you',
} as const;
export const SHARING_TOASTS = { saved: 'Sharing updated', failed: 'Failed to update sharing, Try again!' } as const;
