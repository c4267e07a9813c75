import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Flex, Select, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { CalendarEvent } from '@caduceus/contracts';
import { Page } from '../../../../components/Page';
import { LookupSelect } from '../../../../components/LookupSelect';
import { errorText } from '../../../../components/QueryState';
import { useRights } from '../../../../app/rights';
import { useCalendarEvents, type EventsFilter } from '../api';
import { isView, localDate, rangeOf, type CalendarViewName } from '../events';
import CalendarView from '../components/CalendarView';
import type { EventDraft } from '../components/EventFormDrawer';

// the form (date pickers) and the details dialog load when first opened
const EventFormDrawer = lazy(() =>
  import('../components/EventFormDrawer').then((m) => ({ default: m.EventFormDrawer })),
);
const EventDetailsModal = lazy(() =>
  import('../components/EventDetailsModal').then((m) => ({ default: m.EventDetailsModal })),
);

const RELATIONS = [
  { value: 'organizer', label: 'Organised by me' },
  { value: 'invitee', label: 'I am invited to' },
  { value: 'group', label: "My access group's" },
];
const positive = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/**
 * The calendar (spec 000 section 7): month, week, day and list views of the events the user organises,
 * is invited to, or sees through their access group. View, date, filters and the open event live in the URL.
 */
export default function CalendarPage() {
  const rights = useRights('/calendar');
  const [sp, setSp] = useSearchParams();
  const view: CalendarViewName = isView(sp.get('view')) ? (sp.get('view') as CalendarViewName) : 'dayGridMonth';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(sp.get('date') ?? '') ? sp.get('date')! : undefined;
  const filter: EventsFilter = useMemo(
    () => ({
      eventTypeId: positive(sp.get('type')),
      eventGroupId: positive(sp.get('group')),
      relation: RELATIONS.some((r) => r.value === sp.get('relation'))
        ? (sp.get('relation') as EventsFilter['relation'])
        : undefined,
    }),
    [sp],
  );
  const openId = positive(sp.get('event')) ?? null;

  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const events = useCalendarEvents(range, filter);
  const [form, setFormState] = useState<{ event: CalendarEvent | null; draft: EventDraft | null } | null>(null);
  // once opened, the drawer stays mounted so that it can animate closed
  const [formUsed, setFormUsed] = useState(false);
  const setForm = useCallback((f: typeof form) => {
    if (f) setFormUsed(true);
    setFormState(f);
  }, []);

  const patch = useCallback(
    (p: Record<string, string | number | undefined>, replace = false) => {
      setSp(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(p)) {
            if (v === undefined || v === '') next.delete(k);
            else next.set(k, String(v));
          }
          return next;
        },
        { replace },
      );
    },
    [setSp],
  );

  const onRange = useCallback(
    ({ start, end, view: v, date: d }: { start: Date; end: Date; view: CalendarViewName; date: Date }) => {
      setRange(rangeOf(start, end));
      patch({ view: v === 'dayGridMonth' ? undefined : v, date: localDate(d) }, true);
    },
    [patch],
  );

  const items = events.data?.items ?? [];
  const empty = events.isSuccess && !events.isPlaceholderData && items.length === 0 && view !== 'listMonth';

  return (
    <Page
      title="Calendar"
      subtitle="Your events, the events you are invited to, and those shared with your access group"
      actions={
        rights.write ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ event: null, draft: null })}>
            Add event
          </Button>
        ) : undefined
      }
    >
      <Flex gap={8} wrap style={{ marginBottom: 12 }} role="search" aria-label="Filter events">
        <LookupSelect
          table="calendar-event-type"
          aria-label="Event type"
          placeholder="All event types"
          value={filter.eventTypeId ?? null}
          onChange={(v) => patch({ type: v ?? undefined })}
          style={{ width: 200 }}
        />
        <LookupSelect
          table="calendar-event-group"
          aria-label="Event group"
          placeholder="All event groups"
          value={filter.eventGroupId ?? null}
          onChange={(v) => patch({ group: v ?? undefined })}
          style={{ width: 200 }}
        />
        <Select
          aria-label="Whose events"
          placeholder="All my events"
          allowClear
          value={filter.relation}
          options={RELATIONS}
          onChange={(v?: string) => patch({ relation: v })}
          style={{ width: 200 }}
        />
      </Flex>
      {events.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message="The events could not be loaded"
          description={errorText(events.error)}
          action={
            <Button size="small" onClick={() => void events.refetch()}>
              Try again
            </Button>
          }
        />
      )}
      <div role="status" aria-live="polite" style={{ minHeight: 22, marginBottom: 4 }}>
        {empty && (
          <Typography.Text type="secondary">
            No events in this period
            {filter.eventTypeId || filter.eventGroupId || filter.relation ? ' with these filters' : ''}.
          </Typography.Text>
        )}
      </div>
      <CalendarView
        events={items}
        view={view}
        date={date}
        loading={events.isFetching}
        canAdd={rights.write}
        onRange={onRange}
        onOpen={(id) => patch({ event: id })}
        onAdd={(start, end, allDay) => setForm({ event: null, draft: { start, end, allDay } })}
      />
      <Suspense fallback={null}>
        {openId !== null && (
          <EventDetailsModal
            id={openId}
            onClose={() => patch({ event: undefined })}
            onEdit={(e) => {
              patch({ event: undefined });
              setForm({ event: e, draft: null });
            }}
          />
        )}
        {(form !== null || formUsed) && (
          <EventFormDrawer
            open={form !== null}
            event={form?.event ?? null}
            draft={form?.draft ?? null}
            onClose={() => setForm(null)}
          />
        )}
      </Suspense>
    </Page>
  );
}
