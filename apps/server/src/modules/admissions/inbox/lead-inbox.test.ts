import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INBOX_MESSAGES } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { admissionsTeam } from '../../../../test/lead-users.js';
import { addLeadAs, leadForm } from '../../../../test/leads.js';
import { rfc822, type RawMail } from '../../../../test/rfc822.js';
import { tinyPng } from '../../../../test/multipart.js';

const TOKEN = 'relay-secret-7f3a9c';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
let t: TestApp;
let dropDir: string;
let alma: string;
let almaId: number;
let kim: string;
let kimId: number;
let reader: string;
let outsider: string;

beforeAll(async () => {
  dropDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caduceus-inbound-'));
  t = await testApp({ config: { inboundEmailToken: TOKEN, inboundMailDir: dropDir } });
  ({ alma, almaId, kim, kimId, reader, outsider } = await admissionsTeam(t));
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dropDir, { recursive: true, force: true });
});

/** Kim's leads unless `over` says otherwise. */
const newLeadForm = (over: Record<string, unknown> = {}) => leadForm(t, { representativeId: kimId, ...over });
const addLead = (over: Record<string, unknown> = {}) => addLeadAs(t, alma, { representativeId: kimId, ...over });
const post = (m: RawMail | string, token: string | null = TOKEN, type = 'message/rfc822') =>
  t.call('POST', '/api/inbound/email', token, {
    body: typeof m === 'string' ? m : rfc822(m),
    headers: { 'content-type': type },
  });
const unverifiedCount = async (token: string) => {
  const res = await t.call('GET', '/api/notifications/counts', token);
  return (res.json().items as { key: string; count: number }[]).find((i) => i.key === 'unverifiedEmailCount')?.count;
};

describe('the ingestion endpoint', () => {
  it('wants the shared token: 401 without, 403 for another token or a user session', async () => {
    const m = { from: 'someone@example.org', subject: 'No token' };
    expect((await post(m, null)).statusCode).toBe(401);
    const wrong = await post(m, 'not-the-secret');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('FORBIDDEN');
    expect((await post(m, alma)).statusCode).toBe(403);
    const list = await t.call('GET', '/api/unverified-emails?q=someone%40example.org', alma);
    expect(list.json().total).toBe(0);
  });

  it('refuses a body that is not an email with a sender (400), and JSON', async () => {
    const junk = await post('this is not an email at all');
    expect(junk.statusCode).toBe(400);
    expect(junk.json().error.message).toBe(INBOX_MESSAGES.badMessage);
    const noFrom = await post('Subject: hi\r\nTo: a@b.org\r\n\r\nbody\r\n');
    expect(noFrom.statusCode).toBe(400);
    expect(noFrom.json().error.message).toBe(INBOX_MESSAGES.noSender);
    const json = await t.call('POST', '/api/inbound/email', TOKEN, { body: { from: 'x@y.org' } });
    expect(json.statusCode).toBe(400);
  });

  it("records a message from a lead's address (any case) on the lead, tells its representative, keeps the PDF", async () => {
    const lead = await addLead();
    const res = await post(
      {
        from: `"Lena Okafor" <${lead.email.toUpperCase()}>`,
        subject: 'My transcript',
        text: 'Please find my transcript attached.\nThanks, Lena',
        attachments: [
          { filename: 'transcript.pdf', type: 'application/pdf', bytes: PDF },
          { filename: 'notes.txt', type: 'text/plain', bytes: Buffer.from('plain notes') },
        ],
      },
      TOKEN,
      'text/plain',
    );
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json();
    expect(r).toMatchObject({ outcome: 'lead', leadId: lead.id, unverifiedEmailId: null, attachments: 1 });
    expect(r.skippedAttachments).toEqual([{ filename: 'notes.txt', reason: expect.stringMatching(/not kept/) }]);

    // the lead's email tab shows it as received, with the sender
    const list = await t.call('GET', `/api/leads/${lead.id}/emails`, alma);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items).toEqual([
      expect.objectContaining({
        id: r.leadEmailId,
        direction: 'in',
        from: lead.email.toLowerCase(),
        subject: 'My transcript',
        status: 'Received',
        read: false,
        attachmentCount: 1,
        sentByName: null,
      }),
    ]);
    const received = await t.call('GET', `/api/leads/${lead.id}/emails?status=Received`, alma);
    expect(received.json().total).toBe(1);

    // Kim represents the lead: a notification links to the email tab
    const notes = await t.call('GET', '/api/notifications', kim);
    expect(notes.json().items[0]).toMatchObject({
      type: 'EMAIL',
      title: `New email from Lena ${lead.lastName}`,
      body: 'My transcript',
      link: `/lead/details/email/${lead.id}`,
    });
    expect(
      (await t.call('GET', '/api/notifications', alma)).json().items.some((n: { type: string }) => n.type === 'EMAIL'),
    ).toBe(false);

    // Alma (not the representative) opening it leaves it unread; Kim opening it reads it
    const view = await t.call('GET', `/api/leads/${lead.id}/emails/${r.leadEmailId}`, alma);
    expect(view.json()).toMatchObject({
      direction: 'in',
      body: 'Please find my transcript attached.\nThanks, Lena',
      read: false,
      attachments: [{ filename: 'transcript.pdf' }],
    });
    const file = await t.call(
      'GET',
      `/api/leads/${lead.id}/emails/${r.leadEmailId}/attachments/${view.json().attachments[0].id}`,
      alma,
    );
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await t.call('GET', `/api/leads/${lead.id}/emails/${r.leadEmailId}`, kim)).json().read).toBe(true);

    // the same message again (a relay retrying) is kept once
    const again = await post({ from: lead.email, subject: 'My transcript', messageId: '<fixed-1@mail.example.org>' });
    expect(again.statusCode).toBe(201);
    const dup = await post({ from: lead.email, subject: 'My transcript', messageId: '<fixed-1@mail.example.org>' });
    expect(dup.statusCode).toBe(200);
    expect(dup.json()).toMatchObject({ outcome: 'duplicate', leadId: lead.id, leadEmailId: again.json().leadEmailId });
    expect((await t.call('GET', `/api/leads/${lead.id}/emails`, alma)).json().total).toBe(2);
  });
});

describe('unverified emails', () => {
  it("keeps an unknown sender's message: listed, counted in the top bar, opened (read), attachment downloadable", async () => {
    const before = await unverifiedCount(alma);
    const res = await post({
      from: 'Maria José Santos <MJ.Santos@Example.org>',
      subject: 'Applying for the MD program',
      text: 'Hello,\nI would like to apply for the fall.\nMaria',
      attachments: [{ filename: 'photo.png', type: 'image/png', bytes: tinyPng() }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { unverifiedEmailId: id, outcome } = res.json();
    expect(outcome).toBe('unverified');
    expect(await unverifiedCount(alma)).toBe((before ?? 0) + 1);
    expect(await unverifiedCount(outsider)).toBeUndefined();

    const list = await t.call('GET', '/api/unverified-emails?status=open&read=unread&q=santos', reader);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items).toEqual([
      expect.objectContaining({
        id,
        fromAddress: 'mj.santos@example.org',
        fromName: 'Maria José Santos',
        subject: 'Applying for the MD program',
        read: false,
        status: 'open',
        attachmentCount: 1,
        snippet: 'Hello, I would like to apply for the fall. Maria',
      }),
    ]);
    const view = await t.call('GET', `/api/unverified-emails/${id}`, reader);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      read: true,
      body: 'Hello,\nI would like to apply for the fall.\nMaria',
      attachments: [{ filename: 'photo.png', contentType: 'image/png' }],
      suggestion: { firstName: 'Maria José', lastName: 'Santos', email: 'mj.santos@example.org', phone: null },
    });
    expect(await unverifiedCount(alma)).toBe(before ?? 0);
    const file = await t.call(
      'GET',
      `/api/unverified-emails/${id}/attachments/${view.json().attachments[0].id}`,
      reader,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect((await t.call('GET', `/api/unverified-emails/${id}/attachments/999999`, reader)).statusCode).toBe(404);

    // mark unread and read again
    const unread = await t.call('PUT', `/api/unverified-emails/${id}/read`, reader, { body: { read: false } });
    expect(unread.json().read).toBe(false);
    expect((await t.call('GET', '/api/unverified-emails?read=unread&q=santos', alma)).json().total).toBe(1);
    expect((await t.call('PUT', `/api/unverified-emails/${id}/read`, alma, { body: { read: true } })).json().read).toBe(
      true,
    );
    expect((await t.call('GET', '/api/unverified-emails?read=unread&q=santos', alma)).json().total).toBe(0);
    expect((await t.call('PUT', `/api/unverified-emails/${id}/read`, alma, { body: { read: 'yes' } })).statusCode).toBe(
      400,
    );

    // outsiders see nothing; a reader cannot change it
    expect((await t.call('GET', '/api/unverified-emails', outsider)).statusCode).toBe(403);
    expect((await t.call('POST', `/api/unverified-emails/${id}/discard`, reader)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/unverified-emails/999999', alma)).statusCode).toBe(404);
  });

  it('reduces an HTML-only message to text (no markup kept)', async () => {
    const res = await post({
      from: 'html.only@example.net',
      html: '<p>Dear office,</p><script>alert(1)</script><p>I am <b>interested</b>.</p>',
    });
    const view = await t.call('GET', `/api/unverified-emails/${res.json().unverifiedEmailId}`, alma);
    expect(view.json().body).toMatch(/Dear office,/);
    expect(view.json().body).toMatch(/I am interested\./i);
    expect(view.json().body).not.toMatch(/<|alert/);
  });

  it("updates the sender's details, then converts the email to a lead whose history holds it", async () => {
    const res = await post({
      from: 'ana.lopez99@example.org',
      subject: 'Interested in nursing',
      text: 'Hi, I want to know more.',
    });
    const id = res.json().unverifiedEmailId as number;
    const bad = await t.call('PUT', `/api/unverified-emails/${id}`, alma, { body: { senderPhone: 'abc' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('senderPhone');
    const upd = await t.call('PUT', `/api/unverified-emails/${id}`, alma, {
      body: {
        senderFirstName: 'Ana',
        senderLastName: 'López García',
        senderPhone: '3055550123',
        notes: 'Called back on Monday',
      },
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({
      notes: 'Called back on Monday',
      suggestion: { firstName: 'Ana', lastName: 'López García', phone: '3055550123', email: 'ana.lopez99@example.org' },
    });

    // the form is the add-lead form: its rules apply
    const invalid = await t.call('POST', `/api/unverified-emails/${id}/convert`, alma, {
      body: { ...(await newLeadForm()), email: 'ana.lopez99@example.org', courseId: '' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toHaveProperty('courseId');
    expect(
      (await t.call('POST', `/api/unverified-emails/${id}/convert`, reader, { body: await newLeadForm() })).statusCode,
    ).toBe(403);

    const form = await newLeadForm({
      firstName: 'Ana',
      lastName: 'López García',
      email: 'ana.lopez99@example.org',
      phone: '3055550123',
    });
    const conv = await t.call('POST', `/api/unverified-emails/${id}/convert`, alma, { body: form });
    expect(conv.statusCode, conv.body).toBe(201);
    const { leadId, leadEmailId } = conv.json();
    expect(conv.json()).toMatchObject({ id, status: 'converted' });
    const lead = await t.call('GET', `/api/leads/${leadId}/profile`, alma);
    expect(lead.json()).toMatchObject({
      firstName: 'Ana',
      lastName: 'López García',
      email: 'ana.lopez99@example.org',
      statusId: 1,
    });
    const history = await t.call('GET', `/api/leads/${leadId}/emails`, alma);
    expect(history.json().items).toEqual([
      expect.objectContaining({
        id: leadEmailId,
        direction: 'in',
        from: 'ana.lopez99@example.org',
        subject: 'Interested in nursing',
        status: 'Received',
      }),
    ]);
    const after = await t.call('GET', `/api/unverified-emails/${id}`, alma);
    expect(after.json()).toMatchObject({
      status: 'converted',
      leadId,
      leadName: 'Ana López García',
      resolvedByName: 'Alma Admissions',
    });
    // Kim was made the representative: told; converting again is refused
    expect((await t.call('GET', '/api/notifications', kim)).json().items[0]).toMatchObject({
      type: 'EMAIL',
      link: `/lead/details/email/${leadId}`,
    });
    const twice = await t.call('POST', `/api/unverified-emails/${id}/convert`, alma, { body: form });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error.message).toBe(INBOX_MESSAGES.notOpen);
    expect((await t.call('PUT', `/api/unverified-emails/${id}`, alma, { body: { notes: 'late' } })).statusCode).toBe(
      422,
    );

    // a later message from the new lead goes straight to its history
    const next = await post({ from: 'ANA.LOPEZ99@example.org', subject: 'Thanks' });
    expect(next.json()).toMatchObject({ outcome: 'lead', leadId });
  });

  it('refuses to convert to an address a live lead already has (409): merge instead', async () => {
    const res = await post({ from: 'late.sender@example.org', subject: 'Hello' });
    const id = res.json().unverifiedEmailId as number;
    const existing = await addLead({ email: 'Late.Sender@example.org' });
    const conv = await t.call('POST', `/api/unverified-emails/${id}/convert`, alma, {
      body: await newLeadForm({ email: 'late.sender@example.org' }),
    });
    expect(conv.statusCode).toBe(409);
    expect(conv.json().error.fields.email).toMatch(new RegExp(`lead #${existing.id}`));
    expect((await t.call('GET', `/api/unverified-emails/${id}`, alma)).json().status).toBe('open');
  });

  it('merges an email into an existing lead; a missing lead is a field error', async () => {
    const lead = await addLead({ representativeId: almaId });
    const res = await post({
      from: 'parent.of.lena@example.org',
      subject: 'About my daughter',
      attachments: [{ filename: 'form.pdf', type: 'application/pdf', bytes: PDF }],
    });
    const id = res.json().unverifiedEmailId as number;
    const missing = await t.call('POST', `/api/unverified-emails/${id}/merge`, alma, { body: { leadId: 999999 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.leadId).toBe(INBOX_MESSAGES.leadGone);
    expect((await t.call('POST', `/api/unverified-emails/${id}/merge`, alma, { body: {} })).statusCode).toBe(400);
    const merged = await t.call('POST', `/api/unverified-emails/${id}/merge`, alma, { body: { leadId: lead.id } });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toMatchObject({ status: 'merged', leadId: lead.id });
    const history = await t.call('GET', `/api/leads/${lead.id}/emails/${merged.json().leadEmailId}`, alma);
    expect(history.json()).toMatchObject({
      direction: 'in',
      from: 'parent.of.lena@example.org',
      subject: 'About my daughter',
      read: true,
      attachments: [{ filename: 'form.pdf' }],
    });
    expect(
      (await t.call('GET', `/api/unverified-emails?status=merged&q=parent.of.lena`, alma)).json().items[0],
    ).toMatchObject({ id, leadId: lead.id });
    expect((await t.call('POST', `/api/unverified-emails/${id}/discard`, alma)).statusCode).toBe(422);
  });

  it('discards an email (kept, with its status) and restores it', async () => {
    const res = await post({ from: 'newsletter@spam.example', subject: 'Win a cruise' });
    const id = res.json().unverifiedEmailId as number;
    const gone = await t.call('POST', `/api/unverified-emails/${id}/discard`, alma);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toMatchObject({ status: 'discarded', resolvedByName: 'Alma Admissions' });
    expect((await t.call('GET', '/api/unverified-emails?status=open&q=spam.example', alma)).json().total).toBe(0);
    expect((await t.call('GET', '/api/unverified-emails?status=discarded&q=spam.example', alma)).json().total).toBe(1);
    expect((await t.call('POST', `/api/unverified-emails/${id}/merge`, alma, { body: { leadId: 1 } })).statusCode).toBe(
      422,
    );
    const back = await t.call('POST', `/api/unverified-emails/${id}/restore`, alma);
    expect(back.json()).toMatchObject({ status: 'open', resolvedByName: null });
    const again = await t.call('POST', `/api/unverified-emails/${id}/restore`, alma);
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe(INBOX_MESSAGES.notDiscarded);
  });
});

describe('the drop folder source', () => {
  it('reads .eml files in, moves them to processed/ (or rejected/ when unreadable)', async () => {
    fs.writeFileSync(
      path.join(dropDir, '001.eml'),
      rfc822({ from: 'dropped@example.org', subject: 'From the folder' }),
    );
    fs.writeFileSync(path.join(dropDir, '002.eml'), 'garbage without headers');
    fs.writeFileSync(path.join(dropDir, 'ignore.txt'), 'not a message');
    const run = await t.app.jobs.run('inbound-mail');
    expect(run).toEqual({ recorded: 1, rejected: 1 });
    expect(fs.readdirSync(path.join(dropDir, 'processed')).some((f) => f.endsWith('-001.eml'))).toBe(true);
    expect(fs.readdirSync(path.join(dropDir, 'rejected')).some((f) => f.endsWith('-002.eml'))).toBe(true);
    expect(fs.existsSync(path.join(dropDir, 'ignore.txt'))).toBe(true);
    const list = await t.call('GET', '/api/unverified-emails?q=dropped%40example.org', alma);
    expect(list.json().items).toEqual([expect.objectContaining({ subject: 'From the folder', status: 'open' })]);
  });
});
