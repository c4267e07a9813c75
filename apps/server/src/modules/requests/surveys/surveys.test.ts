import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SURVEY_RESPONSE_ENTITY } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { rowsOf } from '../../../platform/db/index.js';
import { auditLog } from '../../../platform/db/tables.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { preceptors, studentRotations } from '../../clinical/tables.js';
import { studentClasses, studentStages } from '../../academics/tables.js';

/** Surveys on the demo school: Stella's rotation with Petra Preceptor, the open graduation survey. */
let t: TestApp;
let stella: { studentId: number; token: string };
let petra: string;
let clinical: string;
let registrar: string;
let rotationId: number;
let other: { id: number; studentId: number };
type Q = { id: number; answerType: number; options: string | null; required: boolean };
const form = async (url: string, token: string) => {
  const res = await t.call('GET', url, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    survey: { id: number; questions: Q[] } | null;
    open: boolean;
    reason: string | null;
    response: { id: number; answers: Record<string, unknown>; approval: string | null } | null;
  };
};
/** A valid answer of each question (the seeded surveys' types). */
const answersOf = (questions: Q[]) =>
  Object.fromEntries(
    questions.map((q) => {
      const lines = (q.options ?? '').split('\n');
      const value =
        q.answerType === 15
          ? Object.fromEntries(lines.map((l) => [l, 'Agree']))
          : (
              {
                1: 'Fine',
                2: 'Well done',
                3: lines[0],
                4: [lines[0]],
                5: lines[0],
                6: 'Yes',
                7: 4,
                8: 9,
                9: 'Agree',
              } as Record<number, unknown>
            )[q.answerType];
      return [`q${q.id}`, value];
    }),
  );

beforeAll(async () => {
  t = await testApp({ seed: 'demo' });
  const [u] = await t.db.select({ studentId: users.studentId }).from(users).where(eq(users.username, 'student'));
  const [p] = await t.db
    .select({ id: preceptors.id })
    .from(preceptors)
    .innerJoin(users, eq(users.id, preceptors.userId))
    .where(eq(users.username, 'preceptor'));
  const [r] = await t.db
    .select()
    .from(studentRotations)
    .where(and(eq(studentRotations.studentId, u.studentId!), eq(studentRotations.preceptorId, p.id)));
  rotationId = r.id;
  other = rowsOf<{ id: number; student_id: number }>(
    await t.db.execute(
      sql`select id, student_id from student_rotations where student_id <> ${u.studentId} and (preceptor_id is null or preceptor_id <> ${p.id}) limit 1`,
    ),
  ).map((x) => ({ id: Number(x.id), studentId: Number(x.student_id) }))[0];
  stella = { studentId: u.studentId!, token: await t.login('student') };
  petra = await t.login('preceptor');
  clinical = await t.login('clinical');
  registrar = await t.login('registrar');
});
afterAll(async () => {
  await t?.close();
});

describe("the preceptor's evaluation of her student", () => {
  const url = (id: number) => `/api/preceptor/rotations/${id}/evaluation`;
  it("reaches only her own rotations (another's: 404, also to a student)", async () => {
    expect((await t.call('GET', url(other.id), petra)).statusCode).toBe(404);
    expect((await t.call('POST', url(other.id), petra, { body: { answers: {} } })).statusCode).toBe(404);
    expect((await t.call('GET', url(rotationId), stella.token)).statusCode).toBe(404);
  });
  it('refuses bad answers naming the field, takes good ones once, audited; the office sees it on the rotation', async () => {
    const f = await form(url(rotationId), petra);
    expect(f.open).toBe(true);
    expect(f.survey!.questions).toHaveLength(6);
    const rating = f.survey!.questions.find((q) => q.answerType === 8)!;
    const good = answersOf(f.survey!.questions);
    const bad = await t.call('POST', url(rotationId), petra, { body: { answers: { ...good, [`q${rating.id}`]: 11 } } });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().error.fields).toEqual({ [`q${rating.id}`]: 'Choose a rating from 1 to 10' });
    const missing = await t.call('POST', url(rotationId), petra, { body: { answers: {} } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields[`q${rating.id}`]).toBe('Answer this question');

    const ok = await t.call('POST', url(rotationId), petra, { body: { answers: good } });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({
      status: 'Submitted',
      subjectKind: 'rotation',
      subjectId: rotationId,
      approval: null,
    });
    const again = await t.call('POST', url(rotationId), petra, { body: { answers: good } });
    expect(again.statusCode).toBe(409);
    expect((await form(url(rotationId), petra)).response!.id).toBe(ok.json().id);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, SURVEY_RESPONSE_ENTITY), eq(auditLog.entityId, String(ok.json().id))));
    expect(row?.action).toBe('submit');

    const seen = await t.call('GET', `/api/students/${stella.studentId}/rotations/${rotationId}/surveys`, clinical);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().evaluation.answers[`q${rating.id}`]).toBe(9);
    // the student herself does not read her preceptor's evaluation
    const own = await t.call('GET', `/api/students/${stella.studentId}/rotations/${rotationId}/surveys`, stella.token);
    expect(own.json().evaluation).toBeNull();
  });
});

describe("the student's feedback on a rotation and its approval", () => {
  const url = `/api/students/{s}/rotations/{r}/feedback`;
  it('is hers only, once, then approved or rejected once by the clinical office', async () => {
    const mine = url.replace('{s}', String(stella.studentId)).replace('{r}', String(rotationId));
    expect(
      (await t.call('GET', url.replace('{s}', String(other.studentId)).replace('{r}', String(other.id)), stella.token))
        .statusCode,
    ).toBe(404);
    // another student's rotation under her own record: 404
    expect(
      (await t.call('GET', url.replace('{s}', String(stella.studentId)).replace('{r}', String(other.id)), stella.token))
        .statusCode,
    ).toBe(404);
    const f = await form(mine, stella.token);
    const good = answersOf(f.survey!.questions);
    // staff do not answer in her stead
    expect((await t.call('POST', mine, clinical, { body: { answers: good } })).statusCode).toBe(403);
    const ok = await t.call('POST', mine, stella.token, { body: { answers: good } });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().approval).toBe('Pending');
    expect((await t.call('POST', mine, stella.token, { body: { answers: good } })).statusCode).toBe(409);

    const approval = `/api/surveys/responses/${ok.json().id}/approval`;
    expect((await t.call('POST', approval, stella.token, { body: { approval: 'Approved' } })).statusCode).toBe(403);
    const noNote = await t.call('POST', approval, clinical, { body: { approval: 'Rejected' } });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.fields.note).toBe('Say why the feedback is rejected');
    const done = await t.call('POST', approval, clinical, { body: { approval: 'Approved', note: 'Thank you' } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ approval: 'Approved', approvedByName: expect.any(String) });
    expect((await t.call('POST', approval, clinical, { body: { approval: 'Rejected', note: 'x' } })).statusCode).toBe(
      409,
    );
    expect((await t.call('GET', approval, clinical)).json().approval).toBe('Approved');
    expect((await form(mine, stella.token)).response!.approval).toBe('Approved');
  });
});

describe('the graduation survey', () => {
  const url = () => `/api/students/${stella.studentId}/graduation-survey`;
  it('is pending for the student, answered once, read by staff, listed and reported', async () => {
    const pending = await t.call('GET', '/api/surveys/pending', stella.token);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().items.map((i: { audience: string }) => i.audience)).toContain('graduating');
    const f = await form(url(), stella.token);
    expect(f.open).toBe(true);
    const good = answersOf(f.survey!.questions);
    expect((await t.call('POST', url(), registrar, { body: { answers: good } })).statusCode).toBe(403);
    const ok = await t.call('POST', url(), stella.token, { body: { answers: good } });
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await t.call('POST', url(), stella.token, { body: { answers: good } })).statusCode).toBe(409);
    const after = await t.call('GET', '/api/surveys/pending', stella.token);
    expect(after.json().items.map((i: { audience: string }) => i.audience)).not.toContain('graduating');
    const staff = await form(url(), registrar);
    expect(staff.response!.answers).toEqual(ok.json().answers);

    const list = await t.call('GET', `/api/surveys/responses?audience=graduating`, registrar);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.map((i: { id: number }) => i.id)).toContain(ok.json().id);
    expect((await t.call('GET', '/api/surveys/responses', stella.token)).statusCode).toBe(403);
    const one = await t.call('GET', `/api/surveys/responses/${ok.json().id}`, registrar);
    expect(one.json().response.studentId).toBe(stella.studentId);
    const report = await t.call('GET', `/api/surveys/${f.survey!.id}/report`, registrar);
    expect(report.statusCode, report.body).toBe(200);
    const rating = report.json().questions.find((q: { answerType: number }) => q.answerType === 7);
    expect(rating).toMatchObject({ answered: 1, average: 4 });
  });
  it('a closed survey or one outside its dates refuses answers (422)', async () => {
    const [s] = await t.db
      .select()
      .from(refRows)
      .where(and(eq(refRows.tableKey, 'survey'), sql`${refRows.data} ->> 'audience' = 'rotation-feedback'`));
    const close = (data: Record<string, unknown>) =>
      t.db
        .update(refRows)
        .set({ data: { ...s.data, ...data } })
        .where(eq(refRows.id, s.id));
    const mine = `/api/students/${stella.studentId}/rotations/${rotationId}/feedback`;
    await close({ status: 'Close' });
    const closed = await t.call('POST', mine, stella.token, { body: { answers: {} } });
    expect(closed.statusCode, closed.body).toBe(422);
    expect(closed.json().error.message).toBe('This survey is closed');
    expect((await form(mine, stella.token)).open).toBe(false);
    await close({ status: 'Open', startDate: '2020-01-01', endDate: '2020-12-31' });
    const outside = await t.call('POST', mine, stella.token, { body: { answers: {} } });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().error.message).toBe('This survey is open from 01/01/2020 to 12/31/2020');
    await close({});
  });
});

describe("the student's evaluation of a class", () => {
  it('is pending for a class of her current stage, answered once by her alone, read by staff', async () => {
    // a student of the demo school with a class in her current stage, signed in as herself
    const [c] = await t.db
      .select({ id: studentClasses.id, studentId: studentClasses.studentId })
      .from(studentClasses)
      .innerJoin(studentStages, eq(studentStages.id, studentClasses.studentStageId))
      .where(and(eq(studentStages.current, true), eq(studentClasses.transfer, false)))
      .limit(1);
    expect(c, 'a demo student has a class in her current stage').toBeTruthy();
    const me = await t.signIn({ userType: 'Student', studentId: c.studentId });
    const url = `/api/students/${c.studentId}/classes/${c.id}/evaluation`;
    const pending = (await t.call('GET', '/api/surveys/pending', me.token)).json().items as {
      audience: string;
      subjectId: number;
      link: string;
    }[];
    const item = pending.find((i) => i.audience === 'course-evaluation' && i.subjectId === c.id);
    expect(item?.link).toBe(`/student/details/courses/${c.studentId}?evaluate=${c.id}`);

    const f = await form(url, me.token);
    expect(f.open).toBe(true);
    expect(f.survey!.questions).toHaveLength(4);
    const good = answersOf(f.survey!.questions);
    expect((await t.call('POST', url, registrar, { body: { answers: good } })).statusCode).toBe(403);
    const missing = await t.call('POST', url, me.token, { body: { answers: {} } });
    expect(missing.statusCode).toBe(400);
    const ok = await t.call('POST', url, me.token, { body: { answers: good } });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ subjectKind: 'course', subjectId: c.id, approval: null });
    expect(ok.json().subjectLabel).toBeTruthy();
    expect((await t.call('POST', url, me.token, { body: { answers: good } })).statusCode).toBe(409);
    const after = (await t.call('GET', '/api/surveys/pending', me.token)).json().items as typeof pending;
    expect(after.some((i) => i.audience === 'course-evaluation' && i.subjectId === c.id)).toBe(false);
    expect((await form(url, registrar)).response!.id).toBe(ok.json().id);
    // another student's class is not hers: 404
    expect(
      (await t.call('GET', `/api/students/${stella.studentId}/classes/${c.id}/evaluation`, registrar)).statusCode,
    ).toBe(404);
  });
});

describe('a survey sent to an open audience', () => {
  it('is pending for its audience, answered once at its link, refused to others; a subject survey is not', async () => {
    const [s] = await t.db
      .select()
      .from(refRows)
      .where(and(eq(refRows.tableKey, 'survey'), sql`${refRows.data} ->> 'audience' = 'basic-science'`));
    const today = new Date().toISOString().slice(0, 10);
    await t.db
      .update(refRows)
      .set({
        data: { ...s.data, status: 'Open', startDate: '2026-01-01', endDate: `${Number(today.slice(0, 4)) + 1}-12-31` },
      })
      .where(eq(refRows.id, s.id));
    const url = `/api/surveys/${s.id}/answer`;
    const pending = (await t.call('GET', '/api/surveys/pending', stella.token)).json().items as {
      surveyId: number;
      link: string;
    }[];
    expect(pending.find((i) => i.surveyId === s.id)?.link).toBe(`/landing-page?survey=${s.id}`);
    expect((await t.call('GET', url, registrar)).statusCode).toBe(403);
    expect((await t.call('GET', url, petra)).statusCode).toBe(403);
    const f = await form(url, stella.token);
    expect(f.open).toBe(true);
    const ok = await t.call('POST', url, stella.token, { body: { answers: answersOf(f.survey!.questions) } });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ surveyId: s.id, subjectKind: 'none', studentId: stella.studentId });
    expect((await t.call('POST', url, stella.token, { body: { answers: {} } })).statusCode).toBe(409);
    const after = (await t.call('GET', '/api/surveys/pending', stella.token)).json().items as { surveyId: number }[];
    expect(after.some((i) => i.surveyId === s.id)).toBe(false);
    // the graduation survey is answered on its tab, not here
    const [grad] = await t.db
      .select({ id: refRows.id })
      .from(refRows)
      .where(and(eq(refRows.tableKey, 'survey'), sql`${refRows.data} ->> 'audience' = 'graduating'`));
    expect((await t.call('GET', `/api/surveys/${grad.id}/answer`, stella.token)).statusCode).toBe(422);
    expect((await t.call('GET', '/api/surveys/999999/answer', stella.token)).statusCode).toBe(404);
  });
});
