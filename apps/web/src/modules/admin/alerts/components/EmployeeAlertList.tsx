import { useState } from 'react';
import { Flex } from 'antd';
import { SendOutlined, SettingOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { ALERT_TOASTS, type AlertRule, type AlertRun } from '@caduceus/contracts';
import { NetworkError } from '../../../../app/api';
import { toast } from '../../../../app/bridge';
import { useRights } from '../../../../app/rights';
import { ConfirmAction } from '../../../../components/ConfirmAction';
import { DataTable } from '../../../../components/DataTable';
import { activeFilter } from '../../../../components/filters';
import { formatDateTime } from '../../../../components/format';
import { lazyOnOpen } from '../../../../components/lazyOnOpen';
import { IconAction } from '../../../../components/RowActions';
import { ActiveTag } from '../../../../components/StatusTag';
import { useEditing } from '../../../../components/useEditing';
import { PATHS, useRunAlert } from '../api';
import { RunStatus, recipientsText, scheduleText } from './alertText';
import { RunResult } from './RunResult';

const AlertConfigDrawer = lazyOnOpen(
  () => import('./AlertConfigDrawer').then((m) => m.AlertConfigDrawer),
  (p) => p.open,
);

/** HR's alerts of one kind: recipients, time and active may change; on-demand ones run from here. */
export function EmployeeAlertList({ kind }: { kind: AlertRule['kind'] }) {
  const rights = useRights('/employee/list');
  const { editing, open, edit, close } = useEditing<AlertRule>();
  const [result, setResult] = useState<AlertRun | null>(null);
  const runAlert = useRunAlert();

  const onRun = async (a: AlertRule) => {
    try {
      const run = await runAlert.mutateAsync(a.id);
      setResult(run);
      if (run.status === 'ok') toast.success(ALERT_TOASTS.triggerOk);
      else toast.error(ALERT_TOASTS.triggerFailed);
    } catch (err) {
      if (!(err instanceof NetworkError)) toast.error(err instanceof Error ? err.message : ALERT_TOASTS.triggerFailed);
    }
  };

  const columns: ColumnsType<AlertRule> = [
    { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
    ...(kind === 'scheduled'
      ? [
          { title: 'Runs', key: 'schedule', render: (_: unknown, a: AlertRule) => scheduleText(a) },
          {
            title: 'Next run',
            dataIndex: 'nextRunAt',
            key: 'nextRunAt',
            sorter: true,
            render: (v: string | null) => formatDateTime(v) || '—',
          },
        ]
      : []),
    { title: 'Recipients', key: 'recipients', render: (_, a) => recipientsText(a) },
    { title: 'Template', dataIndex: 'templateName', key: 'templateName', render: (v: string | null) => v ?? '—' },
    {
      title: 'Last run',
      key: 'lastRun',
      render: (_, a) =>
        a.lastRun ? (
          <Flex gap={6} align="center">
            <RunStatus status={a.lastRun.status} />
            {formatDateTime(a.lastRun.finishedAt)}
          </Flex>
        ) : (
          '—'
        ),
    },
    { title: 'Status', dataIndex: 'active', key: 'active', render: (v: boolean) => <ActiveTag active={v} /> },
    ...(rights.edit
      ? [
          {
            title: 'Actions',
            key: 'actions',
            fixed: 'right' as const,
            render: (_: unknown, a: AlertRule) => (
              <Flex gap={4}>
                <IconAction
                  title="Configure"
                  label={`Configure ${a.name}`}
                  icon={<SettingOutlined />}
                  onClick={() => edit(a)}
                />
                {kind === 'onDemand' && (
                  <ConfirmAction
                    title={`Send ${a.name} now?`}
                    description="Every recipient gets the email."
                    okText="Send now"
                    type="text"
                    icon={<SendOutlined />}
                    disabled={!a.active}
                    ariaLabel={`Run ${a.name} now`}
                    onConfirm={() => onRun(a)}
                  />
                )}
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <RunResult run={result} onClose={() => setResult(null)} />
      <DataTable<AlertRule>
        label={kind === 'scheduled' ? 'Mail alerts' : 'On-demand alerts'}
        path={kind === 'scheduled' ? PATHS.hrMail : PATHS.hrOnDemand}
        rowKey="id"
        columns={columns}
        search="Search alert name"
        filters={[activeFilter()]}
        emptyText="No alerts yet: the super user adds them under Alert Configuration"
      />
      <AlertConfigDrawer open={open} alert={editing} onClose={close} />
    </>
  );
}
