import { describe, expect, it } from 'vitest';
import { USER_TYPES } from '@caduceus/contracts';
import { upcomingFor } from './upcoming';

describe('what is coming for a user without modules', () => {
  it('every user type gets a short list with a heading, never an empty one', () => {
    for (const type of USER_TYPES) {
      const u = upcomingFor(type);
      expect(u.title, type).not.toBe('');
      expect(u.items.length, type).toBeGreaterThan(0);
      expect(u.items.length, type).toBeLessThanOrEqual(5);
    }
  });

  it('names each self-service area the spec gives them (000 section 1)', () => {
    expect(upcomingFor('Preceptor').items.join(' ')).toMatch(/rotations/);
    expect(upcomingFor('Employee').items.join(' ')).toMatch(/offer letter/);
    expect(upcomingFor('Alumni').items.join(' ')).toMatch(/transcript/);
  });
});
