import type { RetakeRequestInput, RetakeStatusInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { call, listUrl, useGet, type ApiAnswer, type ApiArgs, type ListRow } from '../../../app/client';

/** The exams office's rows as the server declares them (api-schema.d.ts). */
export type NbmeRow = ListRow<'/api/exams/nbme'>;
export type KaplanRow = ListRow<'/api/exams/kaplan'>;
export type RetakeRow = ListRow<'/api/exams/retakes'>;
export type UploadRow = ListRow<'/api/exams/uploads'>;
export type NbmeReport = ApiAnswer<'get', '/api/exams/nbme/report'>;

export const EXAM_PATHS = {
  nbme: listUrl('/api/exams/nbme'),
  kaplan: listUrl('/api/exams/kaplan'),
  retakes: listUrl('/api/exams/retakes'),
  uploads: listUrl('/api/exams/uploads'),
  studentNbme: (studentId: number) => listUrl('/api/students/{studentId}/exams/nbme', { studentId }),
  studentKaplan: (studentId: number) => listUrl('/api/students/{studentId}/exams/kaplan', { studentId }),
  studentRetakes: (studentId: number) => listUrl('/api/students/{studentId}/exams/retakes', { studentId }),
};

export const useNbmeReport = (kind: 'Subject' | 'Comprehensive') =>
  useGet('/api/exams/nbme/report', { query: { kind } });
export const useNbmeDetailed = (kind: 'Subject' | 'Comprehensive') =>
  useGet('/api/exams/nbme/detailed-report', { query: { kind } });

type NbmeBody = ApiArgs<'post', '/api/exams/nbme'> extends { body: infer B } ? B : never;
type KaplanBody = ApiArgs<'post', '/api/exams/kaplan'> extends { body: infer B } ? B : never;

/** The office's writes; the dialogs show their own toasts (errorToast false). */
export function useExamWrites() {
  return {
    addNbme: useApiMutation((body: NbmeBody) => call('post', '/api/exams/nbme', { body }), {
      invalidate: [EXAM_PATHS.nbme, '/api/exams/nbme'],
      errorToast: false,
    }),
    addKaplan: useApiMutation((body: KaplanBody) => call('post', '/api/exams/kaplan', { body }), {
      invalidate: [EXAM_PATHS.kaplan],
      errorToast: false,
    }),
    requestRetake: useApiMutation((body: RetakeRequestInput) => call('post', '/api/exams/retakes', { body }), {
      invalidate: [EXAM_PATHS.retakes],
      errorToast: false,
    }),
    moveRetake: useApiMutation(
      ({ id, body }: { id: number; body: RetakeStatusInput }) =>
        call('post', '/api/exams/retakes/{id}/status', { path: { id }, body }),
      { invalidate: [EXAM_PATHS.retakes], errorToast: false },
    ),
  };
}
