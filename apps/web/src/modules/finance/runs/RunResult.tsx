import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, Button, Descriptions, Flex, Progress, Result, Spin, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { translateMessage } from '../../../app/i18n';
import { formatMoney } from '../shared/money';
import { useRun, type RunStatus } from './api';

type RunInvoice = RunStatus['invoices'][number];
type Skipped = RunStatus['skipped'][number];

/** The student's Invoices & Payments tab. */
const invoicesTab = (studentId: number) => `/student/details/invoice-payments/${studentId}`;

/**
 * Step 3: the run's progress (invoicing, then emailing) until it is done, then what it made: the invoices with
 * links to each student's Invoices & Payments tab, who was emailed, who was skipped and why, or why it failed.
 * The run's id is in the address, so the screen can be left and come back to.
 */
export function RunResult({ runId, onAnother }: { runId: string; onAnother: () => void }) {
  const { t } = useTranslation();
  const q = useRun(runId);
  const run = q.data;
  if (q.error) return <Alert type="error" showIcon message={translateMessage(q.error.message)} />;
  if (!run) return <Spin />;
  const done = run.state === 'completed' || run.state === 'failed';
  const another = (
    <Button icon={<PlusOutlined />} onClick={onAnother}>
      {t('Start another run', { ns: 'titles' })}
    </Button>
  );

  if (!done)
    return (
      <Flex vertical gap={12} aria-live="polite">
        <Progress percent={run.progress.percent} status="active" />
        <span>
          {run.state === 'queued'
            ? t('Waiting to start…', { ns: 'titles' })
            : run.progress.phase === 'emailing'
              ? t('Emailing invoices: {{done}} of {{of}}', { ns: 'titles', ...run.progress })
              : t('Creating {{of}} invoices…', { ns: 'titles', of: run.progress.of })}
        </span>
        <span>
          {t('You can leave this screen: the run goes on and this page shows it when you come back.', { ns: 'titles' })}
        </span>
      </Flex>
    );

  return (
    <Flex vertical gap={16}>
      {run.state === 'completed' ? (
        <Result
          status="success"
          title={t('{{count}} invoices created', { ns: 'titles', count: run.counts.invoiced })}
          subTitle={t('{{emailed}} emailed with the invoice PDF, {{skipped}} students skipped', {
            ns: 'titles',
            emailed: run.counts.emailed,
            skipped: run.counts.skipped,
          })}
          extra={another}
        />
      ) : (
        <Result
          status="error"
          title={t('The invoice run failed', { ns: 'titles' })}
          subTitle={run.errors.map((e) => translateMessage(e.message)).join(' ')}
          extra={another}
        />
      )}
      {run.state === 'completed' && (
        <Descriptions bordered size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('Invoices', { ns: 'titles' })}>{run.counts.invoiced}</Descriptions.Item>
          <Descriptions.Item label={t('Total amount', { ns: 'titles' })}>{formatMoney(run.amount)}</Descriptions.Item>
          <Descriptions.Item label={t('Not emailed (no address)', { ns: 'titles' })}>
            {run.counts.notEmailed}
          </Descriptions.Item>
        </Descriptions>
      )}
      {run.invoices.length > 0 && (
        <section aria-label={t('Invoices created', { ns: 'titles' })}>
          <Table<RunInvoice>
            rowKey="invoiceId"
            size="small"
            dataSource={run.invoices}
            pagination={{ pageSize: 25, pageSizeOptions: [25, 50, 100], hideOnSinglePage: true }}
            columns={[
              { key: 'invoiceId', dataIndex: 'invoiceId', title: t('Invoice', { ns: 'titles' }), width: 100 },
              {
                key: 'name',
                title: t('Student', { ns: 'titles' }),
                render: (_: unknown, i) => <Link to={invoicesTab(i.studentId)}>{i.name}</Link>,
              },
              {
                key: 'amount',
                title: t('Amount', { ns: 'titles' }),
                align: 'right',
                render: (_: unknown, i) => formatMoney(i.amount),
              },
              {
                key: 'emailed',
                title: t('Email', { ns: 'titles' }),
                render: (_: unknown, i) =>
                  i.emailed ? (
                    <Tag color="green">{t('Queued', { ns: 'titles' })}</Tag>
                  ) : (
                    <Tag>{t('No address', { ns: 'titles' })}</Tag>
                  ),
              },
            ]}
          />
        </section>
      )}
      {run.skipped.length > 0 && (
        <section aria-label={t('Skipped', { ns: 'titles' })}>
          <Table<Skipped>
            rowKey="studentId"
            size="small"
            dataSource={run.skipped}
            pagination={{ pageSize: 25, pageSizeOptions: [25, 50, 100], hideOnSinglePage: true }}
            columns={[
              { key: 'studentId', dataIndex: 'studentId', title: t('ID', { ns: 'titles' }), width: 90 },
              { key: 'name', dataIndex: 'name', title: t('Skipped', { ns: 'titles' }) },
              {
                key: 'reason',
                title: t('Reason', { ns: 'titles' }),
                render: (_: unknown, s) => translateMessage(s.reason),
              },
            ]}
          />
        </section>
      )}
    </Flex>
  );
}
