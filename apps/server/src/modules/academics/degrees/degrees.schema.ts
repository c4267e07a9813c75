import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { rowStamps } from '../../../platform/db/columns.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';

/** A student's degree (the Degree tab): a degree of the Degrees control table, the institution, major, day conferred. */
export const studentDegrees = pgTable(
  'student_degrees',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    /** a row of the Degrees control table (its name and level) */
    degreeId: integer('degree_id')
      .notNull()
      .references(() => refRows.id),
    institution: text('institution').notNull(),
    major: text('major'),
    awardedOn: date('awarded_on'),
    honors: text('honors'),
    ...rowStamps(),
  },
  (t) => [index('student_degrees_student_idx').on(t.studentId, t.id)],
);
