import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Dropdown, Flex, Tag, type MenuProps } from 'antd';
import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { TOASTS, USER_TYPES, type AdminUser } from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { DataTable } from '../../../../components/DataTable';
import { activeFilter } from '../../../../components/filters';
import { formatDateTime, fullName } from '../../../../components/format';
import { lazyOnOpen } from '../../../../components/lazyOnOpen';
import { ActiveTag } from '../../../../components/StatusTag';
import { useConfirm } from '../../../../components/useConfirm';
import { PATHS, useAllGroups, useSendUserMail, useSetUserActive, useUser } from '../api';

const UserFormDrawer = lazyOnOpen(
  () => import('./UserFormDrawer').then((m) => m.UserFormDrawer),
  (p) => p.open,
);
const UserRightsDrawer = lazyOnOpen(
  () => import('./UserRightsDrawer').then((m) => m.UserRightsDrawer),
  (p) => p.user !== null,
);

/** Users: the server-paged list with filters in the URL; ?edit=ID|new opens the form, ?rights=ID the overrides. */
export function UsersTab() {
  const [sp, setSp] = useSearchParams();
  const [confirm, confirmHolder] = useConfirm();
  const groups = useAllGroups();
  const setActive = useSetUserActive();
  const sendMail = useSendUserMail();
  const edit = sp.get('edit');
  const rightsId = Number(sp.get('rights')) || null;
  const editId = edit && edit !== 'new' ? Number(edit) || null : null;
  const editing = useUser(editId);
  const rightsUser = useUser(rightsId);

  const withParam = useCallback(
    (patch: Record<string, string | null>) => {
      const n = new URLSearchParams(sp);
      for (const [k, v] of Object.entries(patch))
        if (v === null) n.delete(k);
        else n.set(k, v);
      return n;
    },
    [sp],
  );
  const hrefFor = useCallback(
    (u: AdminUser) => `/admin/user?${withParam({ edit: String(u.id), rights: null })}`,
    [withParam],
  );
  const patchParams = (patch: Record<string, string | null>, replace = false) =>
    setSp(
      (prev) => {
        const n = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch))
          if (v === null) n.delete(k);
          else n.set(k, v);
        return n;
      },
      { replace },
    );
  const open = (patch: Record<string, string | null>) => patchParams(patch);
  const closeDrawers = () => patchParams({ edit: null, rights: null }, true);

  const act =
    (u: AdminUser): MenuProps['onClick'] =>
    ({ key }) => {
      if (key === 'edit') open({ edit: String(u.id) });
      else if (key === 'rights') open({ rights: String(u.id) });
      else if (key === 'reset')
        sendMail.mutate(
          { id: u.id, kind: 'send-password-reset' },
          { onSuccess: () => toast.success(TOASTS.passwordResetSent) },
        );
      else if (key === 'credentials')
        sendMail.mutate(
          { id: u.id, kind: 'send-credentials' },
          { onSuccess: () => toast.success(TOASTS.credentialsSent) },
        );
      else if (key === 'toggle') {
        confirm({
          title: u.active ? `Deactivate ${fullName(u)}?` : `Activate ${fullName(u)}?`,
          content: u.active
            ? 'The account stays for history; signing in stops and its sessions end.'
            : 'The user can sign in again.',
          okText: u.active ? 'Deactivate' : 'Activate',
          okButtonProps: { danger: u.active },
          onOk: () =>
            setActive
              .mutateAsync({ id: u.id, active: !u.active })
              .then(() => toast.success(u.active ? TOASTS.userDeactivated : TOASTS.userActivated))
              .catch(() => undefined),
        });
      }
    };

  const columns: ColumnsType<AdminUser> = [
    { title: 'Username', dataIndex: 'username', key: 'username', sorter: true },
    { title: 'Name', key: 'lastName', sorter: true, render: (_, u) => fullName(u) },
    { title: 'Email', dataIndex: 'email', key: 'email', sorter: true },
    { title: 'Type', dataIndex: 'userType', key: 'userType', sorter: true },
    {
      title: 'Group',
      dataIndex: 'groupName',
      key: 'groupName',
      render: (v: string | null, u) => v ?? (u.roleName ? <Tag>{u.roleName}</Tag> : '—'),
    },
    {
      title: 'Status',
      dataIndex: 'active',
      key: 'active',
      render: (v: boolean, u) => (
        <Flex gap={4} wrap>
          <ActiveTag active={v} />
          {u.mustChangePassword && <Tag color="gold">Must change password</Tag>}
        </Flex>
      ),
    },
    {
      title: 'Last sign-in',
      dataIndex: 'lastLoginAt',
      key: 'lastLoginAt',
      sorter: true,
      render: (v: string | null) => formatDateTime(v) || 'Never',
    },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      render: (_, u) => (
        <Dropdown
          trigger={['click']}
          menu={{
            onClick: act(u),
            items: [
              { key: 'edit', label: 'Edit' },
              { key: 'rights', label: 'Rights overrides' },
              { key: 'reset', label: 'Send password reset', disabled: !u.active },
              { key: 'credentials', label: 'Send credentials', disabled: !u.active },
              { type: 'divider' },
              { key: 'toggle', label: u.active ? 'Deactivate' : 'Activate', danger: u.active },
            ],
          }}
        >
          <Button size="small" aria-label={`Actions for ${u.username}`}>
            Actions <DownOutlined />
          </Button>
        </Dropdown>
      ),
    },
  ];

  return (
    <>
      {confirmHolder}
      <DataTable<AdminUser>
        label="Users"
        itemName={['user', 'users']}
        path={PATHS.users}
        rowKey="id"
        columns={columns}
        rowHref={hrefFor}
        search="Search name, username or email"
        filters={[
          { name: 'userType', label: 'User type', options: USER_TYPES.map((t) => ({ label: t, value: t })) },
          {
            name: 'groupId',
            label: 'Group',
            width: 200,
            options: (groups.data?.items ?? []).map((g) => ({ label: g.name, value: String(g.id) })),
          },
          activeFilter(140),
        ]}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ edit: 'new' })}>
            Add user
          </Button>
        }
        emptyText="No users match"
        exportAs="users"
      />
      <UserFormDrawer
        open={edit === 'new' || !!editing.data}
        user={edit === 'new' ? null : (editing.data ?? null)}
        onClose={closeDrawers}
      />
      <UserRightsDrawer user={rightsUser.data ?? null} onClose={closeDrawers} />
    </>
  );
}
