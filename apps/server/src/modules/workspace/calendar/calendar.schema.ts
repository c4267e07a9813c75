import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { stampedNow, timestamptz } from '../../../platform/db/columns.js';
import { accessGroups } from '../../access/tables.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';

/**
 * Events of the calendar. `start_at`/`end_at` are a half-open interval of instants; an all-day event
 * runs from UTC midnight of its first day to UTC midnight after its last (contracts' eventInterval).
 * Type and group are rows of the control tables calendar-event-type and calendar-event-group.
 * `access_group_id`: the access group the event is shared with (null: organiser and invitees only).
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    startAt: timestamptz('start_at').notNull(),
    endAt: timestamptz('end_at').notNull(),
    location: text('location'),
    description: text('description'),
    eventTypeId: integer('event_type_id')
      .notNull()
      .references(() => refRows.id),
    eventGroupId: integer('event_group_id').references(() => refRows.id),
    accessGroupId: integer('access_group_id').references(() => accessGroups.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    index('calendar_events_start_idx').on(t.startAt),
    index('calendar_events_created_by_idx').on(t.createdBy, t.startAt),
    index('calendar_events_access_group_idx').on(t.accessGroupId, t.startAt),
  ],
);

/** The users invited to an event: they see it, and do not change it. */
export const calendarEventInvitees = pgTable(
  'calendar_event_invitees',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('calendar_event_invitees_user_idx').on(t.userId, t.eventId),
  ],
);
