import {
  alertRuleIssues,
  type AlertConfigInput,
  type AlertKind,
  type AlertListQuery,
  type AlertRule,
  type AlertRuleInput,
  type AlertRun,
  type AlertRunQuery,
  type AlertTrigger,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, conflict, notFound, ruleRefused } from '../../../platform/errors.js';
import * as repo from './alerts.repo.js';
import { createAlertRunner, triggerNameOf } from './alerts.runner.js';
import { nextRunAfter, type Schedule } from './alerts.schedule.js';
import { AlertSourceRegistry } from './alerts.sources.js';
import { STATIC_TRIGGERS, type StaticTrigger } from './alerts.triggers.js';

export interface AlertsDeps {
  db: Db;
  /** the time the schedule reads (tests move it) */
  clock: () => Date;
  /** DATA_DIR: file transfers go to its transfers/ folder */
  dataDir: string;
  mailQueued: () => void;
  sources?: AlertSourceRegistry;
  triggers?: StaticTrigger[];
}

type RuleFields = Omit<typeof import('./alerts.schema.js').alertRules.$inferInsert, 'id'>;
const SCHEDULE_KEYS = ['kind', 'frequency', 'dayOfWeek', 'dayOfMonth', 'time', 'active'] as const;

/** Only the fields that matter for the kind and frequency are kept (a Daily rule holds no day). */
function normalized(i: AlertRuleInput) {
  const scheduled = i.kind === 'scheduled';
  return {
    kind: i.kind,
    frequency: scheduled ? (i.frequency ?? null) : null,
    dayOfWeek: scheduled && i.frequency === 'Weekly' ? (i.dayOfWeek ?? null) : null,
    dayOfMonth: scheduled && i.frequency === 'Monthly' ? (i.dayOfMonth ?? null) : null,
    time: scheduled ? (i.time ?? null) : null,
  };
}
const uniqueEmails = (list: string[]) => [...new Map(list.map((e) => [e.trim().toLowerCase(), e.trim()])).values()];

export function createAlertsService(d: AlertsDeps) {
  const { db } = d;
  const sources = d.sources ?? new AlertSourceRegistry();
  const triggers = new Map((d.triggers ?? STATIC_TRIGGERS).map((t) => [t.name, t]));
  const runner = createAlertRunner({ db, clock: d.clock, dataDir: d.dataDir, sources, mailQueued: d.mailQueued });

  const nextRun = (r: Pick<RuleFields, 'kind' | 'frequency' | 'dayOfWeek' | 'dayOfMonth' | 'time' | 'active'>) =>
    r.kind === 'scheduled' && r.active !== false && r.frequency && r.time
      ? nextRunAfter(
          {
            frequency: r.frequency as Schedule['frequency'],
            time: r.time,
            dayOfWeek: r.dayOfWeek,
            dayOfMonth: r.dayOfMonth,
          },
          d.clock(),
        ).toISOString()
      : null;

  async function shapeAll(
    ex: Executor,
    rows: { rule: repo.AlertRuleRow; templateName: string | null; updatedByName: string | null }[],
  ): Promise<AlertRule[]> {
    const people = new Map(
      (await repo.usersByIds(ex, [...new Set(rows.flatMap((r) => r.rule.recipientUserIds))])).map((u) => [u.id, u]),
    );
    const last = new Map(
      (
        await repo.lastRunsOfRules(
          ex,
          rows.map((r) => r.rule.id),
        )
      ).map((l) => [l.alertId, l]),
    );
    return rows.map(({ rule: r, templateName, updatedByName }) => {
      const l = last.get(r.id);
      return {
        id: r.id,
        name: r.name,
        kind: r.kind as AlertKind,
        frequency: r.frequency as AlertRule['frequency'],
        dayOfWeek: r.dayOfWeek,
        dayOfMonth: r.dayOfMonth,
        time: r.time,
        recipientUserIds: r.recipientUserIds,
        recipientEmails: r.recipientEmails,
        recipientUsers: r.recipientUserIds.flatMap((id) => {
          const u = people.get(id);
          return u ? [{ id, name: `${u.firstName} ${u.lastName}`, active: u.active }] : [];
        }),
        templateId: r.templateId,
        templateName,
        source: r.source,
        sourceLabel: sources.get(r.source)?.label ?? r.source,
        active: r.active,
        lastRunAt: r.lastRunAt,
        nextRunAt: r.nextRunAt,
        lastRun: l
          ? { id: l.id, status: l.status as AlertRun['status'], summary: l.summary, finishedAt: l.finishedAt }
          : null,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
        updatedByName,
      };
    });
  }
  async function one(id: number) {
    const row = await repo.findListedRule(db, id);
    if (!row) throw notFound('Alert');
    return (await shapeAll(db, [row]))[0];
  }
  async function require(id: number) {
    const r = await repo.findRule(db, id);
    if (!r) throw notFound('Alert');
    return r;
  }
  const shapeRun = (r: repo.ListedRun): AlertRun => ({
    ...r,
    status: r.status as AlertRun['status'],
    triggeredByName: r.triggeredByName ?? null,
  });
  async function run(id: number) {
    const r = await repo.findRun(db, id);
    if (!r) throw notFound('Run');
    return shapeRun(r);
  }

  /** What the form cannot know: the template, the recipients and the source exist; the name is free. */
  async function checkRefs(
    ex: Executor,
    v: { name?: string; templateId?: number | null; recipientUserIds: number[]; source?: string },
    before?: repo.AlertRuleRow,
  ) {
    const fields: Record<string, string> = {};
    if (v.templateId !== undefined && v.templateId !== before?.templateId) {
      const t = v.templateId ? await repo.findTemplate(ex, v.templateId) : undefined;
      if (!t || !t.active) fields.templateId = 'Choose an email template';
    }
    if (v.source !== undefined && !sources.get(v.source)) fields.source = 'Choose a content source';
    const kept = new Set(before?.recipientUserIds ?? []);
    const found = new Map((await repo.usersByIds(ex, v.recipientUserIds)).map((u) => [u.id, u]));
    // a recipient already on the rule may stay after deactivation (they get no mail); a new one must be active
    if (v.recipientUserIds.some((id) => !found.has(id) || (!found.get(id)!.active && !kept.has(id))))
      fields.recipientUserIds = 'Choose active users';
    if (Object.keys(fields).length) throw badInput('Please correct the highlighted fields', fields);
    if (v.name !== undefined) {
      const same = await repo.findRuleByName(ex, v.name);
      if (same && same.id !== before?.id)
        throw conflict('An alert with this name exists', { name: 'An alert with this name exists' });
    }
  }

  /** Runs an on-demand alert now (HR's screen, or its trigger) and answers its run. */
  async function runAlert(actor: Actor, id: number) {
    const rule = await require(id);
    if (rule.kind !== 'onDemand')
      throw ruleRefused('Only an on-demand alert runs on request; a scheduled alert runs at its time');
    if (!rule.active) throw ruleRefused('This alert is inactive; activate it to run it');
    return run(await runner.sendAlert(rule, { trigger: triggerNameOf(id), actor, now: d.clock(), touchLastRun: true }));
  }

  return {
    sources: () => sources.list().map(({ key, label, description }) => ({ key, label, description })),

    async list(q: AlertListQuery) {
      const { items, total } = await repo.listRules(db, q);
      return { items: await shapeAll(db, items), total, page: q.page, pageSize: q.pageSize };
    },
    get: one,

    async create(actor: Actor, input: AlertRuleInput) {
      const id = await db.transaction(async (tx) => {
        await checkRefs(tx, input);
        const fields = normalized(input);
        const row = await repo.insertRule(tx, {
          name: input.name,
          ...fields,
          recipientUserIds: [...new Set(input.recipientUserIds)],
          recipientEmails: uniqueEmails(input.recipientEmails),
          templateId: input.templateId,
          source: input.source,
          active: input.active,
          nextRunAt: nextRun({ ...fields, active: input.active }),
          createdBy: actor.userId,
          updatedBy: actor.userId,
        });
        await audit(tx, actor, { action: 'create', entity: 'alert', entityId: row.id, after: row });
        return row.id;
      });
      return one(id);
    },

    async update(actor: Actor, id: number, input: AlertRuleInput) {
      const before = await require(id);
      await db.transaction(async (tx) => {
        await checkRefs(tx, input, before);
        const fields = { ...normalized(input), active: input.active };
        const rescheduled =
          SCHEDULE_KEYS.some((k) => before[k] !== fields[k]) ||
          (fields.active && fields.kind === 'scheduled' && !before.nextRunAt);
        const after = await repo.updateRule(tx, id, {
          name: input.name,
          ...fields,
          recipientUserIds: [...new Set(input.recipientUserIds)],
          recipientEmails: uniqueEmails(input.recipientEmails),
          templateId: input.templateId,
          source: input.source,
          updatedBy: actor.userId,
          ...(rescheduled ? { nextRunAt: nextRun(fields) } : {}),
        });
        await audit(tx, actor, { action: 'update', entity: 'alert', entityId: id, before, after });
      });
      return one(id);
    },

    async remove(actor: Actor, id: number) {
      const before = await require(id);
      await db.transaction(async (tx) => {
        await repo.deleteRule(tx, id); // its runs stay in the log (alert id cleared, title kept)
        await audit(tx, actor, { action: 'delete', entity: 'alert', entityId: id, before });
      });
    },

    /** HR's change (/employee/configuration/...): recipients, time and active; the rest stays. */
    async configure(actor: Actor, id: number, input: AlertConfigInput) {
      const before = await require(id);
      const time = before.kind === 'scheduled' ? (input.time ?? null) : null;
      const issues = alertRuleIssues({
        ...before,
        kind: before.kind as AlertKind,
        frequency: before.frequency as Schedule['frequency'],
        time,
        recipientUserIds: input.recipientUserIds,
        recipientEmails: input.recipientEmails,
      });
      if (issues.length)
        throw badInput(
          'Please correct the highlighted fields',
          Object.fromEntries(issues.map((i) => [i.path, i.message])),
        );
      await db.transaction(async (tx) => {
        await checkRefs(tx, { recipientUserIds: input.recipientUserIds }, before);
        const rescheduled =
          before.time !== time ||
          before.active !== input.active ||
          (input.active && before.kind === 'scheduled' && !before.nextRunAt);
        const after = await repo.updateRule(tx, id, {
          recipientUserIds: [...new Set(input.recipientUserIds)],
          recipientEmails: uniqueEmails(input.recipientEmails),
          time,
          active: input.active,
          updatedBy: actor.userId,
          ...(rescheduled ? { nextRunAt: nextRun({ ...before, time, active: input.active }) } : {}),
        });
        await audit(tx, actor, { action: 'configure', entity: 'alert', entityId: id, before, after });
      });
      return one(id);
    },

    async runs(q: AlertRunQuery) {
      const { items, total } = await repo.listRuns(db, q);
      return { items: items.map(shapeRun), total, page: q.page, pageSize: q.pageSize };
    },

    runAlert,

    /** The triggers of /admin/on-demand-trigger: the static ones, then every on-demand alert. */
    async triggers(): Promise<AlertTrigger[]> {
      const rules = await repo.onDemandRules(db);
      const list: Omit<AlertTrigger, 'lastRun'>[] = [
        ...[...triggers.values()].map((t) => ({
          name: t.name,
          label: t.label,
          description: t.description,
          kind: 'transfer' as const,
          alertId: null,
          active: true,
        })),
        ...rules.map((r) => ({
          name: triggerNameOf(r.id),
          label: r.name,
          description: `Sends the alert "${r.name}" (${sources.get(r.source)?.label ?? r.source}) now`,
          kind: 'alert' as const,
          alertId: r.id,
          active: r.active,
        })),
      ];
      const last = new Map(
        (
          await repo.lastRunsOfTriggers(
            db,
            list.map((t) => t.name),
          )
        ).map((r) => [r.trigger, shapeRun(r)]),
      );
      return list.map((t) => ({ ...t, lastRun: last.get(t.name) ?? null }));
    },

    async runTrigger(actor: Actor, name: string) {
      const alert = /^alert-(\d{1,9})$/.exec(name);
      if (alert) return runAlert(actor, Number(alert[1]));
      const t = triggers.get(name);
      if (!t) throw notFound('Trigger');
      return run(await runner.runStatic(actor, t));
    },

    /** The job's work: due scheduled alerts. */
    runDue: () => runner.runDue(),
  };
}
export type AlertsService = ReturnType<typeof createAlertsService>;
