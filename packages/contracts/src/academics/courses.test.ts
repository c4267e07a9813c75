import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  classGradeEntry,
  COURSE_MESSAGES,
  gradeLetter,
  promotionBlockedMessage,
  promotionRefusal,
  stageActionInput,
} from './courses.js';

describe('gradeLetter', () => {
  it('gives F for 0-69, P for 70-89, H for 90-100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (m) => {
        expect(gradeLetter(m)).toBe(m <= 69 ? 'F' : m <= 89 ? 'P' : 'H');
      }),
    );
  });
  it('gives none outside 0-100 or for anything but whole marks', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ max: -1 }), fc.integer({ min: 101 })), (m) => {
        expect(gradeLetter(m)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(
        fc.double({ noNaN: false }).filter((d) => !Number.isInteger(d)),
        (m) => {
          expect(gradeLetter(m)).toBeNull();
        },
      ),
    );
    expect(gradeLetter(null)).toBeNull();
  });
  it('is monotone: more marks never earn a lower letter', () => {
    const rank = { F: 0, P: 1, H: 2 } as const;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(rank[gradeLetter(lo)!]).toBeLessThanOrEqual(rank[gradeLetter(hi)!]);
      }),
    );
  });
  it('a grade sheet refuses marks outside 0-100 naming the field', () => {
    const r = classGradeEntry.safeParse({ classRowId: 1, marks: 101 });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['marks'], message: COURSE_MESSAGES.marks });
    expect(classGradeEntry.safeParse({ classRowId: 1, marks: -1 }).success).toBe(false);
    expect(classGradeEntry.safeParse({ classRowId: 1, marks: 100 }).success).toBe(true);
  });
});

describe('promotion rules', () => {
  it('refuses while an F or a Fail stands, naming the class', () => {
    expect(promotionRefusal([{ className: 'Anatomy', grade: 'P' }])).toBeNull();
    expect(
      promotionRefusal([
        { className: 'Anatomy', grade: 'H' },
        { className: 'Physiology', grade: 'F' },
      ]),
    ).toBe(promotionBlockedMessage('Physiology'));
    expect(promotionRefusal([{ className: 'Ethics', grade: 'Fail' }])).toContain('Ethics');
    expect(promotionRefusal([{ className: 'Ethics', grade: null }])).toBeNull();
  });
  it('a special stage needs a reason and a stage; promote and repeat need neither', () => {
    const special = stageActionInput.safeParse({ promotion: 'Special', stageId: 3, semesterId: 1 });
    expect(special.error?.issues[0]).toMatchObject({ path: ['reason'], message: COURSE_MESSAGES.reason });
    expect(stageActionInput.safeParse({ promotion: 'Special', stageId: 3, semesterId: 1, reason: 'LOA' }).success).toBe(
      true,
    );
    expect(stageActionInput.safeParse({ promotion: 'Promote', semesterId: 1 }).success).toBe(true);
    expect(stageActionInput.safeParse({ promotion: 'Repeat', semesterId: 1 }).success).toBe(true);
    expect(stageActionInput.safeParse({ promotion: 'New Student', semesterId: 1 }).success).toBe(false);
  });
});
