import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLE, type StudentCourseDetails, type Transcript } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { pdfText } from '../../../../test/pdf.js';
import { grantComponents, grantMenus, makeGroup, makeStudent, refIdOf } from '../../../factories/index.js';
import { recordAccessLog } from '../../../platform/db/tables.js';
import { studentsRepo } from '../../students/index.js';

/** The Transcript tab and the official PDF through the API: two graded stages, a transfer, GPA, who may read it. */
let t: TestApp;
let registrar: string;
let reader: string;
let outsider: string;
const url = (studentId: number, rest = '') => `/api/students/${studentId}${rest}`;

beforeAll(async () => {
  t = await testApp();
  registrar = (await t.signIn({ roleId: ROLE.superAdmin })).token;
  const staff = async (mode: number) => {
    const g = await makeGroup(t.db);
    await grantMenus(t.db, g.id, { '/student/list': 1 }, { parts: false });
    await grantComponents(t.db, g.id, { 'studentProfile.academics': mode });
    return (await t.signIn({ groupId: g.id })).token;
  };
  reader = await staff(1);
  outsider = await staff(0);
});
afterAll(async () => {
  await t?.close();
});

/** A student in MD 1 (Fall 2025: Anatomy H, Physiology P, Good Standing) promoted to MD 2 (Spring 2026: Biochemistry H, a transfer), with a degree. */
async function graded() {
  const s = await makeStudent(t.db, { firstName: 'Tara', lastName: 'Script', dateOfBirth: '1999-04-12' });
  const call = async (method: 'POST' | 'PUT', rest: string, body: object) => {
    const res = await t.call(method, url(s.id, rest), registrar, { body });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };
  const fall = await refIdOf(t.db, 'semester', 'Fall 2025');
  const spring = await refIdOf(t.db, 'semester', 'Spring 2026');
  const course = (await call('POST', '/courses', {
    courseId: await refIdOf(t.db, 'course', 'Doctor of Medicine (MD)'),
    startSemesterId: fall,
  })) as StudentCourseDetails;
  const md1 = (
    (await call('POST', `/courses/${course.id}/stages`, {
      promotion: 'New Student',
      stageId: await refIdOf(t.db, 'stage', 'MD 1'),
      semesterId: fall,
    })) as StudentCourseDetails
  ).stages[0];
  const byName = (n: string) => md1.classes.find((c) => c.className === n)!.id;
  await call('PUT', '/class-grades', {
    grades: [
      { classRowId: byName('Gross Anatomy'), marks: 92 },
      { classRowId: byName('Medical Physiology'), marks: 78 },
    ],
  });
  await call('PUT', `/stages/${md1.id}/standing`, {
    kind: 'nonClinical',
    standingId: await refIdOf(t.db, 'academic-standing', 'Good Standing'),
  });
  const md2 = (
    (await call('POST', `/courses/${course.id}/stages`, {
      promotion: 'Promote',
      semesterId: spring,
    })) as StudentCourseDetails
  ).stages[0];
  await call('PUT', '/class-grades', { grades: [{ classRowId: md2.classes[0].id, marks: 95 }] });
  await call('POST', '/transfers', {
    classId: await refIdOf(t.db, 'class', 'Pathology'),
    stageRowId: md2.id,
    school: 'Island State University',
    grade: 'A',
    credits: 8,
  });
  await call('POST', '/degrees', {
    degreeId: await refIdOf(t.db, 'degree', 'Bachelor of Science'),
    institution: 'Island State University',
    major: 'Biology',
    awardedOn: '2019-05-20',
  });
  return s;
}

describe('the transcript', () => {
  it('lists every stage oldest first with classes, grades and points, the credit-weighted GPA and standing', async () => {
    const s = await graded();
    const res = await t.call('GET', url(s.id, '/transcript'), reader);
    expect(res.statusCode, res.body).toBe(200);
    const tr = res.json() as Transcript;
    expect(tr.student).toMatchObject({ id: s.id, name: 'Tara Script', dateOfBirth: '1999-04-12' });
    expect(tr.stages.map((x) => [x.semesterName, x.stageName])).toEqual([
      ['Fall 2025', 'MD 1'],
      ['Spring 2026', 'MD 2'],
    ]);
    const rows = tr.stages.flatMap((x) =>
      x.classes.map((c) => [c.className, c.credits, c.marks, c.grade, c.gradePoints, c.transfer]),
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Gross Anatomy', 8, 92, 'H', '4.00', false],
        ['Medical Physiology', 7, 78, 'P', '3.00', false],
        ['Medical Biochemistry', 6, 95, 'H', '4.00', false],
        ['Pathology', 8, null, 'A', null, true],
      ]),
    );
    // (8 x 4 + 7 x 3) / 15 = 3.53 in MD 1; with MD 2: (32 + 21 + 24) / 21 = 3.67; the transfer adds credits only
    expect(tr.stages[0].totals).toEqual({ credits: 15, gpaCredits: 15, earned: 15, gpa: '3.53' });
    expect(tr.stages[0].standing).toBe('Good Standing');
    expect(tr.totals).toEqual({ credits: 29, gpaCredits: 21, earned: 29, gpa: '3.67' });
    expect(tr.standing).toBe('Good Standing');
    expect(tr.degrees).toEqual([expect.objectContaining({ name: 'Bachelor of Science', awardedOn: '2019-05-20' })]);
  });

  it('downloads Transcript_<id>.pdf holding the student, classes, grades, GPA and page numbers; the read is logged', async () => {
    const s = await graded();
    const { user, token } = await t.signIn({ userType: 'Student', studentId: s.id });
    const res = await t.call('GET', url(s.id, '/transcript/pdf'), token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename="Transcript_${s.id}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const want of [
      'Caduceus School of Medicine',
      'OFFICIAL TRANSCRIPT',
      'Tara Script',
      String(s.id),
      '04/12/1999',
      'Fall 2025',
      'Gross Anatomy',
      'Medical Biochemistry',
      'Island State University',
      'Cumulative GPA',
      '3.67',
      'Good Standing',
      'Bachelor of Science',
      'Page 1 of',
    ])
      expect(text, want).toContain(want);
    const reads = await t.db
      .select({ entity: recordAccessLog.entity })
      .from(recordAccessLog)
      .where(and(eq(recordAccessLog.actorId, user.id), eq(recordAccessLog.entityId, String(s.id))));
    expect(reads.map((r) => r.entity)).toContain('student.transcript');
  });

  it('is the student’s own: another student 404, anonymous 401, staff without the academics right 403', async () => {
    const s = await graded();
    const other = await makeStudent(t.db);
    const { token } = await t.signIn({ userType: 'Student', studentId: other.id });
    for (const rest of ['/transcript', '/transcript/pdf']) {
      expect((await t.call('GET', url(s.id, rest), token)).statusCode).toBe(404);
      expect((await t.call('GET', url(s.id, rest), null)).statusCode).toBe(401);
      expect((await t.call('GET', url(s.id, rest), outsider)).statusCode).toBe(403);
      expect((await t.call('GET', url(s.id, rest), reader)).statusCode).toBe(200);
    }
  });

  it('a parent reads it once the student shares her academics', async () => {
    const s = await graded();
    const { token: own } = await t.signIn({ userType: 'Student', studentId: s.id });
    const { user: parent, token } = await t.signIn({ userType: 'Parent', studentId: s.id });
    await studentsRepo.linkParent(t.db, parent.id, s.id, 'Mother');
    expect((await t.call('GET', url(s.id, '/transcript/pdf'), token)).statusCode).toBe(403);
    const share = await t.call('PUT', url(s.id, `/sharing/${parent.id}`), own, { body: { parts: ['academics'] } });
    expect(share.statusCode, share.body).toBe(200);
    const pdf = await t.call('GET', url(s.id, '/transcript/pdf'), token);
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('Medical Physiology');
  });

  it('a transcript request, once complete, offers the official transcript as its letter', async () => {
    const s = await graded();
    const { token } = await t.signIn({ userType: 'Student', studentId: s.id });
    const filed = await t.call('POST', url(s.id, '/requests/transcript'), token, {
      body: {
        data: {
          transcriptType: 'Medical School',
          reason: 'Residency application',
          copies: 1,
          shipping: 'Express courier',
          recipient: 'ERAS, 2450 N Street NW, Washington DC',
        },
      },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const id = filed.json().id as number;
    const letter = () => t.call('GET', url(s.id, `/requests/${id}/letter`), token);
    for (const to of ['paid', 'verified']) {
      const moved = await t.call('POST', `/api/requests/transcript/${id}/status`, registrar, { body: { to } });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    // verified is not yet complete: no transcript
    expect((await letter()).statusCode).toBe(422);
    const done = await t.call('POST', `/api/requests/transcript/${id}/status`, registrar, { body: { to: 'complete' } });
    expect(done.json()).toMatchObject({ status: 'complete', letter: true });
    const pdf = await letter();
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`filename="Transcript_${s.id}.pdf"`);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Gross Anatomy');
    expect(text).toContain('3.67');
  });
});
