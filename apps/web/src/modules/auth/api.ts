import type { LoginResponse } from '@caduceus/contracts';
import { api } from '../../app/api';

/** Sign-in and password recovery (public), and the forced first-login password change. */
export const authApi = {
  login: (body: { username: string; password: string }) => api.post<LoginResponse>('/api/auth/login', body),
  forgotPassword: (body: { username: string }) => api.post<{ ok: true }>('/api/auth/forgot-password', body),
  resetPassword: (body: { token: string; password: string; confirmPassword: string }) =>
    api.post<{ ok: true }>('/api/auth/reset-password', body),
  forcePasswordChange: (body: { password: string; confirmPassword: string }) =>
    api.post<{ ok: true }>('/api/auth/force-password-change', body),
};
