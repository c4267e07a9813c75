import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLINICAL_LOG_ENTITY, CLINICAL_LOG_MESSAGES, shiftDays } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { multipart, tinyPng } from '../../../../test/multipart.js';
import { rowsOf } from '../../../platform/db/index.js';
import { auditLog } from '../../../platform/db/tables.js';
import { users } from '../../access/tables.js';
import { preceptors, studentRotations } from '../core/clinical.schema.js';

/** The clinical log on the demo school: Stella's rotation under way with Petra Preceptor, three days logged. */
let t: TestApp;
let stella: { studentId: number; token: string };
let rotation: { id: number; startDate: string; endDate: string };
let other: number;
let base: string;
let choices: {
  problems: { value: number; label: string }[];
  procedures: { value: number }[];
  options: { value: number }[];
};
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caduceus-clinical-log-'));
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await testApp({ seed: 'demo', config: { dataDir } });
  const [u] = await t.db.select({ studentId: users.studentId }).from(users).where(eq(users.username, 'student'));
  const [petra] = await t.db
    .select({ id: preceptors.id })
    .from(preceptors)
    .innerJoin(users, eq(users.id, preceptors.userId))
    .where(eq(users.username, 'preceptor'));
  const [r] = await t.db
    .select()
    .from(studentRotations)
    .where(and(eq(studentRotations.studentId, u.studentId!), eq(studentRotations.preceptorId, petra.id)));
  rotation = r;
  other = rowsOf<{ id: number }>(
    await t.db.execute(
      sql`select id from student_rotations where student_id <> ${u.studentId} and (preceptor_id is null or preceptor_id <> ${petra.id}) limit 1`,
    ),
  ).map((x) => Number(x.id))[0];
  stella = { studentId: u.studentId!, token: await t.login('student') };
  base = `/api/students/${stella.studentId}/rotations/${rotation.id}/log`;
  choices = (await t.call('GET', `${base}/options`, stella.token)).json();
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const dayBody = (over: Record<string, unknown> = {}) => ({
  setting: 'Inpatient',
  hours: 9,
  patientsSeen: 5,
  patientAge: 61,
  patientGender: 'Female',
  problems: [{ problemId: choices.problems[0].value, optionId: choices.options[0].value }],
  procedures: [{ procedureId: choices.procedures[0].value, optionId: choices.options[1].value, count: 2 }],
  academics: [{ activity: 'Lecture', topic: 'Sepsis bundles', hours: 1 }],
  ...over,
});

describe('the clinical log of a rotation', () => {
  it("shows the student her rotation's days and totals, and saves a new day with its lines", async () => {
    const log = await t.call('GET', base, stella.token);
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().items.map((i: { verification: { status: string } }) => i.verification.status)).toEqual([
      'Pending',
      'Returned',
      'Verified',
    ]);
    expect(log.json().totals).toMatchObject({ days: 3, verified: 1 });
    expect(choices.problems.length).toBeGreaterThan(0);

    const day = shiftDays(rotation.startDate, 3) <= today ? shiftDays(rotation.startDate, 3) : today;
    const saved = await t.call('PUT', `${base}/${day}`, stella.token, { body: dayBody() });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      logDate: day,
      hours: 9,
      problems: [{ problemId: choices.problems[0].value }],
      procedures: [{ count: 2 }],
      academics: [{ activity: 'Lecture', topic: 'Sepsis bundles', hours: 1 }],
      verification: { status: 'Pending', preceptorName: 'Petra Preceptor' },
    });
    // written again: the lines are replaced, not added
    const again = await t.call('PUT', `${base}/${day}`, stella.token, { body: dayBody({ procedures: [], hours: 4 }) });
    expect(again.json()).toMatchObject({ hours: 4, procedures: [] });
    const after = (await t.call('GET', base, stella.token)).json();
    expect(after.totals.days).toBe(4);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity, CLINICAL_LOG_ENTITY));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['create', 'update']));
  });

  it('refuses a day to come, a day outside the rotation and lines that do not fit, writing nothing', async () => {
    const tomorrow = shiftDays(today, 1);
    if (tomorrow <= rotation.endDate) {
      const future = await t.call('PUT', `${base}/${tomorrow}`, stella.token, { body: dayBody() });
      expect(future.statusCode).toBe(422);
      expect(future.json().error.fields).toEqual({ logDate: CLINICAL_LOG_MESSAGES.future });
    }
    const before = shiftDays(rotation.startDate, -1);
    const outside = await t.call('PUT', `${base}/${before}`, stella.token, { body: dayBody() });
    expect(outside.statusCode).toBe(422);
    expect(Object.keys(outside.json().error.fields)).toEqual(['logDate']);

    const day = rotation.startDate;
    // the first demo day is verified: it no longer changes
    const locked = await t.call('PUT', `${base}/${day}`, stella.token, { body: dayBody() });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().error.message).toBe(CLINICAL_LOG_MESSAGES.verified);
    expect((await t.call('DELETE', `${base}/${day}`, stella.token)).statusCode).toBe(422);

    const free = shiftDays(rotation.startDate, 4) <= today ? shiftDays(rotation.startDate, 4) : null;
    if (free) {
      const twice = await t.call('PUT', `${base}/${free}`, stella.token, {
        body: dayBody({
          problems: [
            { problemId: choices.problems[0].value, optionId: choices.options[0].value },
            { problemId: choices.problems[0].value, optionId: choices.options[1].value },
          ],
        }),
      });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().error.fields).toEqual({ 'problems.1.problemId': CLINICAL_LOG_MESSAGES.duplicateProblem });
      const unknown = await t.call('PUT', `${base}/${free}`, stella.token, {
        body: dayBody({ problems: [{ problemId: choices.problems[0].value, optionId: choices.procedures[0].value }] }),
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().error.fields).toEqual({ 'problems.0.optionId': CLINICAL_LOG_MESSAGES.option });
      const empty = await t.call('PUT', `${base}/${free}`, stella.token, {
        body: { setting: 'Inpatient', hours: 0 },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.fields).toEqual({ hours: CLINICAL_LOG_MESSAGES.empty });
      expect((await t.call('GET', `${base}/${free}`, stella.token)).statusCode).toBe(404);
    }
  });

  it("keeps a student to her own rotations: another student's rotation is not found", async () => {
    const theirs = await t.call('GET', `/api/students/${stella.studentId}/rotations/${other}/log`, stella.token);
    expect(theirs.statusCode).toBe(404);
  });

  it('files a signed sheet with a day, and gives the log as a PDF and a workbook', async () => {
    const day = shiftDays(rotation.startDate, 2);
    const form = multipart({ title: 'Signed sheet' }, [
      { field: 'file', filename: 'sheet.png', type: 'image/png', bytes: tinyPng() },
    ]);
    const up = await t.call('POST', `${base}/${day}/files`, stella.token, { body: form.body, headers: form.headers });
    expect(up.statusCode, up.body).toBe(201);
    const entry = (await t.call('GET', `${base}/${day}`, stella.token)).json();
    expect(entry.files).toEqual([expect.objectContaining({ name: 'Signed sheet' })]);
    const file = await t.call('GET', `${base}/${day}/files/${entry.files[0].id}`, stella.token);
    expect(file.headers['content-type']).toBe('image/png');

    const pdf = await t.call('GET', `${base}/pdf`, stella.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = await t.call('GET', `${base}/xlsx`, stella.token);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe("the preceptor's verification", () => {
  it('lets the preceptor verify a day or return it with a comment; a verified day is locked for the student', async () => {
    const petra = await t.login('preceptor');
    const portal = `/api/preceptor/rotations/${rotation.id}/log`;
    const log = await t.call('GET', portal, petra);
    expect(log.statusCode, log.body).toBe(200);
    const pending = log
      .json()
      .items.find((i: { verification: { status: string } }) => i.verification.status === 'Pending');
    const bare = await t.call('POST', `${portal}/${pending.logDate}/verification`, petra, {
      body: { status: 'Returned' },
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields).toEqual({ comment: CLINICAL_LOG_MESSAGES.comment });
    const ok = await t.call('POST', `${portal}/${pending.logDate}/verification`, petra, {
      body: { status: 'Verified' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().verification).toMatchObject({ status: 'Verified', verifiedByName: 'Petra Preceptor' });
    const edit = await t.call('PUT', `${base}/${pending.logDate}`, stella.token, { body: dayBody() });
    expect(edit.statusCode).toBe(422);
    // a rotation she does not supervise is not there; a student cannot verify
    expect((await t.call('GET', `/api/preceptor/rotations/${other}/log`, petra)).statusCode).toBe(404);
    const self = await t.call('POST', `${portal}/${pending.logDate}/verification`, stella.token, {
      body: { status: 'Verified' },
    });
    expect(self.statusCode).toBe(404);
  });

  it("gives the clinical office every student's days, filtered, and lets it verify in the preceptor's stead", async () => {
    const clinical = await t.login('clinical');
    const list = await t.call('GET', '/api/clinical/logs?verification=Returned', clinical);
    expect(list.statusCode, list.body).toBe(200);
    const [returned] = list.json().items;
    expect(returned).toMatchObject({
      rotationId: rotation.id,
      verification: 'Returned',
      preceptorName: 'Petra Preceptor',
    });
    const v = await t.call(
      'POST',
      `/api/clinical/rotations/${rotation.id}/log/${returned.logDate}/verification`,
      clinical,
      {
        body: { status: 'Verified', comment: 'Checked with the preceptor by phone' },
      },
    );
    expect(v.statusCode, v.body).toBe(200);
    expect((await t.call('GET', '/api/clinical/logs', stella.token)).statusCode).toBe(403);
  });
});
