import { z } from 'zod';
import { MAX_ID, pageQuery } from '../kit/common.js';
import { rowSchema } from '../reference/engine.js';
import { multilineText, safeString, singleLine } from '../validation.js';
import type { RequestKind } from './kinds.js';

/** A staff queue's or a student's list: a status, and the quick search (student name or id). */
export const requestListQuery = pageQuery.extend({
  status: singleLine().max(40).optional(),
  /** only the open ones (the flow's open statuses) */
  open: z.enum(['true', 'false']).optional(),
});
export type RequestListQuery = z.infer<typeof requestListQuery>;

export const requestParams = z.object({ requestId: z.coerce.number().int().positive().max(MAX_ID) });
export const studentRequestParams = requestParams.extend({
  studentId: z.coerce.number().int().positive().max(MAX_ID),
});

/** The values a kind's form holds, as its declaration checks them. */
export const requestValues = z.record(safeString().max(60), z.unknown());

export const studentRequest = z.object({
  id: z.number().int(),
  kind: safeString(),
  kindLabel: safeString(),
  studentId: z.number().int(),
  studentName: safeString(),
  status: safeString(),
  statusLabel: safeString(),
  data: requestValues,
  /** the values' words (choices' labels, refs' names), by field */
  dataText: z.record(safeString(), safeString()),
  fee: safeString().nullable(),
  letter: z.boolean(),
  createdAt: safeString(),
  updatedAt: safeString(),
  createdByName: safeString().nullable(),
  /** what the request produced (a clinical request: the rotation it created) */
  result: z
    .object({
      rotationId: z.number().int().optional(),
      /** an appeal's conditions signed: the name she typed and when */
      signedName: safeString().optional(),
      signedAt: safeString().optional(),
    })
    .nullable(),
});
export type StudentRequest = z.infer<typeof studentRequest>;

export const requestEvent = z.object({
  id: z.number().int(),
  fromStatus: safeString().nullable(),
  fromLabel: safeString().nullable(),
  toStatus: safeString(),
  toLabel: safeString(),
  note: safeString().nullable(),
  byName: safeString().nullable(),
  at: safeString(),
});
export const requestMoveOption = z.object({
  to: safeString(),
  action: safeString(),
  note: z.boolean(),
  /** signed electronically (an appeal's conditions): the name typed and the acceptance are required */
  signature: z.boolean(),
  /** what is signed: the conditions given with the grant (the latest note of the request's history) */
  conditions: safeString().nullable(),
});
export const studentRequestDetails = studentRequest.extend({
  events: z.array(requestEvent),
  /** what the one asking may do with it now */
  moves: z.array(requestMoveOption),
});
export type StudentRequestDetails = z.infer<typeof studentRequestDetails>;

export const REQUEST_SIGNATURE_MESSAGES = {
  name: 'Type your full name to sign',
  mismatch: 'Type your full name as it is on your record',
  accept: 'Confirm that you accept the conditions',
} as const;
/** A typed signature compared with the name on the record: case, accents' forms and spacing aside. */
export const sameSignature = (typed: string, name: string) => {
  const norm = (s: string) => s.normalize('NFKC').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();
  return norm(typed) !== '' && norm(typed) === norm(name);
};
export const requestMoveInput = z.object({
  to: singleLine({ error: 'Choose what to do' }).min(1).max(40),
  note: multilineText(2000).nullish(),
  /** a move signed electronically: the full name typed, and the conditions accepted */
  signature: singleLine().max(200).nullish(),
  accept: z.boolean().nullish(),
});
export type RequestMoveInput = z.infer<typeof requestMoveInput>;
/** A move whose option says `note: true` (a rejection's reason, an appeal's conditions): the note is required. */
export const REQUEST_NOTE_REQUIRED = 'Say why (a note is required)';
/** The signing of an appeal's conditions as the student's dialog checks it (the server compares the name). */
export const requestSignInput = requestMoveInput.extend({
  signature: singleLine({ error: REQUEST_SIGNATURE_MESSAGES.name })
    .trim()
    .min(1, REQUEST_SIGNATURE_MESSAGES.name)
    .max(200, 'At most 200 characters'),
  accept: z.literal(true, { error: REQUEST_SIGNATURE_MESSAGES.accept }),
});
export const requestMoveWithNoteInput = requestMoveInput.extend({
  note: safeString({ error: REQUEST_NOTE_REQUIRED })
    .trim()
    .min(1, REQUEST_NOTE_REQUIRED)
    .max(2000, 'At most 2000 characters'),
});

/** A new request of a kind: the form's values; a draft (appeals) is saved without being submitted. */
export const requestAddInput = (kind: RequestKind) =>
  z.object({ data: rowSchema(kind.form), draft: z.boolean().optional() });
export type RequestAddInput = { data: Record<string, unknown>; draft?: boolean };

/** A queue's counts by status. */
export const requestCounts = z.object({
  items: z.array(z.object({ status: safeString(), label: safeString(), count: z.number().int() })),
});
export type RequestCounts = z.infer<typeof requestCounts>;

/** The kinds a student may ask for, with their forms' declarations (the web draws the form from them). */
export const requestKindOption = z.object({
  key: safeString(),
  label: safeString(),
  fee: safeString().nullable(),
  /** why she may not ask, when she may not */
  refused: safeString().nullable(),
  draft: z.boolean(),
});
export const requestKindOptions = z.object({ items: z.array(requestKindOption) });

export const REQUEST_TOASTS = {
  created: 'Request Submitted Successfully',
  drafted: 'Draft Saved Successfully',
  createFailed: 'Failed to submit the request, please try again!',
  moved: 'Request Updated Successfully',
  moveFailed: 'Failed to update the request, please try again!',
  signed: 'Conditions Signed Successfully',
} as const;

/** A document filed with a request (a graduation application's proof, a clinical request's letter). */
export const requestDocumentParams = studentRequestParams.extend({
  documentId: z.coerce.number().int().positive().max(MAX_ID),
});
export const REQUEST_DOCUMENT_ENTITY = 'student_request_document';
export const REQUEST_DOCUMENT_MESSAGES = {
  closed: 'This request is closed: its documents can no longer change',
} as const;
export const REQUEST_DOCUMENT_TOASTS = {
  uploaded: 'Request Document Uploaded Successfully',
  uploadFailed: 'Failed to upload the request document. Try again!',
  deleted: 'Request Document Deleted Successfully',
  deleteFailed: 'Failed to delete the request document. Try again!',
} as const;
