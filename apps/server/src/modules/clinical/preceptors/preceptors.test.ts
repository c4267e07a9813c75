import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLINICALS_MENU_LINK, PRECEPTOR_MESSAGES } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantMenus, makeGroup } from '../../../factories/index.js';
import { preceptors } from '../core/clinical.schema.js';

let t: TestApp;
let clinical: string;
let student: string;
let mercy: number;
let bayside: number;

beforeAll(async () => {
  t = await testApp();
  const office = await makeGroup(t.db, { name: 'Clinical Office' });
  await grantMenus(t.db, office.id, { [CLINICALS_MENU_LINK]: 15 }, { parts: false });
  clinical = (await t.signIn({ username: 'clara', groupId: office.id })).token;
  student = (await t.signIn({ username: 'stella', userType: 'Student', roleName: 'STUDENT' })).token;
  const hospital = async (name: string) =>
    (await t.call('POST', '/api/clinical/hospitals', clinical, { body: { name, phone: '3055550100' } })).json().id;
  mercy = await hospital('Mercy General');
  bayside = await hospital('Bayside Medical Center');
});
afterAll(async () => {
  await t?.close();
});

const add = (body: Record<string, unknown>, token = clinical) =>
  t.call('POST', '/api/clinical/preceptors', token, { body });
const ana = () => ({
  hospitalId: mercy,
  title: 'Dr.',
  firstName: 'Ana',
  lastName: 'Ruiz',
  speciality: 'Internal Medicine',
  email: 'ana.ruiz@mercy.example.org',
  phone: '3055550111',
});

describe('preceptors', () => {
  let anaId: number;

  it('adds preceptors of a hospital that the list filters by hospital and searches', async () => {
    const res = await add(ana());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      hospitalName: 'Mercy General',
      title: 'Dr.',
      firstName: 'Ana',
      email: 'ana.ruiz@mercy.example.org',
      hasAccount: false,
      hasPhoto: false,
      hospital: { name: 'Mercy General', phone: '3055550100' },
    });
    anaId = res.json().id;
    for (const [first, last, hospitalId] of [
      ['Ben', 'Cole', mercy],
      ['Cara', 'Diaz', bayside],
    ] as const)
      expect(
        (await add({ hospitalId, firstName: first, lastName: last, email: `${first}@x.example.org` })).statusCode,
      ).toBe(201);

    const names = async (q: string) =>
      (await t.call('GET', `/api/clinical/preceptors?${q}`, clinical))
        .json()
        .items.map((p: { lastName: string }) => p.lastName);
    expect(await names('')).toEqual(['Cole', 'Diaz', 'Ruiz']);
    expect(await names(`hospitalId=${mercy}`)).toEqual(['Cole', 'Ruiz']);
    expect(await names('q=ana ruiz')).toEqual(['Ruiz']);
    expect(await names('q=bayside')).toEqual(['Diaz']);
    const options = (await t.call('GET', `/api/clinical/preceptors/options?hospitalId=${bayside}`, clinical)).json();
    expect(options.items).toEqual([
      { value: expect.any(Number), label: 'Cara Diaz', hospitalId: bayside, active: true },
    ]);
    expect((await t.call('GET', `/api/clinical/hospitals/${mercy}`, clinical)).json().preceptorCount).toBe(2);
  });

  it('needs a hospital and an email of its own; names the fields it refuses', async () => {
    const bad = await add({ firstName: '', lastName: 'X', email: 'nope', phone: '12', title: 'Sir' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['email', 'firstName', 'hospitalId', 'phone', 'title']);
    const dup = await add({ ...ana(), firstName: 'Anna', email: 'ANA.RUIZ@mercy.example.org' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields).toEqual({ email: PRECEPTOR_MESSAGES.duplicateEmail });
    const nowhere = await add({ ...ana(), hospitalId: 99999, email: 'n@x.example.org' });
    expect(nowhere.json().error.fields).toEqual({ hospitalId: PRECEPTOR_MESSAGES.hospital });
    const moved = await t.call('PUT', `/api/clinical/preceptors/${anaId}`, clinical, {
      body: { ...ana(), hospitalId: bayside, speciality: 'Cardiology' },
    });
    expect(moved.json()).toMatchObject({ hospitalName: 'Bayside Medical Center', speciality: 'Cardiology' });
    const off = await t.call('PUT', `/api/clinical/preceptors/${anaId}/status`, clinical, { body: { active: false } });
    expect(off.json().active).toBe(false);
    expect((await t.call('GET', '/api/clinical/preceptors?active=true', clinical)).json().total).toBe(2);
  });

  it('a Preceptor user sees only her own record and changes only her phone and speciality', async () => {
    const { user, token } = await t.signIn({ username: 'petra', userType: 'Preceptor', firstName: 'Petra' });
    expect((await t.call('GET', '/api/preceptor/profile', token)).statusCode).toBe(404);
    const own = (
      await add({ hospitalId: mercy, firstName: 'Petra', lastName: 'Preceptor', email: 'petra@x.example.org' })
    ).json();
    await t.db.update(preceptors).set({ userId: user.id }).where(eq(preceptors.id, own.id));

    const profile = await t.call('GET', '/api/preceptor/profile', token);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({
      id: own.id,
      firstName: 'Petra',
      hasAccount: true,
      hospital: { name: 'Mercy General' },
    });
    const changed = await t.call('PUT', '/api/preceptor/profile', token, {
      body: { phone: '3055550199', speciality: 'Family Medicine', email: 'mine@x.example.org', hospitalId: bayside },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      phone: '3055550199',
      speciality: 'Family Medicine',
      email: 'petra@x.example.org',
      hospitalId: mercy,
    });
    expect((await t.call('PUT', '/api/preceptor/profile', token, { body: { phone: '12' } })).statusCode).toBe(400);

    expect((await t.call('GET', `/api/clinical/preceptors/${own.id}`, token)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/clinical/preceptors/${anaId}`, token)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/clinical/preceptors/99999', token)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/clinical/preceptors', token)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/clinical/hospitals', token)).statusCode).toBe(403);
    const edit = await t.call('PUT', `/api/clinical/preceptors/${own.id}`, token, {
      body: { hospitalId: mercy, firstName: 'Petra', lastName: 'P', email: 'petra@x.example.org' },
    });
    expect(edit.statusCode).toBe(403);
    // staff have no preceptor profile of their own
    expect((await t.call('GET', '/api/preceptor/profile', clinical)).statusCode).toBe(404);
  });

  it('refuses students', async () => {
    expect((await t.call('GET', '/api/clinical/preceptors', student)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/clinical/preceptors/${1}`, student)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/preceptor/profile', student)).statusCode).toBe(404);
  });
});
