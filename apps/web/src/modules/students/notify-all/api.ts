import type { NotifyAllInput, NotifyAllResult, NotifyStudent, Page } from '@caduceus/contracts';
import { api, useApiMutation, useApiQuery, type QueryParams } from '../../../app/api';

export const NOTIFY_PATHS = {
  students: '/api/admin/notify-all/students',
  notify: '/api/admin/notify-all',
  clear: '/api/admin/notify-all/clear',
} as const;

export const useNotifyStudents = (params: QueryParams, enabled = true) =>
  useApiQuery<Page<NotifyStudent>>(NOTIFY_PATHS.students, params, { enabled, placeholderData: (prev) => prev });

export const useNotifyAll = () =>
  useApiMutation((body: NotifyAllInput) => api.post<NotifyAllResult>(NOTIFY_PATHS.notify, body), {
    invalidate: [NOTIFY_PATHS.students, '/api/students'],
    errorToast: false,
  });
export const useClearNotify = () =>
  useApiMutation((studentIds: number[]) => api.post<{ cleared: number }>(NOTIFY_PATHS.clear, { studentIds }), {
    invalidate: [NOTIFY_PATHS.students, '/api/students'],
    errorToast: false,
  });
