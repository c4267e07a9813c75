/**
 * The clinical rotations' rules that need no database: the status moves, the days a rotation covers, the
 * calendar weeks it takes a seat in, and the overlap and seat checks (the server runs them on the rows it
 * locked; the wizard runs them to show what is left).
 */
export const ROTATION_STATUS = {
  requested: 'Requested',
  pending: 'Pending',
  accepted: 'Accepted',
  scheduled: 'Scheduled',
  declined: 'Declined',
  canceled: 'Canceled',
} as const;
export const ROTATION_STATUS_CODES = ['Requested', 'Pending', 'Accepted', 'Scheduled', 'Declined', 'Canceled'] as const;
export type RotationStatus = (typeof ROTATION_STATUS_CODES)[number];

/** Which status a rotation may move to from each status; Declined and Canceled are final. */
export const ROTATION_TRANSITIONS: Readonly<Record<RotationStatus, readonly RotationStatus[]>> = {
  Requested: ['Pending', 'Accepted', 'Declined', 'Canceled'],
  Pending: ['Accepted', 'Declined', 'Canceled'],
  Accepted: ['Scheduled', 'Declined', 'Canceled'],
  Scheduled: ['Canceled'],
  Declined: [],
  Canceled: [],
};
export const canMoveRotation = (from: RotationStatus, to: RotationStatus) => ROTATION_TRANSITIONS[from].includes(to);
/** A rotation is deleted only before the hospital has answered (entered in error); later it is cancelled. */
export const ROTATION_DELETABLE: readonly RotationStatus[] = ['Requested', 'Pending'];
/** Statuses that hold the student's dates and a seat of the offer. */
export const ROTATION_HOLDING: readonly RotationStatus[] = ['Requested', 'Pending', 'Accepted', 'Scheduled'];
export const holdsSeat = (status: string) => (ROTATION_HOLDING as readonly string[]).includes(status);

const DAY = 86_400_000;
const toDay = (iso: string) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10));
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const shiftDays = (iso: string, days: number) => isoOf(toDay(iso) + days * DAY);

/** The last day of a rotation of `weeks` weeks starting on `start` (inclusive): start + 7 × weeks − 1. */
export const rotationEndDate = (start: string, weeks: number) => shiftDays(start, weeks * 7 - 1);

/** The Monday of the calendar week a day falls in. */
export function mondayOf(iso: string): string {
  const ms = toDay(iso);
  const dow = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0
  return isoOf(ms - dow * DAY);
}

/** The calendar weeks (their Mondays) a span of days touches: a seat is taken for each of them. */
export function weeksTouched(start: string, end: string): string[] {
  const out: string[] = [];
  for (let w = toDay(mondayOf(start)); w <= toDay(end); w += 7 * DAY) out.push(isoOf(w));
  return out;
}

export interface Span {
  startDate: string;
  endDate: string;
}
/** Do two spans of days (both ends inclusive) share a day? */
export const spansOverlap = (a: Span, b: Span) => a.startDate <= b.endDate && b.startDate <= a.endDate;

/** Seats taken per calendar week by these spans. */
export function seatsTaken(spans: readonly Span[]): Map<string, number> {
  const taken = new Map<string, number>();
  for (const s of spans) for (const w of weeksTouched(s.startDate, s.endDate)) taken.set(w, (taken.get(w) ?? 0) + 1);
  return taken;
}

/**
 * The first week in which `count` more students on `candidate` would exceed the offer's `seats`, given the
 * spans already holding seats; null when every week has room.
 */
export function firstFullWeek(held: readonly Span[], candidate: Span, seats: number, count = 1): string | null {
  const taken = seatsTaken(held);
  for (const w of weeksTouched(candidate.startDate, candidate.endDate))
    if ((taken.get(w) ?? 0) + count > seats) return w;
  return null;
}

/** Are the weeks of a span inside the days the hospital offers the rotation (either end open)? */
export const withinOffer = (s: Span, from: string | null, to: string | null) =>
  (!from || s.startDate >= from) && (!to || s.endDate <= to);
