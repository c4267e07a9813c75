import { describe, expect, it } from 'vitest';
import { SPEC_ROUTES } from '@caduceus/contracts';
import { currentSectionLink, isSectionGroup, SECTION_NAVS, sectionNavFor, visibleSection } from './sectionNav';

const lead = SECTION_NAVS.find((s) => s.prefix === '/lead/')!;
const links = (def = lead) => def.groups.flatMap((g) => (isSectionGroup(g) ? g.items.map((i) => i.link) : [g.link]));

describe('section navigation', () => {
  it('names only spec screens, each once', () => {
    for (const def of SECTION_NAVS) {
      const all = links(def);
      expect(all.filter((l) => !(SPEC_ROUTES as readonly string[]).includes(l))).toEqual([]);
      expect(new Set(all).size).toBe(all.length);
    }
  });

  it('reaches every lead screen of the spec that is not a record tab', () => {
    const screens = SPEC_ROUTES.filter(
      (r) => r.startsWith('/lead/') && !r.startsWith('/lead/details/') && r !== '/lead/list/add',
    );
    expect(screens.filter((r) => !links().includes(r))).toEqual([]);
  });

  it('marks the screen the user is on, and the record pages as Leads', () => {
    expect(currentSectionLink(lead, '/lead/reports/advanced')).toBe('/lead/reports/advanced');
    expect(currentSectionLink(lead, '/lead/list/add')).toBe('/lead/list');
    expect(currentSectionLink(lead, '/lead/details/profile/12')).toBe('/lead/list');
    expect(sectionNavFor('/student/list')).toBeUndefined();
  });

  it('leaves out what the user may not open, and groups left empty', () => {
    const shown = visibleSection(lead, (l) => l === '/lead/list' || l === '/lead/task/search');
    expect(shown).toEqual([
      { link: '/lead/list', label: 'Leads' },
      { key: 'tasks', label: 'Tasks', items: [{ link: '/lead/task/search', label: "Today's Tasks" }] },
    ]);
  });
});
