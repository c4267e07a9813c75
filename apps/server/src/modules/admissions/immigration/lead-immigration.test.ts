import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { IMMIGRATION_DOCUMENT_TYPES } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { addLeadWith } from '../../../../test/leads.js';
import { admissionsOfficer, leadBystanders } from '../../../../test/lead-users.js';
import { multipart, tinyPng } from '../../../../test/multipart.js';
import { leadImmigrationDocuments } from './lead-immigration.schema.js';

let t: TestApp;
let admissions: string;
let reader: string;
beforeAll(async () => {
  t = await testApp();
  admissions = (await admissionsOfficer(t)).token;
  ({ reader } = await leadBystanders(t));
});
afterAll(async () => {
  await t?.close();
});

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);
const addLead = async (statusId: number, immigrationRequired: boolean) =>
  (await addLeadWith(t, admissions, { statusId, immigrationRequired })).id;
const send = (
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  fields: Record<string, string>,
  files: { field?: string; filename: string; type: string; bytes: Buffer }[],
) => {
  const mp = multipart(
    fields,
    files.map((f) => ({ field: f.field ?? 'files', ...f })),
  );
  return t.call(method, url, token, { body: mp.body, headers: mp.headers });
};
type TypeRow = { type: string; status: string; documents: { id: number; filename: string; verified: boolean }[] };
const rowOf = (body: { items: TypeRow[] }, type: string) => body.items.find((i) => i.type === type)!;

describe('immigration documents of a lead', () => {
  it('show only when the lead needs immigration', async () => {
    const no = await addLead(6, false);
    expect((await t.call('GET', `/api/leads/${no}/immigration/documents`, admissions)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/leads/${no}/header`, admissions)).json().tabs).not.toContain(
      'immigrationDocument',
    );
    const yes = await addLead(6, true);
    expect((await t.call('GET', `/api/leads/${yes}/header`, admissions)).json().tabs).toContain('immigrationDocument');
    const view = (await t.call('GET', `/api/leads/${yes}/immigration/documents`, reader)).json();
    expect(view.items.map((i: TypeRow) => i.type)).toEqual(IMMIGRATION_DOCUMENT_TYPES.map((o) => o.value));
    expect(view.items.every((i: TypeRow) => i.status === 'missing')).toBe(true);
  });

  it('are uploaded by type, downloaded, replaced (the new file waits for verification), verified and removed', async () => {
    const id = await addLead(7, true);
    const base = `/api/leads/${id}/immigration/documents`;
    const badType = await send('POST', base, admissions, { type: 'Diploma' }, [
      { filename: 'a.pdf', type: 'application/pdf', bytes: pdf('a') },
    ]);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error.fields).toHaveProperty('type');
    const notAScan = await send('POST', base, admissions, { type: 'Passport copy' }, [
      { filename: 'a.pdf', type: 'application/pdf', bytes: Buffer.from('MZ not a pdf') },
    ]);
    expect(notAScan.statusCode).toBe(400);
    expect(
      (
        await send('POST', base, reader, { type: 'Passport copy' }, [
          { filename: 'a.pdf', type: 'application/pdf', bytes: pdf('a') },
        ])
      ).statusCode,
    ).toBe(403);

    const up = await send('POST', base, admissions, { type: 'Passport copy' }, [
      { filename: 'passport.pdf', type: 'application/pdf', bytes: pdf('passport one') },
    ]);
    expect(up.statusCode, up.body).toBe(201);
    const passport = rowOf(up.json(), 'Passport copy');
    expect(passport).toMatchObject({ status: 'uploaded', documents: [{ filename: 'passport.pdf', verified: false }] });
    const docId = passport.documents[0].id;

    const file = await t.call('GET', `${base}/${docId}/file`, reader);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.toString()).toContain('passport one');

    const verified = await t.call('POST', `${base}/verify`, admissions, { body: { documentIds: [docId] } });
    expect(rowOf(verified.json(), 'Passport copy').status).toBe('verified');

    const replaced = await send('PUT', `${base}/${docId}`, admissions, {}, [
      { field: 'file', filename: 'passport-renewed.png', type: 'image/png', bytes: tinyPng() },
    ]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const now = rowOf(replaced.json(), 'Passport copy');
    expect(now).toMatchObject({
      status: 'uploaded',
      documents: [{ filename: 'passport-renewed.png', verified: false }],
    });
    // the old file stays in the trail, marked replaced by the new one
    const [old] = await t.db.select().from(leadImmigrationDocuments).where(eq(leadImmigrationDocuments.id, docId));
    expect(old).toMatchObject({ replacedBy: now.documents[0].id, verified: true });
    expect(old.removedAt).not.toBeNull();
    expect((await t.call('GET', `${base}/${docId}/file`, admissions)).statusCode).toBe(404);
    expect((await send('PUT', `${base}/${now.documents[0].id}`, admissions, {}, [])).statusCode).toBe(400);

    // another lead cannot reach it
    const other = await addLead(7, true);
    expect(
      (await t.call('DELETE', `/api/leads/${other}/immigration/documents/${now.documents[0].id}`, admissions))
        .statusCode,
    ).toBe(404);
    const removed = await t.call('DELETE', `${base}/${now.documents[0].id}`, admissions);
    expect(rowOf(removed.json(), 'Passport copy')).toMatchObject({ status: 'missing', documents: [] });
  });
});
