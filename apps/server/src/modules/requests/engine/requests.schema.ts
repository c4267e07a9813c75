import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { rowStamps, stampedNow } from '../../../platform/db/columns.js';
import { users } from '../../access/tables.js';
import { students } from '../../students/tables.js';
import { files } from '../../kit/tables.js';

/**
 * A student's request of any kind (contracts' REQUEST_KINDS): its status in the kind's flow, the form's values
 * as checked by the kind's declaration, the fee it carries, and a random code that verifies its letter.
 */
export const studentRequests = pgTable(
  'student_requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    status: text('status').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    feeCents: integer('fee_cents'),
    verifyCode: text('verify_code').notNull(),
    /** what the request produced (a clinical request: { rotationId } of the rotation it created) */
    result: jsonb('result').$type<{ rotationId?: number; signedName?: string; signedAt?: string }>(),
    ...rowStamps(),
  },
  (t) => [
    index('student_requests_kind_status_idx').on(t.kind, t.status, t.id),
    index('student_requests_student_idx').on(t.studentId, t.kind, t.id),
    check('student_requests_fee_check', sql`${t.feeCents} is null or ${t.feeCents} >= 0`),
  ],
);

/** Each status a request took: from, to, the note (a reason, conditions), who and when (the activity log). */
export const studentRequestEvents = pgTable(
  'student_request_events',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => studentRequests.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    byUser: integer('by_user').references(() => users.id),
    at: stampedNow('at'),
  },
  (t) => [index('student_request_events_request_idx').on(t.requestId, t.id)],
);

/** The documents filed with a request (through the kit's file storage): the request, the file, a title, who and when. */
export const studentRequestDocuments = pgTable(
  'student_request_documents',
  {
    id: serial('id').primaryKey(),
    entryId: integer('request_id')
      .notNull()
      .references(() => studentRequests.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    title: text('title'),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    uploadedAt: stampedNow('uploaded_at'),
  },
  (t) => [index('student_request_documents_request_idx').on(t.entryId)],
);
