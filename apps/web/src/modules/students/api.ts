import { useQueryClient } from '@tanstack/react-query';
import type { StudentCreateInput, StudentPersonalInput, StudentProfileInput } from '@caduceus/contracts';
import { useApiMutation } from '../../app/api';
import { apiUrl, call, callForm, listUrl, useGet } from '../../app/client';
import { refreshSession } from '../../app/session';

/** The student record's URLs that screens use as such (the list, the picture); calls go through the typed client. */
export const STUDENT_PATHS = {
  list: listUrl('/api/students'),
  photo: (studentId: number) => apiUrl('/api/students/{studentId}/photo', { studentId }),
} as const;

/** Every query of the record and the list: refetched after a change to a student. */
const STALE = ['/api/students'];

/** The header: a 404 is the app's not-found screen. */
export const useStudentHeader = (id: number | null) =>
  useGet('/api/students/{studentId}/header', id ? { path: { studentId: id } } : null, {
    meta: { notFoundRedirect: true },
  });
export const useStudentRecord = (id: number | null) =>
  useGet('/api/students/{studentId}', id ? { path: { studentId: id } } : null);
export const useStudentProfile = (id: number | null) =>
  useGet('/api/students/{studentId}/profile', id ? { path: { studentId: id } } : null);

export const useMyStudents = (enabled: boolean) => useGet('/api/students/mine', undefined, { enabled });

/** A parent chooses the student they look at; the session (and so their home page) follows. */
export function useChooseStudent() {
  const client = useQueryClient();
  return useApiMutation((studentId: number) => call('post', '/api/students/mine/current', { body: { studentId } }), {
    onSuccess: () => {
      void refreshSession(client);
    },
  });
}

/** Text fields as multipart parts (blank ones left out) and the optional picture. */
export function studentFormData(values: Partial<StudentCreateInput>, photo?: File | null): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) if (v !== null && v !== undefined && v !== '') fd.set(k, String(v));
  if (photo) fd.set('photo', photo);
  return fd;
}

export const useCreateStudent = () =>
  useApiMutation(
    ({ values, photo }: { values: StudentCreateInput; photo: File | null }) =>
      callForm('post', '/api/students', undefined, studentFormData(values, photo)),
    { invalidate: STALE, errorToast: false },
  );
export const useSavePersonal = (id: number) =>
  useApiMutation(
    (v: StudentPersonalInput) =>
      call('put', '/api/students/{studentId}/personal', { path: { studentId: id }, body: v }),
    {
      invalidate: STALE,
      errorToast: false,
    },
  );
export const useSaveProfile = (id: number) =>
  useApiMutation(
    (v: StudentProfileInput) => call('put', '/api/students/{studentId}/profile', { path: { studentId: id }, body: v }),
    {
      invalidate: STALE,
      errorToast: false,
    },
  );
export const useSavePhoto = (id: number) =>
  useApiMutation(
    (photo: File) => {
      const fd = new FormData();
      fd.set('photo', photo);
      return callForm('put', '/api/students/{studentId}/photo', { studentId: id }, fd);
    },
    { invalidate: [apiUrl('/api/students/{studentId}/header', { studentId: id })], errorToast: false },
  );
