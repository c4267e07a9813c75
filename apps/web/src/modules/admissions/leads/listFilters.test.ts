import { describe, expect, it } from 'vitest';
import { LEAD_FILTER_KEYS, leadFilters } from './listFilters';

// the record kit's URL codec, through the lead list's filters (the student list's: modules/students/students.test.ts)
describe('a record list filters in the URL (the lead list)', () => {
  it('reads the filters the list API takes, trimmed, and drops blank, invalid and unknown ones', () => {
    const sp = new URLSearchParams(
      'statusId=%203%20&courseId=abc&createdFrom=2026-02-30&createdTo=2026-03-01&closed=maybe&deleted=true&fairId=2&q=x',
    );
    expect(leadFilters.fromSearch(sp)).toEqual({ statusId: '3', createdTo: '2026-03-01', deleted: 'true' });
    expect(leadFilters.fromSearch(new URLSearchParams('closed=all&sourceId=0'))).toEqual({ closed: 'all' });
  });

  it('writes a change back to the first page, drops blank values and keeps the search, sort and page size', () => {
    const sp = new URLSearchParams('q=lee&sort=-name&pageSize=100&page=3&campusId=4&closed=closed');
    const next = leadFilters.withFilters(sp, {
      campusId: undefined,
      closed: null,
      representativeId: 12,
      courseId: ' ',
    });
    expect(Object.fromEntries(next)).toEqual({ q: 'lee', sort: '-name', pageSize: '100', representativeId: '12' });
  });

  it('clears every filter and the quick search, and nothing else', () => {
    const all = new URLSearchParams(LEAD_FILTER_KEYS.map((k) => [k, '1']));
    all.set('q', 'x');
    all.set('sort', 'email');
    expect(leadFilters.without(all).toString()).toBe('sort=email');
  });
});
