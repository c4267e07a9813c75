import type { DashboardSettings, GroupWidgets, MyDashboard, WidgetData } from '@caduceus/contracts';
import { api, useApiMutation, useApiQuery } from '../../app/api';

/** The dashboard: the user's widgets and their order, each widget's data, and the per-group settings. */
export const PATHS = {
  dashboard: '/api/dashboard',
  order: '/api/dashboard/order',
  widgets: '/api/dashboard/widgets',
  settings: '/api/admin/dashboard',
} as const;

/** The query key of the user's dashboard (set from the answer of a saved order). */
export const DASHBOARD_KEY = [PATHS.dashboard, {}] as const;

export const useMyDashboard = () => useApiQuery<MyDashboard>(PATHS.dashboard);
/** One widget's data; refreshed every two minutes while the dashboard is open. */
export const useWidgetData = (key: string) =>
  useApiQuery<WidgetData>(`${PATHS.widgets}/${key}`, undefined, { staleTime: 30_000, refetchInterval: 120_000 });
export const useSaveOrder = () =>
  useApiMutation((order: string[]) => api.put<MyDashboard>(PATHS.order, { order }), { errorToast: false });

export const useDashboardSettings = () => useApiQuery<DashboardSettings>(PATHS.settings);
export const useSaveGroupWidgets = () =>
  useApiMutation(
    ({ groupId, widgets }: { groupId: number; widgets: string[] }) =>
      api.put<GroupWidgets>(`${PATHS.settings}/groups/${groupId}`, { widgets }),
    {
      invalidate: [PATHS.settings, PATHS.dashboard],
      errorToast: false,
    },
  );
