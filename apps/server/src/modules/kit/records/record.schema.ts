import { boolean, integer, jsonb, text } from 'drizzle-orm/pg-core';
import { rowStamps, stampedNow, timestamptz } from '../../../platform/db/columns.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { files } from '../files/files.schema.js';

/**
 * The record kit's column sets: what every record (student, lead) and its parts keep alike. Each is a
 * fresh set of builders for one table; the owner's key column (student_id, lead_id), its own columns,
 * keys and indexes stay in the owner's table, and table names stay as they are.
 */

/** A record row's quick-search text (lower-cased id, names, email, phone) and its stamps. */
export const recordColumns = () => ({
  searchText: text('search_text').notNull().default(''),
  ...rowStamps(),
});

/** A postal address; the state and country are control-table rows. */
export const addressColumns = () => ({
  address1: text('address1'),
  address2: text('address2'),
  city: text('city'),
  stateId: integer('state_id').references(() => refRows.id),
  countryId: integer('country_id').references(() => refRows.id),
  zip: text('zip'),
});

/** A contact of a record (a parent, guardian or sponsor; a lead's billing contact) with its address and stamps. */
export const contactColumns = () => ({
  name: text('name').notNull(),
  relation: text('relation').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  alternatePhone: text('alternate_phone'),
  ...addressColumns(),
});

/** A note on a record: its subject and text, who wrote it and when. */
export const noteColumns = () => ({
  subject: text('subject'),
  note: text('note').notNull(),
  createdBy: integer('created_by'),
  createdAt: stampedNow('created_at'),
});

/** One saved admission form of a record: its answers (checked by the form's contracts schema), who and when. */
export const admissionFormColumns = () => ({
  form: text('form').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  savedBy: integer('saved_by').references(() => users.id),
  savedAt: stampedNow('saved_at'),
});

/** One acceptance (disclosure, terms, policy guide) of a record: who accepted and when. */
export const acceptanceColumns = () => ({
  kind: text('kind').notNull(),
  acceptedBy: integer('accepted_by').references(() => users.id),
  acceptedAt: stampedNow('accepted_at'),
});

/** A stored file, who uploaded it and when. */
export const uploadedFileColumns = () => ({
  fileId: integer('file_id')
    .notNull()
    .references(() => files.id),
  uploadedBy: integer('uploaded_by'),
  uploadedAt: stampedNow('uploaded_at'),
});

/** One file of an immigration document type (a passport, a visa), verified on its own; removing sets removed_at. */
export const immigrationDocumentColumns = () => ({
  type: text('type').notNull(),
  ...uploadedFileColumns(),
  verified: boolean('verified').notNull().default(false),
  verifiedBy: integer('verified_by'),
  verifiedAt: timestamptz('verified_at'),
  removedBy: integer('removed_by'),
  removedAt: timestamptz('removed_at'),
});
