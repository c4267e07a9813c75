import type { GradeSheetInput, StageActionInput, StudentCourseInput, StudentCourseStatus } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { apiUrl, call, useGet, type ApiAnswer } from '../../../app/client';

/** A course of the student with its stages and classes, as the server declares it. */
export type CourseDetails = ApiAnswer<'get', '/api/students/{studentId}/courses/{courseRowId}'>;
export type CourseRow = ApiAnswer<'get', '/api/students/{studentId}/courses'>['items'][number];
export type StageRow = CourseDetails['stages'][number];
export type ClassRow = StageRow['classes'][number];

export const useStudentCourses = (studentId: number) =>
  useGet('/api/students/{studentId}/courses', { path: { studentId } });
export const useCourseDetails = (studentId: number, courseRowId: number | null) =>
  useGet('/api/students/{studentId}/courses/{courseRowId}', courseRowId ? { path: { studentId, courseRowId } } : null);
export const useCourseChoices = (studentId: number, courseRowId: number | null) =>
  useGet(
    '/api/students/{studentId}/courses/{courseRowId}/choices',
    courseRowId ? { path: { studentId, courseRowId } } : null,
  );
export const useNextStage = (studentId: number, courseRowId: number | null) =>
  useGet(
    '/api/students/{studentId}/courses/{courseRowId}/next-stage',
    courseRowId ? { path: { studentId, courseRowId } } : null,
  );

/** The tab's writes; the dialogs show their own toasts (errorToast false). */
export function useCourseWrites(studentId: number) {
  const invalidate = [
    apiUrl('/api/students/{studentId}/courses', { studentId }),
    apiUrl('/api/students/{studentId}/stages', { studentId }),
    apiUrl('/api/students/{studentId}/activity-log', { studentId }),
  ];
  const opts = { invalidate, errorToast: false } as const;
  return {
    add: useApiMutation(
      (body: StudentCourseInput) => call('post', '/api/students/{studentId}/courses', { path: { studentId }, body }),
      opts,
    ),
    remove: useApiMutation(
      (courseRowId: number) =>
        call('delete', '/api/students/{studentId}/courses/{courseRowId}', { path: { studentId, courseRowId } }),
      opts,
    ),
    status: useApiMutation(
      ({ courseRowId, status }: { courseRowId: number; status: StudentCourseStatus }) =>
        call('put', '/api/students/{studentId}/courses/{courseRowId}/status', {
          path: { studentId, courseRowId },
          body: { status },
        }),
      opts,
    ),
    agree: useApiMutation(
      (courseRowId: number) =>
        call('post', '/api/students/{studentId}/courses/{courseRowId}/agree-next-class', {
          path: { studentId, courseRowId },
        }),
      opts,
    ),
    stage: useApiMutation(
      ({ courseRowId, body }: { courseRowId: number; body: StageActionInput }) =>
        call('post', '/api/students/{studentId}/courses/{courseRowId}/stages', {
          path: { studentId, courseRowId },
          body,
        }),
      opts,
    ),
    grades: useApiMutation(
      (body: GradeSheetInput) => call('put', '/api/students/{studentId}/class-grades', { path: { studentId }, body }),
      opts,
    ),
    addClass: useApiMutation(
      ({ stageRowId, classId }: { stageRowId: number; classId: number }) =>
        call('post', '/api/students/{studentId}/stages/{stageRowId}/classes', {
          path: { studentId, stageRowId },
          body: { classId },
        }),
      opts,
    ),
    removeClass: useApiMutation(
      (classRowId: number) =>
        call('delete', '/api/students/{studentId}/classes/{classRowId}', { path: { studentId, classRowId } }),
      opts,
    ),
    standing: useApiMutation(
      ({ stageRowId, standingId }: { stageRowId: number; standingId: number | null }) =>
        call('put', '/api/students/{studentId}/stages/{stageRowId}/standing', {
          path: { studentId, stageRowId },
          body: { kind: 'nonClinical', standingId },
        }),
      opts,
    ),
  };
}
