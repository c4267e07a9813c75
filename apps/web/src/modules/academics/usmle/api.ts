import type { UsmleAttemptInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { apiUrl, call, listUrl, type ListRow } from '../../../app/client';

/** A USMLE attempt as the server declares it (api-schema.d.ts). */
export type UsmleRow = ListRow<'/api/students/{studentId}/usmle-tests'>;

export const usmlePath = (studentId: number) => listUrl('/api/students/{studentId}/usmle-tests', { studentId });

/** The tab's writes; the dialog and the row show their own toasts (errorToast false). */
export function useUsmleWrites(studentId: number) {
  const invalidate = [usmlePath(studentId), apiUrl('/api/students/{studentId}/activity-log', { studentId })];
  return {
    add: useApiMutation(
      (body: UsmleAttemptInput) => call('post', '/api/students/{studentId}/usmle-tests', { path: { studentId }, body }),
      { invalidate, errorToast: false },
    ),
    update: useApiMutation(
      ({ attemptId, body }: { attemptId: number; body: UsmleAttemptInput }) =>
        call('put', '/api/students/{studentId}/usmle-tests/{attemptId}', { path: { studentId, attemptId }, body }),
      { invalidate, errorToast: false },
    ),
    remove: useApiMutation(
      (attemptId: number) =>
        call('delete', '/api/students/{studentId}/usmle-tests/{attemptId}', { path: { studentId, attemptId } }),
      { invalidate, errorToast: false },
    ),
  };
}
