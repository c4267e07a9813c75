import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantMenus, makeGroup, makeStudent } from '../../../factories/index.js';
import { recordAccessLog } from '../../../platform/db/tables.js';

let t: TestApp;
let staff: { token: string; id: number };
beforeAll(async () => {
  t = await testApp();
  const g = await makeGroup(t.db, { name: 'Gate Office' });
  await grantMenus(t.db, g.id, { '/student/list': 15 });
  const s = await t.signIn({ groupId: g.id });
  staff = { token: s.token, id: s.user.id };
});
afterAll(async () => {
  await t?.close();
});

const readsOf = (userId: number, studentId: number) =>
  t.db
    .select()
    .from(recordAccessLog)
    .where(and(eq(recordAccessLog.actorId, userId), eq(recordAccessLog.entityId, String(studentId))));

describe('the student gate', () => {
  it('answers 404, not a server error, for a student id beyond any record (and 400 for a second id out of range)', async () => {
    for (const id of ['2147483648', '99999999999', '1e3', 'abc', '-1']) {
      const res = await t.call('GET', `/api/students/${id}/header`, staff.token);
      expect(res.statusCode, `${id}: ${res.body}`).toBe(404);
    }
    const s = await makeStudent(t.db);
    for (const path of [
      'notes/99999999999',
      'documents/99999999999',
      'contacts/99999999999',
      'emails/99999999999',
      'email-templates/99999999999',
      'signed-documents/99999999999/document',
    ]) {
      const res = await t.call('GET', `/api/students/${s.id}/${path}`, staff.token);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(400);
    }
  });

  it('records a HEAD of a student route as a read, as it does a GET', async () => {
    const s = await makeStudent(t.db);
    const head = await t.call('HEAD' as 'GET', `/api/students/${s.id}`, staff.token);
    expect(head.statusCode).toBe(200);
    expect((await readsOf(staff.id, s.id)).map((r) => r.entity)).toEqual(['student.personal']);
  });

  it('refuses a calendar date that does not exist with 400 (not a server error)', async () => {
    const s = await makeStudent(t.db);
    const body = {
      firstName: 'Ana',
      lastName: 'Diaz',
      dateOfBirth: '1990-02-30',
      email: 'ana.diaz@example.com',
      phone: '3055550100',
    };
    const bad = await t.call('PUT', `/api/students/${s.id}/personal`, staff.token, { body });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().error.fields.dateOfBirth).toBe('Use the date format YYYY-MM-DD');
    const expiry = await t.call('PUT', `/api/students/${s.id}/personal`, staff.token, {
      body: { ...body, dateOfBirth: '1990-02-28', passportExpiry: '2031-13-01' },
    });
    expect(expiry.statusCode, expiry.body).toBe(400);
    expect(expiry.json().error.fields).toEqual({ passportExpiry: 'Use the date format YYYY-MM-DD' });
    const ok = await t.call('PUT', `/api/students/${s.id}/personal`, staff.token, {
      body: { ...body, dateOfBirth: '1992-02-29' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().dateOfBirth).toBe('1992-02-29');
  });

  it('writes one access log row per answered read, with the read that answers it, and none for a refused one', async () => {
    const s = await makeStudent(t.db, { currentCourseStatus: 'Basic Science' });
    const header = await t.call('GET', `/api/students/${s.id}/header`, staff.token);
    expect(header.statusCode, header.body).toBe(200);
    const personal = await t.call('GET', `/api/students/${s.id}`, staff.token);
    expect(personal.statusCode, personal.body).toBe(200);
    expect(personal.json()).toMatchObject({ id: s.id, firstName: s.firstName, email: s.email });
    // the snapshot tab shows only for a student in Clinical Medicine: refused after the header is read
    const hidden = await t.call('GET', `/api/students/${s.id}/snapshot`, staff.token);
    expect(hidden.statusCode, hidden.body).toBe(403);
    const rows = await readsOf(staff.id, s.id);
    expect(rows.map((r) => r.entity).sort()).toEqual(['student', 'student.personal']);
    expect(rows.every((r) => r.requestId && r.ip)).toBe(true);
    const missing = await t.call('GET', `/api/students/${s.id + 100000}`, staff.token);
    expect(missing.statusCode).toBe(404);
    expect(await readsOf(staff.id, s.id + 100000)).toEqual([]);
    // a change shows at once in the next read of the record
    const body = { ...personal.json(), firstName: 'Renamed' };
    const fields = ['firstName', 'lastName', 'email', 'phone', 'dateOfBirth'] as const;
    const put = await t.call('PUT', `/api/students/${s.id}/personal`, staff.token, {
      body: Object.fromEntries(fields.map((k) => [k, body[k]])),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().firstName).toBe('Renamed');
    expect((await t.call('GET', `/api/students/${s.id}`, staff.token)).json().firstName).toBe('Renamed');
  });
});
