import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { rowStamps, stampedNow } from '../../../platform/db/columns.js';
import { files } from '../../kit/tables.js';
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

/** A document filed with an MCAT (the score report); the bytes are the kit's stored file. */
export const mcatDocuments = pgTable(
  'student_mcat_documents',
  {
    id: serial('id').primaryKey(),
    entryId: integer('score_id')
      .notNull()
      .references(() => mcatScores.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    title: text('title'),
    uploadedBy: integer('uploaded_by'),
    uploadedAt: stampedNow('uploaded_at'),
  },
  (t) => [index('student_mcat_documents_score_idx').on(t.entryId)],
);
