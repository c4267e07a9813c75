import {
  ADMISSION_ACCEPTANCES,
  ADMISSION_FORMS,
  type AdmissionAcceptanceKey,
  type AdmissionFormKey,
  type AdmissionFormsView,
} from '@caduceus/contracts';
import { api, useApiMutation, useApiQuery } from '../../../../app/api';
import { apiUrl, call } from '../../../../app/client';

/** The admission forms tab: the view, the code steps, a save per form and the acceptances. */
const base = (studentId: number) => apiUrl('/api/students/{studentId}/admission-forms', { studentId });
/** The form and acceptance paths under a record's admission-forms base (the student's, or the lead's: the same forms). */
export const admissionFormPaths = (formsBase: string) => ({
  form: (form: AdmissionFormKey) => `${formsBase}/${ADMISSION_FORMS[form].path}`,
  acceptance: (kind: AdmissionAcceptanceKey) => `${formsBase}/acceptances/${ADMISSION_ACCEPTANCES[kind].path}`,
});
export const ADMISSION_PATHS = {
  view: base,
  form: (studentId: number, form: AdmissionFormKey) => admissionFormPaths(base(studentId)).form(form),
  acceptance: (studentId: number, kind: AdmissionAcceptanceKey) => admissionFormPaths(base(studentId)).acceptance(kind),
} as const;

/** Hand-typed still: the server declares each form's answers as a record (`data`), the screens read them per form. */
export const useAdmissionForms = (studentId: number) =>
  useApiQuery<AdmissionFormsView>(ADMISSION_PATHS.view(studentId));

/** Saving a form and an acceptance under a record's admission-forms base; the base's read refetches. */
export function useAdmissionFormWrites(formsBase: string) {
  const paths = admissionFormPaths(formsBase);
  const invalidate = [formsBase];
  return {
    save: useApiMutation(
      ({ form, data }: { form: AdmissionFormKey; data: unknown }) => api.put<unknown>(paths.form(form), data),
      { invalidate, errorToast: false },
    ),
    accept: useApiMutation(
      (kind: AdmissionAcceptanceKey) => api.post<unknown>(paths.acceptance(kind), { accepted: true }),
      { invalidate, errorToast: false },
    ),
  };
}

export function useAdmissionMutations(studentId: number) {
  const invalidate = [ADMISSION_PATHS.view(studentId)];
  return {
    sendCode: useApiMutation(
      () => call('post', '/api/students/{studentId}/admission-forms/code', { path: { studentId } }),
      {
        invalidate,
        errorToast: false,
      },
    ),
    verify: useApiMutation(
      (code: string) =>
        call('post', '/api/students/{studentId}/admission-forms/verify', { path: { studentId }, body: { code } }),
      { invalidate, errorToast: false },
    ),
    ...useAdmissionFormWrites(ADMISSION_PATHS.view(studentId)),
  };
}
