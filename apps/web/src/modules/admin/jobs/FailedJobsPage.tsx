import { useMemo } from 'react';
import { Typography } from 'antd';
import { RedoOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import type { QueuedJob } from '@caduceus/contracts';
import { toast } from '../../../app/bridge';
import { useApiMutation } from '../../../app/api';
import { call, listUrl } from '../../../app/client';
import { ConfirmAction } from '../../../components/ConfirmAction';
import { DataTable } from '../../../components/DataTable';
import { formatDateTime } from '../../../components/format';
import { Page } from '../../../components/Page';
import { failureText, jobTitle } from './failedJobs';

const FAILED = listUrl('/api/admin/jobs/failed');

const useRetryJob = () =>
  useApiMutation(
    ({ name, id }: { name: string; id: string }) =>
      call('post', '/api/admin/jobs/{name}/{id}/retry', { path: { name, id } }),
    { invalidate: [FAILED] },
  );

/**
 * /admin/jobs: background jobs whose retries are used up (outbox sending, alerts, inbound mail, lead
 * imports...), newest first, kept 14 days; the super user reads why each failed and puts it back in its
 * queue for one more try.
 */
export default function FailedJobsPage() {
  const retry = useRetryJob();
  const columns = useMemo<ColumnsType<QueuedJob>>(
    () => [
      { title: 'Job', dataIndex: 'name', key: 'name', render: (v: string) => jobTitle(v) },
      {
        title: 'Failed on',
        dataIndex: 'completedOn',
        key: 'completedOn',
        render: (v: string | null) => formatDateTime(v),
      },
      { title: 'Created', dataIndex: 'createdOn', key: 'createdOn', render: (v: string) => formatDateTime(v) },
      {
        title: 'Tries',
        key: 'tries',
        align: 'right',
        render: (_: unknown, j) => `${j.retryCount + 1} of ${j.retryLimit + 1}`,
      },
      {
        title: 'Why it failed',
        key: 'error',
        render: (_: unknown, j) => (
          <Typography.Text type="danger" ellipsis={{ tooltip: failureText(j.output) }} style={{ maxWidth: 420 }}>
            {failureText(j.output)}
          </Typography.Text>
        ),
      },
      {
        title: 'Actions',
        key: 'actions',
        render: (_: unknown, j) => (
          <ConfirmAction
            title="Retry this job?"
            description="It goes back in its queue and runs once more."
            icon={<RedoOutlined />}
            ariaLabel={`Retry ${jobTitle(j.name)} job`}
            onConfirm={() =>
              retry.mutateAsync({ name: j.name, id: j.id }).then(() => toast.success('The job is queued again'))
            }
          >
            Retry
          </ConfirmAction>
        ),
      },
    ],
    [retry],
  );
  return (
    <Page title="Failed Jobs" subtitle="Background work whose retries are used up: read why, then retry it">
      <DataTable<QueuedJob>
        label="Failed jobs"
        path={FAILED}
        rowKey="id"
        columns={columns}
        search={false}
        emptyText="No failed jobs: every background job finished"
        expandable={{
          expandedRowRender: (j) => (
            <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
              {JSON.stringify({ data: j.data, output: j.output }, null, 2)}
            </pre>
          ),
        }}
      />
    </Page>
  );
}
