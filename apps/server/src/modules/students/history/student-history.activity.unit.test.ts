import { describe, expect, it } from 'vitest';
import { describeActivity, refIdsOf, type ActivityRow } from './student-history.activity.js';

const row = (v: Partial<ActivityRow>): ActivityRow => ({
  id: 1,
  at: '2026-03-15T15:00:00.000Z',
  actorName: 'Rita Registrar',
  entity: 'student',
  action: 'create',
  before: null,
  after: null,
  ...v,
});

describe('activity log wording', () => {
  it('a new record lists what it set, by label, with control-table rows named and bookkeeping left out', () => {
    const r = row({
      after: {
        id: 100001,
        firstName: 'Maria',
        statusId: 11,
        countryId: 12,
        dateOfBirth: '1998-03-04',
        immigrationRequired: true,
        searchText: 'maria',
        createdAt: 'x',
        photoFileId: 3,
      },
    });
    expect(refIdsOf([r]).sort()).toEqual([11, 12]);
    const a = describeActivity(r, new Map([[11, 'Accepted']]));
    expect(a.summary).toBe('Created the student record');
    expect(a.changes).toEqual([
      { field: 'firstName', label: 'First Name', from: null, to: 'Maria' },
      { field: 'dateOfBirth', label: 'Date of Birth', from: null, to: '03/04/1998' },
      { field: 'countryId', label: 'Country', from: null, to: '#12' },
      { field: 'statusId', label: 'Status', from: null, to: 'Accepted' },
      { field: 'immigrationRequired', label: 'Immigration Required', from: null, to: 'Yes' },
    ]);
  });

  it('a deleted note names its tab and shows the text it had; unchanged fields and unknown actions read sensibly', () => {
    const del = describeActivity(
      row({
        entity: 'studentNote',
        action: 'delete',
        before: { studentId: 5, type: 3, subject: null, note: 'Plan' },
        after: { studentId: 5, deleted: true },
      }),
      new Map(),
    );
    expect(del.summary).toBe('Deleted a note (Academic Advising)');
    expect(del.changes).toEqual([{ field: 'note', label: 'Note', from: 'Plan', to: null }]);
    const same = describeActivity(
      row({ action: 'updateAddress', before: { city: 'Miami', zip: '33101' }, after: { city: 'Miami', zip: '33102' } }),
      new Map(),
    );
    expect(same.changes).toEqual([{ field: 'zip', label: 'Zip Code', from: '33101', to: '33102' }]);
    // stored in the database's key order, listed in the form's; phones grouped
    const other = describeActivity(
      row({
        action: 'updateOtherDetails',
        before: {},
        after: { tShirtSize: 'M', emergencyContactPhone: '3055550101', emergencyContactName: 'Ana' },
      }),
      new Map(),
    );
    expect(other.changes.map((c) => [c.label, c.to])).toEqual([
      ['Emergency Contact Name', 'Ana'],
      ['Emergency Contact Phone', '(305) 555-0101'],
      ['T-Shirt Size', 'M'],
    ]);
    expect(other.summary).toBe('Updated the other details');
    expect(
      describeActivity(row({ entity: 'studentDocument', action: 'verifyDocument', after: { studentId: 5 } }), new Map())
        .summary,
    ).toBe('Verify Document');
  });
});
