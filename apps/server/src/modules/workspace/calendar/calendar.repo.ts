import { and, asc, eq, gt, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../platform/db/index.js';
import { likeTerm } from '../../../platform/paging.js';
import { accessGroups } from '../../access/tables.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { calendarEventInvitees, calendarEvents } from './calendar.schema.js';

export type EventRow = typeof calendarEvents.$inferSelect;
/** Who is looking: their own events, those they are invited to, and their access group's. */
export interface Viewer {
  userId: number;
  groupId: number | null;
}
export type Relation = 'organizer' | 'invitee' | 'group';

/** A page of events never exceeds this (a year of a busy calendar). */
export const MAX_EVENTS = 2000;

const types = alias(refRows, 'event_types');
const groups = alias(refRows, 'event_groups');
const organizers = alias(users, 'organizers');

const invited = (userId: number) =>
  sql`exists (select 1 from ${calendarEventInvitees} where ${calendarEventInvitees.eventId} = ${calendarEvents.id} and ${calendarEventInvitees.userId} = ${userId})`;

/** The WHERE that scopes every read: an event the viewer may not see looks absent. */
export function visibleTo(v: Viewer, relation?: Relation): SQL {
  const mine = eq(calendarEvents.createdBy, v.userId);
  const group = v.groupId === null ? sql`false` : eq(calendarEvents.accessGroupId, v.groupId);
  if (relation === 'organizer') return mine;
  if (relation === 'invitee') return invited(v.userId);
  if (relation === 'group') return group;
  return or(mine, invited(v.userId), group)!;
}

const columns = (v: Viewer) => ({
  id: calendarEvents.id,
  title: calendarEvents.title,
  allDay: calendarEvents.allDay,
  startAt: calendarEvents.startAt,
  endAt: calendarEvents.endAt,
  location: calendarEvents.location,
  description: calendarEvents.description,
  eventTypeId: calendarEvents.eventTypeId,
  eventTypeLabel: types.label,
  color: sql<string | null>`${types.data} ->> 'color'`,
  eventGroupId: calendarEvents.eventGroupId,
  eventGroupLabel: groups.label,
  accessGroupId: calendarEvents.accessGroupId,
  accessGroupName: accessGroups.name,
  createdBy: calendarEvents.createdBy,
  organizerName: sql<string>`${organizers.firstName} || ' ' || ${organizers.lastName}`,
  relation: sql<Relation>`case when ${calendarEvents.createdBy} = ${v.userId} then 'organizer' when ${invited(v.userId)} then 'invitee' else 'group' end`,
  createdAt: calendarEvents.createdAt,
  updatedAt: calendarEvents.updatedAt,
});
export type ListedEvent = Awaited<ReturnType<typeof listVisible>>[number];

function joined(ex: Executor, v: Viewer) {
  return ex
    .select(columns(v))
    .from(calendarEvents)
    .innerJoin(types, eq(types.id, calendarEvents.eventTypeId))
    .leftJoin(groups, eq(groups.id, calendarEvents.eventGroupId))
    .leftJoin(accessGroups, eq(accessGroups.id, calendarEvents.accessGroupId))
    .innerJoin(organizers, eq(organizers.id, calendarEvents.createdBy));
}

/** The events the viewer sees that overlap [from, to). */
export function listVisible(
  ex: Executor,
  v: Viewer,
  q: { from: Date; to: Date; eventTypeId?: number; eventGroupId?: number; relation?: Relation },
) {
  return joined(ex, v)
    .where(
      and(
        visibleTo(v, q.relation),
        lt(calendarEvents.startAt, q.to.toISOString()),
        gt(calendarEvents.endAt, q.from.toISOString()),
        q.eventTypeId ? eq(calendarEvents.eventTypeId, q.eventTypeId) : undefined,
        q.eventGroupId ? eq(calendarEvents.eventGroupId, q.eventGroupId) : undefined,
      ),
    )
    .orderBy(asc(calendarEvents.startAt), asc(calendarEvents.id))
    .limit(MAX_EVENTS);
}

export const findVisible = async (ex: Executor, v: Viewer, id: number) =>
  (await joined(ex, v).where(and(eq(calendarEvents.id, id), visibleTo(v))))[0];

export const findEvent = async (ex: Executor, id: number) =>
  (await ex.select().from(calendarEvents).where(eq(calendarEvents.id, id)))[0];

/** The invitees of these events, by event, named. */
export async function inviteesOf(ex: Executor, eventIds: number[]) {
  if (!eventIds.length) return new Map<number, { id: number; name: string }[]>();
  const rows = await ex
    .select({
      eventId: calendarEventInvitees.eventId,
      id: users.id,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(calendarEventInvitees)
    .innerJoin(users, eq(users.id, calendarEventInvitees.userId))
    .where(inArray(calendarEventInvitees.eventId, eventIds))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  const out = new Map<number, { id: number; name: string }[]>();
  for (const r of rows) {
    const list = out.get(r.eventId) ?? [];
    list.push({ id: r.id, name: r.name });
    out.set(r.eventId, list);
  }
  return out;
}

export const inviteeIdsOf = async (ex: Executor, eventId: number) =>
  (
    await ex
      .select({ userId: calendarEventInvitees.userId })
      .from(calendarEventInvitees)
      .where(eq(calendarEventInvitees.eventId, eventId))
  ).map((r) => r.userId);

export const insertEvent = async (ex: Executor, v: typeof calendarEvents.$inferInsert) =>
  (await ex.insert(calendarEvents).values(v).returning())[0];
export const updateEvent = async (ex: Executor, id: number, v: Partial<typeof calendarEvents.$inferInsert>) =>
  (await ex.update(calendarEvents).set(v).where(eq(calendarEvents.id, id)).returning())[0];
export const deleteEvent = async (ex: Executor, id: number) => {
  await ex.delete(calendarEventInvitees).where(eq(calendarEventInvitees.eventId, id));
  await ex.delete(calendarEvents).where(eq(calendarEvents.id, id));
};
export async function replaceInvitees(ex: Executor, eventId: number, userIds: number[]) {
  await ex.delete(calendarEventInvitees).where(eq(calendarEventInvitees.eventId, eventId));
  if (userIds.length) await ex.insert(calendarEventInvitees).values(userIds.map((userId) => ({ eventId, userId })));
}

/** Rows of a control table by id, with their active flag (to check an event's type and group). */
export const refRowsOf = (ex: Executor, table: string, ids: number[]) =>
  ex
    .select({ id: refRows.id, active: refRows.active })
    .from(refRows)
    .where(and(eq(refRows.tableKey, table), inArray(refRows.id, ids)));

/** Which of these ids are active users. */
export const activeUserIds = async (ex: Executor, ids: number[]) =>
  ids.length
    ? (
        await ex
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, ids), eq(users.active, true)))
      ).map((r) => r.id)
    : [];

/** Users of a directory scope for the invitee picker: active ones by name, plus the `include`d ids (held by an event). */
export function userOptions(ex: Executor, scope: SQL, q: string | undefined, include: number[]) {
  const name = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
  const term = q?.trim();
  const wanted = and(eq(users.active, true), term ? ilike(name, likeTerm(term)) : undefined);
  return ex
    .select({ value: users.id, label: name })
    .from(users)
    .where(and(scope, include.length ? or(wanted, inArray(users.id, include)) : wanted))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(50 + include.length);
}
