import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Tabs, Typography } from 'antd';
import { TOASTS } from '@caduceus/contracts';
import { isApiError, NetworkError } from '../../../../app/api';
import { toast } from '../../../../app/bridge';
import { AccessMatrix, type MatrixRow } from '../../../../components/AccessMatrix';
import { Page } from '../../../../components/Page';
import { SaveResetButtons } from '../../../../components/SaveResetButtons';
import { EmptyState, QueryState } from '../../../../components/QueryState';
import { plural } from '../../../../components/format';
import { useUnsavedPrompt } from '../../../../components/useUnsavedPrompt';
import { groupRightsUrl, useAllGroups, useGroupRights, useSaveGroupRights, type RightsScope } from '../api';
import { GroupPicker } from './GroupPicker';
import { componentRows, menuRows, toRightRows, withEdits } from './rights';

interface Props {
  scope: RightsScope;
  title: string;
  subtitle: string;
}

/**
 * The rights of one access group: choose the group (also from ?groupId=), tick Read/Write/Edit/Delete per
 * entry, save. Scope 'rights' covers menus and components; 'menu-access' menus only.
 */
export function GroupRightsPage({ scope, title, subtitle }: Props) {
  const [sp] = useSearchParams();
  const groupId = Number(sp.get('groupId')) || null;
  const groups = useAllGroups();
  const rights = useGroupRights(groupId, scope);
  const save = useSaveGroupRights(scope);
  const client = useQueryClient();
  const [edits, setEdits] = useState<Record<string, number>>({});
  useEffect(() => setEdits({}), [groupId, rights.dataUpdatedAt]);

  const base = useMemo(
    () =>
      rights.data
        ? {
            menus: menuRows(rights.data, { lockSuperUser: true }),
            components: scope === 'rights' ? componentRows(rights.data) : [],
          }
        : null,
    [rights.data, scope],
  );
  const menus = useMemo(() => withEdits(base?.menus ?? [], edits), [base, edits]);
  const components = useMemo(() => withEdits(base?.components ?? [], edits), [base, edits]);
  const original = useMemo(
    () => new Map([...(base?.menus ?? []), ...(base?.components ?? [])].map((r) => [r.key, r.mode])),
    [base],
  );
  const dirty = Object.entries(edits).some(([k, v]) => original.get(k) !== v);
  const leavePrompt = useUnsavedPrompt(dirty);

  const change = (key: string, mode: number) => setEdits((e) => ({ ...e, [key]: mode }));
  const group = groups.data?.items.find((g) => g.id === groupId);

  const onSave = async () => {
    if (!groupId) return;
    try {
      const rows: MatrixRow[] = scope === 'rights' ? [...menus, ...components] : menus;
      const saved = await save.mutateAsync({ id: groupId, rights: toRightRows(rows) });
      client.setQueryData([groupRightsUrl(groupId, scope), {}], saved);
      toast.success(TOASTS.rightsUpdated);
    } catch (err) {
      // a grant above one's own rights, or one's own group, is refused with the entries named
      if (!(err instanceof NetworkError))
        toast.error(isApiError(err, 403) ? `${TOASTS.rightsUpdateFailed}: ${err.message}` : TOASTS.rightsUpdateFailed);
    }
  };

  const actions =
    groupId && rights.data ? (
      <SaveResetButtons dirty={dirty} saving={save.isPending} onReset={() => setEdits({})} onSave={onSave} />
    ) : undefined;

  const menuMatrix = <AccessMatrix label="Menu rights" rows={menus} onChange={change} />;
  return (
    <Page title={title} subtitle={subtitle} actions={actions}>
      {leavePrompt}
      <GroupPicker
        groups={groups.data?.items ?? []}
        value={groupId ?? undefined}
        loading={groups.isPending}
        extra={
          group ? (
            <>
              {plural(group.userCount, 'user')}
              {group.parentName ? <> · under {group.parentName}</> : null} ·{' '}
              <Link to="/admin/group/list">All groups</Link>
            </>
          ) : undefined
        }
      />
      {!groupId ? (
        <EmptyState text="Choose a group to see and change its rights" />
      ) : (
        <QueryState query={rights}>
          {() => (
            <Card>
              <Typography.Paragraph type="secondary">
                Write, Edit and Delete include Read. {dirty ? <strong>Unsaved changes.</strong> : null}
              </Typography.Paragraph>
              {scope === 'rights' ? (
                <Tabs
                  items={[
                    { key: 'menus', label: `Menus (${menus.length})`, children: menuMatrix },
                    {
                      key: 'components',
                      label: `Components (${components.length})`,
                      children: components.length ? (
                        <AccessMatrix label="Component rights" rows={components} onChange={change} />
                      ) : (
                        <EmptyState text="No components are defined" />
                      ),
                    },
                  ]}
                />
              ) : (
                menuMatrix
              )}
            </Card>
          )}
        </QueryState>
      )}
    </Page>
  );
}
