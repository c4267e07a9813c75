import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { stampedNow } from '../../../platform/db/columns.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../record/students.schema.js';

/** Every change of a student's status (student-status rows): from, to, why, from when, who. `students.status_id` holds the latest. */
export const studentStatusChanges = pgTable(
  'student_status_changes',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    fromStatusId: integer('from_status_id').references(() => refRows.id),
    toStatusId: integer('to_status_id')
      .notNull()
      .references(() => refRows.id),
    reason: text('reason').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    createdBy: integer('created_by'),
    createdAt: stampedNow('created_at'),
  },
  (t) => [index('student_status_changes_student_idx').on(t.studentId, t.createdAt)],
);

/** Extra facts kept per student (the other-details tab): one row once first saved. */
export const studentOtherDetails = pgTable('student_other_details', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => students.id),
  emergencyContactName: text('emergency_contact_name'),
  emergencyContactRelation: text('emergency_contact_relation'),
  emergencyContactPhone: text('emergency_contact_phone'),
  emergencyContactEmail: text('emergency_contact_email'),
  medicalConditions: text('medical_conditions'),
  allergies: text('allergies'),
  dietaryNeeds: text('dietary_needs'),
  tShirtSize: text('t_shirt_size'),
  languagesSpoken: text('languages_spoken')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedBy: integer('updated_by'),
  updatedAt: stampedNow('updated_at'),
});

/** Every deferment of a student's start: from and to semester (semester rows), why, who asked, when. */
export const studentDeferments = pgTable(
  'student_deferments',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    fromSemesterId: integer('from_semester_id').references(() => refRows.id),
    toSemesterId: integer('to_semester_id')
      .notNull()
      .references(() => refRows.id),
    reason: text('reason').notNull(),
    createdBy: integer('created_by'),
    createdAt: stampedNow('created_at'),
  },
  (t) => [index('student_deferments_student_idx').on(t.studentId, t.createdAt)],
);
