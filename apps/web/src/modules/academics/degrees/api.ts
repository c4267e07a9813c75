import type { DegreeInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { apiUrl, call, listUrl, useGet, type ListRow } from '../../../app/client';

/** A degree as the server declares it (api-schema.d.ts). */
export type DegreeRow = ListRow<'/api/students/{studentId}/degrees'>;

export const degreesPath = (studentId: number) => listUrl('/api/students/{studentId}/degrees', { studentId });

/** The degrees one may record: the Degrees control table's active rows, by level then name. */
export const useDegreeChoices = (enabled: boolean) => useGet('/api/academics/degree-choices', enabled ? {} : null);

/** The tab's writes; the dialog and the row show their own toasts (errorToast false). */
export function useDegreeWrites(studentId: number) {
  const invalidate = [degreesPath(studentId), apiUrl('/api/students/{studentId}/activity-log', { studentId })];
  return {
    add: useApiMutation(
      (body: DegreeInput) => call('post', '/api/students/{studentId}/degrees', { path: { studentId }, body }),
      { invalidate, errorToast: false },
    ),
    update: useApiMutation(
      ({ degreeId, body }: { degreeId: number; body: DegreeInput }) =>
        call('put', '/api/students/{studentId}/degrees/{degreeId}', { path: { studentId, degreeId }, body }),
      { invalidate, errorToast: false },
    ),
    remove: useApiMutation(
      (degreeId: number) =>
        call('delete', '/api/students/{studentId}/degrees/{degreeId}', { path: { studentId, degreeId } }),
      { invalidate, errorToast: false },
    ),
  };
}
