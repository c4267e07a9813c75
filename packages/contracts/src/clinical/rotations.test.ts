import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ROTATION_STATUS_CODES,
  ROTATION_TRANSITIONS,
  canMoveRotation,
  firstFullWeek,
  rotationEndDate,
  seatsTaken,
  spansOverlap,
  mondayOf,
  weeksTouched,
  withinOffer,
  type RotationStatus,
  type Span,
} from './rotations.js';
import { ROTATION_STATUSES } from '../reference/options.js';

const others = (from: RotationStatus, allowed: RotationStatus[]) =>
  ROTATION_STATUS_CODES.filter((s) => !allowed.includes(s));

describe('rotation status moves', () => {
  it('names exactly the statuses of the reference list', () => {
    expect(Object.keys(ROTATION_TRANSITIONS).sort()).toEqual(ROTATION_STATUSES.map((o) => o.value).sort());
  });
  const rows: [RotationStatus, RotationStatus[]][] = [
    ['Requested', ['Pending', 'Accepted', 'Declined', 'Canceled']],
    ['Pending', ['Accepted', 'Declined', 'Canceled']],
    ['Accepted', ['Scheduled', 'Declined', 'Canceled']],
    ['Scheduled', ['Canceled']],
    ['Declined', []],
    ['Canceled', []],
  ];
  it.each(rows)('%s moves to %j and nowhere else', (from, allowed) => {
    for (const to of allowed) expect(canMoveRotation(from, to)).toBe(true);
    for (const to of others(from, allowed)) expect(canMoveRotation(from, to)).toBe(false);
  });
});

describe('rotation weeks', () => {
  it('ends on the last day of its last week', () => {
    expect(rotationEndDate('2027-01-04', 1)).toBe('2027-01-10');
    expect(rotationEndDate('2027-02-22', 2)).toBe('2027-03-07');
  });
  it('takes a seat in each calendar week it touches', () => {
    expect(mondayOf('2027-01-07')).toBe('2027-01-04');
    expect(weeksTouched('2027-01-06', rotationEndDate('2027-01-06', 1))).toEqual(['2027-01-04', '2027-01-11']);
  });
  it('is inside the offer only when both ends are', () => {
    const s = { startDate: '2027-01-04', endDate: '2027-01-31' };
    expect(withinOffer(s, '2027-01-01', '2027-12-31')).toBe(true);
    expect(withinOffer(s, '2027-01-05', null)).toBe(false);
    expect(withinOffer(s, null, '2027-01-30')).toBe(false);
    expect(withinOffer(s, null, null)).toBe(true);
  });
});

/** A booking desk that applies the two rules the server applies, in order. */
function book(requests: { student: number; start: string; weeks: number }[], seats: number) {
  const held: (Span & { student: number })[] = [];
  for (const r of requests) {
    const span = { startDate: r.start, endDate: rotationEndDate(r.start, r.weeks) };
    if (held.some((h) => h.student === r.student && spansOverlap(h, span))) continue;
    if (firstFullWeek(held, span, seats)) continue;
    held.push({ ...span, student: r.student });
  }
  return held;
}
const day = fc
  .integer({ min: 0, max: 120 })
  .map((d) => new Date(Date.UTC(2027, 0, 1) + d * 86_400_000).toISOString().slice(0, 10));
const requests = fc.array(
  fc.record({ student: fc.integer({ min: 1, max: 6 }), start: day, weeks: fc.integer({ min: 1, max: 8 }) }),
  { maxLength: 40 },
);

describe('booking rules (property)', () => {
  it('never double-books a student', () => {
    fc.assert(
      fc.property(requests, fc.integer({ min: 1, max: 4 }), (reqs, seats) => {
        const held = book(reqs, seats);
        for (const a of held)
          for (const b of held) if (a !== b && a.student === b.student) expect(spansOverlap(a, b)).toBe(false);
      }),
    );
  });
  it('never takes more seats than the offer has in any week', () => {
    fc.assert(
      fc.property(requests, fc.integer({ min: 1, max: 4 }), (reqs, seats) => {
        for (const n of seatsTaken(book(reqs, seats)).values()) expect(n).toBeLessThanOrEqual(seats);
      }),
    );
  });
  it('refuses a group that would not fit although each alone would', () => {
    const held = [{ startDate: '2027-01-04', endDate: '2027-01-17' }];
    const next = { startDate: '2027-01-11', endDate: '2027-01-24' };
    expect(firstFullWeek(held, next, 2, 1)).toBeNull();
    expect(firstFullWeek(held, next, 2, 2)).toBe('2027-01-11');
  });
});
