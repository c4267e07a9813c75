import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Col, DatePicker, Flex, Row, Space, Statistic, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { formatCents, revenueHeadKey, toCents, type RevenueReport, type WidgetChart } from '@caduceus/contracts';
import { ExportButton } from '../../../components/ExportButton';
import { translateTitle } from '../../../app/i18n';
import { DATE_FORMAT } from '../../../components/format';
import { useUrlPatch } from '../../../components/PersonDatesFilter';
import { EmptyState, ErrorState, LoadingState } from '../../../components/QueryState';
import { Page } from '../../../components/Page';
import { loadWidgetChart } from '../../workspace/pages';
import { REVENUE_ROWS_PATH, useRevenue, useRevenueRange, type RevenueScreen } from './api';

/** The dashboard's chart component (recharts stays in its own lazy chunk). */
const Chart = lazy(loadWidgetChart);
/** exact cents of an amount the server sent (a net amount may be negative: more cancelled than billed) */
const centsOf = (amount: string) => (amount.startsWith('-') ? -toCents(amount.slice(1)) : toCents(amount));
const money = (amount: string) => formatCents(centsOf(amount));
/** dollars for the chart's axis (display only: every figure shown as text is exact) */
const dollars = (amount: string) => centsOf(amount) / 100;

type Period = RevenueReport['periods'][number];
interface HeadRow {
  feeHeadId: number;
  feeHead: string;
  amount: string;
}
interface TypeRow {
  type: number;
  typeLabel: string;
  clinical: boolean;
  amount: string;
}

/** The range filter, kept in the URL (from, to). */
function RangeFilter({ report }: { report?: RevenueReport }) {
  const { t } = useTranslation();
  const patch = useUrlPatch();
  const range = useRevenueRange();
  const from = range.from ?? report?.from;
  const to = range.to ?? report?.to;
  return (
    <DatePicker.RangePicker
      aria-label={t('Revenue between', { ns: 'titles' })}
      format={DATE_FORMAT}
      value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
      onChange={(r) => patch({ from: r?.[0]?.format('YYYY-MM-DD'), to: r?.[1]?.format('YYYY-MM-DD') })}
    />
  );
}

/** "Export to Excel" of the view on screen (the kit's export of its rows: money as numbers). */
function RevenueExport({
  screen,
  report,
  filename,
}: {
  screen: RevenueScreen;
  report: RevenueReport;
  filename: string;
}) {
  const { t } = useTranslation();
  const money = 'money' as const;
  const request = () => ({
    path: REVENUE_ROWS_PATH,
    params: { view: screen, from: report.from, to: report.to },
    sheet: filename.slice(0, 31),
    columns:
      screen === 'summary'
        ? [
            { key: 'label', title: t('Fee head', { ns: 'titles' }) },
            { key: 'recognised', title: t('Revenue recognised', { ns: 'titles' }), format: money },
          ]
        : [
            { key: 'label', title: t('Period', { ns: 'titles' }) },
            { key: 'start', title: t('First day', { ns: 'titles' }) },
            ...report.byFeeHead.map((h) => ({ key: revenueHeadKey(h.feeHeadId), title: h.feeHead, format: money })),
            { key: 'recognised', title: t('Revenue recognised', { ns: 'titles' }), format: money },
            { key: 'collected', title: t('Collected', { ns: 'titles' }), format: money },
          ],
  });
  return <ExportButton filename={filename} request={request} />;
}

function Totals({ report }: { report: RevenueReport }) {
  const { t } = useTranslation();
  const items: [string, string][] = [
    [t('Revenue recognised', { ns: 'titles' }), report.recognised],
    [t('Collected', { ns: 'titles' }), report.collected],
    [t('Refunded', { ns: 'titles' }), report.refunded],
    [t('Outstanding receivable', { ns: 'titles' }), report.outstanding],
  ];
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {items.map(([title, amount]) => (
        <Col key={title} xs={12} md={6}>
          <Card size="small">
            <Statistic title={title} value={money(amount)} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function ChartCard({ chart }: { chart: WidgetChart }) {
  const any = chart.points.some((p) => Object.values(p.values).some((v) => v !== 0));
  if (!any) return null;
  return (
    <Card size="small" title={chart.caption} style={{ marginBottom: 16 }}>
      <Suspense fallback={<LoadingState rows={3} />}>
        <Chart chart={chart} />
      </Suspense>
    </Card>
  );
}

function HeadsTable({ rows, caption }: { rows: HeadRow[]; caption: string }) {
  const { t } = useTranslation();
  const columns: ColumnsType<HeadRow> = [
    { key: 'feeHead', dataIndex: 'feeHead', title: t('Fee head', { ns: 'titles' }) },
    { key: 'amount', dataIndex: 'amount', align: 'right', title: t('Amount', { ns: 'titles' }), render: money },
  ];
  return (
    <Table<HeadRow>
      size="small"
      rowKey="feeHeadId"
      caption={caption}
      columns={columns}
      dataSource={rows}
      pagination={false}
      style={{ marginBottom: 16 }}
    />
  );
}

function TypesTable({ rows }: { rows: TypeRow[] }) {
  const { t } = useTranslation();
  const columns: ColumnsType<TypeRow> = [
    {
      key: 'type',
      dataIndex: 'typeLabel',
      title: t('Invoice type', { ns: 'titles' }),
      render: (label: string, r) => (
        <Flex gap={8}>
          {translateTitle(label)}
          {r.clinical && <Tag>{t('Clinical', { ns: 'titles' })}</Tag>}
        </Flex>
      ),
    },
    { key: 'amount', dataIndex: 'amount', align: 'right', title: t('Amount', { ns: 'titles' }), render: money },
  ];
  return (
    <Table<TypeRow>
      size="small"
      rowKey="type"
      caption={t('By invoice type', { ns: 'titles' })}
      columns={columns}
      dataSource={rows}
      pagination={false}
    />
  );
}

/** Periods by fee head: one row a month or week, a column per fee head, the total and the cash collected. */
function PeriodsTable({ report, periodTitle }: { report: RevenueReport; periodTitle: string }) {
  const { t } = useTranslation();
  const columns = useMemo<ColumnsType<Period>>(
    () => [
      { key: 'period', dataIndex: 'period', title: periodTitle, fixed: 'left' },
      ...report.byFeeHead.map((h) => ({
        key: `h${h.feeHeadId}`,
        title: h.feeHead,
        align: 'right' as const,
        render: (_: unknown, p: Period) => money(p.byFeeHead.find((x) => x.feeHeadId === h.feeHeadId)?.amount ?? '0'),
      })),
      {
        key: 'recognised',
        dataIndex: 'recognised',
        align: 'right',
        title: t('Revenue recognised', { ns: 'titles' }),
        render: money,
      },
      {
        key: 'collected',
        dataIndex: 'collected',
        align: 'right',
        title: t('Collected', { ns: 'titles' }),
        render: money,
      },
    ],
    [report.byFeeHead, periodTitle, t],
  );
  return (
    <Table<Period>
      size="small"
      rowKey="period"
      caption={t('By period', { ns: 'titles' })}
      columns={columns}
      dataSource={report.periods}
      pagination={false}
      scroll={{ x: 'max-content' }}
      style={{ marginBottom: 16 }}
    />
  );
}

/** One revenue screen: the range, then loading, error, empty or the report. */
function RevenueScreenPage({
  screen,
  title,
  subtitle,
  body,
}: {
  screen: RevenueScreen;
  title: string;
  subtitle: string;
  body: (r: RevenueReport) => ReactNode;
}) {
  const { t } = useTranslation();
  const q = useRevenue(screen);
  const r = q.data;
  let content: ReactNode;
  if (q.isPending) content = <LoadingState />;
  else if (q.isError && !r) content = <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  else if (r) {
    const empty = r.byFeeHead.length === 0 && centsOf(r.collected) === 0 && centsOf(r.outstanding) === 0;
    content = (
      <>
        <Totals report={r} />
        {empty ? <EmptyState text={t('No revenue in this range', { ns: 'titles' })} /> : body(r)}
      </>
    );
  }
  return (
    <Page
      title={title}
      subtitle={subtitle}
      actions={
        <Space wrap>
          <RangeFilter report={r} />
          {r && <RevenueExport screen={screen} report={r} filename={title.replace(/[^A-Za-z0-9 _.-]/g, '')} />}
        </Space>
      }
    >
      {content}
    </Page>
  );
}

function useHeadsChart(): (r: RevenueReport) => WidgetChart {
  const { t } = useTranslation();
  return (r) => ({
    type: 'bar',
    caption: t('Revenue by fee head', { ns: 'titles' }),
    xLabel: t('Fee head', { ns: 'titles' }),
    series: [{ key: 'amount', label: t('Revenue recognised', { ns: 'titles' }) }],
    points: r.byFeeHead.map((h) => ({ label: h.feeHead, values: { amount: dollars(h.amount) } })),
  });
}

function usePeriodsChart(): (r: RevenueReport, caption: string) => WidgetChart {
  const { t } = useTranslation();
  return (r, caption) => ({
    type: 'bar',
    caption,
    xLabel: t('Period', { ns: 'titles' }),
    series: [
      { key: 'recognised', label: t('Revenue recognised', { ns: 'titles' }) },
      { key: 'collected', label: t('Collected', { ns: 'titles' }) },
    ],
    points: r.periods.map((p) => ({
      label: p.period,
      values: { recognised: dollars(p.recognised), collected: dollars(p.collected) },
    })),
  });
}

/** /accounting/revenue: the totals, revenue by fee head (with its chart) and by invoice type. */
export function RevenueSummaryPage() {
  const { t } = useTranslation();
  const chart = useHeadsChart();
  return (
    <RevenueScreenPage
      screen="summary"
      title={t('Revenue', { ns: 'titles' })}
      subtitle={t('Revenue recognised, collected and outstanding', { ns: 'titles' })}
      body={(r) => (
        <>
          <ChartCard chart={chart(r)} />
          <HeadsTable rows={r.byFeeHead} caption={t('By fee head', { ns: 'titles' })} />
          <TypesTable rows={r.byType} />
        </>
      )}
    />
  );
}

/** /accounting/revenue/monthly: revenue and collections month by month, by fee head. */
export function RevenueMonthlyPage() {
  const { t } = useTranslation();
  const chart = usePeriodsChart();
  return (
    <RevenueScreenPage
      screen="monthly"
      title={t('Monthly Revenue', { ns: 'titles' })}
      subtitle={t('Revenue recognised and collected by month', { ns: 'titles' })}
      body={(r) => (
        <>
          <ChartCard chart={chart(r, t('Revenue by month', { ns: 'titles' }))} />
          <PeriodsTable report={r} periodTitle={t('Month', { ns: 'titles' })} />
        </>
      )}
    />
  );
}

/** /accounting/revenue/weekly: the same by ISO week. */
export function RevenueWeeklyPage() {
  const { t } = useTranslation();
  const chart = usePeriodsChart();
  return (
    <RevenueScreenPage
      screen="weekly"
      title={t('Weekly Revenue', { ns: 'titles' })}
      subtitle={t('Revenue recognised and collected by week', { ns: 'titles' })}
      body={(r) => (
        <>
          <ChartCard chart={chart(r, t('Revenue by week', { ns: 'titles' }))} />
          <PeriodsTable report={r} periodTitle={t('Week', { ns: 'titles' })} />
        </>
      )}
    />
  );
}

/** /accounting/revenue/non-clinical: the non-clinical invoice types only, by fee head, type and month. */
export function RevenueNonClinicalPage() {
  const { t } = useTranslation();
  const heads = useHeadsChart();
  return (
    <RevenueScreenPage
      screen="nonClinical"
      title={t('Non-Clinical Revenue', { ns: 'titles' })}
      subtitle={t('Revenue of the non-clinical invoice types', { ns: 'titles' })}
      body={(r) => (
        <>
          <ChartCard chart={heads(r)} />
          <HeadsTable rows={r.byFeeHead} caption={t('By fee head', { ns: 'titles' })} />
          <PeriodsTable report={r} periodTitle={t('Month', { ns: 'titles' })} />
          <TypesTable rows={r.byType} />
        </>
      )}
    />
  );
}
