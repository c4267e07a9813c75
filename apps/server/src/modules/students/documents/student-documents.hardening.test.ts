import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { PDF, pdfText } from '../../../../test/pdf.js';
import { grantMenus, makeGroup, makeStudent, refIdOf } from '../../../factories/index.js';
import { multipart } from '../../../../test/multipart.js';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await testApp();
  const g = await makeGroup(t.db, { name: 'Documents Office' });
  await grantMenus(t.db, g.id, { '/student/list': 15 });
  staff = (await t.signIn({ groupId: g.id })).token;
});
afterAll(async () => {
  await t?.close();
});

async function upload(studentId: number, title: string, sharedWithStudent: boolean) {
  const mp = multipart(
    { folderId: String(await refIdOf(t.db, 'student-folder')), title, sharedWithStudent: String(sharedWithStudent) },
    [{ field: 'files', filename: 'letter.pdf', type: 'application/pdf', bytes: PDF }],
  );
  const res = await t.call('POST', `/api/students/${studentId}/documents`, staff, {
    body: mp.body,
    headers: mp.headers,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().items[0].id as number;
}

describe('student documents: what the student sees and bad input', () => {
  it("the student's own snapshot lists only the documents shared with them; staff see every one", async () => {
    const s = await makeStudent(t.db, { currentCourseStatus: 'Clinical Medicine' });
    await upload(s.id, 'Shared Enrolment Letter', true);
    await upload(s.id, 'Internal Disciplinary Memo', false);
    const { token } = await t.signIn({ userType: 'Student', studentId: s.id });
    const own = await t.call('GET', `/api/students/${s.id}/snapshot`, token);
    expect(own.statusCode, own.body).toBe(200);
    const seen = pdfText(own.rawPayload);
    expect(seen).toContain('Shared Enrolment Letter');
    expect(seen).toContain('Documents (1)');
    expect(seen).not.toContain('Internal Disciplinary Memo');
    const staffView = pdfText((await t.call('GET', `/api/students/${s.id}/snapshot`, staff)).rawPayload);
    expect(staffView).toContain('Internal Disciplinary Memo');
    expect(staffView).toContain('Documents (2)');
  });

  it('answers 400, not a server error, for ids out of range and dates that do not exist', async () => {
    const s = await makeStudent(t.db, { immigrationRequired: true });
    const email = await t.call('POST', `/api/students/${s.id}/documents/email`, staff, {
      body: { documentIds: [2147483648], recipient: 'student', subject: 'Docs' },
    });
    expect(email.statusCode, email.body).toBe(400);
    const verify = await t.call('POST', `/api/students/${s.id}/immigration/documents/verify`, staff, {
      body: { documentIds: [99999999999], verified: true },
    });
    expect(verify.statusCode, verify.body).toBe(400);
    const details = await t.call('PUT', `/api/students/${s.id}/immigration`, staff, {
      body: { visaExpiry: '2030-02-31' },
    });
    expect(details.statusCode, details.body).toBe(400);
    expect(details.json().error.fields).toEqual({ visaExpiry: 'Use the date format YYYY-MM-DD' });
    const list = await t.call('GET', `/api/students/${s.id}/documents?folderId=99999999999`, staff);
    expect(list.statusCode, list.body).toBe(400);
  });
});
