import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import {
  CELL_CAP,
  CELL_PADDING,
  GUESS_COLUMN,
  cellCaps,
  choiceKey,
  choiceOf,
  fitColumns,
  listPathOf,
  naturalWidth,
  readChoice,
  textOf,
  visibleKeys,
  writeChoice,
  type ChoiceStorage,
  type ColumnInfo,
} from './columnChoice';

/** A browser storage kept in a Map (what localStorage does, without a browser). */
function memoryStorage(): ChoiceStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
  };
}

const col = (key: string, width: number, required = false): ColumnInfo => ({ key, title: key, width, required });

// the student list at 1440x900: 1,144 px of content
const STUDENTS = [
  col('id', 110),
  col('name', 160, true),
  col('email', 300),
  col('phone', 120),
  col('status', 130),
  col('studentTypeName', 130),
  col('currentCourseStatus', 140),
  col('campus', 220),
  col('semester', 130),
  col('stageName', 150),
  col('cohort', 110),
  col('financialStatus', 150),
];

describe('the columns shown by default', () => {
  it('are the list’s first columns that fit, the required ones counted first', () => {
    const shown = fitColumns(STUDENTS, 1144);
    expect(shown).toEqual(['id', 'name', 'email', 'phone', 'status', 'studentTypeName', 'currentCourseStatus']);
    const width = STUDENTS.filter((c) => shown.includes(c.key)).reduce((s, c) => s + c.width, 0);
    expect(width).toBeLessThanOrEqual(1144);
  });

  it('stop at the first column that does not fit (a later narrow one is not picked over it)', () => {
    const cols = [col('a', 100), col('wide', 500), col('b', 50)];
    expect(fitColumns(cols, 400)).toEqual(['a']);
  });

  it('always hold the required columns (the record link, the actions), even on a phone', () => {
    const cols = [col('id', 110), col('name', 160, true), col('email', 300), col('actions', 90, true)];
    expect(fitColumns(cols, 300)).toEqual(['name', 'actions']);
    expect(fitColumns(cols, 370)).toEqual(['id', 'name', 'actions']);
  });

  it('are all the columns when the room is not known yet', () => {
    expect(fitColumns(STUDENTS, Infinity)).toHaveLength(STUDENTS.length);
  });
});

describe('the user’s choice', () => {
  const cols = [col('id', 100), col('name', 100, true), col('email', 100), col('phone', 100)];

  it('wins over the defaults; the required columns stay', () => {
    const choice = choiceOf(cols, ['phone']);
    expect(choice).toEqual({ shown: ['name', 'phone'], known: ['id', 'name', 'email', 'phone'] });
    expect(visibleKeys(cols, ['id', 'name', 'email'], choice)).toEqual(['name', 'phone']);
  });

  it('leaves a column the list gained later to its default', () => {
    const before = choiceOf(cols, ['id']);
    const after = [...cols, col('cohort', 100)];
    expect(visibleKeys(after, ['id', 'name', 'cohort'], before)).toEqual(['id', 'name', 'cohort']);
    expect(visibleKeys(after, ['id', 'name'], before)).toEqual(['id', 'name']);
  });

  it('is kept per user and per list, the record ids left out of the path', () => {
    const storage = memoryStorage();
    const rita = choiceKey(7, '/student/details/notes/100300', 'Notes');
    expect(rita).toBe(choiceKey(7, '/student/details/notes/100299', 'Notes'));
    expect(rita).not.toBe(choiceKey(8, '/student/details/notes/100300', 'Notes'));
    expect(rita).not.toBe(choiceKey(7, '/student/details/med6Notes/100300', 'Notes'));
    expect(choiceKey(7, '/student/list', 'Students')).toBe('columns:7:/student/list#Students');

    writeChoice(storage, rita, choiceOf(cols, ['email']));
    expect(readChoice(storage, rita)).toEqual({ shown: ['name', 'email'], known: ['id', 'name', 'email', 'phone'] });
    expect(readChoice(storage, choiceKey(8, '/student/details/notes/100300', 'Notes'))).toBeNull();

    writeChoice(storage, rita, null);
    expect(readChoice(storage, rita)).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it('that cannot be read (hand-edited, another shape, no storage) counts as none', () => {
    const storage = memoryStorage();
    for (const raw of ['not json', '{"shown":"id"}', '{"shown":[1],"known":[]}', 'null', '[]']) {
      storage.setItem('k', raw);
      expect(readChoice(storage, 'k')).toBeNull();
    }
    expect(readChoice(undefined, 'k')).toBeNull();
    const full: ChoiceStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(() => writeChoice(full, 'k', choiceOf(cols, []))).not.toThrow();
  });

  it('reads back as kept, through the JSON of the storage', () => {
    const storage = memoryStorage();
    const choice = choiceOf(STUDENTS, ['campus', 'cohort']);
    writeChoice(storage, 'k', choice);
    expect(visibleKeys(STUDENTS, fitColumns(STUDENTS, 1144), readChoice(storage, 'k'))).toEqual([
      'name',
      'campus',
      'cohort',
    ]);
  });
});

describe('listPathOf', () => {
  it('replaces record ids (numbers, uuids) and drops a trailing slash', () => {
    expect(listPathOf('/lead/details/profile/42/')).toBe('/lead/details/profile/:id');
    expect(listPathOf('/files/0b9f6c1e-3a52-4c1e-9a7d-2f4f8f6b2a10')).toBe('/files/:id');
    expect(listPathOf('/mailLog/incoming')).toBe('/mailLog/incoming');
    expect(listPathOf('/')).toBe('/');
  });
});

describe('column widths', () => {
  // every character 7 px, bold 8 px: easy to count
  const measure = (t: string, bold = false) => t.length * (bold ? 8 : 7);

  it('take the title (with the sort arrows) or the longest cell, with the padding', () => {
    const w = naturalWidth({ title: 'Email', sorter: true, texts: ['a@b.c', 'someone@example.org'], measure });
    expect(w).toBe(19 * 7 + CELL_PADDING);
    expect(naturalWidth({ title: 'Financial Status', sorter: false, texts: ['Clear'], measure })).toBe(
      16 * 8 + CELL_PADDING,
    );
    expect(naturalWidth({ title: 'Name', sorter: true, texts: ['Al'], measure })).toBe(4 * 8 + CELL_PADDING + 26);
  });

  it('stop at the cell cap; a declared width is taken as it is; before any row a column is guessed', () => {
    expect(naturalWidth({ title: 'Note', sorter: false, texts: ['x'.repeat(200)], measure })).toBe(
      CELL_CAP + CELL_PADDING,
    );
    expect(naturalWidth({ title: 'Student ID', sorter: true, declared: 110, texts: ['1'], measure })).toBe(110);
    expect(naturalWidth({ title: 'Cohort', sorter: false, texts: null, measure })).toBe(GUESS_COLUMN);
  });

  it('give the room to spare to the columns cut at the cap', () => {
    const cols = [col('date', 160), col('note', CELL_CAP + CELL_PADDING), col('by', 160)];
    expect(cellCaps(cols, ['date', 'note', 'by'], 1000)).toEqual({ note: CELL_CAP + (1000 - 160 - 352 - 160) });
    expect(cellCaps(cols, ['date', 'note', 'by'], 600)).toEqual({ note: CELL_CAP });
    expect(cellCaps(cols, ['date', 'by'], 1000)).toEqual({});
  });
});

describe('textOf', () => {
  it('reads the text of rendered cells: strings, numbers, elements, lists', () => {
    expect(textOf('Zara')).toBe('Zara');
    expect(textOf(100300)).toBe('100300');
    expect(textOf(null)).toBe('');
    expect(textOf(false)).toBe('');
    expect(textOf(createElement('a', { href: '/x' }, 'Zara ', createElement('strong', null, 'Yilmaz')))).toBe(
      'Zara Yilmaz',
    );
    expect(textOf([createElement('strong', { key: 1 }, 'Long: '), 'text'])).toBe('Long: text');
  });

  it('names a tag component by its label or name', () => {
    const Tag = (p: { name: string }) => p.name;
    expect(textOf(createElement(Tag, { name: 'Interview Scheduled' }))).toBe('Interview Scheduled');
  });
});
