import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACCESS_BITS, hasAccess, ROLE, type AccessBit } from '@caduceus/contracts';
import { allowsComponent, allowsMenu, type ResolvedRights } from './guard.js';

const rights = (
  menus: Record<string, number>,
  superUserLinks: string[] = [],
  components: ResolvedRights['components'] = {},
): ResolvedRights => ({
  menus,
  components,
  superUserLinks: new Set(superUserLinks),
  adminHiddenLinks: new Set(superUserLinks),
});
const staff = { roleId: null },
  superAdmin = { roleId: ROLE.superAdmin },
  superUser = { roleId: ROLE.superUser };
const bit = fc.constantFrom<AccessBit>(...ACCESS_BITS);

describe('allowsMenu', () => {
  it('gives staff exactly the bits of their mode on that link', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), bit, (mode, b) => {
        expect(allowsMenu(staff, rights({ '/lead/list': mode }), '/lead/list', b)).toBe(hasAccess(mode, b));
        expect(allowsMenu(staff, rights({ '/lead/list': mode }), '/task/list', b)).toBe(false);
      }),
    );
  });

  it('keeps super-user links from staff and super admins whatever their mode, and gives the super user everything', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), bit, (mode, b) => {
        const r = rights({ '/admin/user': mode, '/admin/group/list': 0 }, ['/admin/user']);
        expect(allowsMenu(staff, r, '/admin/user', b)).toBe(false);
        expect(allowsMenu(superAdmin, r, '/admin/user', b)).toBe(false);
        expect(allowsMenu(superAdmin, r, '/admin/group/list', b)).toBe(true);
        expect(allowsMenu(superUser, r, '/admin/user', b)).toBe(true);
        expect(allowsMenu(superUser, r, '/anything', b)).toBe(true);
      }),
    );
  });
});

describe('allowsComponent', () => {
  const r = rights({}, [], {
    studentProfile: { accessMode: 1, subComponents: { notes: { accessMode: 7 } } },
    finance: { accessMode: 15 },
  });
  it("reads a component's mode, or a sub-component's through its dotted key", () => {
    expect(allowsComponent(staff, r, 'studentProfile', 'read')).toBe(true);
    expect(allowsComponent(staff, r, 'studentProfile', 'write')).toBe(false);
    expect(allowsComponent(staff, r, 'studentProfile.notes', 'edit')).toBe(true);
    expect(allowsComponent(staff, r, 'studentProfile.notes', 'delete')).toBe(false);
    // a sub-component does not inherit its parent's mode
    expect(allowsComponent(staff, r, 'finance.refunds', 'read')).toBe(false);
    expect(allowsComponent(staff, r, 'studentProfile.documents', 'read')).toBe(false);
    expect(allowsComponent(staff, r, 'housing', 'read')).toBe(false);
  });

  it('lets super admins and super users use every component', () => {
    for (const b of ACCESS_BITS) {
      expect(allowsComponent(superAdmin, rights({}), 'finance.refunds', b)).toBe(true);
      expect(allowsComponent(superUser, rights({}), 'housing', b)).toBe(true);
    }
  });
});
