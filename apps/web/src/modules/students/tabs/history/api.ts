import type {
  Deferment,
  DefermentInput,
  DefermentOptions,
  OtherDetails,
  OtherDetailsInput,
  StatusChange,
  StatusChangeInput,
  StudentApplication,
} from '@caduceus/contracts';
import { api, useApiMutation, useApiQuery } from '../../../../app/api';

/** The API paths of the record's history tabs. */
export const HISTORY_PATHS = {
  activity: (id: number) => `/api/students/${id}/activity-log`,
  statusChanges: (id: number) => `/api/students/${id}/status-changes`,
  otherDetails: (id: number) => `/api/students/${id}/other-details`,
  deferments: (id: number) => `/api/students/${id}/deferments`,
  defermentOptions: (id: number) => `/api/students/${id}/deferments/options`,
  application: (id: number) => `/api/students/${id}/application`,
} as const;

/** After a change the record's queries refetch: the header (status, tabs), the record, the lists and the activity log. */
const stale = (id: number) => [`/api/students/${id}`];

export const useChangeStatus = (id: number) =>
  useApiMutation((body: StatusChangeInput) => api.post<StatusChange>(HISTORY_PATHS.statusChanges(id), body), {
    invalidate: stale(id),
    errorToast: false,
  });

export const useOtherDetails = (id: number) => useApiQuery<OtherDetails>(HISTORY_PATHS.otherDetails(id));
export const useSaveOtherDetails = (id: number) =>
  useApiMutation((body: OtherDetailsInput) => api.put<OtherDetails>(HISTORY_PATHS.otherDetails(id), body), {
    invalidate: stale(id),
    errorToast: false,
  });

export const useDefermentOptions = (id: number) => useApiQuery<DefermentOptions>(HISTORY_PATHS.defermentOptions(id));
export const useDefer = (id: number) =>
  useApiMutation((body: DefermentInput) => api.post<Deferment>(HISTORY_PATHS.deferments(id), body), {
    invalidate: stale(id),
    errorToast: false,
  });

export const useStudentApplication = (id: number) => useApiQuery<StudentApplication>(HISTORY_PATHS.application(id));
