import type { NotifyAllInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { apiUrl, call, listUrl, useGet, type ApiQuery } from '../../../app/client';

export const NOTIFY_PATHS = {
  students: listUrl('/api/admin/notify-all/students'),
} as const;
const STALE = [NOTIFY_PATHS.students, apiUrl('/api/students')];

export const useNotifyStudents = (params: ApiQuery<'/api/admin/notify-all/students'>, enabled = true) =>
  useGet('/api/admin/notify-all/students', { query: params }, { enabled, placeholderData: (prev) => prev });

export const useNotifyAll = () =>
  useApiMutation((body: NotifyAllInput) => call('post', '/api/admin/notify-all', { body }), {
    invalidate: STALE,
    errorToast: false,
  });
export const useClearNotify = () =>
  useApiMutation((studentIds: number[]) => call('post', '/api/admin/notify-all/clear', { body: { studentIds } }), {
    invalidate: STALE,
    errorToast: false,
  });
