import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../../platform/db/columns.js';
import { users } from '../../access/tables.js';
import { acceptanceColumns, admissionFormColumns } from '../../kit/tables.js';
import { students } from '../record/students.schema.js';

/**
 * The admission forms of a student: one row per form (contact, disclosure, ...), the answers as JSON
 * checked by the form's contracts schema, with who saved it last and when.
 */
export const studentAdmissionForms = pgTable(
  'student_admission_forms',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    ...admissionFormColumns(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.form] })],
);

/** The acceptances (disclosure, terms and conditions, policy guide): who accepted and when. */
export const studentAdmissionAcceptances = pgTable(
  'student_admission_acceptances',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    ...acceptanceColumns(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.kind] })],
);

/**
 * Email verification codes before the forms may be filled. Only the code's scrypt hash is kept; a code
 * belongs to the person and the sign-in (session) that asked for it, and a verification lasts for that
 * sign-in. `attempts` counts tries (the guard of at most VERIFICATION.maxTries).
 */
export const studentAdmissionCodes = pgTable(
  'student_admission_codes',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    sessionId: integer('session_id').notNull(),
    codeHash: text('code_hash').notNull(),
    sentTo: text('sent_to').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    verifiedAt: timestamptz('verified_at'),
  },
  (t) => [index('student_admission_codes_person_idx').on(t.studentId, t.userId, t.createdAt)],
);
