import { EXAM_DOCUMENT_PART, type ClinicalLogInput, type LogVerificationInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { apiUrl, call, callForm, listUrl, useGet, type ApiAnswer, type ListRow } from '../../../app/client';

export type RotationLog = ApiAnswer<'get', '/api/students/{studentId}/rotations/{rotationId}/log'>;
export type LogDay = RotationLog['items'][number];
export type LogOptions = ApiAnswer<'get', '/api/clinical/log-options'>;
export type ClinicalLogRow = ListRow<'/api/clinical/logs'>;

export const CLINICAL_LOGS_PATH = listUrl('/api/clinical/logs');

/** Whose log a screen shows: a student's rotation (her record, staff or herself) or the preceptor's own. */
export type LogScope =
  { kind: 'student'; studentId: number; rotationId: number } | { kind: 'preceptor'; rotationId: number };

const studentLog = (studentId: number, rotationId: number) =>
  apiUrl('/api/students/{studentId}/rotations/{rotationId}/log', { studentId, rotationId });

export function useRotationLog(scope: LogScope) {
  const student = useGet(
    '/api/students/{studentId}/rotations/{rotationId}/log',
    scope.kind === 'student' ? { path: { studentId: scope.studentId, rotationId: scope.rotationId } } : null,
  );
  const own = useGet(
    '/api/preceptor/rotations/{rotationId}/log',
    scope.kind === 'preceptor' ? { path: { rotationId: scope.rotationId } } : null,
  );
  return scope.kind === 'student' ? student : own;
}

export const useLogOptions = (studentId: number, rotationId: number, enabled: boolean) =>
  useGet(
    '/api/students/{studentId}/rotations/{rotationId}/log/options',
    enabled ? { path: { studentId, rotationId } } : null,
  );

export const useLogFiles = (studentId: number, rotationId: number, logDate: string) =>
  useGet('/api/students/{studentId}/rotations/{rotationId}/log/{logDate}/files', {
    path: { studentId, rotationId, logDate },
  });

export const logFileUrl = (scope: LogScope, logDate: string, fileId: number) =>
  scope.kind === 'student'
    ? apiUrl('/api/students/{studentId}/rotations/{rotationId}/log/{logDate}/files/{fileId}', {
        studentId: scope.studentId,
        rotationId: scope.rotationId,
        logDate,
        fileId,
      })
    : apiUrl('/api/preceptor/rotations/{rotationId}/log/{logDate}/files/{fileId}', {
        rotationId: scope.rotationId,
        logDate,
        fileId,
      });

export const logPdfUrl = (scope: LogScope) =>
  scope.kind === 'student'
    ? apiUrl('/api/students/{studentId}/rotations/{rotationId}/log/pdf', {
        studentId: scope.studentId,
        rotationId: scope.rotationId,
      })
    : apiUrl('/api/preceptor/rotations/{rotationId}/log/pdf', { rotationId: scope.rotationId });

export const logXlsxUrl = (studentId: number, rotationId: number) =>
  apiUrl('/api/students/{studentId}/rotations/{rotationId}/log/xlsx', { studentId, rotationId });

/** The student's writes of her days (errors go to the form or the callers' toasts). */
export function useLogWrites(studentId: number, rotationId: number) {
  const invalidate = [studentLog(studentId, rotationId), '/api/clinical/logs'];
  const day = (logDate: string) => ({ studentId, rotationId, logDate });
  return {
    save: useApiMutation(
      ({ logDate, body }: { logDate: string; body: ClinicalLogInput }) =>
        call('put', '/api/students/{studentId}/rotations/{rotationId}/log/{logDate}', { path: day(logDate), body }),
      { invalidate, errorToast: false },
    ),
    remove: useApiMutation(
      (logDate: string) =>
        call('delete', '/api/students/{studentId}/rotations/{rotationId}/log/{logDate}', { path: day(logDate) }),
      { invalidate, errorToast: false },
    ),
  };
}

/** A day's files (the documents dialog's source). */
export function useLogFileWrites(studentId: number, rotationId: number, logDate: string) {
  const path = { studentId, rotationId, logDate };
  const invalidate = [studentLog(studentId, rotationId)];
  return {
    upload: useApiMutation(
      ({ file, title }: { file: File; title?: string }) => {
        const form = new FormData();
        if (title) form.set('title', title);
        form.set(EXAM_DOCUMENT_PART, file);
        return callForm('post', '/api/students/{studentId}/rotations/{rotationId}/log/{logDate}/files', path, form);
      },
      { invalidate, errorToast: false },
    ),
    remove: useApiMutation(
      (fileId: number) =>
        call('delete', '/api/students/{studentId}/rotations/{rotationId}/log/{logDate}/files/{fileId}', {
          path: { ...path, fileId },
        }),
      { invalidate, errorToast: false },
    ),
  };
}

/** The preceptor's (portal) or the office's word on a day. */
export function useLogVerify(scope: LogScope | { kind: 'office'; rotationId: number }) {
  const invalidate = ['/api/preceptor/rotations/', '/api/clinical/logs', '/api/students/'];
  return useApiMutation(
    ({ logDate, body }: { logDate: string; body: LogVerificationInput }) =>
      scope.kind === 'office'
        ? call('post', '/api/clinical/rotations/{rotationId}/log/{logDate}/verification', {
            path: { rotationId: scope.rotationId, logDate },
            body,
          })
        : call('post', '/api/preceptor/rotations/{rotationId}/log/{logDate}/verification', {
            path: { rotationId: scope.rotationId, logDate },
            body,
          }),
    { invalidate, errorToast: false },
  );
}
