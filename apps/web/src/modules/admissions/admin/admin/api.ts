import type { EstimateInput, RepVacationInput, SemesterDefermentInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../../app/api';
import { apiUrl, call, callForm, listUrl, useGet } from '../../../../app/client';

/** Lead administration and the semester/estimate tabs: the URLs screens use as such (server module lead-admin). */
export const LEAD_ADMIN_PATHS = {
  closedLeads: listUrl('/api/lead-admin/closed-leads'),
  vacations: listUrl('/api/lead-admin/rep-vacations'),
  deferments: (leadId: number) => listUrl('/api/leads/{leadId}/semester-deferments', { leadId }),
  defermentFile: (leadId: number, defermentId: number) =>
    apiUrl('/api/leads/{leadId}/semester-deferments/{defermentId}/file', { leadId, defermentId }),
  estimates: (leadId: number) => listUrl('/api/leads/{leadId}/estimates', { leadId }),
} as const;

/** A change to a lead refreshes every lead query (list, header, tabs). */
const LEADS = apiUrl('/api/leads');

export const useAddVacation = () =>
  useApiMutation((v: RepVacationInput) => call('post', '/api/lead-admin/rep-vacations', { body: v }), {
    invalidate: [LEAD_ADMIN_PATHS.vacations],
    errorToast: false,
  });
export const useDeleteVacation = () =>
  useApiMutation((id: number) => call('delete', '/api/lead-admin/rep-vacations/{id}', { path: { id } }), {
    invalidate: [LEAD_ADMIN_PATHS.vacations],
    errorToast: false,
  });

export const useDefermentOptions = (leadId: number, enabled: boolean) =>
  useGet('/api/leads/{leadId}/semester-deferments/options', { path: { leadId } }, { enabled });
/** The deferment: multipart with the optional file. */
export const useDeferSemester = (leadId: number) =>
  useApiMutation(
    ({ values, file }: { values: SemesterDefermentInput; file: File | null }) => {
      const fd = new FormData();
      fd.set('semesterId', String(values.semesterId));
      fd.set('reason', values.reason);
      if (file) fd.set('file', file);
      return callForm('post', '/api/leads/{leadId}/semester-deferments', { leadId }, fd);
    },
    { invalidate: [LEADS], errorToast: false },
  );

export const useEstimate = (leadId: number, id: number | null) =>
  useGet('/api/leads/{leadId}/estimates/{estimateId}', id ? { path: { leadId, estimateId: id } } : null);
export const useAddEstimate = (leadId: number) =>
  useApiMutation((v: EstimateInput) => call('post', '/api/leads/{leadId}/estimates', { path: { leadId }, body: v }), {
    invalidate: [LEADS],
    errorToast: false,
  });

/** Reopens a closed lead (the leads module's endpoint); the closed list and the lead's queries refetch. */
export const useReopenClosedLead = () =>
  useApiMutation((leadId: number) => call('post', '/api/leads/{leadId}/reopen', { path: { leadId } }), {
    invalidate: [LEADS, LEAD_ADMIN_PATHS.closedLeads],
    errorToast: false,
  });
