import { useMemo, useState } from 'react';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { leadTabUrl, type LeadTask } from '@caduceus/contracts';
import { DataTable } from '../../../../../components/DataTable';
import { lazyOnOpen } from '../../../../../components/lazyOnOpen';
import type { QueryParams } from '../../../../../app/api';
import { TASK_STATUS_FILTER, taskColumns } from '../../../../workspace';

const LeadTaskEditDrawer = lazyOnOpen(
  () => import('./LeadTaskDrawer').then((m) => m.LeadTaskEditDrawer),
  (p) => p.task !== null,
);

export const STATUS_FILTER = TASK_STATUS_FILTER;

interface Props {
  path: string;
  label: string;
  emptyText: string;
  /** show the lead column (the task screens; not the lead's own tab) */
  showLead?: boolean;
  params?: QueryParams;
  toolbar?: React.ReactNode;
  exportAs?: string;
  search?: string;
}

/** Lead tasks in a server-paged table; a task opens in a drawer (details for its assigner, status for either party). */
export function LeadTaskTable({
  path,
  label,
  emptyText,
  showLead,
  params,
  toolbar,
  exportAs,
  search = 'Search description, subject or lead',
}: Props) {
  const [open, setOpen] = useState<LeadTask | null>(null);
  const columns = useMemo<ColumnsType<LeadTask>>(
    () => [
      {
        title: 'Subject',
        dataIndex: 'subjectName',
        key: 'subjectName',
        render: (v: string | null, t) => (
          <Button
            type="link"
            style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
            onClick={() => setOpen(t)}
          >
            {v ?? 'No subject'}
          </Button>
        ),
      },
      ...(showLead
        ? [
            {
              title: 'Lead',
              dataIndex: 'leadName',
              key: 'leadName',
              render: (v: string, t: LeadTask) => <Link to={leadTabUrl('task', t.leadId)}>{v}</Link>,
            },
          ]
        : []),
      { title: 'Description', dataIndex: 'description', key: 'description', ellipsis: true, width: 280 },
      ...taskColumns<LeadTask>(),
    ],
    [showLead],
  );
  return (
    <>
      <DataTable<LeadTask>
        path={path}
        columns={columns}
        rowKey="id"
        label={label}
        search={search}
        filters={[STATUS_FILTER]}
        params={params}
        toolbar={toolbar}
        emptyText={emptyText}
        exportAs={exportAs}
      />
      <LeadTaskEditDrawer task={open} onClose={() => setOpen(null)} />
    </>
  );
}
