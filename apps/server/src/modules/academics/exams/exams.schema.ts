import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { rowStamps, timestamptz } from '../../../platform/db/columns.js';
import { students } from '../../students/tables.js';
import { refRows } from '../../reference/tables.js';

/** A student's NBME score: a subject (shelf) exam of a discipline, or a comprehensive exam (CBSE or CCSE). */
export const nbmeScores = pgTable(
  'exam_nbme_scores',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    kind: text('kind').notNull(),
    discipline: text('discipline'),
    examType: text('exam_type'),
    examDate: date('exam_date').notNull(),
    score: integer('score').notNull(),
    percentile: integer('percentile'),
    /** 'manual' or the upload type it came from */
    source: text('source').notNull().default('manual'),
    ...rowStamps(),
  },
  (t) => [
    uniqueIndex('exam_nbme_scores_day_unique').on(
      t.studentId,
      t.kind,
      sql`coalesce(${t.discipline}, '')`,
      sql`coalesce(${t.examType}, '')`,
      t.examDate,
    ),
    index('exam_nbme_scores_kind_idx').on(t.kind, t.examDate),
    check('exam_nbme_scores_kind_check', sql`${t.kind} in ('Subject', 'Comprehensive')`),
    check(
      'exam_nbme_scores_score_check',
      sql`(${t.kind} = 'Subject' and ${t.score} between 0 and 100) or (${t.kind} = 'Comprehensive' and ${t.score} between 0 and 300)`,
    ),
  ],
);

/** A student's Kaplan score in a semester (a diagnostic, readiness or qbank assessment). */
export const kaplanScores = pgTable(
  'exam_kaplan_scores',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    semesterId: integer('semester_id')
      .notNull()
      .references(() => refRows.id),
    test: text('test').notNull(),
    examDate: date('exam_date').notNull(),
    score: integer('score').notNull(),
    ...rowStamps(),
  },
  (t) => [
    uniqueIndex('exam_kaplan_scores_day_unique').on(t.studentId, t.test, t.examDate),
    index('exam_kaplan_scores_semester_idx').on(t.semesterId, t.examDate),
    check('exam_kaplan_scores_score_check', sql`${t.score} between 0 and 100`),
  ],
);

/** A student's request to retake an exam: requested, paid, verified, scheduled, completed (or cancelled). */
export const examRetakeRequests = pgTable(
  'exam_retake_requests',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    exam: text('exam').notNull(),
    discipline: text('discipline'),
    reason: text('reason'),
    status: text('status').notNull().default('Pending'),
    fee: numeric('fee', { precision: 10, scale: 2 }).notNull(),
    paidAt: timestamptz('paid_at'),
    scheduledDate: date('scheduled_date'),
    score: integer('score'),
    note: text('note'),
    ...rowStamps(),
  },
  (t) => [
    index('exam_retake_requests_status_idx').on(t.status, t.createdAt),
    index('exam_retake_requests_student_idx').on(t.studentId),
    check(
      'exam_retake_requests_status_check',
      sql`${t.status} in ('Pending', 'Under Review', 'Paid', 'Verified', 'Scheduled', 'Completed', 'Cancelled')`,
    ),
  ],
);
