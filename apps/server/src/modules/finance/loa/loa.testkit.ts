import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../../test/harness.js';
import { grantComponents, grantMenus, makeGroup } from '../../../factories/index.js';
import { rowsOf } from '../../../platform/db/index.js';

/** A semester running from last month to next year (current), and a fee row of a fee table for a fee head. */
export async function currentSemester(t: TestApp, label: string) {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const [row] = rowsOf<{ id: number }>(
    await t.db.execute(sql`insert into ref_rows (table_key, label, unique_key, data)
      values ('semester', ${label}, ${label.toLowerCase()}, ${JSON.stringify({ startDate: day(-30), endDate: day(300) })}::jsonb)
      returning id`),
  );
  return row.id;
}

export async function feeRow(t: TestApp, table: string, feeHeadId: number, amount: string) {
  await t.db.execute(sql`insert into ref_rows (table_key, label, unique_key, data) values (${table}, 'fee',
    ${`${table}-${feeHeadId}-${Math.random()}`}, ${JSON.stringify({ feeHead: feeHeadId, amount, effectiveFrom: '2020-01-01' })}::jsonb)`);
}

/** A staff user of a group with these menus (and the payments component, to pay invoices). */
export async function staff(t: TestApp, name: string, menus: Record<string, number>) {
  const g = await makeGroup(t.db, { name });
  await grantMenus(t.db, g.id, menus);
  await grantComponents(t.db, g.id, { 'finance.payments': 15 });
  return (await t.signIn({ groupId: g.id, firstName: name, lastName: 'Staff' })).token;
}

/** A date `days` from today (YYYY-MM-DD). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
