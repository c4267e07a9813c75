import { useState } from 'react';
import { Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { ThunderboltOutlined } from '@ant-design/icons';
import { ALERT_TOASTS, type AlertRun, type AlertTrigger } from '@caduceus/contracts';
import { NetworkError } from '../../../../app/api';
import { toast } from '../../../../app/bridge';
import { useRights } from '../../../../app/rights';
import { ConfirmAction } from '../../../../components/ConfirmAction';
import { formatDateTime } from '../../../../components/format';
import { Page } from '../../../../components/Page';
import { QueryState } from '../../../../components/QueryState';
import { useRunTrigger, useTriggers } from '../api';
import { RunStatus } from '../components/alertText';
import { RunResult } from '../components/RunResult';
import { RunsTable } from '../components/RunsTable';

/** /admin/on-demand-trigger: file transfers and on-demand alerts, each with Run now; the result and the recent runs. */
export default function OnDemandTriggerPage() {
  const triggers = useTriggers();
  const run = useRunTrigger();
  const rights = useRights('/admin/on-demand-trigger');
  const [result, setResult] = useState<AlertRun | null>(null);

  const onRun = async (t: AlertTrigger) => {
    try {
      const r = await run.mutateAsync(t.name);
      setResult(r);
      if (r.status === 'ok') toast.success(ALERT_TOASTS.triggerOk);
      else toast.error(ALERT_TOASTS.triggerFailed);
    } catch (err) {
      if (!(err instanceof NetworkError)) toast.error(err instanceof Error ? err.message : ALERT_TOASTS.triggerFailed);
    }
  };

  return (
    <Page title="On-demand triggers" subtitle="Run a file transfer or an on-demand alert now; every run is logged">
      <RunResult run={result} onClose={() => setResult(null)} />
      <QueryState query={triggers} isEmpty={(d) => d.items.length === 0} emptyText="No triggers">
        {(d) => (
          <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
            {d.items.map((t) => (
              <Col key={t.name} xs={24} md={12} xl={8}>
                <Card
                  size="small"
                  title={
                    <Flex gap={8} align="center">
                      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
                        {t.label}
                      </Typography.Title>
                      <Tag>{t.kind === 'transfer' ? 'File transfer' : 'Alert'}</Tag>
                      {!t.active && <Tag>Inactive</Tag>}
                    </Flex>
                  }
                  extra={
                    rights.write && (
                      <ConfirmAction
                        title={`Run ${t.label} now?`}
                        description={t.kind === 'alert' ? 'Every recipient gets the email.' : undefined}
                        okText="Run now"
                        type="primary"
                        icon={<ThunderboltOutlined />}
                        disabled={!t.active || (run.isPending && run.variables === t.name)}
                        ariaLabel={`Run ${t.label} now`}
                        onConfirm={() => onRun(t)}
                      >
                        Run now
                      </ConfirmAction>
                    )
                  }
                >
                  <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                    {t.description}
                  </Typography.Paragraph>
                  {t.lastRun ? (
                    <Flex gap={6} align="center" wrap>
                      <span>Last run:</span>
                      <RunStatus status={t.lastRun.status} />
                      <span>
                        {formatDateTime(t.lastRun.startedAt)}
                        {t.lastRun.triggeredByName ? ` by ${t.lastRun.triggeredByName}` : ''}
                      </span>
                    </Flex>
                  ) : (
                    <Typography.Text type="secondary">Never run</Typography.Text>
                  )}
                </Card>
              </Col>
            ))}
          </Row>
        )}
      </QueryState>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        Recent runs
      </Typography.Title>
      <RunsTable label="Recent runs" />
    </Page>
  );
}
