import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { rowStamps, timestamptz } from '../../../platform/db/columns.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';

/**
 * A response to a survey (a `survey` control-table row): who answers (her user, and her student record when
 * she is one), about what (a rotation for a preceptor's evaluation or a student's feedback, a course, or
 * nothing), the answers as JSON checked by the survey's answer schema, and for a rotation feedback the
 * clinical office's approval. One response per survey, respondent and subject.
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => refRows.id),
    respondentUserId: integer('respondent_user_id')
      .notNull()
      .references(() => users.id),
    studentId: integer('student_id').references(() => students.id),
    /** contracts' SURVEY_SUBJECT_KINDS; subject_id 0 when there is none */
    subjectKind: text('subject_kind').notNull().default('none'),
    subjectId: integer('subject_id').notNull().default(0),
    /** what the subject was called when answered ("Internal Medicine at Mercy General, 01/05/2027") */
    subjectLabel: text('subject_label'),
    /** contracts' SURVEY_RESPONSE_STATUSES */
    status: text('status').notNull().default('Submitted'),
    submittedAt: timestamptz('submitted_at'),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
    /** a rotation feedback: contracts' FEEDBACK_APPROVALS; null for other surveys */
    approval: text('approval'),
    approvalNote: text('approval_note'),
    approvedBy: integer('approved_by').references(() => users.id),
    approvedAt: timestamptz('approved_at'),
    ...rowStamps(),
  },
  (t) => [
    uniqueIndex('survey_responses_once').on(t.surveyId, t.respondentUserId, t.subjectKind, t.subjectId),
    index('survey_responses_subject_idx').on(t.subjectKind, t.subjectId),
    index('survey_responses_student_idx').on(t.studentId),
    check('survey_responses_status_check', sql`${t.status} in ('Pending', 'Submitted')`),
    check('survey_responses_subject_check', sql`${t.subjectKind} in ('none', 'rotation', 'course')`),
    check(
      'survey_responses_approval_check',
      sql`${t.approval} is null or ${t.approval} in ('Pending', 'Approved', 'Rejected')`,
    ),
  ],
);
