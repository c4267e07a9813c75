import { useApiMutation } from '../../../app/api';
import { apiUrl, call, useGet } from '../../../app/client';

/** The dashboard: the user's widgets and their order, each widget's data, and the per-group settings. */
export const PATHS = {
  dashboard: apiUrl('/api/dashboard'),
  settings: apiUrl('/api/admin/dashboard'),
} as const;

/** The query key of the user's dashboard (set from the answer of a saved order). */
export const DASHBOARD_KEY = [PATHS.dashboard, {}] as const;

export const useMyDashboard = () => useGet('/api/dashboard');
/** One widget's data; refreshed every two minutes while the dashboard is open. */
export const useWidgetData = (key: string) =>
  useGet('/api/dashboard/widgets/{key}', { path: { key } }, { staleTime: 30_000, refetchInterval: 120_000 });
export const useSaveOrder = () =>
  useApiMutation((order: string[]) => call('put', '/api/dashboard/order', { body: { order } }), { errorToast: false });

export const useDashboardSettings = () => useGet('/api/admin/dashboard');
export const useSaveGroupWidgets = () =>
  useApiMutation(
    ({ groupId, widgets }: { groupId: number; widgets: string[] }) =>
      call('put', '/api/admin/dashboard/groups/{id}', { path: { id: groupId }, body: { widgets } }),
    {
      invalidate: [PATHS.settings, PATHS.dashboard],
      errorToast: false,
    },
  );
