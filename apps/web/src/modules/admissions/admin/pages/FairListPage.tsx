import { useMemo, useState } from 'react';
import { Button, Flex, Tooltip } from 'antd';
import { EditOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { FAIR_LINK, FAIR_TOASTS, type Fair } from '@caduceus/contracts';
import { useRights } from '../../../../app/rights';
import { DataTable } from '../../../../components/DataTable';
import { lazyOnOpen } from '../../../../components/lazyOnOpen';
import { Page } from '../../../../components/Page';
import { ActiveTag } from '../../../../components/StatusTag';
import { formatDate, plural } from '../../../../components/format';
import { PATHS, useFetchFailedToast } from '../api';

const FairFormModal = lazyOnOpen(
  () => import('../components/FairFormModal').then((m) => m.FairFormModal),
  (p) => p.open,
);
const FairLeadsDrawer = lazyOnOpen(
  () => import('../components/FairLeadsDrawer').then((m) => m.FairLeadsDrawer),
  (p) => p.fair !== null,
);

const STATUS = [
  { label: 'Active', value: 'true' },
  { label: 'Inactive', value: 'false' },
];

/**
 * College Fair (/lead/notifications/fairlist): the fairs admissions attends, server-paged and searched;
 * add and edit in a dialog; the leads met at each fair in a drawer.
 */
export default function FairListPage() {
  const rights = useRights(FAIR_LINK);
  const [editing, setEditing] = useState<Fair | 'new' | null>(null);
  const [leadsOf, setLeadsOf] = useState<Fair | null>(null);
  useFetchFailedToast(PATHS.fairs, FAIR_TOASTS.fetchFailed);

  const columns = useMemo<ColumnsType<Fair>>(
    () => [
      { title: 'Fair Name', dataIndex: 'name', key: 'name', sorter: true },
      { title: 'Date', dataIndex: 'fairDate', key: 'fairDate', sorter: true, render: (v: string) => formatDate(v) },
      { title: 'Location', dataIndex: 'city', key: 'city', sorter: true, render: (v: string | null) => v ?? '—' },
      { title: 'Country', dataIndex: 'countryLabel', key: 'countryLabel', render: (v: string | null) => v ?? '—' },
      {
        title: 'Organiser',
        dataIndex: 'organiser',
        key: 'organiser',
        sorter: true,
        render: (v: string | null) => v ?? '—',
      },
      {
        title: 'Leads',
        dataIndex: 'leadCount',
        key: 'leadCount',
        align: 'center' as const,
        render: (n: number, r: Fair) => (
          <Button
            type="link"
            size="small"
            onClick={() => setLeadsOf(r)}
            aria-label={`${plural(n, 'lead')} from ${r.name}`}
          >
            {n}
          </Button>
        ),
      },
      { title: 'Status', dataIndex: 'active', key: 'active', render: (v: boolean) => <ActiveTag active={v} /> },
      {
        title: 'Actions',
        key: 'actions',
        fixed: 'right' as const,
        render: (_: unknown, r: Fair) => (
          <Flex gap={2} wrap={false}>
            <Tooltip title="View leads">
              <Button
                size="small"
                type="text"
                icon={<TeamOutlined />}
                aria-label={`View leads from ${r.name}`}
                onClick={() => setLeadsOf(r)}
              />
            </Tooltip>
            {rights.edit && (
              <Tooltip title="Edit">
                <Button
                  size="small"
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={`Edit ${r.name}`}
                  onClick={() => setEditing(r)}
                />
              </Tooltip>
            )}
          </Flex>
        ),
      },
    ],
    [rights.edit],
  );

  return (
    <Page
      title="College Fair"
      subtitle="Recruiting fairs and the leads met at each"
      actions={
        rights.write && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            Add fair
          </Button>
        )
      }
    >
      <DataTable<Fair>
        label="College fairs"
        path={PATHS.fairs}
        rowKey="id"
        columns={columns}
        filters={[{ name: 'active', label: 'Status', options: STATUS }]}
        search="Search name, location, organiser, country"
        defaultSort="-fairDate"
        exportAs="college_fairs"
        emptyText="No fairs yet"
      />
      <FairFormModal
        open={editing !== null}
        fair={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <FairLeadsDrawer fair={leadsOf} onClose={() => setLeadsOf(null)} />
    </Page>
  );
}
