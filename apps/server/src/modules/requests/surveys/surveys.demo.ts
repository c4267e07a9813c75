import { and, eq, sql } from 'drizzle-orm';
import { shiftDays } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { refRows } from '../../reference/tables.js';

/**
 * The demo school's graduation survey is open around today (the control table's seed names fixed dates),
 * so that a demo student can answer it on her Graduation Survey tab.
 */
export async function seedDemoSurveys(tx: Executor, today = new Date().toISOString().slice(0, 10)) {
  await tx
    .update(refRows)
    .set({
      data: sql`${refRows.data} || jsonb_build_object(
        'startDate', least(${refRows.data} ->> 'startDate', ${shiftDays(today, -30)}),
        'endDate', greatest(${refRows.data} ->> 'endDate', ${shiftDays(today, 90)}))`,
    })
    .where(
      and(
        eq(refRows.tableKey, 'survey'),
        sql`${refRows.data} ->> 'audience' = 'graduating'`,
        sql`${refRows.data} ->> 'status' = 'Open'`,
      ),
    );
}
