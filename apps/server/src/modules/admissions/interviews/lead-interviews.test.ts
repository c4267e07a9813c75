import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { INTERVIEW_MESSAGES, weekdayOf } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { addLeadWith } from '../../../../test/leads.js';
import { pdfText } from '../../../../test/pdf.js';
import { grantMenus, makeGroup, makeUser, refIdOf } from '../../../factories/index.js';
import { auditLog } from '../../../platform/db/tables.js';
import { leadStatusChanges, leads } from '../leads/leads.schema.js';
import { seedInterviewSlots } from './lead-interviews.demo.js';

let t: TestApp;
let dataDir: string;
let alma: string;
let kim: string;
let reader: string;
let outsider: string;
let felix: { id: number; email: string };
let fiona: { id: number; email: string };

/** The next date (after today) falling on `day`, `weeks` later. */
function next(day: string, weeks = 0) {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 1);
  while (weekdayOf(d.toISOString().slice(0, 10)) !== day) d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCDate(d.getUTCDate() + 7 * weeks);
  return d.toISOString().slice(0, 10);
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caduceus-interviews-'));
  t = await testApp({ smtp: true, config: { dataDir } });
  const g = await makeGroup(t.db, { name: 'Interview Admissions' });
  await grantMenus(t.db, g.id, { '/lead/list': 15 });
  alma = (await t.signIn({ username: 'iv.alma', firstName: 'Alma', lastName: 'Admissions', groupId: g.id })).token;
  kim = (await t.signIn({ username: 'iv.kim', firstName: 'Kim', lastName: 'Osei', groupId: g.id })).token;
  const r = await makeGroup(t.db, { name: 'Interview Readers' });
  await grantMenus(t.db, r.id, { '/lead/list': 1 });
  reader = (await t.signIn({ username: 'iv.reader', groupId: r.id })).token;
  const o = await makeGroup(t.db, { name: 'Interview Outsiders' });
  await grantMenus(t.db, o.id, { '/student/list': 15 });
  outsider = (await t.signIn({ username: 'iv.outsider', groupId: o.id })).token;
  felix = await makeUser(t.db, { username: 'iv.felix', firstName: 'Felix', lastName: 'Faculty', roleName: 'FACULTY' });
  fiona = await makeUser(t.db, { username: 'iv.fiona', firstName: 'Fiona', lastName: 'Faculty', roleName: 'FACULTY' });
  await makeUser(t.db, {
    username: 'iv.gone',
    firstName: 'Gone',
    lastName: 'Faculty',
    roleName: 'FACULTY',
    active: false,
  });
  await seedInterviewSlots(t.db);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const addLead = async (statusId = 4) =>
  addLeadWith(
    t,
    alma,
    { statusId },
    {
      firstName: 'Chidi',
      campusId: await refIdOf(t.db, 'campus'),
      semesterId: await refIdOf(t.db, 'semester', 'Fall 2026'),
    },
  );
/** Delivers every queued message (the sender job takes 20 at a time) and answers them. */
async function drainMail() {
  const all = [];
  for (let batch = await t.deliverMail(); batch.length; batch = await t.deliverMail()) all.push(...batch);
  return all;
}
const statusOf = async (id: number) =>
  (await t.db.select({ s: leads.statusId, closedAt: leads.closedAt }).from(leads).where(eq(leads.id, id)))[0];

type Slot = { id: number; day: string; startTime: string; endTime: string };
async function slotsOf(facultyId: number): Promise<Slot[]> {
  const res = await t.call('GET', '/api/lead-interviews/faculty', reader);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.find((f: { id: number }) => f.id === facultyId).slots;
}
const slotOn = async (facultyId: number, day: string, startTime = '09:00') =>
  (await slotsOf(facultyId)).find((s) => s.day === day && s.startTime === startTime)!;
const schedule = (leadId: number, body: Record<string, unknown>, token = alma) =>
  t.call('POST', `/api/leads/${leadId}/interviews`, token, { body });

describe('faculty and their time slots', () => {
  it('offers active faculty with their active slots (the faculty-timeslot table), no other staff', async () => {
    const res = await t.call('GET', '/api/lead-interviews/faculty', reader);
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json().items.map((f: { name: string }) => f.name);
    expect(names).toEqual(['Felix Faculty', 'Fiona Faculty']);
    const slots = await slotsOf(felix.id);
    expect(slots).toHaveLength(15);
    expect(slots.slice(0, 3)).toEqual([
      expect.objectContaining({ day: 'Monday', startTime: '09:00', endTime: '09:45' }),
      expect.objectContaining({ day: 'Monday', startTime: '10:00' }),
      expect.objectContaining({ day: 'Monday', startTime: '14:00' }),
    ]);
  });
});

describe('scheduling an interview', () => {
  it('books the slot, moves an Application Submitted lead to Interview Scheduled and writes to the interviewer and the lead', async () => {
    const lead = await addLead(4);
    const date = next('Monday');
    const slot = await slotOn(felix.id, 'Monday');
    const res = await schedule(lead.id, { facultyId: felix.id, slotId: slot.id, date, location: 'Room 204' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      facultyName: 'Felix Faculty',
      date,
      day: 'Monday',
      startTime: '09:00',
      endTime: '09:45',
      location: 'Room 204',
      status: 'Scheduled',
      scheduledByName: 'Alma Admissions',
    });

    expect((await statusOf(lead.id)).s).toBe(5);
    const history = await t.db
      .select()
      .from(leadStatusChanges)
      .where(and(eq(leadStatusChanges.leadId, lead.id), eq(leadStatusChanges.toStatusId, 5)));
    expect(history.map((h) => [h.fromStatusId, h.note])).toEqual([
      [4, expect.stringContaining('Interview with Felix Faculty on ')],
    ]);

    const list = await t.call('GET', `/api/leads/${lead.id}/interviews`, reader);
    expect(list.json().items).toEqual([expect.objectContaining({ id: res.json().id, status: 'Scheduled' })]);
    const free = await t.call('GET', `/api/lead-interviews/availability?facultyId=${felix.id}&date=${date}`, reader);
    expect(free.json()).toMatchObject({
      day: 'Monday',
      slots: [
        { startTime: '09:00', taken: true },
        { startTime: '10:00', taken: false },
        { startTime: '14:00', taken: false },
      ],
    });

    const mails = await drainMail();
    const toFelix = mails.find((m) => m.to && [m.to].flat().some((a) => a.text.includes(felix.email)));
    expect(toFelix?.subject).toBe(
      `Interview scheduled: Chidi ${lead.lastName} on ${date.slice(5, 7)}/${date.slice(8)}/${date.slice(0, 4)} at 09:00`,
    );
    expect(toFelix?.text).toContain('Where: Room 204');
    const toLead = mails.find((m) => [m.to].flat().some((a) => a?.text.includes(lead.email)));
    expect(toLead?.subject).toMatch(/^Your admissions interview on /);
    expect(toLead?.text).toContain('With: Felix Faculty');
    // the invitation is in the lead's email history
    const emails = await t.call('GET', `/api/leads/${lead.id}/emails`, reader);
    expect(emails.json().items.map((e: { subject: string }) => e.subject)).toEqual([toLead?.subject]);
  });

  it('refuses a second booking of the same faculty member, date and slot (400 on the slot); another slot or faculty is fine', async () => {
    const date = next('Tuesday');
    const slot = await slotOn(felix.id, 'Tuesday');
    const first = await addLead(4);
    expect((await schedule(first.id, { facultyId: felix.id, slotId: slot.id, date })).statusCode).toBe(201);
    const second = await addLead(4);
    const clash = await schedule(second.id, { facultyId: felix.id, slotId: slot.id, date });
    expect(clash.statusCode, clash.body).toBe(400);
    expect(clash.json().error).toMatchObject({
      message: INTERVIEW_MESSAGES.doubleBooked,
      fields: { slotId: INTERVIEW_MESSAGES.doubleBooked },
    });
    expect((await statusOf(second.id)).s).toBe(4);
    expect(
      (
        await schedule(second.id, {
          facultyId: felix.id,
          slotId: (await slotOn(felix.id, 'Tuesday', '10:00')).id,
          date,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await schedule(second.id, { facultyId: fiona.id, slotId: (await slotOn(fiona.id, 'Tuesday')).id, date }))
        .statusCode,
    ).toBe(201);
    expect(
      (await schedule(second.id, { facultyId: felix.id, slotId: slot.id, date: next('Tuesday', 1) })).statusCode,
    ).toBe(201);
  });

  it('checks the faculty member, the slot, the weekday and the date, each on its field', async () => {
    const lead = await addLead(4);
    const monday = await slotOn(felix.id, 'Monday', '14:00');
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ facultyId: fiona.id, slotId: monday.id, date: next('Monday') }, { slotId: INTERVIEW_MESSAGES.slot }],
      [
        { facultyId: felix.id, slotId: monday.id, date: next('Wednesday') },
        { date: INTERVIEW_MESSAGES.slotDay('Monday') },
      ],
      [{ facultyId: felix.id, slotId: monday.id, date: '2020-01-06' }, { date: INTERVIEW_MESSAGES.pastDate }],
      [
        {
          facultyId: (await makeUser(t.db, { username: 'iv.staff' })).id,
          slotId: monday.id,
          date: next('Monday'),
        },
        { facultyId: INTERVIEW_MESSAGES.faculty, slotId: INTERVIEW_MESSAGES.slot },
      ],
      [
        { facultyId: felix.id, slotId: await refIdOf(t.db, 'country'), date: next('Monday') },
        { slotId: INTERVIEW_MESSAGES.slot },
      ],
      [
        { slotId: monday.id, date: 'next week' },
        { facultyId: INTERVIEW_MESSAGES.faculty, date: 'Use the date format YYYY-MM-DD' },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await schedule(lead.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields).toEqual(fields);
    }
    expect((await t.call('GET', `/api/leads/${lead.id}/interviews`, reader)).json().items).toEqual([]);
  });

  it('leaves other statuses alone, refuses a closed lead, and cancelling the last interview takes the lead back to Application Submitted', async () => {
    const profile = await addLead(3);
    const wed = await slotOn(felix.id, 'Wednesday');
    const date = next('Wednesday');
    expect((await schedule(profile.id, { facultyId: felix.id, slotId: wed.id, date })).statusCode).toBe(201);
    expect((await statusOf(profile.id)).s).toBe(3);

    const lead = await addLead(4);
    const a = (
      await schedule(lead.id, { facultyId: felix.id, slotId: (await slotOn(felix.id, 'Wednesday', '10:00')).id, date })
    ).json();
    const b = (
      await schedule(lead.id, { facultyId: fiona.id, slotId: (await slotOn(fiona.id, 'Wednesday', '10:00')).id, date })
    ).json();
    expect((await statusOf(lead.id)).s).toBe(5);
    const cancelA = await t.call('POST', `/api/leads/${lead.id}/interviews/${a.id}/cancel`, alma);
    expect(cancelA.statusCode, cancelA.body).toBe(200);
    expect(cancelA.json()).toMatchObject({ status: 'Cancelled', cancelledByName: 'Alma Admissions' });
    expect((await statusOf(lead.id)).s).toBe(5);
    expect((await t.call('POST', `/api/leads/${lead.id}/interviews/${b.id}/cancel`, alma)).statusCode).toBe(200);
    expect((await statusOf(lead.id)).s).toBe(4);
    expect((await t.call('POST', `/api/leads/${lead.id}/interviews/${b.id}/cancel`, alma)).json().error.message).toBe(
      INTERVIEW_MESSAGES.cancelled,
    );
    // the slot is free again
    const again = await addLead(4);
    expect(
      (
        await schedule(again.id, {
          facultyId: felix.id,
          slotId: (await slotOn(felix.id, 'Wednesday', '10:00')).id,
          date,
        })
      ).statusCode,
    ).toBe(201);
    expect((await t.call('POST', `/api/leads/${lead.id}/interviews/${a.id}/cancel`, alma)).statusCode).toBe(422);
    expect((await t.call('POST', `/api/leads/${again.id}/interviews/${a.id}/cancel`, alma)).statusCode).toBe(404);

    await t.call('POST', `/api/leads/${lead.id}/close`, alma, { body: {} });
    const closed = await schedule(lead.id, {
      facultyId: fiona.id,
      slotId: (await slotOn(fiona.id, 'Wednesday', '14:00')).id,
      date,
    });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().error.message).toBe(INTERVIEW_MESSAGES.leadClosed);
  });
});

const scores = (n: number) => ({
  communication: n,
  motivation: n,
  academicPreparation: n,
  professionalism: n,
  ethics: n,
});

describe('the interview evaluation form', () => {
  it('refuses scores outside 1 to 5 with the field errors (400)', async () => {
    const lead = await addLead(5);
    const res = await t.call('POST', `/api/leads/${lead.id}/interview-evaluations`, alma, {
      body: { ...scores(3), communication: 0, ethics: 6, motivation: 'high', recommendation: 'admit' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toEqual({
      communication: INTERVIEW_MESSAGES.score,
      ethics: INTERVIEW_MESSAGES.score,
      motivation: INTERVIEW_MESSAGES.score,
    });
    const noRec = await t.call('POST', `/api/leads/${lead.id}/interview-evaluations`, alma, { body: scores(3) });
    expect(noRec.json().error.fields).toEqual({ recommendation: INTERVIEW_MESSAGES.recommendation });
  });

  it('keeps one evaluation per evaluator, readable by lead staff, editable by its author only', async () => {
    const lead = await addLead(5);
    const url = `/api/leads/${lead.id}/interview-evaluations`;
    const mine = await t.call('POST', url, alma, {
      body: { ...scores(4), ethics: 5, recommendation: 'admit', comments: 'Clear and caring answers.' },
    });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json()).toMatchObject({
      evaluatorName: 'Alma Admissions',
      average: 4.2,
      recommendationLabel: 'Admit',
      comments: 'Clear and caring answers.',
      mine: true,
    });
    expect(
      (await t.call('POST', url, alma, { body: { ...scores(2), recommendation: 'decline' } })).json().error.message,
    ).toBe(INTERVIEW_MESSAGES.evaluationExists);
    const theirs = await t.call('POST', url, kim, { body: { ...scores(3), recommendation: 'waitlist' } });
    expect(theirs.statusCode).toBe(201);

    const list = await t.call('GET', url, reader);
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .items.map((e: { evaluatorName: string; recommendation: string; mine: boolean }) => [
          e.evaluatorName,
          e.recommendation,
          e.mine,
        ]),
    ).toEqual([
      ['Alma Admissions', 'admit', false],
      ['Kim Osei', 'waitlist', false],
    ]);
    expect((await t.call('POST', url, reader, { body: { ...scores(3), recommendation: 'admit' } })).statusCode).toBe(
      403,
    );

    const steal = await t.call('PUT', `${url}/${mine.json().id}`, kim, {
      body: { ...scores(1), recommendation: 'decline' },
    });
    expect(steal.statusCode).toBe(403);
    expect(steal.json().error.message).toBe(INTERVIEW_MESSAGES.notAuthor);
    const edit = await t.call('PUT', `${url}/${mine.json().id}`, alma, {
      body: { ...scores(5), recommendation: 'admit', comments: '' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ average: 5, comments: null });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'leadInterviewEvaluation'), eq(auditLog.entityId, String(mine.json().id))));
    expect(audits.map((a) => a.action)).toEqual(['create', 'update']);
    expect(
      (await t.call('PUT', `${url}/99999999`, alma, { body: { ...scores(5), recommendation: 'admit' } })).statusCode,
    ).toBe(404);
  });
});

describe('the decision and its letter', () => {
  it('previews the acceptance letter as a PDF on the letterhead without sending anything', async () => {
    const lead = await addLead(5);
    const res = await t.call('GET', `/api/leads/${lead.id}/decision/letter`, reader);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(
      /^inline; filename="acceptance-letter-chidi-okafor\d+-\d+\.pdf"/,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const s of [
      'Caduceus School of Medicine',
      'Office of Admissions',
      'Offer of Admission',
      `Chidi ${lead.lastName}`,
      'Seat deposit',
    ])
      expect(text).toContain(s);
    const waitlist = pdfText(
      (await t.call('GET', `/api/leads/${lead.id}/decision/letter?decision=waitlist`, reader)).rawPayload,
    );
    expect(waitlist).toContain('Admission Waitlist');
    expect(waitlist).not.toContain('Seat deposit');
    expect((await t.call('GET', `/api/leads/${lead.id}/decision/letter?decision=maybe`, reader)).statusCode).toBe(400);
    expect((await t.call('GET', `/api/leads/${lead.id}/decision`, reader)).json()).toMatchObject({
      canDecide: true,
      blockedReason: null,
      program: 'Doctor of Medicine (MD)',
      semester: 'Fall 2026',
      items: [],
    });
  });

  it('sends the acceptance: letter emailed as an attachment, decision recorded, lead Accepted with its history, audited', async () => {
    const lead = await addLead(5);
    const res = await t.call('POST', `/api/leads/${lead.id}/decisions`, alma, {
      body: { decision: 'accept', message: 'We hope to see you at orientation.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      decision: 'accept',
      decisionLabel: 'Accept',
      emailTo: lead.email,
      decidedByName: 'Alma Admissions',
      message: 'We hope to see you at orientation.',
    });
    expect(res.json().letterFileName).toMatch(/^acceptance-letter-.*\.pdf$/);

    expect((await statusOf(lead.id)).s).toBe(6);
    const history = await t.db
      .select()
      .from(leadStatusChanges)
      .where(and(eq(leadStatusChanges.leadId, lead.id), eq(leadStatusChanges.toStatusId, 6)));
    expect(history.map((h) => [h.fromStatusId, h.note])).toEqual([
      [5, `Accepted: acceptance letter sent to ${lead.email}`],
    ]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'leadDecision'), eq(auditLog.entityId, String(res.json().id))));
    expect(audit).toMatchObject({
      action: 'send',
      after: expect.objectContaining({ leadId: lead.id, decision: 'accept' }),
    });

    const mails = await drainMail();
    const mail = mails.find((m) => [m.to].flat().some((a) => a?.text.includes(lead.email)));
    expect(mail?.subject).toBe('Your offer of admission to Caduceus School of Medicine');
    expect(mail?.text).toContain(`Dear Chidi ${lead.lastName},`);
    expect(mail?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [res.json().letterFileName, 'application/pdf'],
    ]);
    expect(pdfText(mail!.attachments[0].content)).toContain('We hope to see you at orientation.');

    const file = await t.call('GET', `/api/leads/${lead.id}/decisions/${res.json().id}/letter`, reader);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(mail!.attachments[0].content)).toBe(true);
    const state = (await t.call('GET', `/api/leads/${lead.id}/decision`, reader)).json();
    expect(state.items).toEqual([expect.objectContaining({ id: res.json().id, decision: 'accept' })]);
    expect(state.canDecide).toBe(true);
  });

  it('waitlists without a status change, declines by closing the lead, and refuses leads not ready for a decision', async () => {
    const lead = await addLead(4);
    expect(
      (await t.call('POST', `/api/leads/${lead.id}/decisions`, alma, { body: { decision: 'waitlist' } })).statusCode,
    ).toBe(201);
    expect(await statusOf(lead.id)).toEqual({ s: 4, closedAt: null });
    const decline = await t.call('POST', `/api/leads/${lead.id}/decisions`, alma, { body: { decision: 'decline' } });
    expect(decline.statusCode, decline.body).toBe(201);
    const after = await statusOf(lead.id);
    expect(after.s).toBe(4);
    expect(after.closedAt).not.toBeNull();
    const closedList = await t.call('GET', `/api/lead-admin/closed-leads?q=${lead.lastName.toLowerCase()}`, reader);
    expect(closedList.json().items).toEqual([
      expect.objectContaining({ id: lead.id, closedReason: `Declined: decision letter sent to ${lead.email}` }),
    ]);
    const again = await t.call('POST', `/api/leads/${lead.id}/decisions`, alma, { body: { decision: 'accept' } });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe(INTERVIEW_MESSAGES.leadClosed);
    expect((await t.call('GET', `/api/leads/${lead.id}/decision`, reader)).json()).toMatchObject({
      canDecide: false,
      blockedReason: INTERVIEW_MESSAGES.leadClosed,
    });

    const early = await addLead(2);
    const refused = await t.call('POST', `/api/leads/${early.id}/decisions`, alma, { body: { decision: 'accept' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toContain('(now Contacted)');
    expect(
      (await t.call('POST', `/api/leads/${early.id}/decisions`, alma, { body: { decision: 'admit' } })).json().error
        .fields,
    ).toEqual({ decision: INTERVIEW_MESSAGES.decision });
    expect((await statusOf(early.id)).s).toBe(2);
  });
});

describe('access', () => {
  it('needs the Lead menu (403 without it, 401 signed out) and the edit bit to schedule or decide', async () => {
    const lead = await addLead(4);
    const slot = await slotOn(felix.id, 'Thursday');
    const body = { facultyId: felix.id, slotId: slot.id, date: next('Thursday') };
    for (const [method, url] of [
      ['GET', '/api/lead-interviews/faculty'],
      ['GET', `/api/lead-interviews/availability?facultyId=${felix.id}&date=${body.date}`],
      ['GET', `/api/leads/${lead.id}/interviews`],
      ['POST', `/api/leads/${lead.id}/interviews`],
      ['GET', `/api/leads/${lead.id}/interview-evaluations`],
      ['POST', `/api/leads/${lead.id}/interview-evaluations`],
      ['GET', `/api/leads/${lead.id}/decision`],
      ['GET', `/api/leads/${lead.id}/decision/letter`],
      ['POST', `/api/leads/${lead.id}/decisions`],
    ] as const) {
      expect(
        (await t.call(method, url, outsider, method === 'POST' ? { body: {} } : {})).statusCode,
        `${method} ${url}`,
      ).toBe(403);
      expect(
        (await t.call(method, url, null, method === 'POST' ? { body: {} } : {})).statusCode,
        `${method} ${url}`,
      ).toBe(401);
    }
    expect((await schedule(lead.id, body, reader)).statusCode).toBe(403);
    expect(
      (await t.call('POST', `/api/leads/${lead.id}/decisions`, reader, { body: { decision: 'accept' } })).statusCode,
    ).toBe(403);
    expect((await t.call('GET', '/api/leads/99999999/interviews', alma)).statusCode).toBe(404);
    expect((await statusOf(lead.id)).s).toBe(4);
  });
});
