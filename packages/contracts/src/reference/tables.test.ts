import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SPEC_ROUTES } from '../routes.js';
import {
  CONTROL_GROUP_KEYS,
  fieldSchema,
  labelFieldOf,
  lookupAccessOf,
  lookupFieldsOf,
  RESERVED_FIELD_KEYS,
  rowSchema,
  uniqueOf,
  type FieldDef,
  type TableDef,
} from './engine.js';
import { flattenMenu } from '../access/menu.js';
import { FINANCIAL_STATUS_LABEL, INVOICE_FINANCIAL_STATUS_LABEL, OPTION_LISTS } from './options.js';
import { STUDENT_ACCOUNTING_INFO_FIELDS } from '../finance/accounting.js';
import { ACCOUNTING_SETTING_PAGES, CONTROL_TABLES, ISTANBUL_COURSE_ID, tableDef, tablesOfGroup } from './tables.js';

// the spec's checklist sits beside the repository in the workspace; a bare clone has no copy of it
const callsFile = new URL('../../../../../shared/spec/calls.tsv', import.meta.url);
const haveSpec = existsSync(callsFile);
const SPEC_CALLS = new Set(
  (haveSpec ? readFileSync(callsFile, 'utf8') : '')
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t')[2]?.trim())
    .filter(Boolean),
);

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const CAMEL = /^[a-z][a-zA-Z0-9]*$/;
const position = new Map(CONTROL_TABLES.map((t, i) => [t.key, i]));
const fieldOf = (def: TableDef, key: string) => def.fields.find((f) => f.key === key);
/**
 * The seed rows of `def` a seed's ref value names: the server finds the referenced row by its label
 * (the label field's value; for a ref label field, the referenced row's label) or by its code.
 */
const seedsNamed = (def: TableDef, name: string) =>
  (def.seed ?? []).filter((row) =>
    [row[labelFieldOf(def)], row.code].some((v) => typeof v === 'string' && v.toLowerCase() === name.toLowerCase()),
  );
const each = (fn: (def: TableDef) => void) => () => {
  for (const def of CONTROL_TABLES) fn(def);
};

describe('CONTROL_TABLES', () => {
  it('has unique kebab-case keys in the known groups', () => {
    const keys = CONTROL_TABLES.map((t) => t.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const def of CONTROL_TABLES) {
      expect(def.key, def.key).toMatch(KEBAB);
      expect(CONTROL_GROUP_KEYS, def.key).toContain(def.group);
      expect(def.title && def.singular && def.description, def.key).toBeTruthy();
      expect(tableDef(def.key)).toBe(def);
    }
    for (const group of CONTROL_GROUP_KEYS) expect(tablesOfGroup(group).length, group).toBeGreaterThan(0);
  });

  it(
    'has camelCase, unreserved field keys, unique within each table',
    each((def) => {
      const keys = def.fields.map((f) => f.key);
      expect(new Set(keys).size, def.key).toBe(keys.length);
      for (const key of keys) {
        expect(key, `${def.key}.${key}`).toMatch(CAMEL);
        expect(RESERVED_FIELD_KEYS as readonly string[], `${def.key}.${key}`).not.toContain(key);
      }
    }),
  );

  it(
    'declares options for enums, refs only for ref fields, filters only on enum, ref, user, bool (and int) fields',
    each((def) => {
      for (const f of def.fields) {
        const at = `${def.key}.${f.key}`;
        if (f.kind === 'enum') expect(f.options?.length, at).toBeGreaterThan(0);
        else expect(f.options, at).toBeUndefined();
        if (f.kind === 'ref') expect(f.ref, at).toBeTruthy();
        else expect(f.ref, at).toBeUndefined();
        if (f.filter) expect(['enum', 'ref', 'user', 'bool', 'int'], at).toContain(f.kind); // int: semester year
      }
    }),
  );

  it(
    'names in refs only tables declared earlier, and filterBy fields that exist on both sides',
    each((def) => {
      for (const f of def.fields.filter((x) => x.kind === 'ref')) {
        const at = `${def.key}.${f.key} -> ${f.ref}`;
        expect(position.has(f.ref!), at).toBe(true);
        expect(position.get(f.ref!)!, at).toBeLessThan(position.get(def.key)!);
        if (f.filterBy) {
          expect(fieldOf(tableDef(f.ref!)!, f.filterBy.field), at).toBeDefined();
          expect(fieldOf(def, f.filterBy.from), at).toBeDefined();
        }
      }
    }),
  );

  it(
    'has its label field, unique key, sort and lookup fields among its fields',
    each((def) => {
      const label = fieldOf(def, labelFieldOf(def));
      expect(label, `${def.key} label ${labelFieldOf(def)}`).toBeDefined();
      expect(['text', 'email', 'ref', 'user', 'enum'], def.key).toContain(label!.kind);
      expect(label!.required, `${def.key} label must be required`).toBe(true);
      for (const key of uniqueOf(def)) expect(fieldOf(def, key), `${def.key} unique ${key}`).toBeDefined();
      for (const key of def.lookupFields ?? []) {
        expect(fieldOf(def, key), `${def.key} lookup ${key}`).toBeDefined();
        expect(
          fieldOf(def, key)?.sensitive,
          `${def.key} lookup ${key} is sensitive: it never goes into a dropdown`,
        ).not.toBe(true);
      }
      if (def.sort) {
        const key = def.sort.replace(/^-/, '');
        expect(
          fieldOf(def, key) ?? ['label', 'sortOrder', 'createdAt', 'active'].includes(key),
          `${def.key} sort ${key}`,
        ).toBeTruthy();
      }
      if (def.standalone) expect(def.link, `${def.key} standalone needs its screen's link`).toMatch(/^\/admin\//);
    }),
  );

  it(
    'has seed rows that pass the row schema, name referenced rows by a seeded label, and are unique',
    each((def) => {
      const seen = new Set<string>();
      const schema = rowSchema(def);
      for (const row of def.seed ?? []) {
        const at = `${def.key} ${JSON.stringify(row)}`;
        const { id, ...values } = row;
        if (id !== undefined)
          expect(Number.isInteger(id) && (id as number) > 0 && (id as number) < 1000, at).toBe(true);
        for (const key of Object.keys(values)) expect(fieldOf(def, key), `${at}: unknown field ${key}`).toBeDefined();
        const input: Record<string, unknown> = { ...values };
        for (const f of def.fields.filter((x) => x.kind === 'ref' || x.kind === 'user')) {
          const v = values[f.key];
          if (v === undefined || v === null) continue;
          expect(typeof v, at).toBe('string'); // a ref by label (or code), a user by username
          if (f.kind === 'ref')
            expect(
              seedsNamed(tableDef(f.ref!)!, v as string).length,
              `${at}: not exactly one ${f.ref} row named ${String(v)}`,
            ).toBe(1);
          input[f.key] = 1;
        }
        const parsed = schema.safeParse(input);
        expect(
          parsed.success,
          `${at}: ${parsed.error?.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
        ).toBe(true);
        const key = uniqueOf(def)
          .map((k) => String(values[k] ?? '').toLowerCase())
          .join('|');
        expect(seen.has(key), `${at}: duplicate unique key`).toBe(false);
        seen.add(key);
      }
    }),
  );

  it('pins each fixed id once; the Istanbul program keeps id 81', () => {
    const pinned = CONTROL_TABLES.flatMap((t) => (t.seed ?? []).filter((r) => r.id !== undefined).map((r) => r.id));
    expect(new Set(pinned).size).toBe(pinned.length);
    expect(tableDef('course')!.seed!.find((r) => r.id === ISTANBUL_COURSE_ID)?.name).toMatch(/Istanbul/);
    const clinical = tableDef('clinical-course')!.seed!.map((r) => r.name);
    expect(clinical).toEqual(expect.arrayContaining(['Clinical Medicine', 'Family Practice Clinical Postings']));
  });

  it.skipIf(!haveSpec)('lists only old call names that exist in the spec', () => {
    expect(fileURLToPath(callsFile)).toMatch(/\/shared\/spec\/calls\.tsv$/);
    expect(SPEC_CALLS.size).toBeGreaterThan(500);
    for (const def of CONTROL_TABLES)
      for (const call of def.specCalls ?? []) expect(SPEC_CALLS.has(call), `${def.key}: ${call}`).toBe(true);
  });
});

describe('table rules', () => {
  const valid = (key: string, values: Record<string, unknown>) => rowSchema(tableDef(key)!).safeParse(values);

  it('grade point setting rejects a minimum above the maximum', () => {
    expect(
      valid('grade-point-setting', { gradePointType: 1, grade: 'P', minMarks: 70, maxMarks: 89, points: '3' }).success,
    ).toBe(true);
    const bad = valid('grade-point-setting', { gradePointType: 1, grade: 'P', minMarks: 90, maxMarks: 89 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].path).toEqual(['maxMarks']);
  });

  it('semester rejects an end before its start', () => {
    const base = { name: 'Fall 2030', semesterType: 1, year: 2030, startDate: '2030-09-01' };
    expect(valid('semester', { ...base, endDate: '2030-12-15' }).success).toBe(true);
    const bad = valid('semester', { ...base, endDate: '2030-08-01' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].path).toEqual(['endDate']);
  });

  it('faculty time slot and moving dates need the end after the start', () => {
    expect(valid('faculty-timeslot', { faculty: 3, day: 'Monday', startTime: '09:00', endTime: '09:30' }).success).toBe(
      true,
    );
    expect(valid('faculty-timeslot', { faculty: 3, day: 'Monday', startTime: '09:00', endTime: '09:00' }).success).toBe(
      false,
    );
    expect(valid('moving-date', { semester: 1, moveIn: '2026-09-01', moveOut: '2026-08-01' }).success).toBe(false);
  });

  it('a choice question needs its choices', () => {
    const base = { survey: 1, question: 'Pick one', answerType: 3, order: 1 };
    expect(valid('survey-question', base).success).toBe(false);
    expect(valid('survey-question', { ...base, options: 'Yes\nNo' }).success).toBe(true);
    expect(valid('survey-question', { ...base, answerType: 'Short text' }).success).toBe(true);
  });

  it('a money field takes at most 2 decimals', () => {
    const money: FieldDef = { key: 'amount', label: 'Amount', kind: 'money', required: true };
    expect(fieldSchema(money).parse('1250.5')).toBe('1250.5');
    expect(fieldSchema(money).safeParse('12.345').success).toBe(false);
  });

  it('a date field takes ISO and MM/DD/YYYY dates that exist', () => {
    const date: FieldDef = { key: 'day', label: 'Date', kind: 'date', required: true };
    expect(fieldSchema(date).parse('2026-02-28')).toBe('2026-02-28');
    expect(fieldSchema(date).parse('02/28/2026')).toBe('2026-02-28');
    expect(fieldSchema(date).safeParse('2026-02-30').success).toBe(false);
  });
});

describe('ACCOUNTING_SETTING_PAGES', () => {
  it('names declared standalone accounting tables, in the order of the spec routes', () => {
    const routes = ACCOUNTING_SETTING_PAGES.map((p) => `/admin/accounting-settings/${p.slug}`);
    const at = routes.map((r) => (SPEC_ROUTES as readonly string[]).indexOf(r));
    expect(
      at.every((i) => i >= 0),
      routes.join(', '),
    ).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    for (const page of ACCOUNTING_SETTING_PAGES) {
      const def = tableDef(page.table);
      expect(def?.group, page.slug).toBe('accounting');
      expect(def?.standalone, page.slug).toBe(true);
      expect(def?.link, page.slug).toBe('/admin/accounting-settings');
    }
    const feePages = (SPEC_ROUTES as readonly string[]).filter(
      (r) => r.startsWith('/admin/accounting-settings/') && !r.includes('bulk-update'),
    );
    expect(routes.sort()).toEqual([...feePages].sort());
  });
});

describe('OPTION_LISTS', () => {
  it('has kebab-case names and non-empty lists with unique values and labels', () => {
    for (const [name, list] of Object.entries(OPTION_LISTS)) {
      expect(name).toMatch(KEBAB);
      expect(list.length, name).toBeGreaterThan(0);
      expect(new Set(list.map((o) => o.value)).size, name).toBe(list.length);
      expect(new Set(list.map((o) => o.label)).size, name).toBe(list.length);
    }
  });

  it("holds the spec's coded values", () => {
    expect(OPTION_LISTS['invoice-status'].map((o) => o.value)).toEqual(['CR', 'PP', 'FP', 'CN']);
    // the student's financial status and their invoice financial status are two lists with one wording (1 Cleared, 2 Hold, 3 Blocked)
    expect(OPTION_LISTS['financial-status']).toEqual([
      { value: 1, label: 'Cleared' },
      { value: 2, label: 'Hold' },
      { value: 3, label: 'Blocked' },
    ]);
    expect(OPTION_LISTS['invoice-financial-status'].map((o) => o.label)).toEqual(['Cleared', 'Hold', 'Blocked']);
    // each list has one name wherever it shows, and the two names differ
    expect(FINANCIAL_STATUS_LABEL).not.toBe(INVOICE_FINANCIAL_STATUS_LABEL);
    expect(STUDENT_ACCOUNTING_INFO_FIELDS.invoiceFinancialStatus.label).toBe(INVOICE_FINANCIAL_STATUS_LABEL);
    expect(OPTION_LISTS['invoice-type'].map((o) => o.value)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(OPTION_LISTS['survey-answer-type'].map((o) => o.value)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(OPTION_LISTS['task-status'].map((o) => o.value)).toEqual([0, 1, 2, 3]);
    expect(OPTION_LISTS['year'].at(0)?.value).toBe(2021);
    expect(OPTION_LISTS['year'].at(-1)?.value).toBe(2036);
  });
});

describe('dropdown access (lookupAccessOf)', () => {
  const links = new Set(flattenMenu().map((m) => m.link));
  it(
    'names only menu entries of the catalogue',
    each((def) => {
      const a = lookupAccessOf(def);
      if (typeof a === 'object')
        for (const link of a.menus) expect(links.has(link), `${def.key} lookup ${link}`).toBe(true);
    }),
  );
  it('opens to self-service accounts only the tables their own forms use', () => {
    expect(
      CONTROL_TABLES.filter((d) => lookupAccessOf(d) === 'everyone')
        .map((d) => d.key)
        .sort(),
    ).toEqual(['country', 'referral-source', 'state']);
  });
  it("keeps HR's tables to the HR area and the salary scale's amounts out of every dropdown", () => {
    expect(lookupAccessOf(tableDef('salary')!)).toEqual({ menus: ['/employee/list', '/admin/control-table/hr'] });
    expect(lookupAccessOf(tableDef('course')!)).toBe('staff');
    expect(lookupFieldsOf(tableDef('salary')!)).toEqual(['salaryType', 'currency']);
    expect(lookupFieldsOf({ ...tableDef('salary')!, lookupFields: ['amount', 'currency'] })).toEqual(['currency']);
  });
});
