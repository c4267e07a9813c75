import type { ClinicalTransferInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { apiUrl, call, listUrl, useGet, type ListRow } from '../../../app/client';

/** A clinical transfer as the server declares it (api-schema.d.ts). */
export type TransferRow = ListRow<'/api/students/{studentId}/clinical-transfers'>;

export const transfersPath = (studentId: number) =>
  listUrl('/api/students/{studentId}/clinical-transfers', { studentId });

/** The weeks the student's transfers credit in all (the first page: the answer carries the sum of all). */
export const useTransferredWeeks = (studentId: number) =>
  useGet('/api/students/{studentId}/clinical-transfers', { path: { studentId }, query: { page: 1, pageSize: 25 } });

/** The card's writes; the dialog and the rows show their own toasts (errorToast false). */
export function useTransferWrites(studentId: number) {
  const invalidate = [
    apiUrl('/api/students/{studentId}/clinical-transfers', { studentId }),
    apiUrl('/api/students/{studentId}/activity-log', { studentId }),
  ];
  return {
    add: useApiMutation(
      (body: ClinicalTransferInput) =>
        call('post', '/api/students/{studentId}/clinical-transfers', { path: { studentId }, body }),
      { invalidate, errorToast: false },
    ),
    update: useApiMutation(
      ({ transferId, body }: { transferId: number; body: ClinicalTransferInput }) =>
        call('put', '/api/students/{studentId}/clinical-transfers/{transferId}', {
          path: { studentId, transferId },
          body,
        }),
      { invalidate, errorToast: false },
    ),
    remove: useApiMutation(
      (transferId: number) =>
        call('delete', '/api/students/{studentId}/clinical-transfers/{transferId}', {
          path: { studentId, transferId },
        }),
      { invalidate, errorToast: false },
    ),
  };
}
