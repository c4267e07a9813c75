import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { rowStamps } from '../../../platform/db/columns.js';
import { students } from '../../students/tables.js';

/** A school a student attended before applying, or attends besides this one (the Academic Details tab). */
export const priorEducation = pgTable(
  'student_prior_education',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    kind: text('kind').notNull(),
    institution: text('institution').notNull(),
    program: text('program'),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date'),
    gpa: text('gpa'),
    ...rowStamps(),
  },
  (t) => [
    index('student_prior_education_student_idx').on(t.studentId, t.kind, t.fromDate),
    check('student_prior_education_kind_check', sql`${t.kind} in ('applicant', 'attending')`),
    check('student_prior_education_dates_check', sql`${t.toDate} is null or ${t.toDate} >= ${t.fromDate}`),
  ],
);
