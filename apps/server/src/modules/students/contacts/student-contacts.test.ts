import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BILLING_ADDRESS_MESSAGE,
  MAX_STUDENT_CONTACTS,
  MESSAGES,
  ROLE,
  SPONSOR_REQUIRED_MESSAGE,
} from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantMenus, makeGroup, makeStudent, makeUser, refIdOf } from '../../../factories/index.js';
import { auditLog } from '../../../platform/db/tables.js';
import { parentStudents } from '../record/students.schema.js';

let t: TestApp;
let staff: string;
let readOnly: string;
let countryId: number;

const base = (studentId: number) => `/api/students/${studentId}/contacts`;
const person = (name: string, more: Record<string, unknown> = {}) => ({
  name,
  relation: 'Mother',
  email: `${name.split(' ')[0].toLowerCase()}@example.com`,
  phone: '3055550100',
  ...more,
});
const address = () => ({ address1: '12 Palm Street', city: 'Miami', countryId, zip: '33101' });
const billingOf = async (studentId: number, token = staff) =>
  ((await t.call('GET', base(studentId), token)).json().items as { name: string; isBillingContact: boolean }[])
    .filter((c) => c.isBillingContact)
    .map((c) => c.name);

beforeAll(async () => {
  t = await testApp();
  staff = (await t.signIn({ roleId: ROLE.superAdmin })).token;
  const group = await makeGroup(t.db);
  await grantMenus(t.db, group.id, { '/student/list': 1 });
  readOnly = (await t.signIn({ groupId: group.id })).token;
  countryId = await refIdOf(t.db, 'country');
});
afterAll(async () => {
  await t?.close();
});

describe('billing contacts (parents-details)', () => {
  it('keep at most one billing contact: naming another moves the flag', async () => {
    const s = await makeStudent(t.db);
    const mother = await t.call('POST', base(s.id), staff, {
      body: person('Maria Lopez', { isBillingContact: true, ...address() }),
    });
    expect(mother.statusCode, mother.body).toBe(201);
    expect(mother.json()).toMatchObject({
      name: 'Maria Lopez',
      isBillingContact: true,
      countryId,
      countryLabel: expect.any(String),
    });

    const father = await t.call('POST', base(s.id), staff, {
      body: person('Jorge Lopez', { relation: 'Father', isBillingContact: true, ...address() }),
    });
    expect(father.statusCode, father.body).toBe(201);
    expect(await billingOf(s.id)).toEqual(['Jorge Lopez']);
    // the billing contact is listed first
    expect((await t.call('GET', base(s.id), staff)).json().items.map((c: { name: string }) => c.name)).toEqual([
      'Jorge Lopez',
      'Maria Lopez',
    ]);

    const back = await t.call('PUT', `${base(s.id)}/${mother.json().id}`, staff, {
      body: person('Maria Lopez', { isBillingContact: true, ...address() }),
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await billingOf(s.id)).toEqual(['Maria Lopez']);
    const moved = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'studentContact'), eq(auditLog.action, 'unsetBillingContact')))
      .orderBy(auditLog.id);
    expect(moved.map((a) => a.entityId)).toEqual([String(mother.json().id), String(father.json().id)]);

    // another student's billing contact is not touched
    const other = await makeStudent(t.db);
    await t.call('POST', base(other.id), staff, {
      body: person('Olga Other', { isBillingContact: true, ...address() }),
    });
    expect(await billingOf(s.id)).toEqual(['Maria Lopez']);
    expect(await billingOf(other.id)).toEqual(['Olga Other']);
  });

  it('need a full address for the billing contact and valid contact details', async () => {
    const s = await makeStudent(t.db);
    const res = await t.call('POST', base(s.id), staff, { body: person('No Address', { isBillingContact: true }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      address1: BILLING_ADDRESS_MESSAGE,
      city: BILLING_ADDRESS_MESSAGE,
      countryId: BILLING_ADDRESS_MESSAGE,
      zip: BILLING_ADDRESS_MESSAGE,
    });
    const bad = await t.call('POST', base(s.id), staff, {
      body: person('Bad Phone', { phone: '12', email: 'nope', relation: 'Cousin' }),
    });
    expect(bad.json().error.fields).toMatchObject({
      phone: MESSAGES.phone,
      email: MESSAGES.email,
      relation: 'Choose a relation',
    });
    const badRef = await t.call('POST', base(s.id), staff, {
      body: person('Bad Country', { countryId: await refIdOf(t.db, 'campus') }),
    });
    expect(badRef.json().error.fields.countryId).toBe('Choose a value from the list');
  });

  it('are limited per student', async () => {
    const s = await makeStudent(t.db);
    for (let i = 0; i < MAX_STUDENT_CONTACTS; i++)
      expect((await t.call('POST', base(s.id), staff, { body: person(`Contact ${i}`) })).statusCode).toBe(201);
    const over = await t.call('POST', base(s.id), staff, { body: person('One Too Many') });
    expect(over.statusCode).toBe(422);
  });

  it("may be kept by the student, read by a parent she shares them with; another student's look absent", async () => {
    const s = await makeStudent(t.db, { status: 'Student' });
    const other = await makeStudent(t.db, { status: 'Student' });
    const studentToken = await t.login((await makeUser(t.db, { userType: 'Student', studentId: s.id })).username);
    const parent = await makeUser(t.db, { userType: 'Parent' });
    await t.db.insert(parentStudents).values({ userId: parent.id, studentId: s.id, relation: 'Mother' });
    const parentToken = await t.login(parent.username);

    const mine = await t.call('POST', base(s.id), studentToken, {
      body: person('Self Added', { isBillingContact: true, ...address() }),
    });
    expect(mine.statusCode, mine.body).toBe(201);
    const id = mine.json().id;
    // a parent reads the contacts only once the adult student shares them, and never changes them
    const body = person('Self Added', { phone: '3055550199', isBillingContact: true, ...address() });
    expect((await t.call('GET', base(s.id), parentToken)).statusCode).toBe(403);
    expect((await t.call('PUT', `${base(s.id)}/${id}`, parentToken, { body })).statusCode).toBe(403);
    const share = await t.call('PUT', `/api/students/${s.id}/sharing/${parent.id}`, studentToken, {
      body: { parts: ['contacts'] },
    });
    expect(share.statusCode, share.body).toBe(200);
    expect((await t.call('GET', base(s.id), parentToken)).statusCode).toBe(200);
    expect((await t.call('PUT', `${base(s.id)}/${id}`, parentToken, { body })).statusCode).toBe(403);
    const edited = await t.call('PUT', `${base(s.id)}/${id}`, studentToken, { body });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await t.call('GET', `${base(s.id)}/${id}`, parentToken)).json()).toMatchObject({ phone: '3055550199' });

    // another student's record, and another student's contact through one's own record
    const theirs = (await t.call('POST', base(other.id), staff, { body: person('Their Contact') })).json().id;
    expect((await t.call('GET', base(other.id), studentToken)).statusCode).toBe(404);
    expect((await t.call('POST', base(other.id), studentToken, { body: person('Intruder') })).statusCode).toBe(404);
    expect((await t.call('GET', `${base(s.id)}/${theirs}`, studentToken)).statusCode).toBe(404);
    expect((await t.call('PUT', `${base(s.id)}/${theirs}`, studentToken, { body: person('Hijack') })).statusCode).toBe(
      404,
    );
    expect((await t.call('DELETE', `${base(s.id)}/${theirs}`, parentToken)).statusCode).toBe(403);
    expect((await t.call('GET', `${base(other.id)}/${theirs}`, staff)).json().name).toBe('Their Contact');

    expect((await t.call('DELETE', `${base(s.id)}/${id}`, studentToken)).statusCode).toBe(200);
    expect((await t.call('GET', base(s.id), studentToken)).json().items).toEqual([]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'studentContact'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('are read-only to staff with only the read right', async () => {
    const s = await makeStudent(t.db);
    expect((await t.call('GET', base(s.id), readOnly)).statusCode).toBe(200);
    expect((await t.call('POST', base(s.id), readOnly, { body: person('Not Allowed') })).statusCode).toBe(403);
  });
});

describe('billing and educational background', () => {
  const billing = (id: number) => `/api/students/${id}/billing`;
  const education = (id: number, entry?: number) => `/api/students/${id}/education${entry ? `/${entry}` : ''}`;
  const school = (more: Record<string, unknown> = {}) => ({
    institution: 'University of Florida',
    degree: 'BSc',
    field: 'Biology',
    fromYear: 2016,
    toYear: 2020,
    gpa: '3.75',
    ...more,
  });

  it('keep who pays, with the billing contact beside it', async () => {
    const s = await makeStudent(t.db);
    expect((await t.call('GET', billing(s.id), staff)).json()).toEqual({ billing: null, billingContact: null });
    await t.call('POST', base(s.id), staff, { body: person('Maria Lopez', { isBillingContact: true, ...address() }) });

    const noSponsor = await t.call('PUT', billing(s.id), staff, { body: { payer: 'Sponsor', ...address() } });
    expect(noSponsor.statusCode).toBe(400);
    expect(noSponsor.json().error.fields.sponsorName).toBe(SPONSOR_REQUIRED_MESSAGE);
    const saved = await t.call('PUT', billing(s.id), staff, {
      body: { payer: 'Sponsor', sponsorName: 'Aruba Health Foundation', ...address() },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      billing: { payer: 'Sponsor', sponsorName: 'Aruba Health Foundation', city: 'Miami' },
      billingContact: { name: 'Maria Lopez' },
    });
    // a sponsor name means nothing for a self-paying student
    const self = await t.call('PUT', billing(s.id), staff, {
      body: { payer: 'Self', sponsorName: 'Left Over', ...address() },
    });
    expect(self.json().billing).toMatchObject({ payer: 'Self', sponsorName: null });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'studentBilling'), eq(auditLog.entityId, String(s.id))))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('list, check, change and delete educational entries', async () => {
    const s = await makeStudent(t.db);
    const first = await t.call('POST', education(s.id), staff, { body: school() });
    expect(first.statusCode, first.body).toBe(201);
    const recent = await t.call('POST', education(s.id), staff, {
      body: school({ institution: 'Florida State University', degree: 'MSc', fromYear: 2021, toYear: 2023, gpa: '' }),
    });
    expect(recent.json()).toMatchObject({ gpa: null, toYear: 2023 });
    expect(
      (await t.call('GET', education(s.id), staff)).json().items.map((e: { institution: string }) => e.institution),
    ).toEqual(['Florida State University', 'University of Florida']);

    expect(
      (await t.call('POST', education(s.id), staff, { body: school({ gpa: '3.756' }) })).json().error.fields.gpa,
    ).toBe(MESSAGES.gpa);
    expect(
      (await t.call('POST', education(s.id), staff, { body: school({ gpa: '100' }) })).json().error.fields.gpa,
    ).toBe(MESSAGES.gpa);
    expect(
      (await t.call('POST', education(s.id), staff, { body: school({ fromYear: 2020, toYear: 2018 }) })).json().error
        .fields.toYear,
    ).toBe('To year cannot be before From year');

    const changed = await t.call('PUT', education(s.id, first.json().id), staff, { body: school({ gpa: '3.8' }) });
    expect(changed.json().gpa).toBe('3.8');
    const other = await makeStudent(t.db);
    expect((await t.call('DELETE', education(other.id, first.json().id), staff)).statusCode).toBe(404);
    expect((await t.call('DELETE', education(s.id, first.json().id), staff)).statusCode).toBe(200);
    expect((await t.call('DELETE', education(s.id, first.json().id), staff)).statusCode).toBe(404);
    expect((await t.call('GET', education(s.id), staff)).json().items).toHaveLength(1);
  });

  it('are staff only: the student does not see the tab', async () => {
    const s = await makeStudent(t.db, { status: 'Student' });
    const token = await t.login((await makeUser(t.db, { userType: 'Student', studentId: s.id })).username);
    expect((await t.call('GET', billing(s.id), token)).statusCode).toBe(403);
    expect((await t.call('GET', education(s.id), token)).statusCode).toBe(403);
    expect((await t.call('POST', education(s.id), readOnly, { body: school() })).statusCode).toBe(403);
  });
});
