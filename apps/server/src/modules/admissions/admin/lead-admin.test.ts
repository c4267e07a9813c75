import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LEAD_ADMIN_MESSAGES, LEAD_MESSAGES } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { addLeadAs } from '../../../../test/leads.js';
import { admissionsOfficer } from '../../../../test/lead-users.js';
import { multipart, tinyPng } from '../../../../test/multipart.js';
import { grantMenus, makeGroup, makeUser, refIdOf } from '../../../factories/index.js';
import { leads } from '../leads/leads.schema.js';
import { coverFor } from './lead-admin.module.js';

let t: TestApp;
let admissions: string;
let reader: string;
let alma: number;
let kim: number;
let lee: number;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await testApp();
  const a = await admissionsOfficer(t);
  admissions = a.token;
  alma = a.user.id;
  kim = (await makeUser(t.db, { username: 'kim', groupId: a.group.id })).id;
  lee = (await makeUser(t.db, { username: 'lee', groupId: a.group.id })).id;
  const readers = await makeGroup(t.db, { name: 'Lead Readers' });
  await grantMenus(t.db, readers.id, { '/lead/list': 1 });
  reader = (await t.signIn({ username: 'leadreader', groupId: readers.id })).token;
});
afterAll(async () => {
  await t?.close();
});

const addLead = async (over: Record<string, unknown> = {}) =>
  addLeadAs(t, admissions, {
    semesterId: await refIdOf(t.db, 'semester', 'Spring 2026'),
    representativeId: alma,
    ...over,
  });
const setStatus = (id: number, statusId: number) => t.db.update(leads).set({ statusId }).where(eq(leads.id, id));

describe('closed leads', () => {
  it('lists closed leads with the reason and date, searchable; a reopened lead leaves the list', async () => {
    const lead = await addLead();
    const open = await addLead();
    expect(
      (await t.call('POST', `/api/leads/${lead.id}/close`, admissions, { body: { reason: 'Chose another school' } }))
        .statusCode,
    ).toBe(200);
    const list = await t.call('GET', `/api/lead-admin/closed-leads?q=${lead.lastName.toLowerCase()}`, reader);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items).toEqual([
      expect.objectContaining({
        id: lead.id,
        closedReason: 'Chose another school',
        statusName: 'New',
        representativeName: 'Test alma',
      }),
    ]);
    expect(list.json().items[0].closedAt.slice(0, 10)).toBe(day(0));
    const all = (await t.call('GET', '/api/lead-admin/closed-leads?pageSize=100', reader)).json();
    expect(all.items.map((l: { id: number }) => l.id)).not.toContain(open.id);
    expect((await t.call('GET', `/api/lead-admin/closed-leads?closedFrom=${day(1)}`, reader)).json().total).toBe(0);
    expect((await t.call('POST', `/api/leads/${lead.id}/reopen`, admissions)).statusCode).toBe(200);
    expect(
      (await t.call('GET', `/api/lead-admin/closed-leads?q=${lead.lastName.toLowerCase()}`, reader)).json().total,
    ).toBe(0);
  });
  it('needs the Lead menu', async () => {
    expect((await t.call('GET', '/api/lead-admin/closed-leads', null)).statusCode).toBe(401);
  });
});

describe('bulk update (the leads module endpoint the screen calls)', () => {
  it('updates what it can and says why the rest were skipped', async () => {
    const a = await addLead();
    const b = await addLead();
    const closed = await addLead();
    await setStatus(b.id, 5);
    await t.call('POST', `/api/leads/${closed.id}/close`, admissions, { body: {} });
    const res = await t.call('POST', '/api/leads/bulk/update', admissions, {
      body: { leadIds: [a.id, b.id, closed.id], statusId: 2, representativeId: kim },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      updated: 1,
      skipped: [
        { id: b.id, reason: LEAD_MESSAGES.invalidStatus },
        { id: closed.id, reason: LEAD_MESSAGES.closed },
      ],
    });
    const [row] = await t.db.select().from(leads).where(eq(leads.id, a.id));
    expect(row).toMatchObject({ statusId: 2, representativeId: kim });
  });
});

describe('representative vacations', () => {
  it('refuses a cover who is the representative, an end before the start and a non-staff user', async () => {
    const bad = await t.call('POST', '/api/lead-admin/rep-vacations', admissions, {
      body: { representativeId: kim, coverId: kim, fromDate: day(3), toDate: day(1) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      coverId: LEAD_ADMIN_MESSAGES.coverIsRep,
      toDate: LEAD_ADMIN_MESSAGES.toBeforeFrom,
    });
    const student = await makeUser(t.db, { username: 'notstaff', userType: 'Student' });
    const res = await t.call('POST', '/api/lead-admin/rep-vacations', admissions, {
      body: { representativeId: kim, coverId: student.id, fromDate: day(1), toDate: day(2) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ coverId: LEAD_MESSAGES.representative });
    expect(
      (
        await t.call('POST', '/api/lead-admin/rep-vacations', reader, {
          body: { representativeId: kim, coverId: lee, fromDate: day(1), toDate: day(2) },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('routes new and unassigned leads to the cover while away, lists and deletes the absence', async () => {
    const add = await t.call('POST', '/api/lead-admin/rep-vacations', admissions, {
      body: { representativeId: kim, coverId: lee, fromDate: day(-1), toDate: day(5), note: 'Annual leave' },
    });
    expect(add.statusCode, add.body).toBe(201);
    const vac = add.json();
    expect(vac).toMatchObject({
      representativeName: 'Test kim',
      coverName: 'Test lee',
      current: true,
      note: 'Annual leave',
    });
    const overlap = await t.call('POST', '/api/lead-admin/rep-vacations', admissions, {
      body: { representativeId: kim, coverId: alma, fromDate: day(5), toDate: day(9) },
    });
    expect(overlap.statusCode).toBe(409);

    const list = (
      await t.call('GET', `/api/lead-admin/rep-vacations?when=current&representativeId=${kim}`, reader)
    ).json();
    expect(list.items.map((v: { id: number }) => v.id)).toEqual([vac.id]);
    expect(
      (await t.call('GET', `/api/lead-admin/rep-vacations?when=past&representativeId=${kim}`, reader)).json().total,
    ).toBe(0);

    const created = await addLead({ representativeId: kim });
    expect(created.representativeId).toBe(lee);
    const unassigned = await addLead({ representativeId: null });
    const assigned = await addLead({ representativeId: alma });
    const res = await t.call('POST', '/api/leads/bulk/representative', admissions, {
      body: { leadIds: [unassigned.id, assigned.id], representativeId: kim },
    });
    expect(res.json()).toEqual({ updated: 2, skipped: [] });
    const reps = Object.fromEntries((await t.db.select().from(leads)).map((l) => [l.id, l.representativeId]));
    expect(reps[unassigned.id]).toBe(lee);
    expect(reps[assigned.id]).toBe(kim);

    expect((await t.call('DELETE', `/api/lead-admin/rep-vacations/${vac.id}`, admissions)).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/lead-admin/rep-vacations/${vac.id}`, admissions)).statusCode).toBe(404);
    expect((await addLead({ representativeId: kim })).representativeId).toBe(kim);
  });

  it('coverFor follows a cover who is away too, without going round in circles', async () => {
    await t.call('POST', '/api/lead-admin/rep-vacations', admissions, {
      body: { representativeId: kim, coverId: lee, fromDate: '2030-01-01', toDate: '2030-01-10' },
    });
    await t.call('POST', '/api/lead-admin/rep-vacations', admissions, {
      body: { representativeId: lee, coverId: alma, fromDate: '2030-01-05', toDate: '2030-01-20' },
    });
    await t.call('POST', '/api/lead-admin/rep-vacations', admissions, {
      body: { representativeId: alma, coverId: kim, fromDate: '2030-01-08', toDate: '2030-01-08' },
    });
    expect(await coverFor(t.db, kim, '2030-01-02')).toBe(lee);
    expect(await coverFor(t.db, kim, '2030-01-06')).toBe(alma);
    expect(await coverFor(t.db, kim, '2030-01-08')).toBe(alma);
    expect(await coverFor(t.db, kim, '2030-01-11')).toBe(kim);
    expect(await coverFor(t.db, lee, '2030-01-11')).toBe(alma);
  });
});

describe('the semester tab', () => {
  it('is hidden before acceptance', async () => {
    const lead = await addLead();
    expect((await t.call('GET', `/api/leads/${lead.id}/semester-deferments`, admissions)).statusCode).toBe(403);
    const h = (await t.call('GET', `/api/leads/${lead.id}/header`, admissions)).json();
    expect(h.tabs).not.toContain('semester');
  });

  it('defers to a later semester with a reason and a file, logged; refuses an earlier one and a closed lead', async () => {
    const lead = await addLead();
    await setStatus(lead.id, 6);
    expect((await t.call('GET', `/api/leads/${lead.id}/header`, admissions)).json().tabs).toEqual(
      expect.arrayContaining(['semester', 'estimate']),
    );
    const opts = (await t.call('GET', `/api/leads/${lead.id}/semester-deferments/options`, admissions)).json();
    expect(opts.current.label).toBe('Spring 2026');
    expect(opts.options.map((o: { label: string }) => o.label)).toEqual([
      'Summer 2026',
      'Fall 2026',
      'Spring 2027',
      'Summer 2027',
      'Fall 2027',
    ]);

    const post = (fields: Record<string, string>, files: Parameters<typeof multipart>[1] = []) => {
      const mp = multipart(fields, files);
      return t.call('POST', `/api/leads/${lead.id}/semester-deferments`, admissions, {
        body: mp.body,
        headers: mp.headers,
      });
    };
    const earlier = await post({ semesterId: String(await refIdOf(t.db, 'semester', 'Fall 2025')), reason: 'Visa' });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().error.fields).toEqual({ semesterId: LEAD_ADMIN_MESSAGES.laterSemester });
    expect(
      (await post({ semesterId: String(await refIdOf(t.db, 'semester', 'Fall 2026')), reason: '' })).statusCode,
    ).toBe(400);

    const fall = await refIdOf(t.db, 'semester', 'Fall 2026');
    const ok = await post({ semesterId: String(fall), reason: 'Visa delayed' }, [
      { field: 'file', filename: 'visa.png', type: 'image/png', bytes: tinyPng() },
    ]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({
      fromSemesterName: 'Spring 2026',
      toSemesterName: 'Fall 2026',
      reason: 'Visa delayed',
      fileName: 'visa.png',
      createdByName: 'Test alma',
    });
    expect((await t.call('GET', `/api/leads/${lead.id}/profile`, admissions)).json().semesterId).toBe(fall);
    const log = (await t.call('GET', `/api/leads/${lead.id}/semester-deferments`, reader)).json();
    expect(log.total).toBe(1);
    const file = await t.call('GET', `/api/leads/${lead.id}/semester-deferments/${ok.json().id}/file`, reader);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const acts = (await t.call('GET', `/api/leads/${lead.id}/activity`, admissions)).json();
    expect(acts.items.some((a: { action: string }) => a.action === 'deferSemester')).toBe(true);

    expect(
      (await post({ semesterId: String(await refIdOf(t.db, 'semester', 'Spring 2027')), reason: 'Again' })).statusCode,
    ).toBe(201);
    await t.call('POST', `/api/leads/${lead.id}/close`, admissions, { body: {} });
    expect(
      (await post({ semesterId: String(await refIdOf(t.db, 'semester', 'Fall 2027')), reason: 'Closed' })).statusCode,
    ).toBe(422);
  });

  it('refuses a reader', async () => {
    const lead = await addLead();
    await setStatus(lead.id, 7);
    const mp = multipart({ semesterId: String(await refIdOf(t.db, 'semester', 'Fall 2026')), reason: 'x' });
    expect(
      (
        await t.call('POST', `/api/leads/${lead.id}/semester-deferments`, reader, {
          body: mp.body,
          headers: mp.headers,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('the estimate tab', () => {
  it('adds an estimate with exact totals, lists it and reads it by id', async () => {
    const lead = await addLead();
    await setStatus(lead.id, 6);
    const fee = await refIdOf(t.db, 'fee-leads', 'Seat Deposit');
    const res = await t.call('POST', `/api/leads/${lead.id}/estimates`, admissions, {
      body: {
        title: 'Fall 2026 first semester',
        lines: [
          { feeId: fee, description: 'Seat Deposit', amount: '1000.00' },
          { description: 'Books', amount: '0.10' },
          { description: 'Lab kit', amount: '0.20' },
          { description: 'Tuition', amount: '19500.7' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const est = res.json();
    expect(est).toMatchObject({ totalCents: 2050100, total: '20501.00', lineCount: 4, createdByName: 'Test alma' });
    expect(est.lines.map((l: { amount: string }) => l.amount)).toEqual(['1000.00', '0.10', '0.20', '19500.70']);
    expect(est.lines[0].feeId).toBe(fee);
    const list = (await t.call('GET', `/api/leads/${lead.id}/estimates`, reader)).json();
    expect(list.items.map((e: { id: number }) => e.id)).toEqual([est.id]);
    expect((await t.call('GET', `/api/leads/${lead.id}/estimates/${est.id}`, reader)).json()).toEqual(est);

    const other = await addLead();
    await setStatus(other.id, 8);
    expect((await t.call('GET', `/api/leads/${other.id}/estimates/${est.id}`, admissions)).statusCode).toBe(404);
  });

  it('refuses bad amounts, a fee that is not a fee, and leads that are not accepted', async () => {
    const lead = await addLead();
    await setStatus(lead.id, 9);
    const bad = await t.call('POST', `/api/leads/${lead.id}/estimates`, admissions, {
      body: { title: 'X', lines: [{ description: 'Tuition', amount: '10.005' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty(['lines.0.amount']);
    expect(
      (await t.call('POST', `/api/leads/${lead.id}/estimates`, admissions, { body: { title: 'X', lines: [] } }))
        .statusCode,
    ).toBe(400);
    const notFee = await t.call('POST', `/api/leads/${lead.id}/estimates`, admissions, {
      body: { title: 'X', lines: [{ feeId: await refIdOf(t.db, 'country'), description: 'Tuition', amount: '10' }] },
    });
    expect(notFee.statusCode).toBe(400);
    expect(notFee.json().error.fields).toEqual({ 'lines.0.feeId': 'Choose a fee from the list' });
    expect(
      (
        await t.call('POST', `/api/leads/${lead.id}/estimates`, reader, {
          body: { title: 'X', lines: [{ description: 'A', amount: '1' }] },
        })
      ).statusCode,
    ).toBe(403);
    const early = await addLead();
    expect((await t.call('GET', `/api/leads/${early.id}/estimates`, admissions)).statusCode).toBe(403);
  });
});
