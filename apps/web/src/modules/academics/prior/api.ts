import type { PriorEducationInput, PriorEducationKind } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { apiUrl, call, listUrl, type ListRow } from '../../../app/client';

/** A school of the student's prior education as the server declares it (api-schema.d.ts). */
export type PriorEducationRow = ListRow<'/api/students/{studentId}/prior-education/{kind}'>;

export const priorEducationPath = (studentId: number, kind: PriorEducationKind) =>
  listUrl('/api/students/{studentId}/prior-education/{kind}', { studentId, kind });

/** The tab's writes; the dialog and the row show their own toasts (errorToast false). */
export function usePriorEducationWrites(studentId: number) {
  const invalidate = [
    apiUrl('/api/students/{studentId}/prior-education', { studentId }),
    apiUrl('/api/students/{studentId}/activity-log', { studentId }),
  ];
  return {
    add: useApiMutation(
      (body: PriorEducationInput) =>
        call('post', '/api/students/{studentId}/prior-education', { path: { studentId }, body }),
      { invalidate, errorToast: false },
    ),
    update: useApiMutation(
      ({ entryId, body }: { entryId: number; body: PriorEducationInput }) =>
        call('put', '/api/students/{studentId}/prior-education/{entryId}', { path: { studentId, entryId }, body }),
      { invalidate, errorToast: false },
    ),
    remove: useApiMutation(
      (entryId: number) =>
        call('delete', '/api/students/{studentId}/prior-education/{entryId}', { path: { studentId, entryId } }),
      { invalidate, errorToast: false },
    ),
  };
}
