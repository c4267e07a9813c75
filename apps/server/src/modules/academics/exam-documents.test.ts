import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EXAM_DOCUMENT_MESSAGES, MCAT_DOCUMENT_ENTITY, ROLE, USMLE_DOCUMENT_ENTITY } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../test/harness.js';
import { multipart, tinyPng } from '../../../test/multipart.js';
import { makeStudent } from '../../factories/index.js';
import { auditLog } from '../../platform/db/tables.js';

/** Documents filed with a USMLE attempt or an MCAT: uploaded through the kit's file storage, listed, downloaded, removed. */
let t: TestApp;
let registrar: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caduceus-usmle-docs-'));
const url = (studentId: number, rest = '') => `/api/students/${studentId}/usmle-tests${rest}`;

beforeAll(async () => {
  t = await testApp({ config: { dataDir } });
  registrar = (await t.signIn({ roleId: ROLE.superAdmin })).token;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const upload = (token: string, studentId: number, attemptId: number, bytes: Buffer | null, title = 'Score report') => {
  const form = multipart(
    { title },
    bytes ? [{ field: 'file', filename: 'score-report.png', type: 'image/png', bytes }] : [],
  );
  return t.call('POST', url(studentId, `/${attemptId}/documents`), token, { body: form.body, headers: form.headers });
};

describe('USMLE documents', () => {
  it('are uploaded, listed, downloaded and removed, each audited; a file is checked by its content', async () => {
    const s = await makeStudent(t.db);
    const attempt = (
      await t.call('POST', url(s.id), registrar, {
        body: { step: 'Step 2 CK', testDate: '2024-08-01', result: 'Pass', score: 245 },
      })
    ).json();
    const up = await upload(registrar, s.id, attempt.id, tinyPng());
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json()).toMatchObject({ title: 'Score report', filename: 'score-report.png', contentType: 'image/png' });

    const list = (await t.call('GET', url(s.id, `/${attempt.id}/documents`), registrar)).json();
    expect(list.items).toHaveLength(1);
    const file = await t.call('GET', url(s.id, `/${attempt.id}/documents/${up.json().id}/file`), registrar);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toContain('attachment');

    const twice = await upload(registrar, s.id, attempt.id, tinyPng());
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error.fields).toEqual({ file: EXAM_DOCUMENT_MESSAGES.duplicate });
    const none = await upload(registrar, s.id, attempt.id, null);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ file: EXAM_DOCUMENT_MESSAGES.file });
    const fake = await upload(registrar, s.id, attempt.id, Buffer.from('MZ not really a picture'));
    expect(fake.statusCode).toBe(400);
    expect(Object.keys(fake.json().error.fields)).toEqual(['file']);

    const other = await makeStudent(t.db);
    expect((await upload(registrar, other.id, attempt.id, tinyPng())).statusCode).toBe(404);
    expect(
      (await t.call('GET', url(other.id, `/${attempt.id}/documents/${up.json().id}/file`), registrar)).statusCode,
    ).toBe(404);

    const { token } = await t.signIn({ userType: 'Student', studentId: s.id });
    expect((await t.call('GET', url(s.id, `/${attempt.id}/documents`), token)).json().items).toHaveLength(1);
    expect(await upload(token, s.id, attempt.id, tinyPng(), 'Mine')).toHaveProperty('statusCode', 403);

    expect((await t.call('DELETE', url(s.id, `/${attempt.id}/documents/${up.json().id}`), registrar)).statusCode).toBe(
      200,
    );
    expect((await t.call('GET', url(s.id, `/${attempt.id}/documents`), registrar)).json().items).toHaveLength(0);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, USMLE_DOCUMENT_ENTITY), eq(auditLog.entityId, String(up.json().id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete']);
  });

  it('are filed with an MCAT the same way, and go with it', async () => {
    const s = await makeStudent(t.db);
    const mcat = (
      await t.call('POST', `/api/students/${s.id}/mcat`, registrar, {
        body: { testDate: '2021-04-16', chemPhys: 127, cars: 125, bioBiochem: 128, psychSoc: 126 },
      })
    ).json();
    const docs = `/api/students/${s.id}/mcat/${mcat.id}/documents`;
    const form = multipart({ title: 'MCAT report' }, [
      { field: 'file', filename: 'mcat.png', type: 'image/png', bytes: tinyPng() },
    ]);
    const up = await t.call('POST', docs, registrar, { body: form.body, headers: form.headers });
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json()).toMatchObject({ entryId: mcat.id, title: 'MCAT report', filename: 'mcat.png' });
    expect((await t.call('GET', `${docs}/${up.json().id}/file`, registrar)).statusCode).toBe(200);
    expect((await t.call('GET', docs, registrar)).json().items).toHaveLength(1);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, MCAT_DOCUMENT_ENTITY), eq(auditLog.entityId, String(up.json().id))));
    expect(audits.map((a) => a.action)).toEqual(['create']);
    // removing the MCAT removes what was filed with it
    expect((await t.call('DELETE', `/api/students/${s.id}/mcat/${mcat.id}`, registrar)).statusCode).toBe(200);
    expect((await t.call('GET', docs, registrar)).statusCode).toBe(404);
  });
});
