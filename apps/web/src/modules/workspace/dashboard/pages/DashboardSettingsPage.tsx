import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Card, Checkbox, Flex, Tag, Typography } from 'antd';
import { DASHBOARD_TOASTS, flattenMenu, type DashboardSettings, type GroupWidgets } from '@caduceus/contracts';
import { ApiError, NetworkError } from '../../../../app/api';
import { toast } from '../../../../app/bridge';
import { useRights } from '../../../../app/rights';
import { Page } from '../../../../components/Page';
import { SaveResetButtons } from '../../../../components/SaveResetButtons';
import { EmptyState, QueryState } from '../../../../components/QueryState';
import { plural } from '../../../../components/format';
import { useUnsavedPrompt } from '../../../../components/useUnsavedPrompt';
import { GroupPicker } from '../../../access';
import { useDashboardSettings, useSaveGroupWidgets } from '../api';

// a link's own entry (a child) names it rather than the module that shares its link
const MENU_ENTRY = new Map(flattenMenu().map((m) => [m.link, m]));
const SETTINGS = '/admin/dashboard';

/**
 * /admin/dashboard: per access group, which widgets its users see. A user sees a widget when their
 * group shows it and they may read its menu link; super user and super admin see them all.
 */
export default function DashboardSettingsPage() {
  const q = useDashboardSettings();
  return (
    <Page title="Dashboard settings" subtitle="Which dashboard widgets the users of each access group see">
      <QueryState query={q} isEmpty={(d) => d.groups.length === 0} emptyText="There are no access groups yet">
        {(d) => <GroupWidgetsEditor data={d} />}
      </QueryState>
    </Page>
  );
}

function GroupWidgetsEditor({ data }: { data: DashboardSettings }) {
  const [sp] = useSearchParams();
  const groupId = Number(sp.get('groupId')) || null;
  const group = data.groups.find((g) => g.groupId === groupId);
  return (
    <>
      <GroupPicker
        groups={data.groups.map((g) => ({ id: g.groupId, name: g.name, active: g.active }))}
        value={group ? group.groupId : undefined}
        extra={
          group
            ? `${plural(group.userCount, 'user')} · ${group.widgets.length} of ${data.widgets.length} widgets ticked`
            : undefined
        }
      />
      {group ? (
        <WidgetChecklist key={group.groupId} data={data} group={group} />
      ) : (
        <EmptyState text={groupId ? 'This group does not exist' : 'Choose a group to see and change its widgets'} />
      )}
    </>
  );
}

function WidgetChecklist({ data, group }: { data: DashboardSettings; group: GroupWidgets }) {
  const canEdit = useRights(SETTINGS).edit;
  const save = useSaveGroupWidgets();
  const [chosen, setChosen] = useState<string[]>(group.widgets);
  useEffect(() => setChosen(group.widgets), [group.widgets]);
  const readable = useMemo(() => new Set(group.readable), [group.readable]);
  const dirty = [...chosen].sort().join() !== [...group.widgets].sort().join();
  const leavePrompt = useUnsavedPrompt(dirty);

  const onSave = async () => {
    try {
      await save.mutateAsync({
        groupId: group.groupId,
        widgets: data.widgets.map((w) => w.key).filter((k) => chosen.includes(k)),
      });
      toast.success(DASHBOARD_TOASTS.settingsSaved);
    } catch (err) {
      if (!(err instanceof NetworkError))
        toast.error(err instanceof ApiError ? err.message : DASHBOARD_TOASTS.settingsFailed);
    }
  };

  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          Widgets of {group.name}
        </Typography.Title>
      }
      extra={
        canEdit && (
          <Flex gap={8}>
            <SaveResetButtons
              dirty={dirty}
              saving={save.isPending}
              onReset={() => setChosen(group.widgets)}
              onSave={onSave}
            />
          </Flex>
        )
      }
    >
      {!group.configured && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title="This group has not chosen its widgets yet: it sees the default ones. Saving keeps exactly the ticked ones."
        />
      )}
      <Checkbox.Group
        value={chosen}
        onChange={(v) => setChosen(v as string[])}
        disabled={!canEdit}
        style={{ display: 'block' }}
      >
        <ul aria-label={`Widgets of ${group.name}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.widgets.map((w) => (
            <li key={w.key} style={{ padding: '8px 0' }}>
              <Checkbox value={w.key}>
                <strong>{w.title}</strong>
              </Checkbox>
              <div style={{ paddingInlineStart: 24 }}>
                <Typography.Text type="secondary">{w.description}</Typography.Text>
                {!readable.has(w.key) && (
                  <Tag color="warning" style={{ marginInlineStart: 8 }}>
                    {MENU_ENTRY.get(w.link)?.superUserView
                      ? 'Only the super user sees it'
                      : `Hidden anyway: the group may not read ${MENU_ENTRY.get(w.link)?.title ?? w.link}`}
                  </Tag>
                )}
              </div>
            </li>
          ))}
        </ul>
      </Checkbox.Group>
      {!canEdit && (
        <Typography.Text type="secondary">You may look at these settings but not change them.</Typography.Text>
      )}
      {leavePrompt}
    </Card>
  );
}
