import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Drawer, Flex, Tabs, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { ALERT_FREQUENCIES, ALERT_TOASTS, type AlertRule } from '@caduceus/contracts';
import { NetworkError } from '../../../../app/api';
import { toast } from '../../../../app/bridge';
import { ConfirmAction } from '../../../../components/ConfirmAction';
import { DataTable } from '../../../../components/DataTable';
import { formatDateTime } from '../../../../components/format';
import { lazyOnOpen } from '../../../../components/lazyOnOpen';
import { Page } from '../../../../components/Page';
import { ActiveTag } from '../../../../components/StatusTag';
import { PATHS, useDeleteAlert } from '../api';
import { RunStatus, recipientsText, scheduleText } from '../components/alertText';
import { RunsTable } from '../components/RunsTable';

const AlertFormDrawer = lazyOnOpen(
  () => import('../components/AlertFormDrawer').then((m) => m.AlertFormDrawer),
  (p) => p.open,
);

/** /admin/alert/configuration (super user): alert rules with search and paging, add/edit, each rule's runs; the whole run log. */
export default function AlertConfigurationPage() {
  const [sp, setSp] = useSearchParams();
  const tab = sp.get('tab') === 'runs' ? 'runs' : 'alerts';
  const [editing, setEditing] = useState<AlertRule | null>(null);
  const [open, setOpen] = useState(false);
  const [runsOf, setRunsOf] = useState<AlertRule | null>(null);
  const del = useDeleteAlert();
  const edit = (a: AlertRule | null) => {
    setEditing(a);
    setOpen(true);
  };

  const onDelete = async (a: AlertRule) => {
    try {
      await del.mutateAsync(a.id);
      toast.success(ALERT_TOASTS.deleted);
    } catch (err) {
      if (!(err instanceof NetworkError)) toast.error(ALERT_TOASTS.deleteFailed);
    }
  };

  const columns: ColumnsType<AlertRule> = [
    { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
    { title: 'Runs', key: 'frequency', sorter: true, render: (_, a) => scheduleText(a) },
    { title: 'Recipients', key: 'recipients', ellipsis: true, render: (_, a) => recipientsText(a) },
    { title: 'Template', dataIndex: 'templateName', key: 'templateName', render: (v: string | null) => v ?? '—' },
    { title: 'Content', dataIndex: 'sourceLabel', key: 'sourceLabel' },
    {
      title: 'Next run',
      dataIndex: 'nextRunAt',
      key: 'nextRunAt',
      sorter: true,
      render: (v: string | null) => formatDateTime(v) || '—',
    },
    {
      title: 'Last run',
      dataIndex: 'lastRunAt',
      key: 'lastRunAt',
      sorter: true,
      render: (v: string | null, a) =>
        a.lastRun ? (
          <Flex gap={6} align="center">
            <RunStatus status={a.lastRun.status} />
            {formatDateTime(v)}
          </Flex>
        ) : (
          '—'
        ),
    },
    { title: 'Status', dataIndex: 'active', key: 'active', render: (v: boolean) => <ActiveTag active={v} /> },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      render: (_, a) => (
        <Flex gap={4}>
          <Tooltip title="Edit">
            <Button
              size="small"
              type="text"
              icon={<EditOutlined />}
              onClick={() => edit(a)}
              aria-label={`Edit ${a.name}`}
            />
          </Tooltip>
          <Tooltip title="Runs">
            <Button
              size="small"
              type="text"
              icon={<HistoryOutlined />}
              onClick={() => setRunsOf(a)}
              aria-label={`Runs of ${a.name}`}
            />
          </Tooltip>
          <ConfirmAction
            title={`Delete alert ${a.name}?`}
            description="Its runs stay in the log."
            danger
            okText="Delete"
            type="text"
            icon={<DeleteOutlined />}
            ariaLabel={`Delete ${a.name}`}
            onConfirm={() => onDelete(a)}
          />
        </Flex>
      ),
    },
  ];

  return (
    <Page
      title="Alert configuration"
      subtitle="Emails sent on a schedule (times in UTC) or on demand, filled from a template"
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => edit(null)}>
          Add alert
        </Button>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(k) => setSp(k === 'alerts' ? {} : { tab: k })}
        destroyOnHidden
        items={[
          {
            key: 'alerts',
            label: 'Alerts',
            children: (
              <DataTable<AlertRule>
                label="Alerts"
                path={PATHS.alerts}
                rowKey="id"
                columns={columns}
                search="Search alert name"
                filters={[
                  {
                    name: 'kind',
                    label: 'Runs',
                    options: [
                      { label: 'On a schedule', value: 'scheduled' },
                      { label: 'On demand', value: 'onDemand' },
                    ],
                  },
                  {
                    name: 'frequency',
                    label: 'Frequency',
                    width: 140,
                    options: ALERT_FREQUENCIES.map((v) => ({ label: v, value: v })),
                  },
                  {
                    name: 'active',
                    label: 'Status',
                    width: 140,
                    options: [
                      { label: 'Active', value: 'true' },
                      { label: 'Inactive', value: 'false' },
                    ],
                  },
                ]}
                emptyText="No alerts yet"
              />
            ),
          },
          { key: 'runs', label: 'Run log', children: <RunsTable /> },
        ]}
      />
      <AlertFormDrawer open={open} alert={editing} onClose={() => setOpen(false)} />
      <Drawer
        open={!!runsOf}
        title={runsOf ? `Runs of ${runsOf.name}` : 'Runs'}
        onClose={() => setRunsOf(null)}
        size={820}
        destroyOnHidden
      >
        {runsOf && <RunsTable alertId={runsOf.id} prefix="alertRuns." label={`Runs of ${runsOf.name}`} />}
      </Drawer>
    </Page>
  );
}
