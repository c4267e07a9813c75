import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { REQUEST_ENTITY, REQUEST_SIGNATURE_MESSAGES, ROLE } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantComponents, grantMenus, makeGroup, makeStudent, refIdOf } from '../../../factories/index.js';
import { auditLog } from '../../../platform/db/tables.js';
import { studentRequests } from './requests.schema.js';

/**
 * The request engine through the API: the student submits on her Requests tab, the office moves the request
 * along its kind's flow from the kind's queue, refused moves are 422 naming both statuses, letters come once
 * approved, and nobody reaches another's request.
 */
let t: TestApp;
let registrar: string;
let clerk: string;
let outsider: string;

const enrollment = { addressee: 'First National Bank', purpose: 'Loan deferment', notes: null };
const transcript = {
  transcriptType: 'Medical School',
  reason: 'Residency application',
  copies: 2,
  shipping: 'Express courier',
  recipient: 'ERAS, 2450 N Street NW, Washington DC',
};

beforeAll(async () => {
  t = await testApp();
  registrar = (await t.signIn({ roleId: ROLE.superAdmin })).token;
  const g = await makeGroup(t.db);
  await grantMenus(t.db, g.id, { '/medical/request/transcript-request': 1 });
  clerk = (await t.signIn({ groupId: g.id })).token;
  const o = await makeGroup(t.db);
  await grantMenus(t.db, o.id, { '/student/list': 1 });
  await grantComponents(t.db, o.id, { 'studentProfile.requests': 0 });
  outsider = (await t.signIn({ groupId: o.id })).token;
});
afterAll(async () => {
  await t?.close();
});

async function studentWithToken(more: Parameters<typeof makeStudent>[1] = {}) {
  const s = await makeStudent(t.db, more);
  const { token } = await t.signIn({ userType: 'Student', studentId: s.id });
  return { s, token };
}

describe('student requests', () => {
  it('a student asks for an enrollment letter; the office approves and completes it; she downloads the letter', async () => {
    const { s, token } = await studentWithToken();
    const kinds = (await t.call('GET', `/api/students/${s.id}/requests/kinds`, token)).json();
    expect(kinds.items).toContainEqual(expect.objectContaining({ key: 'enrollment', refused: null }));
    expect(kinds.items).toContainEqual(
      expect.objectContaining({ key: 'mspe', refused: expect.stringContaining('clinical') }),
    );

    const res = await t.call('POST', `/api/students/${s.id}/requests/enrollment`, token, {
      body: { data: enrollment },
    });
    expect(res.statusCode, res.body).toBe(201);
    const req = res.json();
    expect(req).toMatchObject({ kind: 'enrollment', status: 'pending', statusLabel: 'Pending', letter: false });
    expect(req.moves).toEqual([
      { to: 'cancelled', action: 'Withdraw request', note: false, signature: false, conditions: null },
    ]);

    // the office's queue and counts
    const list = (await t.call('GET', `/api/requests/enrollment?q=${s.id}`, clerk)).json();
    expect(list.items.map((r: { id: number }) => r.id)).toEqual([req.id]);
    const counts = (await t.call('GET', '/api/requests/enrollment/counts', clerk)).json();
    expect(counts.items).toContainEqual({ status: 'pending', label: 'Pending', count: 1 });
    const one = (await t.call('GET', `/api/requests/enrollment/${req.id}`, registrar)).json();
    expect(one.moves.map((m: { to: string }) => m.to)).toEqual(['review', 'approved', 'rejected']);

    // the clerk reads but does not move; the letter waits for approval
    expect(
      (await t.call('POST', `/api/requests/enrollment/${req.id}/status`, clerk, { body: { to: 'approved' } }))
        .statusCode,
    ).toBe(403);
    expect((await t.call('GET', `/api/students/${s.id}/requests/${req.id}/letter`, token)).statusCode).toBe(422);

    const approve = await t.call('POST', `/api/requests/enrollment/${req.id}/status`, registrar, {
      body: { to: 'approved' },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    // a move the flow does not hold: back to pending, or a student's move made by the office
    const back = await t.call('POST', `/api/requests/enrollment/${req.id}/status`, registrar, {
      body: { to: 'pending' },
    });
    expect(back.statusCode).toBe(422);
    expect(back.json().error.message).toBe('A request that is Approved cannot become Pending');
    await t.call('POST', `/api/requests/enrollment/${req.id}/status`, registrar, { body: { to: 'completed' } });

    const letter = await t.call('GET', `/api/students/${s.id}/requests/${req.id}/letter`, token);
    expect(letter.statusCode).toBe(200);
    expect(letter.headers['content-type']).toBe('application/pdf');
    expect(letter.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const mine = (await t.call('GET', `/api/students/${s.id}/requests/${req.id}`, token)).json();
    expect(mine.events.map((e: { toLabel: string }) => e.toLabel)).toEqual(['Pending', 'Approved', 'Completed']);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, REQUEST_ENTITY), eq(auditLog.entityId, String(req.id))));
    expect(audits.map((a) => a.action)).toEqual(['create', 'status', 'status']);

    // the letter's code checks out publicly; a wrong one does not
    const [row] = await t.db.select().from(studentRequests).where(eq(studentRequests.id, req.id));
    const ok = await t.call('GET', `/api/requests/verify/${req.id}/${row.verifyCode}`);
    expect(ok.json()).toMatchObject({ letter: 'Enrollment Verification Letter', status: 'Completed' });
    expect((await t.call('GET', `/api/requests/verify/${req.id}/${'0'.repeat(24)}`)).statusCode).toBe(404);
  });

  it('prices a transcript, counts it for the bell, and takes it through payment, verification and completion', async () => {
    const { s, token } = await studentWithToken();
    const res = await t.call('POST', `/api/students/${s.id}/requests/transcript`, token, {
      body: { data: transcript },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id;
    expect(res.json()).toMatchObject({ status: 'created', fee: '95.00' });
    const move = (to: string, note?: string) =>
      t.call('POST', `/api/requests/transcript/${id}/status`, registrar, { body: { to, note } });
    expect((await move('paid')).statusCode).toBe(200);
    const bell = async () =>
      Object.fromEntries(
        (await t.call('GET', '/api/notifications/counts', registrar))
          .json()
          .items.map((c: { key: string; count: number }) => [c.key, c.count]),
      );
    expect((await bell()).transcriptCompletion).toBeGreaterThanOrEqual(1);
    expect((await move('verified')).statusCode).toBe(200);
    expect((await bell()).transcriptVerify).toBeGreaterThanOrEqual(1);
    // the student cannot withdraw it any more
    const late = await t.call('POST', `/api/students/${s.id}/requests/${id}/status`, token, {
      body: { to: 'cancelled' },
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().error.message).toBe('A request that is Verified cannot become Cancelled');
    // before it is complete, no transcript is issued to her
    const issued = () => t.call('GET', `/api/students/${s.id}/requests/transcript/issued`, token);
    expect((await issued()).json().items).toEqual([]);
    expect((await move('complete')).json()).toMatchObject({ status: 'complete', letter: true });
    expect((await issued()).json().items).toEqual([expect.objectContaining({ id, status: 'complete', letter: true })]);
  });

  it("offers the transcript's exam names: the USMLE steps she sat first, then the common ones; only hers", async () => {
    const { s, token } = await studentWithToken();
    const other = await studentWithToken();
    await t.call('POST', `/api/students/${s.id}/usmle-tests`, registrar, {
      body: { step: 'Step 2 CK', testDate: '2025-02-03', result: 'Pass', score: 244 },
    });
    const names = await t.call('GET', `/api/students/${s.id}/requests/transcript/exam-names`, token);
    expect(names.statusCode, names.body).toBe(200);
    expect(names.json().items[0]).toBe('USMLE Step 2 CK');
    expect(names.json().items).toContain('ECFMG Certification');
    // no name twice
    expect(new Set(names.json().items).size).toBe(names.json().items.length);
    expect((await t.call('GET', `/api/students/${s.id}/requests/transcript/exam-names`, other.token)).statusCode).toBe(
      404,
    );
  });

  it('refuses bad forms field by field, kinds the course does not allow, and other students', async () => {
    const { s, token } = await studentWithToken();
    const bad = await t.call('POST', `/api/students/${s.id}/requests/absence`, token, {
      body: { data: { reason: 'Medical', fromDate: '2026-12-10', toDate: '2026-12-01' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ 'data.toDate': 'The leave must end on or after its first day' });
    const missing = await t.call('POST', `/api/students/${s.id}/requests/transcript`, token, {
      body: { data: { ...transcript, copies: 11 } },
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(['data.copies']);
    // an MSPE follows clinical work
    const mspe = await t.call('POST', `/api/students/${s.id}/requests/mspe`, token, {
      body: { data: { applicationCycle: 2027, deadline: '2027-01-15' } },
    });
    expect(mspe.statusCode).toBe(422);
    expect(mspe.json().error.message).toContain('clinical');
    // a class withdrawal names a class of the catalogue
    const cls = await refIdOf(t.db, 'class');
    const w = await t.call('POST', `/api/students/${s.id}/requests/classWithdrawal`, token, {
      body: { data: { classId: 999999, effectiveDate: '2026-12-01', reason: 'Schedule conflict' } },
    });
    expect(w.statusCode).toBe(400);
    expect(w.json().error.fields).toHaveProperty(['data.classId']);
    const ok = await t.call('POST', `/api/students/${s.id}/requests/classWithdrawal`, token, {
      body: { data: { classId: cls, effectiveDate: '2026-12-01', reason: 'Schedule conflict' } },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().dataText.classId).not.toBe(String(cls));

    // another student reaches neither the request nor its letter; staff without the tab's component neither
    const other = await studentWithToken();
    const id = ok.json().id;
    expect((await t.call('GET', `/api/students/${other.s.id}/requests/${id}`, other.token)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/students/${s.id}/requests/${id}`, other.token)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/students/${s.id}/requests`, outsider)).statusCode).toBe(403);
    // an id of another kind in a queue is 404
    expect((await t.call('GET', `/api/requests/transcript/${id}`, registrar)).statusCode).toBe(404);
    // nothing half-written by the refusals
    const rows = await t.db.select().from(studentRequests).where(eq(studentRequests.studentId, s.id));
    expect(rows).toHaveLength(1);
  });

  it('takes an appeal from draft through granted conditions, the student signing them, to approved', async () => {
    const { s, token } = await studentWithToken();
    const draft = await t.call('POST', `/api/students/${s.id}/requests/appeal`, token, {
      body: { data: { subject: 'Grade', statement: 'My exam was graded against the wrong key.' }, draft: true },
    });
    expect(draft.json()).toMatchObject({ status: 'draft', statusLabel: 'Draft' });
    const id = draft.json().id;
    const mine = (to: string, more: Record<string, unknown> = {}) =>
      t.call('POST', `/api/students/${s.id}/requests/${id}/status`, token, { body: { to, ...more } });
    const office = (to: string, note?: string) =>
      t.call('POST', `/api/requests/appeal/${id}/status`, registrar, { body: { to, note } });
    expect((await mine('pending')).statusCode).toBe(200);
    const noNote = await office('grantedAdmin');
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.fields).toHaveProperty('note');
    expect((await office('grantedAdmin', 'Retake the exam by March 1')).statusCode).toBe(200);
    expect((await office('grantedSignature')).statusCode).toBe(200);
    // the student signs; the office may not sign for her
    expect((await office('grantedConditions')).statusCode).toBe(422);
    const before = (await t.call('GET', `/api/students/${s.id}/requests/${id}`, token)).json();
    expect(before.moves).toContainEqual(
      expect.objectContaining({ to: 'grantedConditions', signature: true, conditions: 'Retake the exam by March 1' }),
    );
    // her full name as on her record, typed, and the conditions accepted: else 400 naming the field
    const unsigned = await mine('grantedConditions');
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().error.fields).toEqual({ signature: REQUEST_SIGNATURE_MESSAGES.name });
    const wrong = await mine('grantedConditions', { signature: 'Somebody Else', accept: true });
    expect(wrong.json().error.fields).toEqual({ signature: REQUEST_SIGNATURE_MESSAGES.mismatch });
    const name = `  ${s.firstName.toUpperCase()}   ${s.lastName} `;
    const unaccepted = await mine('grantedConditions', { signature: name });
    expect(unaccepted.json().error.fields).toEqual({ accept: REQUEST_SIGNATURE_MESSAGES.accept });
    expect((await t.call('GET', `/api/students/${s.id}/requests/${id}`, token)).json().status).toBe('grantedSignature');
    const signed = await mine('grantedConditions', { signature: name, accept: true });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().statusLabel).toBe('Granted (Pending conditions)');
    expect(signed.json().result).toMatchObject({ signedName: name.trim() });
    expect(signed.json().events.at(-1).note).toContain('Signed electronically');
    expect((await office('approved')).json().statusLabel).toBe('Approved (All conditions met)');
  });
});
