import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Flex } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import {
  LEAD_ADD_PATH,
  LEAD_IMPORT_SCREEN,
  LEAD_LINK,
  leadTabUrl,
  type LeadListItem,
  formatPhone,
} from '@caduceus/contracts';
import { useRights } from '../../../../app/rights';
import { DataTable } from '../../../../components/DataTable';
import { lazyOnOpen } from '../../../../components/lazyOnOpen';
import { Page } from '../../../../components/Page';
import { formatDate } from '../../../../components/format';
import { LEAD_PATHS } from '../api';
import { LeadFilters, useLeadFilters } from '../components/LeadFilters';
import { ClosedTag, LeadStatusTag, orDash } from '../components/LeadTags';
import '../../../../components/records/records.css';

const LeadBulkBar = lazyOnOpen(
  () => import('../components/LeadBulkBar').then((m) => m.LeadBulkBar),
  (p) => p.ids.length > 0,
);

const dash = (v: string | null) => orDash(v);
const COLUMNS: ColumnsType<LeadListItem> = [
  { title: 'Lead ID', dataIndex: 'id', key: 'id', sorter: true, width: 100 },
  { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
  { title: 'Email', dataIndex: 'email', key: 'email', sorter: true },
  { title: 'Phone', dataIndex: 'phone', key: 'phone', render: (v: string | null) => dash(formatPhone(v)) },
  {
    title: 'Status',
    dataIndex: 'statusName',
    key: 'status',
    sorter: true,
    render: (_: string | null, r) => (
      <Flex gap={4} wrap>
        <LeadStatusTag statusId={r.statusId} name={r.statusName} />
        {r.closedAt && <ClosedTag />}
      </Flex>
    ),
  },
  { title: 'Program', dataIndex: 'courseName', key: 'course', sorter: true, render: dash },
  { title: 'Campus', dataIndex: 'campusName', key: 'campus', sorter: true, render: dash },
  { title: 'Semester', dataIndex: 'semesterName', key: 'semester', sorter: true, render: dash },
  { title: 'Source', dataIndex: 'sourceName', key: 'source', sorter: true, render: dash },
  { title: 'Representative', dataIndex: 'representativeName', key: 'representative', sorter: true, render: dash },
  { title: 'Birth Country', dataIndex: 'birthCountryName', key: 'birthCountryName', render: dash },
  {
    title: 'Created',
    dataIndex: 'createdAt',
    key: 'createdAt',
    sorter: true,
    width: 110,
    render: (v: string) => formatDate(v),
  },
];

/**
 * /lead/list: every lead, server-paged (25/50/100) and sorted, newest first, with the filters and the
 * quick search in the URL; choose rows for the bulk actions; the filtered set exports to Excel; each
 * row opens the lead's profile.
 */
export default function LeadListPage() {
  const rights = useRights(LEAD_LINK);
  const navigate = useNavigate();
  const filters = useLeadFilters();
  const params = useMemo(() => ({ ...filters.values }), [filters.values]);
  const [selected, setSelected] = useState<number[]>([]);
  const deletedView = filters.values.deleted === 'true';
  const canBulk = rights.edit || rights.delete;
  return (
    <Page
      title="Leads"
      subtitle="Prospective students from first contact to enrolment; filter, search, act in bulk or open a lead"
      actions={
        rights.write && (
          <>
            <Button icon={<UploadOutlined />} onClick={() => void navigate(LEAD_IMPORT_SCREEN)}>
              Bulk upload
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(LEAD_ADD_PATH)}>
              Add Lead
            </Button>
          </>
        )
      }
    >
      <LeadFilters />
      <LeadBulkBar ids={selected} deletedView={deletedView} rights={rights} onDone={() => setSelected([])} />
      <DataTable<LeadListItem>
        label="Leads"
        path={LEAD_PATHS.list}
        params={params}
        rowKey="id"
        columns={COLUMNS}
        rowHref={deletedView ? undefined : (r) => leadTabUrl('profile', r.id)}
        linkColumn="name"
        search="Quick search: name, email, phone or lead ID"
        defaultSort="-createdAt"
        exportAs="leads"
        rowSelection={
          canBulk
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(Number)),
                preserveSelectedRowKeys: true,
              }
            : undefined
        }
        emptyText={deletedView ? 'No deleted leads' : filters.active ? 'No leads match these filters' : 'No leads yet'}
      />
    </Page>
  );
}
