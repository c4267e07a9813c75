import { describe, expect, it } from 'vitest';
import { formatCount, pageRangeText, plural } from './format';

describe('plural', () => {
  it('says one thing in the singular and every other count in the plural', () => {
    expect(plural(1, 'group')).toBe('1 group');
    expect(plural(0, 'group')).toBe('0 groups');
    expect(plural(2, 'group')).toBe('2 groups');
    expect(plural(1, 'valid row')).toBe('1 valid row');
  });

  it('takes an irregular plural and groups thousands', () => {
    expect(plural(1, 'person', 'people')).toBe('1 person');
    expect(plural(3, 'person', 'people')).toBe('3 people');
    expect(plural(12345, 'student')).toBe('12,345 students');
    expect(formatCount(1000000)).toBe('1,000,000');
  });
});

describe('pageRangeText', () => {
  it('shows the rows of the page out of the total', () => {
    expect(pageRangeText(1, 25, 300)).toBe('1–25 of 300');
    expect(pageRangeText(1001, 1025, 12345)).toBe('1,001–1,025 of 12,345');
  });

  it('reads right for a single row and with the list’s noun', () => {
    expect(pageRangeText(1, 1, 1)).toBe('1 of 1');
    expect(pageRangeText(1, 1, 1, ['group', 'groups'])).toBe('1 of 1 group');
    expect(pageRangeText(26, 26, 26, ['group', 'groups'])).toBe('26 of 26 groups');
    expect(pageRangeText(1, 25, 40, ['person', 'people'])).toBe('1–25 of 40 people');
  });

  it('says nothing for an empty list (its empty state speaks)', () => {
    expect(pageRangeText(0, 0, 0, ['group', 'groups'])).toBe('');
  });
});
