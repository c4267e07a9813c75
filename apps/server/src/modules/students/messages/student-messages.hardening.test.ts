import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantMenus, makeGroup, makeStudent } from '../../../factories/index.js';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await testApp();
  const g = await makeGroup(t.db, { name: 'Messages Office' });
  await grantMenus(t.db, g.id, { '/student/list': 15 });
  staff = (await t.signIn({ groupId: g.id })).token;
});
afterAll(async () => {
  await t?.close();
});

describe('student messages: bad input', () => {
  it('answers 400 for a report period with a date that does not exist and for ids out of range', async () => {
    const s = await makeStudent(t.db);
    const report = await t.call('GET', `/api/students/${s.id}/messages/report?from=2024-02-30`, staff);
    expect(report.statusCode, report.body).toBe(400);
    expect(report.json().error.fields).toEqual({ from: 'Use the date format YYYY-MM-DD' });
    expect(
      (await t.call('GET', `/api/students/${s.id}/messages/report?from=2024-02-29&to=2024-03-01`, staff)).statusCode,
    ).toBe(200);
    expect((await t.call('GET', `/api/students/${s.id}/sms/99999999999`, staff)).statusCode).toBe(400);
    expect((await t.call('DELETE', `/api/students/${s.id}/sms-recipients/99999999999`, staff)).statusCode).toBe(400);
    const clear = await t.call('POST', '/api/admin/notify-all/clear', (await t.signIn({ roleId: 100 })).token, {
      body: { studentIds: [99999999999] },
    });
    expect(clear.statusCode, clear.body).toBe(400);
  });
});
