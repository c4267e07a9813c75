import { page, type Pages } from '../../app/pageKit';

/**
 * The signed-out screens. The app's entry routes these itself; every other screen's route, with the
 * registry of built pages and the menu catalogue, loads after sign-in (app/signedIn/routes.tsx).
 */
export const publicPages: Pages = {
  '/login': page('public', () => import('./auth/pages/LoginPage')),
  '/forgot-password': page('public', () => import('./auth/pages/ForgotPasswordPage')),
  '/reset-password': page('public', () => import('./auth/pages/ResetPasswordPage')),
};
