import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { stampedNow } from '../../../platform/db/columns.js';
import { users } from '../../access/tables.js';
import { addressColumns, files, recordColumns } from '../../kit/tables.js';
import { refRows } from '../../reference/tables.js';

/**
 * The student record: one row per student with the header facts the tab rules read (spec 000
 * section 4), the personal, address and profile tabs. Ids start at 100001 (the number staff quote).
 * `search_text` holds the lower-cased id, names, email and phone for the quick search.
 */
export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    salutation: text('salutation'),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    preferredName: text('preferred_name'),
    gender: text('gender'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    email: text('email').notNull(),
    alternateEmail: text('alternate_email'),
    phone: text('phone'),
    alternatePhone: text('alternate_phone'),
    nationalityId: integer('nationality_id').references(() => refRows.id),
    birthCountryId: integer('birth_country_id').references(() => refRows.id),
    passportNumber: text('passport_number'),
    passportExpiry: date('passport_expiry', { mode: 'string' }),
    photoFileId: integer('photo_file_id').references(() => files.id),
    ...addressColumns(),
    statusId: integer('status_id').references(() => refRows.id),
    studentTypeId: integer('student_type_id').references(() => refRows.id),
    courseId: integer('course_id').references(() => refRows.id),
    campusId: integer('campus_id').references(() => refRows.id),
    startSemesterId: integer('start_semester_id').references(() => refRows.id),
    stageId: integer('stage_id').references(() => refRows.id),
    cohort: text('cohort'),
    currentCourseStatus: text('current_course_status'),
    usmleTestStatus: text('usmle_test_status'),
    campusStatus: text('campus_status'),
    financialStatus: integer('financial_status').notNull().default(1),
    /**
     * Where the list puts the student when no order is asked for: 0 current, 1 still to start, 2 former
     * (contracts' studentListGroup of the status code). Kept by the database (trigger
     * students_list_group, migration 0012) on every write of status_id and every change of a status's code.
     */
    listGroup: smallint('list_group').notNull().default(0),
    immigrationRequired: boolean('immigration_required').notNull().default(false),
    forcePersonalInfoUpdate: boolean('force_personal_info_update').notNull().default(false),
    leadId: integer('lead_id'),
    ...recordColumns(),
  },
  (t) => [
    uniqueIndex('students_email_key').on(sql`lower(${t.email})`),
    // the list (bench/README.md): a filter's page newest first and its exact count from the index alone
    index('students_status_idx').on(t.statusId, t.id),
    index('students_status_campus_idx').on(t.statusId, t.campusId, t.id),
    index('students_campus_idx').on(t.campusId, t.id),
    index('students_semester_idx').on(t.startSemesterId, t.id),
    // the list's own order (current students first, then those to start, then former ones; each by name)
    index('students_list_order_idx').on(t.listGroup, t.lastName, t.firstName, t.id.desc().nullsFirst()),
    // a name filter of one or two letters finds names that start with them (trigrams need three)
    index('students_first_name_prefix_idx').using('btree', sql`lower(${t.firstName}) text_pattern_ops`),
    index('students_last_name_prefix_idx').using('btree', sql`lower(${t.lastName}) text_pattern_ops`),
    index('students_preferred_name_prefix_idx').using('btree', sql`lower(${t.preferredName}) text_pattern_ops`),
    // sorts by name, e-mail, cohort and creation read the page in index order
    index('students_last_name_idx').on(t.lastName, t.firstName, t.id),
    index('students_email_idx').on(t.email),
    index('students_cohort_idx').on(t.cohort),
    index('students_created_idx').on(t.createdAt),
    // the quick search (`search_text like '%word%'`): trigrams (pg_trgm, also in PGlite)
    index('students_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // the list's name and e-mail filters (`ilike '%text%'`)
    index('students_names_trgm_idx').using(
      'gin',
      sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || coalesce(${t.preferredName}, '')) gin_trgm_ops`,
    ),
    index('students_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('students_lead_idx').on(t.leadId),
  ],
);

/** Which students a Parent user may see (several; `users.student_id` is the one they last chose). */
export const parentStudents = pgTable(
  'parent_students',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    relation: text('relation'),
    createdAt: stampedNow('created_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.studentId] }), index('parent_students_student_idx').on(t.studentId)],
);
