import { ROLE, hasAccess, type AccessRights, type UserType } from '../access/access.js';
import { MENU_CATALOGUE, type MenuDef } from '../access/menu.js';

export interface HomeUser {
  userType: UserType;
  roleId: number | null;
  studentId: number | null;
  employeeId: number | null;
  isOfferLetterAccepted: boolean;
}

/**
 * May this user see this menu entry? Super users see all; super admins all but superUserView and
 * adminCannotView entries (as the server's menu and guard decide); others what their rights read.
 */
export function canSeeMenu(
  def: Pick<MenuDef, 'link' | 'superUserView' | 'adminCannotView'>,
  user: Pick<HomeUser, 'roleId'>,
  rights: AccessRights,
): boolean {
  if (user.roleId === ROLE.superUser) return true;
  if (user.roleId === ROLE.superAdmin) return !def.superUserView && !def.adminCannotView;
  if (def.superUserView) return false;
  return hasAccess(rights.menus[def.link], 'read');
}

/** The first visible target of a module: its own link, or its first visible child (or grandchild: a control-table group). */
export function moduleTarget(def: MenuDef, user: Pick<HomeUser, 'roleId'>, rights: AccessRights): string | undefined {
  if (!def.children?.length) return canSeeMenu(def, user, rights) ? def.link : undefined;
  if (def.key === 'admin' && user.roleId === ROLE.superUser) return '/admin/user';
  if (def.key === 'admin' && user.roleId === ROLE.superAdmin) return '/admin/group/list';
  for (const c of def.children) {
    const target = canSeeMenu(c, user, rights)
      ? c.link
      : c.children?.length
        ? moduleTarget(c, user, rights)
        : undefined;
    if (target) return target;
  }
  return undefined;
}

/** Where a user lands after sign-in (000 section 2 and 6). */
export function homeFor(user: HomeUser, rights: AccessRights, isBuilt: (path: string) => boolean = () => true): string {
  const own = ownPageOf(user);
  if (own) return isBuilt(own) ? own : '/landing-page';
  if (user.roleId === ROLE.superUser && isBuilt('/admin/user')) return '/admin/user';
  if (user.roleId === ROLE.superAdmin && isBuilt('/admin/group/list')) return '/admin/group/list';
  for (const mod of MENU_CATALOGUE) {
    const target = moduleTarget(mod, user, rights);
    if (target && isBuilt(target)) return target;
  }
  return '/landing-page';
}

/** Self-service users go to their own record rather than a module. */
function ownPageOf(user: HomeUser): string | undefined {
  switch (user.userType) {
    case 'Student':
    case 'Parent':
      return user.studentId ? `/student/details/personal/${user.studentId}` : undefined;
    case 'Alumni':
      return user.studentId ? `/alumni/details/alumni/${user.studentId}` : undefined;
    case 'Preceptor':
      return '/medical/clinicals/preceptors/list';
    case 'Employee':
      if (!user.employeeId) return undefined;
      return user.isOfferLetterAccepted
        ? `/employee/details/profile/${user.employeeId}`
        : `/employee/details/offerletter/${user.employeeId}`;
    default:
      return undefined;
  }
}
