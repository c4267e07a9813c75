import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { rowStamps } from '../../../platform/db/columns.js';
import { users } from '../../access/tables.js';
import { students } from '../../students/tables.js';

/** An entry of one of a student's four academic records forms (the Academic Records tab). */
export const academicRecords = pgTable(
  'student_academic_records',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    form: integer('form').notNull(),
    title: text('title').notNull(),
    term: text('term').notNull(),
    institution: text('institution'),
    completedOn: date('completed_on'),
    credits: numeric('credits', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    grade: text('grade').notNull(),
    gradePoints: text('grade_points'),
    ...rowStamps(),
  },
  (t) => [
    index('student_academic_records_student_idx').on(t.studentId, t.form),
    check('student_academic_records_form_check', sql`${t.form} between 1 and 4`),
    check('student_academic_records_credits_check', sql`${t.credits} > 0`),
  ],
);

/** A student's Med6 LOA date (one a student). */
export const med6LoaDates = pgTable('student_med6_loa_dates', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => students.id),
  loaDate: date('loa_date').notNull(),
  note: text('note'),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: rowStamps().updatedAt,
});
