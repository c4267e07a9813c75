import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LEAVE_ENTITY, LEAVE_MESSAGES, ROLE } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantComponents, grantMenus, makeGroup, makeStudent, refIdOf } from '../../../factories/index.js';
import { auditLog } from '../../../platform/db/tables.js';

/** The Leave tab through the API: the registrar records, corrects and removes leaves; overlaps are refused. */
let t: TestApp;
let registrar: string;
let reader: string;
let outsider: string;
let medical: number;
const url = (studentId: number, rest = '') => `/api/students/${studentId}/leaves${rest}`;
const leave = (more: Record<string, unknown> = {}) => ({
  reasonId: medical,
  startDate: '2026-01-05',
  endDate: '2026-02-27',
  returnDate: '2026-03-02',
  notes: 'Surgery and recovery',
  ...more,
});

beforeAll(async () => {
  t = await testApp();
  registrar = (await t.signIn({ roleId: ROLE.superAdmin })).token;
  const staffGroup = async (mode: number) => {
    const g = await makeGroup(t.db);
    await grantMenus(t.db, g.id, { '/student/list': 1 });
    await grantComponents(t.db, g.id, { 'studentProfile.requests': mode });
    return (await t.signIn({ groupId: g.id })).token;
  };
  reader = await staffGroup(1);
  outsider = await staffGroup(0);
  medical = await refIdOf(t.db, 'loa-reason', 'Medical');
});
afterAll(async () => {
  await t?.close();
});

describe('leaves', () => {
  it('are recorded, listed (latest first, with their days), corrected and removed, each audited', async () => {
    const s = await makeStudent(t.db);
    const added = await t.call('POST', url(s.id), registrar, { body: leave() });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      studentId: s.id,
      reasonName: 'Medical',
      startDate: '2026-01-05',
      endDate: '2026-02-27',
      returnDate: '2026-03-02',
      days: 54,
      notes: 'Surgery and recovery',
      updatedByName: expect.any(String),
    });
    const later = await t.call('POST', url(s.id), registrar, {
      body: { reasonId: medical, startDate: '2026-09-01' },
    });
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json()).toMatchObject({ endDate: null, days: null });
    const list = (await t.call('GET', url(s.id), registrar)).json();
    expect(list.items.map((l: { startDate: string }) => l.startDate)).toEqual(['2026-09-01', '2026-01-05']);

    const id = added.json().id as number;
    expect((await t.call('GET', url(s.id, `/${id}`), registrar)).json()).toMatchObject({ id, days: 54 });
    const fixed = await t.call('PUT', url(s.id, `/${id}`), registrar, { body: leave({ endDate: '2026-01-31' }) });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ endDate: '2026-01-31', days: 27 });
    expect((await t.call('DELETE', url(s.id, `/${id}`), registrar)).statusCode).toBe(200);
    expect((await t.call('GET', url(s.id), registrar)).json().total).toBe(1);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, LEAVE_ENTITY), eq(auditLog.entityId, String(id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses an overlap (422 on startDate), bad input on its fields, and writes nothing', async () => {
    const s = await makeStudent(t.db);
    expect((await t.call('POST', url(s.id), registrar, { body: leave() })).statusCode).toBe(201);
    const overlap = await t.call('POST', url(s.id), registrar, {
      body: leave({ startDate: '2026-02-27', endDate: '2026-03-10', returnDate: null }),
    });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().error.fields).toEqual({ startDate: LEAVE_MESSAGES.overlap });
    // an open leave after the first one overlaps every later leave
    expect(
      (await t.call('POST', url(s.id), registrar, { body: { reasonId: medical, startDate: '2026-06-01' } })).statusCode,
    ).toBe(201);
    expect(
      (
        await t.call('POST', url(s.id), registrar, {
          body: { reasonId: medical, startDate: '2027-01-01', endDate: '2027-01-10' },
        })
      ).statusCode,
    ).toBe(422);
    const bad = await t.call('POST', url(s.id), registrar, {
      body: leave({ endDate: '2025-12-01', returnDate: null, startDate: '2025-12-10' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ endDate: LEAVE_MESSAGES.endBeforeStart });
    const notAReason = await t.call('POST', url(s.id), registrar, {
      body: leave({ reasonId: await refIdOf(t.db, 'country'), startDate: '2025-01-01', endDate: '2025-01-02' }),
    });
    expect(notAReason.statusCode).toBe(400);
    expect(notAReason.json().error.fields).toEqual({ reasonId: LEAVE_MESSAGES.reason });
    expect((await t.call('GET', url(s.id), registrar)).json().total).toBe(2);
  });

  it("another student's leave is not found; staff need the requests rights; anonymous is refused", async () => {
    const s = await makeStudent(t.db);
    const other = await makeStudent(t.db);
    const theirs = (await t.call('POST', url(other.id), registrar, { body: leave() })).json();
    expect((await t.call('GET', url(s.id, `/${theirs.id}`), registrar)).statusCode).toBe(404);
    expect((await t.call('PUT', url(s.id, `/${theirs.id}`), registrar, { body: leave() })).statusCode).toBe(404);
    expect((await t.call('DELETE', url(s.id, `/${theirs.id}`), registrar)).statusCode).toBe(404);
    expect((await t.call('GET', url(other.id), reader)).statusCode).toBe(200);
    expect((await t.call('POST', url(other.id), reader, { body: leave() })).statusCode).toBe(403);
    expect((await t.call('GET', url(other.id), outsider)).statusCode).toBe(403);
    expect((await t.call('GET', url(other.id), null as never)).statusCode).toBe(401);
    const { token } = await t.signIn({ userType: 'Student', studentId: s.id });
    expect((await t.call('POST', url(s.id), token, { body: leave() })).statusCode).toBe(403);
    expect((await t.call('GET', url(other.id), token)).statusCode).toBe(404);
    const choices = (await t.call('GET', '/api/requests/leave-reasons', reader)).json();
    expect(choices.items).toContainEqual({ id: medical, name: 'Medical' });
  });
});
