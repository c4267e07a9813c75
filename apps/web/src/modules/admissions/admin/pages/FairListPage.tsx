import { useMemo, useState } from 'react';
import { Button } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { FAIR_LINK, FAIR_TOASTS, type Fair } from '@caduceus/contracts';
import { useRights } from '../../../../app/rights';
import { lazyOnOpen } from '../../../../components/lazyOnOpen';
import { IconAction, RowActions } from '../../../../components/RowActions';
import { ActiveTag } from '../../../../components/StatusTag';
import { formatDate, plural } from '../../../../components/format';
import { PATHS, useFetchFailedToast } from '../api';
import { ActiveListPage } from '../components/ActiveListPage';

const FairFormModal = lazyOnOpen(
  () => import('../components/FairFormModal').then((m) => m.FairFormModal),
  (p) => p.open,
);
const FairLeadsDrawer = lazyOnOpen(
  () => import('../components/FairLeadsDrawer').then((m) => m.FairLeadsDrawer),
  (p) => p.fair !== null,
);

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
          <RowActions
            name={r.name}
            gap={2}
            wrap={false}
            before={
              <IconAction
                title="View leads"
                label={`View leads from ${r.name}`}
                icon={<TeamOutlined />}
                onClick={() => setLeadsOf(r)}
              />
            }
            onEdit={rights.edit ? () => setEditing(r) : undefined}
          />
        ),
      },
    ],
    [rights.edit],
  );

  return (
    <ActiveListPage<Fair>
      title="College Fair"
      subtitle="Recruiting fairs and the leads met at each"
      addText="Add fair"
      canAdd={rights.write}
      onAdd={() => setEditing('new')}
      label="College fairs"
      path={PATHS.fairs}
      columns={columns}
      search="Search name, location, organiser, country"
      defaultSort="-fairDate"
      exportAs="college_fairs"
      emptyText="No fairs yet"
    >
      <FairFormModal
        open={editing !== null}
        fair={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <FairLeadsDrawer fair={leadsOf} onClose={() => setLeadsOf(null)} />
    </ActiveListPage>
  );
}
