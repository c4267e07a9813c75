import type { FinancialStatusChangeInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { apiUrl, call, useGet } from '../../../app/client';

/** The student's financial status (1 Cleared, 2 Hold, 3 Blocked): the rule's, or staff's with a reason. */
export const useFinancialStatus = (studentId: number) =>
  useGet('/api/students/{studentId}/financial-status', { path: { studentId } });

export function useFinancialStatusWrites(studentId: number) {
  const invalidate = [
    apiUrl('/api/students/{studentId}/financial-status', { studentId }),
    apiUrl('/api/students/{studentId}/header', { studentId }),
    apiUrl('/api/students/{studentId}/activity-log', { studentId }),
  ];
  return {
    change: useApiMutation(
      (body: FinancialStatusChangeInput) =>
        call('put', '/api/students/{studentId}/financial-status', { path: { studentId }, body }),
      { invalidate, errorToast: false },
    ),
    lift: useApiMutation(
      () => call('delete', '/api/students/{studentId}/financial-status/override', { path: { studentId } }),
      { invalidate },
    ),
  };
}
