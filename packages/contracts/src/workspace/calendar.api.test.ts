import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  calendarEventInput,
  eventInterval,
  isCalendarDate,
  isInstant,
  nextDay,
  previousDay,
  timingIssue,
} from './calendar.api.js';

const DAY = 86_400_000;
const day = fc
  .integer({ min: Date.UTC(2000, 0, 1) / DAY, max: Date.UTC(2100, 0, 1) / DAY })
  .map((n) => new Date(n * DAY).toISOString().slice(0, 10));

describe('calendar dates', () => {
  it('steps a day forward and back across months, years and leap days', () => {
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    fc.assert(fc.property(day, (d) => previousDay(nextDay(d)) === d && nextDay(d) > d && isCalendarDate(nextDay(d))));
  });

  it('knows real dates and instants with an offset', () => {
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isInstant('2026-03-10T09:00:00-05:00')).toBe(true);
    expect(isInstant('2026-03-10T14:00:00.000Z')).toBe(true);
    expect(isInstant('2026-03-10T09:00:00')).toBe(false); // no offset: whose 9 o'clock?
    expect(isInstant('2026-02-30T09:00:00Z')).toBe(false);
  });

  it('stores an all-day event from UTC midnight of its first day to UTC midnight after its last', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 399 }), (start, len) => {
        const end = new Date(Date.parse(`${start}T00:00:00Z`) + len * DAY).toISOString().slice(0, 10);
        const { startAt, endAt } = eventInterval({ allDay: true, start, end });
        return (
          startAt.toISOString() === `${start}T00:00:00.000Z` && endAt.getTime() - startAt.getTime() === (len + 1) * DAY
        );
      }),
    );
  });
});

describe('timingIssue', () => {
  it('accepts an all-day event ending on or after its first day and refuses one ending before', () => {
    fc.assert(
      fc.property(day, day, (a, b) => {
        const issue = timingIssue({ allDay: true, start: a, end: b });
        const days = (Date.parse(b) - Date.parse(a)) / DAY;
        if (b < a) return issue?.field === 'end' && issue.message === 'End must be on or after Start';
        if (days + 1 > 400) return issue?.message === 'An event can last at most 400 days';
        return issue === null;
      }),
    );
  });

  it('wants a timed event to end after it starts, whatever the offsets say', () => {
    expect(timingIssue({ allDay: false, start: '2026-03-10T09:00:00-05:00', end: '2026-03-10T14:00:00Z' })).toEqual({
      field: 'end',
      message: 'End must be after Start',
    });
    expect(timingIssue({ allDay: false, start: '2026-03-10T09:00:00-05:00', end: '2026-03-10T14:01:00Z' })).toBeNull();
    expect(timingIssue({ allDay: false, start: '2026-03-10', end: '2026-03-11' })).toEqual({
      field: 'start',
      message: 'Enter a date and time',
    });
    expect(timingIssue({ allDay: true, start: '2026-03-10T09:00:00Z', end: '2026-03-11' })).toEqual({
      field: 'start',
      message: 'Enter a date (MM/DD/YYYY)',
    });
    expect(timingIssue({ allDay: true, start: '', end: '2026-03-11' })).toEqual({
      field: 'start',
      message: 'Start is required',
    });
  });

  it('puts the rule on the field in the input schema, beside the field rules', () => {
    const r = calendarEventInput.safeParse({
      title: ' Board ',
      eventTypeId: 3,
      start: '2026-03-12',
      end: '2026-03-11',
      allDay: true,
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['end', 'End must be on or after Start'],
    ]);
    const ok = calendarEventInput.parse({
      title: ' Board ',
      eventTypeId: 3,
      start: '2026-03-11',
      end: '2026-03-11',
      allDay: true,
      location: '  ',
    });
    expect(ok).toMatchObject({ title: 'Board', location: null, inviteeIds: [], shareWithGroup: false });
  });
});
