import { z } from 'zod';
import { pageQuery } from '../kit/common.js';
import {
  DOCUMENT_TOASTS,
  documentDetailOf,
  documentFileFields,
  documentVersion,
  documentVerificationFields,
  recordParams,
  type DocumentVersion,
} from '../kit/records.js';
import { email, text, safeString, optionalMultilineText } from '../validation.js';
import type { Option } from '../reference/engine.js';
import { IMMIGRATION_DOCUMENT_TYPES } from '../reference/options.js';
import { MAX_ID, isoDate } from './student.js';

/**
 * The student record's document tabs (spec 001 "Documents, notes, email", "Immigration"): documents
 * filed in folders (document, document/studentdocument), documents sent for signature (docusign),
 * immigration details and documents, the library catalogue and the snapshot PDF.
 */

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optional = <T extends z.ZodTypeAny>(s: T) => z.preprocess(blankToNull, s.nullish());
const refId = z.coerce
  .number({ error: 'Choose a value from the list' })
  .int()
  .positive('Choose a value from the list')
  .max(MAX_ID, 'Choose a value from the list');
const optRef = z.preprocess(blankToNull, refId.nullish());
const bool = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean(),
);
const id = z.number().int();
const stamp = safeString();

/** Uploads: accepted by their content (PDF, PNG, JPEG, Word, Excel), 10 MB each, 10 a form. */
export const STUDENT_DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.docx,.xlsx';
export const STUDENT_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const STUDENT_DOCUMENT_MAX_FILES = 10;

/** The folder table a student files under follows their student type (spec 002: nursing and ESL student folders). */
export const STUDENT_FOLDER_TABLE = 'student-folder';
export const STUDENT_FOLDER_TABLES_BY_TYPE: Record<string, string> = {
  Nursing: 'nursing-student-folder',
  ESL: 'esl-student-folder',
};
export const studentFolderTable = (studentTypeName: string | null | undefined) =>
  STUDENT_FOLDER_TABLES_BY_TYPE[studentTypeName ?? ''] ?? STUDENT_FOLDER_TABLE;
/** Document categories of the student area ('document-category' rows with this module). */
export const STUDENT_DOCUMENT_CATEGORY_MODULE = 'student';

export const studentDocumentListQuery = pageQuery.extend({
  /** false: the active documents (default); true: the deactivated ones */
  inactive: bool.default(false),
  folderId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  categoryId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  /** only what the student sees: documents shared with them and their own uploads (always so for the student's side) */
  studentView: bool.default(false),
});
export type StudentDocumentListQuery = z.infer<typeof studentDocumentListQuery>;
export const STUDENT_DOCUMENT_SORTS = ['title', 'folder', 'createdAt', 'updatedAt'] as const;

export const studentDocument = z.object({
  id,
  studentId: id,
  title: safeString(),
  description: safeString().nullable(),
  folderId: id,
  folderName: safeString().nullable(),
  categoryId: id.nullable(),
  categoryName: safeString().nullable(),
  ...documentFileFields,
  sharedWithStudent: z.boolean(),
  /** uploaded by the student's side (the student or a parent) */
  uploadedBySelf: z.boolean(),
  ...documentVerificationFields,
  createdAt: stamp,
  createdByName: safeString().nullable(),
  updatedAt: stamp,
  /** may this viewer replace, edit or deactivate it (staff: yes; the student: their own unverified uploads) */
  canChange: z.boolean(),
});
export type StudentDocument = z.infer<typeof studentDocument>;

export const studentDocumentVersion = documentVersion;
export type StudentDocumentVersion = DocumentVersion;
export const studentDocumentDetail = documentDetailOf(studentDocument);
export type StudentDocumentDetail = z.infer<typeof studentDocumentDetail>;

export const studentDocumentParams = recordParams('studentId', 'documentId');

/** The folders and categories a student's documents are filed under. */
export const studentDocumentChoices = z.object({
  folderTable: safeString(),
  folders: z.array(z.object({ value: id, label: safeString() })),
  categories: z.array(z.object({ value: id, label: safeString() })),
});
export type StudentDocumentChoices = z.infer<typeof studentDocumentChoices>;

/** Upload (multipart): these fields and one or more `files` parts; one file may take a title, several are named by their files. */
export const studentDocumentUploadInput = z.object({
  folderId: refId,
  categoryId: optRef,
  title: optional(safeString().max(200, 'At most 200 characters')),
  description: optional(safeString().max(1000, 'At most 1000 characters')),
  sharedWithStudent: bool.default(true),
});
export type StudentDocumentUploadInput = z.infer<typeof studentDocumentUploadInput>;

/** Edit (multipart): these fields and optionally a `file` part that replaces the file (the old one stays in the history). */
export const studentDocumentUpdateInput = z.object({
  folderId: refId,
  categoryId: optRef,
  title: text(200),
  description: optional(safeString().max(1000, 'At most 1000 characters')),
  sharedWithStudent: bool.default(true),
});
export type StudentDocumentUpdateInput = z.infer<typeof studentDocumentUpdateInput>;

export const studentDocumentVerifyInput = z.object({ verified: z.boolean().default(true) });

export const DOCUMENT_EMAIL_RECIPIENTS = ['student', 'other'] as const;
/** At most this many documents, and bytes, in one email. */
export const DOCUMENT_EMAIL_MAX_DOCUMENTS = 10;
export const DOCUMENT_EMAIL_MAX_BYTES = 20 * 1024 * 1024;
export const studentDocumentEmailInput = z
  .object({
    documentIds: z
      .array(z.number().int().positive().max(MAX_ID))
      .min(1, 'Choose at least one document')
      .max(DOCUMENT_EMAIL_MAX_DOCUMENTS, `At most ${DOCUMENT_EMAIL_MAX_DOCUMENTS} documents an email`),
    recipient: z.enum(DOCUMENT_EMAIL_RECIPIENTS),
    email: optional(email),
    subject: text(200),
    message: optionalMultilineText(4000),
  })
  .superRefine((v, ctx) => {
    if (v.recipient === 'other' && !v.email)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Enter the address to send to' });
  });
export type StudentDocumentEmailInput = z.infer<typeof studentDocumentEmailInput>;
export const studentDocumentEmailResult = z.object({ to: safeString(), documents: id });

export const STUDENT_DOCUMENT_TOASTS = {
  ...DOCUMENT_TOASTS,
  emailSent: 'Email sent',
  emailFailed: 'Failed to send email, Try again!',
} as const;
export const STUDENT_DOCUMENT_MESSAGES = {
  noFiles: 'Choose at least one file',
  tooLarge: 'The documents are too large for one email (20 MB at most)',
  notOwn: 'You may change only documents you uploaded that are not verified yet',
  noEmail: 'The student has no email address',
} as const;

/* ---------- signed documents (docusign) ---------- */

export const ENVELOPE_STATUSES = ['Sent', 'Delivered', 'Completed', 'Declined', 'Voided'] as const;
export type EnvelopeStatus = (typeof ENVELOPE_STATUSES)[number];
/** Where an envelope may go from each status (the provider's callbacks and staff voiding). */
export const ENVELOPE_TRANSITIONS: Record<EnvelopeStatus, readonly EnvelopeStatus[]> = {
  Sent: ['Delivered', 'Completed', 'Declined', 'Voided'],
  Delivered: ['Completed', 'Declined', 'Voided'],
  Completed: [],
  Declined: [],
  Voided: [],
};
export const canMoveEnvelope = (from: EnvelopeStatus, to: EnvelopeStatus) => ENVELOPE_TRANSITIONS[from].includes(to);

export const signatureEnvelope = z.object({
  id,
  studentId: id,
  provider: safeString(),
  providerEnvelopeId: safeString(),
  subject: safeString(),
  recipientName: safeString(),
  recipientEmail: safeString(),
  templateId: id.nullable(),
  templateName: safeString().nullable(),
  documentName: safeString(),
  status: z.enum(ENVELOPE_STATUSES),
  statusNote: safeString().nullable(),
  sentAt: stamp,
  deliveredAt: stamp.nullable(),
  completedAt: stamp.nullable(),
  declinedAt: stamp.nullable(),
  voidedAt: stamp.nullable(),
  hasSignedFile: z.boolean(),
  sentByName: safeString().nullable(),
  updatedAt: stamp,
});
export type SignatureEnvelope = z.infer<typeof signatureEnvelope>;
export const signatureEnvelopeList = z.object({ items: z.array(signatureEnvelope) });
export const signatureEnvelopeParams = z.object({
  studentId: z.coerce.number().int().positive().max(MAX_ID),
  envelopeId: z.coerce.number().int().positive().max(MAX_ID),
});

/** Send for signature (multipart): a template of 'document-template' or an uploaded `document` (PDF or Word). */
export const signatureSendInput = z.object({
  templateId: optRef,
  subject: text(200),
  message: optional(safeString().max(2000, 'At most 2000 characters')),
  /** the signer; the student when left empty */
  recipientName: optional(safeString().max(120, 'At most 120 characters')),
  recipientEmail: optional(email),
});
export type SignatureSendInput = z.infer<typeof signatureSendInput>;

/** The provider's callback (multipart): the new status; Completed carries the `signedFile`. */
export const ENVELOPE_CALLBACK_STATUSES = ['Delivered', 'Completed', 'Declined', 'Voided'] as const;
export const signatureStatusInput = z.object({
  status: z.enum(ENVELOPE_CALLBACK_STATUSES, { error: 'Choose a status' }),
  note: optional(safeString().max(500, 'At most 500 characters')),
});
export type SignatureStatusInput = z.infer<typeof signatureStatusInput>;

export const SIGNATURE_TOASTS = {
  sent: 'Document sent for signature',
  sendFailed: 'Failed to send document, Try again!',
  resent: 'Email sent',
  statusUpdated: 'Status updated successfully!',
  statusFailed: 'Failed to update status, Try again!',
} as const;
export const SIGNATURE_MESSAGES = {
  documentNeeded: 'Choose a template or upload the document to sign',
  signedFileNeeded: 'Attach the signed document',
  badMove: 'The envelope cannot move to this status',
  notCompleted: 'The document is not signed yet',
} as const;

/* ---------- immigration ---------- */

export const VISA_TYPES = [
  'Student Visa',
  'Student Residence Permit',
  'Exchange Visitor Visa',
  'Visitor Visa',
  'Work Permit',
  'Other',
] as const;
export const VISA_TYPE_OPTIONS: Option<string>[] = VISA_TYPES.map((v) => ({ value: v, label: v }));

export const immigrationDetailsInput = z.object({
  passportNumber: optional(
    safeString()
      .max(20, 'At most 20 characters')
      .regex(/^[A-Za-z0-9]+$/, 'Passport number may contain letters and digits only'),
  ),
  passportExpiry: optional(isoDate),
  visaType: optional(z.enum(VISA_TYPES)),
  visaNumber: optional(safeString().max(40, 'At most 40 characters')),
  visaExpiry: optional(isoDate),
  /** the I-20 or student permit number */
  permitNumber: optional(safeString().max(40, 'At most 40 characters')),
  arrivalDate: optional(isoDate),
  notes: optional(safeString().max(2000, 'At most 2000 characters')),
});
export type ImmigrationDetailsInput = z.infer<typeof immigrationDetailsInput>;
export const immigrationDetails = z.object({
  passportNumber: safeString().nullable(),
  passportExpiry: safeString().nullable(),
  visaType: safeString().nullable(),
  visaNumber: safeString().nullable(),
  visaExpiry: safeString().nullable(),
  permitNumber: safeString().nullable(),
  arrivalDate: safeString().nullable(),
  notes: safeString().nullable(),
  updatedAt: stamp.nullable(),
  updatedByName: safeString().nullable(),
});
export type ImmigrationDetails = z.infer<typeof immigrationDetails>;

/** The spec's immigration document types (the option list IMMIGRATION_DOCUMENT_TYPES; value = label). */
export type ImmigrationDocumentType = string;
export const IMMIGRATION_DOCUMENT_TYPE_KEYS = IMMIGRATION_DOCUMENT_TYPES.map((t) => String(t.value)) as [
  string,
  ...string[],
];
export const IMMIGRATION_DOCUMENT_STATUSES = ['missing', 'uploaded', 'verified'] as const;
export type ImmigrationDocumentStatus = (typeof IMMIGRATION_DOCUMENT_STATUSES)[number];

/** A type is verified when it has files and all are verified, uploaded when it has files, missing otherwise. */
export function immigrationTypeStatus(files: readonly { verified: boolean }[]): ImmigrationDocumentStatus {
  if (!files.length) return 'missing';
  return files.every((f) => f.verified) ? 'verified' : 'uploaded';
}

export const immigrationDocument = z.object({
  id,
  type: z.enum(IMMIGRATION_DOCUMENT_TYPE_KEYS),
  filename: safeString(),
  contentType: safeString(),
  size: id,
  uploadedAt: stamp,
  uploadedByName: safeString().nullable(),
  uploadedBySelf: z.boolean(),
  verified: z.boolean(),
  verifiedAt: stamp.nullable(),
  verifiedByName: safeString().nullable(),
  /** may this viewer take it off (staff; the student their own unverified upload) */
  canRemove: z.boolean(),
});
export type ImmigrationDocument = z.infer<typeof immigrationDocument>;
export const immigrationDocumentsView = z.object({
  items: z.array(
    z.object({
      type: z.enum(IMMIGRATION_DOCUMENT_TYPE_KEYS),
      label: safeString(),
      status: z.enum(IMMIGRATION_DOCUMENT_STATUSES),
      documents: z.array(immigrationDocument),
    }),
  ),
});
export type ImmigrationDocumentsView = z.infer<typeof immigrationDocumentsView>;
/** Upload (multipart): the type and one or more `files` parts. */
export const immigrationUploadInput = z.object({
  type: z.enum(IMMIGRATION_DOCUMENT_TYPE_KEYS, { error: 'Choose the type of document' }),
});
export const immigrationVerifyInput = z.object({
  documentIds: z.array(z.number().int().positive().max(MAX_ID)).min(1, 'Choose at least one document').max(100),
  verified: z.boolean().default(true),
});
export const immigrationDocumentParams = recordParams('studentId', 'documentId');

export const IMMIGRATION_TOASTS = {
  saved: 'Immigration details saved successfully',
  saveFailed: 'Failed to save immigration details, Try again!',
  uploaded: 'Document added successfully',
  uploadFailed: 'Failed to add document, Try again!',
  verified: 'Documents verified successfully',
  unverified: 'Documents marked as not verified',
  removed: 'Document removed successfully',
  actionFailed: 'Failed to update document, Try again!',
} as const;

/* ---------- library catalogue and snapshot ---------- */

/** The spec names Library_Catalog.xls; we write a real workbook. */
export const LIBRARY_CATALOG_FILENAME = 'Library_Catalog.xlsx';
export const LIBRARY_CATALOG_TABLE = 'library-item';
export const libraryCatalog = z.object({
  courseName: safeString().nullable(),
  items: z.array(
    z.object({
      id,
      title: safeString(),
      author: safeString(),
      edition: safeString().nullable(),
      isbn: safeString(),
      courseName: safeString().nullable(),
      copies: id.nullable(),
    }),
  ),
});
export type LibraryCatalog = z.infer<typeof libraryCatalog>;
export const snapshotFilename = (studentId: number) => `Snapshot_${studentId}.pdf`;
