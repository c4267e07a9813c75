import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { rowStamps } from '../../../platform/db/columns.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';

const student = () =>
  integer('student_id')
    .notNull()
    .references(() => students.id);

/** An alumna's personal details after graduation (one row per student, written whole). */
export const alumniPersonalInfo = pgTable('alumni_personal_info', {
  id: serial('id').primaryKey(),
  studentId: student().unique(),
  address: text('address'),
  city: text('city'),
  country: text('country'),
  personalEmail: text('personal_email'),
  phone: text('phone'),
  website: text('website'),
  consentToContact: boolean('consent_to_contact').notNull().default(false),
  ...rowStamps(),
});

/** A job an alumna held or holds; at most one current (a partial unique index keeps it so). */
export const alumniJobs = pgTable(
  'alumni_jobs',
  {
    id: serial('id').primaryKey(),
    studentId: student(),
    employer: text('employer').notNull(),
    position: text('position').notNull(),
    positionType: text('position_type'),
    /** a row of the Specialities control table */
    specialityId: integer('speciality_id').references(() => refRows.id),
    city: text('city'),
    country: text('country'),
    fromYear: integer('from_year').notNull(),
    toYear: integer('to_year'),
    isCurrent: boolean('is_current').notNull().default(false),
    ...rowStamps(),
  },
  (t) => [
    index('alumni_jobs_student_idx').on(t.studentId, t.fromYear),
    uniqueIndex('alumni_jobs_one_current_idx')
      .on(t.studentId)
      .where(sql`${t.isCurrent}`),
    check('alumni_jobs_years_check', sql`${t.toYear} is null or ${t.toYear} >= ${t.fromYear}`),
  ],
);

/** A degree the alumna took elsewhere. */
export const alumniOtherDegrees = pgTable(
  'alumni_other_degrees',
  {
    id: serial('id').primaryKey(),
    studentId: student(),
    level: text('level').notNull(),
    degree: text('degree').notNull(),
    institution: text('institution').notNull(),
    field: text('field'),
    year: integer('year'),
    ...rowStamps(),
  },
  (t) => [index('alumni_other_degrees_student_idx').on(t.studentId)],
);

/** A residency application or match: a program of the Residency Programs control table. */
export const alumniResidencies = pgTable(
  'alumni_residencies',
  {
    id: serial('id').primaryKey(),
    studentId: student(),
    programId: integer('program_id')
      .notNull()
      .references(() => refRows.id),
    matchType: text('match_type'),
    matchYear: integer('match_year').notNull(),
    attempt: integer('attempt'),
    pgyStartDate: date('pgy_start_date'),
    status: text('status').notNull(),
    notes: text('notes'),
    ...rowStamps(),
  },
  (t) => [index('alumni_residencies_student_idx').on(t.studentId, t.matchYear)],
);
