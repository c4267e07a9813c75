import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stampedNow, timestamptz } from '../../../platform/db/columns.js';
import { users } from '../../access/tables.js';
import { files } from '../../kit/tables.js';
import { leads } from '../leads/leads.schema.js';
import { leadEmails } from '../messages/lead-messages.schema.js';

/**
 * An interview of a lead with a faculty member in one of their time slots (the 'faculty-timeslot'
 * control table). The slot's day and times are copied at booking, so editing or deleting the slot later
 * does not rewrite history (no foreign key to the slot row for the same reason). A faculty member holds
 * one live interview per date and start time (the unique index backs the service's overlap check).
 */
export const leadInterviews = pgTable(
  'lead_interviews',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id),
    facultyId: integer('faculty_id')
      .notNull()
      .references(() => users.id),
    slotId: integer('slot_id'),
    interviewDate: date('interview_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    location: text('location'),
    note: text('note'),
    createdBy: integer('created_by'),
    createdAt: stampedNow('created_at'),
    cancelledBy: integer('cancelled_by'),
    cancelledAt: timestamptz('cancelled_at'),
  },
  (t) => [
    index('lead_interviews_lead_idx').on(t.leadId, t.interviewDate),
    uniqueIndex('lead_interviews_booking_uq')
      .on(t.facultyId, t.interviewDate, t.startTime)
      .where(sql`${t.cancelledAt} is null`),
  ],
);

/** The interview evaluation form (saveLeadInterviewEvalInfo): one per evaluator and lead; scores 1-5 by criterion. */
export const leadInterviewEvaluations = pgTable(
  'lead_interview_evaluations',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id),
    evaluatorId: integer('evaluator_id')
      .notNull()
      .references(() => users.id),
    scores: jsonb('scores').$type<Record<string, number>>().notNull(),
    recommendation: text('recommendation').notNull(),
    comments: text('comments'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [uniqueIndex('lead_interview_evaluations_uq').on(t.leadId, t.evaluatorId)],
);

/**
 * The admission decisions sent to a lead (sendDecision), latest last: the decision, the letter PDF and
 * the email that carried it (the lead's email history).
 */
export const leadDecisions = pgTable(
  'lead_decisions',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id),
    decision: text('decision').notNull(),
    message: text('message'),
    letterFileId: integer('letter_file_id')
      .notNull()
      .references(() => files.id),
    emailId: integer('email_id')
      .notNull()
      .references(() => leadEmails.id),
    decidedBy: integer('decided_by'),
    decidedAt: stampedNow('decided_at'),
  },
  (t) => [index('lead_decisions_lead_idx').on(t.leadId, t.decidedAt)],
);
