import { bigint, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { stampedNow } from '../../../platform/db/columns.js';
import { files } from '../../kit/tables.js';
import { refRows } from '../../reference/tables.js';
import { leads } from '../leads/leads.schema.js';

/**
 * A representative's absence (/lead/lead-admin/rep-vacation): from and to dates (inclusive) and the
 * representative covering. While away, leads assigned to them go to the cover (coverFor).
 */
export const leadRepVacations = pgTable(
  'lead_rep_vacations',
  {
    id: serial('id').primaryKey(),
    representativeId: integer('representative_id').notNull(),
    coverId: integer('cover_id').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    note: text('note'),
    createdBy: integer('created_by'),
    createdAt: stampedNow('created_at'),
  },
  (t) => [index('lead_rep_vacations_rep_idx').on(t.representativeId, t.fromDate)],
);

/** The semester-deferment log of a lead: from which semester to which, why, an optional file. */
export const leadSemesterDeferments = pgTable(
  'lead_semester_deferments',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id),
    fromSemesterId: integer('from_semester_id').references(() => refRows.id),
    toSemesterId: integer('to_semester_id')
      .notNull()
      .references(() => refRows.id),
    reason: text('reason').notNull(),
    fileId: integer('file_id').references(() => files.id),
    createdBy: integer('created_by'),
    createdAt: stampedNow('created_at'),
  },
  (t) => [index('lead_semester_deferments_lead_idx').on(t.leadId, t.createdAt)],
);

/** A cost estimate of a lead; money in integer cents. */
export const leadEstimates = pgTable(
  'lead_estimates',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id),
    title: text('title').notNull(),
    note: text('note'),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    createdBy: integer('created_by'),
    createdAt: stampedNow('created_at'),
  },
  (t) => [index('lead_estimates_lead_idx').on(t.leadId, t.createdAt)],
);

/** The lines of an estimate, in order; `fee_id` the accounting fee row a line was taken from. */
export const leadEstimateLines = pgTable(
  'lead_estimate_lines',
  {
    id: serial('id').primaryKey(),
    estimateId: integer('estimate_id')
      .notNull()
      .references(() => leadEstimates.id),
    position: integer('position').notNull(),
    feeId: integer('fee_id').references(() => refRows.id),
    description: text('description').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('lead_estimate_lines_estimate_idx').on(t.estimateId, t.position)],
);
