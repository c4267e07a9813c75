import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../test/harness.js';

/** The demo alumna: the `alumni` account reaches her own record only, with its degree, job and match. */
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ seed: 'demo' });
}, 240_000);
afterAll(async () => {
  await t?.close();
});

describe('the demo alumna', () => {
  it('lands on her alumni record, with a degree, a current job and a residency match; another record is 404', async () => {
    const token = await t.login('alumni');
    const me = (await t.call('GET', '/api/auth/me', token)).json();
    const id = me.user?.studentId ?? me.studentId;
    expect(id).toEqual(expect.any(Number));
    const header = await t.call('GET', `/api/students/${id}/header`, token);
    expect(header.statusCode, header.body).toBe(200);
    expect(header.json()).toMatchObject({ name: 'Alex Alumnus', tabSet: 'alumni' });
    expect(header.json().tabs).toContain('alumni');
    const jobs = (await t.call('GET', `/api/students/${id}/alumni/jobs`, token)).json();
    expect(jobs.items[0]).toMatchObject({ isCurrent: true, position: 'Resident Physician (PGY-2)' });
    const matches = (await t.call('GET', `/api/students/${id}/alumni/residencies`, token)).json();
    expect(matches.items[0]).toMatchObject({ status: 'Started', programName: expect.stringMatching(/Jackson/) });
    expect((await t.call('GET', `/api/students/${id}/degrees`, token)).json().total).toBeGreaterThan(0);
    expect((await t.call('GET', `/api/students/${id === 1 ? 2 : 1}/alumni/jobs`, token)).statusCode).toBe(404);

    const registrar = await t.login('registrar');
    const list = (await t.call('GET', '/api/alumni?q=alumnus', registrar)).json();
    expect(list.items[0]).toMatchObject({ id, graduationYear: 2024, employer: 'Jackson Memorial Hospital' });
  });
});
