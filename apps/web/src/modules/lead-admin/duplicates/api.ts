import type {
  DuplicateCheckQuery,
  DuplicateCheckResult,
  DuplicateCount,
  DuplicateGroup,
  DuplicateRule,
  DuplicateRules,
  LeadMergeInput,
  LeadMergeLog,
  LeadMergePreview,
  Page,
} from '@caduceus/contracts';
import { api, useApiMutation, useApiQuery } from '../../../app/api';

/** Duplicate leads, their detection rules, the merge and its undo. */
export const DUP_PATHS = {
  groups: '/api/leads/duplicates',
  count: '/api/leads/duplicates/count',
  check: '/api/leads/duplicates/check',
  rules: '/api/leads/duplicates/rules',
  preview: '/api/leads/merge/preview',
  merges: '/api/leads/merges',
  undo: (id: number) => `/api/leads/merges/${id}/undo`,
} as const;
// everything a merge or undo changes: groups, counts, the lead list and records
const CHANGED = ['/api/leads'];

export const useDuplicateGroups = (page: number, pageSize: number, rule?: DuplicateRule) =>
  useApiQuery<Page<DuplicateGroup>>(DUP_PATHS.groups, { page, pageSize, rule }, { placeholderData: (prev) => prev });
export const useDuplicateCount = () => useApiQuery<DuplicateCount>(DUP_PATHS.count);
export const useDuplicateRules = () => useApiQuery<DuplicateRules>(DUP_PATHS.rules);
export const useSaveDuplicateRules = () =>
  useApiMutation((v: DuplicateRules) => api.put<DuplicateRules>(DUP_PATHS.rules, v), {
    invalidate: ['/api/leads/duplicates'],
    errorToast: false,
  });
export const useDuplicateCheck = (q: DuplicateCheckQuery | null) =>
  useApiQuery<DuplicateCheckResult>(q ? DUP_PATHS.check : null, q ?? undefined, { placeholderData: (prev) => prev });

export const useMergePreview = (survivorId: number | null, otherId: number | null) =>
  useApiQuery<LeadMergePreview>(
    survivorId && otherId && survivorId !== otherId ? DUP_PATHS.preview : null,
    { survivorId, otherId },
    { retry: false },
  );
export const useMergeLeads = () =>
  useApiMutation((v: LeadMergeInput) => api.post<LeadMergeLog>(DUP_PATHS.merges, v), {
    invalidate: CHANGED,
    errorToast: false,
  });
export const useUndoMerge = () =>
  useApiMutation((id: number) => api.post<LeadMergeLog>(DUP_PATHS.undo(id)), {
    invalidate: CHANGED,
    errorToast: false,
  });

export const mergeUrl = (survivorId: number, otherId: number) =>
  `/lead/lead-admin/lead-merge?survivorId=${survivorId}&otherId=${otherId}`;
