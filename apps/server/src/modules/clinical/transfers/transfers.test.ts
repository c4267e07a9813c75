import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CLINICAL_TRANSFER_MESSAGES, ROLE, shiftDays } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { makeStudent } from '../../../factories/index.js';
import { refRows } from '../../reference/tables.js';

/** A student's clinical transfers through the API: credited weeks, the rules of dates and weeks, her own only. */
let t: TestApp;
let dean: string;
let rotationId: number;
const url = (studentId: number, rest = '') => `/api/students/${studentId}/clinical-transfers${rest}`;
const today = new Date().toISOString().slice(0, 10);
const transfer = (fromDate: string, weeks: number, more: Record<string, unknown> = {}) => ({
  rotationId,
  school: 'Lakeside School of Medicine',
  fromDate,
  toDate: shiftDays(fromDate, weeks * 7 - 1),
  weeks,
  grade: 'Pass',
  ...more,
});

beforeAll(async () => {
  t = await testApp();
  dean = (await t.signIn({ roleId: ROLE.superAdmin })).token;
  const [row] = await t.db
    .select({ id: refRows.id })
    .from(refRows)
    .where(and(eq(refRows.tableKey, 'rotation'), eq(refRows.active, true)))
    .limit(1);
  rotationId = row.id;
});
afterAll(async () => {
  await t?.close();
});

describe('clinical transfers', () => {
  it('are credited, listed latest first with their weeks in all, corrected and removed', async () => {
    const s = await makeStudent(t.db);
    const first = await t.call('POST', url(s.id), dean, { body: transfer('2024-01-08', 4) });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ weeks: 4, grade: 'Pass', school: 'Lakeside School of Medicine' });
    expect(first.json().rotationName).toBeTruthy();
    const second = await t.call('POST', url(s.id), dean, { body: transfer('2024-03-04', 6, { grade: null }) });
    expect(second.statusCode, second.body).toBe(201);
    const list = (await t.call('GET', url(s.id), dean)).json();
    expect(list.items.map((x: { weeks: number }) => x.weeks)).toEqual([6, 4]);
    expect(list.totalWeeks).toBe(10);
    const got = await t.call('GET', url(s.id, `/${first.json().id}`), dean);
    expect(got.json()).toMatchObject({ fromDate: '2024-01-08', toDate: '2024-02-04' });
    const fixed = await t.call('PUT', url(s.id, `/${second.json().id}`), dean, {
      body: transfer('2024-03-04', 5, { grade: 'Honors' }),
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ weeks: 5, grade: 'Honors' });
    expect((await t.call('DELETE', url(s.id, `/${first.json().id}`), dean)).statusCode).toBe(200);
    expect((await t.call('GET', url(s.id), dean)).json()).toMatchObject({ total: 1, totalWeeks: 5 });
  });

  it('refuses bad days and weeks (400), overlapping transfers (422) and an unknown rotation; writes nothing', async () => {
    const s = await makeStudent(t.db);
    const backwards = await t.call('POST', url(s.id), dean, {
      body: transfer('2024-05-06', 2, { toDate: '2024-05-01' }),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toMatchObject({ toDate: CLINICAL_TRANSFER_MESSAGES.order });
    const ahead = await t.call('POST', url(s.id), dean, { body: transfer(shiftDays(today, 1), 1) });
    expect(ahead.json().error.fields).toMatchObject({ toDate: CLINICAL_TRANSFER_MESSAGES.future });
    const crammed = await t.call('POST', url(s.id), dean, {
      body: transfer('2024-05-06', 2, { toDate: '2024-05-10' }),
    });
    expect(crammed.json().error.fields).toMatchObject({ weeks: CLINICAL_TRANSFER_MESSAGES.tooManyWeeks });
    const zero = await t.call('POST', url(s.id), dean, { body: transfer('2024-05-06', 0) });
    expect(zero.json().error.fields).toMatchObject({ weeks: CLINICAL_TRANSFER_MESSAGES.weeks });
    const unknown = await t.call('POST', url(s.id), dean, { body: transfer('2024-05-06', 2, { rotationId: 999999 }) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ rotationId: CLINICAL_TRANSFER_MESSAGES.rotation });
    expect((await t.call('POST', url(s.id), dean, { body: transfer('2024-05-06', 4) })).statusCode).toBe(201);
    const overlap = await t.call('POST', url(s.id), dean, { body: transfer('2024-05-20', 2) });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().error.fields).toEqual({ fromDate: CLINICAL_TRANSFER_MESSAGES.overlap });
    expect((await t.call('GET', url(s.id), dean)).json().total).toBe(1);
  });

  it("another student's transfer is 404; the student reads hers and credits none", async () => {
    const s = await makeStudent(t.db);
    const other = await makeStudent(t.db);
    const theirs = (await t.call('POST', url(other.id), dean, { body: transfer('2023-09-04', 3) })).json();
    expect((await t.call('GET', url(s.id, `/${theirs.id}`), dean)).statusCode).toBe(404);
    expect((await t.call('DELETE', url(s.id, `/${theirs.id}`), dean)).statusCode).toBe(404);
    await t.call('POST', url(s.id), dean, { body: transfer('2023-01-09', 2) });
    const { token } = await t.signIn({ userType: 'Student', studentId: s.id });
    expect((await t.call('GET', url(s.id), token)).json().items).toHaveLength(1);
    expect((await t.call('GET', url(other.id), token)).statusCode).toBe(404);
    expect((await t.call('POST', url(s.id), token, { body: transfer('2022-01-10', 2) })).statusCode).toBe(403);
  });
});
