import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { multipart, tinyPdf, tinyPng } from '../../../../test/multipart.js';
import { grantComponents, grantMenus, makeGroup, makeStudent, makeUser } from '../../../factories/index.js';
import { auditLog } from '../../../platform/db/tables.js';
import { linkParent } from '../record/students.repo.js';

let t: TestApp;
let registrar: string;
let reader: string;
beforeAll(async () => {
  t = await testApp();
  const office = await makeGroup(t.db, { name: 'Registrar Office' });
  await grantMenus(t.db, office.id, { '/student/list': 15 });
  registrar = (await t.signIn({ username: 'registrar.ss', groupId: office.id })).token;
  // reads the record, but may not edit the personal tab
  const desk = await makeGroup(t.db, { name: 'Front Desk' });
  await grantMenus(t.db, desk.id, { '/student/list': 1 });
  await grantComponents(t.db, desk.id, { 'studentProfile.personal': 1 });
  reader = (await t.signIn({ username: 'desk.ss', groupId: desk.id })).token;
});
afterAll(async () => {
  await t?.close();
});

const fileRequest = (
  studentId: number,
  token: string,
  fields: Record<string, string>,
  proof: { filename: string; type: string; bytes: Buffer } | null = {
    filename: 'marriage-certificate.pdf',
    type: 'application/pdf',
    bytes: tinyPdf('Marriage certificate'),
  },
) => {
  const mp = multipart(fields, proof ? [{ field: 'proof', ...proof }] : []);
  return t.call('POST', `/api/students/${studentId}/identity-requests`, token, { body: mp.body, headers: mp.headers });
};

async function ownStudent() {
  const s = await makeStudent(t.db, { firstName: 'Stella', lastName: 'Stone', dateOfBirth: '2000-05-06' });
  const { token } = await t.signIn({ userType: 'Student', studentId: s.id });
  return { s, token };
}

describe('legal identity change requests', () => {
  it('the student files a request with a proof; the registrar approves; the record changes and its history says so', async () => {
    const { s, token } = await ownStudent();
    const filed = await fileRequest(s.id, token, {
      firstName: 'Stella',
      middleName: 'Marie',
      lastName: 'Rivers',
      dateOfBirth: '2000-05-06',
      reason: 'Marriage',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const req = filed.json();
    expect(req).toMatchObject({
      status: 'pending',
      previous: { lastName: 'Stone', middleName: null },
      requested: { lastName: 'Rivers', middleName: 'Marie' },
      proof: { filename: 'marriage-certificate.pdf', contentType: 'application/pdf' },
    });
    // nothing changed yet; the student sees her pending request
    expect((await t.call('GET', `/api/students/${s.id}`, token)).json().lastName).toBe('Stone');
    const mine = await t.call('GET', `/api/students/${s.id}/identity-requests`, token);
    expect(mine.json().items.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([
      [req.id, 'pending'],
    ]);
    // a second request while one is pending: 409
    const again = await fileRequest(s.id, token, { firstName: 'Stella', lastName: 'Brook', dateOfBirth: '2000-05-06' });
    expect(again.statusCode).toBe(409);

    // the registrar's queue lists it, with the proof to read
    const queue = await t.call('GET', '/api/students/identity-requests', registrar);
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().items.map((r: { id: number }) => r.id)).toContain(req.id);
    const proof = await t.call('GET', `/api/students/${s.id}/identity-requests/${req.id}/proof`, registrar);
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('application/pdf');
    // the student may not decide her own request; staff without the edit right may not either
    expect((await t.call('POST', `/api/students/${s.id}/identity-requests/${req.id}/approve`, token)).statusCode).toBe(
      403,
    );
    expect((await t.call('POST', `/api/students/${s.id}/identity-requests/${req.id}/approve`, reader)).statusCode).toBe(
      403,
    );
    expect((await t.call('GET', '/api/students/identity-requests', reader)).statusCode).toBe(403);

    const ok = await t.call('POST', `/api/students/${s.id}/identity-requests/${req.id}/approve`, registrar);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'approved', decidedByName: expect.any(String) });
    const record = (await t.call('GET', `/api/students/${s.id}`, token)).json();
    expect(record).toMatchObject({ firstName: 'Stella', middleName: 'Marie', lastName: 'Rivers' });
    // decided once only
    expect(
      (
        await t.call('POST', `/api/students/${s.id}/identity-requests/${req.id}/reject`, registrar, {
          body: { reason: 'late' },
        })
      ).statusCode,
    ).toBe(409);
    // the record's history: the approval with the fields it changed
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'student'),
          eq(auditLog.entityId, String(s.id)),
          eq(auditLog.action, 'approveIdentityChange'),
        ),
      );
    expect(row.before).toEqual({ middleName: null, lastName: 'Stone' });
    expect(row.after).toEqual({ middleName: 'Marie', lastName: 'Rivers' });
    const activity = await t.call('GET', `/api/students/${s.id}/activity-log`, registrar);
    expect(activity.statusCode, activity.body).toBe(200);
    const entry = activity.json().items.find((a: { action: string }) => a.action === 'approveIdentityChange');
    expect(JSON.stringify(entry?.changes)).toContain('Rivers');
    expect(entry).toBeDefined();
  });

  it('the registrar rejects with a reason the student reads; the record stays', async () => {
    const { s, token } = await ownStudent();
    const png = { filename: 'id.png', type: 'image/png', bytes: tinyPng() };
    const req = (
      await fileRequest(s.id, token, { firstName: 'Estelle', lastName: 'Stone', dateOfBirth: '2000-05-06' }, png)
    ).json();
    const noReason = await t.call('POST', `/api/students/${s.id}/identity-requests/${req.id}/reject`, registrar, {
      body: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    const res = await t.call('POST', `/api/students/${s.id}/identity-requests/${req.id}/reject`, registrar, {
      body: { reason: 'The document is not legible' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mine = (await t.call('GET', `/api/students/${s.id}/identity-requests`, token)).json().items[0];
    expect(mine).toMatchObject({ status: 'rejected', decisionReason: 'The document is not legible' });
    expect((await t.call('GET', `/api/students/${s.id}`, token)).json().firstName).toBe('Stella');
    // a new request may follow a decided one
    const next = await fileRequest(s.id, token, { firstName: 'Estelle', lastName: 'Stone', dateOfBirth: '2000-05-06' });
    expect(next.statusCode).toBe(201);
  });

  it('refuses a request without a proof, with a proof of another kind, or changing nothing (400)', async () => {
    const { s, token } = await ownStudent();
    const fields = { firstName: 'Nova', lastName: 'Stone', dateOfBirth: '2000-05-06' };
    const none = await fileRequest(s.id, token, fields, null);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.proof).toBeDefined();
    const txt = await fileRequest(s.id, token, fields, {
      filename: 'proof.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('just text'),
    });
    expect(txt.statusCode).toBe(400);
    expect(txt.json().error.fields.proof).toBeDefined();
    const same = await fileRequest(s.id, token, { firstName: 'Stella', lastName: 'Stone', dateOfBirth: '2000-05-06' });
    expect(same.statusCode).toBe(400);
    const young = await fileRequest(s.id, token, {
      ...fields,
      dateOfBirth: `${new Date().getUTCFullYear() - 10}-01-01`,
    });
    expect(young.statusCode).toBe(400);
    expect(young.json().error.fields.dateOfBirth).toBeDefined();
    // staff do not file for the student
    expect((await fileRequest(s.id, registrar, fields)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/students/${s.id}/identity-requests`, token)).json().items).toEqual([]);
  });

  it('the student may not change her legal identity directly, but keeps her contact details herself', async () => {
    const { s, token } = await ownStudent();
    const direct = await t.call('PUT', `/api/students/${s.id}/personal`, token, {
      body: { firstName: 'Other', lastName: 'Name', dateOfBirth: '1999-01-01', email: s.email, phone: '3055550101' },
    });
    expect(direct.statusCode).toBe(403);
    const contact = await t.call('PUT', `/api/students/${s.id}/personal/contact`, token, {
      body: { phone: '+1 305 555 0199', alternateEmail: 'stella.home@example.com', preferredName: 'Stel' },
    });
    expect(contact.statusCode, contact.body).toBe(200);
    const r = (await t.call('GET', `/api/students/${s.id}`, token)).json();
    expect(r).toMatchObject({
      firstName: 'Stella',
      lastName: 'Stone',
      phone: '+1 305 555 0199',
      alternateEmail: 'stella.home@example.com',
      preferredName: 'Stel',
    });
    // legal fields sent to the contact route are not taken
    await t.call('PUT', `/api/students/${s.id}/personal/contact`, token, {
      body: { phone: '3055550199', lastName: 'Sneaky' },
    });
    expect((await t.call('GET', `/api/students/${s.id}`, token)).json().lastName).toBe('Stone');
    const bad = await t.call('PUT', `/api/students/${s.id}/personal/contact`, token, { body: { phone: 'abc' } });
    expect(bad.statusCode).toBe(400);
    // staff keep the whole personal tab
    const staffEdit = await t.call('PUT', `/api/students/${s.id}/personal`, registrar, {
      body: { firstName: 'Stella', lastName: 'Stone', dateOfBirth: '2000-05-06', email: s.email, phone: '3055550100' },
    });
    expect(staffEdit.statusCode, staffEdit.body).toBe(200);
  });
});

describe('what a parent reads', () => {
  it('reads only the parts the student shares, never writes, and an unlinked parent reaches nothing', async () => {
    const { s, token } = await ownStudent();
    const parent = await makeUser(t.db, { userType: 'Parent', studentId: s.id, firstName: 'Pat', lastName: 'Stone' });
    await linkParent(t.db, parent.id, s.id, 'Mother');
    const parentToken = await t.login(parent.username);

    // nothing shared yet: the header opens with no tabs; personal and address are 403
    const header = (await t.call('GET', `/api/students/${s.id}/header`, parentToken)).json();
    expect(header).toMatchObject({ viewer: 'parent', canEdit: false, tabs: [] });
    expect((await t.call('GET', `/api/students/${s.id}`, parentToken)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/students/${s.id}/address`, parentToken)).statusCode).toBe(403);

    // the student sees her parents and shares her personal details with this one
    const list = (await t.call('GET', `/api/students/${s.id}/sharing`, token)).json();
    expect(list.parents).toEqual([
      expect.objectContaining({ userId: parent.id, name: 'Pat Stone', relation: 'Mother', parts: [] }),
    ]);
    // the parent may not grant themselves more; nor may staff decide for the student
    expect(
      (
        await t.call('PUT', `/api/students/${s.id}/sharing/${parent.id}`, parentToken, {
          body: { parts: ['personal'] },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.call('PUT', `/api/students/${s.id}/sharing/${parent.id}`, registrar, { body: { parts: ['personal'] } }))
        .statusCode,
    ).toBe(403);
    const share = await t.call('PUT', `/api/students/${s.id}/sharing/${parent.id}`, token, {
      body: { parts: ['personal'] },
    });
    expect(share.statusCode, share.body).toBe(200);
    expect(share.json().parents[0].parts).toEqual(['personal']);

    const shared = (await t.call('GET', `/api/students/${s.id}/header`, parentToken)).json();
    expect(shared.tabs).toContain('personal');
    expect(shared.tabs).not.toContain('address');
    const read = await t.call('GET', `/api/students/${s.id}`, parentToken);
    expect(read.statusCode).toBe(200);
    expect(read.json().firstName).toBe('Stella');
    expect((await t.call('GET', `/api/students/${s.id}/address`, parentToken)).statusCode).toBe(403);
    // reads, but writes nothing (an adult's record)
    const write = await t.call('PUT', `/api/students/${s.id}/personal`, parentToken, {
      body: { firstName: 'Other', lastName: 'Stone', dateOfBirth: '2000-05-06', email: s.email, phone: '3055550101' },
    });
    expect(write.statusCode).toBe(403);
    expect(
      (await t.call('PUT', `/api/students/${s.id}/personal/contact`, parentToken, { body: { phone: '3055550101' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await fileRequest(s.id, parentToken, { firstName: 'X', lastName: 'Y', dateOfBirth: '2000-01-01' })).statusCode,
    ).toBe(403);
    // the student's requests and her sharing stay hers
    expect((await t.call('GET', `/api/students/${s.id}/identity-requests`, parentToken)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/students/${s.id}/sharing`, parentToken)).statusCode).toBe(403);

    // sharing with a user who is not her parent: 404
    const stranger = await makeUser(t.db, { userType: 'Parent' });
    expect(
      (await t.call('PUT', `/api/students/${s.id}/sharing/${stranger.id}`, token, { body: { parts: ['personal'] } }))
        .statusCode,
    ).toBe(404);
    // a parent not linked to the student reaches nothing of hers
    const strangerToken = await t.login(stranger.username);
    expect((await t.call('GET', `/api/students/${s.id}`, strangerToken)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/students/${s.id}/header`, strangerToken)).statusCode).toBe(404);

    // withdrawing the consent closes it again
    await t.call('PUT', `/api/students/${s.id}/sharing/${parent.id}`, token, { body: { parts: [] } });
    expect((await t.call('GET', `/api/students/${s.id}`, parentToken)).statusCode).toBe(403);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(s.id)), eq(auditLog.action, 'shareWithParent')));
    expect(audits).toHaveLength(2);
  });
});
