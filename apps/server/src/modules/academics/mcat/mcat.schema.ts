import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { rowStamps } from '../../../platform/db/columns.js';
import { students } from '../../students/tables.js';

/** A student's MCAT (the MCAT tab): the day, the four section scores, their total and the percentile. */
export const mcatScores = pgTable(
  'student_mcat_scores',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    testDate: date('test_date').notNull(),
    chemPhys: integer('chem_phys').notNull(),
    cars: integer('cars').notNull(),
    bioBiochem: integer('bio_biochem').notNull(),
    psychSoc: integer('psych_soc').notNull(),
    total: integer('total').notNull(),
    percentile: integer('percentile'),
    ...rowStamps(),
  },
  (t) => [
    uniqueIndex('student_mcat_scores_day_unique').on(t.studentId, t.testDate),
    index('student_mcat_scores_student_idx').on(t.studentId, t.testDate),
    check(
      'student_mcat_scores_total_check',
      sql`${t.total} = ${t.chemPhys} + ${t.cars} + ${t.bioBiochem} + ${t.psychSoc}`,
    ),
  ],
);
