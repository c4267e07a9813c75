import { z } from 'zod';
import { safeString } from '../validation.js';

/**
 * The calendar (spec 000 section 7): events with a type and a group, all-day or timed, with invitees.
 *
 * Times on the wire: an all-day event's `start` and `end` are dates (YYYY-MM-DD, `end` the last day,
 * inclusive); a timed event's are ISO 8601 instants with an offset ('2026-03-10T09:00:00-05:00' in,
 * '2026-03-10T14:00:00.000Z' out).
 */
export const CALENDAR_LIMITS = {
  title: 200,
  location: 200,
  description: 2000,
  invitees: 200,
  /** longest event and longest period one list call may span */
  maxSpanDays: 400,
} as const;

export const CALENDAR_MESSAGES = {
  titleRequired: 'Title is required',
  type: 'Choose an event type',
  typeInactive: 'This event type is no longer in use; choose another',
  group: 'Choose an event group from the list',
  groupInactive: 'This event group is no longer in use; choose another',
  startRequired: 'Start is required',
  endRequired: 'End is required',
  date: 'Enter a date (MM/DD/YYYY)',
  dateTime: 'Enter a date and time',
  endBeforeStartDay: 'End must be on or after Start',
  endBeforeStart: 'End must be after Start',
  tooLong: `An event can last at most ${CALENDAR_LIMITS.maxSpanDays} days`,
  invitee: 'Choose invitees from the list of active users',
  tooManyInvitees: `At most ${CALENDAR_LIMITS.invitees} invitees`,
  noGroup: 'You belong to no access group to share the event with',
  period: 'Give the period as two ISO dates or instants, the end after the start',
  periodTooLong: `The period can be at most ${CALENDAR_LIMITS.maxSpanDays} days`,
  readOnly: 'Only the organiser, or a calendar editor of the group it is shared with, may change this event',
  noDelete: 'Only the organiser, or a calendar editor of the group it is shared with, may delete this event',
} as const;

/** Toasts of the calendar screen (the spec names none for it). */
export const CALENDAR_TOASTS = {
  created: 'Event added successfully',
  updated: 'Event updated successfully',
  deleted: 'Event deleted successfully',
  createFailed: 'Failed to add event',
  updateFailed: 'Failed to update event',
  deleteFailed: 'Failed to delete event',
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY_MS = 86_400_000;

/** A real calendar date in YYYY-MM-DD (not 2026-02-30). */
export const isCalendarDate = (s: string) =>
  DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
/** An ISO instant with an explicit offset (or Z). */
export const isInstant = (s: string) =>
  INSTANT.test(s) && !Number.isNaN(Date.parse(s)) && isCalendarDate(s.slice(0, 10));
/** The day after an ISO date. */
export const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
/** The day before an ISO date. */
export const previousDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/**
 * When an event happens, as stored: a half-open interval of instants. All-day events run from UTC
 * midnight of their first day to UTC midnight after their last, so that a date stays the same date
 * for every viewer whatever their time zone.
 */
export function eventInterval(e: { allDay: boolean; start: string; end: string }): { startAt: Date; endAt: Date } {
  return e.allDay
    ? { startAt: new Date(`${e.start}T00:00:00Z`), endAt: new Date(`${nextDay(e.end)}T00:00:00Z`) }
    : { startAt: new Date(e.start), endAt: new Date(e.end) };
}

/** The rules across start, end and allDay (a form-wide check and the server's). */
export function timingIssue(v: {
  allDay: boolean;
  start?: string | null;
  end?: string | null;
}): { field: 'start' | 'end'; message: string } | null {
  const { allDay, start, end } = v;
  if (!start) return { field: 'start', message: CALENDAR_MESSAGES.startRequired };
  if (!end) return { field: 'end', message: CALENDAR_MESSAGES.endRequired };
  const valid = allDay ? isCalendarDate : isInstant;
  const message = allDay ? CALENDAR_MESSAGES.date : CALENDAR_MESSAGES.dateTime;
  if (!valid(start)) return { field: 'start', message };
  if (!valid(end)) return { field: 'end', message };
  const { startAt, endAt } = eventInterval({ allDay, start, end });
  if (allDay ? end < start : endAt <= startAt)
    return { field: 'end', message: allDay ? CALENDAR_MESSAGES.endBeforeStartDay : CALENDAR_MESSAGES.endBeforeStart };
  if (endAt.getTime() - startAt.getTime() > CALENDAR_LIMITS.maxSpanDays * DAY_MS)
    return { field: 'end', message: CALENDAR_MESSAGES.tooLong };
  return null;
}

/** Optional text, trimmed; blank is no value (null). */
const optionalTrimmed = (label: string, max: number) =>
  safeString()
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

const id = (message: string) => z.number({ error: message }).int(message).positive(message);

/** The fields of an event as the form and the API take them, without the rules across fields. */
export const calendarEventFields = z.object({
  title: safeString({ error: CALENDAR_MESSAGES.titleRequired })
    .trim()
    .min(1, CALENDAR_MESSAGES.titleRequired)
    .max(CALENDAR_LIMITS.title, `Title can be at most ${CALENDAR_LIMITS.title} characters`),
  eventTypeId: id(CALENDAR_MESSAGES.type),
  eventGroupId: id(CALENDAR_MESSAGES.group).nullish(),
  allDay: z.boolean().default(false),
  start: safeString({ error: CALENDAR_MESSAGES.startRequired }).min(1, CALENDAR_MESSAGES.startRequired).max(40),
  end: safeString({ error: CALENDAR_MESSAGES.endRequired }).min(1, CALENDAR_MESSAGES.endRequired).max(40),
  location: optionalTrimmed('Location', CALENDAR_LIMITS.location),
  description: optionalTrimmed('Description', CALENDAR_LIMITS.description),
  inviteeIds: z
    .array(id(CALENDAR_MESSAGES.invitee), { error: CALENDAR_MESSAGES.invitee })
    .max(CALENDAR_LIMITS.invitees, CALENDAR_MESSAGES.tooManyInvitees)
    .default([]),
  /** visible to everyone of the organiser's access group */
  shareWithGroup: z.boolean().default(false),
});

/** Create or change an event (POST and PUT take the whole event). */
export const calendarEventInput = calendarEventFields.superRefine((v, ctx) => {
  const issue = timingIssue(v);
  if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
});
export type CalendarEventInput = z.output<typeof calendarEventInput>;

export const calendarPerson = z.object({ id: z.number().int(), name: safeString() });

export const calendarEvent = z.object({
  id: z.number().int(),
  title: safeString(),
  allDay: z.boolean(),
  start: safeString(),
  end: safeString(),
  location: safeString().nullable(),
  description: safeString().nullable(),
  eventTypeId: z.number().int(),
  eventTypeLabel: safeString(),
  /** the type's colour, a name of CALENDAR_COLORS */
  color: safeString().nullable(),
  eventGroupId: z.number().int().nullable(),
  eventGroupLabel: safeString().nullable(),
  /** the access group the event is shared with */
  accessGroupId: z.number().int().nullable(),
  accessGroupName: safeString().nullable(),
  organizer: calendarPerson,
  invitees: z.array(calendarPerson),
  /** why the caller sees it */
  relation: z.enum(['organizer', 'invitee', 'group']),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  createdAt: safeString(),
  updatedAt: safeString(),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;

/** The events of a period (the calendar's visible range): `from` inclusive, `to` exclusive. */
export const calendarEventsQuery = z.object({
  from: safeString()
    .max(40)
    .refine((s) => isCalendarDate(s) || isInstant(s), CALENDAR_MESSAGES.period),
  to: safeString()
    .max(40)
    .refine((s) => isCalendarDate(s) || isInstant(s), CALENDAR_MESSAGES.period),
  eventTypeId: z.coerce.number().int().positive().optional(),
  eventGroupId: z.coerce.number().int().positive().optional(),
  /** only events the caller organises (mine), is invited to (invited) or sees through their group (group) */
  relation: z.enum(['organizer', 'invitee', 'group']).optional(),
});
export type CalendarEventsQuery = z.infer<typeof calendarEventsQuery>;

/** People who may be invited: label from the name, value from the id (spec 000 section 3). */
/** A user the invitee picker offers: the name only (no username, email or user type). */
export const calendarUserOption = z.object({ value: z.number().int(), label: safeString() });
export type CalendarUserOption = z.infer<typeof calendarUserOption>;
export const calendarUsersQuery = z.object({
  q: safeString().max(100).optional(),
  /** ids to include whatever q says (the invitees an event already has) */
  include: safeString()
    .regex(/^\d+(,\d+)*$/, 'include: ids separated by commas')
    .max(2000)
    .optional(),
});
