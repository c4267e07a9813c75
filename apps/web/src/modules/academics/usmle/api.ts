import { EXAM_DOCUMENT_PART, type UsmleAttemptInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { apiUrl, call, callForm, listUrl, useGet, type ListRow } from '../../../app/client';

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

/** The documents filed with an attempt, read while the dialog is open. */
export const useUsmleDocuments = (studentId: number, attemptId: number | null) =>
  useGet(
    '/api/students/{studentId}/usmle-tests/{attemptId}/documents',
    attemptId ? { path: { studentId, attemptId } } : null,
  );

export const usmleDocumentFile = (studentId: number, attemptId: number, documentId: number) =>
  apiUrl('/api/students/{studentId}/usmle-tests/{attemptId}/documents/{documentId}/file', {
    studentId,
    attemptId,
    documentId,
  });

/** Uploads (multipart: `title`, `file`) and removes an attempt's documents. */
export function useUsmleDocumentWrites(studentId: number, attemptId: number) {
  const invalidate = [
    apiUrl('/api/students/{studentId}/usmle-tests/{attemptId}/documents', { studentId, attemptId }),
    apiUrl('/api/students/{studentId}/activity-log', { studentId }),
  ];
  return {
    upload: useApiMutation(
      ({ file, title }: { file: File; title?: string }) => {
        const form = new FormData();
        if (title) form.set('title', title);
        form.set(EXAM_DOCUMENT_PART, file);
        return callForm(
          'post',
          '/api/students/{studentId}/usmle-tests/{attemptId}/documents',
          { studentId, attemptId },
          form,
        );
      },
      { invalidate, errorToast: false },
    ),
    remove: useApiMutation(
      (documentId: number) =>
        call('delete', '/api/students/{studentId}/usmle-tests/{attemptId}/documents/{documentId}', {
          path: { studentId, attemptId, documentId },
        }),
      { invalidate, errorToast: false },
    ),
  };
}
