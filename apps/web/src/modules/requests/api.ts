import { EXAM_DOCUMENT_PART, type RequestKindKey, type RequestMoveInput } from '@caduceus/contracts';
import { useApiMutation } from '../../app/api';
import { apiUrl, call, callForm, listUrl, useGet, type ApiAnswer, type ListRow } from '../../app/client';

/** Every kind's queue answers the same shapes; the transcript's paths name them. */
type Queue = '/api/requests/transcript';
const queueOf = (kind: RequestKindKey) => `/api/requests/${kind}` as Queue;

export type RequestRow = ListRow<'/api/students/{studentId}/requests'>;
export type RequestDetails = ApiAnswer<'get', '/api/students/{studentId}/requests/{requestId}'>;
export type RequestKindOption = ApiAnswer<'get', '/api/students/{studentId}/requests/kinds'>['items'][number];

export const REQUEST_PATHS = {
  queue: (kind: RequestKindKey) => listUrl(queueOf(kind)),
  mine: (studentId: number) => listUrl('/api/students/{studentId}/requests', { studentId }),
  queueLetter: (kind: RequestKindKey, requestId: number) =>
    apiUrl('/api/requests/transcript/{requestId}/letter', { requestId }).replace('/transcript/', `/${kind}/`),
  myLetter: (studentId: number, requestId: number) =>
    apiUrl('/api/students/{studentId}/requests/{requestId}/letter', { studentId, requestId }),
} as const;

export const useRequestCounts = (kind: RequestKindKey) =>
  useGet(`${queueOf(kind)}/counts` as '/api/requests/transcript/counts', {});
/** The transcript form's exam names (her USMLE steps first), while that form is open. */
export const useTranscriptExamNames = (studentId: number, enabled: boolean) =>
  useGet('/api/students/{studentId}/requests/transcript/exam-names', enabled ? { path: { studentId } } : null);
/** The transcripts issued to her (complete transcript requests), each downloading its PDF. */
export const useIssuedTranscripts = (studentId: number) =>
  useGet('/api/students/{studentId}/requests/transcript/issued', { path: { studentId } });
export const useRequestKinds = (studentId: number, enabled: boolean) =>
  useGet('/api/students/{studentId}/requests/kinds', enabled ? { path: { studentId } } : null);

/** One request: from the kind's queue (the office) or the student's record (hers); none while `requestId` is null. */
export function useRequest(where: { kind: RequestKindKey } | { studentId: number }, requestId: number | null) {
  const staff = useGet(
    `${queueOf('kind' in where ? where.kind : 'transcript')}/{requestId}` as '/api/requests/transcript/{requestId}',
    'kind' in where && requestId !== null ? { path: { requestId } } : null,
  );
  const mine = useGet(
    '/api/students/{studentId}/requests/{requestId}',
    'studentId' in where && requestId !== null ? { path: { studentId: where.studentId, requestId } } : null,
  );
  return 'kind' in where ? staff : mine;
}

const invalidate = ['/api/requests/', '/api/students/', '/api/notifications'];

export function useRequestWrites() {
  return {
    add: useApiMutation(
      ({ studentId, kind, data, draft }: { studentId: number; kind: RequestKindKey; data: object; draft?: boolean }) =>
        call('post', `/api/students/{studentId}/requests/${kind}` as '/api/students/{studentId}/requests/transcript', {
          path: { studentId },
          body: { data, draft } as never,
        }),
      { invalidate, errorToast: false },
    ),
    move: useApiMutation(
      ({
        where,
        requestId,
        body,
      }: {
        where: { kind: RequestKindKey } | { studentId: number };
        requestId: number;
        body: RequestMoveInput;
      }) =>
        'kind' in where
          ? call('post', `${queueOf(where.kind)}/{requestId}/status` as '/api/requests/transcript/{requestId}/status', {
              path: { requestId },
              body,
            })
          : call('post', '/api/students/{studentId}/requests/{requestId}/status', {
              path: { studentId: where.studentId, requestId },
              body,
            }),
      { invalidate, errorToast: false },
    ),
  };
}

/** The documents filed with a request: the student's or the office's on her record, or the office's from a queue. */
export function useRequestDocuments(where: { kind: RequestKindKey } | { studentId: number }, requestId: number | null) {
  const mine = useGet(
    '/api/students/{studentId}/requests/{requestId}/documents',
    'studentId' in where && requestId !== null ? { path: { studentId: where.studentId, requestId } } : null,
  );
  const queue = useGet(
    '/api/requests/documents/{requestId}',
    'kind' in where && requestId !== null ? { path: { requestId } } : null,
  );
  return 'kind' in where ? queue : mine;
}
export const requestDocumentFile = (
  where: { kind: RequestKindKey } | { studentId: number },
  requestId: number,
  documentId: number,
) =>
  'kind' in where
    ? apiUrl('/api/requests/documents/{requestId}/{documentId}/file', { requestId, documentId })
    : apiUrl('/api/students/{studentId}/requests/{requestId}/documents/{documentId}/file', {
        studentId: where.studentId,
        requestId,
        documentId,
      });

/** Files (multipart: `title`, `file`) and removes a request's documents, on the student's record. */
export function useRequestDocumentWrites(studentId: number, requestId: number) {
  const invalidate = [
    apiUrl('/api/students/{studentId}/requests/{requestId}/documents', { studentId, requestId }),
    apiUrl('/api/requests/documents/{requestId}', { requestId }),
  ];
  return {
    upload: useApiMutation(
      ({ file, title }: { file: File; title?: string }) => {
        const form = new FormData();
        if (title) form.set('title', title);
        form.set(EXAM_DOCUMENT_PART, file);
        return callForm(
          'post',
          '/api/students/{studentId}/requests/{requestId}/documents',
          { studentId, requestId },
          form,
        );
      },
      { invalidate, errorToast: false },
    ),
    remove: useApiMutation(
      (documentId: number) =>
        call('delete', '/api/students/{studentId}/requests/{requestId}/documents/{documentId}', {
          path: { studentId, requestId, documentId },
        }),
      { invalidate, errorToast: false },
    ),
  };
}
