import type { SavedLeadReportInput } from '@caduceus/contracts';
import { useApiMutation, useApiQuery, type QueryParams } from '../../../app/api';
import { apiUrl, call, listUrl, useGet, type ApiAnswer, type ApiArgs, type ApiQuery } from '../../../app/client';

/** The reports the server charts (the `{report}` of its chart path). */
export type ChartReportKey = ApiArgs<'get', '/api/lead-reports/{report}/chart'>['path']['report'];

/** The lead dashboard and reports' URLs that screens use as such (server module lead-reports). */
export const LEAD_REPORT_PATHS = {
  /** a report's list by its key (the report pages' catalogue in contracts names the keys) */
  report: (key: ChartReportKey) => listUrl(`/api/lead-reports/${key}`),
  repStatus: listUrl('/api/lead-reports/status-wise/by-representative'),
  activityLeads: listUrl('/api/lead-reports/activity-count/leads'),
  advanced: listUrl('/api/lead-reports/advanced'),
  saved: apiUrl('/api/lead-reports/saved'),
} as const;

/** The dashboard's filters come from the screen's own form (every one optional, declared by the server). */
export const useLeadDashboard = (params: QueryParams) =>
  useGet('/api/lead-reports/dashboard', { query: params as ApiQuery<'/api/lead-reports/dashboard'> });
export const useLeadReportChart = (key: ChartReportKey, params: QueryParams) =>
  useApiQuery<ApiAnswer<'get', '/api/lead-reports/{report}/chart'>>(
    apiUrl('/api/lead-reports/{report}/chart', { report: key }),
    params,
    { placeholderData: (prev) => prev },
  );

export const useSavedReports = () => useGet('/api/lead-reports/saved');
export const useSaveReport = () =>
  useApiMutation((v: SavedLeadReportInput) => call('post', '/api/lead-reports/saved', { body: v }), {
    invalidate: [LEAD_REPORT_PATHS.saved],
    errorToast: false,
  });
export const useDeleteReport = () =>
  useApiMutation((reportId: number) => call('delete', '/api/lead-reports/saved/{reportId}', { path: { reportId } }), {
    invalidate: [LEAD_REPORT_PATHS.saved],
    errorToast: false,
  });
