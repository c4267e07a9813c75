import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MCAT_MESSAGES, ROLE } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { makeStudent } from '../../../factories/index.js';

/** The MCAT tab through the API: four sections and their total; one MCAT a day; the student reads hers. */
let t: TestApp;
let registrar: string;
const url = (studentId: number, rest = '') => `/api/students/${studentId}/mcat${rest}`;
const scores = (testDate: string, more: Record<string, unknown> = {}) => ({
  testDate,
  chemPhys: 127,
  cars: 125,
  bioBiochem: 128,
  psychSoc: 126,
  percentile: 74,
  ...more,
});

beforeAll(async () => {
  t = await testApp();
  registrar = (await t.signIn({ roleId: ROLE.superAdmin })).token;
});
afterAll(async () => {
  await t?.close();
});

describe('MCAT scores', () => {
  it('are recorded with their total, listed latest first, corrected and removed', async () => {
    const s = await makeStudent(t.db);
    const first = await t.call('POST', url(s.id), registrar, { body: scores('2023-04-15') });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ total: 506, percentile: 74 });
    const second = await t.call('POST', url(s.id), registrar, {
      body: scores('2024-01-20', { cars: 130, total: 511 }),
    });
    expect(second.statusCode, second.body).toBe(201);
    const list = (await t.call('GET', url(s.id), registrar)).json();
    expect(list.items.map((m: { total: number }) => m.total)).toEqual([511, 506]);
    const fixed = await t.call('PUT', url(s.id, `/${first.json().id}`), registrar, {
      body: scores('2023-04-15', { psychSoc: 129 }),
    });
    expect(fixed.json()).toMatchObject({ psychSoc: 129, total: 509 });
    expect((await t.call('DELETE', url(s.id, `/${second.json().id}`), registrar)).statusCode).toBe(200);
    expect((await t.call('GET', url(s.id), registrar)).json().total).toBe(1);
    const sections = (await t.call('GET', '/api/academics/mcat-sections', registrar)).json();
    expect(sections.items).toHaveLength(4);
  });

  it('refuses a wrong total, scores out of range (400) and a second MCAT that day (422); nothing is written', async () => {
    const s = await makeStudent(t.db);
    const wrong = await t.call('POST', url(s.id), registrar, { body: scores('2024-03-01', { total: 500 }) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ total: MCAT_MESSAGES.total(506) });
    const out = await t.call('POST', url(s.id), registrar, { body: scores('2024-03-01', { cars: 117 }) });
    expect(out.json().error.fields).toMatchObject({ cars: MCAT_MESSAGES.section });
    expect((await t.call('POST', url(s.id), registrar, { body: scores('2024-03-01') })).statusCode).toBe(201);
    const again = await t.call('POST', url(s.id), registrar, { body: scores('2024-03-01', { cars: 130 }) });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.fields).toEqual({ testDate: MCAT_MESSAGES.sameDay });
    expect((await t.call('GET', url(s.id), registrar)).json().total).toBe(1);
    const other = await makeStudent(t.db);
    const theirs = (await t.call('POST', url(other.id), registrar, { body: scores('2024-05-01') })).json();
    expect((await t.call('GET', url(s.id, `/${theirs.id}`), registrar)).statusCode).toBe(404);
  });

  it('the student reads her own MCAT and records none', async () => {
    const s = await makeStudent(t.db);
    await t.call('POST', url(s.id), registrar, { body: scores('2022-06-01') });
    const { token } = await t.signIn({ userType: 'Student', studentId: s.id });
    expect((await t.call('GET', url(s.id), token)).json().items).toHaveLength(1);
    expect((await t.call('POST', url(s.id), token, { body: scores('2022-07-01') })).statusCode).toBe(403);
  });
});
