import { describe, expect, it } from 'vitest';
import { DEGREE_MESSAGES, degreeAwardedError, degreeInput } from './degrees.js';

describe('degree rules', () => {
  it('a degree is conferred on or before today, and not before 1950', () => {
    expect(degreeAwardedError('2026-11-28', '2026-11-28')).toBeNull();
    expect(degreeAwardedError(null, '2026-11-28')).toBeNull();
    expect(degreeAwardedError('2026-11-29', '2026-11-28')).toBe(DEGREE_MESSAGES.awardedInFuture);
    expect(degreeAwardedError('1949-12-31', '2026-11-28')).toBe(DEGREE_MESSAGES.awardedTooEarly);
    expect(degreeAwardedError('1950-01-01', '2026-11-28')).toBeNull();
  });

  it('a degree names one of the list and its institution; a future day is refused on its field', () => {
    expect(degreeInput.safeParse({ degreeId: 'x', institution: 'State' }).error?.issues[0]).toMatchObject({
      path: ['degreeId'],
      message: DEGREE_MESSAGES.degree,
    });
    expect(degreeInput.safeParse({ degreeId: 3, institution: '' }).success).toBe(false);
    expect(degreeInput.safeParse({ degreeId: 3, institution: 'State', awardedOn: '2999-01-01' }).error?.issues).toEqual(
      [expect.objectContaining({ path: ['awardedOn'], message: DEGREE_MESSAGES.awardedInFuture })],
    );
    expect(degreeInput.parse({ degreeId: '3', institution: 'State University', awardedOn: '2019-05-20' })).toEqual({
      degreeId: 3,
      institution: 'State University',
      awardedOn: '2019-05-20',
    });
  });
});
