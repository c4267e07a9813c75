import type { DuplicateCheckQuery, DuplicateRule, DuplicateRules, LeadMergeInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../../app/api';
import { apiUrl, call, listUrl, useGet, usePagedGet } from '../../../../app/client';

/** Duplicate leads, their detection rules, the merge and its undo: the URLs screens use as such. */
export const DUP_PATHS = {
  groups: apiUrl('/api/leads/duplicates'),
  merges: listUrl('/api/leads/merges'),
} as const;
// everything a merge or undo changes: groups, counts, the lead list and records
const CHANGED = [apiUrl('/api/leads')];

export const useDuplicateGroups = (page: number, pageSize: number, rule?: DuplicateRule) =>
  usePagedGet('/api/leads/duplicates', { query: { page, pageSize, rule } });
export const useDuplicateCount = () => useGet('/api/leads/duplicates/count');
export const useDuplicateRules = () => useGet('/api/leads/duplicates/rules');
export const useSaveDuplicateRules = () =>
  useApiMutation((v: DuplicateRules) => call('put', '/api/leads/duplicates/rules', { body: v }), {
    invalidate: [DUP_PATHS.groups],
    errorToast: false,
  });
export const useDuplicateCheck = (q: DuplicateCheckQuery | null) =>
  useGet('/api/leads/duplicates/check', q ? { query: q } : null, { placeholderData: (prev) => prev });

export const useMergePreview = (survivorId: number | null, otherId: number | null) =>
  useGet(
    '/api/leads/merge/preview',
    survivorId && otherId && survivorId !== otherId ? { query: { survivorId, otherId } } : null,
    { retry: false },
  );
export const useMergeLeads = () =>
  useApiMutation((v: LeadMergeInput) => call('post', '/api/leads/merges', { body: v }), {
    invalidate: CHANGED,
    errorToast: false,
  });
export const useUndoMerge = () =>
  useApiMutation((mergeId: number) => call('post', '/api/leads/merges/{mergeId}/undo', { path: { mergeId } }), {
    invalidate: CHANGED,
    errorToast: false,
  });

export const mergeUrl = (survivorId: number, otherId: number) =>
  `/lead/lead-admin/lead-merge?survivorId=${survivorId}&otherId=${otherId}`;
