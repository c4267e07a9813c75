import {
  flattenMenu,
  isSuperRole,
  lookupAccessOf,
  type AccessBit,
  type SessionUser,
  type TableDef,
} from '@caduceus/contracts';
import type { StaticAccess } from '../../platform/guard.js';

/** Every menu entry: read on any of them makes a back-office user. */
const MENU_LINKS = [...new Set(flattenMenu().map((m) => m.link))];
type Allows = (link: string, bit: AccessBit) => boolean;

/**
 * May this user read the table's dropdown? The table's declared lookup access (contracts'
 * lookupAccessOf): 'everyone' any signed-in user; 'staff' a super role or read on any menu entry
 * (self-service accounts hold none); { menus } read on one of those entries.
 */
export async function mayLookup(
  user: SessionUser,
  def: TableDef,
  rightsOf: (user: SessionUser) => Promise<Allows>,
): Promise<boolean> {
  const need = lookupAccessOf(def);
  if (need === 'everyone' || isSuperRole(user.roleId)) return true;
  const allows = await rightsOf(user);
  return (need === 'staff' ? MENU_LINKS : need.menus).some((link) => allows(link, 'read'));
}

/** The same requirement as a route's declared access, for a route that serves one table's choices. */
export function lookupRouteAccess(def: TableDef): 'authenticated' | StaticAccess {
  const need = lookupAccessOf(def);
  if (need === 'everyone') return 'authenticated';
  return { anyMenu: need === 'staff' ? MENU_LINKS : need.menus, bit: 'read' };
}
