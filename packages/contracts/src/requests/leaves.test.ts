import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LEAVE_MESSAGES, leaveInput, leavesOverlap } from './leaves.js';

const day = fc
  .integer({ min: 0, max: 3650 })
  .map((n) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
const span = fc
  .tuple(day, fc.option(day, { nil: null }))
  .map(([a, b]) => ({ startDate: a, endDate: b === null ? null : b < a ? a : b }));

describe('leavesOverlap', () => {
  it('is symmetric, and a leave overlaps itself', () => {
    fc.assert(
      fc.property(span, span, (a, b) => {
        expect(leavesOverlap(a, b)).toBe(leavesOverlap(b, a));
        expect(leavesOverlap(a, a)).toBe(true);
      }),
    );
  });
  it('agrees with a day-by-day check', () => {
    const days = (s: { startDate: string; endDate: string | null }) => {
      const out = new Set<string>();
      const end = s.endDate ?? '2031-12-31';
      for (let d = new Date(s.startDate); d.toISOString().slice(0, 10) <= end; d = new Date(d.getTime() + 86_400_000))
        out.add(d.toISOString().slice(0, 10));
      return out;
    };
    fc.assert(
      fc.property(span, span, (a, b) => {
        const da = days(a);
        const shared = [...days(b)].some((d) => da.has(d));
        expect(leavesOverlap(a, b)).toBe(shared);
      }),
      { numRuns: 60 },
    );
  });
  it('back-to-back leaves do not overlap; sharing the last day does', () => {
    expect(
      leavesOverlap({ startDate: '2026-01-01', endDate: '2026-01-31' }, { startDate: '2026-02-01', endDate: null }),
    ).toBe(false);
    expect(
      leavesOverlap(
        { startDate: '2026-01-01', endDate: '2026-01-31' },
        { startDate: '2026-01-31', endDate: '2026-02-10' },
      ),
    ).toBe(true);
  });
});

describe('leaveInput', () => {
  const ok = { reasonId: 3, startDate: '2026-01-05', endDate: '2026-02-01', returnDate: '2026-02-02' };
  it('takes a leave with a reason and days in order', () => {
    expect(leaveInput.safeParse(ok).success).toBe(true);
    expect(leaveInput.safeParse({ reasonId: 3, startDate: '2026-01-05' }).success).toBe(true);
  });
  it('names the field of each refusal', () => {
    const errs = (v: object) =>
      (leaveInput.safeParse(v).error?.issues ?? []).map((i) => [i.path.join('.'), i.message] as const);
    expect(errs({ ...ok, reasonId: 0 })).toContainEqual(['reasonId', LEAVE_MESSAGES.reason]);
    expect(errs({ ...ok, endDate: '2026-01-04' })).toContainEqual(['endDate', LEAVE_MESSAGES.endBeforeStart]);
    expect(errs({ ...ok, returnDate: '2026-01-20' })).toContainEqual(['returnDate', LEAVE_MESSAGES.returnBeforeEnd]);
    expect(errs({ ...ok, startDate: '2026-02-30' }).map(([p]) => p)).toContain('startDate');
  });
});
