import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import {
  LEAD_IMPORT_HEADERS,
  LEAD_IMPORT_MESSAGES,
  type LeadUpload,
  type LeadUploadPreview,
  type LeadUploadRow,
  type Page,
} from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { admissionsOfficer, leadBystanders } from '../../../../test/lead-users.js';
import { multipart } from '../../../../test/multipart.js';
import { refIdOf } from '../../../factories/index.js';
import { writeSheet } from '../../../platform/sheets.js';
import { auditLog } from '../../../platform/db/tables.js';
import { leadStatusChanges, leads } from '../leads/leads.schema.js';
import { LEAD_IMPORT_JOB } from './lead-import.module.js';
import { leadUploadRows } from './lead-import.schema.js';
import { sampleLeadRows, toCsv } from './lead-import.sample.js';

let t: TestApp;
let admissions: string;
let reader: string;
let outsider: string;
let userId: number;
let username: string;
let seq = 0;
beforeAll(async () => {
  t = await testApp();
  const a = await admissionsOfficer(t, { firstName: 'Alma', lastName: 'Admissions' });
  admissions = a.token;
  userId = a.user.id;
  username = a.user.username;
  ({ reader, outsider } = await leadBystanders(t));
});
afterAll(async () => {
  await t?.close();
});

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const send = (token: string | null, file: { name: string; bytes: Buffer } | null) => {
  const form = multipart(
    {},
    file
      ? [
          {
            field: 'file',
            filename: file.name,
            type: file.name.endsWith('.csv') ? 'text/csv' : XLSX_TYPE,
            bytes: file.bytes,
          },
        ]
      : [],
  );
  return t.call('POST', '/api/lead-uploads', token, { body: form.body, headers: form.headers });
};
async function upload(file: { name: string; bytes: Buffer }) {
  const res = await send(admissions, file);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as LeadUploadPreview;
}
const csvFile = (rows: string[][], name = 'leads.csv', headers = LEAD_IMPORT_HEADERS) => ({
  name,
  bytes: Buffer.from(toCsv(headers, rows)),
});
const rowsOf = async (id: number, query = '') => {
  const res = await t.call('GET', `/api/lead-uploads/${id}/rows?pageSize=100${query}`, admissions);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page<LeadUploadRow>;
};
const get = async (id: number) => (await t.call('GET', `/api/lead-uploads/${id}`, admissions)).json() as LeadUpload;
async function importAll(id: number, duplicates?: 'skip' | 'import') {
  const res = await t.call('POST', `/api/lead-uploads/${id}/import`, admissions, {
    body: duplicates ? { duplicates } : {},
  });
  expect(res.statusCode, res.body).toBe(202);
  expect(res.json().status).toBe('importing');
  await t.app.jobs.run(LEAD_IMPORT_JOB);
  return get(id);
}
async function addLead(over: Record<string, unknown> = {}) {
  seq++;
  const body = {
    firstName: 'Hand',
    lastName: `Made${seq}`,
    email: `hand.${seq}@example.com`,
    phone: `30555${String(20000 + seq)}`,
    birthCountryId: await refIdOf(t.db, 'country', 'Aruba'),
    courseId: await refIdOf(t.db, 'course', 'Doctor of Medicine (MD)'),
    semesterId: await refIdOf(t.db, 'semester', 'Fall 2026'),
    sourceId: await refIdOf(t.db, 'referral-source', 'Website'),
    ...over,
  };
  const res = await t.call('POST', '/api/leads', admissions, { body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; email: string };
}
const liveLeads = async () => Number((await t.db.select({ n: sql<number>`count(*)::int` }).from(leads))[0].n);

describe('the template', () => {
  it('is a real .xlsx with the header row and an example', async () => {
    const res = await t.call('GET', '/api/lead-uploads/template', reader);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect((wb.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(LEAD_IMPORT_HEADERS);
    expect(wb.worksheets[0].getRow(2).getCell(1).value).toBe('Ana');
  });
});

describe('a 500-row upload with refused rows and duplicates', () => {
  let preview: LeadUploadPreview;
  let existing: { id: number; email: string }[];
  let sample: ReturnType<typeof sampleLeadRows>;
  let byPhone: { id: number };
  let byName: { id: number };
  let before: number;

  beforeAll(async () => {
    existing = [await addLead(), await addLead()];
    sample = sampleLeadRows({ count: 500, tag: 'api', existingEmails: existing.map((e) => e.email.toUpperCase()) });
    // two more kinds of duplicates of live leads: the same phone written otherwise, a similar name born the same day
    const phoneRow = sample.rows[100];
    byPhone = await addLead({ phone: phoneRow[4].replace(/\D/g, '') });
    const nameRow = sample.rows[200];
    byName = await addLead({ firstName: nameRow[0], lastName: `${nameRow[2]}e`, dateOfBirth: nameRow[5] });
    // one row names a representative by username, one by a name not on the staff
    sample.rows[300][13] = username;
    sample.rows[301][13] = 'Nobody Here';
    before = await liveLeads();
    const bytes = await writeSheet('Leads', LEAD_IMPORT_HEADERS, sample.rows);
    preview = await upload({ name: 'fair leads.xlsx', bytes });
  });

  it('counts the rows, refuses the bad ones and finds the duplicates, importing nothing yet', async () => {
    const e = sample.expected;
    expect(preview.upload).toMatchObject({
      filename: 'fair leads.xlsx',
      status: 'previewed',
      total: 500,
      invalid: e.invalid + 1,
      valid: e.valid - 1,
      duplicates: e.duplicates + 2,
      imported: 0,
      uploadedByName: 'Alma Admissions',
    });
    expect(preview.rows.total).toBe(500);
    expect(preview.rows.items[0]).toMatchObject({
      rowNumber: 2,
      state: 'valid',
      values: { firstName: 'Amara', course: 'Doctor of Medicine (MD)' },
    });
    expect(await liveLeads()).toBe(before);
  });

  it('lists each refused row with the column and the message', async () => {
    const bad = await rowsOf(preview.upload.id, '&state=invalid');
    expect(bad.total).toBe(sample.expected.invalid + 1);
    expect(bad.items.find((r) => r.rowNumber === 5)?.errors).toEqual([
      { field: 'email', message: 'Please enter a valid email address' },
    ]);
    expect(bad.items.find((r) => r.rowNumber === 9)?.errors).toEqual([
      { field: 'course', message: LEAD_IMPORT_MESSAGES.notInList('Course/Program', 'Unknown Program') },
    ]);
    expect(bad.items.find((r) => r.rowNumber === 303)?.errors).toEqual([
      { field: 'representative', message: LEAD_IMPORT_MESSAGES.notInList('Representative', 'Nobody Here') },
    ]);
  });

  it('shows each duplicate with the lead or earlier row it matches and the rules', async () => {
    const dups = await rowsOf(preview.upload.id, '&state=duplicate');
    const hit = (rowNumber: number) => dups.items.find((r) => r.rowNumber === rowNumber)?.duplicates;
    // index 48 copies the first live lead's email in capitals; 49 repeats 48's email (so matches both); 99 repeats 98's
    expect(hit(50)).toEqual([
      { leadId: existing[0].id, rowNumber: null, name: 'Hand Made1', email: existing[0].email, rules: ['email'] },
    ]);
    expect(hit(51)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ leadId: existing[0].id }),
        expect.objectContaining({ leadId: null, rowNumber: 50, rules: ['email'] }),
      ]),
    );
    expect(hit(101)).toEqual([
      {
        leadId: null,
        rowNumber: 100,
        name: `${sample.rows[98][0]} ${sample.rows[98][2]}`,
        email: sample.rows[98][3],
        rules: ['email'],
      },
    ]);
    expect(hit(102)).toEqual([expect.objectContaining({ leadId: byPhone.id, rules: ['phone'] })]);
    expect(hit(202)).toEqual([expect.objectContaining({ leadId: byName.id, rules: ['nameDob'] })]);
    expect(dups.total).toBe(sample.expected.duplicates + 2);
  });

  it('imports the valid rows in the background, skipping duplicates, with history and audit like a lead added by hand', async () => {
    const done = await importAll(preview.upload.id);
    const toImport = sample.expected.valid - 1 - (sample.expected.duplicates + 2);
    expect(done).toMatchObject({
      status: 'done',
      progress: 100,
      toImport,
      imported: toImport,
      skipped: sample.expected.duplicates + 2,
      duplicateMode: 'skip',
    });
    expect(await liveLeads()).toBe(before + toImport);

    const imported = await rowsOf(preview.upload.id, '&outcome=imported');
    expect(imported.total).toBe(toImport);
    const first = imported.items[0];
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, first.leadId!));
    expect(lead).toMatchObject({
      firstName: 'Amara',
      lastName: 'Bulkapi0',
      email: 'bulk.api.0@import.example.org',
      statusId: 1,
      gender: 'Male',
      dateOfBirth: '1975-01-01',
      createdBy: userId,
    });
    expect(lead.searchText).toBe(
      `${lead.id} amara bulkapi0 bulk.api.0@import.example.org ${lead.phone!.replace(/\D/g, '')}`,
    );
    // the quick search finds it, and its record reads as any other lead's
    const found = await t.call('GET', '/api/leads?q=bulkapi0', admissions);
    expect(found.json().items.map((l: { id: number }) => l.id)).toContain(lead.id);
    const profile = await t.call('GET', `/api/leads/${lead.id}/profile`, admissions);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().labels.courseId).toBe('Doctor of Medicine (MD)');
    const history = await t.db.select().from(leadStatusChanges).where(eq(leadStatusChanges.leadId, lead.id));
    expect(history).toMatchObject([{ fromStatusId: null, toStatusId: 1, note: 'Bulk upload', changedBy: userId }]);
    const activity = await t.call('GET', `/api/leads/${lead.id}/activity`, admissions);
    expect(activity.statusCode, activity.body).toBe(200);
    const created = activity.json().items.find((a: { action: string }) => a.action === 'create');
    expect(created.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: 'Added Through', to: 'Bulk upload' }),
        expect.objectContaining({ field: 'email', to: 'bulk.api.0@import.example.org' }),
      ]),
    );

    // the row naming a representative by username got that representative
    const [repRow] = await t.db
      .select({ leadId: leadUploadRows.createdLeadId })
      .from(leadUploadRows)
      .where(and(eq(leadUploadRows.uploadId, preview.upload.id), eq(leadUploadRows.rowNumber, 302)));
    const [rep] = await t.db.select({ rep: leads.representativeId }).from(leads).where(eq(leads.id, repRow.leadId!));
    expect(rep.rep).toBe(userId);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'leadUpload'), eq(auditLog.entityId, String(preview.upload.id))));
    expect(audits.map((a) => a.action)).toEqual(['upload', 'import', 'imported']);
    const leadAudits = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'lead'),
          eq(auditLog.action, 'create'),
          sql`${auditLog.after} ->> 'bulkUploadId' = ${String(preview.upload.id)}`,
        ),
      );
    expect(Number(leadAudits[0].n)).toBe(toImport);
  });

  it('gives an error report of the refused and skipped rows, as .xlsx', async () => {
    const res = await t.call('GET', `/api/lead-uploads/${preview.upload.id}/errors`, reader);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('fair leads-errors.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.rowCount).toBe(1 + sample.expected.invalid + 1 + sample.expected.duplicates + 2);
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(['Row', ...LEAD_IMPORT_HEADERS, 'Problem']);
    const lines = new Map<number, string>();
    ws.eachRow((r, n) => {
      if (n > 1) lines.set(Number(r.getCell(1).value), String(r.getCell(LEAD_IMPORT_HEADERS.length + 2).value));
    });
    expect(lines.get(5)).toBe('Email: Please enter a valid email address');
    expect(lines.get(50)).toBe(`Skipped as a duplicate: Matches existing lead #${existing[0].id} (email)`);
  });

  it("keeps the uploaded file, shows it on the lead's Documents tab, and lists the upload", async () => {
    const file = await t.call('GET', `/api/lead-uploads/${preview.upload.id}/file`, reader);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(XLSX_TYPE);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0].rowCount).toBe(501);

    const [{ leadId }] = (await rowsOf(preview.upload.id, '&outcome=imported')).items;
    const source = await t.call('GET', `/api/leads/${leadId}/bulk-uploads`, reader);
    expect(source.statusCode, source.body).toBe(200);
    expect(source.json().items).toEqual([
      expect.objectContaining({
        uploadId: preview.upload.id,
        filename: 'fair leads.xlsx',
        rowNumber: 2,
        uploadedByName: 'Alma Admissions',
      }),
    ]);
    expect((await t.call('GET', `/api/leads/${existing[0].id}/bulk-uploads`, reader)).json().items).toEqual([]);
    // merged into a lead added by hand, the imported lead's upload shows on the survivor
    const merged = await t.call('POST', '/api/leads/merges', admissions, {
      body: { survivorId: existing[1].id, otherId: leadId },
    });
    expect(merged.statusCode, merged.body).toBe(201);
    expect((await t.call('GET', `/api/leads/${existing[1].id}/bulk-uploads`, reader)).json().items).toEqual([
      expect.objectContaining({ uploadId: preview.upload.id, rowNumber: 2 }),
    ]);

    const list = await t.call('GET', '/api/lead-uploads?status=done', reader);
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0]).toMatchObject({ id: preview.upload.id, status: 'done', total: 500 });
  });

  it('refuses to import the same upload twice', async () => {
    const res = await t.call('POST', `/api/lead-uploads/${preview.upload.id}/import`, admissions, { body: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(LEAD_IMPORT_MESSAGES.alreadyImported);
  });
});

describe('duplicates found at import time, and importing duplicates', () => {
  it('checks again when the import starts: a lead added after the check makes its row a duplicate', async () => {
    const sample = sampleLeadRows({ count: 6, tag: 'late', badEvery: 0, dupEvery: 0 });
    const preview = await upload(csvFile(sample.rows));
    expect(preview.upload).toMatchObject({ total: 6, valid: 6, duplicates: 0 });
    const late = await addLead({ email: sample.rows[2][3] });
    const done = await importAll(preview.upload.id);
    expect(done).toMatchObject({ status: 'done', imported: 5, skipped: 1, duplicates: 1 });
    const skipped = await rowsOf(preview.upload.id, '&outcome=skipped');
    expect(skipped.items).toEqual([
      expect.objectContaining({
        rowNumber: 4,
        state: 'duplicate',
        duplicates: [expect.objectContaining({ leadId: late.id, rules: ['email'] })],
      }),
    ]);
  });

  it('imports the duplicates too when asked, and a second upload of the same rows finds them all', async () => {
    const sample = sampleLeadRows({ count: 8, tag: 'twice', badEvery: 0, dupEvery: 4 });
    const first = await upload(csvFile(sample.rows, 'twice.csv'));
    expect(first.upload.duplicates).toBe(2);
    expect(await importAll(first.upload.id, 'import')).toMatchObject({
      imported: 8,
      skipped: 0,
      duplicateMode: 'import',
    });
    const again = await upload(csvFile(sample.rows, 'twice.csv'));
    expect(again.upload).toMatchObject({ valid: 8, duplicates: 8 });
    const res = await t.call('POST', `/api/lead-uploads/${again.upload.id}/import`, admissions, {
      body: { duplicates: 'skip' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(LEAD_IMPORT_MESSAGES.nothingToImport);
  });
});

describe('an import that fails', () => {
  it('stops as failed with the reason, keeps the leads already in, and resumes where it stopped', async () => {
    const sample = sampleLeadRows({ count: 600, tag: 'fail', badEvery: 0, dupEvery: 0 });
    const p = await upload(csvFile(sample.rows));
    // a row whose program disappeared after the check: its batch (the second) cannot be written
    await t.db.execute(
      sql`update lead_upload_rows set input = jsonb_set(input, '{courseId}', '999999') where upload_id = ${p.upload.id} and row_number = 550`,
    );
    const failed = await importAll(p.upload.id);
    expect(failed).toMatchObject({ status: 'failed', imported: 500 });
    expect(failed.error).toMatch(/foreign key/);
    expect((await rowsOf(p.upload.id, '&outcome=imported')).total).toBe(500);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'leadUpload'), eq(auditLog.entityId, String(p.upload.id))));
    expect(audits.map((a) => a.action)).toEqual(['upload', 'import', 'importFailed']);

    await t.db.execute(
      sql`update lead_upload_rows set input = jsonb_set(input, '{courseId}', ${String(await refIdOf(t.db, 'course', 'Pre-Medical Sciences'))}::jsonb) where upload_id = ${p.upload.id} and row_number = 550`,
    );
    const resumed = await importAll(p.upload.id);
    expect(resumed).toMatchObject({ status: 'done', imported: 600, error: null });
  });
});

describe('files that cannot be taken', () => {
  it('answers 400 with the reason, never 500', async () => {
    const none = await send(admissions, null);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.file).toBe(LEAD_IMPORT_MESSAGES.noFile);
    const pdf = await send(admissions, { name: 'leads.xlsx', bytes: Buffer.from('%PDF-1.4 not a sheet') });
    expect(pdf.statusCode).toBe(400);
    const exe = await send(admissions, { name: 'leads.csv', bytes: Buffer.from([0x4d, 0x5a, 0, 0, 1]) });
    expect(exe.statusCode).toBe(400);
    const missing = await send(admissions, { name: 'leads.csv', bytes: Buffer.from('First Name,Email\nAna,a@b.co\n') });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(
      LEAD_IMPORT_MESSAGES.missingColumns([
        'Last Name',
        'Phone',
        'Course/Program',
        'Semester',
        'Source',
        'Birth Country',
      ]),
    );
    const empty = await send(admissions, csvFile([]));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(LEAD_IMPORT_MESSAGES.noRows);
    const broken = await send(admissions, {
      name: 'leads.xlsx',
      bytes: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('xl/ broken zip')]),
    });
    expect(broken.statusCode).toBe(400);
    expect((await t.call('GET', '/api/lead-uploads/999999', admissions)).statusCode).toBe(404);
    expect((await t.call('POST', '/api/lead-uploads/999999/import', admissions, { body: {} })).statusCode).toBe(404);
    expect(
      (await t.call('POST', '/api/lead-uploads/1/import', admissions, { body: { duplicates: 'maybe' } })).statusCode,
    ).toBe(400);
  });

  it('takes header aliases and MM/DD/YYYY dates in a CSV', async () => {
    const csv =
      'first name,LAST NAME,E-mail,Mobile,DOB,Program,Intake,Lead Source,Country of Birth\r\n' +
      'Zeynep,Aliasova,zeynep.alias@example.org,+90 532 555 0101,03/09/2001,md,fall 2026,website,aruba\r\n';
    const p = await upload({ name: 'alias.csv', bytes: Buffer.from(csv) });
    expect(p.upload).toMatchObject({ total: 1, valid: 1, invalid: 0 });
    await importAll(p.upload.id);
    const [lead] = await t.db.select().from(leads).where(eq(leads.email, 'zeynep.alias@example.org'));
    expect(lead).toMatchObject({
      dateOfBirth: '2001-03-09',
      courseId: await refIdOf(t.db, 'course', 'Doctor of Medicine (MD)'),
    });
  });
});

describe('access', () => {
  it('lets readers look, writers upload and import, and nobody else in', async () => {
    const file = csvFile(sampleLeadRows({ count: 2, tag: 'acl' }).rows);
    expect((await send(reader, file)).statusCode).toBe(403);
    expect((await send(outsider, file)).statusCode).toBe(403);
    expect((await send(null, file)).statusCode).toBe(401);
    const p = await upload(file);
    expect((await t.call('POST', `/api/lead-uploads/${p.upload.id}/import`, reader, { body: {} })).statusCode).toBe(
      403,
    );
    for (const url of [
      '/api/lead-uploads',
      `/api/lead-uploads/${p.upload.id}`,
      `/api/lead-uploads/${p.upload.id}/rows`,
      `/api/lead-uploads/${p.upload.id}/errors`,
      `/api/lead-uploads/${p.upload.id}/file`,
      '/api/lead-uploads/template',
    ]) {
      expect((await t.call('GET', url, reader)).statusCode, url).toBe(200);
      expect((await t.call('GET', url, outsider)).statusCode, url).toBe(403);
      expect((await t.call('GET', url, null)).statusCode, url).toBe(401);
    }
    const ids = (await t.db.select({ id: leads.id }).from(leads).limit(1)).map((l) => l.id);
    expect((await t.call('GET', `/api/leads/${ids[0]}/bulk-uploads`, outsider)).statusCode).toBe(403);
  });
});
