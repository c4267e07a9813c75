import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES, PRIOR_EDUCATION_ENTITY, PRIOR_EDUCATION_MESSAGES, ROLE } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantComponents, grantMenus, makeGroup, makeStudent } from '../../../factories/index.js';
import { auditLog } from '../../../platform/db/tables.js';

/** The Academic Details tab through the API: schools attended as an applicant and those attending, audited. */
let t: TestApp;
let registrar: string;
let reader: string;
const url = (studentId: number, rest = '') => `/api/students/${studentId}/prior-education${rest}`;
const school = (kind: string, institution: string, fromDate: string, more: Record<string, unknown> = {}) => ({
  kind,
  institution,
  fromDate,
  ...more,
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

describe('prior education', () => {
  it('is added by kind, listed, corrected and removed, each audited', async () => {
    const s = await makeStudent(t.db);
    const add = (body: unknown) => t.call('POST', url(s.id), registrar, { body });
    const college = await add(
      school('applicant', 'University of Toronto', '2016-09-01', {
        program: 'B.Sc. Biology',
        toDate: '2020-05-30',
        gpa: '3.62',
      }),
    );
    expect(college.statusCode, college.body).toBe(201);
    expect(college.json()).toMatchObject({ kind: 'applicant', gpa: '3.62', program: 'B.Sc. Biology' });
    expect((await add(school('attending', 'Open University', '2024-01-15'))).statusCode).toBe(201);

    expect((await t.call('GET', url(s.id, '/attending'), reader)).json().total).toBe(1);
    const applicant = (await t.call('GET', url(s.id, '/applicant'), reader)).json();
    expect(applicant.items.map((e: { institution: string }) => e.institution)).toEqual(['University of Toronto']);

    const fixed = await t.call('PUT', url(s.id, `/${college.json().id}`), registrar, {
      body: school('applicant', 'University of Toronto', '2016-09-01', { gpa: '3.7' }),
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ gpa: '3.7', program: null });
    expect((await t.call('DELETE', url(s.id, `/${college.json().id}`), registrar)).statusCode).toBe(200);
    expect((await t.call('GET', url(s.id, '/applicant'), reader)).json().total).toBe(0);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, PRIOR_EDUCATION_ENTITY), eq(auditLog.entityId, String(college.json().id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses bad input naming the field (400) and a duplicate (422), writing nothing', async () => {
    const s = await makeStudent(t.db);
    const add = (body: unknown) => t.call('POST', url(s.id), registrar, { body });
    const bad = await add(school('applicant', 'State College', '2015-09-01', { gpa: '3.456' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ gpa: MESSAGES.gpa });
    const order = await add(school('applicant', 'State College', '2015-09-01', { toDate: '2014-01-01' }));
    expect(order.json().error.fields).toEqual({ toDate: PRIOR_EDUCATION_MESSAGES.order });
    const future = await add(school('attending', 'State College', '2999-01-01'));
    expect(future.json().error.fields).toEqual({ fromDate: PRIOR_EDUCATION_MESSAGES.future });
    const badDate = await add(school('attending', 'State College', '2015-02-30'));
    expect(Object.keys(badDate.json().error.fields)).toEqual(['fromDate']);
    const kind = await add(school('other', 'State College', '2015-09-01'));
    expect(kind.json().error.fields).toEqual({ kind: PRIOR_EDUCATION_MESSAGES.kind });

    expect((await add(school('applicant', 'State College', '2015-09-01'))).statusCode).toBe(201);
    const twice = await add(school('applicant', 'state college', '2015-09-01'));
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error.fields).toEqual({ institution: PRIOR_EDUCATION_MESSAGES.duplicate });
    // the same school as attending is another entry
    expect((await add(school('attending', 'State College', '2015-09-01'))).statusCode).toBe(201);
    expect((await t.call('GET', url(s.id, '/applicant'), registrar)).json().total).toBe(1);
    expect((await t.call('GET', url(s.id, '/attending'), registrar)).json().total).toBe(1);
    expect((await t.call('GET', url(s.id, '/other'), registrar)).statusCode).toBe(400);

    const other = await makeStudent(t.db);
    const theirs = (
      await t.call('POST', url(other.id), registrar, { body: school('applicant', 'X', '2010-01-01') })
    ).json();
    expect(
      (await t.call('PUT', url(s.id, `/${theirs.id}`), registrar, { body: school('applicant', 'Y', '2010-01-01') }))
        .statusCode,
    ).toBe(404);
    expect((await t.call('DELETE', url(s.id, `/${theirs.id}`), registrar)).statusCode).toBe(404);
  });

  it("a reader adds none; the student's side does not see the tab", async () => {
    const s = await makeStudent(t.db);
    await t.call('POST', url(s.id), registrar, { body: school('applicant', 'Alpha College', '2012-09-01') });
    expect((await t.call('GET', url(s.id, '/applicant'), reader)).json().total).toBe(1);
    const body = school('applicant', 'Beta College', '2013-09-01');
    expect((await t.call('POST', url(s.id), reader, { body })).statusCode).toBe(403);
    const { token } = await t.signIn({ userType: 'Student', studentId: s.id });
    expect((await t.call('GET', url(s.id, '/applicant'), token)).statusCode).toBe(403);
    expect((await t.call('POST', url(s.id), token, { body })).statusCode).toBe(403);
  });
});
