import { useMemo } from 'react';
import { RollbackOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { LEAD_LINK, LEAD_TOASTS, leadTabUrl, type ClosedLead } from '@caduceus/contracts';
import { useRights } from '../../../../app/rights';
import { ConfirmAction } from '../../../../components/ConfirmAction';
import { DataTable } from '../../../../components/DataTable';
import { Page } from '../../../../components/Page';
import { formatDateTime } from '../../../../components/format';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { LeadStatusTag, orDash } from '../../leads/components/LeadTags';
import { LEAD_ADMIN_PATHS, useReopenClosedLead } from './api';

/**
 * /lead/lead-admin/closed-leads: the closed leads with when and why they were closed, searched and
 * paged on the server; reopen one ('Lead Profile Reopened Sucessfully') to bring it back to the list.
 */
export default function ClosedLeadsPage() {
  const rights = useRights(LEAD_LINK);
  const reopen = useReopenClosedLead();
  const columns = useMemo<ColumnsType<ClosedLead>>(
    () => [
      { title: 'Lead ID', dataIndex: 'id', key: 'id', sorter: true, width: 100 },
      { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
      { title: 'Email', dataIndex: 'email', key: 'email' },
      {
        title: 'Status',
        dataIndex: 'statusName',
        key: 'status',
        sorter: true,
        render: (_: string | null, r) => <LeadStatusTag statusId={r.statusId} name={r.statusName} />,
      },
      { title: 'Program', dataIndex: 'courseName', key: 'courseName', render: (v: string | null) => orDash(v) },
      {
        title: 'Representative',
        dataIndex: 'representativeName',
        key: 'representativeName',
        render: (v: string | null) => orDash(v),
      },
      {
        title: 'Closed on',
        dataIndex: 'closedAt',
        key: 'closedAt',
        sorter: true,
        width: 170,
        render: (v: string) => formatDateTime(v),
      },
      {
        title: 'Reason',
        dataIndex: 'closedReason',
        key: 'closedReason',
        render: (v: string | null) => <span style={{ whiteSpace: 'pre-wrap' }}>{orDash(v)}</span>,
      },
      ...(rights.edit
        ? [
            {
              title: 'Actions',
              key: 'actions',
              fixed: 'right' as const,
              width: 120,
              render: (_: unknown, r: ClosedLead) => (
                <ConfirmAction
                  title={`Reopen ${r.name}?`}
                  description="The lead returns to the open lead list."
                  okText="Reopen"
                  icon={<RollbackOutlined />}
                  ariaLabel={`Reopen ${r.name}`}
                  onConfirm={() =>
                    saveWithToasts(() => reopen.mutateAsync(r.id), {
                      ok: LEAD_TOASTS.reopened,
                      failed: LEAD_TOASTS.updateFailed,
                    }).catch(() => undefined)
                  }
                >
                  Reopen
                </ConfirmAction>
              ),
            },
          ]
        : []),
    ],
    [rights.edit, reopen],
  );

  return (
    <Page
      title="Closed Leads"
      subtitle="Leads that were closed, with the date and the reason; reopen one to work it again"
    >
      <DataTable<ClosedLead>
        label="Closed leads"
        path={LEAD_ADMIN_PATHS.closedLeads}
        rowKey="id"
        columns={columns}
        rowHref={(r) => leadTabUrl('profile', r.id)}
        linkColumn="name"
        search="Search name, email, phone or lead ID"
        defaultSort="-closedAt"
        exportAs="closed_leads"
        emptyText="No closed leads"
      />
    </Page>
  );
}
