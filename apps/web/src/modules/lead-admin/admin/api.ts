import type {
  Estimate,
  EstimateInput,
  RepVacation,
  RepVacationInput,
  SemesterDeferment,
  SemesterDefermentInput,
  SemesterDefermentOptions,
} from '@caduceus/contracts';
import { api, sendForm, useApiMutation, useApiQuery } from '../../../app/api';

/** Lead administration and the semester/estimate tabs (server module apps/server/src/modules/lead-admin). */
export const LEAD_ADMIN_PATHS = {
  closedLeads: '/api/lead-admin/closed-leads',
  vacations: '/api/lead-admin/rep-vacations',
  vacation: (id: number) => `/api/lead-admin/rep-vacations/${id}`,
  deferments: (leadId: number) => `/api/leads/${leadId}/semester-deferments`,
  defermentOptions: (leadId: number) => `/api/leads/${leadId}/semester-deferments/options`,
  defermentFile: (leadId: number, id: number) => `/api/leads/${leadId}/semester-deferments/${id}/file`,
  estimates: (leadId: number) => `/api/leads/${leadId}/estimates`,
  estimate: (leadId: number, id: number) => `/api/leads/${leadId}/estimates/${id}`,
} as const;

/** A change to a lead refreshes every lead query (list, header, tabs). */
const LEADS = '/api/leads';

export const useAddVacation = () =>
  useApiMutation((v: RepVacationInput) => api.post<RepVacation>(LEAD_ADMIN_PATHS.vacations, v), {
    invalidate: [LEAD_ADMIN_PATHS.vacations],
    errorToast: false,
  });
export const useDeleteVacation = () =>
  useApiMutation((id: number) => api.del(LEAD_ADMIN_PATHS.vacation(id)), {
    invalidate: [LEAD_ADMIN_PATHS.vacations],
    errorToast: false,
  });

export const useDefermentOptions = (leadId: number, enabled: boolean) =>
  useApiQuery<SemesterDefermentOptions>(LEAD_ADMIN_PATHS.defermentOptions(leadId), undefined, { enabled });
/** The deferment: multipart with the optional file. */
export const useDeferSemester = (leadId: number) =>
  useApiMutation(
    ({ values, file }: { values: SemesterDefermentInput; file: File | null }) => {
      const fd = new FormData();
      fd.set('semesterId', String(values.semesterId));
      fd.set('reason', values.reason);
      if (file) fd.set('file', file);
      return sendForm<SemesterDeferment>('POST', LEAD_ADMIN_PATHS.deferments(leadId), fd);
    },
    { invalidate: [LEADS], errorToast: false },
  );

export const useEstimate = (leadId: number, id: number | null) =>
  useApiQuery<Estimate>(id ? LEAD_ADMIN_PATHS.estimate(leadId, id) : null);
export const useAddEstimate = (leadId: number) =>
  useApiMutation((v: EstimateInput) => api.post<Estimate>(LEAD_ADMIN_PATHS.estimates(leadId), v), {
    invalidate: [LEADS],
    errorToast: false,
  });

/** Reopens a closed lead (the leads module's endpoint); the closed list and the lead's queries refetch. */
export const useReopenClosedLead = () =>
  useApiMutation((leadId: number) => api.post(`/api/leads/${leadId}/reopen`), {
    invalidate: [LEADS, LEAD_ADMIN_PATHS.closedLeads],
    errorToast: false,
  });
