import type { MailLog, MailLogInput, MailLogKind } from '@caduceus/contracts';
import { api, sendForm, useApiMutation, useApiQuery } from '../../app/api';
import { LOOKUP_STALE_MS } from '../../components/useLookup';

/** The mail register: one resource for the five registers (kind). */
export const PATHS = {
  logs: '/api/mail-logs',
  one: (id: number) => `/api/mail-logs/${id}`,
  attachment: (id: number, fileId: number) => `/api/mail-logs/${id}/attachments/${fileId}`,
  enteredBy: '/api/mail-logs/entered-by',
} as const;

export const useMailLog = (id: number | null) => useApiQuery<MailLog>(id ? PATHS.one(id) : null);
export const useEnteredBy = (kind: MailLogKind) =>
  useApiQuery<{ items: { value: number; label: string }[] }>(PATHS.enteredBy, { kind }, { staleTime: LOOKUP_STALE_MS });

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
  useApiMutation((s: MailLogSave) => sendForm<MailLog>('POST', PATHS.logs, formData(s)), {
    invalidate: stale,
    errorToast: false,
  });
export const useUpdateMailLog = () =>
  useApiMutation(({ id, ...s }: MailLogSave & { id: number }) => sendForm<MailLog>('PUT', PATHS.one(id), formData(s)), {
    invalidate: stale,
    errorToast: false,
  });
export const useDeleteMailLog = () =>
  useApiMutation((id: number) => api.del<{ ok: true }>(PATHS.one(id)), { invalidate: stale, errorToast: false });
