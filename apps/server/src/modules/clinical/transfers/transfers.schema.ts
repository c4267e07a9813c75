import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { rowStamps } from '../../../platform/db/columns.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';

/**
 * A rotation a transfer student completed at another school, credited here (addClinicalTransfer): the rotation
 * of the Rotations control table it counts as, where it was done, its days, weeks and grade.
 */
export const clinicalTransfers = pgTable(
  'clinical_transfers',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    rotationId: integer('rotation_id')
      .notNull()
      .references(() => refRows.id),
    /** the school or hospital where it was done */
    school: text('school').notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    weeks: integer('weeks').notNull(),
    grade: text('grade'),
    notes: text('notes'),
    ...rowStamps(),
  },
  (t) => [
    index('clinical_transfers_student_idx').on(t.studentId, t.fromDate),
    check('clinical_transfers_weeks_check', sql`${t.weeks} between 1 and 52`),
    check('clinical_transfers_dates_check', sql`${t.toDate} >= ${t.fromDate}`),
  ],
);
