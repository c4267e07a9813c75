import { useMemo, useState } from 'react';
import { Button, Tag } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { LEAD_ADMIN_TOASTS, LEAD_LINK, REP_VACATION_WHEN, type RepVacation } from '@caduceus/contracts';
import { useRights } from '../../../../app/rights';
import { ConfirmAction } from '../../../../components/ConfirmAction';
import { DataTable } from '../../../../components/DataTable';
import { lazyOnOpen } from '../../../../components/lazyOnOpen';
import { Page } from '../../../../components/Page';
import { formatDate } from '../../../../components/format';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { LEAD_ADMIN_PATHS, useDeleteVacation } from './api';

const AddVacationModal = lazyOnOpen(
  () => import('./AddVacationModal').then((m) => m.AddVacationModal),
  (p) => p.open,
);

const WHEN_LABELS: Record<(typeof REP_VACATION_WHEN)[number], string> = {
  current: 'Away now',
  upcoming: 'Upcoming',
  past: 'Past',
  all: 'All',
};

/**
 * /lead/lead-admin/rep-vacation: representatives' absences with their cover; add one, delete one.
 * While an absence runs, leads assigned to the representative go to the cover (server: coverFor).
 */
export default function RepVacationPage() {
  const rights = useRights(LEAD_LINK);
  const [adding, setAdding] = useState(false);
  const remove = useDeleteVacation();
  const columns = useMemo<ColumnsType<RepVacation>>(
    () => [
      {
        title: 'Representative',
        dataIndex: 'representativeName',
        key: 'representativeName',
        render: (v: string | null, r) => v ?? `User #${r.representativeId}`,
      },
      {
        title: 'Cover',
        dataIndex: 'coverName',
        key: 'coverName',
        render: (v: string | null, r) => v ?? `User #${r.coverId}`,
      },
      { title: 'From', dataIndex: 'fromDate', key: 'fromDate', width: 120, render: (v: string) => formatDate(v) },
      { title: 'To', dataIndex: 'toDate', key: 'toDate', width: 120, render: (v: string) => formatDate(v) },
      {
        title: 'Status',
        dataIndex: 'current',
        key: 'current',
        width: 110,
        render: (v: boolean) => (v ? <Tag color="processing">Away now</Tag> : ''),
      },
      { title: 'Note', dataIndex: 'note', key: 'note', render: (v: string | null) => v ?? '' },
      { title: 'Added by', dataIndex: 'createdByName', key: 'createdByName', render: (v: string | null) => v ?? '—' },
      ...(rights.delete
        ? [
            {
              title: 'Actions',
              key: 'actions',
              width: 100,
              render: (_: unknown, r: RepVacation) => (
                <ConfirmAction
                  title="Delete this vacation?"
                  description="Leads assigned from now on go to the representative again."
                  okText="Delete"
                  danger
                  icon={<DeleteOutlined />}
                  ariaLabel={`Delete the vacation of ${r.representativeName ?? r.representativeId} from ${formatDate(r.fromDate)}`}
                  onConfirm={() =>
                    saveWithToasts(() => remove.mutateAsync(r.id), {
                      ok: LEAD_ADMIN_TOASTS.vacationDeleted,
                      failed: LEAD_ADMIN_TOASTS.vacationDeleteFailed,
                    }).catch(() => undefined)
                  }
                >
                  Delete
                </ConfirmAction>
              ),
            },
          ]
        : []),
    ],
    [rights.delete, remove],
  );

  return (
    <Page
      title="Rep Vacation"
      subtitle="Representatives' absences and who covers their leads meanwhile"
      actions={
        rights.edit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            Add Vacation
          </Button>
        )
      }
    >
      <DataTable<RepVacation>
        label="Representative vacations"
        path={LEAD_ADMIN_PATHS.vacations}
        rowKey="id"
        columns={columns}
        search={false}
        filters={[
          {
            name: 'when',
            label: 'When',
            options: REP_VACATION_WHEN.filter((w) => w !== 'all').map((w) => ({ value: w, label: WHEN_LABELS[w] })),
          },
        ]}
        emptyText="No vacations recorded"
      />
      {rights.edit && <AddVacationModal open={adding} onClose={() => setAdding(false)} />}
    </Page>
  );
}
