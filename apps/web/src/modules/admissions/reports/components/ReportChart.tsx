import { loadWidgetChart } from '../../../workspace/pages';
import { lazy, Suspense } from 'react';
import { Card } from 'antd';
import type { WidgetChart } from '@caduceus/contracts';
import { ErrorState, LoadingState } from '../../../../components/QueryState';
import type { QueryParams } from '../../../../app/api';
import { useLeadReportChart, type ChartReportKey } from '../api';

/** The dashboard's chart component (recharts stays in its own lazy chunk). */
export const Chart = lazy(loadWidgetChart);
const hasData = (c: WidgetChart) => c.points.some((p) => Object.values(p.values).some((v) => v > 0));

export function ChartCard({ chart, title }: { chart: WidgetChart; title?: string }) {
  return (
    <Card size="small" title={title ?? chart.caption} style={{ marginBottom: 16 }}>
      {hasData(chart) ? (
        <Suspense fallback={<LoadingState rows={3} />}>
          <Chart chart={chart} />
        </Suspense>
      ) : (
        <p style={{ margin: 0 }}>Nothing to chart for these filters.</p>
      )}
    </Card>
  );
}

/** A report's chart with the report's filters: loading, error, empty and the chart. */
export function ReportChart({ report, params }: { report: ChartReportKey; params: QueryParams }) {
  const q = useLeadReportChart(report, params);
  if (q.isPending) return <LoadingState rows={3} />;
  if (q.isError && !q.data) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  return q.data?.chart ? <ChartCard chart={q.data.chart} /> : null;
}
