import type { z } from 'zod';
import type { changePasswordRequest, signatureResponse, updateProfileRequest, UserProfile } from '@caduceus/contracts';
import { api, useApiMutation, useApiQuery } from '../../app/api';

/** The signed-in user's own account: profile, password, signature. */
const PROFILE = '/api/me/profile';
const SIGNATURE = '/api/me/signature';
export type Signature = z.infer<typeof signatureResponse>;

export const useProfile = () => useApiQuery<UserProfile>(PROFILE);
export const useUpdateProfile = () =>
  useApiMutation((body: z.output<typeof updateProfileRequest>) => api.put<UserProfile>(PROFILE, body), {
    invalidate: [PROFILE],
    errorToast: false,
  });

/** Opens the link mailed to a new email address: the email changes (answers the profile). */
export const useConfirmEmail = () =>
  useApiMutation((token: string) => api.post<UserProfile>('/api/me/email/confirm', { token }), {
    invalidate: [PROFILE],
    errorToast: false,
    refreshSession: true,
  });

export const useChangePassword = () =>
  useApiMutation((body: z.output<typeof changePasswordRequest>) => api.post<{ ok: true }>('/api/me/password', body), {
    errorToast: false,
  });

export const useSignature = () => useApiQuery<Signature>(SIGNATURE);
export const useSaveSignature = () =>
  useApiMutation((image: string) => api.put<Signature>(SIGNATURE, { image }), { invalidate: [SIGNATURE] });
