import type { Db, Tx } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { enqueueMail } from '../../../platform/mail.js';
import * as repo from './alerts.repo.js';
import { nextRunAfter, periodStart, type Schedule } from './alerts.schedule.js';
import type { AlertSourceRegistry } from './alerts.sources.js';
import { renderTemplate } from './alerts.template.js';
import type { StaticTrigger } from './alerts.triggers.js';

export interface RunnerDeps {
  db: Db;
  clock: () => Date;
  dataDir: string;
  sources: AlertSourceRegistry;
  /** asks the outbox job to deliver soon */
  mailQueued: () => void;
}

/** A run that could not happen for a reason its log should say (no template, no recipient). */
class RunRefused extends Error {}
const messageOf = (e: unknown) =>
  e instanceof RunRefused ? e.message : `Failed: ${String((e as Error)?.message ?? e).slice(0, 300)}`;
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
export const triggerNameOf = (alertId: number) => `alert-${alertId}`;

type RunValues = typeof import('./alerts.schema.js').alertRuns.$inferInsert;

/** Runs alerts (by the schedule or on request) and static triggers; every run leaves a run row. */
export function createAlertRunner(d: RunnerDeps) {
  async function logRun(ex: Db | Tx, v: RunValues, actor: Actor | null) {
    const { id } = await repo.insertRun(ex, v);
    if (actor)
      await audit(ex, actor, {
        action: 'run',
        entity: v.alertId ? 'alert' : 'trigger',
        entityId: v.alertId ?? v.trigger,
        after: { runId: id, ...v },
      });
    return id;
  }

  async function recipientsOf(tx: Tx, rule: repo.AlertRuleRow): Promise<string[]> {
    const people = (await repo.usersByIds(tx, rule.recipientUserIds)).filter((u) => u.active).map((u) => u.email);
    const seen = new Set<string>();
    return [...people, ...rule.recipientEmails].filter((e) => {
      const k = e.trim().toLowerCase();
      if (!k || seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  }

  /**
   * Fills the rule's template from its source and queues one mail per recipient, with its run row
   * (and the user's audit row), in one transaction. A failure is logged as a failed run.
   */
  async function sendAlert(
    rule: repo.AlertRuleRow,
    o: { trigger: string; actor: Actor | null; now: Date; touchLastRun: boolean },
  ): Promise<number> {
    const since = rule.lastRunAt
      ? new Date(rule.lastRunAt)
      : periodStart(rule.kind === 'scheduled' ? (rule.frequency as Schedule['frequency']) : null, o.now);
    const base = {
      alertId: rule.id,
      trigger: o.trigger,
      title: rule.name,
      startedAt: o.now.toISOString(),
      triggeredBy: o.actor?.userId ?? null,
    };
    try {
      const id = await d.db.transaction(async (tx) => {
        const template = rule.templateId ? await repo.findTemplate(tx, rule.templateId) : undefined;
        if (!template) throw new RunRefused('The email template of this alert is missing');
        const source = d.sources.get(rule.source);
        if (!source) throw new RunRefused(`Unknown content source "${rule.source}"`);
        const content = await source.collect(tx, { since: since.toISOString(), now: o.now.toISOString() });
        const to = await recipientsOf(tx, rule);
        if (!to.length) throw new RunRefused('No active recipient: nothing was sent');
        const data = template.data as { subject?: unknown; body?: unknown };
        const mail = renderTemplate(
          { subject: String(data.subject ?? template.label), body: String(data.body ?? '') },
          { alertName: rule.name, now: o.now, since, count: content.count, rows: content.rows },
        );
        for (const address of to) await enqueueMail(tx, { to: address, ...mail });
        if (o.touchLastRun) await repo.updateRule(tx, rule.id, { lastRunAt: o.now.toISOString() });
        return logRun(
          tx,
          {
            ...base,
            finishedAt: d.clock().toISOString(),
            status: 'ok',
            recipientCount: to.length,
            itemCount: content.count,
            summary: `${source.label}: ${content.count}; sent to ${plural(to.length, 'recipient')}`,
          },
          o.actor,
        );
      });
      d.mailQueued();
      return id;
    } catch (e) {
      return d.db.transaction((tx) =>
        logRun(tx, { ...base, finishedAt: d.clock().toISOString(), status: 'failed', summary: messageOf(e) }, o.actor),
      );
    }
  }

  return {
    sendAlert,

    /** The job: claims every due scheduled rule (one instance wins each), sends it and moves it to its next run. */
    async runDue(): Promise<number> {
      const now = d.clock();
      const iso = now.toISOString();
      let ran = 0;
      for (const rule of await repo.dueRules(d.db, iso)) {
        const next = nextRunAfter(
          {
            frequency: rule.frequency as Schedule['frequency'],
            time: rule.time ?? '00:00',
            dayOfWeek: rule.dayOfWeek,
            dayOfMonth: rule.dayOfMonth,
          },
          now,
        );
        if (!(await repo.claimRule(d.db, rule.id, iso, next.toISOString()))) continue; // another instance took it
        await sendAlert(rule, { trigger: 'schedule', actor: null, now, touchLastRun: false });
        ran++;
      }
      return ran;
    },

    async runStatic(actor: Actor, t: StaticTrigger): Promise<number> {
      const now = d.clock();
      const base = {
        alertId: null,
        trigger: t.name,
        title: t.label,
        startedAt: now.toISOString(),
        triggeredBy: actor.userId,
      };
      try {
        const r = await t.run({ db: d.db, now, dataDir: d.dataDir });
        return await d.db.transaction((tx) =>
          logRun(
            tx,
            { ...base, finishedAt: d.clock().toISOString(), status: 'ok', itemCount: r.itemCount, summary: r.summary },
            actor,
          ),
        );
      } catch (e) {
        return d.db.transaction((tx) =>
          logRun(tx, { ...base, finishedAt: d.clock().toISOString(), status: 'failed', summary: messageOf(e) }, actor),
        );
      }
    },
  };
}
export type AlertRunner = ReturnType<typeof createAlertRunner>;
