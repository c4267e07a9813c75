import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stampedNow, timestamptz } from '../../../platform/db/columns.js';
import { users } from '../../access/tables.js';
import { files } from '../../kit/tables.js';
import { students } from '../record/students.schema.js';

/**
 * A student's request to change her legal identity (legal names, date of birth), with a document as proof.
 * The registrar approves it (the record changes in the same transaction) or rejects it with a reason.
 * One pending request per student at a time.
 */
export const studentIdentityRequests = pgTable(
  'student_identity_requests',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    /** pending, approved, rejected */
    status: text('status').notNull().default('pending'),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** the record's identity when the request was filed: { firstName, middleName, lastName, dateOfBirth } */
    previous: jsonb('previous').notNull(),
    reason: text('reason'),
    proofFileId: integer('proof_file_id')
      .notNull()
      .references(() => files.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: stampedNow('created_at'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamptz('decided_at'),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    index('student_identity_requests_student_idx').on(t.studentId, t.id),
    index('student_identity_requests_status_idx').on(t.status, t.id),
    uniqueIndex('student_identity_requests_one_pending')
      .on(t.studentId)
      .where(sql`status = 'pending'`),
  ],
);

/** What a student shares with each linked parent (parts of PARENT_SHARE_PARTS); no row: nothing shared. */
export const parentSharing = pgTable(
  'parent_sharing',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    parts: text('parts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.studentId] }), index('parent_sharing_student_idx').on(t.studentId)],
);
