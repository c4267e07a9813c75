import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import {
  MAIL_LOG_KINDS,
  MAIL_LOG_LINK,
  MAIL_LOG_REGISTERS,
  TASK_STATUS,
  TASK_STATUS_NAMES,
  addDays,
  localDay,
  weekOf,
  weekLabel,
  type TaskStatus,
} from '@caduceus/contracts';
import type { Executor } from '../../../../platform/db/index.js';
import { users } from '../../../access/tables.js';
import { refRows } from '../../../reference/tables.js';
import { tasks } from '../../tasks/tasks.schema.js';
import { calendarEventInvitees, calendarEvents } from '../../calendar/calendar.schema.js';
import { mailLogs } from '../../maillog/maillog.schema.js';
import type { WidgetContext, WidgetLoader } from '../dashboard.registry.js';

/**
 * Widgets on the workspace's tables (tasks and to-dos, calendar, mail log), read directly. "Today" is
 * the app clock's calendar day where the server runs; each widget shows the caller's own records only.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
/** A to-do's HTML text as one plain line. */
export const plainText = (html: string, max = 120) => {
  const s = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e])
    .replace(/\s+/g, ' ')
    .trim();
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
};
const today = (ctx: WidgetContext) => localDay(ctx.now);
const statusTone = (s: number) =>
  (s === TASK_STATUS.completed
    ? 'success'
    : s === TASK_STATUS.cancelled
      ? 'default'
      : s === TASK_STATUS.inProgress
        ? 'warning'
        : 'default') as 'success' | 'default' | 'warning';
const OPEN: TaskStatus[] = [TASK_STATUS.open, TASK_STATUS.inProgress];

/** Open and in-progress tasks assigned to the user: overdue and due today first, then by due date. */
export const tasksDue =
  (db: Executor): WidgetLoader =>
  async (ctx) => {
    const day = today(ctx);
    const mine = and(eq(tasks.assignedTo, ctx.user.id), inArray(tasks.status, OPEN));
    const [c] = await db
      .select({
        open: sql<number>`count(*) filter (where ${tasks.status} = 0)::int`.mapWith(Number),
        inProgress: sql<number>`count(*) filter (where ${tasks.status} = 1)::int`.mapWith(Number),
        overdue: sql<number>`count(*) filter (where ${tasks.dueDate} < ${day})::int`.mapWith(Number),
        dueToday: sql<number>`count(*) filter (where ${tasks.dueDate} = ${day})::int`.mapWith(Number),
      })
      .from(tasks)
      .where(mine);
    const items = await db
      .select({
        id: tasks.id,
        description: tasks.description,
        status: tasks.status,
        dueDate: tasks.dueDate,
        subject: refRows.label,
        by: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      })
      .from(tasks)
      .innerJoin(users, eq(users.id, tasks.assignedBy))
      .leftJoin(refRows, eq(refRows.id, tasks.subjectId))
      .where(mine)
      .orderBy(sql`${tasks.dueDate} asc nulls last`, asc(tasks.todoDate), asc(tasks.id))
      .limit(8);
    return {
      stats: [
        { label: 'Overdue', value: c.overdue, href: '/task/list?filter=1', tone: c.overdue ? 'danger' : 'default' },
        {
          label: 'Due today',
          value: c.dueToday,
          href: '/task/list?filter=1',
          tone: c.dueToday ? 'warning' : 'default',
        },
        { label: 'Open', value: c.open, href: '/task/list?filter=1&status=0', tone: 'default' },
        { label: 'In progress', value: c.inProgress, href: '/task/list?filter=1&status=1', tone: 'default' },
      ],
      rows: items.map((t) => ({
        id: String(t.id),
        title: plainText(t.description),
        detail: [t.subject, `from ${t.by}`].filter(Boolean).join(' · '),
        when: t.dueDate ? { at: t.dueDate, show: 'date' as const } : null,
        href: `/task/edit/${t.id}`,
        tag:
          t.dueDate && t.dueDate < day
            ? { text: 'Overdue', tone: 'danger' as const }
            : t.dueDate === day
              ? { text: 'Due today', tone: 'warning' as const }
              : { text: TASK_STATUS_NAMES[t.status as TaskStatus], tone: statusTone(t.status) },
      })),
      emptyText: 'No open tasks are assigned to you',
      more: { label: 'All tasks', href: '/task/list' },
    };
  };

/** The user's to-dos of this week (Sunday to Saturday): assigned to or by them, filed on a day of the week. */
export const todosWeek =
  (db: Executor): WidgetLoader =>
  async (ctx) => {
    const week = weekOf(today(ctx));
    const mine = and(
      or(eq(tasks.assignedTo, ctx.user.id), eq(tasks.assignedBy, ctx.user.id)),
      gte(tasks.todoDate, week.start),
      lte(tasks.todoDate, week.end),
    );
    const items = await db
      .select({ id: tasks.id, description: tasks.description, status: tasks.status, todoDate: tasks.todoDate })
      .from(tasks)
      .where(mine)
      .orderBy(asc(tasks.status), asc(tasks.todoDate), asc(tasks.id))
      .limit(200);
    const count = (s: TaskStatus) => items.filter((t) => t.status === s).length;
    return {
      stats: [
        { label: 'This week', value: items.length, href: null, tone: 'default' },
        { label: 'Open', value: count(TASK_STATUS.open) + count(TASK_STATUS.inProgress), href: null, tone: 'warning' },
        { label: 'Completed', value: count(TASK_STATUS.completed), href: null, tone: 'success' },
      ],
      rows: items.slice(0, 8).map((t) => ({
        id: String(t.id),
        title: plainText(t.description),
        detail: null,
        when: { at: t.todoDate, show: 'date' as const },
        href: `/task/edit/${t.id}`,
        tag: { text: TASK_STATUS_NAMES[t.status as TaskStatus], tone: statusTone(t.status) },
      })),
      emptyText: `No to-dos for the week ${weekLabel(week)}`,
      more: { label: 'All tasks', href: '/task/list' },
    };
  };

/** Today's events the user organises, is invited to, or that are shared with their access group. */
export const calendarToday =
  (db: Executor): WidgetLoader =>
  async (ctx) => {
    const day = today(ctx);
    const [y, m, d] = day.split('-').map(Number);
    const from = new Date(y, m - 1, d).toISOString();
    const to = new Date(y, m - 1, d + 1).toISOString();
    const utcFrom = `${day}T00:00:00.000Z`;
    const utcTo = `${addDays(day, 1)}T00:00:00.000Z`;
    const invited = sql`exists (select 1 from ${calendarEventInvitees} i where i.event_id = "calendar_events"."id" and i.user_id = ${ctx.user.id})`;
    const seen = or(
      eq(calendarEvents.createdBy, ctx.user.id),
      invited,
      ctx.user.groupId ? eq(calendarEvents.accessGroupId, ctx.user.groupId) : undefined,
    );
    const overlaps = or(
      and(eq(calendarEvents.allDay, true), lt(calendarEvents.startAt, utcTo), gt(calendarEvents.endAt, utcFrom)),
      and(eq(calendarEvents.allDay, false), lt(calendarEvents.startAt, to), gt(calendarEvents.endAt, from)),
    );
    const events = await db
      .select({
        id: calendarEvents.id,
        title: calendarEvents.title,
        allDay: calendarEvents.allDay,
        startAt: calendarEvents.startAt,
        location: calendarEvents.location,
        type: refRows.label,
      })
      .from(calendarEvents)
      .leftJoin(refRows, eq(refRows.id, calendarEvents.eventTypeId))
      .where(and(seen, overlaps))
      .orderBy(sql`${calendarEvents.allDay} desc`, asc(calendarEvents.startAt), asc(calendarEvents.id))
      .limit(50);
    return {
      stats: [{ label: 'Events today', value: events.length, href: '/calendar', tone: 'default' }],
      rows: events.slice(0, 8).map((e) => ({
        id: String(e.id),
        title: e.title,
        detail: [e.type, e.location].filter(Boolean).join(' · ') || null,
        when: e.allDay ? null : { at: e.startAt, show: 'time' as const },
        href: '/calendar',
        tag: e.allDay ? { text: 'All day', tone: 'default' as const } : null,
      })),
      emptyText: 'Nothing on your calendar today',
      more: { label: 'Calendar', href: '/calendar' },
    };
  };

/** Mail logged in each register over the last 30 days, and per month over the last 6 months. */
export const mailLogCounts =
  (db: Executor): WidgetLoader =>
  async (ctx) => {
    const day = today(ctx);
    const since = addDays(day, -29);
    const monthStart = `${day.slice(0, 7)}-01`;
    const [y, m] = monthStart.split('-').map(Number);
    const months = Array.from({ length: 6 }, (_, i) => {
      const dt = new Date(Date.UTC(y, m - 1 - (5 - i), 1));
      return dt.toISOString().slice(0, 7);
    });
    const live = and(isNull(mailLogs.deletedAt), lte(mailLogs.mailDate, day));
    const recent = await db
      .select({ kind: mailLogs.kind, n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(mailLogs)
      .where(and(live, gte(mailLogs.mailDate, since)))
      .groupBy(mailLogs.kind);
    const monthly = await db
      .select({
        kind: mailLogs.kind,
        month: sql<string>`to_char(${mailLogs.mailDate}, 'YYYY-MM')`,
        n: sql<number>`count(*)::int`.mapWith(Number),
      })
      .from(mailLogs)
      .where(and(live, gte(mailLogs.mailDate, `${months[0]}-01`)))
      .groupBy(mailLogs.kind, sql`2`);
    const nOf = (kind: string) => recent.find((r) => r.kind === kind)?.n ?? 0;
    const total = monthly.reduce((n, r) => n + r.n, 0);
    return {
      stats: MAIL_LOG_KINDS.map((k) => ({
        label: MAIL_LOG_REGISTERS[k].title,
        value: nOf(k),
        href: MAIL_LOG_REGISTERS[k].path,
        tone: 'default' as const,
      })),
      chart: total
        ? {
            type: 'bar',
            caption: 'Mail logged per month, last 6 months',
            xLabel: 'Month',
            series: MAIL_LOG_KINDS.map((k) => ({ key: k, label: MAIL_LOG_REGISTERS[k].title })),
            points: months.map((mo) => ({
              label: `${mo.slice(5, 7)}/${mo.slice(0, 4)}`,
              values: Object.fromEntries(
                MAIL_LOG_KINDS.map((k) => [k, monthly.find((r) => r.kind === k && r.month === mo)?.n ?? 0]),
              ),
            })),
          }
        : null,
      emptyText: 'No mail logged in the last 6 months',
      more: { label: 'Mail log', href: MAIL_LOG_LINK },
    };
  };
