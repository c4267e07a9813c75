import { useCallback, useMemo } from 'react';
import { Checkbox, Col, DatePicker, Form, Input, Row, Switch, Typography, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { CALENDAR_LIMITS, CALENDAR_TOASTS, calendarEventInput, type CalendarEvent } from '@caduceus/contracts';
import { FormDrawer } from '../../../../components/FormModal';
import { LookupSelect } from '../../../../components/LookupSelect';
import { useFormDialog } from '../../../../components/useFormDialog';
import type { Values } from '../../../../components/zodCore';
import { useSignedIn } from '../../../../app/session';
import { useCreateEvent, useUpdateEvent } from '../api';
import { InviteeSelect } from './InviteeSelect';

/** What a new event starts with: a clicked day or a selected range. */
export interface EventDraft {
  start: Date;
  end: Date | null;
  allDay: boolean;
}

interface Props {
  open: boolean;
  /** the event to edit, or null to add one */
  event: CalendarEvent | null;
  draft: EventDraft | null;
  onClose: () => void;
}

const DATE_FORMAT = 'MM/DD/YYYY';
const DATE_TIME_FORMAT = 'MM/DD/YYYY hh:mm A';

/** Form values: the pickers hold dayjs; the wire takes dates (all-day) or instants with an offset. */
const wire = (d: unknown, allDay: boolean) =>
  dayjs.isDayjs(d) ? (allDay ? d.format('YYYY-MM-DD') : d.format()) : undefined;

function initialValues(event: CalendarEvent | null, draft: EventDraft | null): Values {
  if (event) {
    return {
      title: event.title,
      eventTypeId: event.eventTypeId,
      eventGroupId: event.eventGroupId ?? undefined,
      allDay: event.allDay,
      start: dayjs(event.start),
      end: dayjs(event.end),
      location: event.location ?? '',
      description: event.description ?? '',
      inviteeIds: event.invitees.map((i) => i.id),
      shareWithGroup: event.accessGroupId !== null,
    };
  }
  const now = dayjs();
  let start = draft ? dayjs(draft.start) : now.add(1, 'hour').startOf('hour');
  let end = draft?.end ? dayjs(draft.end) : start.add(1, 'hour');
  const allDay = draft?.allDay ?? false;
  if (allDay) {
    start = start.startOf('day');
    // FullCalendar's all-day selections end the day after; the form shows the last day
    end = draft?.end ? end.subtract(1, 'day').startOf('day') : start;
  }
  return { allDay, start, end, inviteeIds: [], shareWithGroup: false, title: '', location: '', description: '' };
}

/** The start or end picker (Form.Item gives it the value): a day for all-day events, else a day and time. */
const WhenPicker = ({ allDay, ...props }: DatePickerProps & { allDay: boolean }) => (
  <DatePicker
    {...props}
    showTime={allDay ? false : { format: 'hh:mm A', minuteStep: 5 }}
    format={allDay ? DATE_FORMAT : DATE_TIME_FORMAT}
    placeholder={allDay ? DATE_FORMAT : DATE_TIME_FORMAT}
    needConfirm={false}
    allowClear={false}
    style={{ width: '100%' }}
  />
);

/** Add or edit an event: title, type, group, all-day or timed, start and end, location, description, invitees, sharing. */
export function EventFormDrawer({ open, event, draft, onClose }: Props) {
  const { user } = useSignedIn();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const toInput = useCallback(
    (v: Values) => ({
      ...v,
      allDay: !!v.allDay,
      start: wire(v.start, !!v.allDay),
      end: wire(v.end, !!v.allDay),
      shareWithGroup: !!v.shareWithGroup,
    }),
    [],
  );
  const f = useFormDialog(calendarEventInput, {
    toInput,
    open,
    onClose,
    // the page opens the drawer on an event or on a draft, never both
    source: event ?? draft,
    values: () => initialValues(event, draft),
    save: (body) => (event ? update.mutateAsync({ id: event.id, body }) : create.mutateAsync(body)),
    toasts: event
      ? { ok: CALENDAR_TOASTS.updated, failed: CALENDAR_TOASTS.updateFailed }
      : { ok: CALENDAR_TOASTS.created, failed: CALENDAR_TOASTS.createFailed },
  });
  const { form } = f;
  const allDay = Form.useWatch('allDay', form) as boolean | undefined;

  const onValuesChange: NonNullable<typeof f.formProps.onValuesChange> = (changed, all) => {
    // back to timed: a day picked without a time becomes 9 to 10 o'clock
    if (changed.allDay === false) {
      const s = all.start as Dayjs | undefined,
        e = all.end as Dayjs | undefined;
      if (s && s.hour() === 0 && s.minute() === 0) {
        const start = s.hour(9);
        const end = e && !e.isBefore(s, 'day') ? e.hour(10) : start.add(1, 'hour');
        form.setFieldsValue({ start, end: end.isAfter(start) ? end : start.add(1, 'hour') });
      }
    }
    // a start moved past the end drags the end along
    if (changed.start && dayjs.isDayjs(changed.start)) {
      const e = all.end as Dayjs | undefined;
      if (!e || e.isBefore(changed.start))
        form.setFieldsValue({ end: all.allDay ? changed.start : changed.start.add(1, 'hour') });
    }
    f.formProps.onValuesChange?.(changed, all);
  };

  const organizer = event?.organizer.id ?? user.id;
  const shareLabel = useMemo(() => {
    if (event?.accessGroupName) return `Shared with the access group ${event.accessGroupName}`;
    return user.groupName
      ? `Show to everyone in my access group (${user.groupName})`
      : 'Show to everyone in my access group';
  }, [event, user.groupName]);
  const canShare = !!event?.accessGroupId || user.groupId !== null;

  return (
    <FormDrawer
      {...f.shell}
      title={event ? `Edit event ${event.title}` : 'Add event'}
      okText={event ? 'Save' : 'Add event'}
      formProps={{ ...f.formProps, onValuesChange }}
      width={600}
    >
      <Form.Item name="title" label="Title" required={f.required('title')}>
        <Input maxLength={CALENDAR_LIMITS.title + 20} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="eventTypeId" label="Event type" required={f.required('eventTypeId')}>
            <LookupSelect
              table="calendar-event-type"
              placeholder="Choose a type"
              allowClear={false}
              currentLabel={event?.eventTypeLabel}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="eventGroupId" label="Event group" required={f.required('eventGroupId')}>
            <LookupSelect
              table="calendar-event-group"
              placeholder="Choose a group"
              currentLabel={event?.eventGroupLabel}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="allDay" label="All day" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="start" label="Start" required>
            <WhenPicker allDay={!!allDay} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="end" label={allDay ? 'End (last day)' : 'End'} required>
            <WhenPicker allDay={!!allDay} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="location" label="Location">
        <Input maxLength={CALENDAR_LIMITS.location + 20} />
      </Form.Item>
      <Form.Item name="description" label="Description">
        <Input.TextArea rows={3} showCount maxLength={CALENDAR_LIMITS.description} />
      </Form.Item>
      <Form.Item name="inviteeIds" label="Invitees" extra="Invitees see the event; they cannot change it.">
        <InviteeSelect known={event?.invitees} exclude={organizer} />
      </Form.Item>
      <Form.Item name="shareWithGroup" valuePropName="checked" style={{ marginBottom: 0 }}>
        <Checkbox disabled={!canShare}>{shareLabel}</Checkbox>
      </Form.Item>
      {!canShare && (
        <Typography.Text type="secondary">
          You belong to no access group, so the event is yours and your invitees' only.
        </Typography.Text>
      )}
    </FormDrawer>
  );
}
