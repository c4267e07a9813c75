import type {
  AlumniEmailInput,
  AlumniJobInput,
  AlumniOtherDegreeInput,
  AlumniPersonalInput,
  AlumniResidencyInput,
} from '@caduceus/contracts';
import { useApiMutation } from '../../app/api';
import { apiUrl, call, listUrl, useGet, type ListRow } from '../../app/client';

/** The Alumni tab's rows as the server declares them (api-schema.d.ts). */
export type JobRow = ListRow<'/api/students/{studentId}/alumni/jobs'>;
export type OtherDegreeRow = ListRow<'/api/students/{studentId}/alumni/other-degrees'>;
export type ResidencyRow = ListRow<'/api/students/{studentId}/alumni/residencies'>;
export type AlumniRow = ListRow<'/api/alumni'>;

export const jobsPath = (studentId: number) => listUrl('/api/students/{studentId}/alumni/jobs', { studentId });
export const otherDegreesPath = (studentId: number) =>
  listUrl('/api/students/{studentId}/alumni/other-degrees', { studentId });
export const residenciesPath = (studentId: number) =>
  listUrl('/api/students/{studentId}/alumni/residencies', { studentId });
export const alumniListPath = listUrl('/api/alumni');

export const usePersonal = (studentId: number) =>
  useGet('/api/students/{studentId}/alumni/personal', { path: { studentId } });
/** Specialities, residency programs and years for the forms. */
export const useAlumniChoices = (enabled: boolean) => useGet('/api/alumni/choices', enabled ? {} : null);

/** The tab's writes; the dialogs and rows show their own toasts (errorToast false). */
export function useAlumniWrites(studentId: number) {
  const path = { studentId };
  const log = apiUrl('/api/students/{studentId}/activity-log', { studentId });
  const personal = apiUrl('/api/students/{studentId}/alumni/personal', { studentId });
  const jobs = [jobsPath(studentId), log];
  const degrees = [otherDegreesPath(studentId), log];
  const matches = [residenciesPath(studentId), log];
  const opts = (invalidate: string[]) => ({ invalidate, errorToast: false as const });
  return {
    savePersonal: useApiMutation(
      (body: AlumniPersonalInput) => call('put', '/api/students/{studentId}/alumni/personal', { path, body }),
      opts([personal, log]),
    ),
    addJob: useApiMutation(
      (body: AlumniJobInput) => call('post', '/api/students/{studentId}/alumni/jobs', { path, body }),
      opts(jobs),
    ),
    updateJob: useApiMutation(
      ({ id, body }: { id: number; body: AlumniJobInput }) =>
        call('put', '/api/students/{studentId}/alumni/jobs/{entryId}', { path: { studentId, entryId: id }, body }),
      opts(jobs),
    ),
    removeJob: useApiMutation(
      (id: number) =>
        call('delete', '/api/students/{studentId}/alumni/jobs/{entryId}', { path: { studentId, entryId: id } }),
      opts(jobs),
    ),
    addDegree: useApiMutation(
      (body: AlumniOtherDegreeInput) => call('post', '/api/students/{studentId}/alumni/other-degrees', { path, body }),
      opts(degrees),
    ),
    updateDegree: useApiMutation(
      ({ id, body }: { id: number; body: AlumniOtherDegreeInput }) =>
        call('put', '/api/students/{studentId}/alumni/other-degrees/{entryId}', {
          path: { studentId, entryId: id },
          body,
        }),
      opts(degrees),
    ),
    removeDegree: useApiMutation(
      (id: number) =>
        call('delete', '/api/students/{studentId}/alumni/other-degrees/{entryId}', {
          path: { studentId, entryId: id },
        }),
      opts(degrees),
    ),
    addResidency: useApiMutation(
      (body: AlumniResidencyInput) => call('post', '/api/students/{studentId}/alumni/residencies', { path, body }),
      opts(matches),
    ),
    updateResidency: useApiMutation(
      ({ id, body }: { id: number; body: AlumniResidencyInput }) =>
        call('put', '/api/students/{studentId}/alumni/residencies/{entryId}', {
          path: { studentId, entryId: id },
          body,
        }),
      opts(matches),
    ),
    removeResidency: useApiMutation(
      (id: number) =>
        call('delete', '/api/students/{studentId}/alumni/residencies/{entryId}', { path: { studentId, entryId: id } }),
      opts(matches),
    ),
    sendEmail: useApiMutation(
      (body: AlumniEmailInput) => call('post', '/api/students/{studentId}/alumni/email', { path, body }),
      opts([log]),
    ),
  };
}
