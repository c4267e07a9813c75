import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../../../test/harness.js';
import { rowsOf } from '../../platform/db/index.js';

let t: TestApp;
beforeAll(async () => { t = await testApp({ seed: 'demo' }); });
afterAll(async () => { await t?.close(); });

describe('the demo school', () => {
  it('has 300 students across every status of the issue, with notes of each type and a billing contact each', async () => {
    const byStatus = rowsOf<{ label: string; n: number }>(await t.db.execute(sql`
      select r.label, count(*)::int as n from students s join ref_rows r on r.id = s.status_id group by r.label`));
    const counts = Object.fromEntries(byStatus.map((r) => [r.label, r.n]));
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(300);
    for (const status of ['Lead', 'Accepted', 'Paid Seat Deposit', 'Immigration Cleared', 'Financially Cleared', 'Student', 'Financially Blocked', 'On-LOA', 'Withdrawn', 'Administrative Withdrawn', 'Alumni']) {
      expect(counts[status], status).toBeGreaterThan(0);
    }
    const notes = rowsOf<{ note_type: number; n: number }>(await t.db.execute(sql`select note_type, count(*)::int as n from student_notes group by note_type order by note_type`));
    expect(notes.map((r) => r.note_type)).toEqual([1, 2, 3]);
    const [{ n }] = rowsOf<{ n: number }>(await t.db.execute(sql`select count(distinct student_id)::int as n from student_contacts where is_billing_contact`));
    expect(n).toBe(300);
  });

  it('links the demo student to her record and the demo parent to two children', async () => {
    const student = await t.login('student');
    const me = (await t.call('GET', '/api/auth/me', student)).json().user;
    const header = (await t.call('GET', `/api/students/${me.studentId}/header`, student)).json();
    expect(header).toMatchObject({ name: 'Stella Student', viewer: 'student', tabSet: 'student' });
    const parent = await t.login('parent');
    const mine = (await t.call('GET', '/api/students/mine', parent)).json().items;
    expect(mine).toHaveLength(2);
    expect(mine.map((s: { name: string }) => s.name)).toContain('Stella Student');
  });
});
