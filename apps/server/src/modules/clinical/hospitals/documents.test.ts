import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CLINICALS_MENU_LINK, HOSPITAL_ENTITY } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { multipart, tinyPdf, tinyPng } from '../../../../test/multipart.js';
import { grantMenus, makeGroup } from '../../../factories/index.js';
import { auditLog } from '../../../platform/db/tables.js';

/** A hospital's documents through the API: uploaded several at once, listed, downloaded, deactivated; audited. */
let t: TestApp;
let clinical: string;
let reader: string;
let student: string;
let hospitalId: number;
let otherId: number;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caduceus-hospital-docs-'));
const url = (id: number, rest = '') => `/api/clinical/hospitals/${id}/documents${rest}`;
const upload = (
  token: string,
  id: number,
  files: { filename: string; type: string; bytes: Buffer }[],
  title?: string,
) => {
  const form = multipart(
    title ? { title } : {},
    files.map((f) => ({ field: 'file', ...f })),
  );
  return t.call('POST', url(id), token, { body: form.body, headers: form.headers });
};

beforeAll(async () => {
  t = await testApp({ config: { dataDir } });
  const office = await makeGroup(t.db, { name: 'Clinical Office' });
  await grantMenus(t.db, office.id, { [CLINICALS_MENU_LINK]: 15 }, { parts: false });
  clinical = (await t.signIn({ username: 'clara', groupId: office.id })).token;
  const readers = await makeGroup(t.db, { name: 'Clinical Readers' });
  await grantMenus(t.db, readers.id, { [CLINICALS_MENU_LINK]: 1 }, { parts: false });
  reader = (await t.signIn({ username: 'dorian', groupId: readers.id })).token;
  student = (await t.signIn({ username: 'stella', userType: 'Student', roleName: 'STUDENT' })).token;
  hospitalId = (await t.call('POST', '/api/clinical/hospitals', clinical, { body: { name: 'Bayview General' } })).json()
    .id;
  otherId = (await t.call('POST', '/api/clinical/hospitals', clinical, { body: { name: 'Lakeshore Clinic' } })).json()
    .id;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('hospital documents', () => {
  it('are uploaded two at once under one title, listed, downloaded, deactivated and reactivated, each audited', async () => {
    expect(hospitalId).toBeGreaterThan(0);
    const up = await upload(
      clinical,
      hospitalId,
      [
        { filename: 'affiliation-agreement.pdf', type: 'application/pdf', bytes: tinyPdf('Affiliation agreement') },
        { filename: 'insurance.png', type: 'image/png', bytes: tinyPng() },
      ],
      'Affiliation 2026',
    );
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().items).toHaveLength(2);
    expect(up.json().items[0]).toMatchObject({ title: 'Affiliation 2026', active: true });
    const listed = (await t.call('GET', url(hospitalId), reader)).json().items;
    expect(listed.map((d: { filename: string }) => d.filename).sort()).toEqual([
      'affiliation-agreement.pdf',
      'insurance.png',
    ]);
    const pdf = listed.find((d: { filename: string }) => d.filename.endsWith('.pdf'));
    const file = await t.call('GET', url(hospitalId, `/${pdf.id}`), reader);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect((await t.call('GET', url(otherId, `/${pdf.id}`), reader)).statusCode).toBe(404);

    const off = await t.call('PUT', url(hospitalId, `/${pdf.id}/status`), clinical, { body: { active: false } });
    expect(off.json()).toMatchObject({ id: pdf.id, active: false });
    expect((await t.call('GET', url(hospitalId), reader)).json().items.at(-1)).toMatchObject({ id: pdf.id });
    const on = await t.call('PUT', url(hospitalId, `/${pdf.id}/status`), clinical, { body: { active: true } });
    expect(on.json().active).toBe(true);
    const trail = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, HOSPITAL_ENTITY), eq(auditLog.entityId, String(hospitalId))));
    const actions = trail.map((a) => a.action);
    expect(actions.filter((a) => a === 'add_file')).toHaveLength(2);
    expect(actions).toEqual(expect.arrayContaining(['deactivate_file', 'activate_file']));
  });

  it('refuses a file of another type and an upload without a file; readers and students write nothing', async () => {
    const bad = await upload(clinical, hospitalId, [
      { filename: 'run.exe', type: 'application/octet-stream', bytes: Buffer.from('MZ not a document') },
    ]);
    expect(bad.statusCode).toBe(400);
    expect((await upload(clinical, hospitalId, [])).statusCode).toBe(400);
    expect(
      (await upload(reader, hospitalId, [{ filename: 'a.png', type: 'image/png', bytes: tinyPng() }])).statusCode,
    ).toBe(403);
    expect((await t.call('GET', url(hospitalId), student)).statusCode).toBe(403);
    expect(
      (await upload(clinical, 999999, [{ filename: 'a.png', type: 'image/png', bytes: tinyPng() }])).statusCode,
    ).toBe(404);
    expect((await t.call('GET', url(otherId), reader)).json().items).toEqual([]);
  });
});
