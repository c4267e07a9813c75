import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { LEAD_MESSAGES } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { multipart, tinyPng } from '../../../../test/multipart.js';
import { grantMenus, makeGroup, makeStudent, refIdOf } from '../../../factories/index.js';
import { auditLog } from '../../../platform/db/tables.js';
import { files } from '../../kit/tables.js';
import { leadDocuments, leadDocumentVersions } from '../documents/lead-documents.schema.js';
import { leadImmigrationDocuments } from '../immigration/lead-immigration.schema.js';
import { leads } from '../leads/leads.schema.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';
import { studentDocumentVersions, studentDocuments, immigrationDocuments } from '../../students/tables.js';
import { studentNotes } from '../../students/tables.js';
import { studentAdmissionAcceptances, studentAdmissionForms } from '../../students/tables.js';
import { studentBilling, studentContacts, studentEducation } from '../../students/tables.js';

let t: TestApp;
let admissions: string;
let seq = 0;
beforeAll(async () => {
  t = await testApp();
  const group = await makeGroup(t.db, { name: 'Admissions Office' });
  await grantMenus(t.db, group.id, { '/lead/list': 15, '/student/list': 15 });
  admissions = (await t.signIn({ username: 'alma', groupId: group.id })).token;
});
afterAll(async () => {
  await t?.close();
});

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);
const send = (
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  parts: { field: string; filename: string; type: string; bytes: Buffer }[],
) => {
  const mp = multipart(fields, parts);
  return t.call(method, url, admissions, { body: mp.body, headers: mp.headers });
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers read by their fields
async function ok(res: Promise<{ statusCode: number; body: string; json: () => unknown }>, status = 200): Promise<any> {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return r.json();
}
const count = async (
  table:
    typeof files | typeof studentDocuments | typeof studentNotes | typeof immigrationDocuments | typeof studentContacts,
) => (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

/** An accepted lead that needs immigration, with everything the migration carries. */
async function fullLead() {
  seq++;
  const country = await refIdOf(t.db, 'country', 'United States');
  const lead = (await ok(
    t.call('POST', '/api/leads', admissions, {
      body: {
        firstName: 'Rosa',
        lastName: `Quispe${seq}`,
        email: `rosa.${seq}.${Date.now()}@example.com`,
        phone: '3055550166',
        birthCountryId: country,
        courseId: await refIdOf(t.db, 'course', 'Doctor of Medicine (MD)'),
        semesterId: await refIdOf(t.db, 'semester', 'Fall 2026'),
        sourceId: await refIdOf(t.db, 'referral-source', 'Website'),
      },
    }),
    201,
  )) as { id: number; email: string };
  const id = lead.id;
  await t.db.update(leads).set({ immigrationRequired: true }).where(eq(leads.id, id));
  // status history through the dropdown: audited changes
  for (const s of [3, 4, 6])
    await ok(send('POST', `/api/leads/${id}/status-changes`, { statusId: String(s), note: `to ${s}` }, []));
  await ok(
    t.call('POST', `/api/leads/${id}/notes`, admissions, { body: { subject: 'Interview', note: 'Strong candidate' } }),
    201,
  );
  await ok(t.call('POST', `/api/leads/${id}/phone-notes`, admissions, { body: { note: 'Called about housing' } }), 201);
  // a document with two versions
  const typeId = await refIdOf(t.db, 'applicant-document-type');
  const up = await ok(
    send('POST', `/api/leads/${id}/documents`, { typeId: String(typeId) }, [
      { field: 'files', filename: 'transcript.pdf', type: 'application/pdf', bytes: pdf('v1') },
    ]),
    201,
  );
  const docId = (up.items as { id: number }[])[0].id;
  await ok(
    send('PUT', `/api/leads/${id}/documents/${docId}`, { typeId: String(typeId), title: 'Transcript' }, [
      { field: 'file', filename: 'transcript-2.pdf', type: 'application/pdf', bytes: pdf('v2') },
    ]),
  );
  // immigration documents: one verified, one replaced
  const imm = `/api/leads/${id}/immigration/documents`;
  const passport = await ok(
    send('POST', imm, { type: 'Passport copy' }, [
      { field: 'files', filename: 'passport.pdf', type: 'application/pdf', bytes: pdf('passport') },
    ]),
    201,
  );
  const passportId = (passport.items as { type: string; documents: { id: number }[] }[]).find(
    (i) => i.type === 'Passport copy',
  )!.documents[0].id;
  await ok(t.call('POST', `${imm}/verify`, admissions, { body: { documentIds: [passportId] } }));
  const photos = await ok(
    send('POST', imm, { type: 'Six passport photos' }, [
      { field: 'files', filename: 'photo.png', type: 'image/png', bytes: tinyPng() },
    ]),
    201,
  );
  const photoId = (photos.items as { type: string; documents: { id: number }[] }[]).find(
    (i) => i.type === 'Six passport photos',
  )!.documents[0].id;
  await ok(
    send('PUT', `${imm}/${photoId}`, {}, [
      { field: 'file', filename: 'photo-2.png', type: 'image/png', bytes: tinyPng() },
    ]),
  );
  // admission data
  await ok(
    t.call('PUT', `/api/leads/${id}/admission-forms/statement`, admissions, {
      body: { statement: 'I want to serve my community.' },
    }),
  );
  await ok(
    t.call('POST', `/api/leads/${id}/admission-forms/acceptances/policy-guide`, admissions, {
      body: { accepted: true },
    }),
  );
  await ok(
    t.call('PUT', `/api/leads/${id}/billing`, admissions, {
      body: {
        payer: 'Loan',
        sponsorName: 'First Bank',
        address1: '9 Bay Rd',
        city: 'Miami',
        countryId: country,
        zip: '33101',
      },
    }),
  );
  await ok(
    t.call('PUT', `/api/leads/${id}/billing-contact`, admissions, {
      body: {
        name: 'Luis Quispe',
        relation: 'Father',
        email: 'luis@example.com',
        phone: '3055550167',
        address1: '9 Bay Rd',
        city: 'Miami',
        countryId: country,
        zip: '33101',
      },
    }),
  );
  await ok(
    t.call('POST', `/api/leads/${id}/education`, admissions, {
      body: { institution: 'Universidad de Lima', degree: 'BSc', fromYear: 2017, toYear: 2021 },
    }),
    201,
  );
  return { id, email: lead.email, docId, passportId };
}

describe('migrating a lead to a student', () => {
  it('carries documents (same stored files), immigration documents, notes, history, forms, billing and education in one go', async () => {
    const lead = await fullLead();
    const filesBefore = await count(files);
    const res = await ok(t.call('POST', `/api/leads/${lead.id}/migrate`, admissions));
    const studentId = res.studentId as number;
    expect(res.carried).toMatchObject({
      documents: 1,
      immigrationDocuments: 2,
      notes: 2,
      admissionForms: 1,
      acceptances: 1,
      billing: 1,
      billingContact: 1,
      education: 1,
    });
    expect(res.carried.history).toBeGreaterThanOrEqual(10);
    // no bytes were copied: the student's documents name the lead's stored files
    expect(await count(files)).toBe(filesBefore);
    const [leadDoc] = await t.db.select().from(leadDocuments).where(eq(leadDocuments.id, lead.docId));
    const [doc] = await t.db
      .select({ d: studentDocuments, folder: refRows.label })
      .from(studentDocuments)
      .innerJoin(refRows, eq(refRows.id, studentDocuments.folderId))
      .where(eq(studentDocuments.studentId, studentId));
    expect(doc).toMatchObject({
      folder: 'Admission Documents',
      d: { title: 'Transcript', fileId: leadDoc.fileId, version: 2 },
    });
    const leadVersions = await t.db
      .select()
      .from(leadDocumentVersions)
      .where(eq(leadDocumentVersions.documentId, lead.docId));
    const versions = await t.db
      .select()
      .from(studentDocumentVersions)
      .where(eq(studentDocumentVersions.documentId, doc.d.id));
    expect(versions.map((v) => [v.version, v.fileId]).sort()).toEqual(
      leadVersions.map((v) => [v.version, v.fileId]).sort(),
    );
    // the student downloads the same bytes through their own record
    const file = await t.call('GET', `/api/students/${studentId}/documents/${doc.d.id}/file`, admissions);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.rawPayload.toString()).toContain('v2');

    const imm = await t.db.select().from(immigrationDocuments).where(eq(immigrationDocuments.studentId, studentId));
    const current = await t.db
      .select()
      .from(leadImmigrationDocuments)
      .where(and(eq(leadImmigrationDocuments.leadId, lead.id), sql`${leadImmigrationDocuments.removedAt} is null`));
    expect(imm.map((d) => [d.type, d.fileId, d.verified]).sort()).toEqual(
      current.map((d) => [d.type, d.fileId, d.verified]).sort(),
    );
    expect(imm.find((d) => d.type === 'Passport copy')?.verified).toBe(true);
    const view = (await t.call('GET', `/api/students/${studentId}/immigration/documents`, admissions)).json();
    expect(view.items.find((i: { type: string }) => i.type === 'Six passport photos').documents[0].filename).toBe(
      'photo-2.png',
    );

    const notes = await t.db.select().from(studentNotes).where(eq(studentNotes.studentId, studentId));
    expect(notes.map((n) => n.note).sort()).toEqual(['Called about housing', 'Strong candidate']);
    const [form] = await t.db
      .select()
      .from(studentAdmissionForms)
      .where(eq(studentAdmissionForms.studentId, studentId));
    expect(form).toMatchObject({ form: 'statement', data: { statement: 'I want to serve my community.' } });
    expect(
      await t.db.select().from(studentAdmissionAcceptances).where(eq(studentAdmissionAcceptances.studentId, studentId)),
    ).toHaveLength(1);
    const [billing] = await t.db.select().from(studentBilling).where(eq(studentBilling.studentId, studentId));
    expect(billing).toMatchObject({ payer: 'Loan', sponsorName: 'First Bank' });
    const [contact] = await t.db.select().from(studentContacts).where(eq(studentContacts.studentId, studentId));
    expect(contact).toMatchObject({ name: 'Luis Quispe', isBillingContact: true });
    expect(await t.db.select().from(studentEducation).where(eq(studentEducation.studentId, studentId))).toHaveLength(1);

    // the lead's history is in the student's activity log, marked as from the lead, with status names
    const log = (await t.call('GET', `/api/students/${studentId}/activity-log?pageSize=100`, admissions)).json();
    const summaries = log.items.map((i: { summary: string }) => i.summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        'From the lead: Created the lead',
        'From the lead: Changed the lead status',
        'From the lead: Added a lead note',
        'From the lead: Uploaded a lead document',
      ]),
    );
    const toAccepted = log.items.find(
      (i: { summary: string; changes: { field: string; to: string }[] }) =>
        i.summary === 'From the lead: Changed the lead status' && i.changes.some((c) => c.to === 'Accepted'),
    );
    expect(toAccepted).toBeTruthy();
    const created = log.items.find((i: { summary: string }) => i.summary === 'From the lead: Created the lead');
    expect(created.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: 'Semester', to: 'Fall 2026' }),
        expect.objectContaining({ label: 'Status', to: 'New' }),
      ]),
    );
    expect(summaries).toContain("Carried over the lead's documents, notes, forms and history");
    // the lead's own migrate row stays on the lead (its status ids are not the student's)
    expect(summaries).not.toContain('Migrate');

    const [row] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ statusId: 10, studentId });
    // the lead's own records stay with it, read only
    expect(
      (await t.call('GET', `/api/leads/${lead.id}/immigration/documents/${lead.passportId}/file`, admissions))
        .statusCode,
    ).toBe(200);
  });

  it('rolls everything back when a step fails late (forced by a trigger on the last write)', async () => {
    const lead = await fullLead();
    const before = {
      files: await count(files),
      documents: await count(studentDocuments),
      notes: await count(studentNotes),
      imm: await count(immigrationDocuments),
      contacts: await count(studentContacts),
    };
    await t.db.execute(
      sql.raw(`create function fail_lead_migration() returns trigger language plpgsql as $$ begin
      if new.status_id = 10 and new.id = ${lead.id} then raise exception 'forced failure'; end if; return new; end $$`),
    );
    await t.db.execute(
      sql.raw(
        'create trigger fail_lead_migration before update on leads for each row execute function fail_lead_migration()',
      ),
    );
    try {
      const res = await t.call('POST', `/api/leads/${lead.id}/migrate`, admissions);
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw('drop trigger fail_lead_migration on leads'));
      await t.db.execute(sql.raw('drop function fail_lead_migration()'));
    }
    expect(await t.db.select().from(students).where(eq(students.email, lead.email))).toHaveLength(0);
    expect({
      files: await count(files),
      documents: await count(studentDocuments),
      notes: await count(studentNotes),
      imm: await count(immigrationDocuments),
      contacts: await count(studentContacts),
    }).toEqual(before);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'leadHistory'), eq(auditLog.entityId, String(lead.id)))),
    ).toHaveLength(0);
    const [row] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ statusId: 6, studentId: null });
    // with the fault gone, the same lead migrates
    expect((await t.call('POST', `/api/leads/${lead.id}/migrate`, admissions)).statusCode).toBe(200);
  });

  it('refuses a duplicate student email and changes nothing', async () => {
    const lead = await fullLead();
    await makeStudent(t.db, { email: lead.email.toUpperCase() });
    const before = {
      documents: await count(studentDocuments),
      notes: await count(studentNotes),
      imm: await count(immigrationDocuments),
    };
    const res = await t.call('POST', `/api/leads/${lead.id}/migrate`, admissions);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(LEAD_MESSAGES.emailTaken);
    expect({
      documents: await count(studentDocuments),
      notes: await count(studentNotes),
      imm: await count(immigrationDocuments),
    }).toEqual(before);
    const [row] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ statusId: 6, studentId: null });
  });

  it('answers 409 to a second migration of the same lead, even in parallel', async () => {
    const lead = await fullLead();
    const [a, b] = await Promise.all([
      t.call('POST', `/api/leads/${lead.id}/migrate`, admissions),
      t.call('POST', `/api/leads/${lead.id}/migrate`, admissions),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await t.db.select().from(students).where(eq(students.leadId, lead.id))).toHaveLength(1);
  });
});
