import type { BillingInfoInput, EducationInput, StudentContactInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../../app/api';
import { apiUrl, call, useGet, type RecordRef } from '../../../../app/client';

/** parents-details and billing-educational: the URLs screens use as such, and the queries. */
export const CONTACT_PATHS = {
  contacts: (studentId: number) => apiUrl('/api/students/{studentId}/contacts', { studentId }),
  billing: (studentId: number) => apiUrl('/api/students/{studentId}/billing', { studentId }),
} as const;

export const useContacts = (studentId: number) => useGet('/api/students/{studentId}/contacts', { path: { studentId } });

/** Contacts change the billing tab's "billing contact" too: both refetch. */
export function useContactMutations(studentId: number) {
  const invalidate = [CONTACT_PATHS.contacts(studentId), CONTACT_PATHS.billing(studentId)];
  return {
    create: useApiMutation(
      (body: StudentContactInput) => call('post', '/api/students/{studentId}/contacts', { path: { studentId }, body }),
      { invalidate, errorToast: false },
    ),
    update: useApiMutation(
      ({ id, body }: { id: number; body: StudentContactInput }) =>
        call('put', '/api/students/{studentId}/contacts/{contactId}', { path: { studentId, contactId: id }, body }),
      { invalidate, errorToast: false },
    ),
    remove: useApiMutation(
      (id: number) =>
        call('delete', '/api/students/{studentId}/contacts/{contactId}', { path: { studentId, contactId: id } }),
      {
        invalidate,
        errorToast: false,
      },
    ),
  };
}

export const useBilling = (studentId: number) => useGet('/api/students/{studentId}/billing', { path: { studentId } });
export const useSaveBilling = (studentId: number) =>
  useApiMutation(
    (body: BillingInfoInput) => call('put', '/api/students/{studentId}/billing', { path: { studentId }, body }),
    {
      invalidate: [CONTACT_PATHS.billing(studentId)],
      errorToast: false,
    },
  );

/** The schools attended before, of a student's or a lead's record (the same entries). */
const educationPaths = (owner: RecordRef) =>
  'studentId' in owner
    ? ({
        list: '/api/students/{studentId}/education',
        one: '/api/students/{studentId}/education/{educationId}',
      } as const)
    : ({ list: '/api/leads/{leadId}/education', one: '/api/leads/{leadId}/education/{educationId}' } as const);
export const useEducationAt = (owner: RecordRef) => useGet(educationPaths(owner).list, { path: owner });
export function useEducationWrites(owner: RecordRef) {
  const paths = educationPaths(owner);
  const invalidate = [apiUrl(paths.list, owner)];
  return {
    create: useApiMutation((body: EducationInput) => call('post', paths.list, { path: owner, body }), {
      invalidate,
      errorToast: false,
    }),
    update: useApiMutation(
      ({ id, body }: { id: number; body: EducationInput }) =>
        call('put', paths.one, { path: { ...owner, educationId: id }, body }),
      { invalidate, errorToast: false },
    ),
    remove: useApiMutation((id: number) => call('delete', paths.one, { path: { ...owner, educationId: id } }), {
      invalidate,
      errorToast: false,
    }),
  };
}
