import {
  CALENDAR_LIMITS,
  CALENDAR_MESSAGES,
  eventInterval,
  isCalendarDate,
  previousDay,
  type CalendarEvent,
  type CalendarEventInput,
  type CalendarEventsQuery,
  type CalendarUserOption,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, forbidden, notFound } from '../../../platform/errors.js';
import { mayChange, type CalendarRights, type CalendarViewer } from './calendar.policy.js';
import * as repo from './calendar.repo.js';
import { directoryScope, inDirectory } from '../../access/index.js';

export const EVENT_TYPE_TABLE = 'calendar-event-type';
export const EVENT_GROUP_TABLE = 'calendar-event-group';
const ENTITY = 'calendar.event';
const DAY_MS = 86_400_000;

const viewerOf = (actor: Actor): CalendarViewer => ({ userId: actor.userId, groupId: actor.groupId });
/** A date alone means its UTC midnight; an instant is itself. */
const instantOf = (s: string) => new Date(isCalendarDate(s) ? `${s}T00:00:00Z` : s);

/** An event as the API answers it: all-day events as dates (the last day inclusive), timed ones as instants. */
function shape(
  row: repo.ListedEvent,
  invitees: { id: number; name: string }[],
  viewer: CalendarViewer,
  rights: CalendarRights,
): CalendarEvent {
  const start = row.allDay ? row.startAt.slice(0, 10) : row.startAt;
  const end = row.allDay ? previousDay(row.endAt.slice(0, 10)) : row.endAt;
  return {
    id: row.id,
    title: row.title,
    allDay: row.allDay,
    start,
    end,
    location: row.location,
    description: row.description,
    eventTypeId: row.eventTypeId,
    eventTypeLabel: row.eventTypeLabel,
    color: row.color ?? null,
    eventGroupId: row.eventGroupId,
    eventGroupLabel: row.eventGroupLabel ?? null,
    accessGroupId: row.accessGroupId,
    accessGroupName: row.accessGroupName ?? null,
    organizer: { id: row.createdBy, name: row.organizerName },
    invitees,
    relation: row.relation,
    canEdit: mayChange(viewer, rights, row, 'edit'),
    canDelete: mayChange(viewer, rights, row, 'delete'),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function createCalendarService({ db }: { db: Db }) {
  /** The type and group must be rows of their tables, active unless the event already had them. */
  async function checkRefs(ex: Executor, input: CalendarEventInput, before?: repo.EventRow) {
    const fields: Record<string, string> = {};
    const [type] = await repo.refRowsOf(ex, EVENT_TYPE_TABLE, [input.eventTypeId]);
    if (!type) fields.eventTypeId = CALENDAR_MESSAGES.type;
    else if (!type.active && before?.eventTypeId !== type.id) fields.eventTypeId = CALENDAR_MESSAGES.typeInactive;
    if (input.eventGroupId) {
      const [group] = await repo.refRowsOf(ex, EVENT_GROUP_TABLE, [input.eventGroupId]);
      if (!group) fields.eventGroupId = CALENDAR_MESSAGES.group;
      else if (!group.active && before?.eventGroupId !== group.id)
        fields.eventGroupId = CALENDAR_MESSAGES.groupInactive;
    }
    if (Object.keys(fields).length) throw badInput('Please correct the highlighted fields', fields);
  }

  /**
   * Invitees: active users of the actor's directory (the picker's: back-office colleagues of their group
   * tree), each once, never the organiser; those already invited may stay when since deactivated or moved.
   */
  async function checkInvitees(ex: Executor, actor: Actor, ids: number[], organizer: number, already: number[] = []) {
    const wanted = [...new Set(ids)].filter((id) => id !== organizer);
    const fresh = wanted.filter((id) => !already.includes(id));
    const active = new Set(await repo.activeUserIds(ex, fresh));
    const known = await inDirectory(ex, actor, fresh);
    if (fresh.some((id) => !active.has(id) || !known.has(id)))
      throw badInput(CALENDAR_MESSAGES.invitee, { inviteeIds: CALENDAR_MESSAGES.invitee });
    return wanted;
  }

  async function one(ex: Executor, viewer: CalendarViewer, rights: CalendarRights, id: number) {
    const row = await repo.findVisible(ex, viewer, id);
    if (!row) throw notFound('Event');
    return shape(row, (await repo.inviteesOf(ex, [id])).get(id) ?? [], viewer, rights);
  }

  const values = (input: CalendarEventInput) => {
    const { startAt, endAt } = eventInterval(input);
    return {
      title: input.title,
      allDay: input.allDay,
      startAt: startAt.toISOString(),
      endAt: endAt.toISOString(),
      location: input.location ?? null,
      description: input.description ?? null,
      eventTypeId: input.eventTypeId,
      eventGroupId: input.eventGroupId ?? null,
    };
  };

  return {
    /** The events the caller sees in a period (the calendar's visible range). */
    async list(actor: Actor, rights: CalendarRights, q: CalendarEventsQuery): Promise<{ items: CalendarEvent[] }> {
      const from = instantOf(q.from),
        to = instantOf(q.to);
      if (to <= from) throw badInput(CALENDAR_MESSAGES.period, { to: CALENDAR_MESSAGES.period });
      if (to.getTime() - from.getTime() > CALENDAR_LIMITS.maxSpanDays * DAY_MS)
        throw badInput(CALENDAR_MESSAGES.periodTooLong, { to: CALENDAR_MESSAGES.periodTooLong });
      const viewer = viewerOf(actor);
      const rows = await repo.listVisible(db, viewer, {
        from,
        to,
        eventTypeId: q.eventTypeId,
        eventGroupId: q.eventGroupId,
        relation: q.relation,
      });
      const invitees = await repo.inviteesOf(
        db,
        rows.map((r) => r.id),
      );
      return { items: rows.map((r) => shape(r, invitees.get(r.id) ?? [], viewer, rights)) };
    },

    get: (actor: Actor, rights: CalendarRights, id: number) => one(db, viewerOf(actor), rights, id),

    async create(actor: Actor, rights: CalendarRights, input: CalendarEventInput) {
      if (input.shareWithGroup && actor.groupId === null)
        throw badInput(CALENDAR_MESSAGES.noGroup, { shareWithGroup: CALENDAR_MESSAGES.noGroup });
      const id = await db.transaction(async (tx) => {
        await checkRefs(tx, input);
        const invitees = await checkInvitees(tx, actor, input.inviteeIds, actor.userId);
        const row = await repo.insertEvent(tx, {
          ...values(input),
          accessGroupId: input.shareWithGroup ? actor.groupId : null,
          createdBy: actor.userId,
          updatedBy: actor.userId,
        });
        await repo.replaceInvitees(tx, row.id, invitees);
        await audit(tx, actor, {
          action: 'create',
          entity: ENTITY,
          entityId: row.id,
          after: { ...row, inviteeIds: invitees },
        });
        return row.id;
      });
      return one(db, viewerOf(actor), rights, id);
    },

    async update(actor: Actor, rights: CalendarRights, id: number, input: CalendarEventInput) {
      const viewer = viewerOf(actor);
      await db.transaction(async (tx) => {
        if (!(await repo.findVisible(tx, viewer, id))) throw notFound('Event');
        const before = await repo.findEvent(tx, id);
        if (!mayChange(viewer, rights, before, 'edit')) throw forbidden(CALENDAR_MESSAGES.readOnly);
        const accessGroupId = input.shareWithGroup ? (before.accessGroupId ?? actor.groupId) : null;
        if (input.shareWithGroup && accessGroupId === null)
          throw badInput(CALENDAR_MESSAGES.noGroup, { shareWithGroup: CALENDAR_MESSAGES.noGroup });
        await checkRefs(tx, input, before);
        const already = await repo.inviteeIdsOf(tx, id);
        const invitees = await checkInvitees(tx, actor, input.inviteeIds, before.createdBy, already);
        const after = await repo.updateEvent(tx, id, {
          ...values(input),
          accessGroupId,
          updatedBy: actor.userId,
          updatedAt: new Date().toISOString(),
        });
        await repo.replaceInvitees(tx, id, invitees);
        await audit(tx, actor, {
          action: 'update',
          entity: ENTITY,
          entityId: id,
          before: { ...before, inviteeIds: already },
          after: { ...after, inviteeIds: invitees },
        });
      });
      return one(db, viewer, rights, id);
    },

    async remove(actor: Actor, rights: CalendarRights, id: number) {
      const viewer = viewerOf(actor);
      await db.transaction(async (tx) => {
        if (!(await repo.findVisible(tx, viewer, id))) throw notFound('Event');
        const before = await repo.findEvent(tx, id);
        if (!mayChange(viewer, rights, before, 'delete')) throw forbidden(CALENDAR_MESSAGES.noDelete);
        const inviteeIds = await repo.inviteeIdsOf(tx, id);
        await repo.deleteEvent(tx, id);
        await audit(tx, actor, { action: 'delete', entity: ENTITY, entityId: id, before: { ...before, inviteeIds } });
      });
    },

    /** People to invite: active users by name (label) and id (value), plus the ids asked for. */
    /** The invitee picker: names of the caller's directory (users.directory.ts), never usernames or emails. */
    async users(actor: Actor, q: string | undefined, include: number[]): Promise<CalendarUserOption[]> {
      return repo.userOptions(db, await directoryScope(db, actor), q, include);
    },
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
