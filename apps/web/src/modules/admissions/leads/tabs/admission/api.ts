import type { BillingInfoInput, LeadAdmissionFormsView, StudentContactInput } from '@caduceus/contracts';
import { useApiMutation, useApiQuery } from '../../../../../app/api';
import { apiUrl, call, useGet } from '../../../../../app/client';

/** The lead's admission URLs that screens use as such (server modules lead-admission and lead-immigration). */
export const LEAD_ADMISSION_PATHS = {
  forms: (leadId: number) => apiUrl('/api/leads/{leadId}/admission-forms', { leadId }),
} as const;

/** Hand-typed still: the server declares each form's answers as a record (`data`), the screens read them per form. */
export const useLeadAdmissionForms = (leadId: number) =>
  useApiQuery<LeadAdmissionFormsView>(LEAD_ADMISSION_PATHS.forms(leadId));
export const useLeadBilling = (leadId: number) => useGet('/api/leads/{leadId}/billing', { path: { leadId } });
export function useLeadBillingWrites(leadId: number) {
  const invalidate = [apiUrl('/api/leads/{leadId}/billing', { leadId })];
  return {
    saveBilling: useApiMutation(
      (body: BillingInfoInput) => call('put', '/api/leads/{leadId}/billing', { path: { leadId }, body }),
      { invalidate, errorToast: false },
    ),
    saveContact: useApiMutation(
      (body: StudentContactInput) => call('put', '/api/leads/{leadId}/billing-contact', { path: { leadId }, body }),
      { invalidate, errorToast: false },
    ),
  };
}
export const useLeadAcademicRecords = (leadId: number) =>
  useGet('/api/leads/{leadId}/academic-records', { path: { leadId } });
