import type { ColumnType } from 'antd/es/table';
import { formatPhone, type LeadListItem } from '@caduceus/contracts';
import { formatDate } from '../../../../components/format';
import { LeadStatusTag, orDash } from './LeadTags';

type Column = ColumnType<LeadListItem>;
const dash = (v: string | null) => orDash(v);
const named = (title: string, dataIndex: keyof LeadListItem, key: string): Column => ({
  title,
  dataIndex,
  key,
  sorter: true,
  render: dash,
});

/** The columns the lead lists share (the list, unassigned leads, bulk update, advanced search). */
export const LEAD_COLUMNS = {
  id: (width = 100): Column => ({ title: 'Lead ID', dataIndex: 'id', key: 'id', sorter: true, width }),
  name: { title: 'Name', dataIndex: 'name', key: 'name', sorter: true } satisfies Column,
  email: { title: 'Email', dataIndex: 'email', key: 'email', sorter: true } satisfies Column,
  phone: {
    title: 'Phone',
    dataIndex: 'phone',
    key: 'phone',
    render: (v: string | null) => dash(formatPhone(v)),
  } satisfies Column,
  status: {
    title: 'Status',
    dataIndex: 'statusName',
    key: 'status',
    sorter: true,
    render: (_: string | null, r: LeadListItem) => <LeadStatusTag statusId={r.statusId} name={r.statusName} />,
  } satisfies Column,
  program: named('Program', 'courseName', 'course'),
  campus: named('Campus', 'campusName', 'campus'),
  semester: named('Semester', 'semesterName', 'semester'),
  source: named('Source', 'sourceName', 'source'),
  representative: named('Representative', 'representativeName', 'representative'),
  created: {
    title: 'Created',
    dataIndex: 'createdAt',
    key: 'createdAt',
    sorter: true,
    width: 110,
    render: (v: string) => formatDate(v),
  } satisfies Column,
};
