import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { OutboxMail } from '@caduceus/contracts';
import { DataTable } from '../../../../components/DataTable';
import { formatDateTime } from '../../../../components/format';
import { StatusTag } from '../../../../components/StatusTag';
import { PATHS } from '../api';

const columns: ColumnsType<OutboxMail> = [
  { title: 'Queued', dataIndex: 'createdAt', key: 'createdAt', render: formatDateTime },
  { title: 'To', dataIndex: 'to', key: 'to' },
  { title: 'Subject', dataIndex: 'subject', key: 'subject' },
  { title: 'Status', dataIndex: 'status', key: 'status', render: (v: string) => <StatusTag status={v} /> },
  { title: 'Attempts', dataIndex: 'attempts', key: 'attempts', align: 'right' },
  { title: 'Sent', dataIndex: 'sentAt', key: 'sentAt', render: (v: string | null) => formatDateTime(v) || '—' },
  {
    title: 'Last error',
    dataIndex: 'lastError',
    key: 'lastError',
    ellipsis: true,
    render: (v: string | null) => v ?? '—',
  },
];

/** Mail the system sent or holds (with no SMTP server configured, mail stays here to be read). */
export function OutboxTab() {
  return (
    <DataTable<OutboxMail>
      label="Outbox"
      path={PATHS.outbox}
      prefix="mail."
      rowKey="id"
      columns={columns}
      search={false}
      filters={[
        {
          name: 'status',
          label: 'Status',
          options: [
            { label: 'Pending', value: 'pending' },
            { label: 'Sent', value: 'sent' },
            { label: 'Failed', value: 'failed' },
          ],
        },
      ]}
      emptyText="No mail yet"
      expandable={{
        expandedRowRender: (m) => (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0, maxWidth: 900 }}>
            {m.text}
          </Typography.Paragraph>
        ),
      }}
    />
  );
}
