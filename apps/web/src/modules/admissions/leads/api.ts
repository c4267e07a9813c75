import type {
  LeadBulkIdsInput,
  LeadBulkUpdateInput,
  LeadCloseInput,
  LeadCreateInput,
  LeadMoreInfoInput,
  LeadNoteInput,
  LeadNoteKind,
  LeadProfileInput,
  LeadRepAssignInput,
  LeadStatusChangeInput,
} from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { apiUrl, call, callForm, listUrl, useGet } from '../../../app/client';

const notesPath = (kind: LeadNoteKind) =>
  kind === 'phone' ? ('/api/leads/{leadId}/phone-notes' as const) : ('/api/leads/{leadId}/notes' as const);

/** The lead URLs screens use as such (lists, links); calls go through the typed client (app/client.ts). */
export const LEAD_PATHS = {
  list: listUrl('/api/leads'),
  statusChanges: (leadId: number) => listUrl('/api/leads/{leadId}/status-changes', { leadId }),
  activity: (leadId: number) => listUrl('/api/leads/{leadId}/activity', { leadId }),
  notes: (leadId: number, kind: LeadNoteKind) => listUrl(notesPath(kind), { leadId }),
} as const;

/** Every lead query (list, header, tabs) refetches after a change to a lead. */
const STALE = ['/api/leads'];

/** The header: a 404 is the app's not-found screen. */
export const useLeadHeader = (id: number | null) =>
  useGet('/api/leads/{leadId}/header', id ? { path: { leadId: id } } : null, { meta: { notFoundRedirect: true } });
export const useLeadRecord = (id: number | null) =>
  useGet('/api/leads/{leadId}/profile', id ? { path: { leadId: id } } : null);
export const useLeadStatusOptions = (id: number, enabled: boolean) =>
  useGet('/api/leads/{leadId}/status-options', { path: { leadId: id } }, { enabled });

export const useCreateLead = () =>
  useApiMutation((v: LeadCreateInput) => call('post', '/api/leads', { body: v }), {
    invalidate: STALE,
    errorToast: false,
  });
export const useSaveLeadProfile = (id: number) =>
  useApiMutation(
    (v: LeadProfileInput) => call('put', '/api/leads/{leadId}/profile', { path: { leadId: id }, body: v }),
    {
      invalidate: STALE,
      errorToast: false,
    },
  );
export const useSaveLeadMoreInfo = (id: number) =>
  useApiMutation(
    (v: LeadMoreInfoInput) => call('put', '/api/leads/{leadId}/more-info', { path: { leadId: id }, body: v }),
    {
      invalidate: STALE,
      errorToast: false,
    },
  );

/** A status change: multipart with the optional file. */
export const useChangeLeadStatus = (id: number) =>
  useApiMutation(
    ({ values, file }: { values: LeadStatusChangeInput; file: File | null }) => {
      const fd = new FormData();
      fd.set('statusId', String(values.statusId));
      if (values.note) fd.set('note', values.note);
      if (file) fd.set('file', file);
      return callForm('post', '/api/leads/{leadId}/status-changes', { leadId: id }, fd);
    },
    { invalidate: STALE, errorToast: false },
  );

export const useCloseLead = (id: number) =>
  useApiMutation((v: LeadCloseInput) => call('post', '/api/leads/{leadId}/close', { path: { leadId: id }, body: v }), {
    invalidate: STALE,
    errorToast: false,
  });
export const useReopenLead = (id: number) =>
  useApiMutation(() => call('post', '/api/leads/{leadId}/reopen', { path: { leadId: id } }), {
    invalidate: STALE,
    errorToast: false,
  });
export const useMigrateLead = (id: number) =>
  useApiMutation(() => call('post', '/api/leads/{leadId}/migrate', { path: { leadId: id } }), {
    invalidate: [...STALE, '/api/students'],
    errorToast: false,
  });

export const useAddLeadNote = (id: number, kind: LeadNoteKind) =>
  useApiMutation((v: LeadNoteInput) => call('post', notesPath(kind), { path: { leadId: id }, body: v }), {
    invalidate: STALE,
    errorToast: false,
  });

/** The list's bulk actions: each answers what it did and which leads it skipped. */
export function useLeadBulk() {
  const opts = { invalidate: STALE, errorToast: false as const };
  return {
    update: useApiMutation((v: LeadBulkUpdateInput) => call('post', '/api/leads/bulk/update', { body: v }), opts),
    close: useApiMutation((v: LeadBulkIdsInput) => call('post', '/api/leads/bulk/close', { body: v }), opts),
    remove: useApiMutation((v: LeadBulkIdsInput) => call('post', '/api/leads/bulk/delete', { body: v }), opts),
    restore: useApiMutation((v: LeadBulkIdsInput) => call('post', '/api/leads/bulk/restore', { body: v }), opts),
    assign: useApiMutation(
      (v: LeadRepAssignInput) => call('post', '/api/leads/bulk/representative', { body: v }),
      opts,
    ),
  };
}

/** The file a status change carried. */
export const leadStatusFilePath = (leadId: number, changeId: number) =>
  apiUrl('/api/leads/{leadId}/status-changes/{changeId}/file', { leadId, changeId });
