import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { NOTE_TOASTS, STUDENT_NOTE_KINDS } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { studentMenuStaff, type StaffUser } from '../../../../test/student-staff.js';
import { makeStudent } from '../../../factories/index.js';
import { linkParent } from '../record/students.repo.js';
import { auditLog } from '../../../platform/db/tables.js';

let t: TestApp;
/** tokens of staff with these modes on the Student menu: 15 all, 7 read/write/edit, 3 read/write, 1 read */
let staff: Record<'all' | 'rwe' | 'rw' | 'read' | 'none', StaffUser>;
let studentId: number;

beforeAll(async () => {
  t = await testApp();
  staff = await studentMenuStaff(t, 'Notes', { all: 15, rwe: 7, rw: 3, read: 1, none: 0 }, (key) => ({
    firstName: key.toUpperCase(),
    lastName: 'Staff',
  }));
  studentId = (await makeStudent(t.db)).id;
});
afterAll(async () => {
  await t?.close();
});

const url = (segment: string, sid = studentId, id?: number) => `/api/students/${sid}/${segment}${id ? `/${id}` : ''}`;
const add = (segment: string, body: unknown, token = staff.all.token, sid = studentId) =>
  t.call('POST', url(segment, sid), token, { body });
const auditOf = async (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'studentNote'), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id));

describe('student notes', () => {
  it('adds notes that list newest first with who and when, and finds them by their words', async () => {
    const first = await add('notes', { subject: 'Orientation', note: 'Attended orientation week.' });
    expect(first.statusCode, first.body).toBe(201);
    const second = await add('notes', { note: '  Asked about housing options.\n' }, staff.rw.token);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({
      subject: null,
      note: 'Asked about housing options.',
      type: 1,
      createdByName: 'RW Staff',
      canEdit: true,
      canDelete: false,
    });

    const list = await t.call('GET', url('notes'), staff.read.token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().total).toBe(2);
    expect(list.json().items.map((n: { id: number }) => n.id)).toEqual([second.json().id, first.json().id]);
    expect(list.json().items[1]).toMatchObject({
      subject: 'Orientation',
      createdByName: 'ALL Staff',
      canEdit: false,
      canDelete: false,
    });
    expect(typeof list.json().items[1].createdAt).toBe('string');

    const found = await t.call('GET', `${url('notes')}?q=orientation`, staff.read.token);
    expect(found.json().items.map((n: { id: number }) => n.id)).toEqual([first.json().id]);
    const one = await t.call('GET', url('notes', studentId, first.json().id), staff.read.token);
    expect(one.statusCode).toBe(200);
    expect(one.json().note).toBe('Attended orientation week.');

    const [row] = await auditOf(first.json().id);
    expect(row).toMatchObject({
      action: 'create',
      actorId: staff.all.id,
      before: null,
      after: { studentId, type: 1, subject: 'Orientation', note: 'Attended orientation week.' },
    });
    expect(NOTE_TOASTS.added).toBe('Note Added Successfully');
  });

  it('keeps each note type on its own tab: a note of type 2 is reached only through the accounting notes', async () => {
    const acc = await add('accounting-notes', { note: 'Payment plan agreed for Fall.' });
    expect(acc.statusCode, acc.body).toBe(201);
    expect(acc.json().type).toBe(2);
    const adv = await add('advising-notes', { note: 'Advised to book USMLE Step 1 in June.' });
    expect(adv.json().type).toBe(3);

    expect((await t.call('GET', url('notes', studentId, acc.json().id), staff.all.token)).statusCode).toBe(404);
    expect((await t.call('GET', url('advising-notes', studentId, acc.json().id), staff.all.token)).statusCode).toBe(
      404,
    );
    expect((await t.call('GET', url('accounting-notes', studentId, acc.json().id), staff.all.token)).statusCode).toBe(
      200,
    );
    const accList = (await t.call('GET', url('accounting-notes'), staff.all.token)).json();
    expect(accList.items.map((n: { id: number }) => n.id)).toEqual([acc.json().id]);
    expect(
      (await t.call('GET', url('notes'), staff.all.token)).json().items.map((n: { id: number }) => n.id),
    ).not.toContain(acc.json().id);

    // each path is guarded by its own tab, and staff see the three tabs served
    for (const kind of STUDENT_NOTE_KINDS) {
      const routes = t.app.routeRegistry.filter((r) => r.url.startsWith(`/api/students/:studentId/${kind.segment}`));
      expect(routes).toHaveLength(5);
      for (const r of routes) expect(r.access).toMatchObject({ student: kind.tab });
    }
    const header = (await t.call('GET', `/api/students/${studentId}/header`, staff.read.token)).json();
    expect(header.tabs).toEqual(expect.arrayContaining(['notes', 'accountingNotes', 'med6Notes']));
  });

  it('lets the author change their note, others only with the edit right, and audits before and after', async () => {
    const mine = (await add('notes', { note: 'Draft note' }, staff.rw.token)).json();
    const edited = await t.call('PUT', url('notes', studentId, mine.id), staff.rw.token, {
      body: { subject: 'Clinical', note: 'Final note' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ subject: 'Clinical', note: 'Final note', updatedByName: 'RW Staff' });

    const others = (await add('notes', { note: 'Written by someone else' })).json();
    const refused = await t.call('PUT', url('notes', studentId, others.id), staff.rw.token, {
      body: { note: 'Overwritten' },
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.call('GET', url('notes', studentId, others.id), staff.all.token)).json().note).toBe(
      'Written by someone else',
    );
    const byEditor = await t.call('PUT', url('notes', studentId, others.id), staff.rwe.token, {
      body: { note: 'Corrected by the registrar' },
    });
    expect(byEditor.statusCode, byEditor.body).toBe(200);
    expect(byEditor.json()).toMatchObject({
      note: 'Corrected by the registrar',
      createdByName: 'ALL Staff',
      updatedByName: 'RWE Staff',
    });
    // a reader may not write at all
    expect(
      (await t.call('PUT', url('notes', studentId, mine.id), staff.read.token, { body: { note: 'x' } })).statusCode,
    ).toBe(403);

    const [row] = await auditOf(others.id);
    expect(row).toMatchObject({
      action: 'update',
      actorId: staff.rwe.id,
      before: { studentId, type: 1, note: 'Written by someone else' },
      after: { studentId, type: 1, note: 'Corrected by the registrar' },
    });
  });

  it('deletes softly with the delete right only, audited, and the note leaves the tab', async () => {
    const note = (await add('advising-notes', { subject: 'Remediation', note: 'Plan for remediation.' })).json();
    expect((await t.call('DELETE', url('advising-notes', studentId, note.id), staff.rwe.token)).statusCode).toBe(403);
    const gone = await t.call('DELETE', url('advising-notes', studentId, note.id), staff.all.token);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await t.call('GET', url('advising-notes', studentId, note.id), staff.all.token)).statusCode).toBe(404);
    expect(
      (await t.call('GET', url('advising-notes'), staff.all.token)).json().items.map((n: { id: number }) => n.id),
    ).not.toContain(note.id);
    expect((await t.call('DELETE', url('advising-notes', studentId, note.id), staff.all.token)).statusCode).toBe(404);
    const [row] = await auditOf(note.id);
    expect(row).toMatchObject({
      action: 'delete',
      actorId: staff.all.id,
      before: { studentId, type: 3, subject: 'Remediation', note: 'Plan for remediation.' },
    });
  });

  it('answers 400 with field errors for an empty note or a long subject, and writes nothing', async () => {
    const res = await add('notes', { subject: 'x'.repeat(151), note: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      note: 'This field is required',
      subject: 'At most 150 characters',
    });
    const missing = await add('notes', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toContain('note');
  });

  it('keeps notes from students and parents, from staff without student rights, and of absent students', async () => {
    const own = await makeStudent(t.db);
    const other = await makeStudent(t.db);
    const student = (await t.signIn({ userType: 'Student', studentId: own.id })).token;
    // notes are staff tabs: the student's own record refuses them, another student's is absent
    expect((await t.call('GET', url('notes', own.id), student)).statusCode).toBe(403);
    expect(
      (await t.call('POST', url('accounting-notes', own.id), student, { body: { note: 'mine' } })).statusCode,
    ).toBe(403);
    expect((await t.call('GET', url('notes', other.id), student)).statusCode).toBe(404);
    const parent = await t.signIn({ userType: 'Parent', studentId: own.id });
    await linkParent(t.db, parent.user.id, own.id, 'Mother');
    expect((await t.call('GET', url('advising-notes', own.id), parent.token)).statusCode).toBe(403);
    expect((await t.call('GET', url('advising-notes', other.id), parent.token)).statusCode).toBe(404);
    expect((await t.call('GET', url('notes'), staff.none.token)).statusCode).toBe(403);
    expect(
      (await t.call('POST', url('notes'), staff.read.token, { body: { note: 'no write right' } })).statusCode,
    ).toBe(403);
    expect((await t.call('GET', url('notes', 999999), staff.all.token)).statusCode).toBe(404);
  });
});
