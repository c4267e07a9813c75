import { describe, expect, it } from 'vitest';
import { groupByRow } from './uploadForm';

describe('the bulk upload check: refused rows', () => {
  it('lists each row once with every one of its problems, in file order', () => {
    const rows = groupByRow([
      { row: 3, field: 'year', message: 'Year is required' },
      { row: 2, field: 'semesterType', message: 'Semester Type is required' },
      { row: 2, field: 'startDate', message: 'Start Date is required' },
      { row: 3, field: null, message: 'Already in the file on row 2' },
      { row: 2, field: 'endDate', message: 'End Date is required' },
    ]);
    expect(rows.map((r) => r.row)).toEqual([2, 3]);
    expect(rows[0].problems.map((p) => p.field)).toEqual(['semesterType', 'startDate', 'endDate']);
    expect(rows[1].problems.map((p) => p.message)).toEqual(['Year is required', 'Already in the file on row 2']);
    expect(groupByRow([])).toEqual([]);
  });
});
