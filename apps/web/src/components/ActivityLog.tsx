import { Card, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { StudentActivity } from '@caduceus/contracts';
import type { ListUrl } from '../app/client';
import { DataTable } from './DataTable';
import { formatDateTime } from './format';

/** One entry of a record's activity log (the student's and the lead's have the same shape). */
type Activity = StudentActivity;

const None = () => <Typography.Text type="secondary">(empty)</Typography.Text>;

/** What an entry changed, field by field: "Status: Student → On-LOA" (a value newly set reads "Reason: Family emergency"). */
function Changes({ changes }: { changes: Activity['changes'] }) {
  if (!changes.length) return null;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
      {changes.map((c) => (
        <li key={c.field}>
          <Typography.Text strong>{c.label}</Typography.Text>
          {c.from === null ? (
            <>: {c.to ?? <None />}</>
          ) : (
            <>
              : {c.from} → {c.to ?? <None />}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

const columns: ColumnsType<Activity> = [
  { title: 'When', dataIndex: 'at', key: 'at', width: 150, render: (v: string) => formatDateTime(v) },
  { title: 'Who', dataIndex: 'actorName', key: 'actorName', width: 170, render: (v: string | null) => v ?? 'System' },
  { title: 'What', dataIndex: 'summary', key: 'summary', width: 240 },
  { title: 'Changes', key: 'changes', render: (_: unknown, a) => <Changes changes={a.changes} /> },
];

/** A record's activity log from its audit trail, newest first: who, when, what, and each changed field. */
export function ActivityLog({ path }: { path: ListUrl<Activity> }) {
  return (
    <Card title={<h2 className="card-h2">Activity Log</h2>}>
      <DataTable<Activity>
        path={path}
        columns={columns}
        rowKey="id"
        label="Activity Log"
        search={false}
        emptyText="No activity recorded yet"
      />
    </Card>
  );
}
