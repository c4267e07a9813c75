import { useMemo, useState } from 'react';
import { Button, Typography } from 'antd';
import { UserSwitchOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { LEAD_LINK, leadTabUrl, type LeadListItem, formatPhone } from '@caduceus/contracts';
import { useRights } from '../../../../app/rights';
import { DataTable } from '../../../../components/DataTable';
import { lazyOnOpen } from '../../../../components/lazyOnOpen';
import { Page } from '../../../../components/Page';
import { formatDate } from '../../../../components/format';
import { LEAD_PATHS } from '../api';
import { LeadStatusTag, orDash } from '../components/LeadTags';

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
  const [selected, setSelected] = useState<number[]>([]);
  const [assigning, setAssigning] = useState<number[] | null>(null);
  const params = useMemo(() => ({ unassigned: true }), []);
  const columns: ColumnsType<LeadListItem> = [
    { title: 'Lead ID', dataIndex: 'id', key: 'id', sorter: true, width: 100 },
    { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
    { title: 'Email', dataIndex: 'email', key: 'email', sorter: true },
    { title: 'Phone', dataIndex: 'phone', key: 'phone', render: (v: string | null) => orDash(formatPhone(v)) },
    {
      title: 'Status',
      dataIndex: 'statusName',
      key: 'status',
      sorter: true,
      render: (_: string | null, r) => <LeadStatusTag statusId={r.statusId} name={r.statusName} />,
    },
    { title: 'Program', dataIndex: 'courseName', key: 'course', sorter: true, render: (v: string | null) => orDash(v) },
    { title: 'Source', dataIndex: 'sourceName', key: 'source', sorter: true, render: (v: string | null) => orDash(v) },
    {
      title: 'Created',
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      width: 110,
      render: (v: string) => formatDate(v),
    },
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
        rowSelection={
          rights.edit
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(Number)),
                preserveSelectedRowKeys: true,
              }
            : undefined
        }
        emptyText="Every open lead has a representative"
      />
      {rights.edit && <AssignModal ids={assigning} onClose={() => setAssigning(null)} onDone={() => setSelected([])} />}
    </Page>
  );
}
