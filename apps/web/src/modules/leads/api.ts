import type {
  LeadAddressInput,
  LeadBulkIdsInput,
  LeadBulkResult,
  LeadBulkUpdateInput,
  LeadCloseInput,
  LeadCreateInput,
  LeadHeader,
  LeadMigrateResult,
  LeadMoreInfoInput,
  LeadNote,
  LeadNoteInput,
  LeadNoteKind,
  LeadProfileInput,
  LeadRecord,
  LeadRepAssignInput,
  LeadStatusChangeInput,
  LeadStatusOptions,
} from '@caduceus/contracts';
import { api, sendForm, useApiMutation, useApiQuery } from '../../app/api';

/** The lead API's paths (server module apps/server/src/modules/leads). */
export const LEAD_PATHS = {
  list: '/api/leads',
  header: (id: number) => `/api/leads/${id}/header`,
  profile: (id: number) => `/api/leads/${id}/profile`,
  moreInfo: (id: number) => `/api/leads/${id}/more-info`,
  address: (id: number) => `/api/leads/${id}/address`,
  statusOptions: (id: number) => `/api/leads/${id}/status-options`,
  statusChanges: (id: number) => `/api/leads/${id}/status-changes`,
  close: (id: number) => `/api/leads/${id}/close`,
  reopen: (id: number) => `/api/leads/${id}/reopen`,
  migrate: (id: number) => `/api/leads/${id}/migrate`,
  activity: (id: number) => `/api/leads/${id}/activity`,
  notes: (id: number, kind: LeadNoteKind) => `/api/leads/${id}/${kind === 'phone' ? 'phone-notes' : 'notes'}`,
  bulkUpdate: '/api/leads/bulk/update',
  bulkClose: '/api/leads/bulk/close',
  bulkDelete: '/api/leads/bulk/delete',
  bulkRestore: '/api/leads/bulk/restore',
  repAssign: '/api/leads/bulk/representative',
} as const;

/** Every lead query (list, header, tabs) refetches after a change to a lead. */
const STALE = ['/api/leads'];

/** The header: a 404 is the app's not-found screen. */
export const useLeadHeader = (id: number | null) =>
  useApiQuery<LeadHeader>(id ? LEAD_PATHS.header(id) : null, undefined, { meta: { notFoundRedirect: true } });
export const useLeadRecord = (id: number | null) => useApiQuery<LeadRecord>(id ? LEAD_PATHS.profile(id) : null);
/** The address tab reads the record through its own API (the address tab's access). */
export const useLeadAddress = (id: number | null) => useApiQuery<LeadRecord>(id ? LEAD_PATHS.address(id) : null);
export const useLeadStatusOptions = (id: number, enabled: boolean) =>
  useApiQuery<LeadStatusOptions>(LEAD_PATHS.statusOptions(id), undefined, { enabled });

export const useCreateLead = () =>
  useApiMutation((v: LeadCreateInput) => api.post<LeadRecord>(LEAD_PATHS.list, v), {
    invalidate: STALE,
    errorToast: false,
  });
export const useSaveLeadProfile = (id: number) =>
  useApiMutation((v: LeadProfileInput) => api.put<LeadRecord>(LEAD_PATHS.profile(id), v), {
    invalidate: STALE,
    errorToast: false,
  });
export const useSaveLeadMoreInfo = (id: number) =>
  useApiMutation((v: LeadMoreInfoInput) => api.put<LeadRecord>(LEAD_PATHS.moreInfo(id), v), {
    invalidate: STALE,
    errorToast: false,
  });
export const useSaveLeadAddress = (id: number) =>
  useApiMutation((v: LeadAddressInput) => api.put<LeadRecord>(LEAD_PATHS.address(id), v), {
    invalidate: STALE,
    errorToast: false,
  });

/** A status change: multipart with the optional file. */
export const useChangeLeadStatus = (id: number) =>
  useApiMutation(
    ({ values, file }: { values: LeadStatusChangeInput; file: File | null }) => {
      const fd = new FormData();
      fd.set('statusId', String(values.statusId));
      if (values.note) fd.set('note', values.note);
      if (file) fd.set('file', file);
      return sendForm<LeadRecord>('POST', LEAD_PATHS.statusChanges(id), fd);
    },
    { invalidate: STALE, errorToast: false },
  );

export const useCloseLead = (id: number) =>
  useApiMutation((v: LeadCloseInput) => api.post<LeadRecord>(LEAD_PATHS.close(id), v), {
    invalidate: STALE,
    errorToast: false,
  });
export const useReopenLead = (id: number) =>
  useApiMutation(() => api.post<LeadRecord>(LEAD_PATHS.reopen(id)), { invalidate: STALE, errorToast: false });
export const useMigrateLead = (id: number) =>
  useApiMutation(() => api.post<LeadMigrateResult>(LEAD_PATHS.migrate(id)), {
    invalidate: [...STALE, '/api/students'],
    errorToast: false,
  });

export const useAddLeadNote = (id: number, kind: LeadNoteKind) =>
  useApiMutation((v: LeadNoteInput) => api.post<LeadNote>(LEAD_PATHS.notes(id, kind), v), {
    invalidate: STALE,
    errorToast: false,
  });

/** The list's bulk actions: each answers what it did and which leads it skipped. */
export function useLeadBulk() {
  const opts = { invalidate: STALE, errorToast: false as const };
  return {
    update: useApiMutation((v: LeadBulkUpdateInput) => api.post<LeadBulkResult>(LEAD_PATHS.bulkUpdate, v), opts),
    close: useApiMutation((v: LeadBulkIdsInput) => api.post<LeadBulkResult>(LEAD_PATHS.bulkClose, v), opts),
    remove: useApiMutation((v: LeadBulkIdsInput) => api.post<LeadBulkResult>(LEAD_PATHS.bulkDelete, v), opts),
    restore: useApiMutation((v: LeadBulkIdsInput) => api.post<LeadBulkResult>(LEAD_PATHS.bulkRestore, v), opts),
    assign: useApiMutation((v: LeadRepAssignInput) => api.post<LeadBulkResult>(LEAD_PATHS.repAssign, v), opts),
  };
}

/** The file a status change carried. */
export const leadStatusFilePath = (leadId: number, changeId: number) =>
  `${LEAD_PATHS.statusChanges(leadId)}/${changeId}/file`;
