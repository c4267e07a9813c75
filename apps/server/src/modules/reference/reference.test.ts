import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../test/harness.js';
import { multipart } from '../../../test/multipart.js';
import { grantMenus, makeGroup } from '../../factories/index.js';

let t: TestApp;
let admin: string;
let today = new Date('2026-11-22T12:00:00Z');
beforeAll(async () => {
  t = await testApp({ clock: () => today });
  admin = (await t.signIn({ roleId: ROLE.superUser })).token;
});
afterAll(async () => {
  await t?.close();
});

const rows = (table: string, query = '', token = admin) =>
  t.call('GET', `/api/control-tables/${table}/rows${query}`, token);
const lookup = (table: string, query = '', token = admin) => t.call('GET', `/api/lookups/${table}${query}`, token);
const add = (table: string, body: Record<string, unknown>, token = admin) =>
  t.call('POST', `/api/control-tables/${table}/rows`, token, { body });
const upload = (table: string, csv: string, dryRun: boolean, token = admin) => {
  const form = multipart({ dryRun: String(dryRun) }, [
    { field: 'file', filename: `${table}.csv`, type: 'text/csv', bytes: Buffer.from(csv) },
  ]);
  return t.call('POST', `/api/admin/uploads/ct-${table}`, token, { body: form.body, headers: form.headers });
};
const idOf = async (table: string, name: string) =>
  (await rows(table, `?q=${encodeURIComponent(name)}`)).json().items.find((r: { label: string }) => r.label === name)
    .id as number;

describe('control tables', () => {
  it('loads the seed rows, with refs named by label', async () => {
    const semesters = (await rows('semester', '?pageSize=100')).json();
    expect(semesters.total).toBeGreaterThanOrEqual(9);
    const fall = semesters.items.find((s: { label: string }) => s.label === 'Fall 2026');
    expect(fall).toMatchObject({
      year: 2026,
      startDate: '2026-09-07',
      endDate: '2026-12-18',
      semesterTypeLabel: 'Fall',
      active: true,
    });
    // the list sorts by the declaration's default (newest start first)
    expect(semesters.items[0].startDate >= semesters.items[1].startDate).toBe(true);
  });

  it('adds, edits and refuses bad input with field errors, never half a row', async () => {
    const bad = await add('country', { name: ' Narnia', code: 'NA' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.name).toBe('Remove leading or trailing spaces');
    expect((await add('country', { code: 'NA' })).json().error.fields.name).toBe('Name is required');

    const ok = await add('country', { name: 'Narnia', code: 'NA' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ label: 'Narnia', name: 'Narnia', code: 'NA', phoneCode: null, active: true });

    const dup = await add('country', { name: 'narnia' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields.name).toMatch(/already exists/);

    const edited = await t.call('PUT', `/api/control-tables/country/rows/${ok.json().id}`, admin, {
      body: { name: 'Narnia', code: 'NR', phoneCode: '+999' },
    });
    expect(edited.json()).toMatchObject({ code: 'NR', phoneCode: '+999' });
    const history = (await t.call('GET', `/api/control-tables/country/rows/${ok.json().id}/history`, admin)).json()
      .items;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
    expect(history[0].before).toMatchObject({ code: 'NA' });
    expect(history[0].after).toMatchObject({ code: 'NR' });

    const semester = await add('semester', {
      name: 'Winter 2030',
      semesterType: await idOf('semester-type', 'Fall'),
      year: 2030,
      startDate: '2030-12-01',
      endDate: '2030-11-01',
    });
    expect(semester.statusCode).toBe(400);
    expect(semester.json().error.fields.endDate).toBe('End Date must be after Start Date');
    expect((await rows('semester', '?q=Winter%202030')).json().total).toBe(0);
  });

  it('keeps the unique key per table: the same state name may exist in two countries', async () => {
    const us = await idOf('country', 'United States');
    const ca = await idOf('country', 'Canada');
    expect((await add('state', { name: 'Springfield', code: 'SF', country: us })).statusCode).toBe(201);
    expect((await add('state', { name: 'Springfield', code: 'SP', country: ca })).statusCode).toBe(201);
    expect((await add('state', { name: 'springfield', country: us })).statusCode).toBe(409);
    expect((await add('state', { name: 'Nowhere', country: 999999 })).json().error.fields.country).toMatch(
      /from the list/,
    );
    // a ref must point into its own table
    expect((await add('state', { name: 'Elsewhere', country: await idOf('semester-type', 'Fall') })).statusCode).toBe(
      400,
    );
  });

  it('a deactivated row leaves dropdowns but records using it still show its name', async () => {
    const id = (await add('country', { name: 'Atlantis', code: 'AT' })).json().id as number;
    const state = (await add('state', { name: 'Poseidonia', country: id })).json();
    expect(state.countryLabel).toBe('Atlantis');

    const off = await t.call('PUT', `/api/control-tables/country/rows/${id}/status`, admin, {
      body: { active: false },
    });
    expect(off.json().active).toBe(false);
    const names = (await lookup('country')).json().items.map((i: { label: string }) => i.label);
    expect(names).toContain('United States');
    expect(names).not.toContain('Atlantis');
    // a form that holds it asks for it explicitly and sees it marked inactive
    expect(
      (await lookup('country', `?include=${id}`)).json().items.find((i: { value: number }) => i.value === id),
    ).toMatchObject({ label: 'Atlantis', active: false });

    const listed = (await rows('state', '?q=Poseidonia')).json().items[0];
    expect(listed).toMatchObject({ country: id, countryLabel: 'Atlantis' });
    // a new record cannot pick it; an existing one that holds it may keep it
    expect((await add('state', { name: 'Mu', country: id })).json().error.fields.country).toMatch(/inactive/);
    expect(
      (
        await t.call('PUT', `/api/control-tables/state/rows/${state.id}`, admin, {
          body: { name: 'Poseidonia', code: 'PO', country: id },
        })
      ).statusCode,
    ).toBe(200);
    // inactive rows are filtered out of the list on request
    expect((await rows('country', '?active=false')).json().items.map((r: { label: string }) => r.label)).toContain(
      'Atlantis',
    );
    expect(
      (await rows('country', '?active=true&pageSize=100')).json().items.map((r: { label: string }) => r.label),
    ).not.toContain('Atlantis');
    // never a hard delete of reference rows
    expect((await t.call('DELETE', `/api/control-tables/country/rows/${id}`, admin)).statusCode).toBe(422);
  });

  it('filters, searches and sorts lists and lookups by field', async () => {
    const us = await idOf('country', 'United States');
    const states = (await rows('state', `?country=${us}&pageSize=100`)).json().items;
    expect(states.length).toBeGreaterThan(2);
    expect(states.every((s: { country: number }) => s.country === us)).toBe(true);
    expect((await lookup('state', `?country=${us}`)).json().items.map((i: { label: string }) => i.label)).toContain(
      'Florida',
    );
    expect((await rows('country', '?sort=-name&pageSize=100')).json().items[0].label >= 'U').toBe(true);
    expect((await rows('country', '?sort=nope')).statusCode).toBe(400);
    expect((await rows('state', '?country=abc')).statusCode).toBe(400);
    expect(
      (await lookup('semester', '?yearFrom=2026&yearTo=2026'))
        .json()
        .items.map((i: { label: string }) => i.label)
        .sort(),
    ).toEqual(['Fall 2026', 'Spring 2026', 'Summer 2026']);
    expect((await t.call('GET', '/api/control-tables/nothing/rows', admin)).statusCode).toBe(404);
  });

  it('knows the current and the next semester from the dates', async () => {
    today = new Date('2026-11-22T12:00:00Z');
    expect((await t.call('GET', '/api/lookups/semester/current-next', admin)).json()).toMatchObject({
      current: { label: 'Fall 2026' },
      next: { label: 'Spring 2027' },
    });
    today = new Date('2026-12-25T12:00:00Z'); // between terms
    expect((await t.call('GET', '/api/lookups/semester/current-next', admin)).json()).toMatchObject({
      current: null,
      next: { label: 'Spring 2027' },
    });
  });

  it('uploads rows in bulk: preview with per-row errors, then insert or update the valid ones', async () => {
    const csv = [
      'Name,ISO Code,Phone Code',
      'Freedonia,FD,+555',
      `${'Sylvania'.repeat(20)},SY,`, // longer than a name may be
      ',XX,', // no name
      'Freedonia,FF,', // twice in the file
      'Canada,CA,+1-CA', // existing: updated
      'Latveria,LV,',
    ].join('\n');
    const preview = await upload('country', csv, true);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ total: 6, valid: 3, invalid: 3, applied: null });
    expect(preview.json().errors.map((e: { row: number }) => e.row)).toEqual([3, 4, 5]);
    expect(preview.json().errors[2].message).toBe('Same country as line 2 of the file');
    expect((await rows('country', '?q=Freedonia')).json().total).toBe(0);

    const done = await upload('country', csv, false);
    expect(done.json().applied).toEqual({ inserted: 2, updated: 1 });
    expect((await rows('country', '?q=Canada')).json().items[0]).toMatchObject({ phoneCode: '+1-CA' });
    // a blank optional cell keeps the value
    await upload('country', 'Name,ISO Code,Phone Code\nCanada,,', false);
    expect((await rows('country', '?q=Canada')).json().items[0]).toMatchObject({ code: 'CA', phoneCode: '+1-CA' });

    // refs by name; an unknown name is a row error
    const states = await upload('state', 'Name,Code,Country\nAlberta,AB,Canada\nBavaria,BY,Germany-Nowhere', false);
    expect(states.json().errors).toEqual([
      { row: 3, field: null, message: 'Country "Germany-Nowhere" is not in the list' },
    ]);
    expect((await rows('state', '?q=Alberta')).json().items[0]).toMatchObject({ countryLabel: 'Canada' });

    const template = await t.call('GET', '/api/admin/uploads/ct-state/template', admin);
    expect(template.statusCode).toBe(200);
  });

  it('exports a filtered list to Excel through the generic export', async () => {
    const res = await t.call('POST', '/api/exports', admin, {
      body: {
        path: '/api/control-tables/country/rows',
        params: { q: 'land' },
        filename: 'country',
        sheet: 'Countries',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('country.xlsx');
  });

  it('guards each group by its menu entry: no right on the group, no table (403) and not in the index', async () => {
    const group = await makeGroup(t.db, { name: `ct-readers-${Date.now()}` });
    await grantMenus(t.db, group.id, { '/admin/control-table': 1, '/admin/control-table/registrar': 7 });
    const reader = (await t.signIn({ groupId: group.id })).token;
    expect((await rows('country', '', reader)).statusCode).toBe(403);
    expect((await add('country', { name: 'Oz' }, reader)).statusCode).toBe(403);
    expect((await upload('country', 'Name\nOz', true, reader)).statusCode).toBe(403);
    const index = (await t.call('GET', '/api/control-tables', reader))
      .json()
      .items.map((i: { group: string }) => i.group);
    expect(index).not.toContain('admin');
    // dropdowns are names only and serve every signed-in user's forms
    expect((await lookup('country', '', reader)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/lookups/country')).statusCode).toBe(401);

    // a table shown on another screen opens with that screen's right too (lead sources on lead settings)
    const leadGroup = await makeGroup(t.db, { name: `lead-settings-${Date.now()}` });
    await grantMenus(t.db, leadGroup.id, { '/admin/lead-settings': 7 });
    const rep = (await t.signIn({ groupId: leadGroup.id })).token;
    expect((await rows('referral-source', '', rep)).statusCode).toBe(200);
    expect((await add('referral-source', { name: `Open day ${Date.now()}` }, rep)).statusCode).toBe(201);
    expect((await rows('country', '', rep)).statusCode).toBe(403);
    expect(
      (await t.call('GET', '/api/control-tables', rep))
        .json()
        .items.map((i: { key: string }) => i.key)
        .sort(),
    ).toEqual(['faculty-timeslot', 'referral-source', 'task-subject']);

    const all = (await t.call('GET', '/api/control-tables', admin)).json().items;
    expect(all.find((i: { key: string }) => i.key === 'country')).toMatchObject({
      group: 'admin',
      canWrite: true,
      canEdit: true,
    });
  });

  it('keeps the lead settings current semester, refusing an inactive one', async () => {
    const fall = await idOf('semester', 'Fall 2026');
    const saved = await t.call('PUT', '/api/admin/lead-settings/current-semester', admin, {
      body: { semesterId: fall },
    });
    expect(saved.json()).toEqual({ semester: { id: fall, label: 'Fall 2026', active: true } });
    expect((await t.call('GET', '/api/admin/lead-settings/current-semester', admin)).json().semester.id).toBe(fall);
    expect(
      (
        await t.call('PUT', '/api/admin/lead-settings/current-semester', admin, {
          body: { semesterId: await idOf('country', 'Canada') },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe("dropdowns: each table's lookup carries the right of the area that owns it", () => {
  let student: string;
  let parent: string;
  let faculty: string;
  let hr: string;
  beforeAll(async () => {
    student = (await t.signIn({ userType: 'Student' })).token;
    parent = (await t.signIn({ userType: 'Parent' })).token;
    const teachers = await makeGroup(t.db, { name: 'Lookup faculty' });
    await grantMenus(t.db, teachers.id, { '/student/list': 1 });
    faculty = (await t.signIn({ groupId: teachers.id })).token;
    const people = await makeGroup(t.db, { name: 'Lookup HR' });
    await grantMenus(t.db, people.id, { '/employee/list': 15 });
    hr = (await t.signIn({ groupId: people.id })).token;
  });

  it('refuses the salary scale to students and other staff, and gives HR the grades without amounts', async () => {
    expect((await lookup('salary', '', student)).statusCode).toBe(403);
    expect((await lookup('salary', '', parent)).statusCode).toBe(403);
    expect((await lookup('salary', '', faculty)).statusCode).toBe(403);
    for (const token of [hr, admin]) {
      const res = await lookup('salary', '', token);
      expect(res.statusCode, res.body).toBe(200);
      const items = res.json().items as Record<string, unknown>[];
      expect(items.map((i) => i.label)).toContain('Faculty Grade A');
      for (const i of items) {
        expect(i).not.toHaveProperty('amount');
        expect(i).toHaveProperty('salaryType');
      }
      expect(res.body).not.toContain('120000');
    }
    // the HR control tables' screen opens them too
    const keepers = await makeGroup(t.db, { name: 'HR table keepers' });
    await grantMenus(t.db, keepers.id, { '/admin/control-table/hr': 1 });
    expect((await lookup('salary', '', (await t.signIn({ groupId: keepers.id })).token)).statusCode).toBe(200);
  });

  it("still gives students and parents the dropdowns of their own record's forms, and nothing of the back office", async () => {
    const canada = await idOf('country', 'Canada');
    for (const token of [student, parent]) {
      expect((await lookup('country', '', token)).json().items.map((i: { label: string }) => i.label)).toContain(
        'Canada',
      );
      expect(
        (await lookup('state', `?country=${canada}`, token)).json().items.map((i: { label: string }) => i.label),
      ).toContain('Ontario');
      expect(
        (await lookup('referral-source', '', token)).json().items.map((i: { label: string }) => i.label),
      ).toContain('College Fair');
      for (const table of ['course', 'student-status', 'fee-head', 'email-template'])
        expect((await lookup(table, '', token)).statusCode, table).toBe(403);
      expect((await t.call('GET', '/api/lookups/semester/current-next', token)).statusCode).toBe(403);
    }
  });

  it("gives any back-office user the school's common dropdowns", async () => {
    for (const table of ['course', 'student-status', 'semester', 'campus'])
      expect((await lookup(table, '', faculty)).statusCode, table).toBe(200);
    expect((await t.call('GET', '/api/lookups/semester/current-next', faculty)).statusCode).toBe(200);
    // a signed-in account with no rights at all uses no back-office form
    const bare = (await t.signIn()).token;
    expect((await lookup('course', '', bare)).statusCode).toBe(403);
    expect((await lookup('country', '', bare)).statusCode).toBe(200);
  });
});
