import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { linkIn, nextIp, testApp, type TestApp } from '../../../../test/harness.js';
import { makeGroup, makeStudent, makeUser, refIdOf, grantMenus } from '../../../factories/index.js';
import { auditLog, recordAccessLog } from '../../../platform/db/tables.js';
import { linkParent } from './students.repo.js';
import { multipart, tinyPng } from '../../../../test/multipart.js';

let t: TestApp;
let registrar: string;
beforeAll(async () => {
  t = await testApp({ smtp: true });
  const group = await makeGroup(t.db, { name: 'Student Office' });
  await grantMenus(t.db, group.id, { '/student/list': 15 });
  registrar = (await t.signIn({ username: 'office', groupId: group.id })).token;
});
afterAll(async () => {
  await t?.close();
});

const PNG = tinyPng();

async function addForm(over: Record<string, string> = {}) {
  const fields: Record<string, string> = {
    firstName: 'Maria',
    lastName: 'Lopez',
    dateOfBirth: '1998-03-04',
    email: `maria.${Date.now()}@example.com`,
    phone: '3055550199',
    address1: '12 Palm Street',
    city: 'Oranjestad',
    zip: '10001',
    countryId: String(await refIdOf(t.db, 'country')),
    statusId: String(await refIdOf(t.db, 'student-status', 'Accepted')),
    studentTypeId: String(await refIdOf(t.db, 'student-type', 'Regular')),
    courseId: String(await refIdOf(t.db, 'course', 'Doctor of Medicine (MD)')),
    campusId: String(await refIdOf(t.db, 'campus')),
    startSemesterId: String(await refIdOf(t.db, 'semester')),
    immigrationRequired: 'true',
    ...over,
  };
  return fields;
}
const post = (
  fields: Record<string, string>,
  files: { field: string; filename: string; bytes: Buffer }[] = [],
  token = registrar,
) => {
  const mp = multipart(
    fields,
    files.map((f) => ({ ...f, type: 'image/png' })),
  );
  return t.call('POST', '/api/students', token, { body: mp.body, headers: mp.headers });
};

describe('adding a student', () => {
  it('adds a student with a photo, audited, and the list finds them', async () => {
    const res = await post(await addForm(), [{ field: 'photo', filename: 'me.png', bytes: PNG }]);
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json();
    expect(s.id).toBeGreaterThanOrEqual(100001);
    expect(s.labels.statusId).toBe('Accepted');
    const photo = await t.call('GET', `/api/students/${s.id}/photo`, registrar);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'student'), eq(auditLog.entityId, String(s.id))));
    expect(row.action).toBe('create');
    const list = await t.call('GET', `/api/students?q=maria lopez`, registrar);
    expect(list.json().items.map((i: { id: number }) => i.id)).toContain(s.id);
  });

  it('answers 400 with field errors for a student under 18, a bad phone or zip, and writes nothing', async () => {
    const young = `${new Date().getUTCFullYear() - 16}-01-01`;
    const res = await post(await addForm({ dateOfBirth: young, phone: 'abc', zip: '!!', firstName: 'Maria ' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      dateOfBirth: 'The student must be at least 18 years old',
      phone: 'Please enter a valid phone number',
      zip: 'Please enter a valid zip code',
      firstName: 'Remove leading or trailing spaces',
    });
  });

  it('refuses a dropdown value from the wrong table and a duplicate email', async () => {
    const wrong = await post(await addForm({ statusId: String(await refIdOf(t.db, 'country')) }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.statusId).toBeDefined();
    const form = await addForm();
    expect((await post(form)).statusCode).toBe(201);
    const again = await post({ ...form, email: form.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a photo that is not a picture', async () => {
    const res = await post(await addForm(), [
      { field: 'photo', filename: 'me.png', bytes: Buffer.from('<script>alert(1)</script>') },
    ]);
    expect(res.statusCode).toBe(400);
  });
});

describe('the list', () => {
  it('filters, sorts and pages', async () => {
    const campus = await refIdOf(t.db, 'campus');
    const blocked = await makeStudent(t.db, {
      status: 'Financially Blocked',
      lastName: 'Zzblocked',
      campusId: campus,
      cohort: '2026-Spring',
    });
    const res = await t.call(
      'GET',
      `/api/students?statusId=${blocked.statusId}&cohort=2026-Spring&sort=name&pageSize=25`,
      registrar,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((i: { id: number }) => i.id)).toEqual([blocked.id]);
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({ statusName: 'Financially Blocked', cohort: '2026-Spring' });
    expect((await t.call('GET', '/api/students?sort=password', registrar)).statusCode).toBe(400);
    expect((await t.call('GET', '/api/students?pageSize=7', registrar)).statusCode).toBe(400);
  });
  it('is closed to staff without the Student menu and to students', async () => {
    const { token } = await t.signIn({ username: 'outsider' });
    expect((await t.call('GET', '/api/students', token)).statusCode).toBe(403);
    const s = await makeStudent(t.db);
    const me = await t.signIn({ username: 'selfie', userType: 'Student', studentId: s.id });
    expect((await t.call('GET', '/api/students', me.token)).statusCode).toBe(403);
  });
});

describe('the record and its viewers', () => {
  it('a student reaches only their own record; another id is 404; reads are recorded', async () => {
    const mine = await makeStudent(t.db);
    const other = await makeStudent(t.db);
    const { user, token } = await t.signIn({ username: 'ownstudent', userType: 'Student', studentId: mine.id });
    const header = await t.call('GET', `/api/students/${mine.id}/header`, token);
    expect(header.statusCode).toBe(200);
    expect(header.json()).toMatchObject({ viewer: 'student', tabSet: 'student' });
    expect(header.json().tabs).toContain('personal');
    expect(header.json().tabs).not.toContain('profile');
    expect((await t.call('GET', `/api/students/${mine.id}`, token)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/students/${other.id}`, token)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/students/${other.id}/header`, token)).statusCode).toBe(404);
    // the profile tab is staff only: the student may not change their status
    const put = await t.call('PUT', `/api/students/${mine.id}/profile`, token, { body: {} });
    expect(put.statusCode).toBe(403);
    const reads = await t.db
      .select()
      .from(recordAccessLog)
      .where(and(eq(recordAccessLog.actorId, user.id), eq(recordAccessLog.entityId, String(mine.id))));
    expect(reads.map((r) => r.entity).sort()).toEqual(['student', 'student.personal']);
  });

  it('a parent reaches each linked child and switches between them; an unlinked student is 404', async () => {
    const a = await makeStudent(t.db);
    const b = await makeStudent(t.db);
    const stranger = await makeStudent(t.db);
    const parent = await makeUser(t.db, { username: 'aparent', userType: 'Parent', studentId: a.id });
    await linkParent(t.db, parent.id, a.id, 'Mother');
    await linkParent(t.db, parent.id, b.id, 'Mother');
    const token = await t.login('aparent');
    const mine = await t.call('GET', '/api/students/mine', token);
    expect(
      mine
        .json()
        .items.map((s: { id: number }) => s.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    expect((await t.call('GET', `/api/students/${b.id}/header`, token)).json().viewer).toBe('parent');
    expect((await t.call('GET', `/api/students/${stranger.id}`, token)).statusCode).toBe(404);
    expect(
      (await t.call('POST', '/api/students/mine/current', token, { body: { studentId: stranger.id } })).statusCode,
    ).toBe(404);
    expect((await t.call('POST', '/api/students/mine/current', token, { body: { studentId: b.id } })).statusCode).toBe(
      200,
    );
    const me = await t.call('GET', '/api/auth/me', token);
    expect(me.json().user.studentId).toBe(b.id);
  });

  it('a Financially Blocked student sees only the financial-block tabs, and the personal API is refused', async () => {
    const s = await makeStudent(t.db, { status: 'Financially Blocked' });
    const { token } = await t.signIn({ username: 'blocked', userType: 'Student', studentId: s.id });
    const header = (await t.call('GET', `/api/students/${s.id}/header`, token)).json();
    expect(header.tabSet).toBe('financialBlock');
    expect(header.tabs).not.toContain('personal');
    expect((await t.call('GET', `/api/students/${s.id}`, token)).statusCode).toBe(403);
    // staff still see the whole record
    expect((await t.call('GET', `/api/students/${s.id}`, registrar)).statusCode).toBe(200);
  });

  it('staff view as the student: the student tabs, read only, recorded', async () => {
    const s = await makeStudent(t.db);
    const res = await t.call('GET', `/api/students/${s.id}/header`, registrar, { headers: { 'x-view-as': 'student' } });
    expect(res.json()).toMatchObject({ viewer: 'staff', tabSet: 'student', canEdit: false });
    const write = await t.call('PUT', `/api/students/${s.id}/address`, registrar, {
      headers: { 'x-view-as': 'student' },
      body: {},
    });
    expect(write.statusCode).toBe(403);
    const [read] = await t.db
      .select()
      .from(recordAccessLog)
      .where(eq(recordAccessLog.entity, 'student.viewAs'))
      .orderBy(desc(recordAccessLog.id));
    expect(read.entityId).toBe(String(s.id));
  });

  it('saving personal by the student clears a request to update it; the change is audited before/after', async () => {
    const s = await makeStudent(t.db, { forcePersonalInfoUpdate: true });
    const { token } = await t.signIn({ username: 'asked', userType: 'Student', studentId: s.id });
    expect((await t.call('GET', `/api/students/${s.id}/header`, token)).json().tabSet).toBe('notify');
    // the legal name is not the student's to change directly (a request to the registrar: selfservice/)
    const direct = await t.call('PUT', `/api/students/${s.id}/personal`, token, {
      body: { firstName: 'Nina', lastName: s.lastName, dateOfBirth: '1999-01-01', email: s.email, phone: '3055550101' },
    });
    expect(direct.statusCode).toBe(403);
    const res = await t.call('PUT', `/api/students/${s.id}/personal/contact`, token, {
      body: { preferredName: 'Nina', phone: '+1 305 555 0101' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.call('GET', `/api/students/${s.id}`, token)).json().forcePersonalInfoUpdate).toBe(false);
    expect((await t.call('GET', `/api/students/${s.id}/header`, token)).json().tabSet).toBe('student');
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'student'), eq(auditLog.entityId, String(s.id)), eq(auditLog.action, 'updatePersonal')),
      );
    expect(row.before).toMatchObject({ preferredName: null, forcePersonalInfoUpdate: true });
    expect(row.after).toMatchObject({ preferredName: 'Nina', forcePersonalInfoUpdate: false });
  });

  it('staff edit the address and profile; a missing student is 404', async () => {
    const s = await makeStudent(t.db);
    const address = { address1: '5 Sea Road', city: 'Miami', countryId: await refIdOf(t.db, 'country'), zip: '33101' };
    const res = await t.call('PUT', `/api/students/${s.id}/address`, registrar, { body: address });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ address1: '5 Sea Road', city: 'Miami' });
    const bad = await t.call('PUT', `/api/students/${s.id}/address`, registrar, { body: { ...address, zip: '' } });
    expect(bad.statusCode).toBe(400);
    expect((await t.call('GET', '/api/students/99999999/header', registrar)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/students/abc/header', registrar)).statusCode).toBe(404);
  });
});

describe('bulk update of the financial status (accounting settings)', () => {
  it('sets the status of the chosen students in one go, audited each; an unknown id changes nothing', async () => {
    const controller = await makeGroup(t.db, { name: 'Controllers' });
    await grantMenus(t.db, controller.id, { '/admin/accounting-settings': 15 });
    const { token } = await t.signIn({ username: 'controller', groupId: controller.id });
    const a = await makeStudent(t.db);
    const b = await makeStudent(t.db);
    const none = await t.call('POST', '/api/students/bulk/financial-status', token, {
      body: { studentIds: [a.id, 99999999], financialStatus: 2 },
    });
    expect(none.statusCode).toBe(400);
    expect((await t.call('GET', `/api/students/${a.id}`, registrar)).json().financialStatus).toBe(1);
    const res = await t.call('POST', '/api/students/bulk/financial-status', token, {
      body: { studentIds: [a.id, b.id], financialStatus: 2 },
    });
    expect(res.json()).toEqual({ updated: 2 });
    expect((await t.call('GET', `/api/students/${b.id}`, registrar)).json().financialStatus).toBe(2);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'updateFinancialStatus'), eq(auditLog.entityId, String(a.id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ before: { financialStatus: 1 }, after: { financialStatus: 2 } });
    expect(
      (
        await t.call('POST', '/api/students/bulk/financial-status', registrar, {
          body: { studentIds: [a.id], financialStatus: 1 },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call('POST', '/api/students/bulk/financial-status', token, {
          body: { studentIds: [], financialStatus: 1 },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('portal accounts', () => {
  it('staff give a student their sign-in: the welcome link sets a password and the student lands on their own record', async () => {
    const s = await makeStudent(t.db, { firstName: 'Priya', email: `priya.${Date.now()}@example.com` });
    const made = await t.call('POST', `/api/students/${s.id}/portal-account`, registrar);
    expect(made.statusCode, made.body).toBe(201);
    expect((await t.call('POST', `/api/students/${s.id}/portal-account`, registrar)).statusCode).toBe(409);
    const [mail] = (await t.deliverMail()).filter((m) => m.subject === 'Your Caduceus account');
    expect(mail).toBeDefined();
    const token = linkIn(mail).searchParams.get('token')!;
    const password = 'Stud3nt_pass!';
    expect(
      (await t.call('POST', '/api/auth/reset-password', null, { body: { token, password, confirmPassword: password } }))
        .statusCode,
    ).toBe(200);
    const login = await t.call('POST', '/api/auth/login', null, {
      body: { username: s.email, password },
      remoteAddress: nextIp(),
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ userType: 'Student', studentId: s.id });
    const accounts = (await t.call('GET', `/api/students/${s.id}/portal-accounts`, registrar)).json();
    expect(accounts.student).toMatchObject({ username: s.email.toLowerCase(), active: true });
  });

  it('links a parent: a new account is made once, an existing parent is linked to a second child', async () => {
    const a = await makeStudent(t.db);
    const b = await makeStudent(t.db);
    const email = `parent.${Date.now()}@example.com`;
    const first = await t.call('POST', `/api/students/${a.id}/parent-accounts`, registrar, {
      body: { firstName: 'Rosa', lastName: 'Diaz', email, relation: 'Mother' },
    });
    expect(first.json()).toEqual({ created: true });
    const second = await t.call('POST', `/api/students/${b.id}/parent-accounts`, registrar, {
      body: { firstName: 'Rosa', lastName: 'Diaz', email, relation: 'Mother' },
    });
    expect(second.json()).toEqual({ created: false });
    const accounts = (await t.call('GET', `/api/students/${b.id}/portal-accounts`, registrar)).json();
    expect(accounts.parents).toEqual([expect.objectContaining({ email, relation: 'Mother' })]);
    // a staff account's email cannot become a parent
    const staff = await makeUser(t.db, { username: `staff${Date.now()}` });
    const clash = await t.call('POST', `/api/students/${a.id}/parent-accounts`, registrar, {
      body: { firstName: 'X', lastName: 'Y', email: staff.email },
    });
    expect(clash.statusCode).toBe(409);
  });
});
