import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { rowsOf } from '../../../platform/db/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ seed: 'demo' });
});
afterAll(async () => {
  await t?.close();
});

describe('the demo school', () => {
  it('has 300 students across every status of the issue, with notes of each type and a billing contact each', async () => {
    const byStatus = rowsOf<{ label: string; n: number }>(
      await t.db.execute(sql`
      select r.label, count(*)::int as n from students s join ref_rows r on r.id = s.status_id group by r.label`),
    );
    const counts = Object.fromEntries(byStatus.map((r) => [r.label, r.n]));
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(300);
    for (const status of [
      'Lead',
      'Accepted',
      'Paid Seat Deposit',
      'Immigration Cleared',
      'Financially Cleared',
      'Student',
      'Financially Blocked',
      'On-LOA',
      'Withdrawn',
      'Administrative Withdrawn',
      'Alumni',
    ]) {
      expect(counts[status], status).toBeGreaterThan(0);
    }
    const notes = rowsOf<{ note_type: number; n: number }>(
      await t.db.execute(
        sql`select note_type, count(*)::int as n from student_notes group by note_type order by note_type`,
      ),
    );
    expect(notes.map((r) => r.note_type)).toEqual([1, 2, 3]);
    const [{ n }] = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(distinct student_id)::int as n from student_contacts where is_billing_contact`,
      ),
    );
    expect(n).toBe(300);
  });

  it('links the demo student to her record and the demo parent to two children', async () => {
    const student = await t.login('student');
    const me = (await t.call('GET', '/api/auth/me', student)).json().user;
    const header = (await t.call('GET', `/api/students/${me.studentId}/header`, student)).json();
    expect(header).toMatchObject({ name: 'Stella Student', viewer: 'student', tabSet: 'student' });
    const parent = await t.login('parent');
    const mine = (await t.call('GET', '/api/students/mine', parent)).json().items;
    expect(mine).toHaveLength(2);
    expect(mine.map((s: { name: string }) => s.name)).toContain('Stella Student');
  });

  it('gives each staff group the parts of the records its work needs, and no more', async () => {
    const [{ stella }] = rowsOf<{ stella: number }>(
      await t.db.execute(sql`select id as stella from students where first_name = 'Stella' and last_name = 'Student'`),
    );
    const [{ lead }] = rowsOf<{ lead: number }>(
      await t.db.execute(
        sql`select min(id) as lead from leads where deleted_at is null and closed_at is null and student_id is null`,
      ),
    );
    const as = async (user: string) => {
      const token = await t.login(user);
      return (method: 'GET' | 'POST' | 'PUT', path: string) =>
        t.call(method, path, token, method === 'GET' ? {} : { body: {} }).then((r) => r.statusCode);
    };
    const s = (part: string) => `/api/students/${stella}/${part}`;
    const passes = (status: number) => status !== 401 && status !== 403;

    // faculty: the program and academics, not the notes, documents, messages or accounting of a student
    const faculty = await as('faculty');
    expect(await faculty('GET', s('profile'))).toBe(200);
    for (const part of [
      'notes',
      'accounting-notes',
      'advising-notes',
      'documents',
      'emails',
      'sms',
      'accounting',
      'contacts',
    ])
      expect(await faculty('GET', s(part)), part).toBe(403);
    const tabs = (await t.call('GET', s('header'), await t.login('faculty'))).json().tabs as string[];
    expect(tabs).toContain('profileView');
    expect(
      tabs.filter((x) =>
        [
          'notes',
          'accountingNotes',
          'med6Notes',
          'document',
          'studentDocument',
          'email',
          'sms',
          'accountingDetails',
          'personal',
        ].includes(x),
      ),
    ).toEqual([]);

    // the registrar keeps the record and writes accounting notes, but only reads accounting details; the dean likewise
    const registrar = await as('registrar');
    for (const part of ['notes', 'accounting-notes', 'documents', 'emails', 'accounting', 'status-changes'])
      expect(await registrar('GET', s(part)), part).toBe(200);
    expect(passes(await registrar('POST', s('accounting-notes')))).toBe(true);
    expect(await registrar('PUT', s('accounting'))).toBe(403);
    const dean = await as('dean');
    expect(await dean('GET', s('accounting'))).toBe(200);
    expect(await dean('PUT', s('accounting'))).toBe(403);
    expect(await dean('POST', s('status-changes'))).toBe(403);

    // the bursar changes accounting details without rights on the rest of the record
    const bursar = await as('bursar');
    expect(passes(await bursar('PUT', s('accounting')))).toBe(true);
    expect(await bursar('GET', s('advising-notes'))).toBe(403);
    expect(await bursar('POST', '/api/students')).toBe(403);

    // admissions: the whole lead record, merging included; the dean reads leads but neither merges nor migrates
    const admissions = await as('admissions');
    for (const part of ['profile', 'notes', 'emails', 'documents', 'status-changes'])
      expect(await admissions('GET', `/api/leads/${lead}/${part}`), part).toBe(200);
    expect(await admissions('GET', '/api/leads/merges')).toBe(200);
    expect(await dean('GET', `/api/leads/${lead}/notes`)).toBe(200);
    expect(await dean('GET', '/api/leads/merges')).toBe(403);
    expect(await dean('POST', `/api/leads/${lead}/migrate`)).toBe(403);
  });
});
