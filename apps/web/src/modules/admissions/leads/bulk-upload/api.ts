import type { LeadUploadImportInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../../app/api';
import { apiUrl, call, listUrl, useGet } from '../../../../app/client';
import { uploadTo } from '../../../../components/uploadForm';

/** The bulk lead upload's URLs that screens use as such (server module lead-import). */
export const LEAD_UPLOAD_PATHS = {
  uploads: listUrl('/api/lead-uploads'),
  template: apiUrl('/api/lead-uploads/template'),
  upload: (uploadId: number) => apiUrl('/api/lead-uploads/{uploadId}', { uploadId }),
  rows: (uploadId: number) => listUrl('/api/lead-uploads/{uploadId}/rows', { uploadId }),
  errors: (uploadId: number) => apiUrl('/api/lead-uploads/{uploadId}/errors', { uploadId }),
  file: (uploadId: number) => apiUrl('/api/lead-uploads/{uploadId}/file', { uploadId }),
} as const;

/** One upload; polled every second while it imports. */
export const useLeadUpload = (id: number | null) =>
  useGet('/api/lead-uploads/{uploadId}', id ? { path: { uploadId: id } } : null, {
    refetchInterval: (q) => (q.state.data?.status === 'importing' ? 1000 : false),
  });

/** Sends the file (with its upload progress) for checking; nothing is imported yet. */
export const useSendLeadUpload = (onProgress: (percent: number) => void) =>
  useApiMutation(
    (file: File) => {
      const form = new FormData();
      form.set('file', file, file.name);
      return uploadTo('post', '/api/lead-uploads', undefined, form, onProgress);
    },
    { invalidate: [LEAD_UPLOAD_PATHS.uploads], errorToast: false },
  );

export const useStartLeadImport = (id: number) =>
  useApiMutation(
    (body: LeadUploadImportInput) =>
      call('post', '/api/lead-uploads/{uploadId}/import', { path: { uploadId: id }, body }),
    { invalidate: [LEAD_UPLOAD_PATHS.upload(id)], errorToast: false },
  );

/** The lead's Documents tab: the upload the lead came from. */
export const useLeadSourceUploads = (leadId: number) =>
  useGet('/api/leads/{leadId}/bulk-uploads', { path: { leadId } });
