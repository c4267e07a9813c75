import { call } from '../../../app/client';

/** Sign-in and password recovery (public), and the forced first-login password change. */
export const authApi = {
  login: (body: { username: string; password: string }) => call('post', '/api/auth/login', { body }),
  forgotPassword: (body: { username: string }) => call('post', '/api/auth/forgot-password', { body }),
  resetPassword: (body: { token: string; password: string; confirmPassword: string }) =>
    call('post', '/api/auth/reset-password', { body }),
  forcePasswordChange: (body: { password: string; confirmPassword: string }) =>
    call('post', '/api/auth/force-password-change', { body }),
};
