import { z } from 'zod';
import { MAX_ID } from '../kit/common.js';
import { optionalText, safeString } from '../validation.js';

/**
 * Documents filed with an exam entry (a USMLE attempt's or an MCAT's score report; spec 001: addUsmleTest and
 * studentMcatSave are multipart): PDF, PNG or JPEG, checked by content and kept by the kit's file storage.
 */
export const USMLE_DOCUMENT_ENTITY = 'usmleDocument';
export const MCAT_DOCUMENT_ENTITY = 'mcatDocument';
export const EXAM_DOCUMENT_KINDS = ['pdf', 'png', 'jpeg'] as const;
/** the multipart part holding the file */
export const EXAM_DOCUMENT_PART = 'file';
export const EXAM_DOCUMENT_MESSAGES = {
  file: 'Choose a file to upload (PDF, PNG or JPEG)',
  duplicate: 'This file is already filed here',
} as const;
export const USMLE_DOCUMENT_TOASTS = {
  uploaded: 'USMLE Document Uploaded Successfully',
  uploadFailed: 'Failed to upload the USMLE document. Try again!',
  deleted: 'USMLE Document Deleted Successfully',
  deleteFailed: 'Failed to delete the USMLE document. Try again!',
} as const;
export const MCAT_DOCUMENT_TOASTS = {
  uploaded: 'MCAT Document Uploaded Successfully',
  uploadFailed: 'Failed to upload the MCAT document. Try again!',
  deleted: 'MCAT Document Deleted Successfully',
  deleteFailed: 'Failed to delete the MCAT document. Try again!',
} as const;
/** The toasts of a documents dialog (an exam entry's, a clinical log day's). */
export interface ExamDocumentToasts {
  uploaded: string;
  uploadFailed: string;
  deleted: string;
  deleteFailed: string;
}

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
export const examDocumentInput = z.object({ title: optionalText(160) });
export const usmleDocumentParams = z.object({
  studentId: id('Student not found'),
  attemptId: id('USMLE attempt not found'),
  documentId: id('Document not found'),
});
export const mcatDocumentParams = z.object({
  studentId: id('Student not found'),
  mcatId: id('MCAT score not found'),
  documentId: id('Document not found'),
});
export const examDocument = z.object({
  id: z.number().int(),
  /** the attempt or score it is filed with */
  entryId: z.number().int(),
  title: safeString().nullable(),
  filename: safeString(),
  contentType: safeString(),
  size: z.number().int(),
  uploadedAt: safeString(),
  uploadedByName: safeString().nullable(),
});
export type ExamDocument = z.infer<typeof examDocument>;
export const examDocumentList = z.object({ items: z.array(examDocument) });
