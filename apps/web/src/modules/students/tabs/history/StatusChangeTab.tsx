import { useEffect, useState } from 'react';
import { Button, Card, DatePicker, Flex, Form, Input, Tag, Typography } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import {
  STATUS_CHANGE_TOASTS,
  formatDate,
  statusChangeInput,
  type StatusChange,
  type StudentHeader,
} from '@caduceus/contracts';
import { DataTable } from '../../../../components/DataTable';
import { FormModal } from '../../../../components/FormModal';
import { LookupSelect } from '../../../../components/LookupSelect';
import { formatDateTime } from '../../../../components/format';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { useZodForm } from '../../../../components/useZodForm';
import type { StudentTabProps } from '../registry';
import { HISTORY_PATHS, useChangeStatus } from './api';

const SHOWN = 'MM/DD/YYYY';
const WIRE = 'YYYY-MM-DD';

const columns: ColumnsType<StatusChange> = [
  {
    title: 'Changed on',
    dataIndex: 'changedAt',
    key: 'changedAt',
    width: 150,
    render: (v: string) => formatDateTime(v),
  },
  { title: 'From', dataIndex: 'fromStatusName', key: 'fromStatusName', render: (v: string | null) => v ?? '—' },
  { title: 'To', dataIndex: 'toStatusName', key: 'toStatusName' },
  {
    title: 'Effective',
    dataIndex: 'effectiveDate',
    key: 'effectiveDate',
    width: 110,
    render: (v: string) => formatDate(v),
  },
  {
    title: 'Reason',
    dataIndex: 'reason',
    key: 'reason',
    render: (v: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{v}</span>,
  },
  { title: 'By', dataIndex: 'changedByName', key: 'changedByName', render: (v: string | null) => v ?? 'System' },
];

/** The change form: the new status, from when, and why. */
function ChangeStatusModal({ open, header, onClose }: { open: boolean; header: StudentHeader; onClose: () => void }) {
  const change = useChangeStatus(header.id);
  const f = useZodForm(statusChangeInput);
  const { reset } = f;
  useEffect(() => {
    if (open) reset({ effectiveDate: dayjs().format(WIRE) });
  }, [open, reset]);
  const onSubmit = f.submit(async (body) => {
    await saveWithToasts(() => change.mutateAsync(body), {
      ok: STATUS_CHANGE_TOASTS.changed,
      failed: STATUS_CHANGE_TOASTS.failed,
    });
    onClose();
  });
  return (
    <FormModal
      open={open}
      title="Change Status"
      okText="Change Status"
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={f.submitting}
      formError={f.formError}
      formProps={f.formProps}
    >
      <Typography.Paragraph type="secondary">
        Current status: <strong>{header.statusName ?? 'none'}</strong>. The status decides which parts of the record the
        student sees.
      </Typography.Paragraph>
      <Form.Item name="statusId" label="New Status" required={f.required('statusId')}>
        <LookupSelect
          table="student-status"
          id="statusId"
          aria-label="New Status"
          placeholder="Choose a status"
          allowClear={false}
        />
      </Form.Item>
      <Form.Item
        name="effectiveDate"
        label="Effective Date"
        required={f.required('effectiveDate')}
        getValueProps={(v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null })}
        normalize={(d: Dayjs | null) => (d ? d.format(WIRE) : null)}
      >
        <DatePicker
          id="effectiveDate"
          format={SHOWN}
          placeholder={SHOWN}
          style={{ width: '100%' }}
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
        />
      </Form.Item>
      <Form.Item name="reason" label="Reason" required={f.required('reason')}>
        <Input.TextArea name="reason" rows={4} maxLength={1000} showCount />
      </Form.Item>
    </FormModal>
  );
}

/** The status change tab: the current status, the change form (edit right) and every change so far. */
export default function StatusChangeTab({ studentId, header, readOnly }: StudentTabProps) {
  const [open, setOpen] = useState(false);
  return (
    <Card
      title={<h2 className="card-h2">Status Change</h2>}
      extra={
        !readOnly && (
          <Button type="primary" icon={<SwapOutlined />} onClick={() => setOpen(true)}>
            Change Status
          </Button>
        )
      }
    >
      <Flex gap={8} align="center" style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">Current status</Typography.Text>
        <Tag>{header.statusName ?? 'None'}</Tag>
      </Flex>
      <DataTable<StatusChange>
        path={HISTORY_PATHS.statusChanges(studentId)}
        columns={columns}
        rowKey="id"
        label="Status changes"
        search={false}
        emptyText="The status has not been changed yet"
      />
      {!readOnly && <ChangeStatusModal open={open} header={header} onClose={() => setOpen(false)} />}
    </Card>
  );
}
