import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEGREE_ENTITY, DEGREE_MESSAGES, ROLE } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantComponents, grantMenus, makeGroup, makeStudent, refIdOf } from '../../../factories/index.js';
import { auditLog } from '../../../platform/db/tables.js';

/** The Degree tab through the API: the registrar adds, corrects and removes; an alumna reads her own. */
let t: TestApp;
let registrar: string;
let lister: string;
let reader: string;
let outsider: string;
let bs: number;
let phd: number;
const url = (studentId: number, rest = '') => `/api/students/${studentId}/degrees${rest}`;
const bachelor = (more: Record<string, unknown> = {}) => ({
  degreeId: bs,
  institution: 'State University',
  major: 'Biology',
  awardedOn: '2019-05-20',
  ...more,
});

beforeAll(async () => {
  t = await testApp();
  registrar = (await t.signIn({ roleId: ROLE.superAdmin })).token;
  const group = await makeGroup(t.db);
  await grantMenus(t.db, group.id, { '/student/list': 1 });
  lister = (await t.signIn({ groupId: group.id })).token;
  const staffGroup = async (mode: number) => {
    const g = await makeGroup(t.db);
    await grantMenus(t.db, g.id, { '/student/list': 1 });
    await grantComponents(t.db, g.id, { 'studentProfile.academics': mode });
    return (await t.signIn({ groupId: g.id })).token;
  };
  reader = await staffGroup(1);
  outsider = await staffGroup(0);
  bs = await refIdOf(t.db, 'degree', 'Bachelor of Science');
  phd = await refIdOf(t.db, 'degree', 'Doctor of Philosophy');
});
afterAll(async () => {
  await t?.close();
});

describe('degrees', () => {
  it('are added, listed (in progress first, then the latest), corrected and removed, each audited', async () => {
    const s = await makeStudent(t.db);
    const added = await t.call('POST', url(s.id), registrar, { body: bachelor() });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      studentId: s.id,
      degreeId: bs,
      degreeName: 'Bachelor of Science',
      abbreviation: 'BS',
      level: 'Bachelors',
      institution: 'State University',
      major: 'Biology',
      awardedOn: '2019-05-20',
      updatedByName: expect.any(String),
    });
    const inProgress = await t.call('POST', url(s.id), registrar, {
      body: { degreeId: phd, institution: 'Graduate School' },
    });
    expect(inProgress.statusCode, inProgress.body).toBe(201);
    const list = (await t.call('GET', url(s.id), registrar)).json();
    expect(list.total).toBe(2);
    expect(list.items.map((d: { degreeName: string }) => d.degreeName)).toEqual([
      'Doctor of Philosophy',
      'Bachelor of Science',
    ]);

    const id = added.json().id as number;
    const fixed = await t.call('PUT', url(s.id, `/${id}`), registrar, {
      body: bachelor({ honors: 'Magna cum laude', major: null }),
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ honors: 'Magna cum laude', major: null });
    expect((await t.call('DELETE', url(s.id, `/${id}`), registrar)).statusCode).toBe(200);
    expect((await t.call('GET', url(s.id), registrar)).json().total).toBe(1);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, DEGREE_ENTITY), eq(auditLog.entityId, String(id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);

    const choices = (await t.call('GET', '/api/academics/degree-choices', lister)).json();
    expect(choices.items).toContainEqual({
      id: bs,
      name: 'Bachelor of Science',
      abbreviation: 'BS',
      level: 'Bachelors',
    });
  });

  it("refuses bad input on its fields and writes nothing; another student's degree is not found", async () => {
    const s = await makeStudent(t.db);
    const other = await makeStudent(t.db);
    const future = await t.call('POST', url(s.id), registrar, {
      body: bachelor({ awardedOn: '2999-01-01', institution: '' }),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toMatchObject({
      awardedOn: DEGREE_MESSAGES.awardedInFuture,
      institution: expect.any(String),
    });
    const notADegree = await t.call('POST', url(s.id), registrar, {
      body: bachelor({ degreeId: await refIdOf(t.db, 'country') }),
    });
    expect(notADegree.statusCode).toBe(400);
    expect(notADegree.json().error.fields).toEqual({ degreeId: DEGREE_MESSAGES.degree });
    expect((await t.call('GET', url(s.id), registrar)).json().total).toBe(0);

    const theirs = (await t.call('POST', url(other.id), registrar, { body: bachelor() })).json();
    expect((await t.call('PUT', url(s.id, `/${theirs.id}`), registrar, { body: bachelor() })).statusCode).toBe(404);
    expect((await t.call('DELETE', url(s.id, `/${theirs.id}`), registrar)).statusCode).toBe(404);
    expect((await t.call('GET', url(other.id), registrar)).json().total).toBe(1);
  });

  it('an alumna reads her own degrees and cannot change them; staff need the academics rights', async () => {
    const s = await makeStudent(t.db, { status: 'Alumni' });
    await t.call('POST', url(s.id), registrar, { body: bachelor() });
    const { token } = await t.signIn({ userType: 'Student', studentId: s.id });
    const own = await t.call('GET', url(s.id), token);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().items).toHaveLength(1);
    expect((await t.call('POST', url(s.id), token, { body: bachelor() })).statusCode).toBe(403);
    const stranger = await makeStudent(t.db, { status: 'Alumni' });
    expect((await t.call('GET', url(stranger.id), token)).statusCode).toBe(404);
    expect((await t.call('GET', url(s.id), reader)).statusCode).toBe(200);
    expect((await t.call('POST', url(s.id), reader, { body: bachelor() })).statusCode).toBe(403);
    expect((await t.call('GET', url(s.id), outsider)).statusCode).toBe(403);
    expect((await t.call('GET', url(s.id), null as never)).statusCode).toBe(401);
  });
});
