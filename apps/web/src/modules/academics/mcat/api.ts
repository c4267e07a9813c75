import type { McatInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { apiUrl, call, listUrl, type ListRow } from '../../../app/client';

/** An MCAT as the server declares it (api-schema.d.ts). */
export type McatRow = ListRow<'/api/students/{studentId}/mcat'>;

export const mcatPath = (studentId: number) => listUrl('/api/students/{studentId}/mcat', { studentId });

/** The tab's writes; the dialog and the row show their own toasts (errorToast false). */
export function useMcatWrites(studentId: number) {
  const invalidate = [mcatPath(studentId), apiUrl('/api/students/{studentId}/activity-log', { studentId })];
  return {
    add: useApiMutation(
      (body: McatInput) => call('post', '/api/students/{studentId}/mcat', { path: { studentId }, body }),
      { invalidate, errorToast: false },
    ),
    update: useApiMutation(
      ({ mcatId, body }: { mcatId: number; body: McatInput }) =>
        call('put', '/api/students/{studentId}/mcat/{mcatId}', { path: { studentId, mcatId }, body }),
      { invalidate, errorToast: false },
    ),
    remove: useApiMutation(
      (mcatId: number) => call('delete', '/api/students/{studentId}/mcat/{mcatId}', { path: { studentId, mcatId } }),
      { invalidate, errorToast: false },
    ),
  };
}
