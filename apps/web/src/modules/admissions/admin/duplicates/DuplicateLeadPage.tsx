import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge, Button, Card, Checkbox, Flex, Pagination, Segmented, Space, Table, Tag, Tooltip } from 'antd';
import { MergeCellsOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  DUPLICATE_RULES,
  DUPLICATE_RULE_LABELS,
  DUPLICATE_TOASTS,
  LEAD_LINK,
  leadStatusName,
  leadTabUrl,
  type DuplicateGroup,
  type DuplicateLead,
  type DuplicateRule,
  formatPhone,
} from '@caduceus/contracts';
import { useComponentRights, useRights } from '../../../../app/rights';
import { Page } from '../../../../components/Page';
import { QueryState } from '../../../../components/QueryState';
import { formatDate, plural } from '../../../../components/format';
import { LeadStatusTag } from '../../leads/components/LeadTags';
import { useFetchFailedToast } from '../api';
import { DUP_PATHS, mergeUrl, useDuplicateCount, useDuplicateGroups } from './api';
import { DuplicateRulesCard } from './DuplicateRulesCard';

const RULE_FILTER = [
  { label: 'All rules', value: 'all' },
  ...DUPLICATE_RULES.map((r) => ({ label: DUPLICATE_RULE_LABELS[r], value: r })),
];

/** One candidate group: its leads, two of which are chosen to open the merge. */
function GroupCard({ group, canMerge }: { group: DuplicateGroup; canMerge: boolean }) {
  const navigate = useNavigate();
  const [picked, setPicked] = useState<number[]>(group.leads.slice(0, 2).map((l) => l.id));
  const toggle = (id: number, on: boolean) =>
    setPicked((p) => (on ? [...p.filter((x) => x !== id), id].slice(-2) : p.filter((x) => x !== id)));
  const [survivor, other] = [...picked].sort((a, b) => a - b);
  return (
    <Card
      size="small"
      title={
        <Space>
          <Badge count={group.count} color="blue" aria-label={plural(group.count, 'lead')} />
          {group.leads.map((l) => `${l.firstName} ${l.lastName}`)[0]}
        </Space>
      }
      extra={
        <Space wrap>
          {group.rules.map((r) => (
            <Tag key={r}>{DUPLICATE_RULE_LABELS[r]}</Tag>
          ))}
        </Space>
      }
    >
      <Table<DuplicateLead>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={group.leads}
        aria-label={`Duplicate group of lead ${group.key}`}
        columns={[
          {
            title: 'Merge',
            key: 'pick',
            width: 70,
            render: (_: unknown, l) => (
              <Checkbox
                checked={picked.includes(l.id)}
                onChange={(e) => toggle(l.id, e.target.checked)}
                aria-label={`Choose lead ${l.id} to merge`}
              />
            ),
          },
          {
            title: 'Id',
            dataIndex: 'id',
            key: 'id',
            render: (id: number) => <Link to={leadTabUrl('profile', id)}>{id}</Link>,
          },
          { title: 'Name', key: 'name', render: (_: unknown, l) => `${l.firstName} ${l.lastName}` },
          { title: 'Email', dataIndex: 'email', key: 'email' },
          {
            title: 'Phone',
            dataIndex: 'phone',
            key: 'phone',
            render: (v: string | null) => (v ? formatPhone(v) : '—'),
          },
          {
            title: 'Date of Birth',
            dataIndex: 'dateOfBirth',
            key: 'dob',
            render: (v: string | null) => (v ? formatDate(v) : '—'),
          },
          {
            title: 'Status',
            dataIndex: 'statusId',
            key: 'status',
            render: (s: number) => <LeadStatusTag statusId={s} name={leadStatusName(s)} />,
          },
          { title: 'Added', dataIndex: 'createdAt', key: 'createdAt', render: (v: string) => formatDate(v) },
          {
            title: 'Matched by',
            dataIndex: 'rules',
            key: 'rules',
            render: (rs: DuplicateRule[]) => rs.map((r) => DUPLICATE_RULE_LABELS[r]).join(', '),
          },
        ]}
      />
      {canMerge && (
        <Flex justify="flex-end" style={{ marginTop: 8 }}>
          <Tooltip title={picked.length === 2 ? '' : 'Choose two leads'}>
            <Button
              icon={<MergeCellsOutlined />}
              disabled={picked.length !== 2}
              onClick={() => void navigate(mergeUrl(survivor, other))}
            >
              Merge the two chosen
            </Button>
          </Tooltip>
        </Flex>
      )}
    </Card>
  );
}

/**
 * /lead/lead-admin/duplicate-lead: candidate groups of duplicate leads detected now by the rules
 * (email, phone digits, similar name with the same date of birth), paged; two leads of a group open the merge.
 */
export default function DuplicateLeadPage() {
  // merging needs the bit on the Lead menu and on the Merge leads component
  const menu = useRights(LEAD_LINK);
  const merge = useComponentRights('leadProfile.merge');
  const rights = { delete: menu.delete && merge.delete };
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const [rule, setRule] = useState<DuplicateRule | 'all'>('all');
  const groups = useDuplicateGroups(page, pageSize, rule === 'all' ? undefined : rule);
  const count = useDuplicateCount();
  useFetchFailedToast(DUP_PATHS.groups, DUPLICATE_TOASTS.fetchFailed);

  return (
    <Page
      title="Duplicate Leads"
      subtitle="Leads that look like the same person, grouped; choose two to merge them"
      actions={
        <Space>
          <Badge count={count.data?.groups ?? 0} showZero overflowCount={9999}>
            <Tag>Groups</Tag>
          </Badge>
          <Link to="/lead/lead-admin/lead-merge">Merge log</Link>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              void groups.refetch();
              void count.refetch();
            }}
            loading={groups.isFetching}
          >
            Detect again
          </Button>
        </Space>
      }
    >
      <Flex vertical gap={16}>
        <DuplicateRulesCard />
        <Segmented
          options={RULE_FILTER}
          value={rule}
          onChange={(v) => {
            setRule(v as DuplicateRule | 'all');
            setPage(1);
          }}
          aria-label="Rule"
        />
        <QueryState
          query={groups}
          isEmpty={(d) => d.total === 0}
          emptyText="No duplicate leads found by the enabled rules"
        >
          {(d) => (
            <Flex vertical gap={12}>
              {d.items.map((g) => (
                <GroupCard key={g.leads.map((l) => l.id).join('-')} group={g} canMerge={rights.delete} />
              ))}
              <Pagination
                current={page}
                pageSize={pageSize}
                total={d.total}
                showSizeChanger
                pageSizeOptions={[25, 50, 100]}
                align="end"
                showTotal={(n) => plural(n, 'group')}
                onChange={(p, s) => {
                  setPage(s === pageSize ? p : 1);
                  setPageSize(s);
                }}
              />
            </Flex>
          )}
        </QueryState>
      </Flex>
    </Page>
  );
}
