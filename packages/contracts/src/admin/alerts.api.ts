import { z } from 'zod';
import { ALERT_TYPES, DAYS_OF_WEEK } from '../reference/options.js';
import { email, text, safeString } from '../validation.js';
import { pageQuery } from '../kit/common.js';

/**
 * Alert rules (spec 002: alert configuration, HR mail alerts, on-demand triggers). A scheduled rule
 * runs Daily, Weekly (on a day of the week) or Monthly (on a day of the month, 1 to 28) at a time of
 * day in UTC; an on-demand rule runs when someone asks. Each run fills an email template from a
 * content source and sends it through the outbox; every run is logged.
 */
/** The spec's alert types (002 section 3): Daily, Weekly, Monthly. */
export const ALERT_FREQUENCIES = ALERT_TYPES.map((o) => String(o.value));
export type AlertFrequency = string;
export const ALERT_KINDS = ['scheduled', 'onDemand'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const ALERT_RUN_STATUSES = ['ok', 'failed'] as const;
/** Times of day are school time, which is UTC. */
export const ALERT_TIME_ZONE = 'UTC';
export const ALERT_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The placeholders a template may hold; a content source fills them. */
export const ALERT_PLACEHOLDERS = ['alertName', 'date', 'since', 'count', 'rows'] as const;

export const ALERT_TOASTS = {
  saved: 'Alert saved successfully',
  saveFailed: 'Failed to save alert, Try again!',
  deleted: 'Alert deleted successfully',
  deleteFailed: 'Failed to delete alert, Try again!',
  triggerOk: 'Trigger ran successfully',
  triggerFailed: 'Trigger failed, Try again!',
} as const;

const DAY_NAMES = DAYS_OF_WEEK.map((d) => String(d.value));
const sourceKey = safeString().regex(/^[a-z][a-z0-9-]{0,40}$/, 'Choose a content source');

/** The fields of a rule (without the cross-field rules, so that forms and the HR edit can pick from it). */
export const alertRuleFields = z.object({
  name: text(120),
  kind: z.enum(ALERT_KINDS, { error: 'Choose scheduled or on demand' }).default('scheduled'),
  frequency: z.enum(ALERT_FREQUENCIES, { error: 'Choose Daily, Weekly or Monthly' }).nullish(),
  dayOfWeek: z.enum(DAY_NAMES, { error: 'Choose a day of the week' }).nullish(),
  dayOfMonth: z
    .number({ error: 'Choose a day of the month' })
    .int()
    .min(1, 'Day of the month is 1 to 28')
    .max(28, 'Day of the month is 1 to 28')
    .nullish(),
  time: safeString().regex(ALERT_TIME_PATTERN, 'Time as HH:MM (24 hours)').nullish(),
  recipientUserIds: z.array(z.number().int().positive()).max(200, 'At most 200 users').default([]),
  recipientEmails: z.array(email).max(50, 'At most 50 addresses').default([]),
  templateId: z.number({ error: 'Choose an email template' }).int().positive('Choose an email template'),
  source: sourceKey.default('none'),
  active: z.boolean().default(true),
});

type RuleShape = Pick<
  z.output<typeof alertRuleFields>,
  'kind' | 'frequency' | 'dayOfWeek' | 'dayOfMonth' | 'time' | 'recipientUserIds' | 'recipientEmails'
>;
/** The rules across fields: a scheduled rule needs its frequency, time and day; every rule a recipient. */
export function alertRuleIssues(v: RuleShape): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  if (v.kind === 'scheduled') {
    if (!v.frequency) out.push({ path: 'frequency', message: 'Choose Daily, Weekly or Monthly' });
    if (!v.time) out.push({ path: 'time', message: 'Choose the time of day' });
    if (v.frequency === 'Weekly' && !v.dayOfWeek) out.push({ path: 'dayOfWeek', message: 'Choose a day of the week' });
    if (v.frequency === 'Monthly' && !v.dayOfMonth)
      out.push({ path: 'dayOfMonth', message: 'Choose a day of the month' });
  }
  if (!hasRecipient(v)) out.push({ path: 'recipientUserIds', message: 'Add at least one recipient' });
  return out;
}
const hasRecipient = (v: { recipientUserIds?: unknown; recipientEmails?: unknown }) =>
  (Array.isArray(v.recipientUserIds) && v.recipientUserIds.length > 0) ||
  (Array.isArray(v.recipientEmails) && v.recipientEmails.length > 0);
/** The cross-field rules run even when a field is wrong, so that a form shows every problem at once. */
const always = { when: (p: { value: unknown }) => typeof p.value === 'object' && p.value !== null };

export const alertRuleInput = alertRuleFields.superRefine((v, ctx) => {
  for (const i of alertRuleIssues(v)) ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
}, always);
export type AlertRuleInput = z.output<typeof alertRuleInput>;

/** What HR may change on a rule (/employee/configuration/...): recipients, time and active. */
export const alertConfigInput = z
  .object({
    recipientUserIds: z.array(z.number().int().positive()).max(200, 'At most 200 users'),
    recipientEmails: z.array(email).max(50, 'At most 50 addresses'),
    time: safeString().regex(ALERT_TIME_PATTERN, 'Time as HH:MM (24 hours)').nullish(),
    active: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (!hasRecipient(v))
      ctx.addIssue({ code: 'custom', path: ['recipientUserIds'], message: 'Add at least one recipient' });
  }, always);
export type AlertConfigInput = z.output<typeof alertConfigInput>;

export const alertRunStatus = z.enum(ALERT_RUN_STATUSES);
export const alertRun = z.object({
  id: z.number().int(),
  alertId: z.number().int().nullable(),
  /** 'schedule' for the job's runs, else the trigger's name (alert-12, atrium-transfer) */
  trigger: safeString(),
  /** the alert's or trigger's name at the time of the run */
  title: safeString(),
  startedAt: safeString(),
  finishedAt: safeString().nullable(),
  status: alertRunStatus,
  recipientCount: z.number().int(),
  itemCount: z.number().int(),
  summary: safeString(),
  triggeredBy: z.number().int().nullable(),
  triggeredByName: safeString().nullable(),
});
export type AlertRun = z.infer<typeof alertRun>;

export const alertRule = z.object({
  id: z.number().int(),
  name: safeString(),
  kind: z.enum(ALERT_KINDS),
  frequency: z.enum(ALERT_FREQUENCIES).nullable(),
  dayOfWeek: safeString().nullable(),
  dayOfMonth: z.number().int().nullable(),
  time: safeString().nullable(),
  recipientUserIds: z.array(z.number().int()),
  recipientUsers: z.array(z.object({ id: z.number().int(), name: safeString(), active: z.boolean() })),
  recipientEmails: z.array(safeString()),
  templateId: z.number().int().nullable(),
  templateName: safeString().nullable(),
  source: safeString(),
  sourceLabel: safeString(),
  active: z.boolean(),
  lastRunAt: safeString().nullable(),
  nextRunAt: safeString().nullable(),
  lastRun: alertRun.pick({ id: true, status: true, summary: true, finishedAt: true }).nullable(),
  createdAt: safeString(),
  updatedAt: safeString(),
  updatedByName: safeString().nullable(),
});
export type AlertRule = z.infer<typeof alertRule>;

export const alertListQuery = pageQuery.extend({
  kind: z.enum(ALERT_KINDS).optional(),
  frequency: z.enum(ALERT_FREQUENCIES).optional(),
  active: z.enum(['true', 'false']).optional(),
});
export type AlertListQuery = z.infer<typeof alertListQuery>;
/** HR's lists: the kind is fixed by the screen. */
export const employeeAlertListQuery = alertListQuery.omit({ kind: true });

export const alertRunQuery = pageQuery.extend({
  alertId: z.coerce.number().int().positive().optional(),
  trigger: safeString()
    .regex(/^[a-z0-9-]{1,60}$/, 'Unknown trigger')
    .optional(),
  status: alertRunStatus.optional(),
});
export type AlertRunQuery = z.infer<typeof alertRunQuery>;

export const alertSource = z.object({ key: safeString(), label: safeString(), description: safeString() });
export type AlertSource = z.infer<typeof alertSource>;

export const triggerParam = z.object({ name: safeString().regex(/^[a-z0-9-]{1,60}$/, 'Unknown trigger') });
export const alertTrigger = z.object({
  name: safeString(),
  label: safeString(),
  description: safeString(),
  kind: z.enum(['alert', 'transfer']),
  alertId: z.number().int().nullable(),
  active: z.boolean(),
  lastRun: alertRun.nullable(),
});
export type AlertTrigger = z.infer<typeof alertTrigger>;
