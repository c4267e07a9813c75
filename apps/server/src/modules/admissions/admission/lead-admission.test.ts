import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LEAD_RECORD_MESSAGES } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { addLeadWith } from '../../../../test/leads.js';
import { admissionsOfficer, leadBystanders } from '../../../../test/lead-users.js';
import { refIdOf } from '../../../factories/index.js';
import { auditLog } from '../../../platform/db/tables.js';
import { refRows } from '../../reference/tables.js';

let t: TestApp;
let admissions: string;
let reader: string;
beforeAll(async () => {
  t = await testApp();
  admissions = (await admissionsOfficer(t)).token;
  ({ reader } = await leadBystanders(t));
});
afterAll(async () => {
  await t?.close();
});

const addLead = async (statusId = 3, over: Record<string, unknown> = {}) =>
  (await addLeadWith(t, admissions, { statusId }, over)).id;
const contactForm = {
  phone: '3055550111',
  emergencyName: 'Kofi Mensah',
  emergencyRelation: 'Father',
  emergencyPhone: '3055550112',
};

describe('the admission forms of a lead', () => {
  it('are hidden before the profile is created and open at status 3, saved per form with who and when', async () => {
    const early = await addLead(2);
    expect((await t.call('GET', `/api/leads/${early}/admission-forms`, admissions)).statusCode).toBe(403);

    const id = await addLead(3);
    const empty = (await t.call('GET', `/api/leads/${id}/admission-forms`, admissions)).json();
    expect(empty.forms.contact).toMatchObject({ saved: false, data: null });
    expect(empty.locked).toBe(false);

    const bad = await t.call('PUT', `/api/leads/${id}/admission-forms/contact`, admissions, {
      body: { ...contactForm, emergencyRelation: 'Neighbour', phone: '12' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['phone', 'emergencyRelation']));

    const saved = await t.call('PUT', `/api/leads/${id}/admission-forms/contact`, admissions, { body: contactForm });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      saved: true,
      savedByName: 'Test alma',
      data: { emergencyName: 'Kofi Mensah' },
    });
    // a dropdown answer must be a row of its table
    const wrongSource = await t.call('PUT', `/api/leads/${id}/admission-forms/where-you-heard`, admissions, {
      body: { sourceId: await refIdOf(t.db, 'country') },
    });
    expect(wrongSource.json().error.fields).toMatchObject({ sourceId: 'Choose a value from the list' });
    expect(
      (
        await t.call('POST', `/api/leads/${id}/admission-forms/acceptances/terms`, admissions, {
          body: { accepted: true },
        })
      ).statusCode,
    ).toBe(200);

    const view = (await t.call('GET', `/api/leads/${id}/admission-forms`, reader)).json();
    expect(view.forms.contact).toMatchObject({ saved: true, data: { phone: '3055550111' } });
    expect(view.forms.memorandum.saved).toBe(false);
    expect(view.acceptances.terms).toMatchObject({ accepted: true, savedByName: 'Test alma' });
    // a reader sees but does not write
    expect(
      (
        await t.call('PUT', `/api/leads/${id}/admission-forms/memorandum`, reader, {
          body: { accepted: true, signature: 'Ada Mensah' },
        })
      ).statusCode,
    ).toBe(403);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'leadAdmission'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'saveForm')),
      );
    expect(row.after).toMatchObject({ leadId: id, form: 'contact', emergencyName: 'Kofi Mensah' });
  });
});

describe('billing contact and educational info (billingContactInfoEducational)', () => {
  it('saves the billing, one billing contact with a full address, and the schools attended', async () => {
    const id = await addLead(4);
    const country = await refIdOf(t.db, 'country', 'United States');
    expect((await t.call('GET', `/api/leads/${id}/billing`, admissions)).json()).toMatchObject({
      billing: null,
      billingContact: null,
      contact: null,
    });

    const noSponsor = await t.call('PUT', `/api/leads/${id}/billing`, admissions, {
      body: { payer: 'Sponsor', address1: '1 Main St', city: 'Miami', countryId: country, zip: '33101' },
    });
    expect(noSponsor.statusCode).toBe(400);
    expect(noSponsor.json().error.fields).toHaveProperty('sponsorName');
    const billing = await t.call('PUT', `/api/leads/${id}/billing`, admissions, {
      body: { payer: 'Parent', address1: '1 Main St', city: 'Miami', countryId: country, zip: '33101' },
    });
    expect(billing.statusCode, billing.body).toBe(200);
    expect(billing.json().billing).toMatchObject({
      payer: 'Parent',
      countryLabel: 'United States',
      updatedByName: 'Test alma',
    });

    // the contact is always the billing contact: without an address it is refused
    const partial = await t.call('PUT', `/api/leads/${id}/billing-contact`, admissions, {
      body: { name: 'Kofi Mensah', relation: 'Father', email: 'kofi@example.com', phone: '3055550112' },
    });
    expect(partial.statusCode).toBe(400);
    expect(Object.keys(partial.json().error.fields)).toEqual(
      expect.arrayContaining(['address1', 'city', 'countryId', 'zip']),
    );
    const contact = {
      name: 'Kofi Mensah',
      relation: 'Father',
      email: 'kofi@example.com',
      phone: '3055550112',
      address1: '1 Main St',
      city: 'Miami',
      countryId: country,
      zip: '33101',
    };
    const saved = await t.call('PUT', `/api/leads/${id}/billing-contact`, admissions, { body: contact });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().billingContact).toMatchObject({ name: 'Kofi Mensah', relation: 'Father' });
    // saving again replaces the one contact
    const again = await t.call('PUT', `/api/leads/${id}/billing-contact`, admissions, {
      body: { ...contact, name: 'Ama Mensah', relation: 'Mother' },
    });
    expect(again.json().contact).toMatchObject({ name: 'Ama Mensah', countryLabel: 'United States' });

    const edu = await t.call('POST', `/api/leads/${id}/education`, admissions, {
      body: { institution: 'University of Ghana', degree: 'BSc', fromYear: 2018, toYear: 2022, gpa: '3.6' },
    });
    expect(edu.statusCode, edu.body).toBe(201);
    const backwards = await t.call('POST', `/api/leads/${id}/education`, admissions, {
      body: { institution: 'X', degree: 'BSc', fromYear: 2020, toYear: 2019 },
    });
    expect(backwards.json().error.fields).toMatchObject({ toYear: 'To year cannot be before From year' });
    const upd = await t.call('PUT', `/api/leads/${id}/education/${edu.json().id}`, admissions, {
      body: { institution: 'University of Ghana, Legon', degree: 'BSc', fromYear: 2018, toYear: 2022 },
    });
    expect(upd.json()).toMatchObject({ institution: 'University of Ghana, Legon', gpa: null });
    expect((await t.call('GET', `/api/leads/${id}/education`, reader)).json().items).toHaveLength(1);
    // another lead's entry looks absent
    const other = await addLead(4);
    expect((await t.call('DELETE', `/api/leads/${other}/education/${edu.json().id}`, admissions)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/leads/${id}/education/${edu.json().id}`, admissions)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/leads/${id}/education`, admissions)).json().items).toHaveLength(0);
  });

  it('refuses writes once the lead is a student', async () => {
    const id = await addLead(6);
    expect((await t.call('POST', `/api/leads/${id}/migrate`, admissions)).statusCode).toBe(200);
    const res = await t.call('PUT', `/api/leads/${id}/admission-forms/contact`, admissions, { body: contactForm });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(LEAD_RECORD_MESSAGES.migrated);
    expect((await t.call('GET', `/api/leads/${id}/admission-forms`, admissions)).json().locked).toBe(true);
  });
});

describe('semesters of a course (semseterListFromCourseId)', () => {
  it('answers the semesters the course takes students in, or every semester when it names none', async () => {
    const md = await refIdOf(t.db, 'course', 'Doctor of Medicine (MD)');
    const res = await t.call('GET', `/api/lookups/course/${md}/semesters`, reader);
    expect(res.statusCode, res.body).toBe(200);
    const labels = res.json().items.map((i: { label: string }) => i.label);
    expect(res.json().restricted).toBe(true);
    expect(labels).toEqual(expect.arrayContaining(['Spring 2025', 'Summer 2025', 'Fall 2025']));

    const istanbul = (
      await t.call(
        'GET',
        `/api/lookups/course/${await refIdOf(t.db, 'course', 'Istanbul Medical Program')}/semesters`,
        reader,
      )
    ).json();
    expect(istanbul.items.map((i: { label: string }) => i.label).sort()).toEqual([
      'Fall 2025',
      'Fall 2026',
      'Fall 2027',
    ]);
    // a semester the form already holds is included, even when the course is not offered then
    const spring26 = await refIdOf(t.db, 'semester', 'Spring 2026');
    const withHeld = (
      await t.call(
        'GET',
        `/api/lookups/course/${await refIdOf(t.db, 'course', 'Istanbul Medical Program')}/semesters?include=${spring26}`,
        reader,
      )
    ).json();
    expect(withHeld.items.map((i: { label: string }) => i.label)).toContain('Spring 2026');

    const clinical = (
      await t.call('GET', `/api/lookups/course/${await refIdOf(t.db, 'course', 'Clinical Sciences')}/semesters`, reader)
    ).json();
    const all = await t.db
      .select()
      .from(refRows)
      .where(and(eq(refRows.tableKey, 'semester'), eq(refRows.active, true)));
    expect(clinical).toMatchObject({ restricted: false });
    expect(clinical.items).toHaveLength(all.length);

    expect(
      (await t.call('GET', `/api/lookups/course/${await refIdOf(t.db, 'country')}/semesters`, reader)).statusCode,
    ).toBe(404);
    expect((await t.call('GET', '/api/lookups/course/abc/semesters', reader)).statusCode).toBe(400);
    expect((await t.call('GET', `/api/lookups/course/${md}/semesters`, null)).statusCode).toBe(401);
  });
});

describe("the lead forms' semester choices", () => {
  it('offer current and future terms first (earliest first), then past ones; the add form (upcoming) leaves past ones out', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const today = day(0);
    const semester = async (label: string, startDate: string, endDate: string) => {
      const [row] = await t.db
        .insert(refRows)
        .values({
          tableKey: 'semester',
          label,
          uniqueKey: label.toLowerCase(),
          data: { name: label, semesterType: 'Fall', year: 2030, startDate, endDate },
        })
        .returning({ id: refRows.id });
      return row.id;
    };
    const past = await semester('Test Past Term', day(-400), day(-300));
    const current = await semester('Test Current Term', day(-30), day(30));
    const future = await semester('Test Future Term', day(300), day(400));
    const choices = async (query: string) => {
      const res = await t.call('GET', `/api/leads/semesters${query}`, reader);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items as { value: number; label: string; startDate: string; endDate: string }[];
    };

    const all = await choices('');
    const at = (id: number) => all.findIndex((i) => i.value === id);
    expect(at(current)).toBeLessThan(at(future));
    expect(at(future)).toBeLessThan(at(past));
    const open = all.filter((i) => i.endDate >= today);
    const over = all.filter((i) => i.endDate < today);
    // every open term before every past one: open ones by start date up, past ones by start date down
    expect(all).toEqual([...open, ...over]);
    expect(open.map((i) => i.startDate)).toEqual(open.map((i) => i.startDate).sort());
    expect(over.map((i) => i.startDate)).toEqual(
      over
        .map((i) => i.startDate)
        .sort()
        .reverse(),
    );

    const upcoming = await choices('?upcoming=true');
    expect(upcoming.map((i) => i.value)).toEqual(open.map((i) => i.value));
    expect(upcoming.some((i) => i.value === past)).toBe(false);
    // a past term the form already holds stays choosable, last
    const held = await choices(`?upcoming=true&include=${past}`);
    expect(held.map((i) => i.value)).toEqual([...open.map((i) => i.value), past]);

    // with a course: only the terms it takes students in, in the same order
    const istanbul = await refIdOf(t.db, 'course', 'Istanbul Medical Program');
    const ofCourse = await choices(`?courseId=${istanbul}&upcoming=true`);
    expect(ofCourse.every((i) => i.label.startsWith('Fall ') && i.endDate >= today)).toBe(true);
    expect((await t.call('GET', '/api/leads/semesters?courseId=abc', reader)).statusCode).toBe(400);
    expect((await t.call('GET', '/api/leads/semesters', null)).statusCode).toBe(401);
  });
});

describe('academic records of a lead', () => {
  it('appear once the lead has a student, read only, linking to the student record', async () => {
    const id = await addLead(8);
    expect((await t.call('GET', `/api/leads/${id}/academic-records`, admissions)).statusCode).toBe(403);
    const { studentId } = (await t.call('POST', `/api/leads/${id}/migrate`, admissions)).json();
    const h = (await t.call('GET', `/api/leads/${id}/header`, admissions)).json();
    expect(h.tabs).toContain('academicRecords');
    const res = await t.call('GET', `/api/leads/${id}/academic-records`, reader);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      studentId,
      studentUrl: `/student/details/personal/${studentId}`,
      statusName: 'Immigration Cleared',
      courseName: 'Doctor of Medicine (MD)',
      statusChanges: [],
      deferments: [],
    });
  });
});
