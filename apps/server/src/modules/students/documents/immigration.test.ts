import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIBRARY_CATALOG_FILENAME } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { multipart, tinyPng } from '../../../../test/multipart.js';
import { grantMenus, makeGroup, makeStudent, refIdOf } from '../../../factories/index.js';
import { findStudent } from '../record/students.repo.js';
import { auditLog } from '../../../platform/db/tables.js';
import { statusHistory } from './records.repo.js';

let t: TestApp;
let staff: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caduceus-imm-'));
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);

beforeAll(async () => {
  t = await testApp({ config: { dataDir } });
  const office = await makeGroup(t.db, { name: 'International Office' });
  await grantMenus(t.db, office.id, { '/student/list': 15 });
  staff = (await t.signIn({ username: 'imm.staff', groupId: office.id, firstName: 'Ines', lastName: 'Immigration' }))
    .token;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const uploadDocs = (
  studentId: number,
  token: string,
  type: string,
  files: { filename: string; bytes: Buffer; type: string }[],
) => {
  const mp = multipart(
    { type },
    files.map((f) => ({ field: 'files', ...f })),
  );
  return t.call('POST', `/api/students/${studentId}/immigration/documents`, token, {
    body: mp.body,
    headers: mp.headers,
  });
};
type TypeRow = {
  type: string;
  status: string;
  documents: { id: number; verified: boolean; verifiedByName: string | null; canRemove: boolean }[];
};
const byType = (res: { json(): { items: TypeRow[] } }, type: string) => res.json().items.find((i) => i.type === type)!;

describe('immigration', () => {
  it('the tabs answer 403 when the student does not need immigration', async () => {
    const s = await makeStudent(t.db, { immigrationRequired: false });
    expect((await t.call('GET', `/api/students/${s.id}/immigration`, staff)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/students/${s.id}/immigration/documents`, staff)).statusCode).toBe(403);
    const { token } = await t.signIn({ username: 'imm.none', userType: 'Student', studentId: s.id });
    expect(
      (
        await uploadDocs(s.id, token, 'Passport copy', [
          { filename: 'p.pdf', type: 'application/pdf', bytes: pdf('p') },
        ])
      ).statusCode,
    ).toBe(403);
  });

  it('staff save the details; the passport lands on the student record; the student reads but cannot save', async () => {
    const s = await makeStudent(t.db, { immigrationRequired: true });
    const body = {
      passportNumber: 'X1234567',
      passportExpiry: '2031-05-01',
      visaType: 'Student Visa',
      visaNumber: 'V-998',
      visaExpiry: '2027-08-31',
      permitNumber: 'I20-55',
      arrivalDate: '2026-08-20',
      notes: 'Arrives via AUA',
    };
    const res = await t.call('PUT', `/api/students/${s.id}/immigration`, staff, { body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...body, updatedByName: 'Ines Immigration' });
    expect((await findStudent(t.db, s.id))?.passportNumber).toBe('X1234567');
    const bad = await t.call('PUT', `/api/students/${s.id}/immigration`, staff, {
      body: { ...body, passportNumber: 'X-12', visaExpiry: '31/08/2027' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['passportNumber', 'visaExpiry']);
    const { token } = await t.signIn({ username: 'imm.reader', userType: 'Student', studentId: s.id });
    expect((await t.call('GET', `/api/students/${s.id}/immigration`, token)).json().visaNumber).toBe('V-998');
    expect((await t.call('PUT', `/api/students/${s.id}/immigration`, token, { body })).statusCode).toBe(403);
  });

  it('the student uploads; each type shows missing, uploaded or verified; staff verify each file (who, when)', async () => {
    const s = await makeStudent(t.db, { immigrationRequired: true });
    const { token } = await t.signIn({ username: 'imm.student', userType: 'Student', studentId: s.id });
    const before = await t.call('GET', `/api/students/${s.id}/immigration/documents`, token);
    expect(before.json().items.map((i: TypeRow) => i.status)).toEqual(Array(9).fill('missing'));
    const up = await uploadDocs(s.id, token, 'Six passport photos', [
      { filename: 'photo1.png', type: 'image/png', bytes: tinyPng() },
      { filename: 'photo2.png', type: 'image/png', bytes: tinyPng() },
    ]);
    expect(up.statusCode, up.body).toBe(201);
    const photos = byType(up, 'Six passport photos');
    expect(photos.status).toBe('uploaded');
    expect(photos.documents).toHaveLength(2);
    expect(photos.documents.every((d) => d.canRemove)).toBe(true);

    expect(
      (
        await t.call('POST', `/api/students/${s.id}/immigration/documents/verify`, token, {
          body: { documentIds: [photos.documents[0].id] },
        })
      ).statusCode,
    ).toBe(403);
    const one = await t.call('POST', `/api/students/${s.id}/immigration/documents/verify`, staff, {
      body: { documentIds: [photos.documents[0].id] },
    });
    expect(byType(one, 'Six passport photos').status).toBe('uploaded');
    expect(byType(one, 'Six passport photos').documents[0]).toMatchObject({
      verified: true,
      verifiedByName: 'Ines Immigration',
    });
    const all = await t.call('POST', `/api/students/${s.id}/immigration/documents/verify`, staff, {
      body: { documentIds: [photos.documents[1].id] },
    });
    expect(byType(all, 'Six passport photos').status).toBe('verified');

    // the student may no longer take off a verified file, but may remove an unverified one of their own
    const mine = await t.call('GET', `/api/students/${s.id}/immigration/documents`, token);
    expect(byType(mine, 'Six passport photos').documents.every((d) => !d.canRemove)).toBe(true);
    expect(
      (await t.call('DELETE', `/api/students/${s.id}/immigration/documents/${photos.documents[0].id}`, token))
        .statusCode,
    ).toBe(403);
    const police = byType(
      await uploadDocs(s.id, token, 'Police clearance', [
        { filename: 'police.pdf', type: 'application/pdf', bytes: pdf('clear') },
      ]),
      'Police clearance',
    );
    const removed = await t.call(
      'DELETE',
      `/api/students/${s.id}/immigration/documents/${police.documents[0].id}`,
      token,
    );
    expect(byType(removed, 'Police clearance').status).toBe('missing');
  });

  it('refuses an unknown type and files that are not PDF, PNG or JPEG', async () => {
    const s = await makeStudent(t.db, { immigrationRequired: true });
    const unknown = await uploadDocs(s.id, staff, 'Driving licence', [
      { filename: 'd.pdf', type: 'application/pdf', bytes: pdf('d') },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.type).toBeDefined();
    const word = await uploadDocs(s.id, staff, 'Other', [
      { filename: 'x.pdf', type: 'application/pdf', bytes: Buffer.from('plain text, not a pdf') },
    ]);
    expect(word.statusCode).toBe(400);
  });
});

describe('library catalog and snapshot', () => {
  it("downloads Library_Catalog.xlsx with the books of the student's course", async () => {
    const s = await makeStudent(t.db, { courseId: await refIdOf(t.db, 'course', 'Pre-Medical Sciences') });
    const list = (await t.call('GET', `/api/students/${s.id}/library-catalog`, staff)).json();
    expect(list.courseName).toBe('Pre-Medical Sciences');
    expect(list.items.map((i: { title: string }) => i.title)).toEqual([
      'Campbell Biology',
      'Chemistry: The Central Science',
      'Organic Chemistry',
    ]);
    const res = await t.call('GET', `/api/students/${s.id}/library-catalog/file`, staff);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename="${LIBRARY_CATALOG_FILENAME}"`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).values).toEqual([undefined, 'Title', 'Author', 'Edition', 'ISBN', 'Course', 'Copies']);
    expect(ws.rowCount).toBe(4);
    expect(ws.getRow(2).getCell(4).value).toBe('9780135188743');
    const md = await makeStudent(t.db);
    expect(
      (await t.call('GET', `/api/students/${md.id}/library-catalog`, staff)).json().items.length,
    ).toBeGreaterThanOrEqual(15);
  });

  it('the snapshot is a PDF for a Clinical Medicine student and 403 otherwise', async () => {
    const s = await makeStudent(t.db, {
      currentCourseStatus: 'Clinical Medicine',
      firstName: 'Clara',
      lastName: 'Clinic',
    });
    const res = await t.call('GET', `/api/students/${s.id}/snapshot`, staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename="Snapshot_${s.id}.pdf"`);
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(res.rawPayload.subarray(-6).toString()).toContain('%%EOF');
    const raw = res.rawPayload.toString('latin1');
    expect(raw).toContain(`(Student Snapshot ${s.id})`);
    expect(raw).toContain('(Clara Clinic)');
    // the status history comes from the audit trail of the record's writes
    const accepted = await refIdOf(t.db, 'student-status', 'Accepted'),
      active = await refIdOf(t.db, 'student-status', 'Student');
    await t.db.insert(auditLog).values([
      { action: 'create', entity: 'student', entityId: String(s.id), after: { statusId: accepted } },
      {
        action: 'updatePersonal',
        entity: 'student',
        entityId: String(s.id),
        before: { email: 'a' },
        after: { email: 'b' },
      },
      {
        action: 'changeStatus',
        entity: 'student',
        entityId: String(s.id),
        before: { statusId: accepted },
        after: { statusId: active, reason: 'Cleared', effectiveDate: '2026-09-01' },
      },
      {
        action: 'updateProfile',
        entity: 'student',
        entityId: String(s.id),
        before: { statusId: active },
        after: { statusId: active },
      },
    ]);
    expect((await statusHistory(t.db, s.id)).map((h) => [h.action, Number(h.statusId), h.reason])).toEqual([
      ['create', accepted, null],
      ['changeStatus', active, 'Cleared'],
    ]);
    expect((await t.call('GET', `/api/students/${s.id}/snapshot`, staff)).statusCode).toBe(200);
    const basic = await makeStudent(t.db, { currentCourseStatus: 'Basic Science' });
    expect((await t.call('GET', `/api/students/${basic.id}/snapshot`, staff)).statusCode).toBe(403);
  });
});
