import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { stampedNow, timestamptz } from '../../../platform/db/columns.js';
import { addressColumns, files, noteColumns, recordColumns } from '../../kit/tables.js';
import { refRows } from '../../reference/tables.js';

/**
 * The lead record of the Admissions CRM (spec 002). `status_id` is a lead status of contracts'
 * LEAD_STATUSES (1 New .. 10 Student), not a control-table row. Closing sets `closed_at` (reopen clears
 * it); deleting sets `deleted_at` (soft, restorable: the lists and the record no longer show it).
 * `fair_id` names a college fair (plain integer, no foreign key: the fairs domain reads it for
 * "leads by fair"). `student_id` is set when the lead was migrated to a student. `search_text` holds
 * the lower-cased id, names, email and phone digits for the quick search.
 */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    alternatePhone: text('alternate_phone'),
    gender: text('gender'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    birthCountryId: integer('birth_country_id').references(() => refRows.id),
    nationalityId: integer('nationality_id').references(() => refRows.id),
    highestDegreeId: integer('highest_degree_id').references(() => refRows.id),
    courseId: integer('course_id').references(() => refRows.id),
    campusId: integer('campus_id').references(() => refRows.id),
    semesterId: integer('semester_id').references(() => refRows.id),
    sourceId: integer('source_id').references(() => refRows.id),
    representativeId: integer('representative_id'),
    fairId: integer('fair_id'),
    statusId: integer('status_id').notNull().default(1),
    immigrationRequired: boolean('immigration_required').notNull().default(false),
    photoFileId: integer('photo_file_id').references(() => files.id),
    ...addressColumns(),
    studentId: integer('student_id'),
    closedAt: timestamptz('closed_at'),
    closedReason: text('closed_reason'),
    deletedAt: timestamptz('deleted_at'),
    /** set with deleted_at when the lead was merged into another (modules/lead-duplicates; undoing the merge clears both) */
    mergedInto: integer('merged_into'),
    ...recordColumns(),
  },
  (t) => [
    // the list: a filter's page newest first (live leads only)
    index('leads_live_idx')
      .on(t.id)
      .where(sql`${t.deletedAt} is null`),
    // the open leads newest first (the list as it opens), and its later pages from the index alone
    index('leads_open_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null and ${t.closedAt} is null`),
    // the open leads of a status (and representative), or of a representative: their pages newest first
    // and their counts from the index alone
    index('leads_open_status_idx')
      .on(t.statusId, t.representativeId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null and ${t.closedAt} is null`),
    index('leads_open_rep_idx')
      .on(t.representativeId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null and ${t.closedAt} is null`),
    index('leads_status_idx').on(t.statusId, t.id),
    index('leads_rep_idx').on(t.representativeId, t.id),
    index('leads_course_idx').on(t.courseId, t.id),
    index('leads_semester_idx').on(t.semesterId, t.id),
    index('leads_source_idx').on(t.sourceId, t.id),
    index('leads_fair_idx').on(t.fairId),
    index('leads_created_idx').on(t.createdAt),
    index('leads_email_idx').on(sql`lower(${t.email})`),
    index('leads_last_name_idx').on(t.lastName, t.firstName, t.id),
    index('leads_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** The status history of a lead (leadStatusList): every change with its note and optional file. */
export const leadStatusChanges = pgTable(
  'lead_status_changes',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id),
    fromStatusId: integer('from_status_id'),
    toStatusId: integer('to_status_id').notNull(),
    note: text('note'),
    fileId: integer('file_id').references(() => files.id),
    changedBy: integer('changed_by'),
    changedAt: stampedNow('changed_at'),
  },
  (t) => [index('lead_status_changes_lead_idx').on(t.leadId, t.changedAt)],
);

/** Notes and phone notes of a lead (`kind` note or phone: the notes and phone-notes tabs). */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id),
    kind: text('kind').notNull(),
    ...noteColumns(),
  },
  (t) => [index('lead_notes_lead_idx').on(t.leadId, t.kind, t.createdAt)],
);
