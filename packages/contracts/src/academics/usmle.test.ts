import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { USMLE_MAX_ATTEMPTS, USMLE_MESSAGES, usmleAttemptInput, usmleAttemptRefusal } from './usmle.js';

const fail = (testDate: string, step = 'Step 1') => ({ step, testDate, result: 'Fail' });

describe('USMLE attempts', () => {
  it('one record of a step on a day; a passed step is not taken again; at most four attempts', () => {
    expect(usmleAttemptRefusal({ step: 'Step 1', testDate: '2025-03-01' }, [])).toBeNull();
    expect(usmleAttemptRefusal({ step: 'Step 1', testDate: '2025-03-01' }, [fail('2025-03-01')])).toBe(
      USMLE_MESSAGES.sameDay,
    );
    // the same day at another step is another record
    expect(usmleAttemptRefusal({ step: 'Step 2 CK', testDate: '2025-03-01' }, [fail('2025-03-01')])).toBeNull();
    const passed = [{ step: 'Step 1', testDate: '2025-03-01', result: 'Pass' }];
    expect(usmleAttemptRefusal({ step: 'Step 1', testDate: '2025-09-01' }, passed)).toBe(USMLE_MESSAGES.passed);
    const four = ['2024-01-01', '2024-04-01', '2024-07-01', '2024-10-01'].map((d) => fail(d));
    expect(usmleAttemptRefusal({ step: 'Step 1', testDate: '2025-01-01' }, four)).toBe(USMLE_MESSAGES.tooMany);
    expect(usmleAttemptRefusal({ step: 'Step 3', testDate: '2025-01-01' }, four)).toBeNull();
  });

  it('any step with fewer than four failed attempts on other days may be taken again', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 27 }), { maxLength: USMLE_MAX_ATTEMPTS - 1 }), (days) => {
        const others = days.map((d) => fail(`2025-01-${String(d).padStart(2, '0')}`));
        return usmleAttemptRefusal({ step: 'Step 1', testDate: '2025-01-28' }, others) === null;
      }),
    );
  });

  it('checks the step, result, score and day on their fields', () => {
    const r = usmleAttemptInput.safeParse({ step: 'Step 4', testDate: '2999-01-01', result: 'Maybe', score: 301 });
    expect(Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      step: USMLE_MESSAGES.step,
      result: USMLE_MESSAGES.result,
      score: USMLE_MESSAGES.score,
    });
    const future = usmleAttemptInput.safeParse({ step: 'Step 1', testDate: '2999-01-01', result: 'Pass' });
    expect(future.error!.issues).toEqual([
      expect.objectContaining({ path: ['testDate'], message: USMLE_MESSAGES.future }),
    ]);
    expect(
      usmleAttemptInput.parse({ step: 'Step 2 CK', testDate: '2025-06-01', result: 'Pass', score: '245' }),
    ).toEqual({ step: 'Step 2 CK', testDate: '2025-06-01', result: 'Pass', score: 245 });
  });
});
