import type { ImmigrationDetailsInput, StudentDocumentEmailInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../../app/api';
import { apiUrl, call, listUrl, useGet, type RecordRef } from '../../../../app/client';
import { recordDocumentFileUrl, useRecordDocumentWrites } from '../../../../components/records/documentsApi';

/** Lifted to the shared kit; re-exported for this folder's forms. */
import { uploadTo } from '../../../../components/uploadForm';
export { formOf, sendFormWithProgress, sizeText, uploadTo } from '../../../../components/uploadForm';

/** The API paths of the document tabs. */
export const DOC_PATHS = {
  documents: (studentId: number) => listUrl('/api/students/{studentId}/documents', { studentId }),
  file: (studentId: number, documentId: number, version?: number, inline = false) =>
    recordDocumentFileUrl({ studentId }, documentId, version, inline),
  envelopes: (studentId: number) => apiUrl('/api/students/{studentId}/signed-documents', { studentId }),
  envelopeFile: (studentId: number, envelopeId: number, which: 'document' | 'signed') =>
    which === 'document'
      ? apiUrl('/api/students/{studentId}/signed-documents/{envelopeId}/document', { studentId, envelopeId })
      : apiUrl('/api/students/{studentId}/signed-documents/{envelopeId}/signed', { studentId, envelopeId }),
  catalogFile: (studentId: number) => apiUrl('/api/students/{studentId}/library-catalog/file', { studentId }),
  snapshot: (studentId: number) => apiUrl('/api/students/{studentId}/snapshot', { studentId }),
} as const;

export const useDocumentChoices = (studentId: number) =>
  useGet('/api/students/{studentId}/documents/choices', { path: { studentId } }, { staleTime: 60_000 });
/** Active documents to choose from (the email form): the first 100. */
export const useActiveDocuments = (studentId: number, enabled: boolean) =>
  useGet(
    '/api/students/{studentId}/documents',
    { path: { studentId }, query: { pageSize: 100, sort: 'title' } },
    { enabled },
  );

export function useDocumentMutations(studentId: number) {
  return {
    ...useRecordDocumentWrites({ studentId }, [DOC_PATHS.documents(studentId)]),
    email: useApiMutation(
      (body: StudentDocumentEmailInput) =>
        call('post', '/api/students/{studentId}/documents/email', { path: { studentId }, body }),
      { errorToast: false },
    ),
  };
}

export const useEnvelopes = (studentId: number) =>
  useGet('/api/students/{studentId}/signed-documents', { path: { studentId } });
export const useResendEnvelope = (studentId: number) =>
  useApiMutation(
    (envelopeId: number) =>
      call('post', '/api/students/{studentId}/signed-documents/{envelopeId}/resend', {
        path: { studentId, envelopeId },
      }),
    {
      invalidate: [DOC_PATHS.envelopes(studentId)],
      errorToast: false,
    },
  );

export const useImmigrationDetails = (studentId: number) =>
  useGet('/api/students/{studentId}/immigration', { path: { studentId } });
export const useSaveImmigration = (studentId: number) =>
  useApiMutation(
    (body: ImmigrationDetailsInput) =>
      call('put', '/api/students/{studentId}/immigration', { path: { studentId }, body }),
    { invalidate: [apiUrl('/api/students/{studentId}', { studentId })], errorToast: false },
  );
/** Immigration documents of a record (the student's, or the lead's: the same types and answers). */
const immigrationPaths = (owner: RecordRef) =>
  'studentId' in owner
    ? ({
        list: '/api/students/{studentId}/immigration/documents',
        one: '/api/students/{studentId}/immigration/documents/{documentId}',
        file: '/api/students/{studentId}/immigration/documents/{documentId}/file',
        verify: '/api/students/{studentId}/immigration/documents/verify',
      } as const)
    : ({
        list: '/api/leads/{leadId}/immigration/documents',
        one: '/api/leads/{leadId}/immigration/documents/{documentId}',
        file: '/api/leads/{leadId}/immigration/documents/{documentId}/file',
        verify: '/api/leads/{leadId}/immigration/documents/verify',
      } as const);
export const immigrationFileUrl = (owner: RecordRef, documentId: number) =>
  apiUrl(immigrationPaths(owner).file, { ...owner, documentId });
export const useImmigrationDocumentsAt = (owner: RecordRef) => useGet(immigrationPaths(owner).list, { path: owner });
/** Uploads new files of a type, or one file that replaces another (`replace`: its id; the lead's record only), with progress. */
export function useImmigrationUpload(owner: RecordRef, onProgress: (percent: number) => void) {
  const paths = immigrationPaths(owner);
  return useApiMutation(
    ({ fd, replace }: { fd: FormData; replace?: number }) => {
      if (!replace) return uploadTo('post', paths.list, owner, fd, onProgress);
      if (!('leadId' in owner)) throw new Error("A student's immigration file is removed, not replaced");
      const params = { leadId: owner.leadId, documentId: replace };
      return uploadTo('put', '/api/leads/{leadId}/immigration/documents/{documentId}', params, fd, onProgress);
    },
    { invalidate: [apiUrl(paths.list, owner)], errorToast: false },
  );
}
export function useImmigrationWrites(owner: RecordRef) {
  const paths = immigrationPaths(owner);
  const invalidate = [apiUrl(paths.list, owner)];
  return {
    verify: useApiMutation(
      ({ ids, verified }: { ids: number[]; verified: boolean }) =>
        call('post', paths.verify, { path: owner, body: { documentIds: ids, verified } }),
      { invalidate, errorToast: false },
    ),
    remove: useApiMutation((id: number) => call('delete', paths.one, { path: { ...owner, documentId: id } }), {
      invalidate,
      errorToast: false,
    }),
  };
}

export const useLibraryCatalog = (studentId: number) =>
  useGet('/api/students/{studentId}/library-catalog', { path: { studentId } });
