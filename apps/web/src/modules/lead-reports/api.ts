import type { LeadDashboard, LeadReportChart, SavedLeadReport, SavedLeadReportInput } from '@caduceus/contracts';
import { api, useApiMutation, useApiQuery, type QueryParams } from '../../app/api';

/** The lead dashboard and reports API (server module apps/server/src/modules/lead-reports). */
export const LEAD_REPORT_PATHS = {
  dashboard: '/api/lead-reports/dashboard',
  report: (key: string) => `/api/lead-reports/${key}`,
  repStatus: '/api/lead-reports/status-wise/by-representative',
  activityLeads: '/api/lead-reports/activity-count/leads',
  chart: (key: string) => `/api/lead-reports/${key}/chart`,
  advanced: '/api/lead-reports/advanced',
  saved: '/api/lead-reports/saved',
  savedOne: (id: number) => `/api/lead-reports/saved/${id}`,
} as const;

export const useLeadDashboard = (params: QueryParams) =>
  useApiQuery<LeadDashboard>(LEAD_REPORT_PATHS.dashboard, params);
export const useLeadReportChart = (key: string, params: QueryParams) =>
  useApiQuery<LeadReportChart>(LEAD_REPORT_PATHS.chart(key), params, { placeholderData: (prev) => prev });

export const useSavedReports = () => useApiQuery<{ items: SavedLeadReport[] }>(LEAD_REPORT_PATHS.saved);
export const useSaveReport = () =>
  useApiMutation((v: SavedLeadReportInput) => api.post<SavedLeadReport>(LEAD_REPORT_PATHS.saved, v), {
    invalidate: [LEAD_REPORT_PATHS.saved],
    errorToast: false,
  });
export const useDeleteReport = () =>
  useApiMutation((id: number) => api.del(LEAD_REPORT_PATHS.savedOne(id)), {
    invalidate: [LEAD_REPORT_PATHS.saved],
    errorToast: false,
  });
