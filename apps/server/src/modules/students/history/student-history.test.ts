import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { studentMenuStaff, type StaffUser } from '../../../../test/student-staff.js';
import { makeStudent, refIdOf } from '../../../factories/index.js';
import { auditLog } from '../../../platform/db/tables.js';
import { studentStatusChanges } from './student-history.schema.js';

let t: TestApp;
let staff: Record<'all' | 'rw' | 'read' | 'none', StaffUser>;
const today = new Date('2026-03-15T15:00:00Z');

beforeAll(async () => {
  t = await testApp({ clock: () => today });
  staff = await studentMenuStaff(t, 'History', { all: 15, rw: 3, read: 1, none: 0 }, (key) => ({
    firstName: 'Rita',
    lastName: `Registrar${key}`,
  }));
});
afterAll(async () => {
  await t?.close();
});

const change = (sid: number, body: unknown, token = staff.all.token) =>
  t.call('POST', `/api/students/${sid}/status-changes`, token, { body });
const studentUser = async (sid: number) => (await t.signIn({ userType: 'Student', studentId: sid })).token;

describe('status change', () => {
  it('changes the status with a reason and date: history row, the record and an audit row with before and after', async () => {
    const s = await makeStudent(t.db, { status: 'Student' });
    const [student, loa] = [
      await refIdOf(t.db, 'student-status', 'Student'),
      await refIdOf(t.db, 'student-status', 'On-LOA'),
    ];
    const res = await change(s.id, {
      statusId: loa,
      reason: 'Medical leave approved by the dean',
      effectiveDate: '2026-03-01',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      fromStatusId: student,
      fromStatusName: 'Student',
      toStatusId: loa,
      toStatusName: 'On-LOA',
      reason: 'Medical leave approved by the dean',
      effectiveDate: '2026-03-01',
      changedByName: 'Rita Registrarall',
    });
    const header = (await t.call('GET', `/api/students/${s.id}/header`, staff.read.token)).json();
    expect(header).toMatchObject({ statusId: loa, statusName: 'On-LOA' });

    const back = await change(s.id, { statusId: student, reason: 'Returned from leave', effectiveDate: '2026-03-15' });
    expect(back.statusCode, back.body).toBe(201);
    const list = await t.call('GET', `/api/students/${s.id}/status-changes`, staff.read.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(2);
    expect(list.json().items.map((i: { toStatusName: string }) => i.toStatusName)).toEqual(['Student', 'On-LOA']);

    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'student'), eq(auditLog.entityId, String(s.id))))
      .orderBy(desc(auditLog.id));
    expect(rows[1]).toMatchObject({
      action: 'changeStatus',
      actorId: staff.all.id,
      before: { statusId: student },
      after: { statusId: loa, reason: 'Medical leave approved by the dean', effectiveDate: '2026-03-01' },
    });
  });

  it('answers 400 with field errors (no reason, a future or malformed date, the same or an unknown status) and changes nothing', async () => {
    const s = await makeStudent(t.db, { status: 'Student' });
    const loa = await refIdOf(t.db, 'student-status', 'On-LOA');
    const empty = await change(s.id, { statusId: loa, reason: ' ', effectiveDate: '03/01/2026' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({
      reason: 'This field is required',
      effectiveDate: 'Use the date format YYYY-MM-DD',
    });
    const future = await change(s.id, { statusId: loa, reason: 'Leave', effectiveDate: '2026-03-16' });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toEqual({ effectiveDate: 'The effective date cannot be in the future' });
    const same = await change(s.id, {
      statusId: await refIdOf(t.db, 'student-status', 'Student'),
      reason: 'No change',
      effectiveDate: '2026-03-15',
    });
    expect(same.json().error.fields).toEqual({ statusId: 'The student already has this status' });
    const unknown = await change(s.id, {
      statusId: await refIdOf(t.db, 'country'),
      reason: 'Not a status',
      effectiveDate: '2026-03-15',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ statusId: 'Choose a value from the list' });
    expect(await t.db.select().from(studentStatusChanges).where(eq(studentStatusChanges.studentId, s.id))).toHaveLength(
      0,
    );
    expect((await t.call('GET', `/api/students/${s.id}/header`, staff.read.token)).json().statusName).toBe('Student');
  });

  it("needs the edit right to change and the read right to see; students see neither their own nor others'", async () => {
    const s = await makeStudent(t.db);
    const other = await makeStudent(t.db);
    const body = {
      statusId: await refIdOf(t.db, 'student-status', 'Withdrawn'),
      reason: 'Left',
      effectiveDate: '2026-03-10',
    };
    expect((await change(s.id, body, staff.rw.token)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/students/${s.id}/status-changes`, staff.none.token)).statusCode).toBe(403);
    const token = await studentUser(s.id);
    expect((await t.call('GET', `/api/students/${s.id}/status-changes`, token)).statusCode).toBe(403);
    expect((await change(s.id, body, token)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/students/${other.id}/status-changes`, token)).statusCode).toBe(404);
  });

  it('Financially Blocked leaves the student only the financial-block tabs: no personal tab, the record refused', async () => {
    const s = await makeStudent(t.db, { status: 'Student' });
    const token = await studentUser(s.id);
    const before = (await t.call('GET', `/api/students/${s.id}/header`, token)).json();
    expect(before.tabs).toContain('personal');
    expect((await t.call('GET', `/api/students/${s.id}`, token)).statusCode).toBe(200);

    const res = await change(s.id, {
      statusId: await refIdOf(t.db, 'student-status', 'Financially Blocked'),
      reason: 'Tuition unpaid for two terms',
      effectiveDate: '2026-03-15',
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = await t.call('GET', `/api/students/${s.id}/header`, token);
    expect(after.statusCode).toBe(200);
    expect(after.json().tabSet).toBe('financialBlock');
    expect(after.json().tabs).not.toContain('personal');
    for (const tab of after.json().tabs) expect(['invoicePayments', 'timeTable']).toContain(tab);
    expect((await t.call('GET', `/api/students/${s.id}`, token)).statusCode).toBe(403);
    // staff still see the whole record
    expect((await t.call('GET', `/api/students/${s.id}`, staff.read.token)).statusCode).toBe(200);
  });
});

describe('activity log', () => {
  it("tells the student's history in words: who, when, what, and each change from -> to, newest first", async () => {
    const s = await makeStudent(t.db, { status: 'Student' });
    const other = await makeStudent(t.db);
    await change(s.id, {
      statusId: await refIdOf(t.db, 'student-status', 'On-LOA'),
      reason: 'Family emergency',
      effectiveDate: '2026-03-02',
    });
    const note = (
      await t.call('POST', `/api/students/${s.id}/accounting-notes`, staff.all.token, {
        body: { note: 'Payment plan agreed' },
      })
    ).json();
    await t.call('PUT', `/api/students/${s.id}/accounting-notes/${note.id}`, staff.all.token, {
      body: { note: 'Payment plan agreed: 3 installments' },
    });
    await t.call('PUT', `/api/students/${s.id}/other-details`, staff.all.token, {
      body: { tShirtSize: 'M', languagesSpoken: ['English', 'Papiamento'] },
    });
    await t.call('POST', `/api/students/${other.id}/notes`, staff.all.token, { body: { note: 'Someone else' } });

    const res = await t.call('GET', `/api/students/${s.id}/activity-log`, staff.read.token);
    expect(res.statusCode, res.body).toBe(200);
    const log = res.json();
    expect(log.total).toBe(4);
    expect(log.items.map((i: { summary: string }) => i.summary)).toEqual([
      'Updated the other details',
      'Edited a note (Accounting Notes)',
      'Added a note (Accounting Notes)',
      'Changed the status',
    ]);
    for (const i of log.items) expect(i.actorName).toBe('Rita Registrarall');
    expect(log.items[3].changes).toEqual([
      { field: 'statusId', label: 'Status', from: 'Student', to: 'On-LOA' },
      { field: 'reason', label: 'Reason', from: null, to: 'Family emergency' },
      { field: 'effectiveDate', label: 'Effective Date', from: null, to: '03/02/2026' },
    ]);
    expect(log.items[1].changes).toEqual([
      { field: 'note', label: 'Note', from: 'Payment plan agreed', to: 'Payment plan agreed: 3 installments' },
    ]);
    expect(log.items[0].changes).toEqual([
      { field: 'tShirtSize', label: 'T-Shirt Size', from: null, to: 'M' },
      { field: 'languagesSpoken', label: 'Languages Spoken', from: null, to: 'English, Papiamento' },
    ]);

    const page = (
      await t.call('GET', `/api/students/${s.id}/activity-log?page=2&pageSize=25`, staff.read.token)
    ).json();
    expect(page).toMatchObject({ items: [], total: 4, page: 2, pageSize: 25 });
    expect((await t.call('GET', `/api/students/${s.id}/activity-log?pageSize=7`, staff.read.token)).statusCode).toBe(
      400,
    );
  });

  it("is a staff tab: the student is refused their own, another student's is absent, staff without student rights are refused", async () => {
    const s = await makeStudent(t.db);
    const other = await makeStudent(t.db);
    const token = await studentUser(s.id);
    expect((await t.call('GET', `/api/students/${s.id}/activity-log`, token)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/students/${other.id}/activity-log`, token)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/students/${s.id}/activity-log`, staff.none.token)).statusCode).toBe(403);
  });
});
