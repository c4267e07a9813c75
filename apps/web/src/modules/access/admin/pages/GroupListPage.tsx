import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Col, Flex, Row, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, SafetyOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { TOASTS, type Group } from '@caduceus/contracts';
import { ApiError, NetworkError } from '../../../../app/api';
import { toast } from '../../../../app/bridge';
import { ConfirmAction } from '../../../../components/ConfirmAction';
import { DataTable } from '../../../../components/DataTable';
import { lazyOnOpen } from '../../../../components/lazyOnOpen';
import { Page } from '../../../../components/Page';
import { ActiveTag } from '../../../../components/StatusTag';
import { PATHS, useDeleteGroup } from '../api';
import { GroupTree } from '../components/GroupTree';

const GroupFormModal = lazyOnOpen(
  () => import('../components/GroupFormModal').then((m) => m.GroupFormModal),
  (p) => p.open,
);

const accessHref = (g: Group) => `/admin/group/access?groupId=${g.id}`;

/** Access groups: paged list with search, the hierarchy, add/edit/delete; each row opens its rights. */
export default function GroupListPage() {
  const [editing, setEditing] = useState<Group | null>(null);
  const [open, setOpen] = useState(false);
  const del = useDeleteGroup();

  const onDelete = async (g: Group) => {
    try {
      await del.mutateAsync(g.id);
      toast.success(TOASTS.groupDeleted);
    } catch (err) {
      if (!(err instanceof NetworkError))
        toast.error(
          err instanceof ApiError && err.status === 422
            ? `${TOASTS.groupDeleteFailed}: ${err.message}`
            : TOASTS.groupDeleteFailed,
        );
    }
  };

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
        <Flex gap={4}>
          <Tooltip title="Rights">
            <Link to={accessHref(g)} aria-label={`Rights of ${g.name}`} className="icon-link">
              <SafetyOutlined />
            </Link>
          </Tooltip>
          <Tooltip title="Edit">
            <Button
              size="small"
              type="text"
              icon={<EditOutlined />}
              onClick={() => {
                setEditing(g);
                setOpen(true);
              }}
              aria-label={`Edit ${g.name}`}
            />
          </Tooltip>
          <ConfirmAction
            title={`Delete group ${g.name}?`}
            description="Groups with users or child groups cannot be deleted."
            danger
            okText="Delete"
            type="text"
            icon={<DeleteOutlined />}
            onConfirm={() => onDelete(g)}
            ariaLabel={`Delete ${g.name}`}
          />
        </Flex>
      ),
    },
  ];

  return (
    <Page
      title="Access groups"
      subtitle="Groups grant menu and component rights to their users"
      actions={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => {
            setEditing(null);
            setOpen(true);
          }}
        >
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
            filters={[
              {
                name: 'active',
                label: 'Status',
                options: [
                  { label: 'Active', value: 'true' },
                  { label: 'Inactive', value: 'false' },
                ],
              },
            ]}
            emptyText="No groups yet"
          />
        </Col>
        <Col xs={24} xxl={7}>
          <GroupTree />
        </Col>
      </Row>
      <GroupFormModal open={open} group={editing} onClose={() => setOpen(false)} />
    </Page>
  );
}
