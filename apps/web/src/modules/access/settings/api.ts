import type { z } from 'zod';
import type { changePasswordRequest, updateProfileRequest } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { apiUrl, call, useGet, type ApiAnswer } from '../../../app/client';

/** The signed-in user's own account: profile, password, signature. */
const PROFILE = apiUrl('/api/me/profile');
const SIGNATURE = apiUrl('/api/me/signature');
export type Signature = ApiAnswer<'get', '/api/me/signature'>;

export const useProfile = () => useGet('/api/me/profile');
export const useUpdateProfile = () =>
  useApiMutation((body: z.output<typeof updateProfileRequest>) => call('put', '/api/me/profile', { body }), {
    invalidate: [PROFILE],
    errorToast: false,
  });

/** Opens the link mailed to a new email address: the email changes (answers the profile). */
export const useConfirmEmail = () =>
  useApiMutation((token: string) => call('post', '/api/me/email/confirm', { body: { token } }), {
    invalidate: [PROFILE],
    errorToast: false,
    refreshSession: true,
  });

export const useChangePassword = () =>
  useApiMutation((body: z.output<typeof changePasswordRequest>) => call('post', '/api/me/password', { body }), {
    errorToast: false,
  });

export const useSignature = () => useGet('/api/me/signature');
export const useSaveSignature = () =>
  useApiMutation((image: string) => call('put', '/api/me/signature', { body: { image } }), {
    invalidate: [SIGNATURE],
  });
