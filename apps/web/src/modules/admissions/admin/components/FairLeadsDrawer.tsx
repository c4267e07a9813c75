import { useState } from 'react';
import { Link } from 'react-router';
import { Drawer, Table } from 'antd';
import { PAGE_SIZES, type Fair, type FairLead } from '@caduceus/contracts';
import { QueryState } from '../../../../components/QueryState';
import { formatDate } from '../../../../components/format';
import { useFairLeads } from '../api';

/** The leads met at a fair (viewLeadByFairId), each linking to its record. */
export function FairLeadsDrawer({ fair, onClose }: { fair: Fair | null; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(25);
  const q = useFairLeads(fair?.id ?? null, page, pageSize);
  const name = (l: FairLead) => [l.firstName, l.lastName].filter(Boolean).join(' ') || `Lead #${l.id}`;
  return (
    <Drawer
      open={!!fair}
      title={fair ? `Leads from ${fair.name}` : ''}
      onClose={() => {
        setPage(1);
        onClose();
      }}
      size={640}
    >
      <QueryState query={q} isEmpty={(d) => d.total === 0} emptyText="No leads from this fair yet">
        {(d) => (
          <Table<FairLead>
            aria-label={fair ? `Leads from ${fair.name}` : 'Leads'}
            rowKey="id"
            size="small"
            dataSource={d.items}
            columns={[
              {
                title: 'Name',
                key: 'name',
                render: (_: unknown, l) => <Link to={`/lead/details/profile/${l.id}`}>{name(l)}</Link>,
              },
              { title: 'Email', dataIndex: 'email', key: 'email', render: (v: string | null) => v ?? '—' },
              {
                title: 'Created',
                dataIndex: 'createdAt',
                key: 'createdAt',
                render: (v: string | null) => (v ? formatDate(v) : '—'),
              },
            ]}
            pagination={{
              current: page,
              pageSize,
              total: d.total,
              showSizeChanger: true,
              pageSizeOptions: PAGE_SIZES.map(String),
              onChange: (p, s) => {
                setPage(s !== pageSize ? 1 : p);
                setPageSize(s);
              },
            }}
          />
        )}
      </QueryState>
    </Drawer>
  );
}
