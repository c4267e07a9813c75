import { Link } from 'react-router';
import { Button, Col, Row, Tooltip } from 'antd';
import { PlusOutlined, SafetyOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { TOASTS, type Group } from '@caduceus/contracts';
import { DataTable } from '../../../../components/DataTable';
import { activeFilter } from '../../../../components/filters';
import { lazyOnOpen } from '../../../../components/lazyOnOpen';
import { Page } from '../../../../components/Page';
import { RowActions } from '../../../../components/RowActions';
import { deleteWithToasts } from '../../../../components/saveWithToasts';
import { ActiveTag } from '../../../../components/StatusTag';
import { useEditing } from '../../../../components/useEditing';
import { PATHS, useDeleteGroup } from '../api';
import { GroupTree } from '../components/GroupTree';

const GroupFormModal = lazyOnOpen(
  () => import('../components/GroupFormModal').then((m) => m.GroupFormModal),
  (p) => p.open,
);

const accessHref = (g: Group) => `/admin/group/access?groupId=${g.id}`;

/** Access groups: paged list with search, the hierarchy, add/edit/delete; each row opens its rights. */
export default function GroupListPage() {
  const form = useEditing<Group>();
  const del = useDeleteGroup();

  const columns: ColumnsType<Group> = [
    { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
    {
      title: 'Description',
      dataIndex: 'description',
      key: 'description',
      ellipsis: true,
      render: (v: string | null) => v ?? '—',
    },
    { title: 'Parent group', dataIndex: 'parentName', key: 'parentName', render: (v: string | null) => v ?? '—' },
    { title: 'Users', dataIndex: 'userCount', key: 'userCount', align: 'right' },
    { title: 'Status', dataIndex: 'active', key: 'active', render: (v: boolean) => <ActiveTag active={v} /> },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      render: (_, g) => (
        <RowActions
          name={g.name}
          before={
            <Tooltip title="Rights">
              <Link to={accessHref(g)} aria-label={`Rights of ${g.name}`} className="icon-link">
                <SafetyOutlined />
              </Link>
            </Tooltip>
          }
          onEdit={() => form.edit(g)}
          deleteTitle={`Delete group ${g.name}?`}
          deleteDescription="Groups with users or child groups cannot be deleted."
          onDelete={() =>
            deleteWithToasts(() => del.mutateAsync(g.id), { ok: TOASTS.groupDeleted, failed: TOASTS.groupDeleteFailed })
          }
        />
      ),
    },
  ];

  return (
    <Page
      title="Access groups"
      subtitle="Groups grant menu and component rights to their users"
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={form.add}>
          Add group
        </Button>
      }
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} xxl={17}>
          <DataTable<Group>
            label="Access groups"
            itemName={['group', 'groups']}
            path={PATHS.groups}
            rowKey="id"
            columns={columns}
            rowHref={accessHref}
            search="Search group name"
            filters={[activeFilter()]}
            emptyText="No groups yet"
          />
        </Col>
        <Col xs={24} xxl={7}>
          <GroupTree />
        </Col>
      </Row>
      <GroupFormModal open={form.open} group={form.editing} onClose={form.close} />
    </Page>
  );
}
