import { useApiMutation } from '../../../app/api';
import { call, useGet, type ApiAnswer } from '../../../app/client';

export type SurveyFormData = ApiAnswer<'get', '/api/students/{studentId}/graduation-survey'>;

export const useGraduationSurvey = (studentId: number) =>
  useGet('/api/students/{studentId}/graduation-survey', { path: { studentId } });

export function useSubmitGraduationSurvey(studentId: number) {
  return useApiMutation(
    (answers: Record<string, unknown>) =>
      call('post', '/api/students/{studentId}/graduation-survey', { path: { studentId }, body: { answers } }),
    { invalidate: ['/api/students/', '/api/surveys/'], errorToast: false },
  );
}

export const usePreceptorEvaluation = (rotationId: number) =>
  useGet('/api/preceptor/rotations/{rotationId}/evaluation', { path: { rotationId } });

export function useSubmitPreceptorEvaluation(rotationId: number) {
  return useApiMutation(
    (answers: Record<string, unknown>) =>
      call('post', '/api/preceptor/rotations/{rotationId}/evaluation', { path: { rotationId }, body: { answers } }),
    { invalidate: ['/api/preceptor/rotations/', '/api/surveys/'], errorToast: false },
  );
}

/** The class evaluation of one of the student's classes (her Courses tab). */
export const useClassEvaluation = (studentId: number, classRowId: number | null) =>
  useGet(
    '/api/students/{studentId}/classes/{classRowId}/evaluation',
    classRowId ? { path: { studentId, classRowId } } : null,
  );

export function useSubmitClassEvaluation(studentId: number, classRowId: number) {
  return useApiMutation(
    (answers: Record<string, unknown>) =>
      call('post', '/api/students/{studentId}/classes/{classRowId}/evaluation', {
        path: { studentId, classRowId },
        body: { answers },
      }),
    { invalidate: ['/api/students/', '/api/surveys/'], errorToast: false },
  );
}

/** A survey sent to the signed-in user's audience (basic science, class chairs, alumni...). */
export const useOpenSurvey = (surveyId: number | null) =>
  useGet('/api/surveys/{id}/answer', surveyId ? { path: { id: surveyId } } : null);

export function useSubmitOpenSurvey(surveyId: number) {
  return useApiMutation(
    (answers: Record<string, unknown>) =>
      call('post', '/api/surveys/{id}/answer', { path: { id: surveyId }, body: { answers } }),
    { invalidate: ['/api/surveys/'], errorToast: false },
  );
}
