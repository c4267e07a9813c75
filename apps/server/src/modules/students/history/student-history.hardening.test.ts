import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantMenus, makeGroup, makeStudent, refIdOf } from '../../../factories/index.js';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await testApp();
  const g = await makeGroup(t.db, { name: 'History Office' });
  await grantMenus(t.db, g.id, { '/student/list': 15 });
  staff = (await t.signIn({ groupId: g.id })).token;
});
afterAll(async () => {
  await t?.close();
});

describe('student history: bad input', () => {
  it('refuses an effective date that does not exist or a status id out of range with 400, and changes nothing', async () => {
    const s = await makeStudent(t.db);
    const statusId = await refIdOf(t.db, 'student-status', 'Active');
    const bad = await t.call('POST', `/api/students/${s.id}/status-changes`, staff, {
      body: { statusId, reason: 'Cleared', effectiveDate: '2024-13-45' },
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().error.fields).toEqual({ effectiveDate: 'Use the date format YYYY-MM-DD' });
    const huge = await t.call('POST', `/api/students/${s.id}/status-changes`, staff, {
      body: { statusId: 2147483648, reason: 'Cleared', effectiveDate: '2024-02-29' },
    });
    expect(huge.statusCode, huge.body).toBe(400);
    expect((await t.call('GET', `/api/students/${s.id}/status-changes`, staff)).json().total).toBe(0);
  });
});
