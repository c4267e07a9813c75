import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_REMINDER_ENTITY, REMINDER_MESSAGES } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { makeStudent, refIdOf } from '../../../factories/index.js';
import { financeKit } from '../invoices/invoices.testkit.js';
import { currentSemester, daysFromNow, staff } from '../loa/loa.testkit.js';

/**
 * Invoice reminders through the API with the job queue running: the semesters, the students owing, a reminder
 * queued and sent by the "invoice-reminders" job through the outbox (the email arrives), bad input and access.
 */
let t: TestApp;
let k: Awaited<ReturnType<typeof financeKit>>;
let bursar: string;
let reader: string;
let outsider: string;
let semester: number;
const base = '/api/accounting/invoice-reminders';
const MENU = '/accounting/invoices/non-clinical';

beforeAll(async () => {
  t = await testApp({ smtp: true });
  k = await financeKit(t);
  bursar = await staff(t, 'RemindBursar', { [MENU]: 3, '/student/list': 1 });
  reader = await staff(t, 'RemindReader', { [MENU]: 1, '/student/list': 1 });
  outsider = await staff(t, 'RemindOutsider', { '/student/list': 1 });
  semester = await currentSemester(t, 'Reminder Term 2026');
  await t.app.jobs.start();
}, 60_000);
afterAll(async () => {
  await t?.app.jobs.stop(5000);
  await t?.close();
});

async function invoiceIn(studentId: number, dueDate: string, amount = '800.00') {
  const res = await t.call('POST', k.url(studentId, '/invoices'), k.bursar, {
    body: {
      type: 2,
      title: 'Term fees',
      semesterId: semester,
      invoiceDate: daysFromNow(-40),
      dueDate,
      items: [{ feeHeadId: k.tuition, amount }],
    },
    headers: { 'idempotency-key': k.key() },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function sent(id: number) {
  const end = Date.now() + 20_000;
  for (;;) {
    const list = (await t.call('GET', `${base}?semesterId=${semester}`, reader)).json();
    const r = list.items.find((i: { id: number }) => i.id === id);
    if (r?.state === 'sent') return r;
    if (Date.now() > end) throw new Error(`reminder ${id} still ${r?.state}`);
    await new Promise((ok) => setTimeout(ok, 200));
  }
}

describe('invoice reminders', () => {
  it('lists the owing students of a current semester and emails them a reminder through the job', async () => {
    const late = await makeStudent(t.db);
    const onTime = await makeStudent(t.db);
    await invoiceIn(late.id, daysFromNow(-5), '800.00');
    await invoiceIn(onTime.id, daysFromNow(30), '300.00');

    const semesters = (await t.call('GET', `${base}/semesters`, reader)).json();
    expect(semesters.items).toContainEqual(expect.objectContaining({ id: semester, current: true }));

    const owing = (await t.call('GET', `${base}/students?semesterId=${semester}`, reader)).json();
    expect(owing.total).toBe(2);
    expect(owing.items).toContainEqual(
      expect.objectContaining({ studentId: late.id, owed: '800.00', overdue: '800.00', lastRemindedAt: null }),
    );
    const overdue = (await t.call('GET', `${base}/students?semesterId=${semester}&overdueOnly=true`, reader)).json();
    expect(overdue.items.map((s: { studentId: number }) => s.studentId)).toEqual([late.id]);

    const res = await t.call('POST', base, bursar, {
      body: { semesterId: semester, overdueOnly: true, message: 'Please pay before the exams.' },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ state: 'queued', students: 1, overdueOnly: true });
    const done = await sent(res.json().id);
    expect(done).toMatchObject({ emailed: 1, createdByName: 'RemindBursar Staff' });

    // the outbox delivers it (at once when the job queued it; a delivery run otherwise)
    const subject = 'Payment reminder: Reminder Term 2026';
    for (let n = 0; n < 50 && !t.mails.some((m) => m.subject === subject); n++) {
      await t.deliverMail();
      await new Promise((ok) => setTimeout(ok, 200));
    }
    const mails = t.mails;
    const mail = mails.find((m) => m.subject === subject);
    expect(mail?.text).toContain('$800.00');
    expect(mail?.text).toContain('Please pay before the exams.');
    expect(JSON.stringify(mail?.to)).toContain(late.email);
    expect(mails.some((m) => JSON.stringify(m.to).includes(onTime.email))).toBe(false);

    const after = (await t.call('GET', `${base}/students?semesterId=${semester}&overdueOnly=true`, reader)).json();
    expect(after.items[0].lastRemindedAt).not.toBeNull();
    expect((await k.auditOf(INVOICE_REMINDER_ENTITY, res.json().id)).map((a) => a.action)).toEqual(['create']);
  }, 40_000);

  it('schedules a reminder for a later day: it waits queued until then', async () => {
    const s = await makeStudent(t.db);
    await invoiceIn(s.id, daysFromNow(-2), '150.00');
    const past = await t.call('POST', base, bursar, { body: { semesterId: semester, sendOn: daysFromNow(-1) } });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toEqual({ sendOn: REMINDER_MESSAGES.sendOn });
    const later = await t.call('POST', base, bursar, {
      body: { semesterId: semester, studentIds: [s.id], sendOn: daysFromNow(3) },
    });
    expect(later.statusCode, later.body).toBe(202);
    expect(later.json()).toMatchObject({ state: 'queued', sendOn: daysFromNow(3), students: 1 });
    await new Promise((ok) => setTimeout(ok, 1500));
    const list = (await t.call('GET', `${base}?semesterId=${semester}`, reader)).json();
    expect(list.items.find((r: { id: number }) => r.id === later.json().id)).toMatchObject({
      state: 'queued',
      emailed: 0,
    });
  });

  it('refuses a semester that is past or unknown, and a reminder with nobody owing', async () => {
    const past = await refIdOf(t.db, 'semester');
    const bad = await t.call('GET', `${base}/students?semesterId=${past}`, reader);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ semesterId: REMINDER_MESSAGES.semester });
    expect((await t.call('GET', `${base}/students?semesterId=abc`, reader)).statusCode).toBe(400);
    const shape = await t.call('POST', base, bursar, { body: { semesterId: semester, studentIds: ['x'] } });
    expect(shape.statusCode).toBe(400);
    const empty = await currentSemester(t, 'Empty Term 2026');
    const nobody = await t.call('POST', base, bursar, { body: { semesterId: empty } });
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().error.message).toBe(REMINDER_MESSAGES.nobody);
  });

  it('needs the invoices menu: read to list, write to send', async () => {
    expect((await t.call('POST', base, reader, { body: { semesterId: semester } })).statusCode).toBe(403);
    expect((await t.call('GET', `${base}/semesters`, outsider)).statusCode).toBe(403);
    expect((await t.call('GET', base, outsider)).statusCode).toBe(403);
  });
});
