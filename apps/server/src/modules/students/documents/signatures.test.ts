import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipient, testApp, type TestApp } from '../../../../test/harness.js';
import { multipart } from '../../../../test/multipart.js';
import { grantMenus, makeGroup, makeStudent, refIdOf } from '../../../factories/index.js';

let t: TestApp;
let staff: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caduceus-sign-'));
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);

beforeAll(async () => {
  t = await testApp({ smtp: true, config: { dataDir } });
  const office = await makeGroup(t.db, { name: 'Signature Office' });
  await grantMenus(t.db, office.id, { '/student/list': 15 });
  staff = (await t.signIn({ username: 'sign.staff', groupId: office.id, firstName: 'Sam', lastName: 'Sender' })).token;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const form = (
  url: string,
  token: string,
  fields: Record<string, string>,
  files: { field: string; filename: string; bytes: Buffer }[] = [],
) => {
  const mp = multipart(
    fields,
    files.map((f) => ({ ...f, type: 'application/pdf' })),
  );
  return t.call('POST', url, token, { body: mp.body, headers: mp.headers });
};
const base = (id: number) => `/api/students/${id}/signed-documents`;

describe('documents sent for signature', () => {
  it('sends a template to the student: the signing request arrives with the document attached, status Sent', async () => {
    const s = await makeStudent(t.db, { email: 'signer@example.com', firstName: 'Nadia', lastName: 'Signer' });
    const template = await refIdOf(t.db, 'document-template', 'I-94 Letter Template');
    const res = await form(base(s.id), staff, {
      templateId: String(template),
      subject: 'Please sign your I-94 letter',
      message: 'Sign by Friday.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'Sent',
      provider: 'local',
      recipientName: 'Nadia Signer',
      recipientEmail: 'signer@example.com',
      templateName: 'I-94 Letter Template',
      documentName: 'I-94 Letter Template.pdf',
      hasSignedFile: false,
      sentByName: 'Sam Sender',
      deliveredAt: null,
    });
    const [mail] = await t.deliverMail();
    expect(recipient(mail)).toBe('signer@example.com');
    expect(mail.subject).toBe('Please sign your I-94 letter');
    expect(mail.text).toContain('Sign by Friday.');
    expect(mail.text).toContain(res.json().providerEnvelopeId);
    expect(mail.attachments[0].filename).toBe('I-94 Letter Template.pdf');
    expect(mail.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
    const list = (await t.call('GET', base(s.id), staff)).json().items;
    expect(list.map((e: { subject: string }) => e.subject)).toEqual(['Please sign your I-94 letter']);
  });

  it('moves Sent -> Delivered -> Completed from the callback; Completed needs the signed file, which then downloads', async () => {
    const s = await makeStudent(t.db);
    const original = pdf('agreement to sign');
    const env = (
      await form(
        base(s.id),
        staff,
        { subject: 'Housing agreement', recipientName: 'Pat Parent', recipientEmail: 'pat@example.com' },
        [{ field: 'document', filename: 'agreement.pdf', bytes: original }],
      )
    ).json();
    expect(env).toMatchObject({ recipientEmail: 'pat@example.com', documentName: 'agreement.pdf', templateId: null });
    expect((await t.call('GET', `${base(s.id)}/${env.id}/document`, staff)).rawPayload.equals(original)).toBe(true);
    expect((await t.call('GET', `${base(s.id)}/${env.id}/signed`, staff)).statusCode).toBe(422);

    const delivered = await form(`${base(s.id)}/${env.id}/status`, staff, { status: 'Delivered' });
    expect(delivered.json().status).toBe('Delivered');
    expect(delivered.json().deliveredAt).not.toBeNull();
    const noFile = await form(`${base(s.id)}/${env.id}/status`, staff, { status: 'Completed' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.fields.signedFile).toBe('Attach the signed document');

    const signed = pdf('signed copy');
    const done = await form(`${base(s.id)}/${env.id}/status`, staff, { status: 'Completed', note: 'Signed on paper' }, [
      { field: 'signedFile', filename: 'agreement-signed.pdf', bytes: signed },
    ]);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'Completed', hasSignedFile: true, statusNote: 'Signed on paper' });
    const dl = await t.call('GET', `${base(s.id)}/${env.id}/signed`, staff);
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(signed)).toBe(true);
    // a completed envelope is final
    expect((await form(`${base(s.id)}/${env.id}/status`, staff, { status: 'Voided' })).statusCode).toBe(422);
    expect((await t.call('POST', `${base(s.id)}/${env.id}/resend`, staff)).statusCode).toBe(422);
    await t.deliverMail();
  });

  it('resends a request still out as a reminder; asks for a document when none is chosen', async () => {
    const s = await makeStudent(t.db, { email: 'again@example.com' });
    const env = (
      await form(base(s.id), staff, { subject: 'Consent form' }, [
        { field: 'document', filename: 'consent.pdf', bytes: pdf('consent') },
      ])
    ).json();
    await t.deliverMail();
    expect((await t.call('POST', `${base(s.id)}/${env.id}/resend`, staff)).statusCode).toBe(200);
    const [reminder] = await t.deliverMail();
    expect(reminder.subject).toBe('Reminder: Consent form');
    expect(reminder.attachments[0].filename).toBe('consent.pdf');
    const none = await form(base(s.id), staff, { subject: 'Nothing' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.templateId).toBe('Choose a template or upload the document to sign');
  });

  it("the student sees their envelopes and the signed copy but cannot send or change them; another student's are 404", async () => {
    const s = await makeStudent(t.db);
    const other = await makeStudent(t.db);
    const env = (
      await form(base(s.id), staff, { subject: 'Code of conduct' }, [
        { field: 'document', filename: 'code.pdf', bytes: pdf('code') },
      ])
    ).json();
    await t.deliverMail();
    const { token } = await t.signIn({ username: 'sign.student', userType: 'Student', studentId: s.id });
    expect((await t.call('GET', base(s.id), token)).json().items).toHaveLength(1);
    expect(
      (await form(base(s.id), token, { subject: 'x' }, [{ field: 'document', filename: 'x.pdf', bytes: pdf('x') }]))
        .statusCode,
    ).toBe(403);
    expect((await form(`${base(s.id)}/${env.id}/status`, token, { status: 'Declined' })).statusCode).toBe(403);
    expect((await t.call('GET', base(other.id), token)).statusCode).toBe(404);
  });
});
