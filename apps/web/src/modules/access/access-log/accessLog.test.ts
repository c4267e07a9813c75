import { describe, expect, it } from 'vitest';
import { ownFilters, studentsText, withFilters } from './accessLog';

describe('the record access log screen', () => {
  it('reads its own filters from the URL and leaves out what the API would refuse', () => {
    expect(ownFilters(new URLSearchParams('actorId=7&studentId=12&from=2026-03-01&to=2026-03-31'))).toEqual({
      actorId: 7,
      studentId: 12,
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(ownFilters(new URLSearchParams('actorId=abc&studentId=-3&from=03/01/2026&to=2026-03-31'))).toEqual({
      actorId: undefined,
      studentId: undefined,
      from: undefined,
      to: '2026-03-31',
    });
    expect(ownFilters(new URLSearchParams('from=2026-04-01&to=2026-03-01'))).toMatchObject({
      from: '2026-04-01',
      to: undefined,
    });
    expect(ownFilters(new URLSearchParams('studentId=99999999999')).studentId).toBeUndefined();
  });

  it('changes a filter back on the first page and keeps the others', () => {
    const next = withFilters(new URLSearchParams('page=3&part=student.list&actorId=7'), {
      studentId: 12,
      actorId: undefined,
    });
    expect(next.toString()).toBe('part=student.list&studentId=12');
  });

  it("names one student, or counts a list's students with its first ids", () => {
    expect(studentsText({ studentId: 5, studentName: 'Ada Lovelace', studentIds: [] })).toBe('Ada Lovelace (#5)');
    expect(studentsText({ studentId: 5, studentName: null, studentIds: [] })).toBe('#5');
    expect(studentsText({ studentId: null, studentName: null, studentIds: [1] })).toBe('1 student: #1');
    expect(studentsText({ studentId: null, studentName: null, studentIds: [1, 2, 3, 4, 5, 6, 7] })).toBe(
      '7 students: #1, #2, #3, #4, #5, …',
    );
  });
});
