import { useQueryClient } from '@tanstack/react-query';
import type {
  StudentAddressInput,
  StudentCreateInput,
  StudentHeader,
  StudentPersonalInput,
  StudentProfileInput,
  StudentRecord,
} from '@caduceus/contracts';
import { api, sendForm, useApiMutation, useApiQuery } from '../../app/api';
import { refreshSession } from '../../app/session';

/** The student record's API paths (each tab module adds its own next to its page). */
export const STUDENT_PATHS = {
  list: '/api/students',
  mine: '/api/students/mine',
  chooseMine: '/api/students/mine/current',
  header: (id: number) => `/api/students/${id}/header`,
  record: (id: number) => `/api/students/${id}`,
  profile: (id: number) => `/api/students/${id}/profile`,
  address: (id: number) => `/api/students/${id}/address`,
  personal: (id: number) => `/api/students/${id}/personal`,
  photo: (id: number) => `/api/students/${id}/photo`,
} as const;

/** Every query of the record and the list: refetched after a change to a student. */
const STALE = ['/api/students'];

/** The header: a 404 is the app's not-found screen. */
export const useStudentHeader = (id: number | null) =>
  useApiQuery<StudentHeader>(id ? STUDENT_PATHS.header(id) : null, undefined, { meta: { notFoundRedirect: true } });
export const useStudentRecord = (id: number | null) => useApiQuery<StudentRecord>(id ? STUDENT_PATHS.record(id) : null);
export const useStudentProfile = (id: number | null) =>
  useApiQuery<StudentRecord>(id ? STUDENT_PATHS.profile(id) : null);
export const useStudentAddress = (id: number | null) =>
  useApiQuery<StudentRecord>(id ? STUDENT_PATHS.address(id) : null);

export interface OwnStudent {
  id: number;
  name: string;
  relation: string | null;
}
export const useMyStudents = (enabled: boolean) =>
  useApiQuery<{ items: OwnStudent[] }>(STUDENT_PATHS.mine, undefined, { enabled });

/** A parent chooses the student they look at; the session (and so their home page) follows. */
export function useChooseStudent() {
  const client = useQueryClient();
  return useApiMutation((studentId: number) => api.post<{ ok: true }>(STUDENT_PATHS.chooseMine, { studentId }), {
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
      sendForm<StudentRecord>('POST', STUDENT_PATHS.list, studentFormData(values, photo)),
    { invalidate: STALE, errorToast: false },
  );
export const useSavePersonal = (id: number) =>
  useApiMutation((v: StudentPersonalInput) => api.put<StudentRecord>(STUDENT_PATHS.personal(id), v), {
    invalidate: STALE,
    errorToast: false,
  });
export const useSaveAddress = (id: number) =>
  useApiMutation((v: StudentAddressInput) => api.put<StudentRecord>(STUDENT_PATHS.address(id), v), {
    invalidate: STALE,
    errorToast: false,
  });
export const useSaveProfile = (id: number) =>
  useApiMutation((v: StudentProfileInput) => api.put<StudentRecord>(STUDENT_PATHS.profile(id), v), {
    invalidate: STALE,
    errorToast: false,
  });
export const useSavePhoto = (id: number) =>
  useApiMutation(
    (photo: File) => {
      const fd = new FormData();
      fd.set('photo', photo);
      return sendForm<{ ok: true }>('PUT', STUDENT_PATHS.photo(id), fd);
    },
    { invalidate: [STUDENT_PATHS.header(id)], errorToast: false },
  );
