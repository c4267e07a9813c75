import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { stampedNow, timestamptz } from './columns.js';

// The platform's own tables (audit log, record access log, outbox): written by audit.ts, access-log.ts, mail.ts
// and rich-email.ts; the system module serves their views and re-exports them for the other modules.

/** One row per write: who, when, what, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: stampedNow('at'),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_entity_idx').on(t.entity, t.entityId),
    index('audit_at_idx').on(t.at),
    // the student's activity log: rows of other entities that carry the student's id in their values
    index('audit_student_idx').on(sql`coalesce(${t.after}->>'studentId', ${t.before}->>'studentId')`),
  ],
);

/**
 * One row per read of protected records (student records: FERPA): a record's own page (entity_id), or
 * a list, search or export answer (entity_ids: every record it held). `entity` names the part read
 * ('student.notes', 'student.list'); ip and request_id are the reader's (an export's: its caller's).
 */
export const recordAccessLog = pgTable(
  'record_access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: stampedNow('at'),
    actorId: integer('actor_id'),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    entityIds: text('entity_ids').array(),
    requestId: text('request_id'),
    ip: text('ip'),
    /** read by the generic export (page by page through the list) */
    exported: boolean('exported').notNull().default(false),
  },
  (t) => [
    index('record_access_entity_idx').on(t.entity, t.entityId),
    index('record_access_at_idx').on(t.at),
    index('record_access_actor_idx').on(t.actorId, t.at),
    // "who read this student": the list reads that held the student
    index('record_access_ids_idx').using('gin', t.entityIds),
  ],
);

/** Email waits here until the sender job delivers it; nothing is lost while SMTP is down. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    /** copies (Cc), comma-separated */
    cc: text('cc'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** files to attach (ids of the files table), read when the message is delivered */
    attachments: jsonb('attachments').$type<{ fileId: number; filename: string }[]>(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: stampedNow('next_attempt_at'),
    createdAt: stampedNow('created_at'),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [index('outbox_status_idx').on(t.status, t.nextAttemptAt)],
);
