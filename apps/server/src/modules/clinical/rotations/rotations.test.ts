import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE, ROTATION_MESSAGES, mondayOf, shiftDays } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantComponents, grantMenus, makeGroup, makeStudent } from '../../../factories/index.js';
import { seedClinicalSites, type ClinicalSites } from './fixtures.js';

/** Students' rotations and the clinical office's wizard, roster, graph and plans through the API. */
let t: TestApp;
let admin: string;
let reader: string;
let outsider: string;
let sites: ClinicalSites;
const week = (n: number) => shiftDays(mondayOf(new Date().toISOString().slice(0, 10)), 7 * n);
const url = (studentId: number, rest = '') => `/api/students/${studentId}/rotations${rest}`;

beforeAll(async () => {
  t = await testApp();
  admin = (await t.signIn({ roleId: ROLE.superAdmin })).token;
  const g = await makeGroup(t.db);
  await grantMenus(t.db, g.id, { '/student/list': 1, '/medical/clinicals/assign-rotation/list': 1 });
  await grantComponents(t.db, g.id, { 'studentProfile.academics': 1 });
  reader = (await t.signIn({ groupId: g.id })).token;
  const o = await makeGroup(t.db);
  await grantMenus(t.db, o.id, { '/student/list': 1 });
  await grantComponents(t.db, o.id, { 'studentProfile.academics': 0 });
  outsider = (await t.signIn({ groupId: o.id })).token;
  sites = await seedClinicalSites(t.db);
});
afterAll(async () => {
  await t?.close();
});

const offerOf = (h = 0, i = 0) => sites.hospitals[h].offers[i];
const placement = (more: Record<string, unknown> = {}) => ({
  hospitalRotationId: offerOf().id,
  preceptorId: sites.hospitals[0].preceptors[0],
  startDate: week(2),
  weeks: 2,
  ...more,
});

describe('a student’s rotations', () => {
  it('are requested, listed, moved by the table, graded, priced and deleted only while Requested or Pending', async () => {
    const s = await makeStudent(t.db);
    const add = await t.call('POST', url(s.id), admin, { body: placement() });
    expect(add.statusCode, add.body).toBe(201);
    const r = add.json();
    expect(r).toMatchObject({
      status: 'Requested',
      weeks: 2,
      endDate: shiftDays(week(2), 13),
      hospitalName: sites.hospitals[0].name,
    });
    const list = (await t.call('GET', url(s.id), reader)).json();
    expect(list.items.map((x: { id: number }) => x.id)).toEqual([r.id]);
    const pay = (await t.call('GET', url(s.id, `/${r.id}/payment`), reader)).json();
    expect(pay).toEqual({ rotationId: r.id, weeks: 2, pricePerWeek: '450.00', amount: '900.00' });

    const bad = await t.call('POST', url(s.id, `/${r.id}/status`), admin, { body: { status: 'Scheduled' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.message).toBe('A rotation cannot move from Requested to Scheduled');
    for (const status of ['Accepted', 'Scheduled']) {
      const m = await t.call('POST', url(s.id, `/${r.id}/status`), admin, { body: { status } });
      expect(m.statusCode, m.body).toBe(200);
      expect(m.json().status).toBe(status);
    }
    const del = await t.call('DELETE', url(s.id, `/${r.id}`), admin);
    expect(del.statusCode).toBe(422);
    expect(del.json().error.fields).toEqual({ status: ROTATION_MESSAGES.deleteOnly });
    const graded = await t.call('PUT', url(s.id, `/${r.id}/grade`), admin, { body: { gradeType: 'marks', marks: 91 } });
    expect(graded.json()).toMatchObject({ marks: 91, gradeType: 'marks', approval: 'Finished' });
    const badMarks = await t.call('PUT', url(s.id, `/${r.id}/grade`), admin, {
      body: { gradeType: 'marks', marks: 101 },
    });
    expect(badMarks.statusCode).toBe(400);

    const other = (await t.call('POST', url(s.id), admin, { body: placement({ startDate: week(6) }) })).json();
    expect((await t.call('DELETE', url(s.id, `/${other.id}`), admin)).statusCode).toBe(200);
    expect((await t.call('GET', url(s.id, `/${other.id}`), admin)).statusCode).toBe(404);
  });

  it('refuses bad input (400) and each rule with a 422 naming its field', async () => {
    const s = await makeStudent(t.db);
    const bad = await t.call('POST', url(s.id), admin, {
      body: { hospitalRotationId: 'x', startDate: '2027-13-01', weeks: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(
      expect.arrayContaining(['hospitalRotationId', 'startDate', 'weeks']),
    );

    expect((await t.call('POST', url(s.id), admin, { body: placement() })).statusCode).toBe(201);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ startDate: shiftDays(week(2), 7) }, 'startDate', ROTATION_MESSAGES.overlap],
      [{ startDate: week(-2) }, 'startDate', ROTATION_MESSAGES.startInPast],
      [
        { startDate: week(10), preceptorId: sites.hospitals[1].preceptors[0] },
        'preceptorId',
        ROTATION_MESSAGES.preceptorHospital,
      ],
      [{ startDate: `${new Date().getUTCFullYear() + 2}-12-20`, weeks: 4 }, 'weeks', ROTATION_MESSAGES.outsideOffer],
    ];
    for (const [more, field, message] of cases) {
      const res = await t.call('POST', url(s.id), admin, { body: placement(more) });
      expect(res.statusCode, JSON.stringify(more)).toBe(422);
      expect(res.json().error.fields).toEqual({ [field]: message });
    }
  });

  it('of two coordinators taking the last seat at once, one wins and the other gets 409; a full week stays 409', async () => {
    const offer = offerOf(0, 1); // 2 seats
    const body = (more = {}) =>
      placement({ hospitalRotationId: offer.id, preceptorId: null, startDate: week(20), ...more });
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => makeStudent(t.db)));
    expect((await t.call('POST', url(a.id), admin, { body: body() })).statusCode).toBe(201);
    const race = await Promise.all([b, c].map((s) => t.call('POST', url(s.id), admin, { body: body() })));
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(race.find((r) => r.statusCode === 409)!.json().error.fields.startDate).toContain('No seat is left');
    const full = await t.call('POST', url(d.id), admin, { body: body() });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.fields.startDate).toContain('No seat is left');
    const seats = (
      await t.call('GET', `/api/clinical/offers/${offer.id}/seats?from=${week(20)}&weeks=2`, reader)
    ).json();
    expect(seats.weeks.map((w: { left: number }) => w.left)).toEqual([0, 0]);
  });

  it('is read by the student herself; another student’s is 404; staff without the component are refused', async () => {
    const s = await makeStudent(t.db);
    const other = await makeStudent(t.db);
    const mine = (await t.call('POST', url(s.id), admin, { body: placement({ startDate: week(30) }) })).json();
    const own = (await t.signIn({ userType: 'Student', studentId: s.id })).token;
    expect((await t.call('GET', url(s.id), own)).json().items[0].id).toBe(mine.id);
    expect((await t.call('GET', url(other.id), own)).statusCode).toBe(404);
    expect(
      (await t.call('POST', url(s.id, `/${mine.id}/status`), own, { body: { status: 'Canceled' } })).statusCode,
    ).toBe(403);
    expect((await t.call('DELETE', url(s.id, `/${mine.id}`), own)).statusCode).toBe(403);
    const req = await t.call('POST', url(s.id), own, { body: placement({ startDate: week(40) }) });
    expect(req.statusCode, req.body).toBe(201);
    expect(req.json().status).toBe('Requested');
    expect((await t.call('GET', url(s.id), outsider)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/clinical/assignments', outsider)).statusCode).toBe(403);
    expect((await t.call('POST', url(s.id), reader, { body: placement() })).statusCode).toBe(403);
    expect((await t.call('GET', url(s.id))).statusCode).toBe(401);
  });
});

describe('the clinical office', () => {
  it('assigns several students in one transaction, all or none, and shows them on the roster and graph', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => makeStudent(t.db)));
    const offer = offerOf(1, 2); // 4 seats
    const body = (ids: number[]) => ({ hospitalRotationId: offer.id, startDate: week(8), weeks: 3, studentIds: ids });
    // c already rotates then: nobody is assigned
    await t.call('POST', url(c.id), admin, { body: placement({ startDate: week(9) }) });
    const check = (
      await t.call('POST', '/api/clinical/assignments/check', admin, { body: body([a.id, b.id, c.id]) })
    ).json();
    expect(check.items.map((i: { refusal: string | null }) => i.refusal)).toEqual([
      null,
      null,
      ROTATION_MESSAGES.overlap,
    ]);
    const refusedAll = await t.call('POST', '/api/clinical/assignments', admin, { body: body([a.id, b.id, c.id]) });
    expect(refusedAll.statusCode).toBe(422);
    expect(refusedAll.json().error.fields).toEqual({ [`studentIds.${c.id}`]: ROTATION_MESSAGES.overlap });
    expect((await t.call('GET', url(a.id), admin)).json().total).toBe(0);
    // more students than seats: 409, nothing assigned
    const many = await Promise.all([1, 2, 3, 4, 5].map(() => makeStudent(t.db)));
    expect(
      (await t.call('POST', '/api/clinical/assignments', admin, { body: body(many.map((s) => s.id)) })).statusCode,
    ).toBe(409);

    const ok = await t.call('POST', '/api/clinical/assignments', admin, { body: body([a.id, b.id]) });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().created).toHaveLength(2);
    const roster = (await t.call('GET', `/api/clinical/roster?hospitalRotationId=${offer.id}`, reader)).json();
    expect(roster.items.map((r: { studentId: number; status: string }) => [r.studentId, r.status]).sort()).toEqual(
      [
        [a.id, 'Scheduled'],
        [b.id, 'Scheduled'],
      ].sort(),
    );
    const edited = roster.items.find((r: { studentId: number }) => r.studentId === a.id);
    const edit = await t.call('PATCH', `/api/clinical/roster/${edited.id}`, admin, {
      body: { weeks: 2, preceptorId: sites.hospitals[1].preceptors[1] },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ weeks: 2, preceptorId: sites.hospitals[1].preceptors[1] });
    expect(
      (await t.call('PATCH', `/api/clinical/roster/${edited.id}`, reader, { body: { weeks: 1 } })).statusCode,
    ).toBe(403);

    const graph = (
      await t.call('GET', `/api/clinical/graph?from=${week(8)}&weeks=4&hospitalId=${sites.hospitals[1].id}`, reader)
    ).json();
    expect(graph.weeks).toHaveLength(4);
    const row = graph.hospitals[0].students.find((x: { studentId: number }) => x.studentId === b.id);
    expect(row.cells[0]).toMatchObject({ first: 0, span: 3, status: 'Scheduled' });
  });

  it('plans a rotation, each student answers once on her tab, scheduling makes rotations for those who accepted', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => makeStudent(t.db)));
    const offer = offerOf(2, 1);
    const plan = await t.call('POST', '/api/clinical/plans', admin, {
      body: { hospitalRotationId: offer.id, startDate: week(14), weeks: 2, studentIds: [a.id, b.id] },
    });
    expect(plan.statusCode, plan.body).toBe(201);
    const id = plan.json().id;
    const ownA = (await t.signIn({ userType: 'Student', studentId: a.id })).token;
    const ownB = (await t.signIn({ userType: 'Student', studentId: b.id })).token;
    const mine = (await t.call('GET', `/api/students/${a.id}/planned-rotations`, ownA)).json();
    expect(mine.items).toEqual([expect.objectContaining({ id, myStatus: 'Waiting for acceptance' })]);
    expect((await t.call('GET', `/api/students/${b.id}/planned-rotations/${id}`, ownA)).statusCode).toBe(404);
    const yes = await t.call('POST', `/api/students/${a.id}/planned-rotations/${id}/answer`, ownA, {
      body: { accept: true },
    });
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json().myStatus).toBe('Accepted');
    expect(
      (await t.call('POST', `/api/students/${a.id}/planned-rotations/${id}/answer`, ownA, { body: { accept: false } }))
        .statusCode,
    ).toBe(422);
    await t.call('POST', `/api/students/${b.id}/planned-rotations/${id}/answer`, ownB, { body: { accept: false } });
    const details = (await t.call('GET', `/api/clinical/plans/${id}`, reader)).json();
    expect(details).toMatchObject({ accepted: 1, declined: 1, state: 'Open' });
    const sched = await t.call('POST', `/api/clinical/plans/${id}/schedule`, admin);
    expect(sched.statusCode, sched.body).toBe(201);
    expect((await t.call('GET', url(a.id), admin)).json().items[0]).toMatchObject({
      status: 'Scheduled',
      startDate: week(14),
    });
    expect((await t.call('GET', url(b.id), admin)).json().total).toBe(0);
    const log = (await t.call('GET', `/api/clinical/plans/${id}/activity`, reader)).json();
    expect(log.items.map((e: { action: string }) => e.action)).toEqual([
      'Planned for 2 student(s)',
      'Accepted',
      'Declined',
      'Scheduled for 1 student(s)',
    ]);
    expect((await t.call('DELETE', `/api/clinical/plans/${id}`, admin)).statusCode).toBe(422);
    const other = (
      await t.call('POST', '/api/clinical/plans', admin, {
        body: { hospitalRotationId: offer.id, startDate: week(30), weeks: 2, studentIds: [a.id] },
      })
    ).json();
    expect((await t.call('DELETE', `/api/clinical/plans/${other.id}`, admin)).statusCode).toBe(200);
  });
});
