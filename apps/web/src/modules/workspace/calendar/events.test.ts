import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@caduceus/contracts';
import { isView, presetOf, toEventInput, whenText } from './events';

const event = (v: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: 4,
  title: 'Spring break',
  allDay: true,
  start: '2026-03-16',
  end: '2026-03-20',
  location: null,
  description: null,
  eventTypeId: 1,
  eventTypeLabel: 'Holiday',
  color: 'gold',
  eventGroupId: null,
  eventGroupLabel: null,
  accessGroupId: null,
  accessGroupName: null,
  organizer: { id: 1, name: 'Dorian Dean' },
  invitees: [],
  relation: 'organizer',
  canEdit: true,
  canDelete: true,
  createdAt: '',
  updatedAt: '',
  ...v,
});
const palette = (p: string) => ({ fill: `${p}-fill`, mark: `${p}-mark` });

describe('toEventInput', () => {
  it("makes the inclusive last day of an all-day event FullCalendar's exclusive end", () => {
    expect(toEventInput(event(), palette, 'text')).toMatchObject({
      id: '4',
      start: '2026-03-16',
      end: '2026-03-21',
      allDay: true,
      color: 'gold-fill',
      contrastColor: 'text',
      extendedProps: { mark: 'gold-mark' },
    });
    expect(toEventInput(event({ end: '2026-03-31' }), palette, 'text').end).toBe('2026-04-01');
  });

  it("keeps a timed event's instants, and paints an unknown colour blue", () => {
    const e = toEventInput(
      event({ allDay: false, start: '2026-03-10T14:00:00.000Z', end: '2026-03-10T15:30:00.000Z', color: '#ff0000' }),
      palette,
      'text',
    );
    expect(e).toMatchObject({
      start: '2026-03-10T14:00:00.000Z',
      end: '2026-03-10T15:30:00.000Z',
      allDay: false,
      color: 'blue-fill',
    });
    expect(presetOf(null)).toBe('blue');
    expect(presetOf('lime')).toBe('lime');
  });
});

describe('whenText', () => {
  it('shows dates as MM/DD/YYYY', () => {
    expect(whenText(event())).toBe('03/16/2026 – 03/20/2026 (all day)');
    expect(whenText(event({ end: '2026-03-16' }))).toBe('03/16/2026 (all day)');
    expect(
      whenText({
        allDay: false,
        start: new Date(2026, 2, 10, 9, 0).toISOString(),
        end: new Date(2026, 2, 10, 10, 30).toISOString(),
      }),
    ).toBe('03/10/2026 9:00 AM – 10:30 AM');
  });
  it('accepts only the offered views', () => {
    expect(isView('timeGridWeek')).toBe(true);
    expect(isView('multiMonthYear')).toBe(false);
    expect(isView(null)).toBe(false);
  });
});
