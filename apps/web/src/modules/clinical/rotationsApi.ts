import type {
  AssignRotationsInput,
  RosterUpdateInput,
  RotationGradeInput,
  RotationInput,
  RotationStatus,
} from '@caduceus/contracts';
import { useApiMutation } from '../../app/api';
import { apiUrl, call, getUrl, listUrl, useGet, type ApiAnswer, type ListRow } from '../../app/client';

/** A rotation as the server declares it (api-schema.d.ts). */
export type RotationRow = ListRow<'/api/students/{studentId}/rotations'>;
export type PlanRow = ListRow<'/api/clinical/plans'>;
export type StudentPlan = ApiAnswer<'get', '/api/students/{studentId}/planned-rotations'>['items'][number];
export type Choices = ApiAnswer<'get', '/api/clinical/rotation-choices'>;
export type Graph = ApiAnswer<'get', '/api/clinical/graph'>;

export const CLINICAL_PATHS = {
  assignments: listUrl('/api/clinical/assignments'),
  roster: listUrl('/api/clinical/roster'),
  plans: listUrl('/api/clinical/plans'),
  students: listUrl('/api/clinical/students'),
};
export const rotationsPath = (studentId: number) => listUrl('/api/students/{studentId}/rotations', { studentId });
export const studentPlansUrl = (studentId: number) =>
  getUrl('/api/students/{studentId}/planned-rotations', { studentId });
/** The rotation's own screen under the student's record (the spec's path). */
export const rotationScreen = (r: { id: number; studentId: number }) =>
  `/student/details/courses/clinical-rotation/${r.id}/${r.studentId}`;
export const rotationTabScreen = (studentId: number) => `/student/details/rotation/${studentId}`;

export const useRotationChoices = (enabled = true) => useGet('/api/clinical/rotation-choices', enabled ? {} : null);
export const useOfferSeats = (offerId: number | undefined, from: string | undefined, weeks: number | undefined) =>
  useGet(
    '/api/clinical/offers/{offerId}/seats',
    offerId && from && weeks && weeks >= 1 && weeks <= 52 ? { path: { offerId }, query: { from, weeks } } : null,
  );
export const useRotation = (studentId: number, rotationId: number) =>
  useGet('/api/students/{studentId}/rotations/{rotationId}', { path: { studentId, rotationId } });
export const useRotationPayment = (studentId: number, rotationId: number) =>
  useGet('/api/students/{studentId}/rotations/{rotationId}/payment', { path: { studentId, rotationId } });
/** The rotation's weeks invoiced and paid (finance's getWeeksPaid): "Weeks paid n of m". */
export const useRotationWeeksPaid = (studentId: number, rotationId: number) =>
  useGet('/api/students/{studentId}/rotations/{rotationId}/weeks-paid', { path: { studentId, rotationId } });
export const useStudentPlans = (studentId: number) =>
  useGet('/api/students/{studentId}/planned-rotations', { path: { studentId } });
export const useGraph = (from: string, weeks: number, hospitalId?: number) =>
  useGet('/api/clinical/graph', { query: { from, weeks, ...(hospitalId && { hospitalId }) } });
export const usePlan = (planId: number | null) =>
  useGet('/api/clinical/plans/{planId}', planId ? { path: { planId } } : null);
export const usePlanActivity = (planId: number | null) =>
  useGet('/api/clinical/plans/{planId}/activity', planId ? { path: { planId } } : null);

const everywhere = ['/api/students/', '/api/clinical/'];

/** A student's rotation writes (the tab); errors go to the forms or the callers' toasts. */
export function useRotationWrites(studentId: number) {
  const invalidate = [
    rotationsPath(studentId),
    apiUrl('/api/students/{studentId}/planned-rotations', { studentId }),
    '/api/clinical/',
  ];
  const path = (rotationId: number) => ({ studentId, rotationId });
  return {
    add: useApiMutation(
      (body: RotationInput) => call('post', '/api/students/{studentId}/rotations', { path: { studentId }, body }),
      {
        invalidate,
        errorToast: false,
      },
    ),
    update: useApiMutation(
      ({ rotationId, body }: { rotationId: number; body: RotationInput }) =>
        call('put', '/api/students/{studentId}/rotations/{rotationId}', { path: path(rotationId), body }),
      { invalidate, errorToast: false },
    ),
    move: useApiMutation(
      ({ rotationId, status }: { rotationId: number; status: RotationStatus }) =>
        call('post', '/api/students/{studentId}/rotations/{rotationId}/status', {
          path: path(rotationId),
          body: { status },
        }),
      { invalidate },
    ),
    grade: useApiMutation(
      ({ rotationId, body }: { rotationId: number; body: RotationGradeInput }) =>
        call('put', '/api/students/{studentId}/rotations/{rotationId}/grade', { path: path(rotationId), body }),
      { invalidate, errorToast: false },
    ),
    remove: useApiMutation(
      (rotationId: number) =>
        call('delete', '/api/students/{studentId}/rotations/{rotationId}', { path: path(rotationId) }),
      { invalidate, errorToast: false },
    ),
    answer: useApiMutation(
      ({ planId, accept }: { planId: number; accept: boolean }) =>
        call('post', '/api/students/{studentId}/planned-rotations/{planId}/answer', {
          path: { studentId, planId },
          body: { accept },
        }),
      { invalidate },
    ),
  };
}

/** The clinical office's writes. */
export function useClinicalWrites() {
  return {
    check: useApiMutation((body: AssignRotationsInput) => call('post', '/api/clinical/assignments/check', { body }), {
      errorToast: false,
    }),
    assign: useApiMutation((body: AssignRotationsInput) => call('post', '/api/clinical/assignments', { body }), {
      invalidate: everywhere,
      errorToast: false,
    }),
    plan: useApiMutation((body: AssignRotationsInput) => call('post', '/api/clinical/plans', { body }), {
      invalidate: everywhere,
      errorToast: false,
    }),
    roster: useApiMutation(
      ({ rotationId, body }: { rotationId: number; body: RosterUpdateInput }) =>
        call('patch', '/api/clinical/roster/{rotationId}', { path: { rotationId }, body }),
      { invalidate: everywhere, errorToast: false },
    ),
    schedule: useApiMutation(
      (planId: number) => call('post', '/api/clinical/plans/{planId}/schedule', { path: { planId } }),
      {
        invalidate: everywhere,
      },
    ),
    removePlan: useApiMutation(
      (planId: number) => call('delete', '/api/clinical/plans/{planId}', { path: { planId } }),
      {
        invalidate: everywhere,
        errorToast: false,
      },
    ),
  };
}
