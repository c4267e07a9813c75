import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router';
import type { SpecRoute } from '@caduceus/contracts';

/**
 * The registry of built screens. Every path of SPEC_ROUTES is routed; a path listed here renders its
 * page (each lazily loaded, in its own chunk), any other sends the user to /notfound. The menu shows
 * only entries whose page is built.
 *
 * kind: public   - signed-out screens (login type), full layout
 *       open     - anyone; inside the shell when signed in
 *       signedIn - any signed-in user
 *       guarded  - signed in and read right on the screen's permission entry (permissionFor)
 */
export type PageKind = 'public' | 'open' | 'signedIn' | 'guarded';
export interface BuiltPage { kind: PageKind; Component: LazyExoticComponent<ComponentType> }

type Loader = () => Promise<{ default: ComponentType }>;
const page = (kind: PageKind, load: Loader): BuiltPage => ({ kind, Component: lazy(load) });
const named = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType): Loader => () => load().then((m) => ({ default: pick(m) }));

const misc = () => import('../modules/misc/pages/StatusPages');

export const BUILT_PAGES: Partial<Record<SpecRoute, BuiltPage>> = {
  '/login': page('public', () => import('../modules/auth/pages/LoginPage')),
  '/forgot-password': page('public', () => import('../modules/auth/pages/ForgotPasswordPage')),
  '/reset-password': page('public', () => import('../modules/auth/pages/ResetPasswordPage')),
  '/notfound': page('open', named(misc, (m) => m.NotFoundPage)),
  '/misc/not-authorized': page('open', named(misc, (m) => m.NotAuthorizedPage)),
  '/misc/error/404': page('open', named(misc, (m) => m.Error404Page)),
  '/misc/error/500': page('open', named(misc, (m) => m.Error500Page)),
  '/misc/maintenance': page('open', named(misc, (m) => m.MaintenancePage)),
  '/landing-page': page('signedIn', () => import('../modules/misc/pages/LandingPage')),
  '/settings/user/profile': page('signedIn', () => import('../modules/settings/pages/ProfilePage')),
  '/settings/user/password': page('signedIn', () => import('../modules/settings/pages/PasswordPage')),
  '/settings/user/signature': page('signedIn', () => import('../modules/settings/pages/SignaturePage')),
  '/admin/user': page('guarded', () => import('../modules/admin/pages/UsersPage')),
  '/admin/group/list': page('guarded', () => import('../modules/admin/pages/GroupListPage')),
  '/admin/group/access': page('guarded', () => import('../modules/admin/pages/GroupAccessPage')),
  '/admin/menu-access': page('guarded', () => import('../modules/admin/pages/MenuAccessPage')),
  '/admin/menu/list': page('guarded', () => import('../modules/admin/pages/MenuListPage')),
  '/admin/component/list': page('guarded', () => import('../modules/admin/pages/ComponentListPage')),
  '/admin/banner': page('guarded', () => import('../modules/admin/pages/BannerPage')),
};

const BUILT_PATTERNS = ['/', ...Object.keys(BUILT_PAGES)];

/** Is a concrete path (e.g. /student/details/personal/12) served by a built page? */
export function isBuiltPath(path: string): boolean {
  const clean = path.split(/[?#]/)[0];
  return BUILT_PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, clean) !== null);
}
/** Is a menu link built (menu links carry no parameters)? */
export const isBuiltLink = (link: string) => isBuiltPath(link);
