import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { multipart, tinyPng } from '../../../../test/multipart.js';
import { grantMenus, makeGroup } from '../../../factories/index.js';
import { auditLog } from '../../../platform/db/tables.js';
import { mailLogs } from './maillog.schema.js';

let t: TestApp;
let admin: string;
let adminName: string;
const today = new Date('2026-03-15T15:00:00Z');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caduceus-maillog-'));
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await testApp({ config: { dataDir }, clock: () => today });
  const a = await t.signIn({ roleId: ROLE.superAdmin, firstName: 'Molly', lastName: 'Mailroom' });
  admin = a.token;
  adminName = 'Molly Mailroom';
  for (const [table, label] of [
    ['department', 'Registrar'],
    ['department', 'Admissions'],
    ['outgoing-mail-type', 'Courier (FedEx)'],
    ['outgoing-mail-type', 'Regular Mail'],
  ]) {
    const items = (await t.call('GET', `/api/lookups/${table}`, admin)).json().items as {
      value: number;
      label: string;
    }[];
    ids[label] = items.find((i) => i.label === label)!.value;
  }
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const pdf = (text = 'scanned letter') =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);
type Upload = { filename: string; type: string; bytes: Buffer; field?: string };
const form = (fields: Record<string, string | number>, files: Upload[] = []) =>
  multipart(
    Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
    files.map((f) => ({ field: f.field ?? 'attachments', ...f })),
  );
const send = (
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  fields: Record<string, string | number>,
  files: Upload[] = [],
) => {
  const body = form(fields, files);
  return t.call(method, url, token, { body: body.body, headers: body.headers });
};
const create = (fields: Record<string, string | number>, files: Upload[] = [], token = admin) =>
  send('POST', '/api/mail-logs', token, fields, files);
const list = (query: string, token = admin) => t.call('GET', `/api/mail-logs?${query}`, token);
const incoming = () => ({
  kind: 'incoming',
  mailDate: '2026-03-10',
  department: ids.Registrar,
  fromName: 'Ministry of Education',
  toName: 'Rita Registrar',
  subject: 'Accreditation renewal notice',
});

describe('mail logs', () => {
  it('logs incoming mail with an attachment that is found by search and downloads as it was sent', async () => {
    const res = await create(
      { ...incoming(), medium: 'Physical', trackingNumber: 'RR123456789AW', notes: 'Original filed in cabinet 3' },
      [{ filename: 'notice.pdf', type: 'application/pdf', bytes: pdf() }],
    );
    expect(res.statusCode, res.body).toBe(201);
    const entry = res.json();
    expect(entry).toMatchObject({
      kind: 'incoming',
      mailDate: '2026-03-10',
      department: ids.Registrar,
      departmentLabel: 'Registrar',
      medium: 'Physical',
      fromName: 'Ministry of Education',
      toName: 'Rita Registrar',
      subject: 'Accreditation renewal notice',
      outgoingType: null,
      trackingNumber: 'RR123456789AW',
      attachmentCount: 1,
      enteredByName: adminName,
      updatedByName: adminName,
    });
    expect(entry.attachments).toHaveLength(1);
    expect(entry.attachments[0]).toMatchObject({
      filename: 'notice.pdf',
      contentType: 'application/pdf',
      uploadedByName: adminName,
    });

    // a type of outgoing means nothing for incoming mail: it is not kept
    const other = await create({
      ...incoming(),
      mailDate: '2026-02-01',
      department: ids.Admissions,
      fromName: 'Applicant',
      subject: 'Transcript copy',
      outgoingType: ids['Regular Mail'],
    });
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json().outgoingType).toBeNull();

    // search: date range, department, entered by, words; each alone and together
    const found = (q: string) =>
      list(`kind=incoming&${q}`).then((r) => {
        expect(r.statusCode, r.body).toBe(200);
        return r.json().items.map((i: { id: number }) => i.id);
      });
    expect(await found('from=2026-03-01&to=2026-03-31')).toEqual([entry.id]);
    expect(await found('from=2026-03-10&to=2026-03-10')).toEqual([entry.id]);
    expect(await found('to=2026-02-28')).toEqual([other.json().id]);
    expect(await found(`department=${ids.Admissions}`)).toEqual([other.json().id]);
    expect(await found(`enteredBy=${entry.enteredBy}&q=accreditation`)).toEqual([entry.id]);
    expect(await found('q=RR123456789')).toEqual([entry.id]);
    expect(await found('')).toEqual([entry.id, other.json().id]); // newest date first
    expect(await found('sort=mailDate')).toEqual([other.json().id, entry.id]);
    // another register does not show it
    expect((await list('kind=aruba-incoming')).json().total).toBe(0);

    const file = await t.call('GET', `/api/mail-logs/${entry.id}/attachments/${entry.attachments[0].id}`, admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="notice.pdf"/);
    expect(file.rawPayload.equals(pdf())).toBe(true);
    // a file of another entry is not reachable through this one
    expect(
      (await t.call('GET', `/api/mail-logs/${other.json().id}/attachments/${entry.attachments[0].id}`, admin))
        .statusCode,
    ).toBe(404);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'mailLog'), eq(auditLog.entityId, String(entry.id))));
    expect(audit.map((a) => a.action)).toEqual(['create']);
    expect(audit[0].after).toMatchObject({
      subject: 'Accreditation renewal notice',
      attachments: [{ filename: 'notice.pdf' }],
    });
  });

  it('answers the people who logged entries of a register for the entered-by filter', async () => {
    const g = await makeGroup(t.db, { name: 'Mailroom' });
    await grantMenus(t.db, g.id, { '/mailLog/incoming': 7 });
    const clerk = await t.signIn({ groupId: g.id, firstName: 'Carl', lastName: 'Clerk' });
    expect(
      (await create({ ...incoming(), kind: 'aruba-incoming', fromName: 'Aruba Tax Office' }, [], clerk.token))
        .statusCode,
    ).toBe(201);
    const res = await t.call('GET', '/api/mail-logs/entered-by?kind=aruba-incoming', admin);
    expect(res.json().items).toEqual([{ value: clerk.user.id, label: 'Carl Clerk' }]);
    expect((await t.call('GET', '/api/mail-logs/entered-by?kind=nowhere', admin)).statusCode).toBe(400);
  });

  it('refuses bad input with field errors and keeps nothing of it', async () => {
    const before = (await list('kind=outgoing')).json().total;
    const empty = await create({ kind: 'outgoing' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({
      mailDate: 'Date is required',
      department: 'Department is required',
      fromName: 'From is required',
      toName: 'To is required',
      subject: 'Subject is required',
      outgoingType: 'Type of Outgoing is required',
    });
    const returned = await create({ ...incoming(), kind: 'returned' });
    expect(returned.json().error.fields).toEqual({ returnReason: 'Reason Returned is required' });
    const badDate = await create({ ...incoming(), mailDate: '2026-02-30' });
    expect(badDate.json().error.fields.mailDate).toBe('Date must be a valid date (MM/DD/YYYY)');
    expect((await create({ ...incoming(), mailDate: '13/45/2026' })).json().error.fields.mailDate).toBe(
      'Date must be a valid date (MM/DD/YYYY)',
    );
    expect((await list('kind=incoming&from=2026-13-01')).statusCode).toBe(400);
    // the day after the school's today may already be today on the Istanbul campus; later is the future
    expect((await create({ ...incoming(), mailDate: '03/16/2026' })).statusCode).toBe(201);
    expect((await create({ ...incoming(), mailDate: '2026-03-17' })).json().error.fields).toEqual({
      mailDate: 'The date cannot be in the future',
    });
    expect((await create({ ...incoming(), department: ids['Courier (FedEx)'] })).json().error.fields).toEqual({
      department: 'Choose a department from the list',
    });
    expect(
      (await create({ ...incoming(), kind: 'outgoing', outgoingType: ids.Registrar })).json().error.fields,
    ).toEqual({ outgoingType: 'Choose a type of outgoing from the list' });
    expect((await create({ ...incoming(), kind: 'archive' })).json().error.fields.kind).toBe('Choose a register');
    expect((await create({ ...incoming(), subject: 'x'.repeat(301) })).json().error.fields.subject).toBe(
      'Subject can be at most 300 characters',
    );
    const fake = await create({ ...incoming(), kind: 'outgoing', outgoingType: ids['Regular Mail'] }, [
      { filename: 'letter.pdf', type: 'application/pdf', bytes: Buffer.from('<html><script>alert(1)</script></html>') },
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.fields.attachments).toMatch(/^Accepted: PDF, PNG, JPEG, DOCX, XLSX$/);
    const stray = await create({ ...incoming(), kind: 'outgoing', outgoingType: ids['Regular Mail'] }, [
      { field: 'image', filename: 'a.png', type: 'image/png', bytes: tinyPng() },
    ]);
    expect(stray.json().error.fields).toEqual({ attachments: 'Send files as attachments' });
    expect((await t.call('POST', '/api/mail-logs', admin, { body: incoming() })).statusCode).toBe(400);
    expect((await list('kind=outgoing')).json().total).toBe(before);

    // list queries: a reversed range, an unknown sort, a missing register
    const range = await list('kind=incoming&from=2026-03-10&to=2026-03-01');
    expect(range.statusCode).toBe(400);
    expect(range.json().error.fields.to).toBe('The end date must be on or after the start date');
    expect((await list('kind=incoming&sort=password')).statusCode).toBe(400);
    expect((await list('from=2026-03-01')).statusCode).toBe(400);
  });

  it('keeps an inactive department an entry already holds, but offers it to no new entry', async () => {
    const made = (
      await t.call('POST', '/api/control-tables/department/rows', admin, { body: { name: 'Print Shop' } })
    ).json();
    const entry = (await create({ ...incoming(), department: made.id })).json();
    expect(entry.departmentLabel).toBe('Print Shop');
    await t.call('PUT', `/api/control-tables/department/rows/${made.id}/status`, admin, { body: { active: false } });
    expect((await create({ ...incoming(), department: made.id })).json().error.fields).toEqual({
      department: 'Choose a department from the list',
    });
    const kept = await send('PUT', `/api/mail-logs/${entry.id}`, admin, {
      ...incoming(),
      department: made.id,
      subject: 'Print order',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ subject: 'Print order', departmentLabel: 'Print Shop' });
  });

  it('edits an entry: fields, removing and adding attachments, never moving it to another register', async () => {
    const fields = {
      ...incoming(),
      kind: 'outgoing',
      fromName: 'Rita Registrar',
      toName: 'ECFMG',
      subject: 'Transcripts',
      outgoingType: ids['Courier (FedEx)'],
    };
    const made = (
      await create(fields, [
        { filename: 'a.pdf', type: 'application/pdf', bytes: pdf('a') },
        { filename: 'b.png', type: 'image/png', bytes: tinyPng() },
      ])
    ).json();
    expect(made.attachments.map((a: { filename: string }) => a.filename)).toEqual(['a.pdf', 'b.png']);
    const [a, b] = made.attachments as { id: number }[];

    const res = await send(
      'PUT',
      `/api/mail-logs/${made.id}`,
      admin,
      { ...fields, trackingNumber: '7749 1234 5678', removeAttachments: String(a.id) },
      [{ filename: 'receipt.pdf', type: 'application/pdf', bytes: pdf('receipt') }],
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      trackingNumber: '7749 1234 5678',
      outgoingTypeLabel: 'Courier (FedEx)',
      attachmentCount: 2,
    });
    expect(res.json().attachments.map((x: { filename: string }) => x.filename)).toEqual(['b.png', 'receipt.pdf']);
    expect((await t.call('GET', `/api/mail-logs/${made.id}/attachments/${a.id}`, admin)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/mail-logs/${made.id}/attachments/${b.id}`, admin)).statusCode).toBe(200);

    const moved = await send('PUT', `/api/mail-logs/${made.id}`, admin, { ...fields, kind: 'aruba-outgoing' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.fields.kind).toBe('An entry stays in the register it was logged in');
    const unknown = await send('PUT', `/api/mail-logs/${made.id}`, admin, {
      ...fields,
      removeAttachments: String(a.id),
    });
    expect(unknown.json().error.fields.removeAttachments).toBe('These attachments are not on this entry');

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'mailLog'), eq(auditLog.entityId, String(made.id))));
    const update = audit.find((x) => x.action === 'update')!;
    expect(update.before).toMatchObject({ trackingNumber: null, attachments: [a.id, b.id] });
    expect(update.after).toMatchObject({
      trackingNumber: '7749 1234 5678',
      removedAttachments: [a.id],
      addedAttachments: [{ filename: 'receipt.pdf' }],
    });
  });

  it('refuses more than ten attachments on an entry', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      filename: `p${i}.pdf`,
      type: 'application/pdf',
      bytes: pdf(String(i)),
    }));
    const res = await create(incoming(), eleven);
    expect(res.statusCode).toBe(400);
    const ten = (await create(incoming(), eleven.slice(0, 10))).json();
    expect(ten.attachmentCount).toBe(10);
    const more = await send('PUT', `/api/mail-logs/${ten.id}`, admin, incoming(), eleven.slice(10));
    expect(more.json().error.fields).toEqual({ attachments: 'At most 10 attachments an entry' });
  });

  it('deletes softly: the entry leaves lists and reads, its row and audit trail stay', async () => {
    const made = (
      await create(
        { ...incoming(), kind: 'returned', subject: 'Returned invoice', returnReason: 'Addressee unknown' },
        [{ filename: 'r.pdf', type: 'application/pdf', bytes: pdf() }],
      )
    ).json();
    expect(made.returnReason).toBe('Addressee unknown');
    expect((await list('kind=returned')).json().items.map((i: { id: number }) => i.id)).toContain(made.id);
    const del = await t.call('DELETE', `/api/mail-logs/${made.id}`, admin);
    expect(del.statusCode).toBe(200);
    expect((await list('kind=returned')).json().items.map((i: { id: number }) => i.id)).not.toContain(made.id);
    expect((await t.call('GET', `/api/mail-logs/${made.id}`, admin)).statusCode).toBe(404);
    expect(
      (await t.call('GET', `/api/mail-logs/${made.id}/attachments/${made.attachments[0].id}`, admin)).statusCode,
    ).toBe(404);
    expect(
      (await send('PUT', `/api/mail-logs/${made.id}`, admin, { ...incoming(), kind: 'returned', returnReason: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await t.call('DELETE', `/api/mail-logs/${made.id}`, admin)).statusCode).toBe(404);
    const [row] = await t.db.select().from(mailLogs).where(eq(mailLogs.id, made.id));
    expect(row.deletedAt).toBe(today.toISOString());
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'mailLog'), eq(auditLog.entityId, String(made.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'delete']);
  });

  it('needs the mail log rights: read to list and download, write to add, edit to change, delete to remove', async () => {
    const made = (await create(incoming(), [{ filename: 'n.pdf', type: 'application/pdf', bytes: pdf() }])).json();
    const fileUrl = `/api/mail-logs/${made.id}/attachments/${made.attachments[0].id}`;
    expect((await list('kind=incoming', '')).statusCode).toBe(401);

    const nobody = (await t.signIn({ groupId: (await makeGroup(t.db)).id })).token;
    const student = (await t.signIn({ userType: 'Student' })).token;
    for (const token of [nobody, student]) {
      expect((await list('kind=incoming', token)).statusCode).toBe(403);
      expect((await t.call('GET', `/api/mail-logs/${made.id}`, token)).statusCode).toBe(403);
      expect((await t.call('GET', fileUrl, token)).statusCode).toBe(403);
    }

    const readers = await makeGroup(t.db);
    await grantMenus(t.db, readers.id, { '/mailLog/incoming': 1 });
    const reader = (await t.signIn({ groupId: readers.id })).token;
    expect((await list('kind=outgoing', reader)).statusCode).toBe(200);
    expect((await t.call('GET', fileUrl, reader)).statusCode).toBe(200);
    expect((await create(incoming(), [], reader)).statusCode).toBe(403);

    const writers = await makeGroup(t.db);
    await grantMenus(t.db, writers.id, { '/mailLog/incoming': 3 });
    const writer = (await t.signIn({ groupId: writers.id })).token;
    expect((await create(incoming(), [], writer)).statusCode).toBe(201);
    expect((await send('PUT', `/api/mail-logs/${made.id}`, writer, incoming())).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/mail-logs/${made.id}`, writer)).statusCode).toBe(403);

    const editors = await makeGroup(t.db);
    await grantMenus(t.db, editors.id, { '/mailLog/incoming': 7 });
    const editor = (await t.signIn({ groupId: editors.id })).token;
    expect((await send('PUT', `/api/mail-logs/${made.id}`, editor, incoming())).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/mail-logs/${made.id}`, editor)).statusCode).toBe(403);

    const deleters = await makeGroup(t.db);
    await grantMenus(t.db, deleters.id, { '/mailLog/incoming': 8 });
    expect(
      (await t.call('DELETE', `/api/mail-logs/${made.id}`, (await t.signIn({ groupId: deleters.id })).token))
        .statusCode,
    ).toBe(200);
  });

  it('offers departments and types of outgoing from reference data an administrator maintains', async () => {
    const depts = (await t.call('GET', '/api/lookups/department', admin))
      .json()
      .items.map((i: { label: string }) => i.label);
    expect(depts).toEqual(expect.arrayContaining(['Admissions', 'Registrar', 'Human Resources']));
    const types = (await t.call('GET', '/api/lookups/outgoing-mail-type', admin)).json().items;
    expect(types.find((i: { label: string }) => i.label === 'Courier (DHL)')).toMatchObject({ tracked: true });
    const g = await makeGroup(t.db);
    await grantMenus(t.db, g.id, { '/mailLog/incoming': 1 });
    // any signed-in user's forms may ask for the names; maintaining them needs the admin control tables
    const clerk = (await t.signIn({ groupId: g.id })).token;
    expect((await t.call('GET', '/api/lookups/department', clerk)).statusCode).toBe(200);
    expect(
      (await t.call('POST', '/api/control-tables/department/rows', clerk, { body: { name: 'Mailroom' } })).statusCode,
    ).toBe(403);
  });
});
