import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../validation.js';
import { ACADEMIC_RECORD_MESSAGES, academicRecordInput, weightedGpa } from './records.js';
import { PRIOR_EDUCATION_MESSAGES, priorEducationInput } from './priorEducation.js';

const fieldErrors = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the credit-weighted GPA', () => {
  it('weighs grade points by credits, leaves ungraded entries out, and reads as the GPA pattern', () => {
    expect(
      weightedGpa([
        { credits: 4, gradePoints: '4.00' },
        { credits: 3, gradePoints: '3' },
        { credits: 1, gradePoints: null },
      ]),
    ).toEqual({ credits: 8, gpaCredits: 7, gpa: '3.57' });
    expect(weightedGpa([{ credits: 2, gradePoints: null }])).toEqual({ credits: 2, gpaCredits: 0, gpa: null });
    expect(weightedGpa([])).toEqual({ credits: 0, gpaCredits: 0, gpa: null });
  });
});

describe('academic record and prior education input', () => {
  it('names the field of each refusal', () => {
    const base = { form: 1, title: 'Physics', term: 'Fall 2020', credits: 4, grade: 'A' };
    expect(academicRecordInput.safeParse(base).success).toBe(true);
    expect(fieldErrors(academicRecordInput.safeParse({ ...base, gradePoints: '4.5' }))).toEqual({
      gradePoints: ACADEMIC_RECORD_MESSAGES.points,
    });
    expect(fieldErrors(academicRecordInput.safeParse({ ...base, gradePoints: '123' }))).toEqual({
      gradePoints: MESSAGES.gpa,
    });
    expect(fieldErrors(academicRecordInput.safeParse({ ...base, credits: 1.25 }))).toEqual({
      credits: ACADEMIC_RECORD_MESSAGES.credits,
    });
    const school = { kind: 'applicant', institution: 'State College', fromDate: '2015-09-01' };
    expect(priorEducationInput.safeParse({ ...school, gpa: '' }).success).toBe(true);
    expect(fieldErrors(priorEducationInput.safeParse({ ...school, toDate: '2015-01-01' }))).toEqual({
      toDate: PRIOR_EDUCATION_MESSAGES.order,
    });
  });
});
