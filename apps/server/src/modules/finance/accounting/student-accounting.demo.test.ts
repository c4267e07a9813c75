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

describe("the demo school's accounting records", () => {
  it('blocks the Financially Blocked students on their invoices (their financial status on Hold) and bills the enrolled ones', async () => {
    const blocked = rowsOf<{ financial_status: number; invoice: number | null }>(
      await t.db.execute(sql`
      select s.financial_status, a.invoice_financial_status as invoice from students s join ref_rows r on r.id = s.status_id
      left join student_accounting a on a.student_id = s.id where r.label = 'Financially Blocked'`),
    );
    expect(blocked.length).toBeGreaterThan(0);
    expect(blocked.every((b) => b.financial_status === 2 && b.invoice === 3)).toBe(true);
    const [{ n }] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from students where financial_status not in (1, 2)`),
    );
    expect(n).toBe(0);
    // the superuser sees a billed student's record through the API, the scholarship named
    const superuser = await t.login('superuser');
    const [withScholarship] = rowsOf<{ student_id: number }>(
      await t.db.execute(sql`select student_id from student_accounting where scholarship_id is not null limit 1`),
    );
    const res = await t.call('GET', `/api/students/${withScholarship.student_id}/accounting`, superuser);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ recorded: true, updatedByName: 'Bruno Bursar' });
    expect(res.json().scholarshipLabel).toEqual(expect.any(String));
    expect(res.json().invoiceTypes.length).toBeGreaterThan(0);
    // the seeded writes are in the student's activity log as live ones would be: the accounting record and a note
    const log = await t.call('GET', `/api/students/${withScholarship.student_id}/activity-log`, superuser);
    expect(log.statusCode, log.body).toBe(200);
    const sentences = log.json().items.map((i: { sentence: string }) => i.sentence);
    expect(sentences).toContainEqual(
      expect.stringMatching(/^Bruno Bursar updated the accounting information \(.*Scholarship/),
    );
    expect(sentences).toContainEqual(expect.stringMatching(/ added a note to Notes$/));
    const accounting = (
      await t.call('GET', `/api/students/${withScholarship.student_id}/activity-log?kind=accounting`, superuser)
    ).json();
    // the accounting record's change, beside the student's money moves (invoices, payments) under the same filter
    const info = accounting.items.filter((i: { sentence: string }) =>
      i.sentence.includes('updated the accounting information'),
    );
    expect(info).toHaveLength(1);
    expect(info[0].changes).toContainEqual(
      expect.objectContaining({ label: 'Scholarship', from: null, to: res.json().scholarshipLabel }),
    );
  });
});
