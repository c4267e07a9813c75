import { describe, expect, it } from 'vitest';
import { flattenMenu, ROLE } from '@caduceus/contracts';
import { canOpen, guardOf } from './access';

type Who = Parameters<typeof canOpen>[1];
const session = (roleId: number | null, menus: Record<string, number> = {}): Who =>
  ({
    user: { roleId, userType: 'Staff' },
    accessRights: { menus, components: {} },
  }) as unknown as Who;

const superUser = session(ROLE.superUser);
const superAdmin = session(ROLE.superAdmin);
const catalogue = flattenMenu();
const superUserOnly = catalogue.filter((d) => d.superUserView);
const notForAdmins = catalogue.filter((d) => d.adminCannotView);

describe('canOpen: the super-user-only screens', () => {
  it('the catalogue has them (User, Menu, Component, Alert Configuration and more)', () => {
    expect(superUserOnly.map((d) => d.link)).toEqual(
      expect.arrayContaining([
        '/admin/user',
        '/admin/menu/list',
        '/admin/component/list',
        '/admin/alert/configuration',
      ]),
    );
  });

  it('a super admin is sent away from each of them, opened by its URL or a path under it', () => {
    for (const d of [...superUserOnly, ...notForAdmins]) {
      expect(canOpen(d.link, superAdmin), d.link).toBe(false);
      expect(canOpen(`${d.link}/12`, superAdmin), `${d.link}/12`).toBe(false);
      expect(canOpen(d.link, superUser), d.link).toBe(true);
    }
  });

  it('/admin/user is the User screen, not the System Admin module that shares its link', () => {
    expect(catalogue.filter((d) => d.link === '/admin/user').length).toBeGreaterThan(1);
    expect(guardOf('/admin/user').superUserView).toBe(true);
    // a staff read right on the link does not open a super-user-only screen either
    expect(canOpen('/admin/user', session(null, { '/admin/user': 15 }))).toBe(false);
  });

  it('the super admin still opens the other System Admin screens', () => {
    expect(canOpen('/admin/group/list', superAdmin)).toBe(true);
    expect(canOpen('/admin/control-table', superAdmin)).toBe(true);
  });

  it('a link that is a module and its first child (Student, All Students) follows the read right', () => {
    expect(canOpen('/student/list', session(null, { '/student/list': 1 }))).toBe(true);
    expect(canOpen('/student/list', session(null))).toBe(false);
  });
});
