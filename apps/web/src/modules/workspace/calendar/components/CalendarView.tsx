import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { Spin, theme } from 'antd';
import FullCalendar, { type CalendarRef } from '@fullcalendar/react';
import classicTheme from '@fullcalendar/react/themes/classic';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import listPlugin from '@fullcalendar/react/list';
import interactionPlugin from '@fullcalendar/react/interaction';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import './calendar.css';
import type { CalendarEvent } from '@caduceus/contracts';
import { paletteFrom, toEventInput, VIEWS, type CalendarViewName } from '../events';

export interface CalendarViewProps {
  events: CalendarEvent[];
  view: CalendarViewName;
  /** YYYY-MM-DD the view opens on */
  date?: string;
  loading?: boolean;
  /** may the user add events (date clicks and selections open the form) */
  canAdd: boolean;
  onRange: (range: { start: Date; end: Date; view: CalendarViewName; date: Date }) => void;
  onOpen: (id: number) => void;
  onAdd: (start: Date, end: Date | null, allDay: boolean) => void;
}

/** Is this a dark theme? (the container colour is dark) */
function isDark(bg: string): boolean {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i.exec(bg);
  if (!m) return false;
  const [r, g, b] = m.slice(1).map((h) => parseInt(h, 16));
  return 0.299 * r + 0.587 * g + 0.114 * b < 128;
}

/** FullCalendar (month, week, day and list views) painted with the antd theme's tokens, light or dark. */
export default function CalendarView({
  events,
  view,
  date,
  loading,
  canAdd,
  onRange,
  onOpen,
  onAdd,
}: CalendarViewProps) {
  const { token } = theme.useToken();
  const dark = isDark(token.colorBgContainer);
  const palette = useMemo(() => paletteFrom(token), [token]);
  const ref = useRef<CalendarRef>(null);
  // a time grid gets its fixed height once the view is known: then open it at the working day
  useEffect(() => {
    if (view.startsWith('timeGrid')) ref.current?.getApi().scrollToTime('07:30:00');
  }, [view]);
  const inputs = useMemo(
    () => events.map((e) => toEventInput(e, palette, token.colorText)),
    [events, palette, token.colorText],
  );

  const style = {
    '--fc-classic-button': token.colorPrimary,
    '--fc-classic-button-border': token.colorPrimary,
    '--fc-classic-button-strong': token.colorPrimaryActive,
    '--fc-classic-button-strong-border': token.colorPrimaryActive,
    '--fc-classic-button-outline': token.colorPrimaryBorder,
    '--fc-classic-button-foreground': token.colorTextLightSolid,
    '--fc-classic-primary': token.colorPrimary,
    '--fc-classic-primary-foreground': token.colorTextLightSolid,
    '--fc-classic-event': token.colorPrimaryBg,
    '--fc-classic-event-contrast': token.colorText,
    '--fc-classic-background-event': token.colorSuccess,
    '--fc-classic-background-event-opacity': '15%',
    '--fc-classic-background-event-foreground-opacity': '50%',
    '--fc-classic-highlight': token.controlItemBgActive,
    '--fc-classic-today': token.colorWarningBg,
    '--fc-classic-now': token.colorError,
    '--fc-classic-small-dot-width': '8px',
    '--fc-classic-large-dot-width': '10px',
    '--fc-classic-background': token.colorBgContainer,
    '--fc-classic-faint': token.colorFillQuaternary,
    '--fc-classic-muted': token.colorFillTertiary,
    '--fc-classic-strong': token.colorFillSecondary,
    '--fc-classic-foreground': token.colorText,
    '--fc-classic-faint-foreground': token.colorTextQuaternary,
    '--fc-classic-muted-foreground': token.colorTextSecondary,
    '--fc-classic-border': token.colorBorderSecondary,
    '--fc-classic-strong-border': token.colorBorder,
    '--fc-classic-ring-color': token.colorPrimaryBorder,
    '--cal-focus': token.colorPrimary,
    fontSize: token.fontSize,
  } as CSSProperties;

  return (
    <div className="cal-shell" style={style}>
      {loading && <Spin className="cal-loading" size="small" aria-label="Loading events" />}
      <FullCalendar
        ref={ref}
        plugins={[classicTheme, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        initialView={view}
        initialDate={date}
        colorScheme={dark ? 'dark' : 'light'}
        headingLevel={2}
        headerToolbar={{ start: 'prev,next today', center: 'title', end: VIEWS.join(',') }}
        listText="List"
        // the time grids scroll inside a fixed height, opening at the working day; month and list grow with their content
        // the time grids scroll inside a fixed height, opening at the working day; month and list grow with their content
        height={view.startsWith('timeGrid') ? 'max(480px, calc(100vh - 320px))' : 'auto'}
        scrollTime="07:30:00"
        nowIndicator
        navLinks
        dayMaxEvents
        eventDisplay="block"
        selectable={canAdd}
        selectMirror
        events={inputs}
        noEventsText="No events in this period"
        eventContent={(info) => (
          <span
            className={info.view.type.startsWith('timeGrid') ? 'cal-chip cal-chip-block' : 'cal-chip'}
            style={{ '--cal-mark': info.event.extendedProps.mark } as CSSProperties}
          >
            <span className="cal-mark" aria-hidden="true" />
            {info.timeText && <span className="cal-time">{info.timeText}</span>}
            <span className="cal-title">{info.event.title}</span>
          </span>
        )}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          onOpen(Number(info.event.id));
        }}
        dateClick={(info) => {
          if (canAdd && info.view.type === 'dayGridMonth') onAdd(info.date, null, true);
        }}
        select={(info) => {
          if (canAdd && info.view.type !== 'dayGridMonth') onAdd(info.start, info.end, info.allDay);
        }}
        datesSet={(info) =>
          onRange({
            start: info.start,
            end: info.end,
            view: info.view.type as CalendarViewName,
            date: info.view.currentStart,
          })
        }
      />
    </div>
  );
}
