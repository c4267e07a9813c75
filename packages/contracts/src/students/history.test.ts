import { describe, expect, it } from 'vitest';
import { NOTE_TYPES } from '../reference/options.js';
import { STUDENT_NOTE_KINDS, noteKindOfTab, studentNoteInput } from './notes.js';
import { activityFieldLabel, activityValue, otherDetailsInput, statusChangeInput } from './history.js';

describe('student notes and history contracts', () => {
  it('gives each spec note type its own tab and path', () => {
    expect(STUDENT_NOTE_KINDS.map((k) => [k.type, k.tab, k.title])).toEqual([
      [1, 'notes', 'Notes'],
      [2, 'accountingNotes', 'Accounting Notes'],
      [3, 'med6Notes', 'Academic Advising'],
    ]);
    expect(STUDENT_NOTE_KINDS.map((k) => k.type)).toEqual(NOTE_TYPES.map((t) => t.value));
    expect(new Set(STUDENT_NOTE_KINDS.map((k) => k.segment)).size).toBe(3);
    expect(noteKindOfTab('accountingNotes')?.type).toBe(2);
    expect(studentNoteInput.safeParse({ note: '\n  Called the student.\n' }).data).toEqual({
      note: 'Called the student.',
    });
  });

  it('other details: blanks are none, the emergency contact needs a name and a phone together', () => {
    expect(otherDetailsInput.parse({ emergencyContactName: '', dietaryNeeds: '  ', tShirtSize: '' })).toMatchObject({
      emergencyContactName: null,
      dietaryNeeds: null,
      tShirtSize: null,
      languagesSpoken: [],
    });
    const r = otherDetailsInput.safeParse({ emergencyContactRelation: 'Parent' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['emergencyContactName']);
    expect(
      otherDetailsInput.safeParse({ emergencyContactName: 'Ana', emergencyContactPhone: '3055550101' }).success,
    ).toBe(true);
  });

  it('a status change needs a status, a reason and a date', () => {
    const r = statusChangeInput.safeParse({ reason: '', effectiveDate: '2026-13' });
    expect(r.error?.issues.map((i) => i.path[0]).sort()).toEqual(['effectiveDate', 'reason', 'statusId']);
  });

  it('names fields and values as staff read them', () => {
    expect(activityFieldLabel('startSemesterId')).toBe('Start Semester');
    expect(activityFieldLabel('emergencyContactEmail')).toBe('Emergency Contact Email');
    expect(activityFieldLabel('birthCountryId')).toBe('Country of Birth');
    expect(activityValue('2026-03-02')).toBe('03/02/2026');
    expect(activityValue(false)).toBe('No');
    expect(activityValue([])).toBeNull();
    expect(activityValue('3055550101', 'phone')).toBe('(305) 555-0101');
  });
});
