import { Card, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { StudentActivity } from '@caduceus/contracts';
import { DataTable } from '../../../../components/DataTable';
import { formatDateTime } from '../../../../components/format';
import type { StudentTabProps } from '../registry';
import { HISTORY_PATHS } from './api';

const None = () => <Typography.Text type="secondary">(empty)</Typography.Text>;

/** What an entry changed, field by field: "Status: Student → On-LOA" (a value newly set reads "Reason: Family emergency"). */
function Changes({ changes }: { changes: StudentActivity['changes'] }) {
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

const columns: ColumnsType<StudentActivity> = [
  { title: 'When', dataIndex: 'at', key: 'at', width: 150, render: (v: string) => formatDateTime(v) },
  { title: 'Who', dataIndex: 'actorName', key: 'actorName', width: 170, render: (v: string | null) => v ?? 'System' },
  { title: 'What', dataIndex: 'summary', key: 'summary', width: 240 },
  { title: 'Changes', key: 'changes', render: (_: unknown, a) => <Changes changes={a.changes} /> },
];

/** The activity log: every change to the student's record and its notes and details, newest first. */
export default function ActivityLogTab({ studentId }: StudentTabProps) {
  return (
    <Card title={<h2 className="card-h2">Activity Log</h2>}>
      <DataTable<StudentActivity> path={HISTORY_PATHS.activity(studentId)} columns={columns} rowKey="id" label="Activity Log" search={false}
        emptyText="No activity recorded yet" />
    </Card>
  );
}
