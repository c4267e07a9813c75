import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAIR_MESSAGES, ROLE } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantMenus, makeGroup, refIdOf } from '../../../factories/index.js';
import { auditLog } from '../../../platform/db/tables.js';
import { leads } from '../leads/leads.schema.js';

let t: TestApp;
let admin: string;
let usa: number;
let canada: number;

beforeAll(async () => {
  t = await testApp();
  admin = (await t.signIn({ roleId: ROLE.superAdmin, firstName: 'Alma', lastName: 'Admissions' })).token;
  usa = await refIdOf(t.db, 'country', 'United States');
  canada = await refIdOf(t.db, 'country', 'Canada');
});
afterAll(async () => {
  await t?.close();
});

const miami = () => ({
  name: 'Miami College Fair',
  fairDate: '03/07/2026',
  city: 'Miami',
  country: usa,
  organiser: 'NACAC',
  notes: 'Booth 14',
});
const add = (body: Record<string, unknown>, token = admin) => t.call('POST', '/api/lead-fairs', token, { body });

describe('college fairs', () => {
  it('adds a fair that the list shows, searched by words and filtered by country and date', async () => {
    const res = await add(miami());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Miami College Fair',
      fairDate: '2026-03-07',
      city: 'Miami',
      country: usa,
      countryLabel: 'United States',
      organiser: 'NACAC',
      notes: 'Booth 14',
      active: true,
      leadCount: 0,
    });
    expect(
      (await add({ name: 'Toronto Health Careers Expo', fairDate: '2026-04-20', city: 'Toronto', country: canada }))
        .statusCode,
    ).toBe(201);
    expect((await add({ name: 'Online Info Night', fairDate: '2025-11-02', active: false })).statusCode).toBe(201);

    const all = (await t.call('GET', '/api/lead-fairs', admin)).json();
    expect(all.total).toBe(3);
    expect(all.items.map((f: { name: string }) => f.name)).toEqual([
      'Toronto Health Careers Expo',
      'Miami College Fair',
      'Online Info Night',
    ]);
    const names = async (q: string) =>
      (await t.call('GET', `/api/lead-fairs?${q}`, admin)).json().items.map((f: { name: string }) => f.name);
    expect(await names('q=nacac')).toEqual(['Miami College Fair']);
    expect(await names('q=canada')).toEqual(['Toronto Health Careers Expo']);
    expect(await names(`country=${usa}`)).toEqual(['Miami College Fair']);
    expect(await names('from=2026-01-01&to=2026-03-31')).toEqual(['Miami College Fair']);
    expect(await names('active=false')).toEqual(['Online Info Night']);
    expect(await names('sort=name')).toEqual([
      'Miami College Fair',
      'Online Info Night',
      'Toronto Health Careers Expo',
    ]);
    const paged = (await t.call('GET', '/api/lead-fairs?pageSize=25&page=2', admin)).json();
    expect(paged).toMatchObject({ items: [], total: 3, page: 2 });
  });

  it('refuses bad input with field errors, a second fair of the same name and date, and an unknown country', async () => {
    const bad = await add({ name: '', fairDate: '13/45/2026' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      name: 'Fair Name is required',
      fairDate: 'Fair Date must be a valid date (MM/DD/YYYY)',
    });
    const twice = await add({ ...miami(), name: 'miami college fair' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.fields).toEqual({ name: FAIR_MESSAGES.duplicate });
    const semester = await refIdOf(t.db, 'semester');
    const notCountry = await add({ ...miami(), fairDate: '2026-05-01', country: semester });
    expect(notCountry.statusCode).toBe(400);
    expect(notCountry.json().error.fields).toEqual({ country: FAIR_MESSAGES.country });
  });

  it('updates a fair with an audit row, and answers 404 for one that does not exist', async () => {
    const created = (await add({ name: 'Chicago Fair', fairDate: '2026-06-10', city: 'Chicago', country: usa })).json();
    const res = await t.call('PUT', `/api/lead-fairs/${created.id}`, admin, {
      body: {
        name: 'Chicago Medical Fair',
        fairDate: '06/11/2026',
        city: 'Chicago',
        country: null,
        organiser: 'AMSA',
        active: false,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Chicago Medical Fair',
      fairDate: '2026-06-11',
      country: null,
      countryLabel: null,
      organiser: 'AMSA',
      notes: null,
      active: false,
    });
    expect((await t.call('GET', `/api/lead-fairs/${created.id}`, admin)).json().name).toBe('Chicago Medical Fair');
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'fair'), eq(auditLog.entityId, String(created.id))));
    expect(trail.map((a) => a.action).sort()).toEqual(['create', 'update']);
    expect((await t.call('PUT', '/api/lead-fairs/999999', admin, { body: miami() })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/lead-fairs/999999/leads', admin)).statusCode).toBe(404);
  });

  it("lists a fair's leads that are not deleted, and counts them on the fair", async () => {
    const fair = (await add({ name: 'Lead Count Fair', fairDate: '2026-07-01' })).json();
    const other = (await add({ name: 'Other Fair', fairDate: '2026-07-02' })).json();
    const lead = (firstName: string, fairId: number, createdAt: string, deletedAt: string | null = null) => ({
      firstName,
      lastName: 'Fairgoer',
      email: `${firstName.toLowerCase()}@example.com`,
      fairId,
      createdAt,
      deletedAt,
    });
    await t.db
      .insert(leads)
      .values([
        lead('Ana', fair.id, '2026-07-01T10:00:00Z'),
        lead('Ben', fair.id, '2026-07-01T11:00:00Z'),
        lead('Cleo', fair.id, '2026-07-01T12:00:00Z', '2026-07-03T09:00:00Z'),
        lead('Dan', other.id, '2026-07-02T10:00:00Z'),
      ]);
    const res = await t.call('GET', `/api/lead-fairs/${fair.id}/leads`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(res.json().items.map((l: { firstName: string; email: string }) => [l.firstName, l.email])).toEqual([
      ['Ben', 'ben@example.com'],
      ['Ana', 'ana@example.com'],
    ]);
    expect(res.json().items[0].createdAt).toBe('2026-07-01T11:00:00.000Z');
    expect((await t.call('GET', `/api/lead-fairs/${fair.id}`, admin)).json().leadCount).toBe(2);
  });

  it('is open to the Lead menu: read may list, write may add, edit may change; others get 403', async () => {
    const readers = await makeGroup(t.db);
    await grantMenus(t.db, readers.id, { '/lead/list': 1 });
    const reader = (await t.signIn({ groupId: readers.id })).token;
    expect((await t.call('GET', '/api/lead-fairs', reader)).statusCode).toBe(200);
    expect((await add({ name: 'Reader Fair', fairDate: '2026-08-01' }, reader)).statusCode).toBe(403);
    const writers = await makeGroup(t.db);
    await grantMenus(t.db, writers.id, { '/lead/list': 3 });
    const writer = (await t.signIn({ groupId: writers.id })).token;
    const made = await add({ name: 'Writer Fair', fairDate: '2026-08-01' }, writer);
    expect(made.statusCode).toBe(201);
    expect(
      (
        await t.call('PUT', `/api/lead-fairs/${made.json().id}`, writer, {
          body: { name: 'Changed', fairDate: '2026-08-01' },
        })
      ).statusCode,
    ).toBe(403);
    const nobody = (await t.signIn({ groupId: (await makeGroup(t.db)).id })).token;
    expect((await t.call('GET', '/api/lead-fairs', nobody)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/lead-fairs', null)).statusCode).toBe(401);
  });
});
