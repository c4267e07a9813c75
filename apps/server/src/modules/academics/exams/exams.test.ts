import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EXAM_MESSAGES, NBME_ENTITY, RETAKE_ENTITY, ROLE, retakeRefusal } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { multipart } from '../../../../test/multipart.js';
import { grantComponents, grantMenus, makeGroup, makeStudent, refIdOf } from '../../../factories/index.js';
import { auditLog } from '../../../platform/db/tables.js';
import { writeSheet } from '../../../platform/sheets.js';

/** The exams office through the API: NBME and Kaplan scores, retake requests along their table, results uploads. */
let t: TestApp;
let officer: string;
let reader: string;
let semesterId: number;

beforeAll(async () => {
  t = await testApp();
  officer = (await t.signIn({ roleId: ROLE.superAdmin })).token;
  const g = await makeGroup(t.db);
  await grantMenus(t.db, g.id, { '/student/list': 1, '/exams/kaplan': 1 }, { parts: false });
  await grantComponents(t.db, g.id, { 'studentProfile.academics': 1 });
  reader = (await t.signIn({ groupId: g.id })).token;
  semesterId = await refIdOf(t.db, 'semester');
});
afterAll(async () => {
  await t?.close();
});

const shelf = (studentId: number, discipline: string, examDate: string, score: number) => ({
  studentId,
  kind: 'Subject',
  discipline,
  examDate,
  score,
});
const upload = (token: string, type: string, bytes: Buffer, dryRun: boolean) => {
  const form = multipart({ dryRun: String(dryRun) }, [
    {
      field: 'file',
      filename: 'results.xlsx',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      bytes,
    },
  ]);
  return t.call('POST', `/api/admin/uploads/${type}`, token, { body: form.body, headers: form.headers });
};

describe('NBME scores', () => {
  it('are numbered per discipline, reported, and refused past three sittings or twice a day', async () => {
    const s = await makeStudent(t.db);
    const add = (body: unknown) => t.call('POST', '/api/exams/nbme', officer, { body });
    const first = await add(shelf(s.id, 'Surgery', '2025-01-10', 61));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ attempt: 1, discipline: 'Surgery', score: 61, source: 'manual' });
    expect((await add(shelf(s.id, 'Psychiatry', '2025-02-10', 80))).json().attempt).toBe(1);
    expect((await add(shelf(s.id, 'Surgery', '2025-03-10', 70))).json().attempt).toBe(2);
    const sameDay = await add(shelf(s.id, 'Surgery', '2025-03-10', 72));
    expect(sameDay.statusCode).toBe(422);
    expect(sameDay.json().error.fields).toEqual({ examDate: EXAM_MESSAGES.sameDay });
    expect((await add(shelf(s.id, 'Surgery', '2025-04-10', 75))).statusCode).toBe(201);
    const fourth = await add(shelf(s.id, 'Surgery', '2025-05-10', 77));
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json().error.message).toBe(EXAM_MESSAGES.tooMany);

    const comp = await add({
      studentId: s.id,
      kind: 'Comprehensive',
      examType: 'CBSE',
      examDate: '2025-06-01',
      score: 230,
    });
    expect(comp.statusCode, comp.body).toBe(201);
    const bad = await add({ studentId: s.id, kind: 'Subject', examDate: '2025-06-01', score: 230 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      discipline: EXAM_MESSAGES.discipline,
      score: EXAM_MESSAGES.subjectScore,
    });
    expect((await add(shelf(999999, 'Surgery', '2025-01-10', 60))).statusCode).toBe(400);

    const list = (await t.call('GET', `/api/exams/nbme?kind=Subject&q=${s.id}`, officer)).json();
    expect(list.total).toBe(4);
    expect(list.items[0]).toMatchObject({ discipline: 'Surgery', attempt: 3 });
    const report = (await t.call('GET', '/api/exams/nbme/report?kind=Subject', officer)).json();
    expect(report.lines.find((l: { exam: string }) => l.exam === 'Surgery')).toMatchObject({ lowest: 61, highest: 75 });
    const detailed = (await t.call('GET', '/api/exams/nbme/detailed-report?kind=Comprehensive', officer)).json();
    expect(detailed.lines).toEqual([
      expect.objectContaining({ studentId: s.id, exam: 'CBSE', latest: 230, best: 230 }),
    ]);

    // the Exams tab: the student's scores, attempts per discipline, details
    const tab = (await t.call('GET', `/api/students/${s.id}/exams/nbme`, reader)).json();
    expect(tab.total).toBe(5);
    const counts = (await t.call('GET', `/api/students/${s.id}/exams/nbme/disciplines`, reader)).json();
    expect(counts.find((c: { discipline: string }) => c.discipline === 'Surgery')).toEqual({
      discipline: 'Surgery',
      attempts: 3,
      left: 0,
    });
    expect(
      (await t.call('GET', `/api/students/${s.id}/exams/nbme/attempts?discipline=Psychiatry`, reader)).json(),
    ).toEqual({ discipline: 'Psychiatry', attempts: 1, left: 2 });
    expect((await t.call('GET', `/api/students/${s.id}/exams/nbme/${first.json().id}`, reader)).statusCode).toBe(200);
    const other = await makeStudent(t.db);
    expect((await t.call('GET', `/api/students/${other.id}/exams/nbme/${first.json().id}`, reader)).statusCode).toBe(
      404,
    );
    // a reader of the tab records nothing; the student reads her own
    const byReader = await t.call('POST', `/api/students/${s.id}/exams/nbme`, reader, {
      body: { kind: 'Subject', discipline: 'Neurology', examDate: '2025-01-01', score: 50 },
    });
    expect(byReader.statusCode).toBe(403);
    const own = (await t.signIn({ userType: 'Student', studentId: s.id })).token;
    expect((await t.call('GET', `/api/students/${s.id}/exams/nbme`, own)).json().total).toBe(5);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, NBME_ENTITY), eq(auditLog.entityId, String(first.json().id))));
    expect(audits.map((a) => a.action)).toEqual(['create']);
  });
});

describe('Kaplan scores', () => {
  it('are listed by semester and searched, one test a day', async () => {
    const s = await makeStudent(t.db, { firstName: 'Kappa', lastName: 'Lannister' });
    const body = { studentId: s.id, semesterId, test: 'Diagnostic', examDate: '2025-09-01', score: 66 };
    const made = await t.call('POST', '/api/exams/kaplan', officer, { body });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ studentName: 'Kappa Lannister', score: 66 });
    expect((await t.call('POST', '/api/exams/kaplan', officer, { body })).statusCode).toBe(422);
    expect(
      (
        await t.call('POST', '/api/exams/kaplan', officer, { body: { ...body, score: 101, examDate: '2025-09-02' } })
      ).json().error.fields,
    ).toEqual({ score: EXAM_MESSAGES.kaplanScore });
    const list = (await t.call('GET', `/api/exams/kaplan?semesterId=${semesterId}&q=Lannister`, reader)).json();
    expect(list.items.map((k: { studentId: number }) => k.studentId)).toEqual([s.id]);
    expect((await t.call('POST', '/api/exams/kaplan', reader, { body })).statusCode).toBe(403);
    const tab = await t.call('POST', `/api/students/${s.id}/exams/kaplan`, officer, {
      body: { semesterId, test: 'Readiness', examDate: '2025-10-01', score: 70 },
    });
    expect(tab.statusCode, tab.body).toBe(201);
    expect((await t.call('GET', `/api/students/${s.id}/exams/kaplan`, reader)).json().total).toBe(2);
    expect((await t.call('GET', `/api/students/${s.id}/exams/kaplan/${tab.json().id}`, reader)).statusCode).toBe(200);
  });
});

describe('retake requests', () => {
  it('go requested -> paid -> verified -> scheduled -> completed; a refused move is a 422 naming both statuses', async () => {
    const s = await makeStudent(t.db);
    const req = await t.call('POST', '/api/exams/retakes', officer, {
      body: { studentId: s.id, exam: 'NBME Shelf', discipline: 'Pediatrics', reason: 'Failed the first sitting' },
    });
    expect(req.statusCode, req.body).toBe(201);
    const id = req.json().id;
    expect(req.json()).toMatchObject({ status: 'Pending', fee: '150.00' });
    const again = await t.call('POST', '/api/exams/retakes', officer, {
      body: { studentId: s.id, exam: 'NBME Shelf', discipline: 'Pediatrics' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe(EXAM_MESSAGES.openRequest);
    const move = (body: unknown) => t.call('POST', `/api/exams/retakes/${id}/status`, officer, { body });

    const skip = await move({ status: 'Scheduled', scheduledDate: '2026-12-01' });
    expect(skip.statusCode).toBe(422);
    expect(skip.json().error.message).toBe(retakeRefusal('Pending', 'Scheduled'));
    expect((await move({ status: 'Paid' })).json()).toMatchObject({ status: 'Paid', paidAt: expect.any(String) });
    expect((await move({ status: 'Verified' })).statusCode).toBe(200);
    expect((await move({ status: 'Scheduled' })).statusCode).toBe(400); // the day is wanted
    expect((await move({ status: 'Scheduled', scheduledDate: '2026-12-01' })).json().scheduledDate).toBe('2026-12-01');
    const done = await move({ status: 'Completed', score: 74 });
    expect(done.json()).toMatchObject({ status: 'Completed', score: 74 });
    const after = await move({ status: 'Cancelled' });
    expect(after.statusCode).toBe(422);
    expect(after.json().error.message).toBe('A retake request cannot go from Completed to Cancelled');

    expect((await t.call('GET', `/api/exams/retakes/${id}`, officer)).json().status).toBe('Completed');
    expect((await t.call('GET', `/api/students/${s.id}/exams/retakes`, reader)).json().total).toBe(1);
    expect((await t.call('GET', '/api/exams/retakes/requested?q=' + s.id, officer)).json().total).toBe(0);
    expect((await t.call('GET', '/api/exams/retakes/options', officer)).json().statuses).toContain('Under Review');
    expect((await t.call('GET', '/api/exams/retakes', reader)).statusCode).toBe(403);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, RETAKE_ENTITY), eq(auditLog.entityId, String(id))));
    expect(audits).toHaveLength(5);
  });
});

describe('NBME results upload', () => {
  it('previews per-row errors, then applies the good rows in one go (a sitting of the day corrected)', async () => {
    const a = await makeStudent(t.db);
    const b = await makeStudent(t.db);
    const file = await writeSheet(
      'Results',
      ['Student ID', 'Exam', 'Exam Date', 'Score', 'Percentile'],
      [
        [String(a.id), 'Internal Medicine', '2025-05-12', '74', '61'],
        ['99999999', 'Internal Medicine', '2025-05-12', '70', ''],
        [String(b.id), 'Internal Medicine', '2025-05-12', '140', ''],
        [String(b.id), 'Cooking', '2025-05-12', '50', ''],
        [String(b.id), 'Surgery', '2025-05-12', '81', ''],
      ],
    );
    const preview = await upload(officer, 'nbme-shelf', file, true);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ total: 5, valid: 2, invalid: 3, applied: null });
    expect(preview.json().errors).toEqual(
      expect.arrayContaining([
        { row: 3, field: null, message: `${EXAM_MESSAGES.unknownStudent} (ID 99999999)` },
        { row: 4, field: 'score', message: EXAM_MESSAGES.subjectScore },
        { row: 5, field: 'exam', message: EXAM_MESSAGES.discipline },
      ]),
    );
    expect((await t.call('GET', `/api/students/${a.id}/exams/nbme`, officer)).json().total).toBe(0);

    const applied = await upload(officer, 'nbme-shelf', file, false);
    expect(applied.json().applied).toEqual({ inserted: 2, updated: 0 });
    const again = await upload(officer, 'nbme-shelf', file, false);
    expect(again.json().applied).toEqual({ inserted: 0, updated: 2 });
    const mine = (await t.call('GET', `/api/students/${a.id}/exams/nbme`, officer)).json();
    expect(mine.items).toEqual([
      expect.objectContaining({ discipline: 'Internal Medicine', score: 74, source: 'nbme-shelf' }),
    ]);
    const done = (await t.call('GET', '/api/exams/uploads?type=nbme-shelf', officer)).json();
    expect(done.items[0]).toMatchObject({ type: 'nbme-shelf', file: 'results.xlsx', rows: 2, refused: 3 });
    // without the screen's right, no upload
    expect((await upload(reader, 'nbme-shelf', file, true)).statusCode).toBe(403);
  });
});
