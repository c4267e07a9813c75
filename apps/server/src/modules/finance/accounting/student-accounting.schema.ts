import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../../platform/db/columns.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';

/**
 * A student's accounting record (accounting-details tab, the accounting settings' bulk updates): one row
 * per student, made on the first save; a student without one reads as contracts' defaults.
 * `invoice_financial_status` is the student invoice status (1 Cleared, 2 Hold, 3 Blocked);
 * `invoice_types` the invoice types (1-20) the student is billed under; money is exact (numeric).
 */
export const studentAccounting = pgTable(
  'student_accounting',
  {
    studentId: integer('student_id')
      .primaryKey()
      .references(() => students.id),
    invoiceFinancialStatus: integer('invoice_financial_status').notNull().default(1),
    invoiceTypes: integer('invoice_types')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    paymentPlan: text('payment_plan').notNull().default('full'),
    installments: integer('installments'),
    scholarshipId: integer('scholarship_id').references(() => refRows.id),
    financialAidId: integer('financial_aid_id').references(() => refRows.id),
    sponsor: text('sponsor'),
    billingEmail: text('billing_email'),
    tuitionLockedAmount: numeric('tuition_locked_amount', { precision: 12, scale: 2 }),
    accountNumber: text('account_number'),
    remarks: text('remarks'),
    createdBy: integer('created_by'),
    createdAt: timestamptz('created_at')
      .notNull()
      .default(sql`now()`),
    updatedBy: integer('updated_by'),
    updatedAt: timestamptz('updated_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('student_accounting_status_idx').on(t.invoiceFinancialStatus),
    check('student_accounting_status_check', sql`${t.invoiceFinancialStatus} between 1 and 3`),
    check(
      'student_accounting_plan_check',
      sql`${t.paymentPlan} in ('full', 'installments') and (${t.paymentPlan} = 'installments') = (${t.installments} is not null)`,
    ),
  ],
);
