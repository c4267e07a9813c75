import type {
  ImmigrationDetails,
  ImmigrationDetailsInput,
  ImmigrationDocumentsView,
  LibraryCatalog,
  SignatureEnvelope,
  StudentDocument,
  StudentDocumentChoices,
  StudentDocumentDetail,
  StudentDocumentEmailInput,
} from '@caduceus/contracts';
import { api, useApiMutation, useApiQuery } from '../../../../app/api';

/** Lifted to the shared kit; re-exported for this folder's forms. */
export { formOf, sendFormWithProgress, sizeText } from '../../../../components/uploadForm';

/** The API paths of the document tabs. */
export const DOC_PATHS = {
  documents: (s: number) => `/api/students/${s}/documents`,
  choices: (s: number) => `/api/students/${s}/documents/choices`,
  document: (s: number, id: number) => `/api/students/${s}/documents/${id}`,
  file: (s: number, id: number, version?: number, inline = false) =>
    `/api/students/${s}/documents/${id}/file${version || inline ? '?' : ''}${[version ? `version=${version}` : '', inline ? 'inline=true' : ''].filter(Boolean).join('&')}`,
  email: (s: number) => `/api/students/${s}/documents/email`,
  envelopes: (s: number) => `/api/students/${s}/signed-documents`,
  envelope: (s: number, id: number) => `/api/students/${s}/signed-documents/${id}`,
  immigration: (s: number) => `/api/students/${s}/immigration`,
  immigrationDocuments: (s: number) => `/api/students/${s}/immigration/documents`,
  immigrationFile: (s: number, id: number) => `/api/students/${s}/immigration/documents/${id}/file`,
  catalog: (s: number) => `/api/students/${s}/library-catalog`,
  catalogFile: (s: number) => `/api/students/${s}/library-catalog/file`,
  snapshot: (s: number) => `/api/students/${s}/snapshot`,
} as const;

export const useDocumentChoices = (studentId: number) =>
  useApiQuery<StudentDocumentChoices>(DOC_PATHS.choices(studentId), undefined, { staleTime: 60_000 });
export const useDocument = (studentId: number, id: number | null) =>
  useApiQuery<StudentDocumentDetail>(id ? DOC_PATHS.document(studentId, id) : null);
/** Active documents to choose from (the email form): the first 100. */
export const useActiveDocuments = (studentId: number, enabled: boolean) =>
  useApiQuery<{ items: StudentDocument[] }>(
    DOC_PATHS.documents(studentId),
    { pageSize: 100, sort: 'title' },
    { enabled },
  );

export function useDocumentMutations(studentId: number) {
  const invalidate = [DOC_PATHS.documents(studentId)];
  return {
    setActive: useApiMutation(
      ({ id, active }: { id: number; active: boolean }) =>
        api.post<StudentDocument>(`${DOC_PATHS.document(studentId, id)}/${active ? 'activate' : 'deactivate'}`),
      { invalidate, errorToast: false },
    ),
    verify: useApiMutation(
      ({ id, verified }: { id: number; verified: boolean }) =>
        api.post<StudentDocument>(`${DOC_PATHS.document(studentId, id)}/verify`, { verified }),
      { invalidate, errorToast: false },
    ),
    email: useApiMutation(
      (body: StudentDocumentEmailInput) =>
        api.post<{ to: string; documents: number }>(DOC_PATHS.email(studentId), body),
      { errorToast: false },
    ),
  };
}

export const useEnvelopes = (studentId: number) =>
  useApiQuery<{ items: SignatureEnvelope[] }>(DOC_PATHS.envelopes(studentId));
export const useResendEnvelope = (studentId: number) =>
  useApiMutation((id: number) => api.post<SignatureEnvelope>(`${DOC_PATHS.envelope(studentId, id)}/resend`), {
    invalidate: [DOC_PATHS.envelopes(studentId)],
    errorToast: false,
  });

export const useImmigrationDetails = (studentId: number) =>
  useApiQuery<ImmigrationDetails>(DOC_PATHS.immigration(studentId));
export const useSaveImmigration = (studentId: number) =>
  useApiMutation(
    (body: ImmigrationDetailsInput) => api.put<ImmigrationDetails>(DOC_PATHS.immigration(studentId), body),
    { invalidate: [DOC_PATHS.immigration(studentId), `/api/students/${studentId}`], errorToast: false },
  );
/** Immigration documents at a record's path (the student's, or the lead's: the same types and shape). */
export const useImmigrationDocumentsAt = (path: string) => useApiQuery<ImmigrationDocumentsView>(path);
export function useImmigrationWrites(path: string) {
  const invalidate = [path];
  return {
    verify: useApiMutation(
      ({ ids, verified }: { ids: number[]; verified: boolean }) =>
        api.post<ImmigrationDocumentsView>(`${path}/verify`, { documentIds: ids, verified }),
      { invalidate, errorToast: false },
    ),
    remove: useApiMutation((id: number) => api.del<ImmigrationDocumentsView>(`${path}/${id}`), {
      invalidate,
      errorToast: false,
    }),
  };
}

export const useLibraryCatalog = (studentId: number) => useApiQuery<LibraryCatalog>(DOC_PATHS.catalog(studentId));
