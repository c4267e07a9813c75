import type { CalendarEventInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { apiUrl, call, useGet } from '../../../app/client';

/** The calendar: events of the visible period, one event, writes, and the people to invite. */
export const PATHS = { events: apiUrl('/api/calendar/events') } as const;

export interface EventsFilter {
  eventTypeId?: number;
  eventGroupId?: number;
  relation?: 'organizer' | 'invitee' | 'group';
}

/** The events overlapping [from, to) (ISO instants of the visible range); keeps the last answer while the next loads. */
export const useCalendarEvents = (range: { from: string; to: string } | null, filter: EventsFilter) =>
  useGet('/api/calendar/events', range ? { query: { ...range, ...filter } } : null, {
    placeholderData: (prev) => prev,
  });

/** One event (opened from the calendar or a link with ?event=); absent or not visible: 404. */
export const useCalendarEvent = (id: number | null) =>
  useGet('/api/calendar/events/{id}', id ? { path: { id } } : null);

export const useCreateEvent = () =>
  useApiMutation((b: CalendarEventInput) => call('post', '/api/calendar/events', { body: b }), {
    invalidate: [PATHS.events],
    errorToast: false,
  });
export const useUpdateEvent = () =>
  useApiMutation(
    ({ id, body }: { id: number; body: CalendarEventInput }) =>
      call('put', '/api/calendar/events/{id}', { path: { id }, body }),
    { invalidate: [PATHS.events], errorToast: false },
  );
export const useDeleteEvent = () =>
  useApiMutation((id: number) => call('delete', '/api/calendar/events/{id}', { path: { id } }), {
    invalidate: [PATHS.events],
    errorToast: false,
  });

/** Active users to invite, searched on the server as one types; `include` keeps the chosen ones labelled. */
export const useCalendarUsers = (q: string, include: number[]) =>
  useGet(
    '/api/calendar/users',
    {
      query: {
        q: q || undefined,
        include: include.length ? [...include].sort((a, b) => a - b).join(',') : undefined,
      },
    },
    { staleTime: 60_000, placeholderData: (prev) => prev },
  );
