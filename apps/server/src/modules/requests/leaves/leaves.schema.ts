import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { rowStamps } from '../../../platform/db/columns.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';

/** A student's leave (the Leave tab): a reason of the Leave of Absence Reasons table, its days, the day back. */
export const studentLeaves = pgTable(
  'student_leaves',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    reasonId: integer('reason_id')
      .notNull()
      .references(() => refRows.id),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    returnDate: date('return_date'),
    notes: text('notes'),
    ...rowStamps(),
  },
  (t) => [
    index('student_leaves_student_idx').on(t.studentId, t.startDate),
    check('student_leaves_dates_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);
