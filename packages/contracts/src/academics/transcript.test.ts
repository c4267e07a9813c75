import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PATTERNS } from '../validation.js';
import { gradePointsOf, transcriptFilename, transcriptGpa } from './transcript.js';

const points = fc.integer({ min: 0, max: 400 }).map((n) => (n / 100).toFixed(2));
const line = fc.record({
  credits: fc.option(fc.integer({ min: 0, max: 12 }), { nil: null }),
  gradePoints: fc.option(points, { nil: null }),
  transfer: fc.boolean(),
  failed: fc.boolean(),
});

describe('the transcript GPA', () => {
  it('weighs grade points by credits; transfers and ungraded classes add credits only', () => {
    expect(
      transcriptGpa([
        { credits: 4, gradePoints: '4.00', transfer: false, failed: false },
        { credits: 3, gradePoints: '3.00', transfer: false, failed: false },
        { credits: 5, gradePoints: '4.00', transfer: true, failed: false },
        { credits: 2, gradePoints: '0.00', transfer: false, failed: true },
        { credits: 1, gradePoints: null, transfer: false, failed: false },
      ]),
    ).toEqual({ credits: 15, gpaCredits: 9, earned: 13, gpa: '2.78' });
    expect(transcriptGpa([])).toEqual({ credits: 0, gpaCredits: 0, earned: 0, gpa: null });
  });

  it('rounds the same way whatever the order of the classes (exact sums, half up)', () => {
    const lines = [
      { credits: 1, gradePoints: '3.45', transfer: false, failed: false },
      { credits: 2, gradePoints: '3.00', transfer: false, failed: false },
      { credits: 11, gradePoints: '2.10', transfer: false, failed: false },
    ];
    // (3.45 + 6.00 + 23.10) / 14 = 2.325 exactly, which rounds half up to 2.33
    expect(transcriptGpa(lines).gpa).toBe('2.33');
    expect(transcriptGpa([...lines].reverse()).gpa).toBe('2.33');
  });

  it('lies between the lowest and highest grade points counted, reads as the GPA pattern, ignores order', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const r = transcriptGpa(lines);
        const counted = lines.filter((l) => !l.transfer && l.gradePoints != null && (l.credits ?? 0) > 0);
        expect(r.gpaCredits).toBe(counted.reduce((t, l) => t + (l.credits ?? 0), 0));
        expect(r.earned).toBeLessThanOrEqual(r.credits);
        if (counted.length === 0) {
          expect(r.gpa).toBeNull();
          return;
        }
        expect(r.gpa).not.toBeNull();
        expect(PATTERNS.gpa.test(r.gpa!)).toBe(true);
        const ps = counted.map((l) => Number(l.gradePoints));
        expect(Number(r.gpa)).toBeGreaterThanOrEqual(Math.min(...ps) - 0.005);
        expect(Number(r.gpa)).toBeLessThanOrEqual(Math.max(...ps) + 0.005);
        expect(transcriptGpa([...lines].reverse()).gpa).toBe(r.gpa);
      }),
    );
  });

  it('never moves when a transfer is added', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), line, (lines, extra) => {
        expect(transcriptGpa([...lines, { ...extra, transfer: true }]).gpa).toBe(transcriptGpa(lines).gpa);
      }),
    );
  });
});

describe('grade points and the file name', () => {
  const settings = [
    { gradePointType: 5, grade: 'H', points: '4.00' },
    { gradePointType: 5, grade: 'P', points: '3' },
    { gradePointType: 6, grade: 'Pass', points: null },
  ];
  it("reads a class's grade points from its grade point type's settings", () => {
    expect(gradePointsOf({ gradeTypeId: 5, grade: 'P', transfer: false }, settings)).toBe('3.00');
    expect(gradePointsOf({ gradeTypeId: 5, grade: 'H', transfer: true }, settings)).toBeNull();
    expect(gradePointsOf({ gradeTypeId: 6, grade: 'Pass', transfer: false }, settings)).toBeNull();
    expect(gradePointsOf({ gradeTypeId: 6, grade: 'H', transfer: false }, settings)).toBeNull();
    expect(gradePointsOf({ gradeTypeId: 5, grade: null, transfer: false }, settings)).toBeNull();
    expect(transcriptFilename(42)).toBe('Transcript_42.pdf');
  });
});
