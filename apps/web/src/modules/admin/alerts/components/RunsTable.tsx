import type { ColumnsType } from 'antd/es/table';
import type { AlertRun } from '@caduceus/contracts';
import { DataTable } from '../../../../components/DataTable';
import { formatDateTime } from '../../../../components/format';
import { PATHS } from '../api';
import { RunStatus } from './alertText';

const columns: ColumnsType<AlertRun> = [
  { title: 'Started', dataIndex: 'startedAt', key: 'startedAt', render: formatDateTime },
  { title: 'Alert or trigger', dataIndex: 'title', key: 'title' },
  { title: 'Status', dataIndex: 'status', key: 'status', render: (v: AlertRun['status']) => <RunStatus status={v} /> },
  {
    title: 'Summary',
    dataIndex: 'summary',
    key: 'summary',
    render: (v: string) => <span style={{ whiteSpace: 'normal', wordBreak: 'break-word' }}>{v}</span>,
  },
  { title: 'Recipients', dataIndex: 'recipientCount', key: 'recipientCount', align: 'right' },
  { title: 'By', dataIndex: 'triggeredByName', key: 'triggeredByName', render: (v: string | null) => v ?? 'Schedule' },
];

/** The run log (newest first); `alertId` or `trigger` narrows it to one alert or trigger. */
export function RunsTable({
  alertId,
  trigger,
  prefix = 'runs.',
  label = 'Run log',
}: {
  alertId?: number;
  trigger?: string;
  prefix?: string;
  label?: string;
}) {
  return (
    <DataTable<AlertRun>
      label={label}
      path={PATHS.runs}
      prefix={prefix}
      rowKey="id"
      columns={columns}
      params={{ alertId, trigger }}
      search={alertId || trigger ? false : 'Search by name'}
      filters={[
        {
          name: 'status',
          label: 'Status',
          width: 140,
          options: [
            { label: 'OK', value: 'ok' },
            { label: 'Failed', value: 'failed' },
          ],
        },
      ]}
      emptyText="No runs yet"
    />
  );
}
