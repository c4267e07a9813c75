import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { flattenMenu, MENU_CATALOGUE, moduleForPath, permissionFor } from './menu.js';

const links = [...new Set(flattenMenu().map((d) => d.link))];

describe('permissionFor', () => {
  it('maps screens to the menu entry that guards them', () => {
    const cases: [string, string | undefined][] = [
      ['/admin/group/access', '/admin/group/access'],
      ['/student/details/personal/5', '/student/list'],
      ['/lead/details/profile/3', '/lead/list'],
      ['/admin/lead-settings/faculty-timeslot', '/admin/lead-settings'],
      ['/admin/user/7', '/admin/user'],
      ['/lead/list?status=new', '/lead/list'],
      ['/lead/list/', '/lead/list'],
      ['/alumni/details/alumni/9', '/student/list'],
      ['/employee/details/profile/2', '/employee/list'],
      ['/committee/details/4', '/employee/list'],
      ['/medical/clinicals/preceptors/list', '/medical/clinicals/assign-rotation/list'],
      ['/accounting/invoices/clinical', '/accounting/invoices/non-clinical'],
      ['/exams/bulk-update/usmle', '/exams/bulk-update/nbme-system'],
      ['/landing-page', undefined],
      ['/', undefined],
      ['/admin/groups-and-more', undefined],
    ];
    for (const [path, expected] of cases) expect(permissionFor(path), path).toBe(expected);
  });

  it('maps every menu link to itself, and anything under it to it or a longer link', () => {
    for (const link of links) expect(permissionFor(link)).toBe(link);
    fc.assert(
      fc.property(fc.constantFrom(...links), fc.stringMatching(/^[a-z0-9-]{1,12}$/), (link, tail) => {
        const p = permissionFor(`${link}/${tail}`)!;
        expect(p === link || p.startsWith(`${link}/`)).toBe(true);
      }),
    );
  });

  it('does not match a link by a mere text prefix', () => {
    expect(permissionFor('/calendarium')).toBeUndefined();
    expect(permissionFor('/task/listing')).toBeUndefined();
  });
});

describe('the menu catalogue', () => {
  it('has unique keys and path links, children keyed under their module', () => {
    const all = flattenMenu();
    expect(new Set(all.map((d) => d.key)).size).toBe(all.length);
    for (const d of all) expect(d.link).toMatch(/^\/[A-Za-z0-9/-]*$/);
    for (const mod of MENU_CATALOGUE)
      for (const c of mod.children ?? []) expect(c.key.startsWith(`${mod.key}.`)).toBe(true);
    expect(all.filter((d) => d.superUserView).map((d) => d.link)).toEqual(
      expect.arrayContaining(['/admin/user', '/admin/menu/list', '/admin/component/list']),
    );
  });

  it('finds the module of a path by its first segment', () => {
    expect(moduleForPath('/medical/registrar')).toBe('student');
    expect(moduleForPath('/lead/details/profile/3')).toBe('lead');
    expect(moduleForPath('/admin/user')).toBe('admin');
    expect(moduleForPath('/nowhere')).toBeUndefined();
  });
});
