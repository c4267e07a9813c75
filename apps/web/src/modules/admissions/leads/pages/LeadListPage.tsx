import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Button, Flex } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { LEAD_ADD_PATH, LEAD_IMPORT_SCREEN, LEAD_LINK, leadTabUrl, type LeadListItem } from '@caduceus/contracts';
import { useRights } from '../../../../app/rights';
import { DataTable } from '../../../../components/DataTable';
import { useRowSelection } from '../../../../components/useRowSelection';
import { lazyOnOpen } from '../../../../components/lazyOnOpen';
import { Page } from '../../../../components/Page';
import { LEAD_PATHS } from '../api';
import { LEAD_COLUMNS } from '../components/leadColumns';
import { LeadFilters, useLeadFilters } from '../components/LeadFilters';
import { ClosedTag, LeadStatusTag, orDash } from '../components/LeadTags';
import '../../../../components/records/records.css';

const LeadBulkBar = lazyOnOpen(
  () => import('../components/LeadBulkBar').then((m) => m.LeadBulkBar),
  (p) => p.ids.length > 0,
);

const dash = (v: string | null) => orDash(v);
const COLUMNS: ColumnsType<LeadListItem> = [
  LEAD_COLUMNS.id(),
  LEAD_COLUMNS.name,
  LEAD_COLUMNS.email,
  LEAD_COLUMNS.phone,
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
  LEAD_COLUMNS.program,
  LEAD_COLUMNS.campus,
  LEAD_COLUMNS.semester,
  LEAD_COLUMNS.source,
  LEAD_COLUMNS.representative,
  { title: 'Birth Country', dataIndex: 'birthCountryName', key: 'birthCountryName', render: dash },
  LEAD_COLUMNS.created,
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
  const { selected, setSelected, rowSelection } = useRowSelection<LeadListItem>();
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
        rowSelection={canBulk ? rowSelection : undefined}
        emptyText={deletedView ? 'No deleted leads' : filters.active ? 'No leads match these filters' : 'No leads yet'}
      />
    </Page>
  );
}
