import { EXAM_DOCUMENT_PART, type McatInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { apiUrl, call, callForm, listUrl, useGet, type ListRow } from '../../../app/client';

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

/** The documents filed with an MCAT. */
export const useMcatDocuments = (studentId: number, mcatId: number) =>
  useGet('/api/students/{studentId}/mcat/{mcatId}/documents', { path: { studentId, mcatId } });

export const mcatDocumentFile = (studentId: number, mcatId: number, documentId: number) =>
  apiUrl('/api/students/{studentId}/mcat/{mcatId}/documents/{documentId}/file', { studentId, mcatId, documentId });

/** Uploads (multipart: `title`, `file`) and removes an MCAT's documents. */
export function useMcatDocumentWrites(studentId: number, mcatId: number) {
  const invalidate = [
    apiUrl('/api/students/{studentId}/mcat/{mcatId}/documents', { studentId, mcatId }),
    apiUrl('/api/students/{studentId}/activity-log', { studentId }),
  ];
  return {
    upload: useApiMutation(
      ({ file, title }: { file: File; title?: string }) => {
        const form = new FormData();
        if (title) form.set('title', title);
        form.set(EXAM_DOCUMENT_PART, file);
        return callForm('post', '/api/students/{studentId}/mcat/{mcatId}/documents', { studentId, mcatId }, form);
      },
      { invalidate, errorToast: false },
    ),
    remove: useApiMutation(
      (documentId: number) =>
        call('delete', '/api/students/{studentId}/mcat/{mcatId}/documents/{documentId}', {
          path: { studentId, mcatId, documentId },
        }),
      { invalidate, errorToast: false },
    ),
  };
}
