import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ROLE } from '../access/access.js';
import {
  DASHBOARD_WIDGETS,
  arrangeWidgets,
  mergeOrder,
  moveItem,
  seesWidget,
  shownByDefault,
  widgetDef,
  type WidgetDef,
} from './dashboard.js';
import { dashboardOrderInput } from './dashboard.api.js';
import { flattenMenu } from '../access/menu.js';

const def: WidgetDef = { key: 'w', title: 'W', description: '', link: '/task/list', size: 'small' };
const keys = fc.uniqueArray(fc.constantFrom<string>('a', 'b', 'c', 'd', 'e', 'f', 'g'));

describe('the widget catalogue', () => {
  it('has unique keys, and every link is a menu entry', () => {
    expect(new Set(DASHBOARD_WIDGETS.map((w) => w.key)).size).toBe(DASHBOARD_WIDGETS.length);
    const links = new Set(flattenMenu().map((m) => m.link));
    for (const w of DASHBOARD_WIDGETS) expect(links.has(w.link), w.key).toBe(true);
    expect(widgetDef('tasksDue')?.title).toBe('Tasks due');
    expect(widgetDef('nope')).toBeUndefined();
  });
});

describe('seesWidget', () => {
  const staff = { roleId: null, groupId: 3 };
  it("needs the read right and the group's choice (or the default while the group has none)", () => {
    expect(seesWidget(def, staff, undefined, true)).toBe(true);
    expect(seesWidget({ ...def, defaultOn: false }, staff, undefined, true)).toBe(false);
    expect(seesWidget({ ...def, defaultOn: false }, staff, true, true)).toBe(true);
    expect(seesWidget(def, staff, false, true)).toBe(false);
    expect(seesWidget(def, staff, true, false)).toBe(false);
  });
  it("the administrators' widgets are off for a group that has not chosen, on when it ticks them", () => {
    const reference = widgetDef('referenceCounts')!;
    expect(shownByDefault(reference)).toBe(false);
    expect(seesWidget(reference, staff, undefined, true)).toBe(false);
    expect(seesWidget(reference, staff, true, true)).toBe(true);
    expect(seesWidget(reference, { roleId: ROLE.superAdmin, groupId: 3 }, undefined, true)).toBe(true);
    // the everyday widgets are on by default
    for (const key of ['tasksDue', 'todosWeek', 'calendarToday', 'mailLogCounts'])
      expect(shownByDefault(widgetDef(key)!), key).toBe(true);
  });
  it('shows nothing to a user without a group', () => {
    expect(seesWidget(def, { roleId: null, groupId: null }, undefined, true)).toBe(false);
  });
  it('the super user sees all; the super admin all they may read, whatever the group', () => {
    fc.assert(
      fc.property(fc.option(fc.boolean(), { nil: undefined }), fc.boolean(), (choice, read) => {
        expect(seesWidget(def, { roleId: ROLE.superUser, groupId: 1 }, choice, read)).toBe(true);
        expect(seesWidget(def, { roleId: ROLE.superAdmin, groupId: 1 }, choice, read)).toBe(read);
      }),
    );
  });
});

describe('arrangeWidgets', () => {
  it('shows exactly the visible widgets: the saved ones first in saved order, the rest in catalogue order', () => {
    fc.assert(
      fc.property(keys, fc.array(fc.constantFrom<string>('a', 'b', 'c', 'd', 'x')), (visible, saved) => {
        const out = arrangeWidgets(visible, saved);
        expect([...out].sort()).toEqual([...visible].sort());
        const savedShown = [...new Set(saved)].filter((k) => visible.includes(k));
        expect(out.slice(0, savedShown.length)).toEqual(savedShown);
        const rest = out.slice(savedShown.length);
        expect(rest).toEqual(visible.filter((k) => !savedShown.includes(k)));
      }),
    );
    expect(arrangeWidgets(['a', 'b', 'c'], null)).toEqual(['a', 'b', 'c']);
    expect(arrangeWidgets(['a', 'b', 'c'], ['c', 'x', 'a'])).toEqual(['c', 'a', 'b']);
  });
});

describe('moveItem', () => {
  it('moves one item and keeps the others in order', () => {
    fc.assert(
      fc.property(
        keys.filter((l) => l.length > 0),
        fc.nat(),
        fc.integer({ min: -3, max: 10 }),
        (list, i, to) => {
          const from = i % list.length;
          const out = moveItem(list, from, to);
          const target = Math.max(0, Math.min(list.length - 1, to));
          expect(out[target]).toBe(list[from]);
          expect(out.filter((k) => k !== list[from])).toEqual(list.filter((k) => k !== list[from]));
        },
      ),
    );
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});

describe('mergeOrder', () => {
  it('puts the shown widgets in their new order and keeps hidden ones in their slots', () => {
    expect(mergeOrder(['c', 'a', 'b'], ['a', 'X', 'b', 'c'])).toEqual(['c', 'X', 'a', 'b']);
    expect(mergeOrder(['b', 'a', 'n'], ['a', 'b'])).toEqual(['b', 'a', 'n']);
    expect(mergeOrder(['a'], null)).toEqual(['a']);
  });
  it('arranging the merged order shows the new order, and loses no hidden key', () => {
    fc.assert(
      fc.property(keys, keys, (old, shownSet) => {
        const shown = [...shownSet].reverse();
        const merged = mergeOrder(shown, old);
        expect(arrangeWidgets(shownSet, merged)).toEqual(shown);
        for (const k of old) expect(merged).toContain(k);
        expect(new Set(merged).size).toBe(merged.length);
      }),
    );
  });
});

describe('dashboardOrderInput', () => {
  it('takes catalogue keys, each once', () => {
    expect(dashboardOrderInput.safeParse({ order: ['tasksDue', 'mailLogCounts'] }).success).toBe(true);
    const unknown = dashboardOrderInput.safeParse({ order: ['tasksDue', 'nope'] });
    expect(unknown.error?.issues.map((i) => i.message)).toEqual(['Unknown widget nope']);
    const twice = dashboardOrderInput.safeParse({ order: ['tasksDue', 'tasksDue'] });
    expect(twice.error?.issues.map((i) => i.message)).toEqual(['Widget tasksDue is listed twice']);
  });
});
