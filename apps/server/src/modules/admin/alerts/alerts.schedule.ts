import type { AlertFrequency } from '@caduceus/contracts';

/**
 * When a scheduled alert runs next. Times are school time, which is UTC (ALERT_TIME_ZONE): a rule at
 * 07:00 runs at 07:00Z. Day of the month is 1 to 28, so every month has it.
 */
export interface Schedule {
  frequency: AlertFrequency;
  time: string;
  dayOfWeek?: string | null;
  dayOfMonth?: number | null;
}

const DAY_INDEX: Record<string, number> = {
  Sunday: 0,
  Monday: 1,
  Tuesday: 2,
  Wednesday: 3,
  Thursday: 4,
  Friday: 5,
  Saturday: 6,
};

function at(year: number, month: number, day: number, time: string): Date {
  const [h, m] = time.split(':').map(Number);
  return new Date(Date.UTC(year, month, day, h, m, 0, 0));
}

/** The first time strictly after `after` at which the schedule fires. */
export function nextRunAfter(s: Schedule, after: Date): Date {
  const y = after.getUTCFullYear(),
    mo = after.getUTCMonth(),
    d = after.getUTCDate();
  if (s.frequency === 'Daily') {
    const today = at(y, mo, d, s.time);
    return today > after ? today : at(y, mo, d + 1, s.time);
  }
  if (s.frequency === 'Weekly') {
    const target = DAY_INDEX[s.dayOfWeek ?? ''];
    if (target === undefined) throw new Error(`Weekly schedule without a day of the week (${s.dayOfWeek})`);
    const ahead = (target - after.getUTCDay() + 7) % 7;
    const candidate = at(y, mo, d + ahead, s.time);
    return candidate > after ? candidate : at(y, mo, d + ahead + 7, s.time);
  }
  const day = s.dayOfMonth ?? 0;
  if (day < 1 || day > 28) throw new Error(`Monthly schedule needs a day of the month 1 to 28 (${day})`);
  const candidate = at(y, mo, day, s.time);
  return candidate > after ? candidate : at(y, mo + 1, day, s.time);
}

/** The start of the period a run covers when the rule has never run: one period before `now`. */
export function periodStart(frequency: AlertFrequency | null, now: Date): Date {
  const d = new Date(now);
  if (frequency === 'Weekly') d.setUTCDate(d.getUTCDate() - 7);
  else if (frequency === 'Monthly') d.setUTCMonth(d.getUTCMonth() - 1);
  else d.setUTCDate(d.getUTCDate() - 1);
  return d;
}
