import { describe, expect, it } from 'vitest';
import { ageOn, studentCreateInput, studentPersonalInput } from './student.js';

describe('age on a day', () => {
  it('counts a birthday only once it has come', () => {
    expect(ageOn('2000-06-15', '2018-06-14')).toBe(17);
    expect(ageOn('2000-06-15', '2018-06-15')).toBe(18);
    expect(ageOn('2000-02-29', '2018-02-28')).toBe(17);
    expect(ageOn('2000-02-29', '2018-03-01')).toBe(18);
  });
});

describe('the personal form', () => {
  const valid = {
    firstName: 'Ana',
    lastName: 'Silva',
    dateOfBirth: '1999-04-02',
    email: 'ana@example.com',
    phone: '(305) 555-0100',
  };
  const errors = (v: object) => {
    const r = studentPersonalInput.safeParse(v);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  it('accepts a valid student', () => expect(errors(valid)).toEqual({}));
  it('refuses a student under 18', () => {
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 17);
    expect(errors({ ...valid, dateOfBirth: young.toISOString().slice(0, 10) }).dateOfBirth).toBe(
      'The student must be at least 18 years old',
    );
  });
  it('refuses outer spaces, a bad phone and a passport with symbols', () => {
    const e = errors({ ...valid, firstName: ' Ana', phone: '12-34', passportNumber: 'AB-123' });
    expect(e.firstName).toBe('Remove leading or trailing spaces');
    expect(e.phone).toBe('Please enter a valid phone number');
    expect(e.passportNumber).toBe('Passport number may contain letters and digits only');
  });
  it('the add form needs the program and a valid zip', () => {
    const r = studentCreateInput.safeParse({
      ...valid,
      address1: '1 Road',
      city: 'Oranjestad',
      countryId: '3',
      zip: '!',
    });
    expect(r.success).toBe(false);
    const paths = r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['zip', 'statusId', 'studentTypeId', 'courseId', 'campusId', 'startSemesterId']),
    );
  });
});
