import type { MailLogInput, MailLogKind } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { apiUrl, call, callForm, listUrl, useGet } from '../../../app/client';
import { LOOKUP_STALE_MS } from '../../../components/useLookup';

/** The mail register: one resource for the five registers (kind); the URLs screens use as such. */
export const PATHS = {
  logs: listUrl('/api/mail-logs'),
  attachment: (id: number, fileId: number) => apiUrl('/api/mail-logs/{id}/attachments/{fileId}', { id, fileId }),
} as const;

export const useMailLog = (id: number | null) => useGet('/api/mail-logs/{id}', id ? { path: { id } } : null);
export const useEnteredBy = (kind: MailLogKind) =>
  useGet('/api/mail-logs/entered-by', { query: { kind } }, { staleTime: LOOKUP_STALE_MS });

export interface MailLogSave {
  values: MailLogInput;
  /** new files */
  attachments: File[];
  /** ids of current attachments to take off (edit only) */
  removeAttachments?: number[];
}

/** The multipart form the server reads: text fields (blank ones left out) and `attachments` parts. */
function formData({ values, attachments, removeAttachments }: MailLogSave): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) if (v !== null && v !== undefined && v !== '') fd.set(k, String(v));
  if (removeAttachments?.length) fd.set('removeAttachments', removeAttachments.join(','));
  for (const f of attachments) fd.append('attachments', f);
  return fd;
}

const stale = [PATHS.logs];
export const useCreateMailLog = () =>
  useApiMutation((s: MailLogSave) => callForm('post', '/api/mail-logs', undefined, formData(s)), {
    invalidate: stale,
    errorToast: false,
  });
export const useUpdateMailLog = () =>
  useApiMutation(
    ({ id, ...s }: MailLogSave & { id: number }) => callForm('put', '/api/mail-logs/{id}', { id }, formData(s)),
    {
      invalidate: stale,
      errorToast: false,
    },
  );
export const useDeleteMailLog = () =>
  useApiMutation((id: number) => call('delete', '/api/mail-logs/{id}', { path: { id } }), {
    invalidate: stale,
    errorToast: false,
  });
