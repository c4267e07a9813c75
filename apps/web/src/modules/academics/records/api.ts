import type { AcademicRecordInput, Med6LoaDateInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { apiUrl, call, listUrl, useGet, type ListRow } from '../../../app/client';

/** An entry of an academic records form as the server declares it (api-schema.d.ts). */
export type AcademicRecordRow = ListRow<'/api/students/{studentId}/academic-records/forms/{form}'>;

export const academicRecordsPath = (studentId: number, form: number) =>
  listUrl('/api/students/{studentId}/academic-records/forms/{form}', { studentId, form });

/** Each form's credits and credit-weighted GPA, then Overall. */
export const useGpaList = (studentId: number) =>
  useGet('/api/students/{studentId}/academic-records/gpa', { path: { studentId } });

/** The names a form offers (its control table's active rows), read when the dialog is open. */
export const useRecordChoices = (studentId: number, form: number | null) =>
  useGet('/api/students/{studentId}/academic-records/choices', form ? { path: { studentId }, query: { form } } : null);

export const useMed6LoaDate = (studentId: number) =>
  useGet('/api/students/{studentId}/academic-records/med6-loa-date', { path: { studentId } });

/** The tab's writes; the dialogs and the rows show their own toasts (errorToast false). */
export function useAcademicRecordWrites(studentId: number) {
  const invalidate = [
    apiUrl('/api/students/{studentId}/academic-records', { studentId }),
    apiUrl('/api/students/{studentId}/activity-log', { studentId }),
  ];
  return {
    add: useApiMutation(
      (body: AcademicRecordInput) =>
        call('post', '/api/students/{studentId}/academic-records', { path: { studentId }, body }),
      { invalidate, errorToast: false },
    ),
    update: useApiMutation(
      ({ recordId, body }: { recordId: number; body: AcademicRecordInput }) =>
        call('put', '/api/students/{studentId}/academic-records/{recordId}', { path: { studentId, recordId }, body }),
      { invalidate, errorToast: false },
    ),
    remove: useApiMutation(
      (recordId: number) =>
        call('delete', '/api/students/{studentId}/academic-records/{recordId}', { path: { studentId, recordId } }),
      { invalidate, errorToast: false },
    ),
    med6: useApiMutation(
      (body: Med6LoaDateInput) =>
        call('put', '/api/students/{studentId}/academic-records/med6-loa-date', { path: { studentId }, body }),
      { invalidate, errorToast: false },
    ),
  };
}
