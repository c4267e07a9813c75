import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasAccess, ROLE, type AccessRights } from '../access/access.js';
import { canSeeMenu, homeFor, type HomeUser } from './home.js';
import { flattenMenu } from '../access/menu.js';
import { ACCESS_LOG_LINK } from '../access/access-log.api.js';

const none: AccessRights = { menus: {}, components: {} };
const rights = (menus: Record<string, number>): AccessRights => ({ menus, components: {} });
const user = (v: Partial<HomeUser> = {}): HomeUser => ({
  userType: 'Staff',
  roleId: null,
  studentId: null,
  employeeId: null,
  isOfferLetterAccepted: true,
  ...v,
});

describe('homeFor', () => {
  it('sends self-service users to their own record', () => {
    expect(homeFor(user({ userType: 'Student', studentId: 42 }), none)).toBe('/student/details/personal/42');
    expect(homeFor(user({ userType: 'Parent', studentId: 8 }), none)).toBe('/student/details/personal/8');
    expect(homeFor(user({ userType: 'Alumni', studentId: 3 }), none)).toBe('/alumni/details/alumni/3');
    expect(homeFor(user({ userType: 'Preceptor' }), none)).toBe('/medical/clinicals/preceptors/list');
    expect(homeFor(user({ userType: 'Employee', employeeId: 7, isOfferLetterAccepted: true }), none)).toBe(
      '/employee/details/profile/7',
    );
    expect(homeFor(user({ userType: 'Employee', employeeId: 7, isOfferLetterAccepted: false }), none)).toBe(
      '/employee/details/offerletter/7',
    );
  });

  it('without their own record, self-service users fall back to the menu', () => {
    expect(homeFor(user({ userType: 'Student' }), none)).toBe('/landing-page');
    expect(homeFor(user({ userType: 'Employee' }), rights({ '/task/list': 1 }))).toBe('/task/list');
  });

  it('sends the super user to users and the super admin to groups', () => {
    expect(homeFor(user({ roleId: ROLE.superUser }), none)).toBe('/admin/user');
    expect(homeFor(user({ roleId: ROLE.superAdmin }), none)).toBe('/admin/group/list');
  });

  it('sends staff to the first module they may read', () => {
    expect(homeFor(user(), rights({ '/lead/list': 1 }))).toBe('/lead/list');
    expect(homeFor(user(), rights({ '/lead/list': 2 }))).toBe('/lead/list');
    expect(homeFor(user(), rights({ '/medical/registrar': 1, '/lead/list': 1 }))).toBe('/medical/registrar');
    expect(homeFor(user(), rights({ '/exams/nbme-shelf': 15 }))).toBe('/exams/nbme-shelf');
    expect(homeFor(user(), rights({ '/lead/list': 0 }))).toBe('/landing-page');
    // super-user entries lead nowhere for staff, whatever their mode
    expect(homeFor(user(), rights({ '/admin/user': 15 }))).toBe('/landing-page');
    expect(homeFor(user(), none)).toBe('/landing-page');
  });

  it('passes over screens not built yet', () => {
    const built = (p: string) => p !== '/lead/list';
    expect(homeFor(user(), rights({ '/lead/list': 1, '/reports/list': 1 }), built)).toBe('/reports/list');
    expect(homeFor(user({ roleId: ROLE.superUser }), none, (p) => p !== '/admin/user')).not.toBe('/admin/user');
  });

  it('always lands staff on a screen they may read (or the landing page)', () => {
    const links = [...new Set(flattenMenu().map((d) => d.link))];
    const superOnly = new Set(
      flattenMenu()
        .filter((d) => d.superUserView)
        .map((d) => d.link),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...links), fc.integer({ min: 0, max: 15 })), (menus) => {
        const home = homeFor(user(), rights(menus));
        if (home === '/landing-page') {
          expect(links.filter((l) => !superOnly.has(l) && hasAccess(menus[l], 'read'))).toEqual([]);
        } else {
          expect(hasAccess(menus[home], 'read')).toBe(true);
          expect(superOnly.has(home)).toBe(false);
        }
      }),
    );
  });
});

describe('canSeeMenu', () => {
  it('shows the record access log to the super user and to groups granted it, not to a super admin', () => {
    const def = flattenMenu().find((d) => d.link === ACCESS_LOG_LINK)!;
    expect(def.adminCannotView).toBe(true);
    expect(canSeeMenu(def, user({ roleId: ROLE.superUser }), none)).toBe(true);
    expect(canSeeMenu(def, user({ roleId: ROLE.superAdmin }), rights({ [ACCESS_LOG_LINK]: 15 }))).toBe(false);
    expect(canSeeMenu(def, user(), rights({ [ACCESS_LOG_LINK]: 1 }))).toBe(true);
    expect(canSeeMenu(def, user(), rights({ '/student/list': 15 }))).toBe(false);
  });
});
