import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mayChange, type CalendarRights } from './calendar.policy.js';

const rights = (mode: number): CalendarRights => ({
  read: mode > 0,
  write: !!(mode & 2),
  edit: !!(mode & 4),
  delete: !!(mode & 8),
});
const me = { userId: 7, groupId: 3 };

describe('mayChange', () => {
  it('lets the organiser change their own event with write, edit or delete, and not with read alone', () => {
    const own = { createdBy: 7, accessGroupId: null };
    expect(mayChange(me, rights(1), own, 'edit')).toBe(false);
    expect(mayChange(me, rights(3), own, 'edit')).toBe(true);
    expect(mayChange(me, rights(3), own, 'delete')).toBe(true);
    expect(mayChange(me, rights(5), own, 'edit')).toBe(true);
    expect(mayChange(me, rights(5), own, 'delete')).toBe(false);
  });

  it('lets others change an event only with that very right and only when it is shared with their own group', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 15 }),
        fc.constantFrom<'edit' | 'delete'>('edit', 'delete'),
        fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
        fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
        (mode, bit, viewerGroup, eventGroup) => {
          const r = rights(mode);
          const allowed = mayChange(
            { userId: 1, groupId: viewerGroup },
            r,
            { createdBy: 2, accessGroupId: eventGroup },
            bit,
          );
          return allowed === (r[bit] && eventGroup !== null && eventGroup === viewerGroup);
        },
      ),
    );
  });

  it('never lets an invitee outside the shared group change the event, whatever their rights', () => {
    expect(mayChange({ userId: 1, groupId: 4 }, rights(15), { createdBy: 2, accessGroupId: 3 }, 'edit')).toBe(false);
    expect(mayChange({ userId: 1, groupId: null }, rights(15), { createdBy: 2, accessGroupId: null }, 'delete')).toBe(
      false,
    );
  });
});
