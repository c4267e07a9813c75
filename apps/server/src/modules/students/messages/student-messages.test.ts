import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { nextIp, recipient, testApp, type TestApp } from '../../../../test/harness.js';
import { multipart } from '../../../../test/multipart.js';
import { grantMenus, makeGroup, makeStudent, makeUser, refIdOf } from '../../../factories/index.js';
import { passwordTokens } from '../../access/tables.js';
import { linkParent } from '../record/students.repo.js';
import { auditLog } from '../../../platform/db/tables.js';

let t: TestApp;
let office: string;
let reader: string;
let outsider: string;
beforeAll(async () => {
  t = await testApp({ smtp: true });
  const group = await makeGroup(t.db, { name: 'Registrar Office' });
  await grantMenus(t.db, group.id, { '/student/list': 15 });
  office = (await t.signIn({ username: 'office', firstName: 'Olga', lastName: 'Office', groupId: group.id })).token;
  const readers = await makeGroup(t.db, { name: 'Student Readers' });
  await grantMenus(t.db, readers.id, { '/student/list': 1 });
  reader = (await t.signIn({ username: 'reader', groupId: readers.id })).token;
  outsider = (await t.signIn({ username: 'outsider' })).token;
});
afterAll(async () => {
  await t?.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const sendEmail = (
  studentId: number,
  fields: Record<string, string>,
  files: { field: string; filename: string; type: string; bytes: Buffer }[] = [],
  token = office,
) => {
  const mp = multipart(fields, files);
  return t.call('POST', `/api/students/${studentId}/emails`, token, { body: mp.body, headers: mp.headers });
};

describe('the email tab', () => {
  it('sends a template email with an attachment and copies over real SMTP; the history and the view show it', async () => {
    const s = await makeStudent(t.db, { firstName: 'Lena', lastName: 'Park' });
    const parent = await makeUser(t.db, {
      username: 'lenasmum',
      email: 'mum.park@example.com',
      userType: 'Parent',
      studentId: s.id,
    });
    await linkParent(t.db, parent.id, s.id, 'Mother');
    const templateId = await refIdOf(t.db, 'email-template', 'Invoice Reminder');

    const filled = await t.call('GET', `/api/students/${s.id}/email-templates/${templateId}`, office);
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json()).toMatchObject({ subject: 'Invoice due' });
    expect(filled.json().body).toMatch(/^Dear Lena,/);
    // a lead template is not for students
    const leadTemplate = await refIdOf(t.db, 'email-template', 'Lead Welcome');
    expect((await t.call('GET', `/api/students/${s.id}/email-templates/${leadTemplate}`, office)).statusCode).toBe(404);

    const body = `${filled.json().body}\n\nYour id is {{studentId}}. **Pay soon** and see [the portal](https://portal.example.edu).\n- first\n- second <script>alert(1)</script>`;
    const res = await sendEmail(
      s.id,
      {
        to: s.email,
        cc: 'bursar@example.edu',
        ccParents: 'true',
        templateId: String(templateId),
        subject: 'Invoice due for {{lastName}}',
        body,
      },
      [{ field: 'attachments', filename: 'invoice.pdf', type: 'application/pdf', bytes: PDF }],
    );
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json();
    expect(sent).toMatchObject({
      to: s.email,
      subject: 'Invoice due for Park',
      status: 'Pending',
      sentByName: 'Olga Office',
      templateName: 'Invoice Reminder',
      attachmentCount: 1,
    });
    expect(sent.cc.sort()).toEqual(['bursar@example.edu', 'mum.park@example.com']);

    const [mail] = await t.deliverMail();
    expect(recipient(mail)).toBe(s.email);
    expect(mail.subject).toBe('Invoice due for Park');
    const cc = (Array.isArray(mail.cc) ? mail.cc : [mail.cc]).flatMap((a) => a?.value.map((v) => v.address) ?? []);
    expect(cc.sort()).toEqual(['bursar@example.edu', 'mum.park@example.com']);
    expect(mail.text).toContain('Dear Lena,');
    expect(mail.text).toContain(`Your id is ${s.id}. Pay soon and see the portal (https://portal.example.edu).`);
    expect(mail.html).toContain('<strong>Pay soon</strong>');
    expect(mail.html).toContain('<a href="https://portal.example.edu">the portal</a>');
    expect(mail.html).toContain('<li>second &lt;script&gt;alert(1)&lt;/script&gt;</li>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([['invoice.pdf', 'application/pdf']]);
    expect(mail.attachments[0].content.equals(PDF)).toBe(true);

    const list = await t.call('GET', `/api/students/${s.id}/emails`, office);
    expect(list.json()).toMatchObject({
      total: 1,
      items: [
        { id: sent.id, subject: 'Invoice due for Park', status: 'Sent', sentByName: 'Olga Office', attachmentCount: 1 },
      ],
    });
    expect(list.json().items[0].deliveredAt).toBeTruthy();
    const view = await t.call('GET', `/api/students/${s.id}/emails/${sent.id}`, reader);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      status: 'Sent',
      body: expect.stringContaining('**Pay soon**'),
      attachments: [{ filename: 'invoice.pdf', contentType: 'application/pdf' }],
    });
    const file = await t.call(
      'GET',
      `/api/students/${s.id}/emails/${sent.id}/attachments/${view.json().attachments[0].id}`,
      reader,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="invoice.pdf"/);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // the attachment is reached only through its own email and student
    const other = await makeStudent(t.db);
    expect(
      (
        await t.call(
          'GET',
          `/api/students/${other.id}/emails/${sent.id}/attachments/${view.json().attachments[0].id}`,
          office,
        )
      ).statusCode,
    ).toBe(404);
    expect((await t.call('GET', `/api/students/${other.id}/emails/${sent.id}`, office)).statusCode).toBe(404);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'studentEmail'), eq(auditLog.entityId, String(sent.id))));
    expect(audit.after).toMatchObject({ studentId: s.id, attachments: ['invoice.pdf'] });
  });

  it('refuses a file that is not a PDF, picture or office document, bad addresses and an empty body, and sends nothing', async () => {
    const s = await makeStudent(t.db);
    const exe = await sendEmail(s.id, { to: s.email, subject: 'Hello', body: 'Hi' }, [
      { field: 'attachments', filename: 'run.pdf', type: 'application/pdf', bytes: Buffer.from('MZ\x90\x00not a pdf') },
    ]);
    expect(exe.statusCode).toBe(400);
    expect(exe.json().error.fields.attachments).toMatch(/Accepted: PDF, PNG, JPEG, DOCX, XLSX/);
    const bad = await sendEmail(s.id, { to: 'not-an-email', cc: 'ok@example.com, nope', subject: ' ', body: '   ' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['body', 'cc.1', 'subject', 'to'].sort());
    const noParent = await sendEmail(s.id, { to: s.email, ccParents: 'true', subject: 'Hello', body: 'Hi' });
    expect(noParent.statusCode).toBe(400);
    expect((await t.call('GET', `/api/students/${s.id}/emails`, office)).json().total).toBe(0);
    expect(await t.deliverMail()).toEqual([]);
  });

  it('needs rights: no Student menu right is 403, read only cannot send; a student may not open the tab, another student is 404', async () => {
    const s = await makeStudent(t.db);
    expect((await t.call('GET', `/api/students/${s.id}/emails`, outsider)).statusCode).toBe(403);
    expect((await sendEmail(s.id, { to: s.email, subject: 'Hi', body: 'Hi' }, [], outsider)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/students/${s.id}/emails`, reader)).statusCode).toBe(200);
    expect((await sendEmail(s.id, { to: s.email, subject: 'Hi', body: 'Hi' }, [], reader)).statusCode).toBe(403);
    const other = await makeStudent(t.db);
    const { token } = await t.signIn({ username: 'emailstudent', userType: 'Student', studentId: s.id });
    expect((await t.call('GET', `/api/students/${s.id}/emails`, token)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/students/${other.id}/emails`, token)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/students/${other.id}/sms`, token)).statusCode).toBe(404);
  });
});

describe('the SMS tab (logging provider)', () => {
  it('records an SMS as Logged, lists it, and keeps a named contact that can be deleted', async () => {
    const s = await makeStudent(t.db, { phone: '3055550111' });
    const res = await t.call('POST', `/api/students/${s.id}/sms`, office, {
      body: { phone: '305 555 0111', text: 'Your class starts at 9.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      to: '305 555 0111',
      recipient: 'Student',
      kind: 'message',
      status: 'Logged',
      segments: 1,
      sentByName: 'Olga Office',
      error: null,
    });
    expect(res.json().providerId).toMatch(/^log-/);

    const long = 'x'.repeat(161);
    const other = await t.call('POST', `/api/students/${s.id}/sms`, office, {
      body: { phone: '+1 786 555 0123', text: long, saveAs: 'Sponsor' },
    });
    expect(other.json()).toMatchObject({ recipient: 'Sponsor', segments: 2, status: 'Logged' });
    const list = await t.call('GET', `/api/students/${s.id}/sms?sort=-sentAt`, reader);
    expect(list.json().total).toBe(2);
    expect(list.json().items.map((i: { recipient: string }) => i.recipient)).toEqual(['Sponsor', 'Student']);
    expect((await t.call('GET', `/api/students/${s.id}/sms/${res.json().id}`, reader)).json().text).toBe(
      'Your class starts at 9.',
    );

    const contacts = (await t.call('GET', `/api/students/${s.id}/sms-recipients`, office)).json().items;
    expect(contacts).toMatchObject([{ name: 'Sponsor', phone: '+1 786 555 0123' }]);
    expect((await t.call('DELETE', `/api/students/${s.id}/sms-recipients/${contacts[0].id}`, reader)).statusCode).toBe(
      403,
    );
    expect((await t.call('DELETE', `/api/students/${s.id}/sms-recipients/${contacts[0].id}`, office)).statusCode).toBe(
      200,
    );
    expect((await t.call('GET', `/api/students/${s.id}/sms-recipients`, office)).json().items).toEqual([]);

    const report = (await t.call('GET', `/api/students/${s.id}/messages/report`, office)).json();
    expect(report).toMatchObject({ smsTotal: 2, sms: { Logged: 2 }, smsSegments: 3, emailTotal: 0 });
  });

  it('refuses a bad number and a too long text; an opted-out student gets no SMS', async () => {
    const s = await makeStudent(t.db);
    const bad = await t.call('POST', `/api/students/${s.id}/sms`, office, {
      body: { phone: '12ab', text: 'x'.repeat(641) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      phone: 'Please enter a valid phone number',
      text: 'At most 640 characters (4 messages)',
    });
    const saved = await t.call('PUT', `/api/students/${s.id}/sms-settings`, office, {
      body: { smsPhone: '3055550999', optedOut: true },
    });
    expect(saved.json()).toMatchObject({
      smsPhone: '3055550999',
      optedOut: true,
      studentPhone: s.phone,
      updatedByName: 'Olga Office',
    });
    const refused = await t.call('POST', `/api/students/${s.id}/sms`, office, {
      body: { phone: '3055550999', text: 'Hello' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe('The student has opted out of SMS');
    expect((await t.call('GET', `/api/students/${s.id}/sms`, office)).json().total).toBe(0);
  });

  it('lists the devices the student and their parents are signed in on', async () => {
    const s = await makeStudent(t.db);
    await makeUser(t.db, { username: 'devicestudent', userType: 'Student', studentId: s.id });
    const login = await t.call('POST', '/api/auth/login', null, {
      body: { username: 'devicestudent', password: 'Caduceus@2026' },
      remoteAddress: nextIp(),
      headers: {
        'user-agent':
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
      },
    });
    expect(login.statusCode).toBe(200);
    const parent = await makeUser(t.db, { username: 'deviceparent', userType: 'Parent', studentId: s.id });
    await linkParent(t.db, parent.id, s.id);
    await t.login('deviceparent');
    await t.signIn({ username: 'otherstudentdevice', userType: 'Student', studentId: (await makeStudent(t.db)).id });
    const devices = (await t.call('GET', `/api/students/${s.id}/devices`, office)).json().items;
    expect(devices.map((d: { userType: string }) => d.userType).sort()).toEqual(['Parent', 'Student']);
    expect(devices.find((d: { userType: string }) => d.userType === 'Student').device).toBe('Chrome on Windows');
    const out = await t.call('POST', '/api/auth/logout', login.json().token);
    expect(out.statusCode, out.body).toBe(200);
    expect((await t.call('GET', `/api/students/${s.id}/devices`, office)).json().items).toMatchObject([
      { userType: 'Parent' },
    ]);
  });
});

describe('the credentials SMS (webhook provider)', () => {
  let w: TestApp;
  let server: http.Server;
  const received: { to: string; text: string; auth?: string }[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let data = '';
      req.on('data', (c) => {
        data += c;
      });
      req.on('end', () => {
        received.push({ ...JSON.parse(data), auth: req.headers.authorization });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ id: `gw-${received.length}` }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
    w = await testApp({ config: { smsProvider: 'webhook', smsWebhookUrl: url, smsWebhookToken: 'gw-secret' } });
  });
  afterAll(async () => {
    await w?.close();
    await new Promise((r) => server?.close(r));
  });

  it('texts the username and a one-time link that sets the password; the history hides the link', async () => {
    const group = await makeGroup(w.db);
    await grantMenus(w.db, group.id, { '/student/list': 3 });
    const staff = (await w.signIn({ groupId: group.id })).token;
    const s = await makeStudent(w.db, { phone: '3055550142' });
    await makeUser(w.db, { username: 'smsstudent', userType: 'Student', studentId: s.id });

    const res = await w.call('POST', `/api/students/${s.id}/sms/credentials`, staff);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      username: 'smsstudent',
      sms: { kind: 'credentials', status: 'Sent', providerId: 'gw-1', to: '3055550142' },
    });
    expect(res.json().sms.text).toMatch(/token=\[hidden\]/);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ to: '3055550142', auth: 'Bearer gw-secret' });
    expect(received[0].text).toContain('your username is smsstudent');
    const link = new URL(/https?:\/\/\S+/.exec(received[0].text)![0]);
    expect(link.pathname).toBe('/reset-password');

    const reset = await w.call('POST', '/api/auth/reset-password', null, {
      body: { token: link.searchParams.get('token'), password: 'NewPass@2026', confirmPassword: 'NewPass@2026' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await w.login('smsstudent', 'NewPass@2026')).toBeTruthy();
    const tokens = await w.db.select().from(passwordTokens);
    expect(tokens.every((x) => x.usedAt)).toBe(true);

    const noAccount = await makeStudent(w.db);
    const refused = await w.call('POST', `/api/students/${noAccount.id}/sms/credentials`, staff);
    expect(refused.statusCode).toBe(422);
  });

  it('records a gateway failure as Failed with the reason', async () => {
    const group = await makeGroup(w.db);
    await grantMenus(w.db, group.id, { '/student/list': 3 });
    const staff = (await w.signIn({ groupId: group.id })).token;
    const s = await makeStudent(w.db);
    server.removeAllListeners('request');
    server.on('request', (_req, res) => {
      res.statusCode = 503;
      res.end();
    });
    const res = await w.call('POST', `/api/students/${s.id}/sms`, staff, {
      body: { phone: '3055550100', text: 'Hello' },
    });
    expect(res.json()).toMatchObject({ status: 'Failed', error: 'SMS gateway answered 503' });
  });
});

describe('Update Student Info (/admin/notify-all)', () => {
  let staff: string;
  let readOnly: string;
  beforeAll(async () => {
    const group = await makeGroup(t.db, { name: 'Notifiers' });
    await grantMenus(t.db, group.id, { '/admin/notify-all': 3 });
    staff = (await t.signIn({ username: 'notifier', firstName: 'Nora', lastName: 'Notifier', groupId: group.id }))
      .token;
    const viewers = await makeGroup(t.db, { name: 'Notify Viewers' });
    await grantMenus(t.db, viewers.id, { '/admin/notify-all': 1 });
    readOnly = (await t.signIn({ username: 'notifyviewer', groupId: viewers.id })).token;
  });

  it('flags the chosen students in one go, emails and notifies them; their header then shows the notify tabs', async () => {
    const a = await makeStudent(t.db, { firstName: 'Ana' });
    const b = await makeStudent(t.db, { firstName: 'Ben' });
    const untouched = await makeStudent(t.db);
    const { user, token } = await t.signIn({ username: 'anaportal', userType: 'Student', studentId: a.id });
    await t.deliverMail();

    const res = await t.call('POST', '/api/admin/notify-all', staff, {
      body: { studentIds: [a.id, b.id], sendEmail: true, sendNotification: true, message: 'Check your address.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ matched: 2, flagged: 2, alreadyFlagged: 0, emailed: 2, notified: 1 });

    const header = (await t.call('GET', `/api/students/${a.id}/header`, token)).json();
    expect(header.tabSet).toBe('notify');
    expect(header.tabs).toContain('personal');
    expect(header.tabs.every((x: string) => ['personal', 'parents', 'timeTable'].includes(x))).toBe(true);

    const mails = await t.deliverMail();
    expect(mails.map(recipient).sort()).toEqual([a.email, b.email].sort());
    const toAna = mails.find((m) => recipient(m) === a.email)!;
    expect(toAna.subject).toBe('Please update your personal information');
    expect(toAna.text).toContain('Check your address.');
    expect(toAna.text).toContain(`http://caduceus.test/student/details/personal/${a.id}`);

    const notes = (await t.call('GET', '/api/notifications', token)).json();
    expect(notes.items[0]).toMatchObject({
      type: 'PROFILE',
      title: 'Please update your personal information',
      body: 'Check your address.',
      link: `/student/details/personal/${a.id}`,
    });

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'forcePersonalInfoUpdate'));
    expect(audits.map((r) => r.entityId).sort()).toEqual([String(a.id), String(b.id)].sort());
    expect(audits.every((r) => r.actorId !== user.id)).toBe(true);

    const flagged = (await t.call('GET', '/api/admin/notify-all/students?flagged=true', readOnly)).json();
    expect(flagged.items.map((i: { id: number }) => i.id).sort()).toEqual([a.id, b.id].sort());
    expect(flagged.items[0]).toMatchObject({ forcePersonalInfoUpdate: true, requestedByName: 'Nora Notifier' });
    expect(flagged.items.map((i: { id: number }) => i.id)).not.toContain(untouched.id);

    // asking again counts them as already asked
    const again = await t.call('POST', '/api/admin/notify-all', staff, {
      body: { studentIds: [a.id], sendEmail: false, sendNotification: false },
    });
    expect(again.json()).toMatchObject({ matched: 1, flagged: 0, alreadyFlagged: 1, emailed: 0, notified: 0 });

    // clearing takes the request back: the student's tabs return
    const cleared = await t.call('POST', '/api/admin/notify-all/clear', staff, { body: { studentIds: [a.id, b.id] } });
    expect(cleared.json()).toEqual({ cleared: 2 });
    expect((await t.call('GET', `/api/students/${a.id}/header`, token)).json().tabSet).toBe('student');
  });

  it('flags every student the filters match when none are picked, and refuses an empty choice', async () => {
    const cohort = `C-${Date.now()}`;
    const x = await makeStudent(t.db, { cohort });
    const y = await makeStudent(t.db, { cohort });
    await makeStudent(t.db, { cohort: `${cohort}-other` });
    const list = (await t.call('GET', `/api/admin/notify-all/students?cohort=${cohort}`, staff)).json();
    expect(list.total).toBe(2);
    const res = await t.call('POST', '/api/admin/notify-all', staff, {
      body: { filters: { cohort }, sendNotification: false },
    });
    expect(res.json()).toMatchObject({ matched: 2, flagged: 2 });
    const flagged = (await t.call('GET', `/api/admin/notify-all/students?cohort=${cohort}&flagged=true`, staff)).json();
    expect(flagged.items.map((i: { id: number }) => i.id).sort()).toEqual([x.id, y.id].sort());
    const empty = await t.call('POST', '/api/admin/notify-all', staff, { body: { studentIds: [], filters: {} } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.studentIds).toBe('Choose students, or at least one filter');
    const unknown = await t.call('POST', '/api/admin/notify-all', staff, { body: { studentIds: [99999999] } });
    expect(unknown.statusCode).toBe(400);
  });

  it("is 403 without the screen's right, and read only may list but not notify", async () => {
    const s = await makeStudent(t.db);
    expect((await t.call('GET', '/api/admin/notify-all/students', outsider)).statusCode).toBe(403);
    expect((await t.call('POST', '/api/admin/notify-all', outsider, { body: { studentIds: [s.id] } })).statusCode).toBe(
      403,
    );
    expect((await t.call('GET', '/api/admin/notify-all/students', readOnly)).statusCode).toBe(200);
    expect((await t.call('POST', '/api/admin/notify-all', readOnly, { body: { studentIds: [s.id] } })).statusCode).toBe(
      403,
    );
    expect(
      (await t.call('POST', '/api/admin/notify-all/clear', readOnly, { body: { studentIds: [s.id] } })).statusCode,
    ).toBe(403);
    // the Student menu alone does not open this screen
    expect((await t.call('GET', '/api/admin/notify-all/students', office)).statusCode).toBe(403);
  });
});
