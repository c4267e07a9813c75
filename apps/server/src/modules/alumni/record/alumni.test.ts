import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ALUMNI_ENTITIES, ALUMNI_MESSAGES, ROLE } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantComponents, grantMenus, makeGroup, makeStudent, refIdOf } from '../../../factories/index.js';
import { auditLog, outbox } from '../../../platform/db/tables.js';

/** The Alumni tab and the alumni list through the API: the registrar, a reader, the alumna herself. */
let t: TestApp;
let registrar: string;
let reader: string;
let outsider: string;
let internal: number;
let program: number;
const url = (studentId: number, rest = '') => `/api/students/${studentId}/alumni${rest}`;
const job = (more: Record<string, unknown> = {}) => ({
  employer: 'Mercy Hospital',
  position: 'Resident Physician',
  positionType: 'Residency',
  specialityId: internal,
  city: 'Miami',
  country: 'United States',
  fromYear: 2022,
  toYear: 2024,
  isCurrent: false,
  ...more,
});

beforeAll(async () => {
  t = await testApp();
  registrar = (await t.signIn({ roleId: ROLE.superAdmin })).token;
  const staffGroup = async (mode: number, menus: Record<string, number> = { '/student/list': 1 }) => {
    const g = await makeGroup(t.db);
    await grantMenus(t.db, g.id, menus);
    await grantComponents(t.db, g.id, { 'studentProfile.academics': mode });
    return (await t.signIn({ groupId: g.id })).token;
  };
  reader = await staffGroup(1);
  outsider = await staffGroup(0, { '/student/list': 1 });
  internal = await refIdOf(t.db, 'speciality', 'Internal Medicine');
  program = await refIdOf(t.db, 'residency-program');
});
afterAll(async () => {
  await t?.close();
});

describe('alumni jobs', () => {
  it('are added, listed (current first), read, corrected and removed, each audited', async () => {
    const s = await makeStudent(t.db, { status: 'Alumni' });
    const first = await t.call('POST', url(s.id, '/jobs'), registrar, { body: job() });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      employer: 'Mercy Hospital',
      specialityName: 'Internal Medicine',
      toYear: 2024,
    });
    const now = await t.call('POST', url(s.id, '/jobs'), registrar, {
      body: job({ employer: 'St. Anne', fromYear: 2024, toYear: null, isCurrent: true }),
    });
    expect(now.statusCode, now.body).toBe(201);
    const list = (await t.call('GET', url(s.id, '/jobs'), registrar)).json();
    expect(list.items.map((j: { employer: string }) => j.employer)).toEqual(['St. Anne', 'Mercy Hospital']);
    const id = first.json().id as number;
    expect((await t.call('GET', url(s.id, `/jobs/${id}`), registrar)).json()).toMatchObject({ id });
    const fixed = await t.call('PUT', url(s.id, `/jobs/${id}`), registrar, {
      body: job({ position: 'Chief Resident' }),
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().position).toBe('Chief Resident');
    expect((await t.call('DELETE', url(s.id, `/jobs/${id}`), registrar)).statusCode).toBe(200);
    expect((await t.call('GET', url(s.id, '/jobs'), registrar)).json().total).toBe(1);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, ALUMNI_ENTITIES.job), eq(auditLog.entityId, String(id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses years out of order and a second current job, naming the field, and writes nothing', async () => {
    const s = await makeStudent(t.db, { status: 'Alumni' });
    const bad = await t.call('POST', url(s.id, '/jobs'), registrar, {
      body: job({ fromYear: 2024, toYear: 2020, employer: '' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      toYear: ALUMNI_MESSAGES.toBeforeFrom,
      employer: expect.any(String),
    });
    const notSpeciality = await t.call('POST', url(s.id, '/jobs'), registrar, {
      body: job({ specialityId: await refIdOf(t.db, 'country') }),
    });
    expect(notSpeciality.statusCode).toBe(400);
    expect(notSpeciality.json().error.fields).toEqual({ specialityId: ALUMNI_MESSAGES.speciality });
    const current = job({ toYear: null, isCurrent: true });
    expect((await t.call('POST', url(s.id, '/jobs'), registrar, { body: current })).statusCode).toBe(201);
    const second = await t.call('POST', url(s.id, '/jobs'), registrar, { body: current });
    expect(second.statusCode).toBe(422);
    expect(second.json().error.fields).toEqual({ isCurrent: ALUMNI_MESSAGES.oneCurrent });
    expect((await t.call('GET', url(s.id, '/jobs'), registrar)).json().total).toBe(1);
  });
});

describe('personal details, other degrees, residency matches, email', () => {
  it('are written and read; the email goes to her personal address through the outbox', async () => {
    const s = await makeStudent(t.db, { status: 'Alumni' });
    expect((await t.call('GET', url(s.id, '/personal'), registrar)).json()).toMatchObject({ personalEmail: null });
    const saved = await t.call('PUT', url(s.id, '/personal'), registrar, {
      body: {
        city: 'Lisbon',
        personalEmail: 'me@example.test',
        website: 'https://linkedin.com/in/me',
        consentToContact: true,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ city: 'Lisbon', consentToContact: true, updatedByName: expect.any(String) });
    const badSite = await t.call('PUT', url(s.id, '/personal'), registrar, {
      body: { website: 'linkedin', personalEmail: 'x' },
    });
    expect(badSite.statusCode).toBe(400);
    expect(Object.keys(badSite.json().error.fields).sort()).toEqual(['personalEmail', 'website']);

    const degree = await t.call('POST', url(s.id, '/other-degrees'), registrar, {
      body: { level: 'Masters', degree: 'MPH', institution: 'Johns Hopkins', year: 2025 },
    });
    expect(degree.statusCode, degree.body).toBe(201);
    expect((await t.call('GET', url(s.id, `/other-degrees/${degree.json().id}`), registrar)).json().degree).toBe('MPH');
    expect((await t.call('GET', url(s.id, '/other-degrees'), registrar)).json().total).toBe(1);

    const match = await t.call('POST', url(s.id, '/residencies'), registrar, {
      body: {
        programId: program,
        matchType: 'Match',
        matchYear: 2024,
        attempt: 1,
        pgyStartDate: '2024-07-01',
        status: 'Matched',
      },
    });
    expect(match.statusCode, match.body).toBe(201);
    expect(match.json()).toMatchObject({
      programName: expect.any(String),
      specialityName: expect.any(String),
      status: 'Matched',
    });
    const badMatch = await t.call('POST', url(s.id, '/residencies'), registrar, {
      body: { programId: internal, matchYear: 1900, status: 'Maybe' },
    });
    expect(badMatch.statusCode).toBe(400);
    expect(Object.keys(badMatch.json().error.fields).sort()).toEqual(['matchYear', 'status']);

    const sent = await t.call('POST', url(s.id, '/email'), registrar, {
      body: { subject: 'Reunion', body: 'Come along' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().to).toBe('me@example.test');
    const [row] = await t.db.select().from(outbox).where(eq(outbox.id, sent.json().outboxId));
    expect(row).toMatchObject({ to: 'me@example.test', subject: 'Reunion' });
  });
});

describe('who may', () => {
  it('the alumna edits her own personal details and jobs, not another one, and not the matches', async () => {
    const s = await makeStudent(t.db, { status: 'Alumni' });
    const other = await makeStudent(t.db, { status: 'Alumni' });
    const { token } = await t.signIn({ userType: 'Alumni', studentId: s.id });
    const own = await t.call('PUT', url(s.id, '/personal'), token, { body: { city: 'Porto' } });
    expect(own.statusCode, own.body).toBe(200);
    expect((await t.call('POST', url(s.id, '/jobs'), token, { body: job() })).statusCode).toBe(201);
    expect((await t.call('PUT', url(other.id, '/personal'), token, { body: { city: 'Porto' } })).statusCode).toBe(404);
    expect((await t.call('GET', url(other.id, '/jobs'), token)).statusCode).toBe(404);
    expect(
      (
        await t.call('POST', url(s.id, '/residencies'), token, {
          body: { programId: program, matchYear: 2024, status: 'Applied' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.call('POST', url(s.id, '/email'), token, { body: { subject: 'a', body: 'b' } })).statusCode).toBe(
      403,
    );
    expect((await t.call('GET', '/api/alumni', token)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/alumni/choices', token)).json().specialities).toContainEqual({
      id: internal,
      name: 'Internal Medicine',
    });
  });

  it('staff need the tab rights: a reader reads, not writes; without them 403; anonymous 401', async () => {
    const s = await makeStudent(t.db, { status: 'Alumni' });
    expect((await t.call('GET', url(s.id, '/jobs'), reader)).statusCode).toBe(200);
    expect((await t.call('POST', url(s.id, '/jobs'), reader, { body: job() })).statusCode).toBe(403);
    expect((await t.call('PUT', url(s.id, '/personal'), reader, { body: {} })).statusCode).toBe(403);
    expect((await t.call('GET', url(s.id, '/jobs'), outsider)).statusCode).toBe(403);
    expect((await t.call('GET', url(s.id, '/jobs'), null as never)).statusCode).toBe(401);
    const theirs = (await t.call('POST', url(s.id, '/jobs'), registrar, { body: job() })).json();
    const stranger = await makeStudent(t.db, { status: 'Alumni' });
    expect((await t.call('GET', url(stranger.id, `/jobs/${theirs.id}`), registrar)).statusCode).toBe(404);
  });
});

describe('the alumni list', () => {
  it('lists alumni only, with the current job, searchable by name, employer and speciality; needs its menu', async () => {
    const a = await makeStudent(t.db, { status: 'Alumni', firstName: 'Zelda', lastName: 'Quimby' });
    const current = await makeStudent(t.db, { status: 'Student', firstName: 'Zelda', lastName: 'Current' });
    await t.call('POST', url(a.id, '/jobs'), registrar, {
      body: job({ employer: 'Quasar Clinic', toYear: null, isCurrent: true }),
    });
    const byName = (await t.call('GET', '/api/alumni?q=zelda', registrar)).json();
    expect(byName.items.map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect(byName.items[0]).toMatchObject({
      name: 'Zelda Quimby',
      employer: 'Quasar Clinic',
      speciality: 'Internal Medicine',
    });
    expect((await t.call('GET', '/api/alumni?q=quasar', registrar)).json().total).toBe(1);
    expect((await t.call('GET', `/api/alumni?q=${a.id}`, registrar)).json().items[0].id).toBe(a.id);
    expect((await t.call('GET', `/api/alumni?specialityId=${internal}&employer=quasar`, registrar)).json().total).toBe(
      1,
    );
    expect((await t.call('GET', '/api/alumni?q=current', registrar)).json().items).not.toContainEqual(
      expect.objectContaining({ id: current.id }),
    );
    expect((await t.call('GET', '/api/alumni?pageSize=7', registrar)).statusCode).toBe(400);
    expect((await t.call('GET', '/api/alumni', reader)).statusCode).toBe(403);
  });
});
