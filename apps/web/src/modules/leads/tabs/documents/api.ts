import type { LeadDocument, LeadDocumentDetail, LeadDocumentTypes } from '@caduceus/contracts';
import { api, useApiMutation, useApiQuery } from '../../../../app/api';

/** The lead documents API (server module apps/server/src/modules/lead-documents). */
export const LEAD_DOC_PATHS = {
  acrossLeads: '/api/lead-documents',
  documents: (l: number) => `/api/leads/${l}/documents`,
  types: (l: number) => `/api/leads/${l}/documents/types`,
  document: (l: number, id: number) => `/api/leads/${l}/documents/${id}`,
  file: (l: number, id: number, version?: number, inline = false) =>
    `/api/leads/${l}/documents/${id}/file${version || inline ? '?' : ''}${[version ? `version=${version}` : '', inline ? 'inline=true' : ''].filter(Boolean).join('&')}`,
} as const;

/** Every change refreshes the lead's documents, the checklist, the list across leads and the top-bar counts. */
const STALE = (l: number) => [LEAD_DOC_PATHS.documents(l), LEAD_DOC_PATHS.acrossLeads, '/api/notifications/counts'];

export const useLeadDocumentTypes = (leadId: number) => useApiQuery<LeadDocumentTypes>(LEAD_DOC_PATHS.types(leadId));
export const useLeadDocument = (leadId: number, id: number | null) =>
  useApiQuery<LeadDocumentDetail>(id ? LEAD_DOC_PATHS.document(leadId, id) : null);

export function useLeadDocumentMutations(leadId: number) {
  const invalidate = STALE(leadId);
  return {
    setActive: useApiMutation(
      ({ id, active }: { id: number; active: boolean }) =>
        api.post<LeadDocument>(`${LEAD_DOC_PATHS.document(leadId, id)}/${active ? 'activate' : 'deactivate'}`),
      { invalidate, errorToast: false },
    ),
    verify: useApiMutation(
      ({ id, verified }: { id: number; verified: boolean }) =>
        api.post<LeadDocument>(`${LEAD_DOC_PATHS.document(leadId, id)}/verify`, { verified }),
      { invalidate, errorToast: false },
    ),
  };
}
export const leadDocumentsStale = STALE;

/** Verify from a list that spans leads (the notification page): the lead comes with the row. */
export const useVerifyAnyLeadDocument = () =>
  useApiMutation(
    ({ leadId, id, verified }: { leadId: number; id: number; verified: boolean }) =>
      api.post<LeadDocument>(`${LEAD_DOC_PATHS.document(leadId, id)}/verify`, { verified }),
    { invalidate: [LEAD_DOC_PATHS.acrossLeads, '/api/notifications/counts', '/api/leads'], errorToast: false },
  );
