import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { foldRights } from './access.service.js';
import type { ComponentRow, MenuRow, RightKind } from './access.repo.js';

const menu = (id: number, link: string, v: Partial<MenuRow> = {}): MenuRow => ({
  id,
  parentId: null,
  key: `m${id}`,
  name: `m${id}`,
  title: `Menu ${id}`,
  link,
  icon: null,
  sortOrder: id,
  urlParam: false,
  superUserView: false,
  adminCannotView: false,
  ...v,
});
const comp = (id: number, key: string, parentId: number | null = null): ComponentRow => ({
  id,
  key,
  name: key,
  parentId,
  description: null,
});
const modes = (m: Record<string, number>) => (kind: RightKind, id: number) => m[`${kind}:${id}`] ?? 0;

describe('foldRights', () => {
  it('maps menu links to normalized modes, with 0 for links not granted', () => {
    const r = foldRights(
      [menu(1, '/lead/list'), menu(2, '/reports/list'), menu(3, '/task/list')],
      [],
      modes({ 'menu:1': 2, 'menu:2': 8, 'component:3': 15 }),
    );
    expect(r.menus).toEqual({ '/lead/list': 3, '/reports/list': 9, '/task/list': 0 });
    expect(r.components).toEqual({});
    expect([...r.superUserLinks]).toEqual([]);
  });

  it('keeps the larger mode when two entries share a link', () => {
    const rows = [menu(1, '/student/list'), menu(2, '/student/list')];
    expect(foldRights(rows, [], modes({ 'menu:1': 1, 'menu:2': 7 })).menus['/student/list']).toBe(7);
    expect(foldRights(rows, [], modes({ 'menu:1': 7, 'menu:2': 1 })).menus['/student/list']).toBe(7);
    expect(foldRights(rows, [], modes({ 'menu:2': 4 })).menus['/student/list']).toBe(5);
  });

  it('collects the links reserved to the super user', () => {
    const r = foldRights(
      [
        menu(1, '/admin/user', { superUserView: true }),
        menu(2, '/admin/group/list'),
        menu(3, '/admin/menu/list', { superUserView: true }),
      ],
      [],
      modes({ 'menu:1': 15 }),
    );
    expect([...r.superUserLinks].sort()).toEqual(['/admin/menu/list', '/admin/user']);
    // the mode is still reported; the guard refuses those links to everyone but the super user
    expect(r.menus['/admin/user']).toBe(15);
  });

  it('nests sub-components under their parent by their short key', () => {
    // a sub-component of a missing parent or of a sub-component has no place in the client's map
    const comps = [
      comp(1, 'studentProfile'),
      comp(2, 'studentProfile.notes', 1),
      comp(3, 'finance'),
      comp(4, 'refunds', 3),
      comp(5, 'ghost.child', 99),
      comp(6, 'studentProfile.notes.deep', 2),
    ];
    const r = foldRights(
      [],
      comps,
      modes({
        'component:1': 1,
        'component:2': 6,
        'component:4': 8,
        'menu:3': 15,
        'component:5': 15,
        'component:6': 15,
      }),
    );
    expect(r.components).toEqual({
      studentProfile: { accessMode: 1, subComponents: { notes: { accessMode: 7 } } },
      finance: { accessMode: 0, subComponents: { refunds: { accessMode: 9 } } },
    });
  });

  it("asks for each row's mode by its kind and id", () => {
    const asked: string[] = [];
    foldRights([menu(7, '/a')], [comp(8, 'c')], (kind, id) => {
      asked.push(`${kind}:${id}`);
      return 0;
    });
    expect(asked.sort()).toEqual(['component:8', 'menu:7']);
  });

  it('reports every mode within 0..15 with read implied, whatever the stored values', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 40 }), { minLength: 1, maxLength: 12 }), (raw) => {
        const rows = raw.map((_, i) => menu(i + 1, `/l${i % 4}`));
        const r = foldRights(rows, [comp(1, 'top')], (kind, id) => raw[(id - 1) % raw.length]);
        for (const v of [...Object.values(r.menus), r.components.top.accessMode]) {
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(15);
          if (v & 14) expect(v & 1).toBe(1);
        }
      }),
    );
  });
});
