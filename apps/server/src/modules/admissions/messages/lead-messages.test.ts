import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LEAD_MESSAGES } from '@caduceus/contracts';
import { recipient, testApp, type TestApp } from '../../../../test/harness.js';
import { admissionsTeam } from '../../../../test/lead-users.js';
import { addLeadAs } from '../../../../test/leads.js';
import { multipart } from '../../../../test/multipart.js';
import { refIdOf } from '../../../factories/index.js';
import { leads } from '../leads/leads.schema.js';

let t: TestApp;
let alma: string;
let almaId: number;
let kim: string;
let kimId: number;
let reader: string;
let outsider: string;
const qs = (q: Record<string, string>) => new URLSearchParams(q).toString();
beforeAll(async () => {
  t = await testApp({ smtp: true });
  ({ alma, almaId, kim, kimId, reader, outsider } = await admissionsTeam(t));
});
afterAll(async () => {
  await t?.close();
});

const addLead = (over: Record<string, unknown> = {}) => addLeadAs(t, alma, { representativeId: almaId, ...over });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const sendEmail = (
  leadId: number,
  fields: Record<string, string>,
  files: { field: string; filename: string; type: string; bytes: Buffer }[] = [],
  token = alma,
) => {
  const mp = multipart(fields, files);
  return t.call('POST', `/api/leads/${leadId}/emails`, token, { body: mp.body, headers: mp.headers });
};

describe('the lead email tab', () => {
  it('sends a lead template with an attachment over real SMTP; history, view and attachment download', async () => {
    const lead = await addLead();
    const templates = await t.call('GET', `/api/leads/${lead.id}/email-templates`, alma);
    expect(templates.statusCode, templates.body).toBe(200);
    const names = templates.json().items.map((x: { name: string }) => x.name);
    expect(names).toContain('Lead Welcome');
    expect(names).not.toContain('Invoice Reminder');

    const templateId = await refIdOf(t.db, 'email-template', 'Lead Welcome');
    const filled = await t.call('GET', `/api/leads/${lead.id}/email-templates/${templateId}`, alma);
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json()).toMatchObject({ name: 'Lead Welcome', subject: 'Thank you for your interest' });
    expect(filled.json().body).toMatch(/^Dear Lena,/);
    // a student template is not a lead template
    const studentTemplate = await refIdOf(t.db, 'email-template', 'Invoice Reminder');
    expect((await t.call('GET', `/api/leads/${lead.id}/email-templates/${studentTemplate}`, alma)).statusCode).toBe(
      404,
    );

    const body = `${filled.json().body}\n\n**{{program}}** with {{representative}}`;
    const res = await sendEmail(
      lead.id,
      {
        to: lead.email,
        cc: 'dean@example.edu',
        templateId: String(templateId),
        subject: 'Welcome {{firstName}} {{lastName}}',
        body,
      },
      [{ field: 'attachments', filename: 'brochure.pdf', type: 'application/pdf', bytes: PDF }],
    );
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json();
    expect(sent).toMatchObject({
      to: lead.email,
      cc: ['dean@example.edu'],
      subject: `Welcome Lena ${lead.lastName}`,
      status: 'Pending',
      sentByName: 'Alma Admissions',
      templateName: 'Lead Welcome',
      attachmentCount: 1,
    });

    const [mail] = await t.deliverMail();
    expect(recipient(mail)).toBe(lead.email);
    expect(mail.subject).toBe(`Welcome Lena ${lead.lastName}`);
    expect(mail.text).toContain('Dear Lena,');
    expect(mail.text).toContain('Doctor of Medicine (MD) with Alma Admissions');
    expect(mail.html).toContain('<strong>Doctor of Medicine (MD)</strong>');
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([['brochure.pdf', 'application/pdf']]);
    expect(mail.attachments[0].content.equals(PDF)).toBe(true);

    const list = await t.call('GET', `/api/leads/${lead.id}/emails`, reader);
    expect(list.json()).toMatchObject({ total: 1, items: [{ id: sent.id, status: 'Sent', attachmentCount: 1 }] });
    const view = await t.call('GET', `/api/leads/${lead.id}/emails/${sent.id}`, reader);
    expect(view.json()).toMatchObject({
      status: 'Sent',
      body: expect.stringContaining('**{{program}}**'.replace('{{program}}', 'Doctor of Medicine (MD)')),
      attachments: [{ filename: 'brochure.pdf' }],
    });
    const file = await t.call(
      'GET',
      `/api/leads/${lead.id}/emails/${sent.id}/attachments/${view.json().attachments[0].id}`,
      reader,
    );
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // another lead's email and attachment look absent
    const other = await addLead();
    expect((await t.call('GET', `/api/leads/${other.id}/emails/${sent.id}`, alma)).statusCode).toBe(404);
    expect(
      (
        await t.call(
          'GET',
          `/api/leads/${other.id}/emails/${sent.id}/attachments/${view.json().attachments[0].id}`,
          alma,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('refuses bad input, readers, outsiders, closed and missing leads', async () => {
    const lead = await addLead();
    const bad = await sendEmail(lead.id, { to: 'not-an-email', subject: '', body: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['to', 'subject']));
    const exe = await sendEmail(lead.id, { to: lead.email, subject: 'x', body: 'y' }, [
      { field: 'attachments', filename: 'run.pdf', type: 'application/pdf', bytes: Buffer.from('MZ not a pdf') },
    ]);
    expect(exe.statusCode).toBe(400);
    const wrongTemplate = await sendEmail(lead.id, {
      to: lead.email,
      subject: 'x',
      body: 'y',
      templateId: String(await refIdOf(t.db, 'email-template', 'Offer Letter')),
    });
    expect(wrongTemplate.json().error.fields).toHaveProperty('templateId');
    expect((await sendEmail(lead.id, { to: lead.email, subject: 'x', body: 'y' }, [], reader)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/leads/${lead.id}/emails`, outsider)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/leads/99999999/emails', alma)).statusCode).toBe(404);
    await t.db.update(leads).set({ closedAt: new Date().toISOString() }).where(eq(leads.id, lead.id));
    const closed = await sendEmail(lead.id, { to: lead.email, subject: 'x', body: 'y' });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().error.message).toBe(LEAD_MESSAGES.closed);
    expect((await t.call('GET', `/api/leads/${lead.id}/emails`, alma)).json().total).toBe(0);
  });
});

describe('lead tasks', () => {
  const today = () => new Date().toISOString().slice(0, 10);
  const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

  it('creates and assigns a task on a lead; the assignee is told by email; the tab lists it', async () => {
    const lead = await addLead();
    const subjectId = await refIdOf(t.db, 'task-subject', 'Follow-up Call');
    const priorityId = await refIdOf(t.db, 'task-priority', 'High');
    const res = await t.call('POST', `/api/leads/${lead.id}/tasks`, alma, {
      body: { subjectId, priorityId, description: 'Call about the interview', dueDate: today(), assignedToId: kimId },
    });
    expect(res.statusCode, res.body).toBe(201);
    const task = res.json();
    expect(task).toMatchObject({
      leadId: lead.id,
      leadName: `Lena ${lead.lastName}`,
      subjectName: 'Follow-up Call',
      priorityName: 'High',
      assignedToName: 'Kim Rep',
      assignedByName: 'Alma Admissions',
      statusName: 'Open',
      dueDate: today(),
    });

    const mails = await t.deliverMail();
    const mail = mails.find((m) => recipient(m) === 'kim.rep@example.edu');
    expect(mail?.subject).toBe('Task assigned: Follow-up Call');
    expect(mail?.text).toContain(`/lead/details/task/${lead.id}`);

    const list = await t.call('GET', `/api/leads/${lead.id}/tasks`, reader);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, items: [{ id: task.id, description: 'Call about the interview' }] });
    const one = await t.call('GET', `/api/leads/${lead.id}/tasks/${task.id}`, reader);
    expect(one.json()).toMatchObject({ id: task.id, leadId: lead.id, canEditDetails: false, nextStatuses: [] });
    // the task is Kim's: she sees it in her own task list too and may move it
    const mine = await t.call('GET', `/api/leads/${lead.id}/tasks/${task.id}`, kim);
    expect(mine.json().nextStatuses).toEqual([1, 2, 3]);
    const started = await t.call('PUT', `/api/leads/${lead.id}/tasks/${task.id}`, kim, {
      body: {
        subjectId,
        priorityId,
        description: 'Call about the interview',
        dueDate: today(),
        assignedToId: kimId,
        status: 1,
      },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().statusName).toBe('In Progress');
    // another lead's path does not reach it
    const other = await addLead();
    expect((await t.call('GET', `/api/leads/${other.id}/tasks/${task.id}`, alma)).statusCode).toBe(404);
  });

  it('refuses bad input and the wrong people', async () => {
    const lead = await addLead();
    const bad = await t.call('POST', `/api/leads/${lead.id}/tasks`, alma, {
      body: { description: '', assignedToId: kimId, subjectId: await refIdOf(t.db, 'task-priority', 'Low') },
    });
    expect(bad.statusCode).toBe(400);
    const wrongTable = await t.call('POST', `/api/leads/${lead.id}/tasks`, alma, {
      body: { description: 'x', assignedToId: kimId, subjectId: await refIdOf(t.db, 'task-priority', 'Low') },
    });
    expect(wrongTable.json().error.fields).toHaveProperty('subjectId');
    expect(
      (await t.call('POST', `/api/leads/${lead.id}/tasks`, reader, { body: { description: 'x', assignedToId: kimId } }))
        .statusCode,
    ).toBe(403);
    expect((await t.call('GET', `/api/leads/${lead.id}/tasks`, outsider)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/lead-tasks', outsider)).statusCode).toBe(403);
    // a reader with the Lead menu may not change someone else's task
    const created = (
      await t.call('POST', `/api/leads/${lead.id}/tasks`, alma, {
        body: { description: 'Ask for transcripts', assignedToId: kimId },
      })
    ).json();
    const put = await t.call('PUT', `/api/leads/${lead.id}/tasks/${created.id}`, reader, {
      body: { description: 'x', assignedToId: kimId, status: 3 },
    });
    expect(put.statusCode).toBe(403);
  });

  it("lists Today's Tasks for the signed-in rep and all lead tasks with filters", async () => {
    const lead = await addLead({ firstName: 'Zora' });
    const add = (token: string, body: Record<string, unknown>) =>
      t.call('POST', `/api/leads/${lead.id}/tasks`, token, { body });
    const dueToday = (await add(alma, { description: 'Today for Kim', dueDate: today(), assignedToId: kimId })).json();
    const dueTomorrow = (
      await add(alma, { description: 'Tomorrow for Kim', dueDate: tomorrow(), assignedToId: kimId })
    ).json();
    const almas = (await add(kim, { description: 'Today for Alma', dueDate: today(), assignedToId: almaId })).json();
    // a plain task (no lead) never shows on the lead screens
    await t.call('POST', '/api/tasks', alma, {
      body: { description: 'Not a lead task', dueDate: today(), assignedToId: kimId },
    });

    const kimsToday = await t.call('GET', `/api/lead-tasks/today?${qs({ day: today(), q: 'Zora' })}`, kim);
    expect(kimsToday.statusCode, kimsToday.body).toBe(200);
    expect(kimsToday.json().items.map((x: { id: number }) => x.id)).toEqual([dueToday.id]);
    expect(kimsToday.json().items[0].leadName).toBe(`Zora ${lead.lastName}`);
    const almasToday = await t.call('GET', `/api/lead-tasks/today?${qs({ day: today(), q: 'Zora' })}`, alma);
    expect(almasToday.json().items.map((x: { id: number }) => x.id)).toEqual([almas.id]);

    const all = await t.call('GET', `/api/lead-tasks?${qs({ q: 'Zora', sort: 'id' })}`, reader);
    expect(all.json().items.map((x: { id: number }) => x.id)).toEqual([dueToday.id, dueTomorrow.id, almas.id]);
    const byAssignee = await t.call(
      'GET',
      `/api/lead-tasks?${qs({ q: 'Zora', assignedToId: String(kimId), dueFrom: tomorrow(), dueTo: tomorrow() })}`,
      reader,
    );
    expect(byAssignee.json().items.map((x: { id: number }) => x.id)).toEqual([dueTomorrow.id]);
    await t.call('PUT', `/api/leads/${lead.id}/tasks/${dueTomorrow.id}`, kim, {
      body: { description: 'Tomorrow for Kim', dueDate: tomorrow(), assignedToId: kimId, status: 3 },
    });
    const cancelled = await t.call('GET', `/api/lead-tasks?${qs({ q: 'Zora', status: '3' })}`, reader);
    expect(cancelled.json()).toMatchObject({ total: 1, items: [{ id: dueTomorrow.id, statusName: 'Cancelled' }] });
    const badRange = await t.call('GET', `/api/lead-tasks?${qs({ dueFrom: tomorrow(), dueTo: today() })}`, reader);
    expect(badRange.statusCode).toBe(400);
    // a deleted lead's tasks leave the lists
    await t.db.update(leads).set({ deletedAt: new Date().toISOString() }).where(eq(leads.id, lead.id));
    expect((await t.call('GET', `/api/lead-tasks?${qs({ q: 'Zora' })}`, reader)).json().total).toBe(0);
  });
});
