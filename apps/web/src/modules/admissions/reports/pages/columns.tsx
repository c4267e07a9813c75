import { Link } from 'react-router';
import type { ColumnsType } from 'antd/es/table';
import {
  LEAD_STATUS_OPTIONS,
  leadTabUrl,
  type ActivityCountRow,
  type LeadReportLead,
  type RepStatusRow,
  type StatusConversionRow,
  type StatusWiseRow,
  type TaskCountRow,
  formatPhone,
} from '@caduceus/contracts';
import { formatDate } from '../../../../components/format';
import { LeadStatusTag, orDash } from '../../leads/components/LeadTags';

const dash = (v: string | null) => orDash(v);
const num = (title: string, dataIndex: string) => ({
  title,
  dataIndex,
  key: dataIndex,
  align: 'right' as const,
  width: 110,
});

/** A report's lead list; `since` is titled by the report (accepted on, paid on, idle since...). */
export const leadColumns = (sinceTitle: string, daysTitle: string): ColumnsType<LeadReportLead> => [
  { title: 'Lead ID', dataIndex: 'id', key: 'id', width: 90 },
  {
    title: 'Name',
    dataIndex: 'name',
    key: 'name',
    render: (v: string, r) => <Link to={leadTabUrl('profile', r.id)}>{v}</Link>,
  },
  { title: 'Email', dataIndex: 'email', key: 'email' },
  { title: 'Phone', dataIndex: 'phone', key: 'phone', render: (v: string | null) => dash(formatPhone(v)) },
  {
    title: 'Status',
    dataIndex: 'statusName',
    key: 'status',
    render: (_: string | null, r) => <LeadStatusTag statusId={r.statusId} name={r.statusName} />,
  },
  { title: 'Program', dataIndex: 'courseName', key: 'course', render: dash },
  { title: 'Campus', dataIndex: 'campusName', key: 'campus', render: dash },
  { title: 'Semester', dataIndex: 'semesterName', key: 'semester', render: dash },
  { title: 'Source', dataIndex: 'sourceName', key: 'source', render: dash },
  { title: 'Representative', dataIndex: 'representativeName', key: 'representative', render: dash },
  { title: 'Created', dataIndex: 'createdAt', key: 'createdAt', width: 110, render: (v: string) => formatDate(v) },
  {
    title: sinceTitle,
    dataIndex: 'since',
    key: 'since',
    width: 120,
    render: (v: string | null) => (v ? formatDate(v) : '—'),
  },
  { ...num(daysTitle, 'days') },
];

export const statusWiseColumns: ColumnsType<StatusWiseRow> = [
  {
    title: 'Status',
    dataIndex: 'statusName',
    key: 'statusName',
    render: (v: string, r) => <Link to={`/lead/list?statusId=${r.statusId}&closed=all`}>{v}</Link>,
  },
  num('Open', 'open'),
  num('Closed', 'closed'),
  num('Total', 'total'),
];

/** One column per status (open leads); the export takes the representative and total (text columns). */
export const repStatusColumns: ColumnsType<RepStatusRow> = [
  { title: 'Representative', dataIndex: 'representativeName', key: 'representativeName' },
  ...LEAD_STATUS_OPTIONS.map((s) => ({
    title: s.label,
    key: `s${s.value}`,
    align: 'right' as const,
    render: (_: unknown, r: RepStatusRow) => {
      const n = r.counts[String(s.value)] ?? 0;
      return n && r.representativeId ? (
        <Link to={`/lead/list?statusId=${s.value}&representativeId=${r.representativeId}`}>{n}</Link>
      ) : (
        n
      );
    },
  })),
  num('Total', 'total'),
];

export const conversionColumns: ColumnsType<StatusConversionRow> = [
  { title: 'From status', dataIndex: 'fromStatusName', key: 'fromStatusName' },
  { title: 'To status', dataIndex: 'toStatusName', key: 'toStatusName' },
  { title: 'Direction', dataIndex: 'forward', key: 'forward', render: (v: boolean) => (v ? 'Forward' : 'Back') },
  num('Leads moved', 'count'),
  { ...num('Share of moves from this status (%)', 'percent'), width: 150 },
];

export const activityColumns = (
  open: (r: ActivityCountRow, kind: 'all' | 'new') => void,
): ColumnsType<ActivityCountRow> => [
  { title: 'Day', dataIndex: 'day', key: 'day', width: 120, render: (v: string) => formatDate(v) },
  { title: 'User', dataIndex: 'userName', key: 'userName' },
  {
    ...num('New leads', 'newLeads'),
    render: (v: number, r) =>
      v ? (
        <a
          role="button"
          tabIndex={0}
          onClick={() => open(r, 'new')}
          onKeyDown={(e) => e.key === 'Enter' && open(r, 'new')}
        >
          {v}
        </a>
      ) : (
        0
      ),
  },
  num('Status changes', 'statusChanges'),
  num('Notes', 'notes'),
  num('Other updates', 'updates'),
  num('Total', 'total'),
  {
    ...num('Leads touched', 'leads'),
    render: (v: number, r) => (
      <a
        role="button"
        tabIndex={0}
        onClick={() => open(r, 'all')}
        onKeyDown={(e) => e.key === 'Enter' && open(r, 'all')}
      >
        {v}
      </a>
    ),
  },
];

export const taskCountColumns: ColumnsType<TaskCountRow> = [
  { title: 'Assignee', dataIndex: 'userName', key: 'userName' },
  num('Open', 'open'),
  num('In Progress', 'inProgress'),
  num('Completed', 'completed'),
  num('Cancelled', 'cancelled'),
  num('Overdue', 'overdue'),
  num('Total', 'total'),
];
