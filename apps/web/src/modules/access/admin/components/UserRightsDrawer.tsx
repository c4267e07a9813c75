import { useEffect, useMemo, useState } from 'react';
import { Button, Drawer, Flex, Tabs, Typography } from 'antd';
import { TOASTS, type AdminUser } from '@caduceus/contracts';
import { NetworkError } from '../../../../app/api';
import { toast } from '../../../../app/bridge';
import { AccessMatrix, type MatrixRow } from '../../../../components/AccessMatrix';
import { EmptyState, QueryState } from '../../../../components/QueryState';
import { useSaveUserRights, useUserRights } from '../api';
import { componentRows, menuRows, toRightRows } from './rights';

/**
 * A user's own rights over their group's: each row starts at the override, or at the group's mode when
 * there is none; saving sends only the entries that differ from the group (the overrides).
 */
function effective(rows: MatrixRow[], edits: Record<string, number>): MatrixRow[] {
  return rows.map((r) => {
    const mode = r.key in edits ? edits[r.key] : r.overridden ? r.mode : (r.inherited ?? 0);
    return { ...r, mode, note: mode !== (r.inherited ?? 0) ? 'Override' : undefined };
  });
}

export function UserRightsDrawer({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const query = useUserRights(user?.id ?? null);
  const save = useSaveUserRights();
  const [edits, setEdits] = useState<Record<string, number>>({});
  useEffect(() => setEdits({}), [user?.id, query.dataUpdatedAt]);

  const menus = useMemo(() => (query.data ? effective(menuRows(query.data), edits) : []), [query.data, edits]);
  const components = useMemo(
    () => (query.data ? effective(componentRows(query.data), edits) : []),
    [query.data, edits],
  );
  const change = (key: string, mode: number) => setEdits((e) => ({ ...e, [key]: mode }));
  const resetToGroup = () =>
    setEdits(Object.fromEntries([...menus, ...components].map((r) => [r.key, r.inherited ?? 0])));

  const onSave = async () => {
    if (!user) return;
    const overrides = [...menus, ...components].filter((r) => r.mode !== (r.inherited ?? 0));
    try {
      await save.mutateAsync({ id: user.id, rights: toRightRows(overrides) });
      toast.success(TOASTS.rightsUpdated);
      onClose();
    } catch (err) {
      if (!(err instanceof NetworkError)) toast.error(TOASTS.rightsUpdateFailed);
    }
  };

  const overrides = [...menus, ...components].filter((r) => r.note).length;
  return (
    <Drawer
      open={!!user}
      onClose={onClose}
      size={860}
      title={user ? `Rights of ${user.firstName} ${user.lastName}` : 'Rights'}
      footer={
        <Flex justify="space-between" gap={8}>
          <Button onClick={resetToGroup} disabled={!query.data}>
            Reset to group rights
          </Button>
          <Flex gap={8}>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="primary" onClick={() => void onSave()} loading={save.isPending} disabled={!query.data}>
              Save
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">
        {user?.groupName ? (
          <>
            The <strong>{user.groupName}</strong> group&apos;s rights show in the Group column.
          </>
        ) : (
          'This user has no group.'
        )}{' '}
        Ticks that differ from the group are saved as this user&apos;s own overrides ({overrides} now).
        {user && (user.roleId === 99 || user.roleId === 100)
          ? ' This user is a super admin or super user and has every right anyway.'
          : ''}
      </Typography.Paragraph>
      <QueryState query={query}>
        {() => (
          <Tabs
            items={[
              {
                key: 'menus',
                label: 'Menus',
                children: <AccessMatrix label="Menu rights" rows={menus} onChange={change} showInherited />,
              },
              {
                key: 'components',
                label: 'Components',
                children: components.length ? (
                  <AccessMatrix label="Component rights" rows={components} onChange={change} showInherited />
                ) : (
                  <EmptyState text="No components are defined" />
                ),
              },
            ]}
          />
        )}
      </QueryState>
    </Drawer>
  );
}
