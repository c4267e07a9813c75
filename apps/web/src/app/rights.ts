import { ROLE, hasAccess, type AccessBit } from '@caduceus/contracts';
import { useSignedIn } from './session';

export type Rights = Record<AccessBit, boolean>;
const ALL: Rights = { read: true, write: true, edit: true, delete: true };

/**
 * What the signed-in user may do on a permission entry (a menu link), from the session's rights: the
 * same rule as the menu (super user and super admin everything; others their group's or own mode).
 * The server decides; screens use this to hide what would be refused.
 */
export function rightsOn(link: string, roleId: number | null, menus: Record<string, number>): Rights {
  if (roleId === ROLE.superUser || roleId === ROLE.superAdmin) return ALL;
  const mode = menus[link];
  return { read: hasAccess(mode, 'read'), write: hasAccess(mode, 'write'), edit: hasAccess(mode, 'edit'), delete: hasAccess(mode, 'delete') };
}

export function useRights(link: string): Rights {
  const s = useSignedIn();
  return rightsOn(link, s.user.roleId, s.accessRights.menus);
}
