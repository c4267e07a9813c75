import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { ISTANBUL_COURSE_ID, LEAD_MESSAGES } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { addLeadAs, leadForm } from '../../../../test/leads.js';
import { admissionsOfficer, leadBystanders } from '../../../../test/lead-users.js';
import { refIdOf } from '../../../factories/index.js';
import { auditLog } from '../../../platform/db/tables.js';
import { students } from '../../students/tables.js';
import { studentNotes } from '../../students/tables.js';
import { multipart } from '../../../../test/multipart.js';
import { leads } from './leads.schema.js';
import { createLeadGate } from './leads.gate.js';
import { seedLeads } from './leads.demo.js';
import type { FastifyRequest } from 'fastify';

let t: TestApp;
let admissions: string;
let reader: string;
let outsider: string;
let repId: number;
beforeAll(async () => {
  t = await testApp();
  const a = await admissionsOfficer(t);
  admissions = a.token;
  repId = a.user.id;
  ({ reader, outsider } = await leadBystanders(t));
});
afterAll(async () => {
  await t?.close();
});

/** A lead's form, the officer its representative unless `over` says otherwise. */
const form = (over: Record<string, unknown> = {}) => leadForm(t, { representativeId: repId, ...over });
const addLead = (over: Record<string, unknown> = {}) => addLeadAs(t, admissions, { representativeId: repId, ...over });
const setStatus = (id: number, statusId: number) => t.db.update(leads).set({ statusId }).where(eq(leads.id, id));
const changeStatus = (
  id: number,
  statusId: number,
  note?: string,
  file?: { filename: string; bytes: Buffer; type: string },
) => {
  const mp = multipart(
    { statusId: String(statusId), ...(note ? { note } : {}) },
    file ? [{ field: 'file', ...file }] : [],
  );
  return t.call('POST', `/api/leads/${id}/status-changes`, admissions, { body: mp.body, headers: mp.headers });
};

describe('adding a lead', () => {
  it('refuses missing and wrong fields with field errors', async () => {
    const res = await t.call('POST', '/api/leads', admissions, {
      body: { ...(await form()), email: 'not-an-email', phone: '12', courseId: undefined },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(expect.arrayContaining(['email', 'phone', 'courseId']));
  });
  it('refuses a source that is not a referral source and a representative who is not staff', async () => {
    const res = await t.call('POST', '/api/leads', admissions, {
      body: await form({ sourceId: await refIdOf(t.db, 'country'), representativeId: 999999 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      sourceId: 'Choose a value from the list',
      representativeId: LEAD_MESSAGES.representative,
    });
  });
  it('adds a lead at status New, audited, and its header shows the initial tabs', async () => {
    const lead = await addLead();
    expect(lead.statusId).toBe(1);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lead'), eq(auditLog.entityId, String(lead.id))));
    expect(row.action).toBe('create');
    const h = (await t.call('GET', `/api/leads/${lead.id}/header`, admissions)).json();
    expect(h).toMatchObject({
      statusName: 'New',
      tabSet: 'initial',
      canEdit: true,
      canMigrate: false,
      representativeName: 'Test alma',
    });
    // the initial set: the record's own tabs, no application, semester deferment or estimates yet
    expect(h.tabs).toEqual(
      expect.arrayContaining([
        'profile',
        'address',
        'statusChange',
        'notes',
        'phoneNotes',
        'activityLog',
        'email',
        'task',
        'document',
      ]),
    );
    for (const later of ['semester', 'estimate', 'applicationAddress', 'applicationSubmit', 'academicRecords'])
      expect(h.tabs).not.toContain(later);
    expect((await t.call('GET', `/api/leads/${lead.id}/application`, admissions)).statusCode).toBe(403);
  });
});

describe('the list', () => {
  it('filters, sorts, pages and searches', async () => {
    const istanbul = await addLead({ courseId: ISTANBUL_COURSE_ID, lastName: 'Zyxwv' });
    await addLead({ lastName: 'Aaab' });
    const byCourse = (await t.call('GET', `/api/leads?courseId=${ISTANBUL_COURSE_ID}`, admissions)).json();
    expect(byCourse.items.map((i: { id: number }) => i.id)).toEqual([istanbul.id]);
    expect(byCourse.items[0]).toMatchObject({
      courseName: 'Istanbul Medical Program',
      statusName: 'New',
      sourceName: 'Website',
    });
    const sorted = (await t.call('GET', '/api/leads?sort=-name&pageSize=25', admissions)).json();
    expect(sorted.items[0].name).toMatch(/Zyxwv/);
    const found = (await t.call('GET', '/api/leads?q=zyxwv', admissions)).json();
    expect(found.total).toBe(1);
    const paged = (await t.call('GET', '/api/leads?pageSize=25&page=2', admissions)).json();
    expect(paged).toMatchObject({ page: 2, pageSize: 25 });
    expect((await t.call('GET', '/api/leads?pageSize=30', admissions)).statusCode).toBe(400);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await t.call('GET', `/api/leads?createdFrom=${today}&createdTo=${today}`, admissions)).json().total,
    ).toBeGreaterThanOrEqual(2);
    expect((await t.call('GET', '/api/leads?createdTo=2000-01-01', admissions)).json().total).toBe(0);
  });
});

describe('status changes', () => {
  it('offers only the allowed next statuses and refuses others with Invalid status', async () => {
    const lead = await addLead();
    const opts = (await t.call('GET', `/api/leads/${lead.id}/status-options`, admissions)).json();
    expect(opts).toEqual({
      current: { value: 1, label: 'New' },
      options: [
        { value: 2, label: 'Contacted' },
        { value: 3, label: 'Profile Created' },
      ],
    });
    const bad = await changeStatus(lead.id, 6);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Invalid status');
    const unknown = await changeStatus(lead.id, 42);
    expect(unknown.json().error.message).toBe('Status not found');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const ok = await changeStatus(lead.id, 3, 'Profile made on the phone', {
      filename: 'form.pdf',
      bytes: pdf,
      type: 'application/pdf',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const hist = (await t.call('GET', `/api/leads/${lead.id}/status-changes`, admissions)).json();
    expect(hist.items[0]).toMatchObject({
      fromStatusName: 'New',
      toStatusName: 'Profile Created',
      note: 'Profile made on the phone',
      fileName: 'form.pdf',
    });
    const file = await t.call('GET', `/api/leads/${lead.id}/status-changes/${hist.items[0].id}/file`, admissions);
    expect(file.statusCode).toBe(200);
    const h = (await t.call('GET', `/api/leads/${lead.id}/header`, admissions)).json();
    expect(h.tabSet).toBe('profileCreated');
    const log = (await t.call('GET', `/api/leads/${lead.id}/activity`, admissions)).json();
    expect(log.items[0].changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'statusId', from: 'New', to: 'Profile Created' })]),
    );
  });
  it('a reader without the edit bit may not change the status', async () => {
    const lead = await addLead();
    const mp = multipart({ statusId: '2' });
    expect(
      (await t.call('POST', `/api/leads/${lead.id}/status-changes`, reader, { body: mp.body, headers: mp.headers }))
        .statusCode,
    ).toBe(403);
    expect((await t.call('GET', `/api/leads/${lead.id}/status-options`, reader)).statusCode).toBe(200);
  });
});

describe('tab visibility and access', () => {
  it('a hidden tab answers 403; a missing or deleted lead 404', async () => {
    const lead = await addLead();
    // the status-change tab shows for every status; Istanbul leads see the same working tabs
    expect((await t.call('GET', `/api/leads/${lead.id}/notes`, admissions)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/leads/99999999/header', admissions)).statusCode).toBe(404);
    await t.call('POST', '/api/leads/bulk/delete', admissions, { body: { leadIds: [lead.id] } });
    expect((await t.call('GET', `/api/leads/${lead.id}/header`, admissions)).statusCode).toBe(404);
  });
  it('the gate refuses a served tab this lead does not show (403) and opens it when the status allows', async () => {
    const lead = await addLead();
    const gate = createLeadGate(
      t.db,
      () => new Set(['profile', 'semester', 'estimate', 'immigrationDocument'] as const),
    );
    const req = {} as FastifyRequest;
    const everything = () => true;
    await expect(gate(req, lead.id, 'semester', 'read', everything)).rejects.toMatchObject({ status: 403 });
    await expect(gate(req, lead.id, 'profile', 'read', everything)).resolves.toBeUndefined();
    expect(req.leadView?.tabs).toEqual(['profile']);
    await setStatus(lead.id, 6);
    await expect(gate(req, lead.id, 'semester', 'read', everything)).resolves.toBeUndefined();
    await expect(gate(req, lead.id, 'immigrationDocument', 'read', everything)).rejects.toMatchObject({ status: 403 });
    await t.db.update(leads).set({ immigrationRequired: true }).where(eq(leads.id, lead.id));
    await expect(gate(req, lead.id, 'immigrationDocument', 'read', everything)).resolves.toBeUndefined();
  });
  it('staff without the Lead menu get 403 everywhere', async () => {
    const lead = await addLead();
    expect((await t.call('GET', '/api/leads', outsider)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/leads/${lead.id}/header`, outsider)).statusCode).toBe(403);
    expect((await t.call('POST', '/api/leads', outsider, { body: await form() })).statusCode).toBe(403);
  });
});

describe('close, reopen and bulk actions', () => {
  it('closes and reopens a lead; a closed lead refuses changes and leaves the open list', async () => {
    const lead = await addLead();
    expect(
      (await t.call('POST', `/api/leads/${lead.id}/close`, admissions, { body: { reason: 'No answer' } })).statusCode,
    ).toBe(200);
    expect((await changeStatus(lead.id, 2)).statusCode).toBe(422);
    const open = (await t.call('GET', `/api/leads?q=${encodeURIComponent(lead.email)}`, admissions)).json();
    expect(open.total).toBe(0);
    const closed = (
      await t.call('GET', `/api/leads?closed=closed&q=${encodeURIComponent(lead.email)}`, admissions)
    ).json();
    expect(closed.total).toBe(1);
    expect((await t.call('POST', `/api/leads/${lead.id}/reopen`, admissions)).statusCode).toBe(200);
    expect((await t.call('POST', `/api/leads/${lead.id}/reopen`, admissions)).statusCode).toBe(422);
    expect((await changeStatus(lead.id, 2)).statusCode).toBe(200);
  });
  it('bulk update applies per lead and says why one was skipped', async () => {
    const a = await addLead();
    const b = await addLead();
    await setStatus(b.id, 6);
    const res = await t.call('POST', '/api/leads/bulk/update', admissions, {
      body: { leadIds: [a.id, b.id, 99999999], statusId: 2 },
    });
    expect(res.json()).toEqual({
      updated: 1,
      skipped: [
        { id: b.id, reason: 'Invalid status' },
        { id: 99999999, reason: 'Lead not found' },
      ],
    });
    expect((await t.call('POST', '/api/leads/bulk/update', admissions, { body: { leadIds: [a.id] } })).statusCode).toBe(
      400,
    );
  });
  it('assigns a representative, bulk closes, deletes and restores', async () => {
    const a = await addLead({ representativeId: null });
    const b = await addLead();
    const unassigned = (
      await t.call('GET', `/api/leads?unassigned=true&q=${encodeURIComponent(a.email)}`, admissions)
    ).json();
    expect(unassigned.total).toBe(1);
    expect(
      (
        await t.call('POST', '/api/leads/bulk/representative', admissions, {
          body: { leadIds: [a.id], representativeId: repId },
        })
      ).json().updated,
    ).toBe(1);
    expect(
      (await t.call('GET', `/api/leads?representativeId=${repId}&q=${encodeURIComponent(a.email)}`, admissions)).json()
        .total,
    ).toBe(1);
    expect(
      (await t.call('POST', '/api/leads/bulk/close', admissions, { body: { leadIds: [a.id, b.id] } })).json().updated,
    ).toBe(2);
    expect((await t.call('POST', '/api/leads/bulk/delete', reader, { body: { leadIds: [a.id] } })).statusCode).toBe(
      403,
    );
    expect(
      (await t.call('POST', '/api/leads/bulk/delete', admissions, { body: { leadIds: [a.id] } })).json().updated,
    ).toBe(1);
    expect(
      (await t.call('GET', `/api/leads?deleted=true&closed=all&q=${encodeURIComponent(a.email)}`, admissions)).json()
        .total,
    ).toBe(1);
    expect(
      (await t.call('POST', '/api/leads/bulk/restore', admissions, { body: { leadIds: [a.id] } })).json().updated,
    ).toBe(1);
    expect((await t.call('GET', `/api/leads/${a.id}/header`, admissions)).statusCode).toBe(200);
  });
});

describe('notes', () => {
  it('adds and lists notes and phone notes separately', async () => {
    const lead = await addLead();
    const n = await t.call('POST', `/api/leads/${lead.id}/notes`, admissions, { body: { note: 'Interested in fall' } });
    expect(n.statusCode).toBe(201);
    await t.call('POST', `/api/leads/${lead.id}/phone-notes`, admissions, {
      body: { subject: 'Call', note: 'Left a voicemail' },
    });
    expect((await t.call('POST', `/api/leads/${lead.id}/notes`, admissions, { body: { note: '  ' } })).statusCode).toBe(
      400,
    );
    const notes = (await t.call('GET', `/api/leads/${lead.id}/notes`, admissions)).json();
    expect(notes.items.map((x: { note: string }) => x.note)).toEqual(['Interested in fall']);
    const phone = (await t.call('GET', `/api/leads/${lead.id}/phone-notes`, admissions)).json();
    expect(phone.items[0]).toMatchObject({ kind: 'phone', subject: 'Call', createdByName: 'Test alma' });
    expect((await t.call('GET', `/api/leads/${lead.id}/notes/${n.json().id}`, admissions)).json().note).toBe(
      'Interested in fall',
    );
    expect((await t.call('GET', `/api/leads/${lead.id}/phone-notes/${n.json().id}`, admissions)).statusCode).toBe(404);
  });
});

describe('migrate to student', () => {
  it('refuses a lead that is not accepted yet', async () => {
    const lead = await addLead();
    expect((await t.call('POST', `/api/leads/${lead.id}/migrate`, admissions)).statusCode).toBe(422);
  });
  it('creates the student with the notes in one go, marks the lead 10, and refuses twice', async () => {
    const lead = await addLead({ courseId: ISTANBUL_COURSE_ID });
    await t.call('POST', `/api/leads/${lead.id}/notes`, admissions, { body: { note: 'Accepted after interview' } });
    await setStatus(lead.id, 7);
    const res = await t.call('POST', `/api/leads/${lead.id}/migrate`, admissions);
    expect(res.statusCode, res.body).toBe(200);
    const { studentId } = res.json();
    const [s] = await t.db.select().from(students).where(eq(students.id, studentId));
    expect(s).toMatchObject({
      leadId: lead.id,
      email: lead.email,
      courseId: ISTANBUL_COURSE_ID,
      statusId: await refIdOf(t.db, 'student-status', 'Paid Seat Deposit'),
    });
    const notes = await t.db.select().from(studentNotes).where(eq(studentNotes.studentId, studentId));
    expect(notes.map((n) => n.note)).toEqual(['Accepted after interview']);
    const h = (await t.call('GET', `/api/leads/${lead.id}/header`, admissions)).json();
    expect(h).toMatchObject({ statusId: 10, studentId, tabSet: 'istanbulAccepted', canMigrate: false });
    expect(h.tabs).toContain('profile');
    expect((await t.call('POST', `/api/leads/${lead.id}/migrate`, admissions)).statusCode).toBe(409);
  });
  it('rolls back everything when the student cannot be made (email taken)', async () => {
    const first = await addLead();
    await setStatus(first.id, 6);
    expect((await t.call('POST', `/api/leads/${first.id}/migrate`, admissions)).statusCode).toBe(200);
    const twin = await addLead({ email: first.email });
    await setStatus(twin.id, 6);
    expect((await t.call('POST', `/api/leads/${twin.id}/migrate`, admissions)).statusCode).toBe(409);
    const [row] = await t.db.select().from(leads).where(eq(leads.id, twin.id));
    expect(row).toMatchObject({ statusId: 6, studentId: null });
  });
});

describe('demo leads', () => {
  it('are deterministic and spread over statuses, programs (course 81 included), reps and notes', async () => {
    const ids = await seedLeads(t.db, 300, 11);
    expect(ids).toHaveLength(300);
    const demo = (await t.db.select().from(leads).where(inArray(leads.id, ids))).sort((a, b) => a.id - b.id);
    expect(new Set(demo.map((r) => r.statusId)).size).toBe(10);
    expect(demo.some((r) => r.courseId === ISTANBUL_COURSE_ID)).toBe(true);
    expect(new Set(demo.map((r) => r.representativeId)).size).toBeGreaterThanOrEqual(2);
    const again = await seedLeads(t.db, 3, 11);
    const [x] = await t.db.select().from(leads).where(eq(leads.id, again[0]));
    expect(x.firstName).toBe(demo[0].firstName);
    const search = (
      await t.call('GET', `/api/leads?q=${encodeURIComponent(demo[5].email)}&closed=all`, admissions)
    ).json();
    expect(search.items[0].id).toBe(demo[5].id);
  });
});
