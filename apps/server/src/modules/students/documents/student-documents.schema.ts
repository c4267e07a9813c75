import { boolean, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stampedNow, timestamptz } from '../../../platform/db/columns.js';
import { files } from '../../kit/tables.js';
import { refRows } from '../../reference/tables.js';
import { documentColumns, documentVersionsTable, immigrationDocumentColumns } from '../../kit/tables.js';
import { students } from '../record/students.schema.js';

/**
 * A student's documents, filed in a folder (a row of the student's folder table) and optionally a
 * category. `file_id` is the current file; every version, the current one included, is a row of
 * student_document_versions. Deactivating sets `active` false (the row and its files stay).
 */
export const studentDocuments = pgTable(
  'student_documents',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    folderId: integer('folder_id')
      .notNull()
      .references(() => refRows.id),
    categoryId: integer('category_id').references(() => refRows.id),
    sharedWithStudent: boolean('shared_with_student').notNull().default(true),
    uploadedBySelf: boolean('uploaded_by_self').notNull().default(false),
    ...documentColumns(),
  },
  (t) => [index('student_documents_student').on(t.studentId, t.active, t.createdAt)],
);

export const studentDocumentVersions = documentVersionsTable('student_document_versions', studentDocuments);

/**
 * Documents sent for signature through a signature provider (the local one records them and mails
 * the signing request). Status moves by the provider's callbacks; the dates say when.
 */
export const signatureEnvelopes = pgTable(
  'signature_envelopes',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    provider: text('provider').notNull(),
    providerEnvelopeId: text('provider_envelope_id').notNull(),
    templateId: integer('template_id').references(() => refRows.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    signedFileId: integer('signed_file_id').references(() => files.id),
    subject: text('subject').notNull(),
    message: text('message'),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    status: text('status').notNull().default('Sent'),
    statusNote: text('status_note'),
    sentAt: stampedNow('sent_at'),
    deliveredAt: timestamptz('delivered_at'),
    completedAt: timestamptz('completed_at'),
    declinedAt: timestamptz('declined_at'),
    voidedAt: timestamptz('voided_at'),
    createdBy: integer('created_by'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    index('signature_envelopes_student').on(t.studentId, t.sentAt),
    uniqueIndex('signature_envelopes_provider_key').on(t.provider, t.providerEnvelopeId),
  ],
);

/** Immigration details beyond the passport (which is on the student row): visa, permit, arrival. */
export const studentImmigration = pgTable('student_immigration', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => students.id),
  visaType: text('visa_type'),
  visaNumber: text('visa_number'),
  visaExpiry: date('visa_expiry', { mode: 'string' }),
  permitNumber: text('permit_number'),
  arrivalDate: date('arrival_date', { mode: 'string' }),
  notes: text('notes'),
  updatedBy: integer('updated_by'),
  updatedAt: stampedNow('updated_at'),
});

/** Files of the spec's immigration document types; each is verified on its own. Removing sets `removed_at`. */
export const immigrationDocuments = pgTable(
  'immigration_documents',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    ...immigrationDocumentColumns(),
    uploadedBySelf: boolean('uploaded_by_self').notNull().default(false),
  },
  (t) => [index('immigration_documents_student').on(t.studentId, t.type)],
);
