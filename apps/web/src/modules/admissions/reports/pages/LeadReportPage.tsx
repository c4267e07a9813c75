import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { Col, InputNumber, Segmented } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  LEAD_PENDING_DEFAULT_DAYS,
  LEAD_REPORTS,
  type ActivityCountRow,
  type LeadReportKey,
} from '@caduceus/contracts';
import { DataTable } from '../../../../components/DataTable';
import { lazyOnOpen } from '../../../../components/lazyOnOpen';
import { Page } from '../../../../components/Page';
import { LEAD_REPORT_PATHS } from '../api';
import { ReportChart } from '../components/ReportChart';
import { ReportFilters, useReportFilters } from '../components/ReportFilters';
import {
  activityColumns,
  conversionColumns,
  leadColumns,
  repStatusColumns,
  statusWiseColumns,
  taskCountColumns,
} from './columns';

const ActivityLeadsModal = lazyOnOpen(
  () => import('../components/ActivityLeadsModal').then((m) => m.ActivityLeadsModal),
  (p) => p.drill !== null,
);

type ListKey = Exclude<LeadReportKey, 'advanced'>;
interface ReportDef {
  subtitle: string;
  columns: ColumnsType<object>;
  rowKey: string;
  file: string;
  repLabel?: string;
}
const lead = (since: string, days: string) => leadColumns(since, days) as ColumnsType<object>;
const DEFS: Record<Exclude<ListKey, 'activity-count'>, ReportDef> = {
  'status-wise': {
    subtitle: 'Leads created in the range by status, open and closed',
    columns: statusWiseColumns as ColumnsType<object>,
    rowKey: 'statusId',
    file: 'status_wise_report',
  },
  'status-conversion': {
    subtitle: 'How many leads moved from each status to another in the range',
    columns: conversionColumns as ColumnsType<object>,
    rowKey: 'key',
    file: 'status_conversion_report',
  },
  'pending-leads': {
    subtitle: 'Open leads before payment with no activity for the chosen number of days, longest idle first',
    columns: lead('Last activity', 'Days idle'),
    rowKey: 'id',
    file: 'pending_leads',
  },
  'task-count': {
    subtitle: 'Lead tasks per assignee by status (the range is the due date)',
    columns: taskCountColumns as ColumnsType<object>,
    rowKey: 'userId',
    file: 'task_count_report',
    repLabel: 'Assignee',
  },
  'seat-deposit-due': {
    subtitle: 'Accepted leads who have not paid the seat deposit yet',
    columns: lead('Accepted on', 'Days since'),
    rowKey: 'id',
    file: 'seat_deposit_due',
  },
  'interview-scheduled': {
    subtitle: 'Leads with an interview scheduled',
    columns: lead('Scheduled on', 'Days since'),
    rowKey: 'id',
    file: 'interview_scheduled',
  },
  'lead-paid': {
    subtitle: 'Leads that paid the seat deposit, latest first',
    columns: lead('Paid on', 'Days since'),
    rowKey: 'id',
    file: 'lead_paid_report',
  },
};
const conversionKey = (r: { fromStatusId: number; toStatusId: number }) => `${r.fromStatusId}-${r.toStatusId}`;

/** /lead/reports/<report> (all but advanced): filters in the URL, a chart, the table and its Excel export. */
export default function LeadReportPage() {
  const key = useLocation().pathname.split('/').pop() as ListKey;
  const meta = LEAD_REPORTS.find((r) => r.key === key)!;
  const filters = useReportFilters(key === 'pending-leads' ? ['days'] : key === 'status-wise' ? ['view'] : []);
  const { view, ...params } = filters.values;
  const [drill, setDrill] = useState<{ row: ActivityCountRow; kind: 'all' | 'new' } | null>(null);
  const byRep = key === 'status-wise' && view === 'representative';
  const activityCols = useMemo(() => activityColumns((row, kind) => setDrill({ row, kind })), []);

  const def: ReportDef =
    key === 'activity-count'
      ? {
          subtitle:
            'New leads, status changes, notes and other updates per user and day (the range is the activity date)',
          columns: activityCols as ColumnsType<object>,
          rowKey: 'key',
          file: 'activity_count_report',
          repLabel: 'User',
        }
      : byRep
        ? {
            subtitle: 'Open leads per representative and status',
            columns: repStatusColumns as ColumnsType<object>,
            rowKey: 'representativeName',
            file: 'status_by_representative',
          }
        : DEFS[key];
  const path = byRep ? LEAD_REPORT_PATHS.repStatus : LEAD_REPORT_PATHS.report(key);
  const rowKey = (r: object) =>
    key === 'status-conversion'
      ? conversionKey(r as { fromStatusId: number; toStatusId: number })
      : String((r as Record<string, unknown>)[def.rowKey]);

  return (
    <Page title={meta.title} subtitle={def.subtitle}>
      <ReportFilters filters={filters} rangeLabel={meta.range} repLabel={def.repLabel}>
        {key === 'pending-leads' && (
          <Col xs={24} sm={12} md={8} xl={6}>
            <InputNumber
              id="report-filter-days"
              aria-label="Idle for at least (days)"
              addonBefore="Idle days"
              min={0}
              max={3650}
              style={{ width: '100%' }}
              value={params.days ? Number(params.days) : LEAD_PENDING_DEFAULT_DAYS}
              onChange={(v) => filters.set({ days: v ?? null })}
            />
          </Col>
        )}
        {key === 'status-wise' && (
          <Col xs={24} sm={12} md={8} xl={6}>
            <Segmented
              aria-label="View"
              value={byRep ? 'representative' : 'status'}
              onChange={(v) => filters.set({ view: v === 'status' ? null : v })}
              options={[
                { value: 'status', label: 'By status' },
                { value: 'representative', label: 'By representative' },
              ]}
            />
          </Col>
        )}
      </ReportFilters>
      {!byRep && <ReportChart report={key} params={params} />}
      <DataTable<object>
        key={path}
        label={meta.title}
        path={path}
        params={params}
        rowKey={rowKey}
        columns={def.columns}
        search={false}
        exportAs={def.file}
        emptyText="No leads match these filters"
      />
      <ActivityLeadsModal drill={drill} onClose={() => setDrill(null)} />
    </Page>
  );
}
