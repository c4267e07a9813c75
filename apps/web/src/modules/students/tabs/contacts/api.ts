import type {
  BillingInfoInput,
  BillingInfoView,
  EducationEntry,
  EducationInput,
  StudentContact,
  StudentContactInput,
} from '@caduceus/contracts';
import { api, useApiMutation, useApiQuery } from '../../../../app/api';

/** parents-details and billing-educational: paths and queries. */
export const CONTACT_PATHS = {
  contacts: (studentId: number) => `/api/students/${studentId}/contacts`,
  contact: (studentId: number, id: number) => `/api/students/${studentId}/contacts/${id}`,
  billing: (studentId: number) => `/api/students/${studentId}/billing`,
  education: (studentId: number) => `/api/students/${studentId}/education`,
  educationEntry: (studentId: number, id: number) => `/api/students/${studentId}/education/${id}`,
} as const;

export const useContacts = (studentId: number) =>
  useApiQuery<{ items: StudentContact[] }>(CONTACT_PATHS.contacts(studentId));

/** Contacts change the billing tab's "billing contact" too: both refetch. */
export function useContactMutations(studentId: number) {
  const invalidate = [CONTACT_PATHS.contacts(studentId), CONTACT_PATHS.billing(studentId)];
  return {
    create: useApiMutation(
      (body: StudentContactInput) => api.post<StudentContact>(CONTACT_PATHS.contacts(studentId), body),
      { invalidate, errorToast: false },
    ),
    update: useApiMutation(
      ({ id, body }: { id: number; body: StudentContactInput }) =>
        api.put<StudentContact>(CONTACT_PATHS.contact(studentId, id), body),
      { invalidate, errorToast: false },
    ),
    remove: useApiMutation((id: number) => api.del<{ ok: true }>(CONTACT_PATHS.contact(studentId, id)), {
      invalidate,
      errorToast: false,
    }),
  };
}

export const useBilling = (studentId: number) => useApiQuery<BillingInfoView>(CONTACT_PATHS.billing(studentId));
export const useSaveBilling = (studentId: number) =>
  useApiMutation((body: BillingInfoInput) => api.put<BillingInfoView>(CONTACT_PATHS.billing(studentId), body), {
    invalidate: [CONTACT_PATHS.billing(studentId)],
    errorToast: false,
  });

/** The schools attended before, at a record's education path (the student's, or the lead's: the same entries). */
export const useEducationAt = (path: string) => useApiQuery<{ items: EducationEntry[] }>(path);
export function useEducationWrites(path: string) {
  const invalidate = [path];
  return {
    create: useApiMutation((body: EducationInput) => api.post<EducationEntry>(path, body), {
      invalidate,
      errorToast: false,
    }),
    update: useApiMutation(
      ({ id, body }: { id: number; body: EducationInput }) => api.put<EducationEntry>(`${path}/${id}`, body),
      { invalidate, errorToast: false },
    ),
    remove: useApiMutation((id: number) => api.del<{ ok: true }>(`${path}/${id}`), { invalidate, errorToast: false }),
  };
}
