import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarEvent,
  calendarEventInput,
  calendarEventsQuery,
  calendarUserOption,
  calendarUsersQuery,
  idParam,
  okBody,
  type AccessBit,
  type SessionUser,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { created, okAfter, routeOps } from '../../../platform/route-op.js';
import type { CalendarRights } from './calendar.policy.js';
import type { CalendarService } from './calendar.service.js';

/** The calendar's permission entry: read to see, write to add; edit and delete reach the group's events. */
export const CALENDAR = '/calendar';
const timesNote =
  'All-day events: `start` and `end` are dates (YYYY-MM-DD, `end` the last day). Timed events: ISO 8601 instants with an offset. ' +
  'The caller sees the events they organise, those they are invited to and those shared with their access group; ' +
  'the organiser (with the write right) or a holder of the edit/delete right in the access group the event is shared with may change it; invitees may not.';

export function calendarRoutes(
  app: FastifyInstance,
  calendar: CalendarService,
  may: (user: SessionUser, link: string, bit: AccessBit) => Promise<boolean>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const op = routeOps('calendar');
  const rightsOf = async (req: FastifyRequest): Promise<CalendarRights> => {
    const u = req.user!;
    const [read, write, edit, del] = await Promise.all(
      (['read', 'write', 'edit', 'delete'] as const).map((b) => may(u, CALENDAR, b)),
    );
    return { read, write, edit, delete: del };
  };

  r.get(
    '/api/calendar/events',
    op('listCalendarEvents', { menu: CALENDAR, bit: 'read' }, ['getCalendarEventsList'], {
      querystring: calendarEventsQuery,
      ok: z.object({ items: z.array(calendarEvent) }),
      description: `The events overlapping [from, to): the calendar's visible period (400 days at most). ${timesNote}`,
    }),
    async (req) => calendar.list(actorOf(req), await rightsOf(req), req.query),
  );

  r.get(
    '/api/calendar/events/:id',
    op(
      'getCalendarEvent',
      { menu: CALENDAR, bit: 'read' },
      { params: idParam, ok: calendarEvent, description: 'One event the caller sees (404 for any other).' },
    ),
    async (req) => calendar.get(actorOf(req), await rightsOf(req), req.params.id),
  );

  r.post(
    '/api/calendar/events',
    op('createCalendarEvent', { menu: CALENDAR, bit: 'write' }, ['saveCalendarEvent'], {
      body: calendarEventInput,
      created: calendarEvent,
      description: timesNote,
    }),
    async (req, reply) => created(reply, calendar.create(actorOf(req), await rightsOf(req), req.body)),
  );

  r.put(
    '/api/calendar/events/:id',
    // who may change which event is the service's rule (organiser with write, or the group's editors with edit)
    op('updateCalendarEvent', { menu: CALENDAR, bit: 'read' }, ['saveCalendarEvent'], {
      params: idParam,
      body: calendarEventInput,
      ok: calendarEvent,
      description: `The whole event; its invitees are replaced by inviteeIds. ${timesNote}`,
    }),
    async (req) => calendar.update(actorOf(req), await rightsOf(req), req.params.id, req.body),
  );

  r.delete(
    '/api/calendar/events/:id',
    op('deleteCalendarEvent', { menu: CALENDAR, bit: 'read' }, ['deletelCaledarEvent'], {
      params: idParam,
      ok: okBody,
    }),
    async (req) => okAfter(calendar.remove(actorOf(req), await rightsOf(req), req.params.id)),
  );

  r.get(
    '/api/calendar/users',
    op('listCalendarInvitees', { menu: CALENDAR, bit: 'read' }, ['getUsersList'], {
      querystring: calendarUsersQuery,
      ok: z.object({ items: z.array(calendarUserOption) }),
      description:
        "Users to invite, by name only (label; value the id): active back-office colleagues of the caller's access-group tree (super roles: every back-office user), never students, parents or alumni, never usernames or emails; 50 by name, plus the `include`d ids of that same directory.",
    }),
    async (req) => ({
      items: await calendar.users(
        actorOf(req),
        req.query.q,
        req.query.include ? req.query.include.split(',').map(Number) : [],
      ),
    }),
  );
}
