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
  const tags = ['calendar'];
  const rightsOf = async (req: FastifyRequest): Promise<CalendarRights> => {
    const u = req.user!;
    const [read, write, edit, del] = await Promise.all(
      (['read', 'write', 'edit', 'delete'] as const).map((b) => may(u, CALENDAR, b)),
    );
    return { read, write, edit, delete: del };
  };

  r.get(
    '/api/calendar/events',
    {
      schema: {
        operationId: 'listCalendarEvents',
        tags,
        description: `The events overlapping [from, to): the calendar's visible period (400 days at most). ${timesNote}`,
        querystring: calendarEventsQuery,
        response: { 200: z.object({ items: z.array(calendarEvent) }) },
      },
      config: { access: { menu: CALENDAR, bit: 'read' }, specCalls: ['getCalendarEventsList'] },
    },
    async (req) => calendar.list(actorOf(req), await rightsOf(req), req.query),
  );

  r.get(
    '/api/calendar/events/:id',
    {
      schema: {
        operationId: 'getCalendarEvent',
        tags,
        description: 'One event the caller sees (404 for any other).',
        params: idParam,
        response: { 200: calendarEvent },
      },
      config: { access: { menu: CALENDAR, bit: 'read' } },
    },
    async (req) => calendar.get(actorOf(req), await rightsOf(req), req.params.id),
  );

  r.post(
    '/api/calendar/events',
    {
      schema: {
        operationId: 'createCalendarEvent',
        tags,
        description: timesNote,
        body: calendarEventInput,
        response: { 201: calendarEvent },
      },
      config: { access: { menu: CALENDAR, bit: 'write' }, specCalls: ['saveCalendarEvent'] },
    },
    async (req, reply) => {
      reply.status(201);
      return calendar.create(actorOf(req), await rightsOf(req), req.body);
    },
  );

  r.put(
    '/api/calendar/events/:id',
    {
      schema: {
        operationId: 'updateCalendarEvent',
        tags,
        description: `The whole event; its invitees are replaced by inviteeIds. ${timesNote}`,
        params: idParam,
        body: calendarEventInput,
        response: { 200: calendarEvent },
      },
      // who may change which event is the service's rule (organiser with write, or the group's editors with edit)
      config: { access: { menu: CALENDAR, bit: 'read' }, specCalls: ['saveCalendarEvent'] },
    },
    async (req) => calendar.update(actorOf(req), await rightsOf(req), req.params.id, req.body),
  );

  r.delete(
    '/api/calendar/events/:id',
    {
      schema: { operationId: 'deleteCalendarEvent', tags, params: idParam, response: { 200: okBody } },
      config: { access: { menu: CALENDAR, bit: 'read' }, specCalls: ['deletelCaledarEvent'] },
    },
    async (req) => {
      await calendar.remove(actorOf(req), await rightsOf(req), req.params.id);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/calendar/users',
    {
      schema: {
        operationId: 'listCalendarInvitees',
        tags,
        description:
          "Users to invite, by name only (label; value the id): active back-office colleagues of the caller's access-group tree (super roles: every back-office user), never students, parents or alumni, never usernames or emails; 50 by name, plus the `include`d ids of that same directory.",
        querystring: calendarUsersQuery,
        response: { 200: z.object({ items: z.array(calendarUserOption) }) },
      },
      config: { access: { menu: CALENDAR, bit: 'read' }, specCalls: ['getUsersList'] },
    },
    async (req) => ({
      items: await calendar.users(
        actorOf(req),
        req.query.q,
        req.query.include ? req.query.include.split(',').map(Number) : [],
      ),
    }),
  );
}
