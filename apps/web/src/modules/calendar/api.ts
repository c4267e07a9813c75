import type { CalendarEvent, CalendarEventInput, CalendarUserOption } from '@caduceus/contracts';
import { api, useApiMutation, useApiQuery } from '../../app/api';

/** The calendar: events of the visible period, one event, writes, and the people to invite. */
export const PATHS = { events: '/api/calendar/events', users: '/api/calendar/users' } as const;

export interface EventsFilter {
  eventTypeId?: number;
  eventGroupId?: number;
  relation?: 'organizer' | 'invitee' | 'group';
}

/** The events overlapping [from, to) (ISO instants of the visible range); keeps the last answer while the next loads. */
export const useCalendarEvents = (range: { from: string; to: string } | null, filter: EventsFilter) =>
  useApiQuery<{ items: CalendarEvent[] }>(
    range ? PATHS.events : null,
    { ...range, ...filter },
    { placeholderData: (prev) => prev },
  );

/** One event (opened from the calendar or a link with ?event=); absent or not visible: 404. */
export const useCalendarEvent = (id: number | null) => useApiQuery<CalendarEvent>(id ? `${PATHS.events}/${id}` : null);

export const useCreateEvent = () =>
  useApiMutation((b: CalendarEventInput) => api.post<CalendarEvent>(PATHS.events, b), {
    invalidate: [PATHS.events],
    errorToast: false,
  });
export const useUpdateEvent = () =>
  useApiMutation(
    ({ id, body }: { id: number; body: CalendarEventInput }) => api.put<CalendarEvent>(`${PATHS.events}/${id}`, body),
    { invalidate: [PATHS.events], errorToast: false },
  );
export const useDeleteEvent = () =>
  useApiMutation((id: number) => api.del<{ ok: true }>(`${PATHS.events}/${id}`), {
    invalidate: [PATHS.events],
    errorToast: false,
  });

/** Active users to invite, searched on the server as one types; `include` keeps the chosen ones labelled. */
export const useCalendarUsers = (q: string, include: number[]) =>
  useApiQuery<{ items: CalendarUserOption[] }>(
    PATHS.users,
    { q: q || undefined, include: include.length ? [...include].sort((a, b) => a - b).join(',') : undefined },
    { staleTime: 60_000, placeholderData: (prev) => prev },
  );
