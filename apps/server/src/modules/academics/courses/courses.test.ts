import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  COURSE_MESSAGES,
  ROLE,
  STUDENT_CLASS_ENTITY,
  STUDENT_STAGE_ENTITY,
  promotionBlockedMessage,
  type StudentCourseDetails,
} from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantComponents, grantMenus, makeGroup, makeStudent, refIdOf } from '../../../factories/index.js';
import { auditLog } from '../../../platform/db/tables.js';
import { students } from '../../students/tables.js';

/** The Courses tab through the API: courses, stages (register, promote, repeat, special), grades, transfers, standing. */
let t: TestApp;
let registrar: string;
let reader: string;
let md: number;
let fall: number;
let spring: number;
const url = (studentId: number, rest = '') => `/api/students/${studentId}${rest}`;

beforeAll(async () => {
  t = await testApp();
  registrar = (await t.signIn({ roleId: ROLE.superAdmin })).token;
  const g = await makeGroup(t.db);
  await grantMenus(t.db, g.id, { '/student/list': 1 }, { parts: false });
  await grantComponents(t.db, g.id, { 'studentProfile.academics': 1 });
  reader = (await t.signIn({ groupId: g.id })).token;
  md = await refIdOf(t.db, 'course', 'Doctor of Medicine (MD)');
  fall = await refIdOf(t.db, 'semester', 'Fall 2025');
  spring = await refIdOf(t.db, 'semester', 'Spring 2026');
});
afterAll(async () => {
  await t?.close();
});

async function enrolled() {
  const s = await makeStudent(t.db);
  const res = await t.call('POST', url(s.id, '/courses'), registrar, { body: { courseId: md, startSemesterId: fall } });
  expect(res.statusCode, res.body).toBe(201);
  const course = res.json() as StudentCourseDetails;
  const reg = await t.call('POST', url(s.id, `/courses/${course.id}/stages`), registrar, {
    body: { promotion: 'New Student', stageId: await refIdOf(t.db, 'stage', 'MD 1'), semesterId: fall },
  });
  expect(reg.statusCode, reg.body).toBe(200);
  return { s, course: reg.json() as StudentCourseDetails };
}

describe('student courses and stages', () => {
  it('registers a first stage with its classes, grades them, refuses promotion while an F stands, then promotes', async () => {
    const { s, course } = await enrolled();
    const stage = course.stages[0];
    expect(stage).toMatchObject({ stageName: 'MD 1', promotion: 'New Student', current: true });
    expect(stage.classes.map((c) => c.className).sort()).toEqual(['Gross Anatomy', 'Medical Physiology']);
    const [anatomy, physiology] = [...stage.classes].sort((a, b) => a.className.localeCompare(b.className));

    const sheet = await t.call('PUT', url(s.id, '/class-grades'), registrar, {
      body: {
        grades: [
          { classRowId: anatomy.id, marks: 92 },
          { classRowId: physiology.id, marks: 55 },
        ],
      },
    });
    expect(sheet.statusCode, sheet.body).toBe(200);
    const graded = (await t.call('GET', url(s.id, `/stages/${stage.id}/classes`), reader)).json();
    expect(
      Object.fromEntries(graded.classes.map((c: { className: string; grade: string }) => [c.className, c.grade])),
    ).toEqual({
      'Gross Anatomy': 'H',
      'Medical Physiology': 'F',
    });

    const promote = () =>
      t.call('POST', url(s.id, `/courses/${course.id}/stages`), registrar, {
        body: { promotion: 'Promote', semesterId: spring },
      });
    const refused = await promote();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(promotionBlockedMessage('Medical Physiology'));
    expect((await t.call('GET', url(s.id, `/courses/${course.id}/next-stage`), reader)).json()).toMatchObject({
      stageName: 'MD 2',
      refusal: promotionBlockedMessage('Medical Physiology'),
    });

    // the retake passes
    await t.call('PUT', url(s.id, '/class-grades'), registrar, {
      body: { grades: [{ classRowId: physiology.id, marks: 78 }] },
    });
    const ok = await promote();
    expect(ok.statusCode, ok.body).toBe(200);
    const after = ok.json() as StudentCourseDetails;
    expect(after.currentStage).toBe('MD 2');
    expect(after.stages.map((x) => [x.stageName, x.current])).toEqual([
      ['MD 2', true],
      ['MD 1', false],
    ]);
    expect(after.stages[0].classes.map((c) => c.className)).toEqual(['Medical Biochemistry']);
    const [row] = await t.db.select({ stageId: students.stageId }).from(students).where(eq(students.id, s.id));
    expect(row.stageId).toBe(await refIdOf(t.db, 'stage', 'MD 2'));

    const audits = await t.db
      .select({ entity: auditLog.entity })
      .from(auditLog)
      .where(and(inArray(auditLog.entity, [STUDENT_CLASS_ENTITY, STUDENT_STAGE_ENTITY])));
    expect(audits.length).toBeGreaterThan(3);
    expect((await t.call('GET', url(s.id, '/stages'), reader)).json().items).toHaveLength(2);
  });

  it('repeats a stage (its classes re-opened) and places a special stage only with a reason', async () => {
    const { s, course } = await enrolled();
    const rep = await t.call('POST', url(s.id, `/courses/${course.id}/stages`), registrar, {
      body: { promotion: 'Repeat', semesterId: spring },
    });
    expect(rep.statusCode, rep.body).toBe(200);
    const stages = (rep.json() as StudentCourseDetails).stages;
    expect(stages[0]).toMatchObject({ stageName: 'MD 1', promotion: 'Repeat', current: true });
    expect(stages[0].classes.every((c) => c.marks === null && c.grade === null)).toBe(true);
    expect(stages[0].classes).toHaveLength(2);

    const md3 = await refIdOf(t.db, 'stage', 'MD 3');
    const noReason = await t.call('POST', url(s.id, `/courses/${course.id}/stages`), registrar, {
      body: { promotion: 'Special', stageId: md3, semesterId: spring },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toEqual({ reason: COURSE_MESSAGES.reason });
    const special = await t.call('POST', url(s.id, `/courses/${course.id}/stages`), registrar, {
      body: { promotion: 'Special', stageId: md3, semesterId: spring, reason: 'Advanced standing' },
    });
    expect(special.statusCode, special.body).toBe(200);
    expect((special.json() as StudentCourseDetails).currentStage).toBe('MD 3');
    const again = await t.call('POST', url(s.id, `/courses/${course.id}/stages`), registrar, {
      body: { promotion: 'New Student', stageId: md3, semesterId: spring },
    });
    expect(again.statusCode).toBe(422);
  });

  it('refuses bad grades with 400 naming the field, all or none', async () => {
    const { s, course } = await enrolled();
    const [a, b] = course.stages[0].classes;
    const bad = await t.call('PUT', url(s.id, '/class-grades'), registrar, {
      body: {
        grades: [
          { classRowId: a.id, marks: 80 },
          { classRowId: b.id, marks: 101 },
        ],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ 'grades.1.marks': COURSE_MESSAGES.marks });
    const other = await enrolled();
    const foreign = await t.call('PUT', url(s.id, '/class-grades'), registrar, {
      body: {
        grades: [
          { classRowId: a.id, marks: 80 },
          { classRowId: other.course.stages[0].classes[0].id, marks: 80 },
        ],
      },
    });
    expect(foreign.statusCode).toBe(404);
    const unchanged = (await t.call('GET', url(s.id, `/classes/${a.id}`), reader)).json();
    expect(unchanged.marks).toBeNull();

    // the back office's sheet spans students, in one transaction
    const both = await t.call('PUT', '/api/academics/class-grades', registrar, {
      body: {
        grades: [
          { classRowId: a.id, marks: 71 },
          { classRowId: other.course.stages[0].classes[0].id, marks: 95 },
        ],
      },
    });
    expect(both.statusCode, both.body).toBe(200);
    expect((await t.call('GET', url(s.id, `/classes/${a.id}`), reader)).json().grade).toBe('P');
    expect(
      (
        await t.call('PUT', '/api/academics/class-grades', reader, {
          body: { grades: [{ classRowId: a.id, marks: 1 }] },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('courses: add once, status, agreement, classes, transfers, standing, delete; the reader cannot write', async () => {
    const { s, course } = await enrolled();
    const dup = await t.call('POST', url(s.id, '/courses'), registrar, { body: { courseId: md } });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().error.fields).toEqual({ courseId: COURSE_MESSAGES.duplicateCourse });
    expect((await t.call('POST', url(s.id, '/courses'), reader, { body: { courseId: md } })).statusCode).toBe(403);

    const choices = (await t.call('GET', url(s.id, `/courses/${course.id}/choices`), reader)).json();
    const pathology = choices.classes.find((c: { name: string }) => c.name === 'Pathology');
    const added = await t.call('POST', url(s.id, `/stages/${course.stages[0].id}/classes`), registrar, {
      body: { classId: pathology.id },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(
      (
        await t.call('POST', url(s.id, `/stages/${course.stages[0].id}/classes`), registrar, {
          body: { classId: pathology.id },
        })
      ).statusCode,
    ).toBe(422);
    expect((await t.call('DELETE', url(s.id, `/classes/${added.json().id}`), registrar)).statusCode).toBe(200);

    const tr = await t.call('POST', url(s.id, '/transfers'), registrar, {
      body: {
        classId: pathology.id,
        stageRowId: course.stages[0].id,
        school: 'Ross University',
        grade: 'P',
        credits: 8,
      },
    });
    expect(tr.statusCode, tr.body).toBe(201);
    const fixed = await t.call('PUT', url(s.id, `/transfers/${tr.json().id}`), registrar, {
      body: { classId: pathology.id, stageRowId: course.stages[0].id, school: 'Saba University', grade: 'H' },
    });
    expect(fixed.json()).toMatchObject({ school: 'Saba University', grade: 'H', transfer: true });
    expect((await t.call('GET', url(s.id, '/transfers'), reader)).json().items).toHaveLength(1);
    expect((await t.call('DELETE', url(s.id, `/transfers/${tr.json().id}`), registrar)).statusCode).toBe(200);

    const warning = await refIdOf(t.db, 'academic-standing', 'Academic Warning');
    const st = await t.call('PUT', url(s.id, `/stages/${course.stages[0].id}/standing`), registrar, {
      body: { kind: 'nonClinical', standingId: warning },
    });
    expect(st.json()).toMatchObject({ nonClinicalStanding: 'Academic Warning', clinicalStanding: null });

    const status = await t.call('PUT', url(s.id, `/courses/${course.id}/status`), registrar, {
      body: { status: 'Withdrawn' },
    });
    expect(status.json().status).toBe('Withdrawn');
    const closed = await t.call('POST', url(s.id, `/courses/${course.id}/stages`), registrar, {
      body: { promotion: 'Repeat', semesterId: spring },
    });
    expect(closed.statusCode).toBe(422);
    const agreed = await t.call('POST', url(s.id, `/courses/${course.id}/agree-next-class`), registrar);
    expect(agreed.json().agreedNextClassAt).toBeTruthy();
    expect((await t.call('DELETE', url(s.id, `/courses/${course.id}`), registrar)).statusCode).toBe(200);
    expect((await t.call('GET', url(s.id, '/courses'), reader)).json().items).toEqual([]);
  });
});
