import { z } from 'zod';
import { pageQuery } from '../kit/common.js';
import {
  DOCUMENT_TOASTS,
  documentDetailOf,
  documentFileFields,
  documentVerificationFields,
  recordParams,
} from '../kit/records.js';
import { text, safeString } from '../validation.js';
import { MAX_ID } from '../students/student.js';
import { STUDENT_DOCUMENT_ACCEPT, STUDENT_DOCUMENT_MAX_FILES } from '../students/documents.js';

/**
 * The lead's Documents tab and the lead-documents notification (spec 002 "Documents": docTypeList,
 * documentUpload, documentUpdate, documentList/{leadId}/{inActive}, getDocbyId, deleteDocument,
 * documentDownload, myDocuments). Each document has a type of the 'applicant-document-type' control
 * table (whose `mandatory` flag makes the checklist); a replaced file stays as a former version;
 * deactivating keeps the row; staff with the edit right verify.
 */

const blankToUndef = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const bool = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean(),
);
const refId = z.coerce
  .number({ error: 'Choose a document type' })
  .int()
  .positive('Choose a document type')
  .max(MAX_ID, 'Choose a document type');
const optId = z.preprocess(blankToUndef, z.coerce.number().int().positive().max(MAX_ID).optional());
const id = z.number().int();
const stamp = safeString();

export const LEAD_DOCUMENT_TYPE_TABLE = 'applicant-document-type';
export const LEAD_DOCUMENT_ACCEPT = STUDENT_DOCUMENT_ACCEPT;
export const LEAD_DOCUMENT_MAX_FILES = STUDENT_DOCUMENT_MAX_FILES;

/** The checklist: every active document type, mandatory first, with what this lead has of it. */
export const leadDocumentType = z.object({
  id,
  name: safeString(),
  mandatory: z.boolean(),
  description: safeString().nullable(),
  /** active documents of this type on the lead */
  uploaded: id,
  /** of those, verified */
  verified: id,
});
export type LeadDocumentType = z.infer<typeof leadDocumentType>;
export const leadDocumentTypes = z.object({ items: z.array(leadDocumentType), missingMandatory: id });
export type LeadDocumentTypes = z.infer<typeof leadDocumentTypes>;

export const LEAD_DOCUMENT_SORTS = ['title', 'type', 'createdAt', 'updatedAt'] as const;
/** documentList/{leadId}/{inActive}: the lead's active documents, or the deactivated ones. */
export const leadDocumentListQuery = pageQuery.extend({
  inactive: bool.default(false),
  typeId: optId,
});
export type LeadDocumentListQuery = z.infer<typeof leadDocumentListQuery>;

export const leadDocument = z.object({
  id,
  leadId: id,
  typeId: id,
  typeName: safeString().nullable(),
  mandatory: z.boolean(),
  title: safeString(),
  description: safeString().nullable(),
  ...documentFileFields,
  ...documentVerificationFields,
  createdAt: stamp,
  createdBy: id.nullable(),
  createdByName: safeString().nullable(),
  updatedAt: stamp,
});
export type LeadDocument = z.infer<typeof leadDocument>;
export const leadDocumentDetail = documentDetailOf(leadDocument);
export type LeadDocumentDetail = z.infer<typeof leadDocumentDetail>;

export const leadDocumentParams = recordParams('leadId', 'documentId');

/** documentUpload (multipart): a type and one or more `files` parts (one document each); one file may take a title. */
export const leadDocumentUploadInput = z.object({
  typeId: refId,
  title: z.preprocess(blankToNull, safeString().max(200, 'At most 200 characters').nullish()),
  description: z.preprocess(blankToNull, safeString().max(1000, 'At most 1000 characters').nullish()),
});
export type LeadDocumentUploadInput = z.infer<typeof leadDocumentUploadInput>;

/** documentUpdate (multipart): the type, title and description, and optionally a `file` that replaces the file. */
export const leadDocumentUpdateInput = z.object({
  typeId: refId,
  title: text(200),
  description: z.preprocess(blankToNull, safeString().max(1000, 'At most 1000 characters').nullish()),
});
export type LeadDocumentUpdateInput = z.infer<typeof leadDocumentUpdateInput>;

export const leadDocumentVerifyInput = z.object({ verified: z.boolean().default(true) });

/* ---------- across leads: the notification (awaiting verification) and myDocuments ---------- */

export const LEAD_DOCUMENT_REVIEW_STATES = ['pending', 'verified', 'all'] as const;
export const LEAD_DOCUMENT_REVIEW_SORTS = ['createdAt', 'lead', 'type', 'title'] as const;
export const leadDocumentReviewQuery = pageQuery.extend({
  /** pending (default): active documents not verified yet */
  state: z.preprocess(blankToUndef, z.enum(LEAD_DOCUMENT_REVIEW_STATES).default('pending')),
  typeId: optId,
  representativeId: optId,
  /** myDocuments: documents the signed-in user uploaded or that wait on the leads they represent */
  mine: z.preprocess(blankToUndef, bool.optional()),
});
export type LeadDocumentReviewQuery = z.infer<typeof leadDocumentReviewQuery>;
export const leadDocumentReviewItem = leadDocument.extend({
  leadName: safeString(),
  leadEmail: safeString(),
  leadStatusId: id,
  representativeId: id.nullable(),
  representativeName: safeString().nullable(),
});
export type LeadDocumentReviewItem = z.infer<typeof leadDocumentReviewItem>;

export const LEAD_DOCUMENT_TOASTS = DOCUMENT_TOASTS;
export const LEAD_DOCUMENT_MESSAGES = {
  noFiles: 'Choose at least one file',
  type: 'Choose a document type',
  oneFile: 'Choose one file to replace it with',
  inactive: 'Activate the document first',
} as const;
