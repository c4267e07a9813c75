import type { AlertConfigInput, AlertRuleInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { apiUrl, call, listUrl, useGet, type ApiArgs } from '../../../app/client';

/** Alerts: the super user's rules, the triggers page, and HR's alert screens (the lists' URLs). */
export const PATHS = {
  alerts: listUrl('/api/admin/alerts'),
  runs: listUrl('/api/admin/alert-runs'),
  hrMail: listUrl('/api/employee/alerts/mail'),
  hrOnDemand: listUrl('/api/employee/alerts/on-demand'),
} as const;
/** every list that shows a rule or a run (HR's lists share the /api/employee/alerts prefix) */
const ALL = [PATHS.alerts, PATHS.runs, apiUrl('/api/admin/triggers'), '/api/employee/alerts'];
/**
 * contracts types the frequency and weekday lists as plain strings (they are built from option lists) while
 * the server declares their values: the form's values pass as the declared body until contracts types them.
 */
const ruleBody = (b: AlertRuleInput) => b as ApiArgs<'post', '/api/admin/alerts'>['body'];

export const useAlertSources = () => useGet('/api/admin/alert-sources', undefined, { staleTime: 5 * 60_000 });
export const useTriggers = () => useGet('/api/admin/triggers');

export const useCreateAlert = () =>
  useApiMutation((b: AlertRuleInput) => call('post', '/api/admin/alerts', { body: ruleBody(b) }), {
    invalidate: ALL,
    errorToast: false,
  });
export const useUpdateAlert = () =>
  useApiMutation(
    ({ id, body }: { id: number; body: AlertRuleInput }) =>
      call('put', '/api/admin/alerts/{id}', { path: { id }, body: ruleBody(body) }),
    { invalidate: ALL, errorToast: false },
  );
export const useDeleteAlert = () =>
  useApiMutation((id: number) => call('delete', '/api/admin/alerts/{id}', { path: { id } }), {
    invalidate: ALL,
    errorToast: false,
  });

/** Runs a trigger (atrium-transfer, alert-<id>); the answer is its logged run, ok or failed. */
export const useRunTrigger = () =>
  useApiMutation((name: string) => call('post', '/api/admin/triggers/{name}/run', { path: { name } }), {
    invalidate: ALL,
    errorToast: false,
  });

// ---- HR ----
export const useConfigureAlert = () =>
  useApiMutation(
    ({ id, body }: { id: number; body: AlertConfigInput }) =>
      call('put', '/api/employee/alerts/{id}/config', { path: { id }, body }),
    { invalidate: ALL, errorToast: false },
  );
export const useRunAlert = () =>
  useApiMutation((id: number) => call('post', '/api/employee/alerts/{id}/run', { path: { id } }), {
    invalidate: ALL,
    errorToast: false,
  });
