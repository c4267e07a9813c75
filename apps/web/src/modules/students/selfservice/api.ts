import type { ParentSharePart, StudentSelfContactInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { apiUrl, call, useGet } from '../../../app/client';
import { uploadTo } from '../../../components/uploadForm';

/** Every query of the record: refetched after a decision or a contact change. */
const STALE = ['/api/students'];

export const identityProofUrl = (studentId: number, requestId: number) =>
  apiUrl('/api/students/{studentId}/identity-requests/{requestId}/proof', { studentId, requestId });

/** The student's requests to change her legal identity, newest first. */
export const useIdentityRequests = (studentId: number, enabled = true) =>
  useGet('/api/students/{studentId}/identity-requests', enabled ? { path: { studentId } } : null);

/** The registrar's queue of pending requests of every student. */
export const usePendingIdentityRequests = (enabled = true) =>
  useGet('/api/students/identity-requests', enabled ? { query: { status: 'pending' } } : null);

/** Files a request: the legal identity as it should read and the proof (multipart, with upload progress). */
export const useFileIdentityRequest = (studentId: number) =>
  useApiMutation(
    ({ form, onProgress }: { form: FormData; onProgress: (p: number) => void }) =>
      uploadTo('post', '/api/students/{studentId}/identity-requests', { studentId }, form, onProgress),
    { invalidate: STALE, errorToast: false },
  );

export const useApproveIdentityRequest = (studentId: number) =>
  useApiMutation(
    (requestId: number) =>
      call('post', '/api/students/{studentId}/identity-requests/{requestId}/approve', {
        path: { studentId, requestId },
      }),
    { invalidate: STALE, errorToast: false },
  );

export const useRejectIdentityRequest = (studentId: number) =>
  useApiMutation(
    ({ requestId, reason }: { requestId: number; reason: string }) =>
      call('post', '/api/students/{studentId}/identity-requests/{requestId}/reject', {
        path: { studentId, requestId },
        body: { reason },
      }),
    { invalidate: STALE, errorToast: false },
  );

/** The contact details the student keeps herself. */
export const useSaveContact = (studentId: number) =>
  useApiMutation(
    (body: StudentSelfContactInput) =>
      call('put', '/api/students/{studentId}/personal/contact', { path: { studentId }, body }),
    { invalidate: STALE, errorToast: false },
  );

/** Her linked parents and what she shares with each. */
export const useSharing = (studentId: number) => useGet('/api/students/{studentId}/sharing', { path: { studentId } });

export const useSetSharing = (studentId: number) =>
  useApiMutation(
    ({ userId, parts }: { userId: number; parts: ParentSharePart[] }) =>
      call('put', '/api/students/{studentId}/sharing/{userId}', { path: { studentId, userId }, body: { parts } }),
    { invalidate: [`/api/students/${studentId}/sharing`], errorToast: false },
  );
