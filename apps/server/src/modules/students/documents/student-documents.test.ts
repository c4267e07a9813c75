import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipient, testApp, type TestApp } from '../../../../test/harness.js';
import { sendForm, tinyPdf, tinyPng, type FormFile } from '../../../../test/multipart.js';
import { grantMenus, makeGroup, makeStudent, refIdOf } from '../../../factories/index.js';
import { auditLog } from '../../../platform/db/tables.js';

let t: TestApp;
let staff: string;
let reader: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caduceus-docs-'));
const pdf = tinyPdf;
const PNG = tinyPng();

beforeAll(async () => {
  t = await testApp({ smtp: true, config: { dataDir } });
  const office = await makeGroup(t.db, { name: 'Registrar Office' });
  await grantMenus(t.db, office.id, { '/student/list': 15 });
  staff = (await t.signIn({ username: 'docs.staff', groupId: office.id, firstName: 'Rita', lastName: 'Registrar' }))
    .token;
  const readOnly = await makeGroup(t.db, { name: 'Record Readers' });
  await grantMenus(t.db, readOnly.id, { '/student/list': 1 });
  reader = (await t.signIn({ username: 'docs.reader', groupId: readOnly.id })).token;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type File = FormFile;
const send = (method: 'POST' | 'PUT', url: string, token: string, fields: Record<string, string>, files: File[] = []) =>
  sendForm(t, method, url, token, fields, files);
const folderId = (label = 'Admission Documents', table = 'student-folder') => refIdOf(t.db, table, label);
const upload = async (studentId: number, files: File[], token = staff, extra: Record<string, string> = {}) =>
  send('POST', `/api/students/${studentId}/documents`, token, { folderId: String(await folderId()), ...extra }, files);
const titles = (res: { json(): { items: { title: string }[] } }) =>
  res
    .json()
    .items.map((i) => i.title)
    .sort();

describe('documents of a student (staff)', () => {
  it('uploads several at once, one document each, filed and audited', async () => {
    const s = await makeStudent(t.db);
    const category = await refIdOf(t.db, 'document-category', 'Financial');
    const res = await upload(
      s.id,
      [
        { filename: 'Passport scan.pdf', type: 'application/pdf', bytes: pdf('passport') },
        { filename: 'photo.png', type: 'image/png', bytes: PNG },
      ],
      staff,
      { categoryId: String(category) },
    );
    expect(res.statusCode, res.body).toBe(201);
    const items = res.json().items;
    expect(items.map((i: { title: string }) => i.title)).toEqual(['Passport scan', 'photo']);
    expect(items[0]).toMatchObject({
      folderName: 'Admission Documents',
      categoryName: 'Financial',
      version: 1,
      active: true,
      verified: false,
      createdByName: 'Rita Registrar',
      contentType: 'application/pdf',
    });
    const list = await t.call('GET', `/api/students/${s.id}/documents`, staff);
    expect(list.json().total).toBe(2);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'studentDocument'), eq(auditLog.action, 'create')));
    expect(audits.map((a) => a.entityId)).toEqual(
      expect.arrayContaining(items.map((i: { id: number }) => String(i.id))),
    );
  });

  it('refuses a file whose content is not an accepted kind, a folder of another table and no files', async () => {
    const s = await makeStudent(t.db);
    const fake = await upload(s.id, [
      { filename: 'virus.pdf', type: 'application/pdf', bytes: Buffer.from('MZ\x90\x00 not a pdf') },
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.fields.files).toBe('Accepted: PDF, PNG, JPEG, DOCX, XLSX');
    const nursingFolder = await folderId('Licensure', 'nursing-student-folder');
    const wrong = await send('POST', `/api/students/${s.id}/documents`, staff, { folderId: String(nursingFolder) }, [
      { filename: 'a.pdf', type: 'application/pdf', bytes: pdf('a') },
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.folderId).toBe('Choose a folder from the list');
    const none = await upload(s.id, []);
    expect(none.statusCode).toBe(400);
    expect((await t.call('GET', `/api/students/${s.id}/documents`, staff)).json().total).toBe(0);
  });

  it("files a nursing student's documents in the nursing folders", async () => {
    const s = await makeStudent(t.db, { studentTypeId: await refIdOf(t.db, 'student-type', 'Nursing') });
    const choices = (await t.call('GET', `/api/students/${s.id}/documents/choices`, staff)).json();
    expect(choices.folderTable).toBe('nursing-student-folder');
    expect(choices.folders.map((f: { label: string }) => f.label)).toContain('Licensure');
    expect(choices.categories.map((c: { label: string }) => c.label).sort()).toEqual(['Financial', 'Immigration']);
    const res = await send(
      'POST',
      `/api/students/${s.id}/documents`,
      staff,
      { folderId: String(choices.folders[0].value) },
      [{ filename: 'n.pdf', type: 'application/pdf', bytes: pdf('n') }],
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it('downloads the same bytes; replacing the file keeps the old version in the history and asks for verifying again', async () => {
    const s = await makeStudent(t.db);
    const first = pdf('first version');
    const [doc] = (await upload(s.id, [{ filename: 'transcript.pdf', type: 'application/pdf', bytes: first }])).json()
      .items;
    expect(
      (
        await t.call('POST', `/api/students/${s.id}/documents/${doc.id}/verify`, staff, { body: { verified: true } })
      ).json(),
    ).toMatchObject({ verified: true, verifiedByName: 'Rita Registrar' });
    const dl = await t.call('GET', `/api/students/${s.id}/documents/${doc.id}/file`, staff);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toMatch(/^attachment; filename="transcript.pdf"/);
    expect(dl.rawPayload.equals(first)).toBe(true);

    const second = pdf('second version');
    const replaced = await send(
      'PUT',
      `/api/students/${s.id}/documents/${doc.id}`,
      staff,
      { folderId: String(await folderId('Academic Records')), title: 'Official transcript' },
      [{ field: 'file', filename: 'transcript-v2.pdf', type: 'application/pdf', bytes: second }],
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      title: 'Official transcript',
      folderName: 'Academic Records',
      version: 2,
      filename: 'transcript-v2.pdf',
      verified: false,
    });
    const detail = (await t.call('GET', `/api/students/${s.id}/documents/${doc.id}`, staff)).json();
    expect(
      detail.versions.map((v: { version: number; filename: string; current: boolean }) => [
        v.version,
        v.filename,
        v.current,
      ]),
    ).toEqual([
      [2, 'transcript-v2.pdf', true],
      [1, 'transcript.pdf', false],
    ]);
    expect(
      (await t.call('GET', `/api/students/${s.id}/documents/${doc.id}/file`, staff)).rawPayload.equals(second),
    ).toBe(true);
    const old = await t.call('GET', `/api/students/${s.id}/documents/${doc.id}/file?version=1&inline=true`, staff);
    expect(old.headers['content-disposition']).toMatch(/^inline;/);
    expect(old.rawPayload.equals(first)).toBe(true);
  });

  it('deactivating hides a document from the list; the inactive toggle shows it; activating brings it back', async () => {
    const s = await makeStudent(t.db);
    const [a] = (
      await upload(s.id, [
        { filename: 'keep.pdf', type: 'application/pdf', bytes: pdf('keep') },
        { filename: 'old.pdf', type: 'application/pdf', bytes: pdf('old') },
      ])
    )
      .json()
      .items.filter((d: { title: string }) => d.title === 'old');
    const off = await t.call('POST', `/api/students/${s.id}/documents/${a.id}/deactivate`, staff);
    expect(off.json().active).toBe(false);
    expect(titles(await t.call('GET', `/api/students/${s.id}/documents`, staff))).toEqual(['keep']);
    expect(titles(await t.call('GET', `/api/students/${s.id}/documents?inactive=true`, staff))).toEqual(['old']);
    await t.call('POST', `/api/students/${s.id}/documents/${a.id}/activate`, staff);
    expect(titles(await t.call('GET', `/api/students/${s.id}/documents`, staff))).toEqual(['keep', 'old']);
  });

  it('a reader without write rights cannot upload, deactivate or verify', async () => {
    const s = await makeStudent(t.db);
    const [d] = (await upload(s.id, [{ filename: 'x.pdf', type: 'application/pdf', bytes: pdf('x') }])).json().items;
    expect((await t.call('GET', `/api/students/${s.id}/documents`, reader)).statusCode).toBe(200);
    expect(
      (await upload(s.id, [{ filename: 'y.pdf', type: 'application/pdf', bytes: pdf('y') }], reader)).statusCode,
    ).toBe(403);
    expect((await t.call('POST', `/api/students/${s.id}/documents/${d.id}/deactivate`, reader)).statusCode).toBe(403);
    expect(
      (await t.call('POST', `/api/students/${s.id}/documents/${d.id}/verify`, reader, { body: { verified: true } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('sending documents by email', () => {
  it('emails several documents, attached, to the student over SMTP; to another address too', async () => {
    const s = await makeStudent(t.db, { email: 'kim.docs@example.com' });
    const files = (
      await upload(s.id, [
        { filename: 'letter.pdf', type: 'application/pdf', bytes: pdf('enrolment letter') },
        { filename: 'badge.png', type: 'image/png', bytes: PNG },
      ])
    ).json().items as { id: number }[];
    const res = await t.call('POST', `/api/students/${s.id}/documents/email`, staff, {
      body: {
        documentIds: files.map((f) => f.id),
        recipient: 'student',
        subject: 'Your documents',
        message: 'Here are the documents you asked for.',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ to: 'kim.docs@example.com', documents: 2 });
    const [mail] = await t.deliverMail();
    expect(recipient(mail)).toBe('kim.docs@example.com');
    expect(mail.subject).toBe('Your documents');
    expect(mail.text).toContain('Here are the documents you asked for.');
    expect(mail.attachments.map((a) => a.filename).sort()).toEqual(['badge.png', 'letter.pdf']);
    expect(mail.attachments.find((a) => a.filename === 'letter.pdf')!.content.equals(pdf('enrolment letter'))).toBe(
      true,
    );

    const other = await t.call('POST', `/api/students/${s.id}/documents/email`, staff, {
      body: {
        documentIds: [files[0].id],
        recipient: 'other',
        email: 'embassy@example.org',
        subject: 'Enrolment letter',
      },
    });
    expect(other.statusCode, other.body).toBe(200);
    const [second] = await t.deliverMail();
    expect(recipient(second)).toBe('embassy@example.org');
    expect(second.attachments).toHaveLength(1);
  });

  it("asks for the address when sending elsewhere, and refuses another student's documents", async () => {
    const s = await makeStudent(t.db);
    const other = await makeStudent(t.db);
    const [theirs] = (await upload(other.id, [{ filename: 'p.pdf', type: 'application/pdf', bytes: pdf('p') }])).json()
      .items;
    const noAddress = await t.call('POST', `/api/students/${s.id}/documents/email`, staff, {
      body: { documentIds: [theirs.id], recipient: 'other', subject: 'x' },
    });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().error.fields.email).toBe('Enter the address to send to');
    const foreign = await t.call('POST', `/api/students/${s.id}/documents/email`, staff, {
      body: { documentIds: [theirs.id], recipient: 'student', subject: 'x' },
    });
    expect(foreign.statusCode).toBe(400);
    expect(await t.deliverMail()).toEqual([]);
  });
});

describe("the student's own documents", () => {
  it("a student sees their shared documents and own uploads, not staff-only ones; another student's are 404", async () => {
    const s = await makeStudent(t.db);
    const other = await makeStudent(t.db);
    await upload(s.id, [{ filename: 'shared.pdf', type: 'application/pdf', bytes: pdf('shared') }]);
    const [internal] = (
      await upload(s.id, [{ filename: 'internal.pdf', type: 'application/pdf', bytes: pdf('internal') }], staff, {
        sharedWithStudent: 'false',
      })
    ).json().items;
    const [foreign] = (
      await upload(other.id, [{ filename: 'foreign.pdf', type: 'application/pdf', bytes: pdf('foreign') }])
    ).json().items;
    const { token } = await t.signIn({ username: 'docs.student', userType: 'Student', studentId: s.id });

    const mine = await upload(s.id, [{ filename: 'my visa.pdf', type: 'application/pdf', bytes: pdf('visa') }], token, {
      sharedWithStudent: 'false',
    });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json().items[0]).toMatchObject({ uploadedBySelf: true, sharedWithStudent: true, canChange: true });
    expect(titles(await t.call('GET', `/api/students/${s.id}/documents`, token))).toEqual(['my visa', 'shared']);
    expect((await t.call('GET', `/api/students/${s.id}/documents/${internal.id}/file`, token)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/students/${other.id}/documents`, token)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/students/${other.id}/documents/${foreign.id}/file`, token)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/students/${s.id}/documents/${foreign.id}/file`, token)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/students/${s.id}/documents?inactive=true`, token)).statusCode).toBe(403);
    // staff see everything, and on the Student Documents tab what the student sees
    expect(titles(await t.call('GET', `/api/students/${s.id}/documents`, staff))).toEqual([
      'internal',
      'my visa',
      'shared',
    ]);
    expect(titles(await t.call('GET', `/api/students/${s.id}/documents?studentView=true`, staff))).toEqual([
      'my visa',
      'shared',
    ]);
  });

  it('a student replaces or deactivates only their own unverified uploads, never verifies or emails', async () => {
    const s = await makeStudent(t.db);
    const { token } = await t.signIn({ username: 'docs.student2', userType: 'Student', studentId: s.id });
    const [staffDoc] = (
      await upload(s.id, [{ filename: 'staff.pdf', type: 'application/pdf', bytes: pdf('staff') }])
    ).json().items;
    const [own] = (
      await upload(s.id, [{ filename: 'own.pdf', type: 'application/pdf', bytes: pdf('own') }], token)
    ).json().items;
    expect((await t.call('POST', `/api/students/${s.id}/documents/${staffDoc.id}/deactivate`, token)).statusCode).toBe(
      403,
    );
    const fields = { folderId: String(await folderId()), title: 'Mine again' };
    expect((await send('PUT', `/api/students/${s.id}/documents/${staffDoc.id}`, token, fields)).statusCode).toBe(403);
    expect(
      (
        await send('PUT', `/api/students/${s.id}/documents/${own.id}`, token, fields, [
          { field: 'file', filename: 'own2.pdf', type: 'application/pdf', bytes: pdf('own2') },
        ])
      ).json().version,
    ).toBe(2);
    expect(
      (await t.call('POST', `/api/students/${s.id}/documents/${own.id}/verify`, token, { body: { verified: true } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.call('POST', `/api/students/${s.id}/documents/email`, token, {
          body: { documentIds: [own.id], recipient: 'student', subject: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    await t.call('POST', `/api/students/${s.id}/documents/${own.id}/verify`, staff, { body: { verified: true } });
    expect((await t.call('POST', `/api/students/${s.id}/documents/${own.id}/deactivate`, token)).statusCode).toBe(403);
  });
});
