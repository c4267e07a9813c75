import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../../platform/db/columns.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';
import { invoices } from '../invoices/invoices.schema.js';

/**
 * A letter of authorization (contracts' finance/loa.ts): a student's Med6 or clinical LOA for a semester and its
 * invoice; `verified_by` once the accounting office has verified the invoice's payment. One a student and
 * semester and kind while its invoice is not cancelled (checked by the service under the student's lock).
 */
export const loas = pgTable(
  'loas',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    semesterId: integer('semester_id')
      .notNull()
      .references(() => refRows.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    notes: text('notes'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamptz('created_at')
      .notNull()
      .default(sql`now()`),
    verifiedBy: integer('verified_by').references(() => users.id),
    verifiedAt: timestamptz('verified_at'),
  },
  (t) => [
    index('loas_kind_idx').on(t.kind, t.id),
    index('loas_student_idx').on(t.studentId, t.semesterId),
    uniqueIndex('loas_invoice_idx').on(t.invoiceId),
    check('loas_kind_check', sql`${t.kind} in ('med6', 'clinical')`),
    check('loas_dates_check', sql`${t.toDate} >= ${t.fromDate}`),
    check('loas_verified_check', sql`(${t.verifiedBy} is null) = (${t.verifiedAt} is null)`),
  ],
);
