import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../../platform/db/columns.js';
import { users } from '../../access/tables.js';
import { students } from '../../students/tables.js';

/**
 * Who set a student's financial status (students.financial_status, 1 Cleared, 2 Hold, 3 Blocked) when it
 * is not Cleared, or when staff set it: `manual` rows are set by hand with a reason and the overdue sweep
 * leaves them alone until they are lifted; other rows were set by the rule, which lifts them when the
 * overdue balance is paid. A status set elsewhere (the accounting settings' bulk update, the profile) has no
 * row and the sweep only ever raises it.
 */
export const studentFinancialStatus = pgTable(
  'student_financial_status',
  {
    studentId: integer('student_id')
      .primaryKey()
      .references(() => students.id),
    financialStatus: integer('financial_status').notNull(),
    manual: boolean('manual').notNull(),
    reason: text('reason'),
    setBy: integer('set_by').references(() => users.id),
    setAt: timestamptz('set_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    check('student_financial_status_check', sql`${t.financialStatus} between 1 and 3`),
    check('student_financial_status_reason_check', sql`not ${t.manual} or ${t.reason} is not null`),
  ],
);
