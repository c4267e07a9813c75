import { describe, expect, it } from 'vitest';
import { fairInput } from './fairs.js';

describe('fairInput', () => {
  it('takes the date as shown (MM/DD/YYYY) or ISO and blanks as null', () => {
    expect(
      fairInput.parse({
        name: ' Miami College Fair ',
        fairDate: '03/07/2026',
        city: '',
        country: '12',
        organiser: ' ',
        notes: undefined,
      }),
    ).toEqual({
      name: 'Miami College Fair',
      fairDate: '2026-03-07',
      city: null,
      country: 12,
      organiser: null,
      notes: null,
      active: true,
    });
  });

  it('refuses a missing name, an impossible date and a country that is not an id', () => {
    const r = fairInput.safeParse({ name: '', fairDate: '02/30/2026', country: 'Canada' });
    expect(Object.fromEntries(r.error!.issues.map((i) => [String(i.path[0]), i.message]))).toEqual({
      name: 'Fair Name is required',
      fairDate: 'Fair Date must be a valid date (MM/DD/YYYY)',
      country: 'Choose a country from the list',
    });
  });
});
