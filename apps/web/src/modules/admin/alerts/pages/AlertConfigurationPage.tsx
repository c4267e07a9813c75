import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Drawer, Flex, Tabs } from 'antd';
import { HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { ALERT_FREQUENCIES, ALERT_TOASTS, type AlertRule } from '@caduceus/contracts';
import { DataTable } from '../../../../components/DataTable';
import { activeFilter } from '../../../../components/filters';
import { formatDateTime } from '../../../../components/format';
import { lazyOnOpen } from '../../../../components/lazyOnOpen';
import { Page } from '../../../../components/Page';
import { IconAction, RowActions } from '../../../../components/RowActions';
import { deleteWithToasts } from '../../../../components/saveWithToasts';
import { ActiveTag } from '../../../../components/StatusTag';
import { useEditing } from '../../../../components/useEditing';
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
  const { editing, open, edit, add, close } = useEditing<AlertRule>();
  const [runsOf, setRunsOf] = useState<AlertRule | null>(null);
  const del = useDeleteAlert();

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
        <RowActions
          name={a.name}
          onEdit={() => edit(a)}
          deleteTitle={`Delete alert ${a.name}?`}
          deleteDescription="Its runs stay in the log."
          onDelete={() =>
            deleteWithToasts(
              () => del.mutateAsync(a.id),
              { ok: ALERT_TOASTS.deleted, failed: ALERT_TOASTS.deleteFailed },
              { withReason: false },
            )
          }
        >
          <IconAction
            title="Runs"
            label={`Runs of ${a.name}`}
            icon={<HistoryOutlined />}
            onClick={() => setRunsOf(a)}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <Page
      title="Alert configuration"
      subtitle="Emails sent on a schedule (times in UTC) or on demand, filled from a template"
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={add}>
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
                  activeFilter(140),
                ]}
                emptyText="No alerts yet"
              />
            ),
          },
          { key: 'runs', label: 'Run log', children: <RunsTable /> },
        ]}
      />
      <AlertFormDrawer open={open} alert={editing} onClose={close} />
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
