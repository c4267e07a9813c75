import { describe, expect, it } from 'vitest';
import { decideAutoOpen, type FlagStorage } from './autoOpen';

const storage = (initial: Record<string, string> = {}): FlagStorage & { data: Record<string, string> } => {
  const data = { ...initial };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
};

describe('the To Do modal opening by itself', () => {
  it('opens once per sign-in when the week has items, and sets todoOpen to false', () => {
    const s = storage();
    expect(decideAutoOpen(101, 2, s)).toBe(true);
    expect(s.data.todoOpen).toBe('false');
    // the top bar mounting again (another layout) in the same sign-in: no second time
    expect(decideAutoOpen(101, 2, s)).toBe(false);
  });

  it('does not open for an empty week, nor later in that sign-in once a to-do is added', () => {
    const s = storage();
    expect(decideAutoOpen(202, 0, s)).toBe(false);
    expect(s.data.todoOpen).toBeUndefined();
    expect(decideAutoOpen(202, 1, s)).toBe(false);
  });

  it("does not open when the flag says 'false', even in a new sign-in", () => {
    const s = storage({ todoOpen: 'false' });
    expect(decideAutoOpen(303, 5, s)).toBe(false);
  });

  it('a new sign-in decides again (sign-out clears the flag with the rest of the storage)', () => {
    expect(decideAutoOpen(404, 3, storage())).toBe(true);
    expect(decideAutoOpen(405, 3, storage())).toBe(true);
  });
});
