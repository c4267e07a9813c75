import { Card, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { LeadActivity } from '@caduceus/contracts';
import { DataTable } from '../../../components/DataTable';
import { formatDateTime } from '../../../components/format';
import { LEAD_PATHS } from '../api';
import type { LeadTabProps } from './registry';

const None = () => <Typography.Text type="secondary">(empty)</Typography.Text>;

/** What an entry changed, field by field: "Status: New → Contacted". */
function Changes({ changes }: { changes: LeadActivity['changes'] }) {
  if (!changes.length) return null;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
      {changes.map((c) => (
        <li key={c.field}>
          <Typography.Text strong>{c.label}</Typography.Text>
          {c.from === null ? <>: {c.to ?? <None />}</> : <>: {c.from} → {c.to ?? <None />}</>}
        </li>
      ))}
    </ul>
  );
}

const columns: ColumnsType<LeadActivity> = [
  { title: 'When', dataIndex: 'at', key: 'at', width: 150, render: (v: string) => formatDateTime(v) },
  { title: 'Who', dataIndex: 'actorName', key: 'actorName', width: 170, render: (v: string | null) => v ?? 'System' },
  { title: 'What', dataIndex: 'summary', key: 'summary', width: 240 },
  { title: 'Changes', key: 'changes', render: (_: unknown, a) => <Changes changes={a.changes} /> },
];

/** The activity log: every change to the lead, its notes and its status, newest first. */
export default function ActivityLogTab({ leadId }: LeadTabProps) {
  return (
    <Card title={<h2 className="card-h2">Activity Log</h2>}>
      <DataTable<LeadActivity> path={LEAD_PATHS.activity(leadId)} columns={columns} rowKey="id" label="Activity Log" search={false}
        emptyText="No activity recorded yet" />
    </Card>
  );
}
