import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MCAT_MESSAGES, MCAT_TOTAL_SCORE, mcatInput, mcatTotalOf } from './mcat.js';

const scores = { chemPhys: 127, cars: 125, bioBiochem: 128, psychSoc: 126 };

describe('MCAT scores', () => {
  it('the total of any four valid sections is a valid total', () => {
    const s = fc.integer({ min: 118, max: 132 });
    fc.assert(
      fc.property(s, s, s, s, (a, b, c, d) => {
        const total = mcatTotalOf({ chemPhys: a, cars: b, bioBiochem: c, psychSoc: d });
        return total >= MCAT_TOTAL_SCORE.min && total <= MCAT_TOTAL_SCORE.max;
      }),
    );
  });

  it('a reported total must be the sum; sections and percentile are checked on their fields', () => {
    expect(mcatInput.safeParse({ testDate: '2024-05-01', ...scores, total: 506 }).success).toBe(true);
    expect(mcatInput.safeParse({ testDate: '2024-05-01', ...scores, total: 510 }).error?.issues).toEqual([
      expect.objectContaining({ path: ['total'], message: MCAT_MESSAGES.total(506) }),
    ]);
    const bad = mcatInput.safeParse({ testDate: '2024-05-01', ...scores, cars: 140, percentile: 101 });
    expect(Object.fromEntries(bad.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      cars: MCAT_MESSAGES.section,
      percentile: MCAT_MESSAGES.percentile,
    });
    expect(mcatInput.safeParse({ testDate: '2999-05-01', ...scores }).error?.issues[0].message).toBe(
      MCAT_MESSAGES.future,
    );
  });
});
