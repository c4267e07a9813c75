import {
  PRECEPTOR_OWN_PAGES,
  canSeeMenu,
  flattenMenu,
  homeFor,
  permissionFor,
  type MenuDef,
} from '@caduceus/contracts';
import type { Session } from './session';
import { isBuiltPath, isBuiltLink } from './pages';

const CATALOGUE = flattenMenu();
/** Screens that need only a signed-in user, whatever their rights. */
const OPEN_PREFIXES = ['/settings/', '/landing-page', '/misc/', '/notfound'];

/** Student, Parent and Alumni users open their own record's screens; the server answers 404 for another student. */
const SELF_SERVICE_TYPES: readonly string[] = ['Student', 'Parent', 'Alumni'];
export const isSelfServiceUser = (user: { userType: string }) => SELF_SERVICE_TYPES.includes(user.userType);
const OWN_RECORD = /^\/(student|alumni)\/details\//;

/**
 * The catalogue entry that guards a link. A module's link is also its first child's (System Admin and
 * User are both /admin/user): the screen is the child's, so its flags (super-user-only) decide.
 */
export function guardOf(link: string): Pick<MenuDef, 'link' | 'superUserView' | 'adminCannotView'> {
  const defs = CATALOGUE.filter((d) => d.link === link);
  return defs.find((d) => !d.children?.length) ?? defs[0] ?? { link };
}

/** May this session open the screen at `path`? Same rule as the menu (canSeeMenu on its permission entry). */
export function canOpen(path: string, session: Pick<Session, 'user' | 'accessRights'>): boolean {
  if (OPEN_PREFIXES.some((p) => path === p || path.startsWith(p))) return true;
  if (isSelfServiceUser(session.user) && OWN_RECORD.test(path)) return true;
  // a preceptor opens her own profile (and her landing page, which shows it); the server answers for her own record only
  if (session.user.userType === 'Preceptor' && PRECEPTOR_OWN_PAGES.includes(path.split(/[?#]/)[0])) return true;
  const link = permissionFor(path);
  if (!link) return true;
  return canSeeMenu(guardOf(link), session.user, session.accessRights);
}

/** Where this user lands after sign-in: the spec's home, when built; otherwise the landing page. */
export function homePath(session: Session): string {
  const target = homeFor(session.user, session.accessRights, isBuiltLink);
  return isBuiltPath(target) && canOpen(target, session) ? target : '/landing-page';
}

/** A return address is honoured only when it is a built screen this user may open. */
export function safeReturn(from: unknown, session: Session): string | null {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  const path = from.split(/[?#]/)[0];
  if (path === '/' || path === '/login') return null;
  return isBuiltPath(path) && canOpen(path, session) ? from : null;
}
