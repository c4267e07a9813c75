import { sql, type SQL } from 'drizzle-orm';
import {
  CONTROL_GROUPS,
  CONTROL_GROUP_KEYS,
  controlGroupLink,
  CONTROL_TABLES,
  type ControlGroup,
} from '@caduceus/contracts';
import type { Executor } from '../../../../platform/db/index.js';
import type { WidgetLoader } from '../dashboard.registry.js';

/**
 * Widgets on the system's own tables: sessions, the outbox, reference data. Liveness and "today" here
 * follow the database clock, as the sessions and the outbox do.
 */
export const rowsOf = async <T>(ex: Executor, q: SQL) => ((await ex.execute(q)) as unknown as { rows: T[] }).rows;
const SESSIONS = '/admin/user?tab=sessions';
const OUTBOX = '/admin/user?tab=outbox';
/** 05/14 from 2026-05-14 */
const monthDay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}`;

/** Users with a live session: not revoked, not expired, seen within the idle limit. */
export const activeUsers =
  (db: Executor, idleMinutes: number): WidgetLoader =>
  async () => {
    const live = sql`s.revoked_at is null and s.expires_at > now() and s.last_seen_at > now() - make_interval(mins => ${idleMinutes})`;
    const [counts] = await rowsOf<{ users: number; sessions: number }>(
      db,
      sql`
    select count(distinct s.user_id)::int as users, count(*)::int as sessions from sessions s where ${live}`,
    );
    const people = await rowsOf<{
      id: number;
      name: string;
      username: string;
      userType: string;
      lastSeenAt: string | Date;
    }>(
      db,
      sql`
    select u.id, u.first_name || ' ' || u.last_name as name, u.username, u.user_type as "userType", max(s.last_seen_at) as "lastSeenAt"
      from sessions s join users u on u.id = s.user_id
     where ${live}
     group by u.id order by max(s.last_seen_at) desc limit 8`,
    );
    return {
      stats: [
        { label: 'Users online', value: counts.users, href: SESSIONS, tone: 'success' },
        { label: 'Sessions', value: counts.sessions, href: SESSIONS, tone: 'default' },
      ],
      rows: people.map((p) => ({
        id: String(p.id),
        title: p.name,
        detail: `${p.username} · ${p.userType}`,
        when: { at: new Date(p.lastSeenAt).toISOString(), show: 'datetime' as const },
        href: null,
        tag: null,
      })),
      emptyText: 'Nobody is signed in',
      more: { label: 'Active sessions', href: SESSIONS },
    };
  };

/** Sign-ins (new sessions) per day over the last 14 days, and the latest few. */
export const recentSignIns =
  (db: Executor): WidgetLoader =>
  async () => {
    const days = await rowsOf<{ day: string; signIns: number; users: number }>(
      db,
      sql`
    select to_char(d, 'YYYY-MM-DD') as day, count(s.id)::int as "signIns", count(distinct s.user_id)::int as users
      from generate_series((now() at time zone 'utc')::date - 13, (now() at time zone 'utc')::date, interval '1 day') d
      left join sessions s on (s.created_at at time zone 'utc')::date = d::date
     group by d order by d`,
    );
    const latest = await rowsOf<{ id: number; name: string; userType: string; at: string | Date }>(
      db,
      sql`
    select s.id, u.first_name || ' ' || u.last_name as name, u.user_type as "userType", s.created_at as at
      from sessions s join users u on u.id = s.user_id order by s.created_at desc, s.id desc limit 5`,
    );
    const total = days.reduce((n, d) => n + d.signIns, 0);
    return {
      stats: [
        { label: 'Today', value: days.at(-1)?.signIns ?? 0, href: null, tone: 'default' },
        { label: 'Last 14 days', value: total, href: null, tone: 'default' },
      ],
      chart: total
        ? {
            type: 'line',
            caption: 'Sign-ins per day, last 14 days',
            xLabel: 'Day',
            series: [
              { key: 'signIns', label: 'Sign-ins' },
              { key: 'users', label: 'Different users' },
            ],
            points: days.map((d) => ({ label: monthDay(d.day), values: { signIns: d.signIns, users: d.users } })),
          }
        : null,
      rows: latest.map((l) => ({
        id: String(l.id),
        title: l.name,
        detail: l.userType,
        when: { at: new Date(l.at).toISOString(), show: 'datetime' as const },
        href: null,
        tag: null,
      })),
      emptyText: 'No sign-ins in the last 14 days',
    };
  };

/** The outbox: waiting, failed, sent in the last day, and the latest failures. */
export const outboxHealth =
  (db: Executor): WidgetLoader =>
  async () => {
    const [c] = await rowsOf<{ waiting: number; failed: number; sent: number; oldest: string | Date | null }>(
      db,
      sql`
    select count(*) filter (where status in ('pending', 'sending'))::int as waiting,
           count(*) filter (where status = 'failed')::int as failed,
           count(*) filter (where status = 'sent' and sent_at > now() - interval '1 day')::int as sent,
           min(created_at) filter (where status in ('pending', 'sending')) as oldest
      from outbox`,
    );
    const failures = await rowsOf<{
      id: number;
      subject: string;
      to: string;
      lastError: string | null;
      at: string | Date;
    }>(
      db,
      sql`
    select id, subject, "to", last_error as "lastError", created_at as at from outbox where status = 'failed' order by created_at desc, id desc limit 5`,
    );
    const stuck = c.oldest ? Date.now() - new Date(c.oldest).getTime() > 15 * 60_000 : false;
    return {
      stats: [
        { label: 'Waiting', value: c.waiting, href: OUTBOX, tone: stuck ? 'warning' : 'default' },
        { label: 'Failed', value: c.failed, href: OUTBOX, tone: c.failed ? 'danger' : 'default' },
        { label: 'Sent (24 h)', value: c.sent, href: OUTBOX, tone: 'success' },
      ],
      rows: failures.map((f) => ({
        id: String(f.id),
        title: f.subject,
        detail: `To ${f.to}${f.lastError ? ` · ${f.lastError.slice(0, 120)}` : ''}`,
        when: { at: new Date(f.at).toISOString(), show: 'datetime' as const },
        href: OUTBOX,
        tag: { text: 'Failed', tone: 'danger' as const },
      })),
      emptyText: 'No failed messages',
      more: { label: 'Outbox', href: OUTBOX },
    };
  };

/** Rows of the control tables per group the user may read: active and inactive. */
export const referenceCounts =
  (db: Executor): WidgetLoader =>
  async (ctx) => {
    const groupOf = new Map(CONTROL_TABLES.map((t) => [t.key, t.group]));
    const counts = await rowsOf<{ table: string; active: number; inactive: number }>(
      db,
      sql`
    select table_key as table, count(*) filter (where active)::int as active, count(*) filter (where not active)::int as inactive
      from ref_rows group by table_key`,
    );
    const byGroup = new Map<ControlGroup, { active: number; inactive: number }>();
    for (const c of counts) {
      const g = groupOf.get(c.table);
      if (!g) continue;
      const t = byGroup.get(g) ?? { active: 0, inactive: 0 };
      byGroup.set(g, { active: t.active + c.active, inactive: t.inactive + c.inactive });
    }
    const groups = CONTROL_GROUP_KEYS.filter((g) => ctx.mayRead(controlGroupLink(g)));
    const shown = groups.map((g) => ({ g, ...(byGroup.get(g) ?? { active: 0, inactive: 0 }) }));
    const tables = CONTROL_TABLES.filter((t) => groups.includes(t.group)).length;
    return {
      stats: [
        { label: 'Tables', value: tables, href: '/admin/control-table', tone: 'default' },
        { label: 'Active rows', value: shown.reduce((n, s) => n + s.active, 0), href: null, tone: 'success' },
        { label: 'Inactive rows', value: shown.reduce((n, s) => n + s.inactive, 0), href: null, tone: 'default' },
      ],
      chart: shown.length
        ? {
            type: 'bar',
            caption: 'Control-table rows by group',
            xLabel: 'Group',
            series: [
              { key: 'active', label: 'Active' },
              { key: 'inactive', label: 'Inactive' },
            ],
            points: shown.map((s) => ({
              label: CONTROL_GROUPS[s.g],
              values: { active: s.active, inactive: s.inactive },
            })),
          }
        : null,
      emptyText: 'You may not read any control tables',
      more: { label: 'Control tables', href: '/admin/control-table' },
    };
  };
