import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { studentMenuStaff, type StaffUser } from '../../../../test/student-staff.js';
import { makeStudent, refIdOf } from '../../../factories/index.js';
import { auditLog } from '../../../platform/db/tables.js';
import { students } from '../record/students.schema.js';

let t: TestApp;
let staff: Record<'all' | 'rw' | 'read' | 'none', StaffUser>;
const today = new Date('2026-03-15T15:00:00Z');

beforeAll(async () => {
  t = await testApp({ clock: () => today });
  staff = await studentMenuStaff(t, 'Details', { all: 15, rw: 3, read: 1, none: 0 }, (key) => ({
    firstName: 'Omar',
    lastName: `Office${key}`,
  }));
});
afterAll(async () => {
  await t?.close();
});

const studentUser = async (sid: number) => {
  const { user, token } = await t.signIn({ userType: 'Student', studentId: sid, firstName: 'Sam', lastName: 'Self' });
  return { id: user.id, token };
};
const auditOf = async (sid: number, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'student'), eq(auditLog.entityId, String(sid)), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id));

describe('other details', () => {
  const full = {
    emergencyContactName: 'Ana Lopez',
    emergencyContactRelation: 'Parent',
    emergencyContactPhone: '+1 305 555 0101',
    emergencyContactEmail: 'ana@example.com',
    medicalConditions: 'Asthma, carries an inhaler',
    allergies: 'Penicillin',
    dietaryNeeds: 'Vegetarian',
    tShirtSize: 'M',
    languagesSpoken: ['English', 'Spanish'],
  };

  it('starts empty, saves, reads back with who saved, and audits only the changed fields', async () => {
    const s = await makeStudent(t.db);
    const url = `/api/students/${s.id}/other-details`;
    const empty = await t.call('GET', url, staff.read.token);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({
      emergencyContactName: null,
      tShirtSize: null,
      languagesSpoken: [],
      updatedAt: null,
      updatedByName: null,
    });

    const saved = await t.call('PUT', url, staff.all.token, { body: full });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ...full, updatedByName: 'Omar Officeall' });
    expect((await t.call('GET', url, staff.read.token)).json()).toMatchObject(full);

    const again = await t.call('PUT', url, staff.all.token, { body: { ...full, tShirtSize: 'L', allergies: '' } });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ tShirtSize: 'L', allergies: null });
    const [row] = await auditOf(s.id, 'updateOtherDetails');
    expect(row).toMatchObject({
      actorId: staff.all.id,
      before: { tShirtSize: 'M', allergies: 'Penicillin' },
      after: { tShirtSize: 'L', allergies: null },
    });
    expect(Object.keys(row.after as object).sort()).toEqual(['allergies', 'tShirtSize']);
  });

  it('answers 400 with field errors and keeps what was saved', async () => {
    const s = await makeStudent(t.db);
    const url = `/api/students/${s.id}/other-details`;
    const res = await t.call('PUT', url, staff.all.token, {
      body: {
        emergencyContactRelation: 'Cousin',
        emergencyContactPhone: 'call me',
        emergencyContactEmail: 'nope',
        tShirtSize: 'XXXXL',
        languagesSpoken: Array.from({ length: 11 }, (_, i) => `L${i}`),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      emergencyContactRelation: 'Choose a relation from the list',
      emergencyContactPhone: 'Please enter a valid phone number',
      emergencyContactEmail: 'Please enter a valid email address',
      tShirtSize: 'Choose a size from the list',
      languagesSpoken: 'At most 10 languages',
    });
    const noName = await t.call('PUT', url, staff.all.token, { body: { emergencyContactPhone: '3055550100' } });
    expect(noName.json().error.fields).toEqual({ emergencyContactName: 'Name the emergency contact' });
    const noPhone = await t.call('PUT', url, staff.all.token, { body: { emergencyContactName: 'Ana Lopez' } });
    expect(noPhone.json().error.fields).toEqual({
      emergencyContactPhone: 'Give a phone number for the emergency contact',
    });
    expect((await t.call('GET', url, staff.read.token)).json().updatedAt).toBeNull();
  });

  it("needs the edit right to save; students are refused their own and do not find others'", async () => {
    const s = await makeStudent(t.db);
    const other = await makeStudent(t.db);
    expect(
      (await t.call('PUT', `/api/students/${s.id}/other-details`, staff.rw.token, { body: full })).statusCode,
    ).toBe(403);
    expect((await t.call('GET', `/api/students/${s.id}/other-details`, staff.none.token)).statusCode).toBe(403);
    const { token } = await studentUser(s.id);
    expect((await t.call('GET', `/api/students/${s.id}/other-details`, token)).statusCode).toBe(403);
    expect((await t.call('PUT', `/api/students/${s.id}/other-details`, token, { body: full })).statusCode).toBe(403);
    expect((await t.call('GET', `/api/students/${other.id}/other-details`, token)).statusCode).toBe(404);
  });
});

describe('semester deferment', () => {
  const deferrer = async () => {
    const s = await makeStudent(t.db, {
      status: 'Accepted',
      immigrationRequired: true,
      startSemesterId: await refIdOf(t.db, 'semester', 'Spring 2025'),
    });
    return { s, ...(await studentUser(s.id)) };
  };

  it('the student defers their start to a later semester: the log, the record and an audit row change together', async () => {
    const { s, token, id: userId } = await deferrer();
    const [spring25, summer26] = [
      await refIdOf(t.db, 'semester', 'Spring 2025'),
      await refIdOf(t.db, 'semester', 'Summer 2026'),
    ];
    const options = await t.call('GET', `/api/students/${s.id}/deferments/options`, token);
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json()).toMatchObject({
      currentSemesterId: spring25,
      currentSemesterName: 'Spring 2025',
      currentStartDate: '2025-01-05',
    });
    // Spring 2026 began on 2026-01-05: too late to start in it
    expect(
      options
        .json()
        .semesters.map((o: { label: string }) => o.label)
        .slice(0, 3),
    ).toEqual(['Summer 2026', 'Fall 2026', 'Spring 2027']);

    const res = await t.call('POST', `/api/students/${s.id}/deferments`, token, {
      body: { toSemesterId: summer26, reason: 'Visa appointment delayed' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      fromSemesterName: 'Spring 2025',
      toSemesterName: 'Summer 2026',
      reason: 'Visa appointment delayed',
      requestedByName: 'Sam Self',
    });
    const [row] = await t.db
      .select({ startSemesterId: students.startSemesterId })
      .from(students)
      .where(eq(students.id, s.id));
    expect(row.startSemesterId).toBe(summer26);
    const [a] = await auditOf(s.id, 'deferSemester');
    expect(a).toMatchObject({
      actorId: userId,
      before: { startSemesterId: spring25 },
      after: { startSemesterId: summer26, reason: 'Visa appointment delayed' },
    });

    const log = await t.call('GET', `/api/students/${s.id}/deferments`, token);
    expect(log.statusCode).toBe(200);
    expect(log.json()).toMatchObject({ total: 1, items: [{ fromSemesterId: spring25, toSemesterId: summer26 }] });
    // the start is now Summer 2026: only later semesters remain
    expect((await t.call('GET', `/api/students/${s.id}/deferments/options`, token)).json().semesters[0].label).toBe(
      'Fall 2026',
    );
  });

  it('answers 400 for a semester that is not later or has started, or no reason', async () => {
    const { s, token } = await deferrer();
    const started = await t.call('POST', `/api/students/${s.id}/deferments`, token, {
      body: { toSemesterId: await refIdOf(t.db, 'semester', 'Spring 2026'), reason: 'Late' },
    });
    expect(started.statusCode).toBe(400);
    expect(started.json().error.fields).toEqual({ toSemesterId: 'Choose a later semester that has not started yet' });
    const noReason = await t.call('POST', `/api/students/${s.id}/deferments`, token, { body: { reason: '' } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toMatchObject({
      toSemesterId: 'This field is required',
      reason: 'This field is required',
    });
    expect((await t.call('GET', `/api/students/${s.id}/deferments`, token)).json().total).toBe(0);
  });

  it("is the student's own tab: staff cannot see it, nor students without immigration, nor another student", async () => {
    const { s, token } = await deferrer();
    const other = await makeStudent(t.db, { status: 'Accepted', immigrationRequired: true });
    const body = { toSemesterId: await refIdOf(t.db, 'semester', 'Fall 2026'), reason: 'Staff try' };
    expect((await t.call('GET', `/api/students/${s.id}/deferments`, staff.all.token)).statusCode).toBe(403);
    expect((await t.call('POST', `/api/students/${s.id}/deferments`, staff.all.token, { body })).statusCode).toBe(403);
    expect((await t.call('GET', `/api/students/${other.id}/deferments`, token)).statusCode).toBe(404);
    const plain = await makeStudent(t.db, { status: 'Accepted', immigrationRequired: false });
    expect(
      (await t.call('GET', `/api/students/${plain.id}/deferments`, (await studentUser(plain.id)).token)).statusCode,
    ).toBe(403);
  });
});

describe('application', () => {
  it("links a student who came from a lead to the lead's application; without a lead the tab is absent", async () => {
    const s = await makeStudent(t.db, { status: 'Accepted', leadId: 4242 });
    const res = await t.call('GET', `/api/students/${s.id}/application`, staff.read.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ leadId: 4242, applicationUrl: '/lead/details/application/addressTab/address/4242' });
    expect((await t.call('GET', `/api/students/${s.id}/header`, staff.read.token)).json().tabs).toContain(
      'application',
    );
    // an accepted student sees it too; an enrolled student's set has no application tab
    expect((await t.call('GET', `/api/students/${s.id}/application`, (await studentUser(s.id)).token)).statusCode).toBe(
      200,
    );
    const enrolled = await makeStudent(t.db, { status: 'Student', leadId: 4243 });
    expect(
      (await t.call('GET', `/api/students/${enrolled.id}/application`, (await studentUser(enrolled.id)).token))
        .statusCode,
    ).toBe(403);
    const noLead = await makeStudent(t.db);
    expect((await t.call('GET', `/api/students/${noLead.id}/application`, staff.read.token)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/students/${s.id}/application`, staff.none.token)).statusCode).toBe(403);
    expect(
      (await t.call('GET', `/api/students/${s.id}/application`, (await studentUser(noLead.id)).token)).statusCode,
    ).toBe(404);
  });
});
