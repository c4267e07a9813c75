import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { addLeadAs } from '../../../../test/leads.js';
import { sendForm, tinyPdf, tinyPng, type FormFile } from '../../../../test/multipart.js';
import { grantMenus, makeGroup, refIdOf } from '../../../factories/index.js';
import { leads } from '../leads/leads.schema.js';
import { auditLog } from '../../../platform/db/tables.js';

let t: TestApp;
let admissions: string;
let reader: string;
let outsider: string;
let repId: number;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caduceus-lead-docs-'));
const pdf = tinyPdf;
const PNG = tinyPng();

beforeAll(async () => {
  t = await testApp({ config: { dataDir } });
  const office = await makeGroup(t.db, { name: 'Admissions Office' });
  await grantMenus(t.db, office.id, { '/lead/list': 15 });
  const a = await t.signIn({ username: 'doc.rep', groupId: office.id, firstName: 'Alma', lastName: 'Admissions' });
  admissions = a.token;
  repId = a.user.id;
  const readers = await makeGroup(t.db, { name: 'Lead Readers' });
  await grantMenus(t.db, readers.id, { '/lead/list': 1 });
  reader = (await t.signIn({ username: 'doc.reader', groupId: readers.id })).token;
  const others = await makeGroup(t.db, { name: 'Registrar Office' });
  await grantMenus(t.db, others.id, { '/student/list': 15 });
  outsider = (await t.signIn({ username: 'doc.outsider', groupId: others.id })).token;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const addLead = (over: Record<string, unknown> = {}) => addLeadAs(t, admissions, { representativeId: repId, ...over });
type File = FormFile;
const send = (method: 'POST' | 'PUT', url: string, token: string, fields: Record<string, string>, files: File[] = []) =>
  sendForm(t, method, url, token, fields, files);
const typeId = (label = 'Passport Copy') => refIdOf(t.db, 'applicant-document-type', label);
const upload = async (leadId: number, files: File[], token = admissions, extra: Record<string, string> = {}) =>
  send('POST', `/api/leads/${leadId}/documents`, token, { typeId: String(await typeId()), ...extra }, files);
const counts = async (token = admissions) => {
  const res = await t.call('GET', '/api/notifications/counts', token);
  expect(res.statusCode).toBe(200);
  return Object.fromEntries((res.json().items as { key: string; count: number }[]).map((e) => [e.key, e.count]));
};

describe('the document tab of a lead', () => {
  it('lists the applicant document types with the mandatory flag and what the lead has', async () => {
    const lead = await addLead();
    await upload(lead.id, [{ filename: 'passport.pdf', type: 'application/pdf', bytes: pdf('passport') }]);
    const res = await t.call('GET', `/api/leads/${lead.id}/documents/types`, admissions);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.items.find((i: { name: string }) => i.name === 'Passport Copy')).toMatchObject({
      mandatory: true,
      uploaded: 1,
      verified: 0,
    });
    expect(body.items.find((i: { name: string }) => i.name === 'Curriculum Vitae')).toMatchObject({
      mandatory: false,
      uploaded: 0,
    });
    // mandatory types come first; four are mandatory in the seed and one has a document now
    expect(body.items.slice(0, 4).every((i: { mandatory: boolean }) => i.mandatory)).toBe(true);
    expect(body.missingMandatory).toBe(3);
  });

  it('uploads several files at once, one document each, checked by content and audited', async () => {
    const lead = await addLead();
    const res = await upload(
      lead.id,
      [
        { filename: 'Transcript 2024.pdf', type: 'application/pdf', bytes: pdf('transcript') },
        { filename: 'photo.png', type: 'image/png', bytes: PNG },
      ],
      admissions,
      { typeId: String(await typeId('Official Transcript')) },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().items.map((i: { title: string }) => i.title)).toEqual(['Transcript 2024', 'photo']);
    expect(res.json().items[0]).toMatchObject({
      typeName: 'Official Transcript',
      mandatory: true,
      version: 1,
      active: true,
      verified: false,
      createdByName: 'Alma Admissions',
    });
    const list = (await t.call('GET', `/api/leads/${lead.id}/documents`, admissions)).json();
    expect(list.total).toBe(2);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'leadDocument'));
    expect(audits.some((a) => a.action === 'create' && a.entityId === String(res.json().items[0].id))).toBe(true);

    // a renamed executable is refused by its content; no type or no file are field errors
    const fake = await upload(lead.id, [
      { filename: 'scan.pdf', type: 'application/pdf', bytes: Buffer.from('MZ\x90\x00 not a pdf') },
    ]);
    expect(fake.statusCode).toBe(400);
    const noType = await send('POST', `/api/leads/${lead.id}/documents`, admissions, {}, [
      { filename: 'a.pdf', type: 'application/pdf', bytes: pdf('a') },
    ]);
    expect(noType.statusCode).toBe(400);
    expect(noType.json().error.fields.typeId).toBe('Choose a document type');
    const noFile = await upload(lead.id, []);
    expect(noFile.json().error.fields.files).toBe('Choose at least one file');
    const wrongType = await send(
      'POST',
      `/api/leads/${lead.id}/documents`,
      admissions,
      { typeId: String(await refIdOf(t.db, 'country')) },
      [{ filename: 'a.pdf', type: 'application/pdf', bytes: pdf('a') }],
    );
    expect(wrongType.statusCode).toBe(400);
  });

  it('replaces the file keeping the old version, downloads either version byte for byte', async () => {
    const lead = await addLead();
    const first = pdf('first version');
    const doc = (await upload(lead.id, [{ filename: 'passport.pdf', type: 'application/pdf', bytes: first }])).json()
      .items[0];
    await t.call('POST', `/api/leads/${lead.id}/documents/${doc.id}/verify`, admissions, { body: { verified: true } });
    const second = pdf('second version');
    const res = await send(
      'PUT',
      `/api/leads/${lead.id}/documents/${doc.id}`,
      admissions,
      { typeId: String(await typeId()), title: 'Passport (renewed)' },
      [{ field: 'file', filename: 'passport-new.pdf', type: 'application/pdf', bytes: second }],
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Passport (renewed)',
      version: 2,
      filename: 'passport-new.pdf',
      verified: false,
    });

    const detail = (await t.call('GET', `/api/leads/${lead.id}/documents/${doc.id}`, admissions)).json();
    expect(detail.versions.map((v: { version: number; current: boolean }) => [v.version, v.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    const now = await t.call('GET', `/api/leads/${lead.id}/documents/${doc.id}/file`, admissions);
    expect(now.statusCode).toBe(200);
    expect(now.rawPayload.equals(second)).toBe(true);
    expect(now.headers['content-type']).toBe('application/pdf');
    expect(now.headers['content-disposition']).toContain('attachment; filename="passport-new.pdf"');
    const old = await t.call('GET', `/api/leads/${lead.id}/documents/${doc.id}/file?version=1`, admissions);
    expect(old.rawPayload.equals(first)).toBe(true);
    expect(
      (await t.call('GET', `/api/leads/${lead.id}/documents/${doc.id}/file?version=7`, admissions)).statusCode,
    ).toBe(404);
  });

  it('deactivates (the active list drops it, the inactive list shows it) and activates again', async () => {
    const lead = await addLead();
    const doc = (await upload(lead.id, [{ filename: 'cv.pdf', type: 'application/pdf', bytes: pdf('cv') }])).json()
      .items[0];
    const off = await t.call('POST', `/api/leads/${lead.id}/documents/${doc.id}/deactivate`, admissions);
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    expect((await t.call('GET', `/api/leads/${lead.id}/documents`, admissions)).json().total).toBe(0);
    const inactive = (await t.call('GET', `/api/leads/${lead.id}/documents?inactive=true`, admissions)).json();
    expect(inactive.items.map((i: { id: number }) => i.id)).toEqual([doc.id]);
    // a deactivated document cannot be verified until activated; its file still downloads
    expect(
      (
        await t.call('POST', `/api/leads/${lead.id}/documents/${doc.id}/verify`, admissions, {
          body: { verified: true },
        })
      ).statusCode,
    ).toBe(422);
    expect((await t.call('GET', `/api/leads/${lead.id}/documents/${doc.id}/file`, admissions)).statusCode).toBe(200);
    const on = await t.call('POST', `/api/leads/${lead.id}/documents/${doc.id}/activate`, admissions);
    expect(on.json().active).toBe(true);
    expect((await t.call('GET', `/api/leads/${lead.id}/documents`, admissions)).json().total).toBe(1);
  });

  it('verifies with the edit right, recording who and when', async () => {
    const lead = await addLead();
    const doc = (await upload(lead.id, [{ filename: 'ps.pdf', type: 'application/pdf', bytes: pdf('ps') }])).json()
      .items[0];
    const res = await t.call('POST', `/api/leads/${lead.id}/documents/${doc.id}/verify`, admissions, {
      body: { verified: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ verified: true, verifiedByName: 'Alma Admissions' });
    expect(res.json().verifiedAt).toBeTruthy();
    const undo = await t.call('POST', `/api/leads/${lead.id}/documents/${doc.id}/verify`, admissions, {
      body: { verified: false },
    });
    expect(undo.json()).toMatchObject({ verified: false, verifiedByName: null });
  });
});

describe('access', () => {
  it('lets a reader read and download but not upload, change, deactivate or verify; others get 403; missing leads 404', async () => {
    const lead = await addLead();
    const doc = (await upload(lead.id, [{ filename: 'a.pdf', type: 'application/pdf', bytes: pdf('a') }])).json()
      .items[0];
    expect((await t.call('GET', `/api/leads/${lead.id}/documents`, reader)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/leads/${lead.id}/documents/${doc.id}/file`, reader)).statusCode).toBe(200);
    expect(
      (await upload(lead.id, [{ filename: 'b.pdf', type: 'application/pdf', bytes: pdf('b') }], reader)).statusCode,
    ).toBe(403);
    expect(
      (
        await send('PUT', `/api/leads/${lead.id}/documents/${doc.id}`, reader, {
          typeId: String(await typeId()),
          title: 'x',
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.call('POST', `/api/leads/${lead.id}/documents/${doc.id}/deactivate`, reader)).statusCode).toBe(403);
    expect(
      (await t.call('POST', `/api/leads/${lead.id}/documents/${doc.id}/verify`, reader, { body: { verified: true } }))
        .statusCode,
    ).toBe(403);
    expect((await t.call('GET', `/api/leads/${lead.id}/documents`, outsider)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/lead-documents', outsider)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/leads/${lead.id}/documents`, null)).statusCode).toBe(401);
    expect((await t.call('GET', `/api/leads/99999999/documents`, admissions)).statusCode).toBe(404);
    // a document of another lead looks absent
    const other = await addLead();
    expect((await t.call('GET', `/api/leads/${other.id}/documents/${doc.id}/file`, admissions)).statusCode).toBe(404);
  });

  it('refuses changes on a closed lead until it is reopened', async () => {
    const lead = await addLead();
    await t.db.update(leads).set({ closedAt: new Date().toISOString() }).where(eq(leads.id, lead.id));
    const res = await upload(lead.id, [{ filename: 'a.pdf', type: 'application/pdf', bytes: pdf('a') }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('This lead is closed; reopen it first');
  });
});

describe('documents across leads and the top-bar counts', () => {
  it('lists documents awaiting verification, filters them, and the count drops as they are verified', async () => {
    const before = (await counts()).unverfiedDocumentCount;
    expect(typeof before).toBe('number');
    const lead = await addLead();
    const docs = (
      await upload(lead.id, [
        { filename: 'one.pdf', type: 'application/pdf', bytes: pdf('1') },
        { filename: 'two.pdf', type: 'application/pdf', bytes: pdf('2') },
      ])
    ).json().items as { id: number }[];
    expect((await counts()).unverfiedDocumentCount).toBe(before + 2);

    const pending = (
      await t.call('GET', `/api/lead-documents?q=${encodeURIComponent(lead.lastName)}`, admissions)
    ).json();
    expect(pending.items.map((i: { id: number }) => i.id).sort()).toEqual(docs.map((d) => d.id).sort());
    expect(pending.items[0]).toMatchObject({
      leadId: lead.id,
      leadName: `Lena ${lead.lastName}`,
      representativeId: repId,
      typeName: 'Passport Copy',
    });
    const byType = (
      await t.call(
        'GET',
        `/api/lead-documents?typeId=${await typeId('Curriculum Vitae')}&q=${encodeURIComponent(lead.lastName)}`,
        admissions,
      )
    ).json();
    expect(byType.total).toBe(0);

    await t.call('POST', `/api/leads/${lead.id}/documents/${docs[0].id}/verify`, admissions, {
      body: { verified: true },
    });
    await t.call('POST', `/api/leads/${lead.id}/documents/${docs[1].id}/deactivate`, admissions);
    expect((await counts()).unverfiedDocumentCount).toBe(before);
    const verified = (
      await t.call('GET', `/api/lead-documents?state=verified&q=${encodeURIComponent(lead.lastName)}`, admissions)
    ).json();
    expect(verified.items.map((i: { id: number }) => i.id)).toEqual([docs[0].id]);
  });

  it('myDocuments keeps the documents the signed-in user uploaded or that wait on the leads they represent', async () => {
    const office = await makeGroup(t.db, { name: 'Second Office' });
    await grantMenus(t.db, office.id, { '/lead/list': 15 });
    const other = await t.signIn({ username: 'doc.other', groupId: office.id });
    const ids = async (token: string) =>
      ((await t.call('GET', '/api/lead-documents?mine=true&pageSize=100', token)).json().items as { id: number }[]).map(
        (i) => i.id,
      );
    const theirLead = await addLead({ representativeId: other.user.id });
    const ourLead = await addLead();
    const pdfFile = (n: string) => [{ filename: `${n}.pdf`, type: 'application/pdf', bytes: pdf(n) }];
    const uploadedByUs = (await upload(theirLead.id, pdfFile('ours'))).json().items[0].id as number;
    const theirsOnTheirLead = (await upload(theirLead.id, pdfFile('theirs'), other.token)).json().items[0].id as number;
    const theirsOnOurLead = (await upload(ourLead.id, pdfFile('for-us'), other.token)).json().items[0].id as number;
    const ours = await ids(admissions);
    expect(ours).toEqual(expect.arrayContaining([uploadedByUs, theirsOnOurLead]));
    expect(ours).not.toContain(theirsOnTheirLead);
    expect(await ids(other.token)).toEqual(expect.arrayContaining([uploadedByUs, theirsOnTheirLead, theirsOnOurLead]));
  });

  it('counts open leads with no representative; assigning one from the list drops the count', async () => {
    const before = (await counts()).unAssignedLeadCount;
    const lead = await addLead({ representativeId: undefined });
    expect((await counts()).unAssignedLeadCount).toBe(before + 1);
    const list = (await t.call('GET', '/api/leads?unassigned=true&pageSize=100', admissions)).json();
    expect(list.items.some((i: { id: number }) => i.id === lead.id)).toBe(true);
    const assign = await t.call('POST', '/api/leads/bulk/representative', admissions, {
      body: { leadIds: [lead.id], representativeId: repId },
    });
    expect(assign.statusCode, assign.body).toBe(200);
    expect((await counts()).unAssignedLeadCount).toBe(before);
  });

  it('hides both counts from a user without the Lead menu', async () => {
    const c = await counts(outsider);
    expect(c.unverfiedDocumentCount).toBeUndefined();
    expect(c.unAssignedLeadCount).toBeUndefined();
  });
});
