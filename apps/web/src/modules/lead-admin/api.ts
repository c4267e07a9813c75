import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type {
  Fair,
  FairInput,
  FairLead,
  LeadTemplate,
  LeadTemplateInput,
  LeadTemplatePreview,
  Page,
} from '@caduceus/contracts';
import { NetworkError, api, useApiMutation, useApiQuery } from '../../app/api';
import { toast } from '../../app/bridge';

/** College fairs and lead email templates (the lead administration screens). */
export const PATHS = {
  fairs: '/api/lead-fairs',
  fair: (id: number) => `/api/lead-fairs/${id}`,
  fairLeads: (id: number) => `/api/lead-fairs/${id}/leads`,
  templates: '/api/lead-templates',
  template: (id: number) => `/api/lead-templates/${id}`,
  preview: (id: number) => `/api/lead-templates/${id}/preview`,
  templateStatus: (id: number) => `/api/lead-templates/${id}/status`,
} as const;

export const useFairLeads = (id: number | null, page: number, pageSize: number) =>
  useApiQuery<Page<FairLead>>(id ? PATHS.fairLeads(id) : null, { page, pageSize }, { placeholderData: (prev) => prev });
export const useCreateFair = () =>
  useApiMutation((v: FairInput) => api.post<Fair>(PATHS.fairs, v), { invalidate: [PATHS.fairs], errorToast: false });
export const useUpdateFair = () =>
  useApiMutation(({ id, ...v }: FairInput & { id: number }) => api.put<Fair>(PATHS.fair(id), v), {
    invalidate: [PATHS.fairs],
    errorToast: false,
  });

export const useTemplatePreview = (id: number | null) =>
  useApiQuery<LeadTemplatePreview>(id ? PATHS.preview(id) : null);
export const useCreateTemplate = () =>
  useApiMutation((v: LeadTemplateInput) => api.post<LeadTemplate>(PATHS.templates, v), {
    invalidate: [PATHS.templates],
    errorToast: false,
  });
export const useUpdateTemplate = () =>
  useApiMutation(({ id, ...v }: LeadTemplateInput & { id: number }) => api.put<LeadTemplate>(PATHS.template(id), v), {
    invalidate: [PATHS.templates],
    errorToast: false,
  });
export const useTemplateStatus = () =>
  useApiMutation(
    ({ id, active }: { id: number; active: boolean }) => api.put<LeadTemplate>(PATHS.templateStatus(id), { active }),
    { invalidate: [PATHS.templates] },
  );

/** Toasts the spec's "failed to fetch" text when a query under `path` fails (a network failure has its own toast). */
export function useFetchFailedToast(path: string, text: string) {
  const qc = useQueryClient();
  useEffect(
    () =>
      qc.getQueryCache().subscribe((e) => {
        if (e.type !== 'updated' || e.action.type !== 'error') return;
        const key = e.query.queryKey[0];
        if (typeof key === 'string' && key.startsWith(path) && !(e.action.error instanceof NetworkError))
          toast.error(text);
      }),
    [qc, path, text],
  );
}
