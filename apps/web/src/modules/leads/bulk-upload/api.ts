import type { LeadSourceUpload, LeadUpload, LeadUploadImportInput, LeadUploadPreview } from '@caduceus/contracts';
import { api, useApiMutation, useApiQuery } from '../../../app/api';
import { sendFormWithProgress } from '../../../components/uploadForm';

/** The bulk lead upload API (server module apps/server/src/modules/lead-import). */
export const LEAD_UPLOAD_PATHS = {
  uploads: '/api/lead-uploads',
  template: '/api/lead-uploads/template',
  upload: (id: number) => `/api/lead-uploads/${id}`,
  rows: (id: number) => `/api/lead-uploads/${id}/rows`,
  errors: (id: number) => `/api/lead-uploads/${id}/errors`,
  file: (id: number) => `/api/lead-uploads/${id}/file`,
  ofLead: (leadId: number) => `/api/leads/${leadId}/bulk-uploads`,
} as const;

/** One upload; polled every second while it imports. */
export const useLeadUpload = (id: number | null) =>
  useApiQuery<LeadUpload>(id ? LEAD_UPLOAD_PATHS.upload(id) : null, undefined, {
    refetchInterval: (q) => (q.state.data?.status === 'importing' ? 1000 : false),
  });

/** Sends the file (with its upload progress) for checking; nothing is imported yet. */
export const useSendLeadUpload = (onProgress: (percent: number) => void) =>
  useApiMutation(
    (file: File) => {
      const form = new FormData();
      form.set('file', file, file.name);
      return sendFormWithProgress<LeadUploadPreview>('POST', LEAD_UPLOAD_PATHS.uploads, form, onProgress);
    },
    { invalidate: [LEAD_UPLOAD_PATHS.uploads], errorToast: false },
  );

export const useStartLeadImport = (id: number) =>
  useApiMutation(
    (body: LeadUploadImportInput) => api.post<LeadUpload>(`${LEAD_UPLOAD_PATHS.upload(id)}/import`, body),
    { invalidate: [LEAD_UPLOAD_PATHS.upload(id)], errorToast: false },
  );

/** The lead's Documents tab: the upload the lead came from. */
export const useLeadSourceUploads = (leadId: number) =>
  useApiQuery<{ items: LeadSourceUpload[] }>(LEAD_UPLOAD_PATHS.ofLead(leadId));
