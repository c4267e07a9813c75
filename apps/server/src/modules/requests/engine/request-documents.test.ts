import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { REQUEST_DOCUMENT_ENTITY, REQUEST_DOCUMENT_MESSAGES, ROLE } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { multipart, tinyPdf, tinyPng } from '../../../../test/multipart.js';
import { grantMenus, makeGroup, makeStudent } from '../../../factories/index.js';
import { auditLog } from '../../../platform/db/tables.js';

/**
 * Documents filed with a request: the student files them on her Requests tab while the request is open, the
 * office reads them from its queue and may file or remove at any time; nobody reaches another's request.
 */
let t: TestApp;
let registrar: string;
let clerk: string;

const enrollment = { addressee: 'First National Bank', purpose: 'Loan deferment', notes: null };
const png = (name = 'proof.png') =>
  multipart({ title: 'Proof of address' }, [{ field: 'file', filename: name, type: 'image/png', bytes: tinyPng() }]);

beforeAll(async () => {
  t = await testApp();
  registrar = (await t.signIn({ roleId: ROLE.superAdmin })).token;
  const g = await makeGroup(t.db);
  await grantMenus(t.db, g.id, { '/medical/request/transcript-request': 1 });
  clerk = (await t.signIn({ groupId: g.id })).token;
});
afterAll(async () => {
  await t?.close();
});

async function studentWithRequest() {
  const s = await makeStudent(t.db);
  const { token } = await t.signIn({ userType: 'Student', studentId: s.id });
  const req = (
    await t.call('POST', `/api/students/${s.id}/requests/enrollment`, token, { body: { data: enrollment } })
  ).json();
  return { s, token, req, base: `/api/students/${s.id}/requests/${req.id}/documents` };
}

describe('request documents', () => {
  it('the student files a document with her open request; the office reads it from the queue; both download it', async () => {
    const { token, req, base } = await studentWithRequest();
    const form = png();
    const up = await t.call('POST', base, token, { body: form.body, headers: form.headers });
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json()).toMatchObject({ title: 'Proof of address', filename: 'proof.png', contentType: 'image/png' });
    const mine = (await t.call('GET', base, token)).json();
    expect(mine.items).toHaveLength(1);

    const queue = await t.call('GET', `/api/requests/documents/${req.id}`, clerk);
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().items.map((d: { id: number }) => d.id)).toEqual([up.json().id]);
    const file = await t.call('GET', `/api/requests/documents/${req.id}/${up.json().id}/file`, clerk);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const own = await t.call('GET', `${base}/${up.json().id}/file`, token);
    expect(own.statusCode).toBe(200);

    // the same file twice is refused
    const again = png();
    const dup = await t.call('POST', base, token, { body: again.body, headers: again.headers });
    expect(dup.statusCode).toBe(422);

    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, REQUEST_DOCUMENT_ENTITY), eq(auditLog.entityId, up.json().id)));
    expect(rows.map((r) => r.action)).toEqual(['create']);
  });

  it('refuses the student once the request is closed, but not the office', async () => {
    const { s, token, req, base } = await studentWithRequest();
    const moved = await t.call('POST', `/api/requests/enrollment/${req.id}/status`, registrar, {
      body: { to: 'rejected', note: 'Not a student of record' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const form = png();
    const late = await t.call('POST', base, token, { body: form.body, headers: form.headers });
    expect(late.statusCode).toBe(422);
    expect(late.json().error.fields).toEqual({ file: REQUEST_DOCUMENT_MESSAGES.closed });

    const office = multipart({}, [
      { field: 'file', filename: 'note.pdf', type: 'application/pdf', bytes: tinyPdf('x') },
    ]);
    const filed = await t.call('POST', `/api/students/${s.id}/requests/${req.id}/documents`, registrar, {
      body: office.body,
      headers: office.headers,
    });
    expect(filed.statusCode, filed.body).toBe(201);
    // she still reads it, and may not remove it
    expect((await t.call('GET', base, token)).json().items).toHaveLength(1);
    expect((await t.call('DELETE', `${base}/${filed.json().id}`, token)).statusCode).toBe(422);
    expect((await t.call('DELETE', `${base}/${filed.json().id}`, registrar)).statusCode).toBe(200);
    expect((await t.call('GET', base, token)).json().items).toHaveLength(0);
  });

  it('keeps each student to her own requests, and refuses a file that is not a document', async () => {
    const a = await studentWithRequest();
    const b = await studentWithRequest();
    // her own student id with another's request, or another's student id: not found
    expect((await t.call('GET', `/api/students/${a.s.id}/requests/${b.req.id}/documents`, a.token)).statusCode).toBe(
      404,
    );
    expect((await t.call('GET', b.base, a.token)).statusCode).toBe(404);
    const form = png();
    const theirs = await t.call('POST', `/api/students/${a.s.id}/requests/${b.req.id}/documents`, a.token, {
      body: form.body,
      headers: form.headers,
    });
    expect(theirs.statusCode).toBe(404);
    const exe = multipart({}, [
      { field: 'file', filename: 'run.pdf', type: 'application/pdf', bytes: Buffer.from('MZ\x90\x00not a pdf') },
    ]);
    const bad = await t.call('POST', a.base, a.token, { body: exe.body, headers: exe.headers });
    expect(bad.statusCode).toBe(400);
    // nothing is filed without a file
    const none = multipart({ title: 'x' }, []);
    expect((await t.call('POST', a.base, a.token, { body: none.body, headers: none.headers })).statusCode).toBe(400);
  });
});
