import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLINICAL_REQUEST_MESSAGES, ROLE, ROTATION_MESSAGES, mondayOf, shiftDays } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantMenus, makeGroup, makeStudent } from '../../../factories/index.js';
import { seedClinicalSites, type ClinicalSites } from '../../clinical/index.js';

/**
 * The clinical request through the API: only a clinical student asks, for a rotation a hospital offers from a
 * Monday not past; the clinical office reads her clinical facts, approves, and creates the rotation from it
 * (the assignment's rules refusing an overlap), the request then complete with the rotation linked.
 */
let t: TestApp;
let admin: string;
let registrarOnly: string;
let sites: ClinicalSites;
const week = (n: number) => shiftDays(mondayOf(new Date().toISOString().slice(0, 10)), 7 * n);

beforeAll(async () => {
  t = await testApp();
  admin = (await t.signIn({ roleId: ROLE.superAdmin })).token;
  const g = await makeGroup(t.db);
  await grantMenus(t.db, g.id, { '/medical/request/transcript-request': 15 });
  registrarOnly = (await t.signIn({ groupId: g.id })).token;
  sites = await seedClinicalSites(t.db);
});
afterAll(async () => {
  await t?.close();
});

async function clinicalStudent() {
  const s = await makeStudent(t.db, { currentCourseStatus: 'Clinical Medicine' });
  const { token } = await t.signIn({ userType: 'Student', studentId: s.id });
  return { s, token };
}
const ask = (more: Record<string, unknown> = {}) => ({
  hospitalId: sites.hospitals[0].id,
  hospitalRotationId: sites.hospitals[0].offers[0].id,
  startDate: week(30),
  weeks: 2,
  notes: 'Hoping for the morning team',
  ...more,
});
const add = (studentId: number, token: string, data: Record<string, unknown>) =>
  t.call('POST', `/api/students/${studentId}/requests/clinical`, token, { body: { data } });

describe('clinical requests', () => {
  it('a clinical student asks; the office reads her card, approves and creates the rotation; the request is complete with it linked', async () => {
    const { s, token } = await clinicalStudent();
    const res = await add(s.id, token, ask());
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json();
    expect(r).toMatchObject({ kind: 'clinical', status: 'pending', result: null });
    expect(r.dataText.hospitalId).toBe(sites.hospitals[0].name);
    expect(r.dataText.hospitalRotationId).toBe(sites.hospitals[0].offers[0].rotation);

    const list = (await t.call('GET', '/api/requests/clinical?q=' + s.id, admin)).json();
    expect(list.items.map((x: { id: number }) => x.id)).toContain(r.id);
    const card = await t.call('GET', `/api/requests/clinical/${r.id}/card`, admin);
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json()).toMatchObject({ studentId: s.id, courseStatus: 'Clinical Medicine', held: 0, weeksDone: 0 });

    // not approved yet: no rotation
    const early = await t.call('POST', `/api/requests/clinical/${r.id}/rotation`, admin);
    expect(early.statusCode).toBe(422);
    expect(early.json().error.message).toBe(CLINICAL_REQUEST_MESSAGES.notApproved);

    const ok = await t.call('POST', `/api/requests/clinical/${r.id}/status`, admin, { body: { to: 'approved' } });
    expect(ok.statusCode, ok.body).toBe(200);
    const made = await t.call('POST', `/api/requests/clinical/${r.id}/rotation`, admin);
    expect(made.statusCode, made.body).toBe(200);
    const done = made.json();
    expect(done.status).toBe('completed');
    expect(done.result.rotationId).toEqual(expect.any(Number));
    expect(done.events.at(-1).note).toBe(`Rotation ${done.result.rotationId} created`);

    const rot = (await t.call('GET', `/api/students/${s.id}/rotations/${done.result.rotationId}`, admin)).json();
    expect(rot).toMatchObject({ status: 'Scheduled', startDate: week(30), weeks: 2 });
    expect((await t.call('GET', `/api/requests/clinical/${r.id}/card`, admin)).json().held).toBe(1);
    // a second try: complete already, nothing more is written
    const again = await t.call('POST', `/api/requests/clinical/${r.id}/rotation`, admin);
    expect(again.statusCode).toBe(422);
  });

  it('an overlap with a rotation she holds refuses the rotation (422 naming the start) and leaves the request approved', async () => {
    const { s, token } = await clinicalStudent();
    const held = await t.call('POST', `/api/students/${s.id}/rotations`, admin, {
      body: { hospitalRotationId: sites.hospitals[1].offers[0].id, startDate: week(40), weeks: 2 },
    });
    expect(held.statusCode, held.body).toBe(201);
    const r = (await add(s.id, token, ask({ startDate: week(41) }))).json();
    await t.call('POST', `/api/requests/clinical/${r.id}/status`, admin, { body: { to: 'approved' } });
    const res = await t.call('POST', `/api/requests/clinical/${r.id}/rotation`, admin);
    expect(res.statusCode).toBe(422);
    expect(Object.values(res.json().error.fields ?? {})).toContain(ROTATION_MESSAGES.overlap);
    const after = (await t.call('GET', `/api/requests/clinical/${r.id}`, admin)).json();
    expect(after).toMatchObject({ status: 'approved', result: null });
    const rots = (await t.call('GET', `/api/students/${s.id}/rotations`, admin)).json();
    expect(rots.total).toBe(1);
  });

  it('refuses bad asks: not a Monday (400), in the past or an offer of another hospital (422), a non-clinical student (422)', async () => {
    const { s, token } = await clinicalStudent();
    const tuesday = await add(s.id, token, ask({ startDate: shiftDays(week(30), 1) }));
    expect(tuesday.statusCode).toBe(400);
    expect(tuesday.json().error.fields['data.startDate']).toBe(CLINICAL_REQUEST_MESSAGES.monday);
    const past = await add(s.id, token, ask({ startDate: week(-2) }));
    expect(past.statusCode).toBe(422);
    expect(past.json().error.fields['data.startDate']).toBe(ROTATION_MESSAGES.startInPast);
    const other = await add(s.id, token, ask({ hospitalRotationId: sites.hospitals[1].offers[0].id }));
    expect(other.statusCode).toBe(422);
    expect(other.json().error.fields['data.hospitalRotationId']).toBe(CLINICAL_REQUEST_MESSAGES.offer);
    const weeks = await add(s.id, token, ask({ weeks: 60 }));
    expect(weeks.statusCode).toBe(400);

    const basic = await makeStudent(t.db);
    const b = await t.signIn({ userType: 'Student', studentId: basic.id });
    const refused = await add(basic.id, b.token, ask());
    expect(refused.statusCode).toBe(422);
    // another student's record: 404
    expect((await add(basic.id, token, ask())).statusCode).toBe(404);
  });

  it('the queue is the clinical office’s: the Request menu alone does not open it', async () => {
    expect((await t.call('GET', '/api/requests/clinical', registrarOnly)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/requests/transcript', registrarOnly)).statusCode).toBe(200);
  });
});
