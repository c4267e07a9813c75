import { describe, expect, it } from 'vitest';
import {
  ALUMNI_MESSAGES,
  alumniJobInput,
  alumniPersonalInput,
  alumniResidencyInput,
  clashesWithCurrent,
  jobYearsError,
} from './alumni.js';

const job = { employer: 'Mercy', position: 'Resident', fromYear: 2020 };
const fieldsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('alumni jobs', () => {
  it('keep their years in order, and a current job has not ended', () => {
    expect(jobYearsError({ fromYear: 2020, toYear: 2022 })).toBeNull();
    expect(jobYearsError({ fromYear: 2020, toYear: 2020 })).toBeNull();
    expect(jobYearsError({ fromYear: 2022, toYear: 2020 })).toEqual({
      field: 'toYear',
      message: ALUMNI_MESSAGES.toBeforeFrom,
    });
    expect(jobYearsError({ fromYear: 2020, toYear: 2022, isCurrent: true })?.message).toBe(
      ALUMNI_MESSAGES.currentEnded,
    );
    expect(fieldsOf(alumniJobInput.safeParse({ ...job, toYear: 2019 }))).toEqual({
      toYear: ALUMNI_MESSAGES.toBeforeFrom,
    });
    expect(alumniJobInput.safeParse({ ...job, isCurrent: true }).success).toBe(true);
  });

  it('name years from 1950 to next year only', () => {
    const next = new Date().getUTCFullYear() + 1;
    expect(alumniJobInput.safeParse({ ...job, fromYear: next }).success).toBe(true);
    expect(fieldsOf(alumniJobInput.safeParse({ ...job, fromYear: next + 1 }))).toEqual({
      fromYear: ALUMNI_MESSAGES.year,
    });
    expect(fieldsOf(alumniJobInput.safeParse({ ...job, fromYear: 1949 }))).toEqual({ fromYear: ALUMNI_MESSAGES.year });
  });

  it('one current job: a second current one clashes, the same one again does not', () => {
    const others = [
      { id: 1, isCurrent: true },
      { id: 2, isCurrent: false },
    ];
    expect(clashesWithCurrent({ isCurrent: true }, others)).toBe(true);
    expect(clashesWithCurrent({ id: 1, isCurrent: true }, others)).toBe(false);
    expect(clashesWithCurrent({ isCurrent: false }, others)).toBe(false);
    expect(clashesWithCurrent({ isCurrent: true }, [{ id: 2, isCurrent: false }])).toBe(false);
  });
});

describe('alumni personal details and matches', () => {
  it('take an http(s) web address and a real email, or nothing', () => {
    expect(alumniPersonalInput.safeParse({}).success).toBe(true);
    expect(alumniPersonalInput.safeParse({ website: '', personalEmail: '' }).success).toBe(true);
    expect(alumniPersonalInput.safeParse({ website: 'https://linkedin.com/in/a' }).success).toBe(true);
    expect(
      Object.keys(fieldsOf(alumniPersonalInput.safeParse({ website: 'javascript:alert(1)', personalEmail: 'a@' }))),
    ).toEqual(expect.arrayContaining(['website', 'personalEmail']));
  });

  it('a match names a program, a year and a status of the list', () => {
    expect(alumniResidencyInput.safeParse({ programId: 5, matchYear: 2024, status: 'Matched' }).success).toBe(true);
    expect(
      Object.keys(fieldsOf(alumniResidencyInput.safeParse({ programId: 0, matchYear: 2024, status: 'Maybe' }))),
    ).toEqual(['programId', 'status']);
  });
});
