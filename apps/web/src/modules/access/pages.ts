import { page, type Pages } from '../../app/pageKit';
import { publicPages } from './publicPages';

/** The access context's screens (sign-in, the user's own settings, users, groups, menus, components, the record access log), each loaded lazily in its own chunk. */
export const accessPages: Pages = {
  ...publicPages,
  '/settings/user/profile': page('signedIn', () => import('./settings/pages/ProfilePage')),
  '/settings/user/password': page('signedIn', () => import('./settings/pages/PasswordPage')),
  '/settings/user/signature': page('signedIn', () => import('./settings/pages/SignaturePage')),
  '/admin/user': page('guarded', () => import('./admin/pages/UsersPage')),
  '/admin/group/list': page('guarded', () => import('./admin/pages/GroupListPage')),
  '/admin/group/access': page('guarded', () => import('./admin/pages/GroupAccessPage')),
  '/admin/menu-access': page('guarded', () => import('./admin/pages/MenuAccessPage')),
  '/admin/menu/list': page('guarded', () => import('./admin/pages/MenuListPage')),
  '/admin/component/list': page('guarded', () => import('./admin/pages/ComponentListPage')),
  '/admin/access-log': page('guarded', () => import('./access-log/AccessLogPage')),
};

/** The screen a user whose password must change sees instead of any other (the app's guard shows it). */
export const loadForcePasswordChangePage = () => import('./auth/pages/ForcePasswordChangePage');
/** The banner form (admin's banner screen opens it). */
export const loadBannerFormModal = () => import('./admin/components/BannerFormModal');
