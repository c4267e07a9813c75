import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { rowsOf } from '../../../platform/db/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ seed: 'demo' });
});
afterAll(async () => {
  await t?.close();
});

describe("the demo school's requests", () => {
  it('fills the queues with requests of several kinds at several steps, Stella Student among them', async () => {
    const rows = rowsOf<{ kind: string; status: string; events: number }>(
      await t.db.execute(sql`select r.kind, r.status, (select count(*)::int from student_request_events e
        where e.request_id = r.id) as events from student_requests r order by r.id`),
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { kind: 'transcript', status: 'created', events: 1 },
        { kind: 'enrollment', status: 'completed', events: 3 },
        { kind: 'i94', status: 'approved', events: 2 },
        { kind: 'absence', status: 'review', events: 2 },
        { kind: 'complaint', status: 'pending', events: 1 },
        { kind: 'classWithdrawal', status: 'rejected', events: 2 },
        { kind: 'appeal', status: 'draft', events: 1 },
      ]),
    );
    // the registrar sees the transcript queue through the API
    const token = await t.login('registrar');
    const list = await t.call('GET', '/api/requests/transcript', token);
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0]).toMatchObject({ studentName: 'Stella Student', statusLabel: 'Created', fee: '25.00' });
  });
});
