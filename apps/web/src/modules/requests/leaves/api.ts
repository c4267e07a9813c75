import type { LeaveInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { apiUrl, call, listUrl, useGet, type ListRow } from '../../../app/client';

/** A leave as the server declares it (api-schema.d.ts). */
export type LeaveRow = ListRow<'/api/students/{studentId}/leaves'>;

export const leavesPath = (studentId: number) => listUrl('/api/students/{studentId}/leaves', { studentId });

/** The reasons a leave may be recorded with (the Leave of Absence Reasons control table's active rows). */
export const useLeaveReasons = (enabled: boolean) => useGet('/api/requests/leave-reasons', enabled ? {} : null);

/** The tab's writes; the dialog and the row show their own toasts (errorToast false). */
export function useLeaveWrites(studentId: number) {
  const invalidate = [leavesPath(studentId), apiUrl('/api/students/{studentId}/activity-log', { studentId })];
  return {
    add: useApiMutation(
      (body: LeaveInput) => call('post', '/api/students/{studentId}/leaves', { path: { studentId }, body }),
      { invalidate, errorToast: false },
    ),
    update: useApiMutation(
      ({ leaveId, body }: { leaveId: number; body: LeaveInput }) =>
        call('put', '/api/students/{studentId}/leaves/{leaveId}', { path: { studentId, leaveId }, body }),
      { invalidate, errorToast: false },
    ),
    remove: useApiMutation(
      (leaveId: number) =>
        call('delete', '/api/students/{studentId}/leaves/{leaveId}', { path: { studentId, leaveId } }),
      { invalidate, errorToast: false },
    ),
  };
}
