import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FairInput, LeadTemplateInput } from '@caduceus/contracts';
import { NetworkError, useApiMutation } from '../../../app/api';
import { toast } from '../../../app/bridge';
import { call, listUrl, useGet, usePagedGet } from '../../../app/client';

/** College fairs and lead email templates (the lead administration screens): the lists' URLs. */
export const PATHS = {
  fairs: listUrl('/api/lead-fairs'),
  templates: listUrl('/api/lead-templates'),
} as const;

export const useFairLeads = (id: number | null, page: number, pageSize: number) =>
  usePagedGet('/api/lead-fairs/{id}/leads', id ? { path: { id }, query: { page, pageSize } } : null);
export const useCreateFair = () =>
  useApiMutation((v: FairInput) => call('post', '/api/lead-fairs', { body: v }), {
    invalidate: [PATHS.fairs],
    errorToast: false,
  });
export const useUpdateFair = () =>
  useApiMutation(
    ({ id, ...v }: FairInput & { id: number }) => call('put', '/api/lead-fairs/{id}', { path: { id }, body: v }),
    {
      invalidate: [PATHS.fairs],
      errorToast: false,
    },
  );

export const useTemplatePreview = (id: number | null) =>
  useGet('/api/lead-templates/{id}/preview', id ? { path: { id } } : null);
export const useCreateTemplate = () =>
  useApiMutation((v: LeadTemplateInput) => call('post', '/api/lead-templates', { body: v }), {
    invalidate: [PATHS.templates],
    errorToast: false,
  });
export const useUpdateTemplate = () =>
  useApiMutation(
    ({ id, ...v }: LeadTemplateInput & { id: number }) =>
      call('put', '/api/lead-templates/{id}', { path: { id }, body: v }),
    {
      invalidate: [PATHS.templates],
      errorToast: false,
    },
  );
export const useTemplateStatus = () =>
  useApiMutation(
    ({ id, active }: { id: number; active: boolean }) =>
      call('put', '/api/lead-templates/{id}/status', { path: { id }, body: { active } }),
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
