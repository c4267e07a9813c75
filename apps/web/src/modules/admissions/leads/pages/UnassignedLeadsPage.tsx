import { useMemo, useState } from 'react';
import { Button, Typography } from 'antd';
import { UserSwitchOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { LEAD_LINK, leadTabUrl, type LeadListItem } from '@caduceus/contracts';
import { useRights } from '../../../../app/rights';
import { DataTable } from '../../../../components/DataTable';
import { useRowSelection } from '../../../../components/useRowSelection';
import { lazyOnOpen } from '../../../../components/lazyOnOpen';
import { Page } from '../../../../components/Page';
import { LEAD_PATHS } from '../api';
import { LEAD_COLUMNS } from '../components/leadColumns';

const AssignModal = lazyOnOpen(
  () => import('../components/UnassignedAssignModal').then((m) => m.AssignModal),
  (p) => p.ids !== null,
);

/**
 * /lead/notifications/unassigned-lead (spec call unAssignedLeads): open leads with no representative,
 * newest first (the top bar's "Unassigned leads" count); assign a representative to one lead or to
 * the chosen ones; each row opens the lead.
 */
export default function UnassignedLeadsPage() {
  const rights = useRights(LEAD_LINK);
  const { selected, setSelected, rowSelection } = useRowSelection<LeadListItem>();
  const [assigning, setAssigning] = useState<number[] | null>(null);
  const params = useMemo(() => ({ unassigned: true }), []);
  const columns: ColumnsType<LeadListItem> = [
    LEAD_COLUMNS.id(),
    LEAD_COLUMNS.name,
    LEAD_COLUMNS.email,
    LEAD_COLUMNS.phone,
    LEAD_COLUMNS.status,
    LEAD_COLUMNS.program,
    LEAD_COLUMNS.source,
    LEAD_COLUMNS.created,
    ...(rights.edit
      ? [
          {
            title: 'Assign',
            key: 'assign',
            width: 120,
            render: (_: unknown, r: LeadListItem) => (
              <Button
                size="small"
                icon={<UserSwitchOutlined />}
                aria-label={`Assign a representative to ${r.name}`}
                onClick={() => setAssigning([r.id])}
              >
                Assign
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Page
      title="Unassigned Leads"
      subtitle="Open leads no representative looks after yet; assign one to each or to several at once"
      actions={
        rights.edit &&
        selected.length > 0 && (
          <Button type="primary" icon={<UserSwitchOutlined />} onClick={() => setAssigning(selected)}>
            Assign Rep to {selected.length} selected
          </Button>
        )
      }
    >
      {selected.length > 0 && <Typography.Paragraph type="secondary">{selected.length} selected</Typography.Paragraph>}
      <DataTable<LeadListItem>
        label="Unassigned leads"
        path={LEAD_PATHS.list}
        params={params}
        rowKey="id"
        columns={columns}
        rowHref={(r) => leadTabUrl('profile', r.id)}
        linkColumn="name"
        search="Quick search: name, email, phone or lead ID"
        defaultSort="-createdAt"
        rowSelection={rights.edit ? rowSelection : undefined}
        emptyText="Every open lead has a representative"
      />
      {rights.edit && <AssignModal ids={assigning} onClose={() => setAssigning(null)} onDone={() => setSelected([])} />}
    </Page>
  );
}
