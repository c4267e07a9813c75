import type {
  BillingInfoInput,
  LeadAcademicRecords,
  LeadAdmissionFormsView,
  LeadBillingView,
  StudentContactInput,
} from '@caduceus/contracts';
import { api, useApiMutation, useApiQuery } from '../../../../app/api';

/** The lead's admission parts (server module apps/server/src/modules/lead-admission and lead-immigration). */
export const LEAD_ADMISSION_PATHS = {
  forms: (l: number) => `/api/leads/${l}/admission-forms`,
  billing: (l: number) => `/api/leads/${l}/billing`,
  billingContact: (l: number) => `/api/leads/${l}/billing-contact`,
  education: (l: number) => `/api/leads/${l}/education`,
  immigrationDocuments: (l: number) => `/api/leads/${l}/immigration/documents`,
  academicRecords: (l: number) => `/api/leads/${l}/academic-records`,
} as const;

export const useLeadAdmissionForms = (leadId: number) =>
  useApiQuery<LeadAdmissionFormsView>(LEAD_ADMISSION_PATHS.forms(leadId));
export const useLeadBilling = (leadId: number) => useApiQuery<LeadBillingView>(LEAD_ADMISSION_PATHS.billing(leadId));
export function useLeadBillingWrites(leadId: number) {
  const invalidate = [LEAD_ADMISSION_PATHS.billing(leadId)];
  return {
    saveBilling: useApiMutation(
      (body: BillingInfoInput) => api.put<LeadBillingView>(LEAD_ADMISSION_PATHS.billing(leadId), body),
      { invalidate, errorToast: false },
    ),
    saveContact: useApiMutation(
      (body: StudentContactInput) => api.put<LeadBillingView>(LEAD_ADMISSION_PATHS.billingContact(leadId), body),
      { invalidate, errorToast: false },
    ),
  };
}
export const useLeadAcademicRecords = (leadId: number) =>
  useApiQuery<LeadAcademicRecords>(LEAD_ADMISSION_PATHS.academicRecords(leadId));
