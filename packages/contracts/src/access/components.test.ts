import { describe, expect, it } from 'vitest';
import {
  COMPONENT_KEYS,
  LEAD_ACTION_COMPONENTS,
  LEAD_RECORD_COMPONENTS,
  LEAD_TAB_COMPONENTS,
  STUDENT_ACTION_COMPONENTS,
  STUDENT_RECORD_COMPONENTS,
  STUDENT_TAB_COMPONENTS,
  componentMode,
  componentName,
  leadRouteComponents,
  studentRouteComponents,
} from '../index.js';
import { LEAD_TAB_KEYS } from '../admissions/tabs.js';
import { STUDENT_TAB_KEYS } from '../students/tabs.js';

describe('the record components', () => {
  it('name a catalogued component for every tab and action of both records', () => {
    const maps = [STUDENT_TAB_COMPONENTS, STUDENT_ACTION_COMPONENTS, LEAD_TAB_COMPONENTS, LEAD_ACTION_COMPONENTS];
    const named = maps.flatMap((m) => Object.values(m).flat());
    expect(named.filter((k) => !COMPONENT_KEYS.includes(k))).toEqual([]);
    expect(Object.keys(STUDENT_TAB_COMPONENTS).sort()).toEqual([...STUDENT_TAB_KEYS].sort());
    expect(Object.keys(LEAD_TAB_COMPONENTS).sort()).toEqual([...LEAD_TAB_KEYS].sort());
    expect(STUDENT_RECORD_COMPONENTS).toContain('finance.accountingDetails');
    expect(LEAD_RECORD_COMPONENTS).toEqual(expect.arrayContaining(['leadProfile.merge', 'leadProfile.migrate']));
  });

  it('resolves a route: its action first, then its tab; the header needs none', () => {
    expect(studentRouteComponents('notes')).toEqual(['studentProfile.notes']);
    expect(studentRouteComponents('profile', 'portalAccounts')).toEqual(['studentProfile.portalAccounts']);
    expect(studentRouteComponents(null)).toEqual([]);
    expect(leadRouteComponents(null, 'migrate')).toEqual(['leadProfile.migrate']);
    expect(componentName('studentProfile.med6Notes')).toBe('studentProfile.med6Notes');
    expect(componentName('studentProfile.advisingNotes')).toBe('Student profile: Academic advising notes');
  });

  it("reads a mode from the session's rights, 0 when absent", () => {
    const rights = { finance: { accessMode: 1, subComponents: { accountingDetails: { accessMode: 7 } } } };
    expect(componentMode(rights, 'finance')).toBe(1);
    expect(componentMode(rights, 'finance.accountingDetails')).toBe(7);
    expect(componentMode(rights, 'finance.refunds')).toBe(0);
    expect(componentMode(rights, 'studentProfile.notes')).toBe(0);
  });
});
