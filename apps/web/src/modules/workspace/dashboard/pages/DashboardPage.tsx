import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { CheckOutlined, CloseOutlined, DragOutlined } from '@ant-design/icons';
import { DASHBOARD_TOASTS } from '@caduceus/contracts';
import { ApiError, NetworkError } from '../../../../app/api';
import { toast } from '../../../../app/bridge';
import { Page } from '../../../../components/Page';
import { QueryState } from '../../../../components/QueryState';
import { useUnsavedPrompt } from '../../../../components/useUnsavedPrompt';
import { ActiveBanners } from '../../../admin';
import { DASHBOARD_KEY, useMyDashboard, useSaveOrder } from '../api';
import { ArrangeGrid, WidgetGrid } from '../components/WidgetGrid';

/**
 * /dashboard/list: the widgets the user's access group shows and they may read, in their own order.
 * "Arrange widgets" lets them drag widgets (or move them with buttons) and save the order for next time.
 */
export default function DashboardPage() {
  const q = useMyDashboard();
  const save = useSaveOrder();
  const client = useQueryClient();
  const [draft, setDraft] = useState<string[] | null>(null);
  const [announce, setAnnounce] = useState('');
  const widgets = q.data?.widgets ?? [];
  const current = widgets.map((w) => w.key);
  const dirty = draft !== null && draft.join() !== current.join();
  const leavePrompt = useUnsavedPrompt(dirty);

  const onSave = async () => {
    if (!draft) return;
    try {
      const saved = await save.mutateAsync(draft);
      client.setQueryData(DASHBOARD_KEY, saved);
      setDraft(null);
      toast.success(DASHBOARD_TOASTS.orderSaved);
    } catch (err) {
      if (!(err instanceof NetworkError))
        toast.error(err instanceof ApiError ? err.message : DASHBOARD_TOASTS.orderFailed);
    }
  };
  const onChange = (order: string[], moved: string) => {
    setDraft(order);
    const w = widgets.find((x) => x.key === moved);
    setAnnounce(`${w?.title ?? moved} is now at position ${order.indexOf(moved) + 1} of ${order.length}`);
  };

  const actions = draft ? (
    <>
      <Button icon={<CloseOutlined />} onClick={() => setDraft(null)}>
        Cancel
      </Button>
      <Button
        type="primary"
        icon={<CheckOutlined />}
        disabled={!dirty}
        loading={save.isPending}
        onClick={() => void onSave()}
      >
        Save order
      </Button>
    </>
  ) : widgets.length > 1 ? (
    <Button icon={<DragOutlined />} onClick={() => setDraft(current)}>
      Arrange widgets
    </Button>
  ) : undefined;

  return (
    <Page
      title="Dashboard"
      subtitle={draft ? 'Drag the widgets, or use their arrows, then save the order' : 'Your work at a glance'}
      actions={actions}
    >
      {!draft && <ActiveBanners />}
      <span className="visually-hidden" aria-live="polite">
        {announce}
      </span>
      <QueryState
        query={q}
        isEmpty={(d) => d.widgets.length === 0}
        emptyText="No widgets are on your dashboard yet. Your administrator chooses them for your access group."
      >
        {(d) =>
          draft ? (
            <ArrangeGrid widgets={d.widgets} order={draft} onChange={onChange} />
          ) : (
            <WidgetGrid widgets={d.widgets} />
          )
        }
      </QueryState>
      {leavePrompt}
    </Page>
  );
}
