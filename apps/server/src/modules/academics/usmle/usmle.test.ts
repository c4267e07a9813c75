import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLE, USMLE_ENTITY, USMLE_MESSAGES } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantComponents, grantMenus, makeGroup, makeStudent } from '../../../factories/index.js';
import { auditLog } from '../../../platform/db/tables.js';

/** The USMLE tab through the API: attempts numbered by step under the examination's rules; the student reads hers. */
let t: TestApp;
let registrar: string;
let reader: string;
const url = (studentId: number, rest = '') => `/api/students/${studentId}/usmle-tests${rest}`;
const attempt = (step: string, testDate: string, result: string, score?: number) => ({ step, testDate, result, score });

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

describe('USMLE attempts', () => {
  it('are numbered within their step, counted, corrected and removed, each audited', async () => {
    const s = await makeStudent(t.db);
    const add = (body: unknown) => t.call('POST', url(s.id), registrar, { body });
    const first = await add(attempt('Step 1', '2024-06-10', 'Fail'));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ step: 'Step 1', attempt: 1, result: 'Fail', score: null });
    expect((await add(attempt('Step 2 CK', '2024-08-01', 'Pass', 241))).statusCode).toBe(201);
    const second = (await add(attempt('Step 1', '2024-12-02', 'Pass'))).json();
    expect(second).toMatchObject({ attempt: 2, result: 'Pass' });

    const list = (await t.call('GET', url(s.id), reader)).json();
    expect(list.items.map((a: { step: string; attempt: number }) => `${a.step} #${a.attempt}`)).toEqual([
      'Step 1 #2',
      'Step 2 CK #1',
      'Step 1 #1',
    ]);
    expect((await t.call('GET', url(s.id, '/attempts?step=Step%201'), reader)).json()).toEqual({
      step: 'Step 1',
      attempts: 2,
      passed: true,
      left: 0,
    });
    expect((await t.call('GET', url(s.id, '/attempts?step=Step%203'), reader)).json()).toMatchObject({ left: 4 });

    const fixed = await t.call('PUT', url(s.id, `/${first.json().id}`), registrar, {
      body: attempt('Step 1', '2024-06-11', 'Fail'),
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ testDate: '2024-06-11', attempt: 1 });
    expect((await t.call('DELETE', url(s.id, `/${second.id}`), registrar)).statusCode).toBe(200);
    expect((await t.call('GET', url(s.id), reader)).json().total).toBe(2);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, USMLE_ENTITY), eq(auditLog.entityId, String(first.json().id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'update']);
  });

  it("refuses what the examination's rules refuse (422) and bad input (400), writing nothing", async () => {
    const s = await makeStudent(t.db);
    const add = (body: unknown) => t.call('POST', url(s.id), registrar, { body });
    for (const d of ['2023-01-10', '2023-04-10', '2023-07-10'])
      expect((await add(attempt('Step 1', d, 'Fail'))).statusCode).toBe(201);
    const sameDay = await add(attempt('Step 1', '2023-07-10', 'Pass'));
    expect(sameDay.statusCode).toBe(422);
    expect(sameDay.json().error.fields).toEqual({ testDate: USMLE_MESSAGES.sameDay });
    expect((await add(attempt('Step 1', '2023-10-10', 'Fail'))).statusCode).toBe(201);
    const fifth = await add(attempt('Step 1', '2024-01-10', 'Pass'));
    expect(fifth.statusCode).toBe(422);
    expect(fifth.json().error.message).toBe(USMLE_MESSAGES.tooMany);

    const other = await makeStudent(t.db);
    expect(
      (await t.call('POST', url(other.id), registrar, { body: attempt('Step 3', '2024-02-01', 'Pass', 230) }))
        .statusCode,
    ).toBe(201);
    const again = await t.call('POST', url(other.id), registrar, { body: attempt('Step 3', '2024-09-01', 'Fail') });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.fields).toEqual({ step: USMLE_MESSAGES.passed });

    const bad = await add({ step: 'Step 9', testDate: '2024-01-01', result: 'Pass', score: 999 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ step: USMLE_MESSAGES.step, score: USMLE_MESSAGES.score });
    expect((await add(attempt('Step 2 CK', '2999-01-01', 'Pass'))).json().error.fields).toEqual({
      testDate: USMLE_MESSAGES.future,
    });
    expect((await t.call('GET', url(s.id), registrar)).json().total).toBe(4);
    // another student's attempt is not found through this one
    const theirs = (await t.call('GET', url(other.id), registrar)).json().items[0];
    expect((await t.call('GET', url(s.id, `/${theirs.id}`), registrar)).statusCode).toBe(404);
    expect((await t.call('DELETE', url(s.id, `/${theirs.id}`), registrar)).statusCode).toBe(404);
  });

  it('the student reads her own attempts and changes none; a reader records none', async () => {
    const s = await makeStudent(t.db);
    await t.call('POST', url(s.id), registrar, { body: attempt('Step 1', '2025-01-15', 'Pass') });
    const { token } = await t.signIn({ userType: 'Student', studentId: s.id });
    const own = await t.call('GET', url(s.id), token);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().items).toHaveLength(1);
    expect(
      (await t.call('POST', url(s.id), token, { body: attempt('Step 2 CK', '2025-02-01', 'Pass') })).statusCode,
    ).toBe(403);
    expect(
      (await t.call('POST', url(s.id), reader, { body: attempt('Step 2 CK', '2025-02-01', 'Pass') })).statusCode,
    ).toBe(403);
    const stranger = await makeStudent(t.db);
    expect((await t.call('GET', url(stranger.id), token)).statusCode).toBe(404);
  });
});
