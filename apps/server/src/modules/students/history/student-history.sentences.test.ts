import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { sendForm, tinyPdf } from '../../../../test/multipart.js';
import { grantMenus, makeGroup, makeStudent, refIdOf } from '../../../factories/index.js';

let t: TestApp;
let staff: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caduceus-activity-'));
beforeAll(async () => {
  t = await testApp({ config: { dataDir }, clock: () => new Date('2026-03-15T15:00:00Z') });
  const g = await makeGroup(t.db, { name: 'Registrar Office' });
  await grantMenus(t.db, g.id, { '/student/list': 15 });
  staff = (await t.signIn({ groupId: g.id, firstName: 'Rita', lastName: 'Registrar' })).token;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Entry = { sentence: string; kind: string; changes: { label: string; from: string | null; to: string | null }[] };
const log = async (studentId: number, query = '') => {
  const res = await t.call('GET', `/api/students/${studentId}/activity-log${query}`, staff);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Entry[]; total: number };
};

describe('the activity log in sentences', () => {
  it('tells a document upload, its verification, a note, a status change and an accounting change in words, newest first', async () => {
    const s = await makeStudent(t.db, { status: 'Student' });
    const other = await makeStudent(t.db);
    const folder = await refIdOf(t.db, 'student-folder', 'Admission Documents');
    const up = await sendForm(t, 'POST', `/api/students/${s.id}/documents`, staff, { folderId: String(folder) }, [
      { filename: 'Transcript.pdf', type: 'application/pdf', bytes: tinyPdf('transcript') },
    ]);
    expect(up.statusCode, up.body).toBe(201);
    const docId = up.json().items[0].id;
    const verified = await t.call('POST', `/api/students/${s.id}/documents/${docId}/verify`, staff, {
      body: { verified: true },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const note = await t.call('POST', `/api/students/${s.id}/accounting-notes`, staff, {
      body: { subject: 'Spring invoice', note: 'Payment plan agreed' },
    });
    expect(note.statusCode, note.body).toBe(201);
    const status = await t.call('POST', `/api/students/${s.id}/status-changes`, staff, {
      body: {
        statusId: await refIdOf(t.db, 'student-status', 'On-LOA'),
        reason: 'Family emergency',
        effectiveDate: '2026-03-02',
      },
    });
    expect(status.statusCode, status.body).toBe(201);
    const accounting = await t.call('PUT', `/api/students/${s.id}/accounting`, staff, {
      body: {
        invoiceFinancialStatus: 2,
        invoiceTypes: [1, 10],
        paymentPlan: 'installments',
        installments: 3,
        tuitionLockedAmount: '19500',
      },
    });
    expect(accounting.statusCode, accounting.body).toBe(200);
    // another student's writes stay in their own log
    await t.call('POST', `/api/students/${other.id}/notes`, staff, { body: { note: 'Someone else' } });

    const all = await log(s.id);
    expect(all.items.map((i) => i.sentence)).toEqual([
      'Rita Registrar updated the accounting information (Invoice Financial Status, Invoice Types, Payment Plan, Installments, +1 more)',
      'Rita Registrar changed the status from Student to On-LOA, effective 03/02/2026',
      'Rita Registrar added a note “Spring invoice” to Accounting Notes',
      'Rita Registrar verified the document Transcript',
      'Rita Registrar uploaded Transcript.pdf to Documents (Admission Documents folder), visible to the student',
    ]);
    expect(all.items.map((i) => i.kind)).toEqual(['accounting', 'status', 'notes', 'documents', 'documents']);
    expect(all.items[0].changes).toEqual([
      { field: 'invoiceFinancialStatus', label: 'Invoice Financial Status', from: 'Cleared', to: 'Hold' },
      { field: 'invoiceTypes', label: 'Invoice Types', from: null, to: 'Pre-Med, Housing Fee' },
      { field: 'paymentPlan', label: 'Payment Plan', from: 'Pay in full', to: 'Installments' },
      { field: 'installments', label: 'Installments', from: null, to: '3' },
      { field: 'tuitionLockedAmount', label: 'Locked-in Tuition', from: null, to: '$19,500.00' },
    ]);
    // the upload's details: labels, no ids, hashes or bookkeeping
    const upload = JSON.stringify(all.items[4].changes);
    expect(upload).toContain('"to":"Admission Documents"');
    expect(upload).not.toMatch(/[0-9a-f]{64}/);
    expect(upload).not.toMatch(/Sha256|Created|Updated|"File","from":null,"to":"\d+"/);
    expect(upload).not.toContain(`"${folder}"`);

    // filtered by kind, with the total of that kind
    const notes = await log(s.id, '?kind=notes');
    expect(notes.total).toBe(1);
    expect(notes.items[0].changes).toEqual([
      { field: 'subject', label: 'Subject', from: null, to: 'Spring invoice' },
      { field: 'note', label: 'Note', from: null, to: 'Payment plan agreed' },
    ]);
    expect((await log(s.id, '?kind=documents')).total).toBe(2);
    expect((await log(s.id, '?kind=other')).total).toBe(0);
    expect((await log(s.id, '?kind=documents&page=2&pageSize=25')).items).toEqual([]);
    expect((await t.call('GET', `/api/students/${s.id}/activity-log?kind=DROP%20TABLE`, staff)).statusCode).toBe(400);
  });
});
