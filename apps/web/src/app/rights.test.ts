import { describe, expect, it } from 'vitest';
import { ROLE } from '@caduceus/contracts';
import { componentRightsOn } from './rights';

describe('componentRightsOn', () => {
  const components = {
    dataExport: { accessMode: 1 },
    studentProfile: { accessMode: 0, subComponents: { notes: { accessMode: 3 } } },
  };
  it("reads a component's or a sub-component's mode, as the server does", () => {
    expect(componentRightsOn('dataExport', null, components)).toEqual({
      read: true,
      write: false,
      edit: false,
      delete: false,
    });
    expect(componentRightsOn('studentProfile.notes', null, components)).toMatchObject({
      read: true,
      write: true,
      edit: false,
    });
    expect(componentRightsOn('studentProfile', null, components).read).toBe(false);
    expect(componentRightsOn('dataExport', null, {}).read).toBe(false);
  });
  it('gives super roles everything', () => {
    expect(componentRightsOn('dataExport', ROLE.superAdmin, {}).read).toBe(true);
    expect(componentRightsOn('dataExport', ROLE.superUser, {}).delete).toBe(true);
  });
});
