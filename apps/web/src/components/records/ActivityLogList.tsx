import { useState } from 'react';
import { Button, Card, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ChangeKind, StudentActivity } from '@caduceus/contracts';
import type { ListUrl } from '../../app/client';
import { DataTable } from '../DataTable';
import { formatDateTime } from '../format';

/** One entry of a record's activity log (the student's and the lead's have the same shape). */
type Activity = StudentActivity;
type Change = Activity['changes'][number];

/** Values longer than this are cut, the whole shown on hover and on "Show all". */
export const CLIP_AT = 120;

const None = () => <Typography.Text type="secondary">(empty)</Typography.Text>;

/** A value as the log shows it: cut when long, the full text on hover or expanded in place. */
export function Clipped({ text }: { text: string | null }) {
  const [open, setOpen] = useState(false);
  if (text === null) return <None />;
  if (text.length <= CLIP_AT) return <span style={{ whiteSpace: 'pre-wrap' }}>{text}</span>;
  return (
    <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {open ? (
        text
      ) : (
        <Tooltip title={text} styles={{ root: { maxWidth: 480 } }}>
          <span>{`${text.slice(0, CLIP_AT).trimEnd()}…`}</span>
        </Tooltip>
      )}{' '}
      <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => setOpen(!open)}>
        {open ? 'Show less' : 'Show all'}
      </Button>
    </span>
  );
}

/** What an entry changed, field by field: "Status: Student → On-LOA" (a value newly set reads "Reason: Family emergency"). */
export function ActivityDetails({ changes }: { changes: Change[] }) {
  return (
    <ul aria-label="Changed fields" style={{ margin: 0, paddingInlineStart: 18 }}>
      {changes.map((c) => (
        <li key={c.field}>
          <Typography.Text strong>{c.label}</Typography.Text>:{' '}
          {c.from === null ? (
            <Clipped text={c.to} />
          ) : (
            <>
              <Clipped text={c.from} /> → <Clipped text={c.to} />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

const columns: ColumnsType<Activity> = [
  { title: 'When', dataIndex: 'at', key: 'at', width: 160, render: (v: string) => formatDateTime(v) },
  {
    title: 'Activity',
    dataIndex: 'sentence',
    key: 'sentence',
    ellipsis: false,
    render: (v: string, a) => (
      <>
        {v}
        {a.changes.length > 0 && (
          <Typography.Text type="secondary">
            {' '}
            ({a.changes.length === 1 ? '1 field' : `${a.changes.length} fields`})
          </Typography.Text>
        )}
      </>
    ),
  },
];

/**
 * A record's activity log from its audit trail, newest first, with paging: each write as a sentence the
 * server wrote (who did what, ids named), its changed fields on expanding the row, and a filter by kind.
 */
export function ActivityLogList({ path, kinds }: { path: ListUrl<Activity>; kinds: readonly ChangeKind[] }) {
  return (
    <Card title={<h2 className="card-h2">Activity Log</h2>}>
      <DataTable<Activity>
        path={path}
        columns={columns}
        rowKey="id"
        label="Activity Log"
        search={false}
        columnChooser={false}
        filters={[
          {
            name: 'kind',
            label: 'Kind',
            width: 200,
            options: [...kinds, { value: 'other', label: 'Other' }].map((k) => ({ value: k.value, label: k.label })),
          },
        ]}
        expandable={{
          rowExpandable: (a) => a.changes.length > 0,
          expandedRowRender: (a) => <ActivityDetails changes={a.changes} />,
        }}
        emptyText="No activity recorded yet"
      />
    </Card>
  );
}
