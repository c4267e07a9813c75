import { useApiMutation } from '../../../../../app/api';
import { apiUrl, call, listUrl, useGet } from '../../../../../app/client';
import { recordDocumentFileUrl, useRecordDocumentWrites } from '../../../../../components/records/documentsApi';

/** The lead documents' URLs that screens use as such (lists, uploads, files; server module lead-documents). */
export const LEAD_DOC_PATHS = {
  acrossLeads: listUrl('/api/lead-documents'),
  documents: (leadId: number) => listUrl('/api/leads/{leadId}/documents', { leadId }),
  file: (leadId: number, documentId: number, version?: number, inline = false) =>
    recordDocumentFileUrl({ leadId }, documentId, version, inline),
} as const;

/** Every change refreshes the lead's documents, the checklist, the list across leads and the top-bar counts. */
const COUNTS = apiUrl('/api/notifications/counts');
const STALE = (l: number) => [LEAD_DOC_PATHS.documents(l), LEAD_DOC_PATHS.acrossLeads, COUNTS];

export const useLeadDocumentTypes = (leadId: number) =>
  useGet('/api/leads/{leadId}/documents/types', { path: { leadId } });

export const useLeadDocumentMutations = (leadId: number) => useRecordDocumentWrites({ leadId }, STALE(leadId));
export const leadDocumentsStale = STALE;

/** Verify from a list that spans leads (the notification page): the lead comes with the row. */
export const useVerifyAnyLeadDocument = () =>
  useApiMutation(
    ({ leadId, id, verified }: { leadId: number; id: number; verified: boolean }) =>
      call('post', '/api/leads/{leadId}/documents/{documentId}/verify', {
        path: { leadId, documentId: id },
        body: { verified },
      }),
    { invalidate: [LEAD_DOC_PATHS.acrossLeads, COUNTS, apiUrl('/api/leads')], errorToast: false },
  );
