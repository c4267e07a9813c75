import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { rowStamps, stampedNow } from '../../../platform/db/columns.js';
import { files } from '../../kit/tables.js';
import { students } from '../../students/tables.js';

/** A student's USMLE attempt (the USMLE tab): the step, the day taken, the result and the score. */
export const usmleAttempts = pgTable(
  'student_usmle_attempts',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    step: text('step').notNull(),
    testDate: date('test_date').notNull(),
    result: text('result').notNull(),
    score: integer('score'),
    ...rowStamps(),
  },
  (t) => [
    // one record of a step on a day (the service says so first, with the field)
    uniqueIndex('student_usmle_attempts_day_unique').on(t.studentId, t.step, t.testDate),
    index('student_usmle_attempts_student_idx').on(t.studentId, t.step, t.testDate),
    check('student_usmle_attempts_result_check', sql`${t.result} in ('Pass', 'Fail')`),
    check('student_usmle_attempts_score_check', sql`${t.score} is null or ${t.score} between 1 and 300`),
  ],
);

/** A document filed with a USMLE attempt (the score report); the bytes are the kit's stored file. */
export const usmleDocuments = pgTable(
  'student_usmle_documents',
  {
    id: serial('id').primaryKey(),
    entryId: integer('attempt_id')
      .notNull()
      .references(() => usmleAttempts.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    title: text('title'),
    uploadedBy: integer('uploaded_by'),
    uploadedAt: stampedNow('uploaded_at'),
  },
  (t) => [index('student_usmle_documents_attempt_idx').on(t.entryId)],
);
