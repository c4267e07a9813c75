import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { stampedNow, timestamptz } from '../../../platform/db/columns.js';
import { leads } from '../leads/leads.schema.js';

/**
 * A lead's online application, one row per saved step (`step` is a key of contracts'
 * APPLICATION_STEPS: address, background, academics, questions). `data` holds the step's values as
 * the contracts schema validated them (file ids of the CV and transcripts included); who saved it
 * and when is kept per step.
 */
export const leadApplicationSteps = pgTable(
  'lead_application_steps',
  {
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id),
    step: text('step').notNull(),
    data: jsonb('data').notNull(),
    savedBy: integer('saved_by'),
    savedAt: stampedNow('saved_at'),
  },
  (t) => [primaryKey({ columns: [t.leadId, t.step] })],
);

/** The application as a whole: the terms accepted (who, when, which version) and the submission that locks it. */
export const leadApplications = pgTable(
  'lead_applications',
  {
    leadId: integer('lead_id')
      .primaryKey()
      .references(() => leads.id),
    termsVersion: text('terms_version'),
    termsAcceptedBy: integer('terms_accepted_by'),
    termsAcceptedAt: timestamptz('terms_accepted_at'),
    submittedBy: integer('submitted_by'),
    submittedAt: timestamptz('submitted_at'),
  },
  (t) => [index('lead_applications_submitted_idx').on(t.submittedAt)],
);
