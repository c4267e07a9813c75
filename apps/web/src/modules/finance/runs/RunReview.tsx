import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Descriptions, Flex, Table, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ArrowLeftOutlined, FileDoneOutlined } from '@ant-design/icons';
import { translateMessage } from '../../../app/i18n';
import { formatMoney } from '../shared/money';
import { useRunPreview, type RunBody, type RunStudent } from './api';

/**
 * Step 2 of a run: the totals (students, amount, by fee head), then the students to invoice with their lines and
 * the fee heads left out, and the students skipped with the reason, a page at a time from the server.
 */
export function RunReview({
  body,
  creating,
  error,
  onBack,
  onCreate,
}: {
  body: RunBody;
  creating: boolean;
  error: string | null;
  onBack: () => void;
  onCreate: () => void;
}) {
  const { t } = useTranslation();
  const [show, setShow] = useState<'invoiced' | 'skipped'>('invoiced');
  const [paging, setPaging] = useState({ page: 1, pageSize: 25 });
  const preview = useRunPreview(body, show, paging.page, paging.pageSize);
  const summary = preview.data?.summary;

  const columns: ColumnsType<RunStudent> = [
    { key: 'studentId', dataIndex: 'studentId', title: t('ID', { ns: 'titles' }), width: 90 },
    { key: 'name', dataIndex: 'name', title: t('Student', { ns: 'titles' }) },
    { key: 'course', dataIndex: 'course', title: t('Course', { ns: 'titles' }) },
    { key: 'status', dataIndex: 'status', title: t('Status', { ns: 'titles' }) },
    show === 'invoiced'
      ? {
          key: 'lines',
          title: t('Lines', { ns: 'titles' }),
          render: (_: unknown, s) => (
            <Flex vertical gap={2}>
              {s.lines.map((l) => (
                <span key={l.rotationId ?? l.feeHeadId}>
                  {l.description ?? l.feeHead}: {formatMoney(l.amount)}
                </span>
              ))}
              {s.omitted.map((o) => (
                <Typography.Text key={o.rotationId ?? o.feeHeadId} type="secondary">
                  {o.feeHead}: {translateMessage(o.reason)}
                </Typography.Text>
              ))}
            </Flex>
          ),
        }
      : {
          key: 'skipReason',
          title: t('Reason', { ns: 'titles' }),
          render: (_: unknown, s) => <Tag>{translateMessage(s.skipReason ?? '')}</Tag>,
        },
    ...(show === 'invoiced'
      ? [
          {
            key: 'total',
            title: t('Total', { ns: 'titles' }),
            align: 'right' as const,
            render: (_: unknown, s: RunStudent) => formatMoney(s.total),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={16}>
      {preview.error && <Alert type="error" showIcon message={translateMessage(preview.error.message)} />}
      {error && <Alert type="error" showIcon message={error} />}
      {summary && (
        <Descriptions bordered size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('Students to invoice', { ns: 'titles' })}>{summary.invoiced}</Descriptions.Item>
          <Descriptions.Item label={t('Skipped', { ns: 'titles' })}>{summary.skipped}</Descriptions.Item>
          <Descriptions.Item label={t('Total amount', { ns: 'titles' })}>
            {formatMoney(summary.amount)}
          </Descriptions.Item>
          {summary.byFeeHead.map((h) => (
            <Descriptions.Item key={h.feeHeadId} label={h.feeHead}>
              {t('{{count}} students, {{amount}}', { ns: 'titles', count: h.count, amount: formatMoney(h.amount) })}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      <Tabs
        activeKey={show}
        onChange={(k) => {
          setShow(k as 'invoiced' | 'skipped');
          setPaging((p) => ({ ...p, page: 1 }));
        }}
        items={[
          { key: 'invoiced', label: t('To invoice ({{count}})', { ns: 'titles', count: summary?.invoiced ?? 0 }) },
          { key: 'skipped', label: t('Skipped ({{count}})', { ns: 'titles', count: summary?.skipped ?? 0 }) },
        ]}
      />
      <section
        aria-label={show === 'invoiced' ? t('Students to invoice', { ns: 'titles' }) : t('Skipped', { ns: 'titles' })}
      >
        <Table<RunStudent>
          rowKey="studentId"
          size="small"
          columns={columns}
          dataSource={preview.data?.items ?? []}
          loading={preview.isFetching}
          locale={{
            emptyText:
              show === 'invoiced'
                ? t('No student would be invoiced', { ns: 'titles' })
                : t('No student is skipped', { ns: 'titles' }),
          }}
          pagination={{
            current: paging.page,
            pageSize: paging.pageSize,
            total: preview.data?.total ?? 0,
            pageSizeOptions: [25, 50, 100],
            showSizeChanger: true,
            onChange: (page, pageSize) => setPaging({ page, pageSize }),
          }}
        />
      </section>
      <Flex justify="space-between">
        <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
          {t('Back', { ns: 'titles' })}
        </Button>
        <Button
          type="primary"
          icon={<FileDoneOutlined />}
          loading={creating}
          disabled={!summary?.invoiced}
          onClick={onCreate}
        >
          {t('Create invoices', { ns: 'titles' })}
        </Button>
      </Flex>
    </Flex>
  );
}
