import {
  ADMISSION_ACCEPTANCES, ADMISSION_FORMS, type AdmissionAcceptanceKey, type AdmissionFormKey, type AdmissionFormsView, type AdmissionVerification,
} from '@caduceus/contracts';
import { api, useApiMutation, useApiQuery } from '../../../../app/api';

/** The admission forms tab: the view, the code steps, a save per form and the acceptances. */
const base = (studentId: number) => `/api/students/${studentId}/admission-forms`;
export const ADMISSION_PATHS = {
  view: base,
  code: (studentId: number) => `${base(studentId)}/code`,
  verify: (studentId: number) => `${base(studentId)}/verify`,
  form: (studentId: number, form: AdmissionFormKey) => `${base(studentId)}/${ADMISSION_FORMS[form].path}`,
  acceptance: (studentId: number, kind: AdmissionAcceptanceKey) => `${base(studentId)}/acceptances/${ADMISSION_ACCEPTANCES[kind].path}`,
} as const;

export const useAdmissionForms = (studentId: number) => useApiQuery<AdmissionFormsView>(ADMISSION_PATHS.view(studentId));

export function useAdmissionMutations(studentId: number) {
  const invalidate = [ADMISSION_PATHS.view(studentId)];
  return {
    sendCode: useApiMutation(() => api.post<AdmissionVerification>(ADMISSION_PATHS.code(studentId)), { invalidate, errorToast: false }),
    verify: useApiMutation((code: string) => api.post<AdmissionVerification>(ADMISSION_PATHS.verify(studentId), { code }), { invalidate, errorToast: false }),
    save: useApiMutation(({ form, data }: { form: AdmissionFormKey; data: unknown }) => api.put<unknown>(ADMISSION_PATHS.form(studentId, form), data), { invalidate, errorToast: false }),
    accept: useApiMutation((kind: AdmissionAcceptanceKey) => api.post<unknown>(ADMISSION_PATHS.acceptance(studentId, kind), { accepted: true }), { invalidate, errorToast: false }),
  };
}
