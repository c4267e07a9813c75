import type {
  AlertConfigInput,
  AlertRule,
  AlertRuleInput,
  AlertRun,
  AlertSource,
  AlertTrigger,
} from '@caduceus/contracts';
import { api, useApiMutation, useApiQuery } from '../../app/api';

/** Alerts: the super user's rules, the triggers page, and HR's alert screens. */
export const PATHS = {
  alerts: '/api/admin/alerts',
  runs: '/api/admin/alert-runs',
  sources: '/api/admin/alert-sources',
  triggers: '/api/admin/triggers',
  hrMail: '/api/employee/alerts/mail',
  hrOnDemand: '/api/employee/alerts/on-demand',
  hrAlerts: '/api/employee/alerts',
} as const;
/** every list that shows a rule or a run */
const ALL = [PATHS.alerts, PATHS.runs, PATHS.triggers, PATHS.hrAlerts];

export const useAlertSources = () =>
  useApiQuery<{ items: AlertSource[] }>(PATHS.sources, undefined, { staleTime: 5 * 60_000 });
export const useTriggers = () => useApiQuery<{ items: AlertTrigger[] }>(PATHS.triggers);

export const useCreateAlert = () =>
  useApiMutation((b: AlertRuleInput) => api.post<AlertRule>(PATHS.alerts, b), { invalidate: ALL, errorToast: false });
export const useUpdateAlert = () =>
  useApiMutation(
    ({ id, body }: { id: number; body: AlertRuleInput }) => api.put<AlertRule>(`${PATHS.alerts}/${id}`, body),
    { invalidate: ALL, errorToast: false },
  );
export const useDeleteAlert = () =>
  useApiMutation((id: number) => api.del<{ ok: true }>(`${PATHS.alerts}/${id}`), {
    invalidate: ALL,
    errorToast: false,
  });

/** Runs a trigger (atrium-transfer, alert-<id>); the answer is its logged run, ok or failed. */
export const useRunTrigger = () =>
  useApiMutation((name: string) => api.post<AlertRun>(`${PATHS.triggers}/${name}/run`), {
    invalidate: ALL,
    errorToast: false,
  });

// ---- HR ----
export const useConfigureAlert = () =>
  useApiMutation(
    ({ id, body }: { id: number; body: AlertConfigInput }) =>
      api.put<AlertRule>(`${PATHS.hrAlerts}/${id}/config`, body),
    { invalidate: ALL, errorToast: false },
  );
export const useRunAlert = () =>
  useApiMutation((id: number) => api.post<AlertRun>(`${PATHS.hrAlerts}/${id}/run`), {
    invalidate: ALL,
    errorToast: false,
  });
