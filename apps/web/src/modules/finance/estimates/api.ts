import type { BulkEstimateInput, CreateEstimateInput, PayEstimateInput, ReasonInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { apiUrl, call, listUrl, useGet, type ListRow } from '../../../app/client';

export type EstimateRow = ListRow<'/api/students/{studentId}/estimates'>;
export type EstimateStudentRow = ListRow<'/api/accounting/estimates/students'>;
export type LeadEstimateRow = ListRow<'/api/accounting/lead-estimates'>;

export const ESTIMATE_PATHS = {
  estimates: (studentId: number) => listUrl('/api/students/{studentId}/estimates', { studentId }),
  seatDeposits: (studentId: number) => apiUrl('/api/students/{studentId}/seat-deposits', { studentId }),
  value: (studentId: number) => apiUrl('/api/students/{studentId}/estimation-value', { studentId }),
  all: listUrl('/api/accounting/estimates'),
  students: listUrl('/api/accounting/estimates/students'),
  leads: listUrl('/api/accounting/lead-estimates'),
} as const;

/** What a payment on an estimate or a seat deposit changes: the estimates, the deposits, the credits, the balance, the ledger. */
const moneyViews = (studentId: number) => [
  ESTIMATE_PATHS.estimates(studentId),
  ESTIMATE_PATHS.seatDeposits(studentId),
  ESTIMATE_PATHS.value(studentId),
  apiUrl('/api/students/{studentId}/credits', { studentId }),
  apiUrl('/api/students/{studentId}/balance', { studentId }),
  apiUrl('/api/students/{studentId}/ledger', { studentId }),
  apiUrl('/api/students/{studentId}/activity-log', { studentId }),
];

export const useEstimateTypes = (enabled: boolean) => useGet('/api/finance/estimate-types', enabled ? {} : null);
export const useEstimateCourses = (studentId: number, enabled: boolean) =>
  useGet('/api/students/{studentId}/estimate-courses', enabled ? { path: { studentId } } : null);
export const useSeatDeposits = (studentId: number) =>
  useGet('/api/students/{studentId}/seat-deposits', { path: { studentId } });
export const useEstimationValue = (studentId: number) =>
  useGet('/api/students/{studentId}/estimation-value', { path: { studentId } });

/** The writes on a student's estimates and seat deposits; forms show their own errors. */
export function useEstimateWrites(studentId: number) {
  const invalidate = moneyViews(studentId);
  return {
    create: useApiMutation(
      (body: CreateEstimateInput) => call('post', '/api/students/{studentId}/estimates', { path: { studentId }, body }),
      { invalidate, errorToast: false },
    ),
    pay: useApiMutation(
      ({ estimateId, body, key }: { estimateId: number; body: PayEstimateInput; key: string }) =>
        call('post', '/api/students/{studentId}/estimates/{estimateId}/payments', {
          path: { studentId, estimateId },
          header: { 'idempotency-key': key },
          body,
        }),
      { invalidate, errorToast: false },
    ),
    seatDeposit: useApiMutation(
      ({ body, key }: { body: PayEstimateInput; key: string }) =>
        call('post', '/api/students/{studentId}/seat-deposits', {
          path: { studentId },
          header: { 'idempotency-key': key },
          body,
        }),
      { invalidate, errorToast: false },
    ),
    cancel: useApiMutation(
      ({ estimateId, body }: { estimateId: number; body: ReasonInput }) =>
        call('post', '/api/students/{studentId}/estimates/{estimateId}/cancel', {
          path: { studentId, estimateId },
          body,
        }),
      { invalidate, errorToast: false },
    ),
  };
}

/** The accounting office's bulk create. */
export const useBulkEstimates = () =>
  useApiMutation((body: BulkEstimateInput) => call('post', '/api/accounting/estimates', { body }), {
    invalidate: [ESTIMATE_PATHS.all, ESTIMATE_PATHS.students],
    errorToast: false,
  });
