import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { ROLE } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../test/harness.js';
import { makeStudent } from '../../factories/index.js';
import { seedLeads } from '../../modules/admissions/index.js';
import { leadNotes, leadStatusChanges, leads } from '../../modules/admissions/tables.js';
import { seedStudents } from '../../modules/students/index.js';
import { students } from '../../modules/students/tables.js';
import { compactRowCounts, rowCounts } from './row-counts.js';

/**
 * The lists' unfiltered totals come from row_counts, kept by triggers: after inserts, closing,
 * reopening, soft deletes, restores, hard deletes and compaction, each list answers the total that
 * count(*) answers.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await testApp();
  await seedLeads(t.db, 120, 5);
  await seedStudents(t.db, 60, 9);
  token = (await t.signIn({ roleId: ROLE.superUser })).token;
});
afterAll(async () => {
  await t?.close();
});

const totalOf = async (url: string) => {
  const res = await t.call('GET', url, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().total as number;
};
const counted = async (table: typeof leads | typeof students, where?: SQL) =>
  (await t.db.select({ n: count() }).from(table).where(where))[0].n;

async function expectLeadTotals() {
  const live = isNull(leads.deletedAt);
  const gone = isNotNull(leads.deletedAt);
  expect(await totalOf('/api/leads')).toBe(await counted(leads, and(live, isNull(leads.closedAt))));
  expect(await totalOf('/api/leads?closed=closed')).toBe(await counted(leads, and(live, isNotNull(leads.closedAt))));
  expect(await totalOf('/api/leads?closed=all')).toBe(await counted(leads, live));
  expect(await totalOf('/api/leads?deleted=true&closed=all')).toBe(await counted(leads, gone));
  expect(await totalOf('/api/leads?deleted=true')).toBe(await counted(leads, and(gone, isNull(leads.closedAt))));
}

describe('row counts', () => {
  it('keep the lead list totals exact through every change of state', async () => {
    await expectLeadTotals();
    const ids = (await t.db.select({ id: leads.id }).from(leads).orderBy(leads.id)).map((r) => r.id);
    // close 30 in one statement, soft-delete 10 open and 5 closed ones, reopen 4, restore 3
    await t.db
      .update(leads)
      .set({ closedAt: sql`now()` })
      .where(inArray(leads.id, ids.slice(0, 30)));
    await t.db
      .update(leads)
      .set({ deletedAt: sql`now()` })
      .where(inArray(leads.id, [...ids.slice(40, 50), ...ids.slice(0, 5)]));
    await t.db
      .update(leads)
      .set({ closedAt: null })
      .where(inArray(leads.id, ids.slice(10, 14)));
    await t.db
      .update(leads)
      .set({ deletedAt: null })
      .where(inArray(leads.id, ids.slice(40, 43)));
    // an edit that changes no state adds nothing
    const before = (await t.db.select({ n: count() }).from(rowCounts))[0].n;
    await t.db
      .update(leads)
      .set({ city: 'Oranjestad' })
      .where(inArray(leads.id, ids.slice(60, 80)));
    expect((await t.db.select({ n: count() }).from(rowCounts))[0].n).toBe(before);
    await expectLeadTotals();
    // hard deletes (with what refers to them) and new rows
    const doomed = ids.slice(100, 110);
    await t.db.delete(leadNotes).where(inArray(leadNotes.leadId, doomed));
    await t.db.delete(leadStatusChanges).where(inArray(leadStatusChanges.leadId, doomed));
    await t.db.delete(leads).where(inArray(leads.id, doomed));
    await seedLeads(t.db, 7, 6);
    await expectLeadTotals();
    // folding each key's rows into one keeps every total
    expect(await compactRowCounts(t.db, 2)).toBeGreaterThan(0);
    const perKey = await t.db.select({ key: rowCounts.key, rows: count() }).from(rowCounts).groupBy(rowCounts.key);
    expect(perKey.every((k) => k.rows === 1)).toBe(true);
    await expectLeadTotals();
  });

  it('keep the student list total exact', async () => {
    expect(await totalOf('/api/students')).toBe(await counted(students));
    const [one] = await t.db.select({ id: students.id }).from(students).limit(1);
    await t.db.delete(students).where(eq(students.id, one.id));
    for (const email of ['rc.one@students.test', 'rc.two@students.test']) await makeStudent(t.db, { email });
    expect(await totalOf('/api/students')).toBe(await counted(students));
  });
});
