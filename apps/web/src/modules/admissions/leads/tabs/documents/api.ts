import { queryString, useApiMutation } from '../../../../../app/api';
import { apiUrl, call, listUrl, useGet } from '../../../../../app/client';

/** The lead documents' URLs that screens use as such (lists, uploads, files; server module lead-documents). */
export const LEAD_DOC_PATHS = {
  acrossLeads: listUrl('/api/lead-documents'),
  documents: (leadId: number) => listUrl('/api/leads/{leadId}/documents', { leadId }),
  file: (leadId: number, documentId: number, version?: number, inline = false) =>
    apiUrl('/api/leads/{leadId}/documents/{documentId}/file', { leadId, documentId }) +
    queryString({ version, inline: inline || undefined }),
} as const;

/** Every change refreshes the lead's documents, the checklist, the list across leads and the top-bar counts. */
const COUNTS = apiUrl('/api/notifications/counts');
const STALE = (l: number) => [LEAD_DOC_PATHS.documents(l), LEAD_DOC_PATHS.acrossLeads, COUNTS];

export const useLeadDocumentTypes = (leadId: number) =>
  useGet('/api/leads/{leadId}/documents/types', { path: { leadId } });
export const useLeadDocument = (leadId: number, id: number | null) =>
  useGet('/api/leads/{leadId}/documents/{documentId}', id ? { path: { leadId, documentId: id } } : null);

const verifyDocument = (leadId: number, documentId: number, verified: boolean) =>
  call('post', '/api/leads/{leadId}/documents/{documentId}/verify', {
    path: { leadId, documentId },
    body: { verified },
  });

export function useLeadDocumentMutations(leadId: number) {
  const invalidate = STALE(leadId);
  return {
    setActive: useApiMutation(
      ({ id, active }: { id: number; active: boolean }) =>
        call(
          'post',
          active
            ? '/api/leads/{leadId}/documents/{documentId}/activate'
            : '/api/leads/{leadId}/documents/{documentId}/deactivate',
          { path: { leadId, documentId: id } },
        ),
      { invalidate, errorToast: false },
    ),
    verify: useApiMutation(
      ({ id, verified }: { id: number; verified: boolean }) => verifyDocument(leadId, id, verified),
      { invalidate, errorToast: false },
    ),
  };
}
export const leadDocumentsStale = STALE;

/** Verify from a list that spans leads (the notification page): the lead comes with the row. */
export const useVerifyAnyLeadDocument = () =>
  useApiMutation(
    ({ leadId, id, verified }: { leadId: number; id: number; verified: boolean }) =>
      verifyDocument(leadId, id, verified),
    { invalidate: [LEAD_DOC_PATHS.acrossLeads, COUNTS, apiUrl('/api/leads')], errorToast: false },
  );
