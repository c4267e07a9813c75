import type { Executor } from '../../../platform/db/index.js';
import * as repo from './alerts.repo.js';

/**
 * Content sources: what an alert reports. A source counts and lists the records of its window (since
 * the rule's last run, or one period back for a first run) for the template's {{count}} and {{rows}}.
 * A domain adds its source to ALERT_SOURCES below (or to the registry at start-up); nothing else changes.
 */
export interface AlertContent {
  count: number;
  rows: string[];
}
export interface AlertSourceDef {
  key: string;
  label: string;
  description: string;
  collect(ex: Executor, window: { since: string; now: string }): Promise<AlertContent>;
}

/** At most this many rows are listed in a mail; the count is always the full count. */
export const MAX_ROWS = 100;
const listed = (rows: string[], count: number) =>
  count > rows.length ? [...rows, `… and ${count - rows.length} more`] : rows;

export const ALERT_SOURCES: AlertSourceDef[] = [
  {
    key: 'none',
    label: 'None (the template as written)',
    description: 'Sends the template with {{alertName}} and {{date}}; {{count}} is 0.',
    collect: async () => ({ count: 0, rows: [] }),
  },
  {
    key: 'failed-mail',
    label: 'Failed mail',
    description: 'Outbox messages queued since the last run that failed after every retry.',
    async collect(ex, w) {
      const { rows, count } = await repo.failedMailSince(ex, w.since, MAX_ROWS);
      return {
        count,
        rows: listed(
          rows.map((m) => `${m.to}: ${m.subject}${m.lastError ? ` (${m.lastError.slice(0, 120)})` : ''}`),
          count,
        ),
      };
    },
  },
  {
    key: 'new-users',
    label: 'New accounts',
    description: 'User accounts created since the last run.',
    async collect(ex, w) {
      const { rows, count } = await repo.newUsersSince(ex, w.since, MAX_ROWS);
      return {
        count,
        rows: listed(
          rows.map((u) => `${u.firstName} ${u.lastName} (${u.username}, ${u.userType})`),
          count,
        ),
      };
    },
  },
  {
    key: 'sign-in-failures',
    label: 'Failed sign-ins',
    description: 'Failed sign-in attempts since the last run, per account name typed (kept for a day).',
    async collect(ex, w) {
      const rows = await repo.signInFailuresSince(ex, w.since, MAX_ROWS);
      const count = rows.reduce((n, r) => n + r.attempts, 0);
      return {
        count,
        rows: rows.map((r) => `${r.account}: ${r.attempts} failed attempt${r.attempts === 1 ? '' : 's'}`),
      };
    },
  },
];

export class AlertSourceRegistry {
  private sources = new Map<string, AlertSourceDef>();
  constructor(defs: AlertSourceDef[] = ALERT_SOURCES) {
    for (const d of defs) this.add(d);
  }
  add(d: AlertSourceDef) {
    this.sources.set(d.key, d);
  }
  get(key: string) {
    return this.sources.get(key);
  }
  list() {
    return [...this.sources.values()];
  }
}
