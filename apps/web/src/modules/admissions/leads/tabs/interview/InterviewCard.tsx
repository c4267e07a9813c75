import { useEffect, useState } from 'react';
import { Button, Card, DatePicker, Form, Input, Select, Table, Typography } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import {
  INTERVIEW_TOASTS,
  interviewScheduleInput,
  weekdayOf,
  type LeadHeader,
  type LeadInterview,
} from '@caduceus/contracts';
import { ConfirmAction } from '../../../../../components/ConfirmAction';
import { FormModal } from '../../../../../components/FormModal';
import { QueryState, errorText } from '../../../../../components/QueryState';
import { StatusTag } from '../../../../../components/StatusTag';
import { formatDate } from '../../../../../components/format';
import { saveWithToasts } from '../../../../../components/saveWithToasts';
import { useZodForm } from '../../../../../components/useZodForm';
import { toast } from '../../../../../app/bridge';
import {
  useAvailability,
  useCancelInterview,
  useInterviewFaculty,
  useLeadInterviews,
  useScheduleInterview,
} from './api';

const SHOWN = 'MM/DD/YYYY';
const WIRE = 'YYYY-MM-DD';

/** Schedule: a faculty member, a date on one of their days, one of their free slots that day. */
function ScheduleModal({ leadId, open, onClose }: { leadId: number; open: boolean; onClose: () => void }) {
  const schedule = useScheduleInterview(leadId);
  const faculty = useInterviewFaculty(open);
  const f = useZodForm(interviewScheduleInput);
  const { reset, form } = f;
  useEffect(() => {
    if (open) reset({});
  }, [open, reset]);
  const facultyId = Form.useWatch('facultyId', form) as number | undefined;
  const date = Form.useWatch('date', form) as string | undefined;
  const member = faculty.data?.items.find((m) => m.id === facultyId);
  const days = new Set(member?.slots.map((s) => s.day) ?? []);
  const free = useAvailability(member ? facultyId : null, date);
  const slotChoices = (free.data?.slots ?? []).map((s) => ({
    value: s.id,
    label: `${s.startTime}–${s.endTime}${s.taken ? ' (booked)' : ''}`,
    disabled: s.taken,
  }));

  const onSubmit = f.submit(async (values) => {
    await saveWithToasts(() => schedule.mutateAsync(values), {
      ok: INTERVIEW_TOASTS.scheduled,
      failed: INTERVIEW_TOASTS.scheduleFailed,
    });
    onClose();
  });
  const facultyHelp = faculty.isError
    ? errorText(faculty.error)
    : member && !member.slots.length
      ? 'This faculty member has no time slots (Lead Settings, Faculty Time Slots)'
      : member
        ? `Interviews on ${[...days].join(', ')}`
        : undefined;
  const slotHelp = !member
    ? 'Choose a faculty member first'
    : !date
      ? 'Choose a date first'
      : free.isSuccess && !free.data.slots.length
        ? `No time slots on ${weekdayOf(date)}s`
        : undefined;
  return (
    <FormModal
      open={open}
      title="Schedule Interview"
      okText="Schedule"
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={f.submitting}
      formError={f.formError}
      formProps={{
        ...f.formProps,
        onValuesChange: (changed: Record<string, unknown>, all) => {
          if ('facultyId' in changed || 'date' in changed) form.setFieldValue('slotId', undefined);
          f.formProps.onValuesChange?.(changed, all);
        },
      }}
    >
      <Form.Item name="facultyId" label="Faculty" required={f.required('facultyId')} help={facultyHelp}>
        <Select
          id="facultyId"
          aria-label="Faculty"
          placeholder="Choose a faculty member"
          loading={faculty.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          options={(faculty.data?.items ?? []).map((m) => ({ value: m.id, label: m.name }))}
        />
      </Form.Item>
      <Form.Item
        name="date"
        label="Date"
        required={f.required('date')}
        getValueProps={(v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null })}
        normalize={(d: Dayjs | null) => (d ? d.format(WIRE) : null)}
      >
        <DateInput days={days} />
      </Form.Item>
      <Form.Item name="slotId" label="Time Slot" required={f.required('slotId')} help={slotHelp}>
        <Select
          id="slotId"
          aria-label="Time Slot"
          placeholder="Choose a time slot"
          options={slotChoices}
          showSearch={{ optionFilterProp: 'label' }}
          loading={free.isFetching}
          disabled={!member || !date}
          notFoundContent={free.isError ? errorText(free.error) : 'No free slot'}
        />
      </Form.Item>
      <Form.Item
        name="location"
        label="Location"
        required={f.required('location')}
        extra="A room or a video-call link (optional)"
      >
        <Input id="location" maxLength={200} />
      </Form.Item>
      <Form.Item name="note" label="Note for the interviewer" required={f.required('note')}>
        <Input.TextArea id="note" rows={3} maxLength={2000} showCount />
      </Form.Item>
    </FormModal>
  );
}

/** The date picker: today onwards, only the weekdays the faculty member has slots on. */
function DateInput({
  days,
  value,
  onChange,
}: {
  days: Set<string>;
  value?: Dayjs | null;
  onChange?: (d: Dayjs | null) => void;
}) {
  return (
    <DatePicker
      id="date"
      value={value}
      onChange={onChange}
      format={SHOWN}
      placeholder={SHOWN}
      style={{ width: '100%' }}
      disabledDate={(d) => d.isBefore(dayjs(), 'day') || (days.size > 0 && !days.has(weekdayOf(d.format(WIRE))))}
    />
  );
}

/** The Interview card of the Status Change tab: the lead's interviews, scheduling and cancelling. */
export function InterviewCard({ leadId, header, readOnly }: { leadId: number; header: LeadHeader; readOnly: boolean }) {
  const [open, setOpen] = useState(false);
  const interviews = useLeadInterviews(leadId);
  const cancel = useCancelInterview(leadId);
  const columns: ColumnsType<LeadInterview> = [
    { title: 'Date', key: 'date', render: (_, r) => `${formatDate(r.date)} (${r.day})` },
    { title: 'Time', key: 'time', render: (_, r) => `${r.startTime}–${r.endTime}` },
    { title: 'Faculty', dataIndex: 'facultyName', key: 'facultyName', render: (v: string | null) => v ?? '—' },
    { title: 'Location', dataIndex: 'location', key: 'location', render: (v: string | null) => v ?? '' },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (v: string) => <StatusTag status={v === 'Scheduled' ? 'open' : 'cancelled'} label={v} />,
    },
    {
      title: 'Scheduled by',
      dataIndex: 'scheduledByName',
      key: 'scheduledByName',
      render: (v: string | null) => v ?? '',
    },
    ...(readOnly
      ? []
      : [
          {
            title: <span className="visually-hidden">Actions</span>,
            key: 'actions',
            width: 90,
            render: (_: unknown, r: LeadInterview) =>
              r.status === 'Scheduled' ? (
                <ConfirmAction
                  title="Cancel this interview?"
                  description="The interviewer and the lead are told; the slot becomes free."
                  okText="Cancel interview"
                  danger
                  ariaLabel={`Cancel the interview of ${formatDate(r.date)}`}
                  onConfirm={() =>
                    cancel.mutateAsync(r.id).then(
                      () => toast.success(INTERVIEW_TOASTS.cancelled),
                      (e: unknown) => {
                        toast.error(INTERVIEW_TOASTS.cancelFailed);
                        throw e;
                      },
                    )
                  }
                >
                  Cancel
                </ConfirmAction>
              ) : null,
          },
        ]),
  ];
  return (
    <Card
      role="region"
      aria-label="Interview"
      title={<h2 className="card-h2">Interview</h2>}
      style={{ marginTop: 16 }}
      extra={
        !readOnly && (
          <Button icon={<CalendarOutlined />} onClick={() => setOpen(true)}>
            Schedule Interview
          </Button>
        )
      }
    >
      <QueryState
        query={interviews}
        isEmpty={(d) => d.items.length === 0}
        emptyText={
          header.statusId === 4
            ? 'No interview yet. Scheduling one moves the lead to Interview Scheduled.'
            : 'No interview scheduled'
        }
      >
        {(d) => (
          <section aria-label="Interviews">
            <Table<LeadInterview> rowKey="id" size="small" columns={columns} dataSource={d.items} pagination={false} />
          </section>
        )}
      </QueryState>
      {!readOnly && <ScheduleModal leadId={leadId} open={open} onClose={() => setOpen(false)} />}
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        Faculty time slots are kept in Lead Settings. The interviewer and the lead are emailed when an interview is
        scheduled or cancelled.
      </Typography.Paragraph>
    </Card>
  );
}
