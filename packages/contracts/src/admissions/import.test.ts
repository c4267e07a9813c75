import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  LEAD_IMPORT_COLUMNS,
  LEAD_IMPORT_HEADERS,
  LEAD_IMPORT_MESSAGES,
  checkLeadImportRow,
  importDate,
  importHeaderKey,
  leadImportCells,
  leadImportErrorText,
  missingLeadImportColumns,
  type LeadImportLookup,
  type LeadImportResolve,
} from './import.js';
import { leadCreateInput } from './lead.js';

const NAMES: Record<LeadImportLookup, Record<string, { id: number; active: boolean }>> = {
  course: {
    'doctor of medicine (md)': { id: 11, active: true },
    md: { id: 11, active: true },
    'old program': { id: 12, active: false },
  },
  campus: { 'aruba main campus': { id: 21, active: true } },
  semester: { 'fall 2026': { id: 31, active: true } },
  'referral-source': { website: { id: 41, active: true } },
  country: { aruba: { id: 51, active: true } },
  fair: { 'miami expo': { id: 61, active: true } },
  representative: { admissions: { id: 71, active: true } },
};
const resolve: LeadImportResolve = (lookup, name) => NAMES[lookup][name.trim().toLowerCase()];
const row = (over: Record<string, string> = {}) => ({
  firstName: 'Ana',
  middleName: '',
  lastName: 'Silva',
  email: 'ana@example.com',
  phone: '(305) 555-0142',
  dateOfBirth: '2002-05-14',
  gender: 'female',
  course: 'Doctor of Medicine (MD)',
  campus: '',
  semester: 'FALL 2026',
  source: 'Website',
  birthCountry: 'Aruba',
  fair: '',
  representative: '',
  ...over,
});

describe('the template', () => {
  it('maps every column to a field the add form takes (or gender), each once', () => {
    const addFields = new Set([...Object.keys(leadCreateInput.shape), 'gender']);
    for (const c of LEAD_IMPORT_COLUMNS) expect(addFields.has(c.field), c.key).toBe(true);
    expect(new Set(LEAD_IMPORT_COLUMNS.map((c) => c.field)).size).toBe(LEAD_IMPORT_COLUMNS.length);
    // every field the add form requires has a required column
    for (const [k, s] of Object.entries(leadCreateInput.shape)) {
      if (!s.safeParse(undefined).success)
        expect(LEAD_IMPORT_COLUMNS.find((c) => c.field === k)?.required, k).toBe(true);
    }
  });

  it('finds columns by header, key or alias, in any case and spacing', () => {
    expect(missingLeadImportColumns(LEAD_IMPORT_HEADERS)).toEqual([]);
    expect(
      missingLeadImportColumns([
        'first name',
        'LAST NAME',
        'E-mail',
        'Mobile',
        'Program',
        'Intake',
        'Lead Source',
        'Country of Birth',
      ]),
    ).toEqual([]);
    expect(missingLeadImportColumns(['First Name', 'Email'])).toEqual([
      'Last Name',
      'Phone',
      'Course/Program',
      'Semester',
      'Source',
      'Birth Country',
    ]);
    const cells = leadImportCells({ firstname: ' Ana ', program: 'MD', dob: '05/14/2002', courseprogram: '' });
    expect(cells).toMatchObject({ firstName: 'Ana', course: 'MD', dateOfBirth: '05/14/2002', lastName: '' });
    expect(importHeaderKey('Date of Birth')).toBe('dateofbirth');
  });

  it('reads MM/DD/YYYY dates as ISO and leaves others to the schema', () => {
    expect(importDate('5/4/2002')).toBe('2002-05-04');
    expect(importDate('12/31/1999')).toBe('1999-12-31');
    expect(importDate('2002-05-14')).toBe('2002-05-14');
    expect(importDate('14.05.2002')).toBe('14.05.2002');
  });
});

describe('checking a row', () => {
  it('resolves names to ids (any case) and passes the add form schema', () => {
    const r = checkLeadImportRow(row(), resolve);
    expect(r.errors).toEqual([]);
    expect(r.values).toMatchObject({
      firstName: 'Ana',
      lastName: 'Silva',
      courseId: 11,
      semesterId: 31,
      sourceId: 41,
      birthCountryId: 51,
      campusId: null,
      gender: 'Female',
      middleName: null,
    });
    expect(checkLeadImportRow(row({ course: 'md', dateOfBirth: '05/14/2002' }), resolve).values).toMatchObject({
      courseId: 11,
      dateOfBirth: '2002-05-14',
    });
  });

  it("names the column of each error, once per cell, with the add form's messages", () => {
    const r = checkLeadImportRow(
      row({ email: 'not-mail', phone: '12', course: 'Dentistry', semester: '', gender: 'x', campus: 'Mars' }),
      resolve,
    );
    expect(r.values).toBeNull();
    expect(r.errors).toEqual(
      expect.arrayContaining([
        { field: 'course', message: LEAD_IMPORT_MESSAGES.notInList('Course/Program', 'Dentistry') },
        { field: 'campus', message: LEAD_IMPORT_MESSAGES.notInList('Campus', 'Mars') },
        { field: 'gender', message: LEAD_IMPORT_MESSAGES.gender },
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'phone', message: 'Please enter a valid phone number' },
        { field: 'semester', message: 'This field is required' },
      ]),
    );
    expect(r.errors.filter((e) => e.field === 'course')).toHaveLength(1);
  });

  it('refuses an inactive row and a birth date in the future', () => {
    expect(checkLeadImportRow(row({ course: 'Old Program' }), resolve).errors).toEqual([
      { field: 'course', message: LEAD_IMPORT_MESSAGES.inactive('Course/Program', 'Old Program') },
    ]);
    expect(checkLeadImportRow(row({ dateOfBirth: '2999-01-01' }), resolve).errors).toEqual([
      { field: 'dateOfBirth', message: 'The date cannot be in the future' },
    ]);
  });

  it('puts an error in words with its column, once', () => {
    expect(leadImportErrorText({ field: 'email', message: 'Please enter a valid email address' })).toBe(
      'Email: Please enter a valid email address',
    );
    expect(
      leadImportErrorText({ field: 'course', message: LEAD_IMPORT_MESSAGES.notInList('Course/Program', 'X') }),
    ).toBe('Course/Program "X" is not in the list');
    expect(leadImportErrorText({ field: null, message: 'Odd row' })).toBe('Odd row');
  });

  it('never throws and either gives values or errors, whatever the cells', () => {
    const cell = fc.oneof(
      fc.constant(''),
      fc.string({ maxLength: 30 }),
      fc.constantFrom('Aruba', 'Website', 'Fall 2026', 'MD', '2001-01-01', 'a@b.co'),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...LEAD_IMPORT_COLUMNS.map((c) => c.key)), cell), (cells) => {
        const r = checkLeadImportRow(cells, resolve);
        expect((r.values === null) === r.errors.length > 0).toBe(true);
        if (r.values) expect(leadCreateInput.safeParse(r.values).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
