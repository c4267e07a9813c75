import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLINICALS_MENU_LINK, HOSPITAL_MESSAGES, ROLE } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantMenus, makeGroup, refIdOf } from '../../../factories/index.js';

let t: TestApp;
let clinical: string;
let reader: string;
let student: string;
let surgery: number;
let pediatrics: number;
let florida: number;

beforeAll(async () => {
  t = await testApp();
  const office = await makeGroup(t.db, { name: 'Clinical Office' });
  await grantMenus(t.db, office.id, { [CLINICALS_MENU_LINK]: 15 }, { parts: false });
  clinical = (await t.signIn({ username: 'clara', groupId: office.id })).token;
  const readers = await makeGroup(t.db, { name: 'Clinical Readers' });
  await grantMenus(t.db, readers.id, { [CLINICALS_MENU_LINK]: 1 }, { parts: false });
  reader = (await t.signIn({ username: 'dorian', groupId: readers.id })).token;
  student = (await t.signIn({ username: 'stella', userType: 'Student', roleName: 'STUDENT' })).token;
  surgery = await refIdOf(t.db, 'rotation', 'Surgery');
  pediatrics = await refIdOf(t.db, 'rotation', 'Pediatrics');
  florida = await refIdOf(t.db, 'state', 'Florida');
});
afterAll(async () => {
  await t?.close();
});

const addHospital = (body: Record<string, unknown>, token = clinical) =>
  t.call('POST', '/api/clinical/hospitals', token, { body });
const names = async (q: string) =>
  (await t.call('GET', `/api/clinical/hospitals?${q}`, reader)).json().items.map((h: { name: string }) => h.name);

describe('third parties and hospitals', () => {
  let partyId: number;
  let mercyId: number;

  it('adds, edits and deactivates a third party', async () => {
    const res = await t.call('POST', '/api/clinical/third-parties', clinical, {
      body: {
        name: 'MedPlacements',
        contactName: 'Nora',
        email: 'nora@medplacements.example.com',
        phone: '3125550140',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    partyId = res.json().id;
    expect(
      (await t.call('POST', '/api/clinical/third-parties', clinical, { body: { name: 'medplacements' } })).statusCode,
    ).toBe(409);
    const edited = await t.call('PUT', `/api/clinical/third-parties/${partyId}`, clinical, {
      body: { name: 'MedPlacements Group', contactName: 'Nora Whitfield' },
    });
    expect(edited.json()).toMatchObject({ name: 'MedPlacements Group', contactName: 'Nora Whitfield', active: true });
    const off = await t.call('PUT', `/api/clinical/third-parties/${partyId}/status`, clinical, {
      body: { active: false },
    });
    expect(off.json().active).toBe(false);
    const listed = (await t.call('GET', '/api/clinical/third-parties?active=false', reader)).json();
    expect(listed.items.map((p: { name: string }) => p.name)).toEqual(['MedPlacements Group']);
    await t.call('PUT', `/api/clinical/third-parties/${partyId}/status`, clinical, { body: { active: true } });
  });

  it('adds hospitals that the list pages, searches and filters', async () => {
    const res = await addHospital({
      name: 'Mercy General',
      city: 'Miami',
      stateId: florida,
      phone: '(305) 555-0100',
      email: 'clinical@mercy.example.org',
      contactName: 'Ana Ruiz',
      replyToEmail: 'clinical@caduceus.example.edu',
      thirdPartyId: partyId,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Mercy General',
      stateName: 'Florida',
      thirdPartyName: 'MedPlacements Group',
      rotationCount: 0,
      preceptorCount: 0,
      active: true,
    });
    mercyId = res.json().id;
    for (const name of ['Bayside Medical Center', 'Lakeshore General', 'Old Town Clinic'])
      expect((await addHospital({ name, active: name !== 'Old Town Clinic' })).statusCode).toBe(201);

    expect(await names('')).toEqual([
      'Bayside Medical Center',
      'Lakeshore General',
      'Mercy General',
      'Old Town Clinic',
    ]);
    expect(await names('q=medplace')).toEqual(['Mercy General']);
    expect(await names('q=general')).toEqual(['Lakeshore General', 'Mercy General']);
    expect(await names('active=false')).toEqual(['Old Town Clinic']);
    expect(await names(`thirdPartyId=${partyId}`)).toEqual(['Mercy General']);
    expect(await names('sort=-name&pageSize=25')).toEqual([
      'Old Town Clinic',
      'Mercy General',
      'Lakeshore General',
      'Bayside Medical Center',
    ]);
    expect((await t.call('GET', '/api/clinical/hospitals?page=2', reader)).json()).toMatchObject({
      items: [],
      total: 4,
      page: 2,
    });
    const options = (await t.call('GET', '/api/clinical/hospitals/options', reader)).json().items;
    expect(options.map((o: { label: string }) => o.label)).not.toContain('Old Town Clinic');
  });

  it('refuses bad input naming the fields, a second hospital of the same name, an unknown third party', async () => {
    const bad = await addHospital({ name: '', phone: '12', email: 'nope', replyToEmail: 'x@', seats: 3 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['email', 'name', 'phone', 'replyToEmail']);
    const dup = await addHospital({ name: 'mercy general' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields).toEqual({ name: HOSPITAL_MESSAGES.duplicate });
    const party = await addHospital({ name: 'Nowhere Hospital', thirdPartyId: 99999 });
    expect(party.statusCode).toBe(400);
    expect(party.json().error.fields).toEqual({ thirdPartyId: HOSPITAL_MESSAGES.thirdParty });
    const edited = await t.call('PUT', `/api/clinical/hospitals/${mercyId}`, clinical, {
      body: { name: 'Mercy General Hospital', thirdPartyId: null, phone: '3055550100' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Mercy General Hospital', thirdPartyId: null, phone: '3055550100' });
    expect((await t.call('GET', '/api/clinical/hospitals/99999', reader)).statusCode).toBe(404);
  });

  it('offers a rotation once per hospital with its price per week and seats; edits and deactivates it', async () => {
    const offer = (body: Record<string, unknown>, id = mercyId) =>
      t.call('POST', `/api/clinical/hospitals/${id}/rotations`, clinical, { body });
    const res = await offer({ rotationId: surgery, pricePerWeek: '850.00', seats: 4, availableFrom: '2026-01-05' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      hospitalName: 'Mercy General Hospital',
      rotationName: 'Surgery',
      rotationCode: 'SURG',
      rotationType: 'Core',
      weeks: 12,
      pricePerWeekCents: 85000,
      pricePerWeek: '850.00',
      seats: 4,
      availableFrom: '2026-01-05',
      availableTo: null,
      active: true,
    });
    const offerId = res.json().id;

    const again = await offer({ rotationId: surgery, pricePerWeek: '700', seats: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ rotationId: HOSPITAL_MESSAGES.duplicateOffer });
    const bad = await offer({ rotationId: 'x', pricePerWeek: '12.345', seats: 0 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['pricePerWeek', 'rotationId', 'seats']);
    const notRotation = await offer({ rotationId: florida, pricePerWeek: '500', seats: 2 });
    expect(notRotation.json().error.fields).toEqual({ rotationId: HOSPITAL_MESSAGES.rotation });
    const inactive = (await t.call('GET', '/api/clinical/hospitals?active=false', reader)).json().items[0].id;
    expect((await offer({ rotationId: surgery, pricePerWeek: '500', seats: 2 }, inactive)).statusCode).toBe(422);

    expect((await offer({ rotationId: pediatrics, pricePerWeek: '$650', seats: 3 })).statusCode).toBe(201);
    const edited = await t.call('PUT', `/api/clinical/rotation-offers/${offerId}`, clinical, {
      body: {
        rotationId: surgery,
        pricePerWeek: '900',
        seats: 5,
        availableFrom: '2026-01-05',
        availableTo: '2026-12-18',
      },
    });
    expect(edited.json()).toMatchObject({ pricePerWeekCents: 90000, seats: 5, availableTo: '2026-12-18' });
    const clash = await t.call('PUT', `/api/clinical/rotation-offers/${offerId}`, clinical, {
      body: { rotationId: pediatrics, pricePerWeek: '900', seats: 5 },
    });
    expect(clash.statusCode).toBe(409);

    const list = (await t.call('GET', `/api/clinical/hospitals/${mercyId}/rotations`, reader)).json();
    expect(list.items.map((o: { rotationName: string }) => o.rotationName)).toEqual(['Pediatrics', 'Surgery']);
    expect((await t.call('GET', `/api/clinical/hospitals/${mercyId}`, reader)).json().rotationCount).toBe(2);

    const off = await t.call('PUT', `/api/clinical/rotation-offers/${offerId}/status`, clinical, {
      body: { active: false },
    });
    expect(off.json().active).toBe(false);
    const open = (await t.call('GET', `/api/clinical/rotation-offers/options?hospitalId=${mercyId}`, reader)).json();
    expect(open.items.map((o: { rotationName: string }) => o.rotationName)).toEqual(['Pediatrics']);
    const across = (await t.call('GET', '/api/clinical/rotation-offers?q=surgery', reader)).json();
    expect(across.total).toBe(1);
    const offering = (await t.call('GET', `/api/clinical/hospitals/options?rotationId=${pediatrics}`, reader)).json();
    expect(offering.items.map((o: { label: string }) => o.label)).toEqual(['Mercy General Hospital']);
  });

  it('lets readers read but not write, and refuses students and signed-out callers', async () => {
    expect((await addHospital({ name: 'Reader Hospital' }, reader)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/clinical/hospitals', student)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/clinical/third-parties', student)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/clinical/rotation-offers', student)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/clinical/hospitals', null)).statusCode).toBe(401);
    const root = (await t.signIn({ username: 'root', roleId: ROLE.superUser })).token;
    expect((await t.call('GET', '/api/clinical/hospitals', root)).statusCode).toBe(200);
  });
});
