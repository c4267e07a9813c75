import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ACADEMIC_RECORD_ENTITY,
  ACADEMIC_RECORD_MESSAGES,
  MED6_LOA_DATE_ENTITY,
  MESSAGES,
  ROLE,
} from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantComponents, grantMenus, makeGroup, makeStudent } from '../../../factories/index.js';
import { auditLog } from '../../../platform/db/tables.js';

/** The Academic Records tab through the API: four forms of entries, their credit-weighted GPA, the Med6 LOA date. */
let t: TestApp;
let registrar: string;
let reader: string;
const url = (studentId: number, rest = '') => `/api/students/${studentId}/academic-records${rest}`;
const entry = (form: number, title: string, term: string, credits: number, grade: string, gradePoints?: string) => ({
  form,
  title,
  term,
  credits,
  grade,
  gradePoints,
});

beforeAll(async () => {
  t = await testApp();
  registrar = (await t.signIn({ roleId: ROLE.superAdmin })).token;
  const g = await makeGroup(t.db);
  await grantMenus(t.db, g.id, { '/student/list': 1 }, { parts: false });
  await grantComponents(t.db, g.id, { 'studentProfile.academics': 1 });
  reader = (await t.signIn({ groupId: g.id })).token;
});
afterAll(async () => {
  await t?.close();
});

describe('academic records', () => {
  it('are added to their form, listed, weighed into the GPA, corrected and removed, each audited', async () => {
    const s = await makeStudent(t.db);
    const add = (body: unknown) => t.call('POST', url(s.id), registrar, { body });
    const bio = await add(entry(1, 'General Biology', 'Fall 2021', 4, 'A', '4.00'));
    expect(bio.statusCode, bio.body).toBe(201);
    expect(bio.json()).toMatchObject({ form: 1, credits: 4, grade: 'A', gradePoints: '4.00' });
    expect((await add(entry(1, 'General Chemistry', 'Fall 2021', 3, 'B', '3.00'))).statusCode).toBe(201);
    expect((await add(entry(1, 'Seminar', 'Fall 2021', 1, 'P'))).statusCode).toBe(201);
    expect((await add(entry(2, 'Gross Anatomy', 'Spring 2023', 8, 'B+', '3.3'))).statusCode).toBe(201);
    expect((await add(entry(4, 'Internal Medicine', 'Summer 2024', 12, 'A-', '3.7'))).statusCode).toBe(201);

    const premed = (await t.call('GET', url(s.id, '/forms/1'), reader)).json();
    expect(premed.items.map((e: { title: string }) => e.title).sort()).toEqual([
      'General Biology',
      'General Chemistry',
      'Seminar',
    ]);
    expect((await t.call('GET', url(s.id, '/forms/4'), reader)).json().total).toBe(1);
    expect((await t.call('GET', url(s.id, `/${bio.json().id}`), reader)).json().title).toBe('General Biology');

    const gpa = (await t.call('GET', url(s.id, '/gpa'), reader)).json().items;
    // (4*4 + 3*3) / 7 = 3.571.. ; the pass counts for credits, not the GPA
    expect(gpa[0]).toMatchObject({ form: 1, credits: 8, gpaCredits: 7, gpa: '3.57' });
    expect(gpa[2]).toMatchObject({ form: 3, credits: 0, gpa: null });
    // (16 + 9 + 8*3.3 + 12*3.7) / 27 = 3.551..
    expect(gpa[4]).toMatchObject({ form: null, label: 'Overall', credits: 28, gpaCredits: 27, gpa: '3.55' });

    const fixed = await t.call('PUT', url(s.id, `/${bio.json().id}`), registrar, {
      body: entry(1, 'General Biology', 'Fall 2021', 4, 'B', '3.00'),
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await t.call('GET', url(s.id, '/gpa'), reader)).json().items[0].gpa).toBe('3.00');
    expect((await t.call('DELETE', url(s.id, `/${bio.json().id}`), registrar)).statusCode).toBe(200);
    expect((await t.call('GET', url(s.id, '/forms/1'), reader)).json().total).toBe(2);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, ACADEMIC_RECORD_ENTITY), eq(auditLog.entityId, String(bio.json().id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses bad input naming the field (400) and a duplicate in a term (422)', async () => {
    const s = await makeStudent(t.db);
    const add = (body: unknown) => t.call('POST', url(s.id), registrar, { body });
    const pattern = await add(entry(1, 'Physics', 'Fall 2020', 4, 'A', '3.999'));
    expect(pattern.statusCode).toBe(400);
    expect(pattern.json().error.fields).toEqual({ gradePoints: MESSAGES.gpa });
    expect((await add(entry(1, 'Physics', 'Fall 2020', 4, 'A', '4.50'))).json().error.fields).toEqual({
      gradePoints: ACADEMIC_RECORD_MESSAGES.points,
    });
    expect((await add(entry(5, 'Physics', 'Fall 2020', 4, 'A'))).json().error.fields).toEqual({
      form: ACADEMIC_RECORD_MESSAGES.form,
    });
    expect((await add(entry(1, 'Physics', 'Fall 2020', 0.3, 'A'))).json().error.fields).toEqual({
      credits: ACADEMIC_RECORD_MESSAGES.credits,
    });
    expect((await add(entry(1, 'Physics', 'Fall 2020', 4, 'Z'))).json().error.fields).toEqual({
      grade: ACADEMIC_RECORD_MESSAGES.grade,
    });
    expect(
      (await add({ ...entry(1, 'Physics', 'Fall 2020', 4, 'A'), completedOn: '2999-01-01' })).json().error.fields,
    ).toEqual({ completedOn: ACADEMIC_RECORD_MESSAGES.future });

    expect((await add(entry(1, 'Physics', 'Fall 2020', 4, 'A', '4'))).statusCode).toBe(201);
    const twice = await add(entry(1, 'physics', 'fall 2020', 3, 'B', '3'));
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error.fields).toEqual({ title: ACADEMIC_RECORD_MESSAGES.duplicate });
    // another term, or another form, is another entry
    expect((await add(entry(1, 'Physics', 'Spring 2021', 4, 'A', '4'))).statusCode).toBe(201);
    expect((await add(entry(2, 'Physics', 'Fall 2020', 4, 'A', '4'))).statusCode).toBe(201);
    expect((await t.call('GET', url(s.id, '/forms/1'), registrar)).json().total).toBe(2);
    expect((await t.call('GET', url(s.id, '/forms/2'), registrar)).json().total).toBe(1);
  });

  it('offers the names of the control tables for each form', async () => {
    const s = await makeStudent(t.db);
    const names = async (form: number) =>
      (await t.call('GET', url(s.id, `/choices?form=${form}`), reader))
        .json()
        .items.map((c: { name: string }) => c.name);
    expect(await names(1)).toEqual(['General Biology', 'General Chemistry']);
    expect(await names(2)).toContain('Gross Anatomy');
    expect(await names(2)).not.toContain('General Biology');
    expect(await names(3)).toContain('Clinical Medicine');
    expect((await t.call('GET', url(s.id, '/choices?form=9'), reader)).statusCode).toBe(400);
  });

  it('keeps one Med6 LOA date a student, audited', async () => {
    const s = await makeStudent(t.db);
    expect((await t.call('GET', url(s.id, '/med6-loa-date'), reader)).json()).toMatchObject({ loaDate: null });
    const set = await t.call('PUT', url(s.id, '/med6-loa-date'), registrar, {
      body: { loaDate: '2026-01-12', note: 'Leave for the Step 1 preparation' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ loaDate: '2026-01-12', note: 'Leave for the Step 1 preparation' });
    await t.call('PUT', url(s.id, '/med6-loa-date'), registrar, { body: { loaDate: '2026-02-02' } });
    expect((await t.call('GET', url(s.id, '/med6-loa-date'), reader)).json()).toMatchObject({
      loaDate: '2026-02-02',
      note: null,
    });
    const far = await t.call('PUT', url(s.id, '/med6-loa-date'), registrar, { body: { loaDate: '2999-01-01' } });
    expect(far.statusCode).toBe(400);
    expect(far.json().error.fields).toEqual({ loaDate: ACADEMIC_RECORD_MESSAGES.med6Future });
    expect(
      (await t.call('PUT', url(s.id, '/med6-loa-date'), reader, { body: { loaDate: '2026-01-01' } })).statusCode,
    ).toBe(403);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, MED6_LOA_DATE_ENTITY), eq(auditLog.entityId, String(s.id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'update']);
  });

  it("another student's entry is not found; a reader writes none", async () => {
    const s = await makeStudent(t.db);
    const other = await makeStudent(t.db);
    const theirs = (
      await t.call('POST', url(other.id), registrar, { body: entry(3, 'Clinical Medicine', 'Fall 2024', 6, 'A', '4') })
    ).json();
    expect((await t.call('GET', url(s.id, `/${theirs.id}`), registrar)).statusCode).toBe(404);
    expect((await t.call('DELETE', url(s.id, `/${theirs.id}`), registrar)).statusCode).toBe(404);
    expect(
      (await t.call('POST', url(s.id), reader, { body: entry(3, 'Clinical Medicine', 'Fall 2024', 6, 'A', '4') }))
        .statusCode,
    ).toBe(403);
  });
});
