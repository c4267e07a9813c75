import { nextDay, type CalendarEvent } from '@caduceus/contracts';

/** Calendar views the screen offers (FullCalendar's names), the first the default. */
export const VIEWS = ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listMonth'] as const;
export type CalendarViewName = (typeof VIEWS)[number];
export const isView = (v: string | null | undefined): v is CalendarViewName =>
  !!v && (VIEWS as readonly string[]).includes(v);

/** The preset colours an event type may carry (contracts' CALENDAR_COLORS); anything else shows as blue. */
const PRESETS = [
  'blue',
  'green',
  'red',
  'orange',
  'purple',
  'cyan',
  'magenta',
  'gold',
  'geekblue',
  'volcano',
  'lime',
] as const;
export const presetOf = (color: string | null | undefined) =>
  (PRESETS as readonly string[]).includes(color ?? '') ? color! : 'blue';

/** The two shades of a preset from the theme: a tint to fill with and the solid colour to mark with. */
export interface Shades {
  fill: string;
  mark: string;
}
export type PaletteOf = (preset: string) => Shades;
/** antd's palette tokens by name ('blue1', 'blue6'): light and dark themes give their own values. */
export const paletteFrom =
  (token: object): PaletteOf =>
  (preset) => {
    const t = token as Record<string, string>;
    return { fill: t[`${preset}1`], mark: t[`${preset}6`] };
  };

/** An event as FullCalendar takes it: all-day ends are exclusive there, inclusive on our wire. */
export function toEventInput(e: CalendarEvent, palette: PaletteOf, textColor: string) {
  const shades = palette(presetOf(e.color));
  return {
    id: String(e.id),
    title: e.title,
    start: e.start,
    end: e.allDay ? nextDay(e.end) : e.end,
    allDay: e.allDay,
    color: shades.fill,
    contrastColor: textColor,
    extendedProps: { mark: shades.mark, typeLabel: e.eventTypeLabel, location: e.location, relation: e.relation },
  };
}

/** The period a FullCalendar view shows, as the list query's from/to. */
export const rangeOf = (start: Date, end: Date) => ({ from: start.toISOString(), to: end.toISOString() });

/** YYYY-MM-DD of a local date (the URL's ?date=). */
export const localDate = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** When an event happens, in words: "03/10/2026" or "03/10/2026 – 03/12/2026", with times for timed events. */
export function whenText(e: Pick<CalendarEvent, 'allDay' | 'start' | 'end'>, locale?: string): string {
  const date = (d: Date) =>
    `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
  const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
  if (e.allDay)
    return e.start === e.end ? `${usDate(e.start)} (all day)` : `${usDate(e.start)} – ${usDate(e.end)} (all day)`;
  const s = new Date(e.start),
    en = new Date(e.end);
  const time = (d: Date) => d.toLocaleTimeString(locale ?? 'en-US', { hour: 'numeric', minute: '2-digit' });
  return date(s) === date(en)
    ? `${date(s)} ${time(s)} – ${time(en)}`
    : `${date(s)} ${time(s)} – ${date(en)} ${time(en)}`;
}
