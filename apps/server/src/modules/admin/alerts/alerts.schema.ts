import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stampedNow, timestamptz } from '../../../platform/db/columns.js';
import { refRows } from '../../reference/tables.js';

/**
 * Alert rules: kind 'scheduled' (frequency Daily/Weekly/Monthly, day of week or of month, time of
 * day HH:MM in UTC) or 'onDemand'; recipients are user ids and extra addresses; the email template is
 * a row of the 'email-template' control table; `source` names the content source that fills it.
 */
export const alertRules = pgTable(
  'alert_rules',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').notNull().default('scheduled'),
    frequency: text('frequency'),
    dayOfWeek: text('day_of_week'),
    dayOfMonth: integer('day_of_month'),
    time: text('time'),
    recipientUserIds: jsonb('recipient_user_ids').$type<number[]>().notNull().default([]),
    recipientEmails: jsonb('recipient_emails').$type<string[]>().notNull().default([]),
    templateId: integer('template_id').references(() => refRows.id),
    source: text('source').notNull().default('none'),
    active: boolean('active').notNull().default(true),
    lastRunAt: timestamptz('last_run_at'),
    nextRunAt: timestamptz('next_run_at'),
    createdBy: integer('created_by'),
    updatedBy: integer('updated_by'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    uniqueIndex('alert_rules_name_unique').on(sql`lower(${t.name})`),
    index('alert_rules_due_idx').on(t.active, t.nextRunAt),
  ],
);

/** One row per run of an alert or trigger: by the schedule (triggered_by null) or by a user. */
export const alertRuns = pgTable(
  'alert_runs',
  {
    id: serial('id').primaryKey(),
    alertId: integer('alert_id').references(() => alertRules.id, { onDelete: 'set null' }),
    trigger: text('trigger').notNull(),
    title: text('title').notNull(),
    startedAt: timestamptz('started_at').notNull(),
    finishedAt: timestamptz('finished_at'),
    status: text('status').notNull(),
    recipientCount: integer('recipient_count').notNull().default(0),
    itemCount: integer('item_count').notNull().default(0),
    summary: text('summary').notNull().default(''),
    triggeredBy: integer('triggered_by'),
  },
  (t) => [index('alert_runs_alert_idx').on(t.alertId, t.id), index('alert_runs_trigger_idx').on(t.trigger, t.id)],
);
