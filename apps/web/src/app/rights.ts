import { ROLE, componentMode, hasAccess, type AccessBit, type AccessRights } from '@caduceus/contracts';
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
  return {
    read: hasAccess(mode, 'read'),
    write: hasAccess(mode, 'write'),
    edit: hasAccess(mode, 'edit'),
    delete: hasAccess(mode, 'delete'),
  };
}

export function useRights(link: string): Rights {
  const s = useSignedIn();
  return rightsOn(link, s.user.roleId, s.accessRights.menus);
}

/** What the user may do with a component ('dataExport', 'studentProfile.notes'): the server's rule (super roles everything). */
export function componentRightsOn(key: string, roleId: number | null, components: AccessRights['components']): Rights {
  if (roleId === ROLE.superUser || roleId === ROLE.superAdmin) return ALL;
  const mode = componentMode(components, key);
  return {
    read: hasAccess(mode, 'read'),
    write: hasAccess(mode, 'write'),
    edit: hasAccess(mode, 'edit'),
    delete: hasAccess(mode, 'delete'),
  };
}

export function useComponentRights(key: string): Rights {
  const s = useSignedIn();
  return componentRightsOn(key, s.user.roleId, s.accessRights.components);
}

/**
 * What the signed-in user may do on a part of a record (the Student or Lead record): the read bit of
 * the record's menu link opens the record, then each of the part's components gives the bits (the
 * server's rule, platform/guard.ts). Super user and super admin everything.
 */
export function recordRightsOn(
  link: string,
  components: readonly string[],
  roleId: number | null,
  rights: AccessRights,
): Rights {
  if (roleId === ROLE.superUser || roleId === ROLE.superAdmin) return ALL;
  const opens = hasAccess(rights.menus[link], 'read');
  const all = (bit: AccessBit) => opens && components.every((c) => hasAccess(componentMode(rights.components, c), bit));
  return { read: all('read'), write: all('write'), edit: all('edit'), delete: all('delete') };
}

export function useRecordRights(link: string, components: readonly string[]): Rights {
  const s = useSignedIn();
  return recordRightsOn(link, components, s.user.roleId, s.accessRights);
}
