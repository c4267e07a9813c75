import type { DefermentInput, OtherDetailsInput, StatusChangeInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../../app/api';
import { apiUrl, call, listUrl, useGet } from '../../../../app/client';

/** The lists of the record's history tabs (each a DataTable). */
export const HISTORY_PATHS = {
  activity: (studentId: number) => listUrl('/api/students/{studentId}/activity-log', { studentId }),
  statusChanges: (studentId: number) => listUrl('/api/students/{studentId}/status-changes', { studentId }),
  deferments: (studentId: number) => listUrl('/api/students/{studentId}/deferments', { studentId }),
} as const;

/** After a change the record's queries refetch: the header (status, tabs), the record, the lists and the activity log. */
const stale = (studentId: number) => [apiUrl('/api/students/{studentId}', { studentId })];

export const useChangeStatus = (id: number) =>
  useApiMutation(
    (body: StatusChangeInput) =>
      call('post', '/api/students/{studentId}/status-changes', { path: { studentId: id }, body }),
    {
      invalidate: stale(id),
      errorToast: false,
    },
  );

export const useOtherDetails = (id: number) =>
  useGet('/api/students/{studentId}/other-details', { path: { studentId: id } });
export const useSaveOtherDetails = (id: number) =>
  useApiMutation(
    (body: OtherDetailsInput) =>
      call('put', '/api/students/{studentId}/other-details', { path: { studentId: id }, body }),
    {
      invalidate: stale(id),
      errorToast: false,
    },
  );

export const useDefermentOptions = (id: number) =>
  useGet('/api/students/{studentId}/deferments/options', { path: { studentId: id } });
export const useDefer = (id: number) =>
  useApiMutation(
    (body: DefermentInput) => call('post', '/api/students/{studentId}/deferments', { path: { studentId: id }, body }),
    {
      invalidate: stale(id),
      errorToast: false,
    },
  );

export const useStudentApplication = (id: number) =>
  useGet('/api/students/{studentId}/application', { path: { studentId: id } });
