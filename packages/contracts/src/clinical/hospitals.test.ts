import { describe, expect, it } from 'vitest';
import { HOSPITAL_MESSAGES, hospitalInput, hospitalRotationInput, offerCovers, offerDatesError } from './hospitals.js';
import { PRECEPTOR_MESSAGES, preceptorInput, preceptorName, preceptorProfileInput } from './preceptors.js';

const offer = { active: true, availableFrom: '2026-01-05', availableTo: '2026-06-26' };

describe('offered rotations', () => {
  it('are open between their dates, an open end being no limit, and never when inactive', () => {
    expect(offerCovers(offer, '2026-01-05', '2026-03-29')).toBe(true);
    expect(offerCovers(offer, '2026-01-04', '2026-03-29')).toBe(false);
    expect(offerCovers(offer, '2026-05-01', '2026-06-27')).toBe(false);
    expect(offerCovers({ ...offer, availableTo: null }, '2030-01-01')).toBe(true);
    expect(offerCovers({ active: true, availableFrom: null, availableTo: null }, '1999-01-01')).toBe(true);
    expect(offerCovers({ ...offer, active: false }, '2026-02-01')).toBe(false);
  });

  it('end on or after their start', () => {
    expect(offerDatesError('2026-02-01', '2026-01-31')).toBe(HOSPITAL_MESSAGES.dates);
    expect(offerDatesError('2026-02-01', '2026-02-01')).toBeNull();
    expect(offerDatesError(null, '2026-01-31')).toBeNull();
  });

  it('take a price with at most 2 decimals and 1 to 100 seats, naming the fields they refuse', () => {
    const ok = hospitalRotationInput.safeParse({ rotationId: '12', pricePerWeek: '$450.00', seats: '4' });
    expect(ok.success && ok.data).toMatchObject({ rotationId: 12, pricePerWeek: '450.00', seats: 4, active: true });
    const bad = hospitalRotationInput.safeParse({
      pricePerWeek: '12.345',
      seats: 0,
      availableFrom: '2026-03-01',
      availableTo: '2026-02-01',
    });
    expect(bad.success).toBe(false);
    const fields = Object.fromEntries((bad.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(fields).toMatchObject({
      rotationId: HOSPITAL_MESSAGES.rotation,
      seats: HOSPITAL_MESSAGES.seats,
      pricePerWeek: expect.any(String),
      availableTo: HOSPITAL_MESSAGES.dates,
    });
  });
});

describe('hospitals and preceptors', () => {
  it('a hospital needs a name; phone and emails are checked when given, blanks are none', () => {
    expect(hospitalInput.safeParse({ name: 'Mercy General', phone: '', email: '' }).success).toBe(true);
    const bad = hospitalInput.safeParse({ name: '', phone: '12', replyToEmail: 'nope' });
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(['name', 'phone', 'replyToEmail']);
  });

  it('a preceptor belongs to a hospital and has an email; her own profile takes only phone and speciality', () => {
    const bad = preceptorInput.safeParse({ firstName: 'Ana', lastName: 'Ruiz' });
    const fields = Object.fromEntries((bad.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(fields.hospitalId).toBe(PRECEPTOR_MESSAGES.hospital);
    expect(fields.email).toBeDefined();
    const own = preceptorProfileInput.parse({ phone: '3055550123', speciality: 'Surgery', email: 'x@y.z' });
    expect(own).toEqual({ phone: '3055550123', speciality: 'Surgery' });
    expect(preceptorName({ title: 'Dr.', firstName: 'Petra', lastName: 'Preceptor' })).toBe('Dr. Petra Preceptor');
    expect(preceptorName({ title: null, firstName: 'Ana', lastName: 'Ruiz' })).toBe('Ana Ruiz');
  });
});
