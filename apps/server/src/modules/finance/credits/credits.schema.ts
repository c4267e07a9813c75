import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../../platform/db/columns.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';
import { invoices, payments } from '../invoices/invoices.schema.js';

const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * A student's credit or scholarship (contracts' finance/credits.ts): its amount, what of it was paid on
 * invoices (`applied_cents`) and refunded (`refunded_cents`); what is left is held on the student's credit
 * account, and never below zero (checked here). Deleted (a reversal in the ledger) with who and why, never
 * removed.
 */
export const studentCredits = pgTable(
  'student_credits',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    kind: text('kind').notNull(),
    source: text('source').notNull(),
    /** the payment whose rest this is (source overpayment) */
    paymentId: integer('payment_id').references(() => payments.id),
    /** the scholarship of the control table (kind scholarship) */
    scholarshipId: integer('scholarship_id').references(() => refRows.id),
    amountCents: cents('amount_cents').notNull(),
    appliedCents: cents('applied_cents').notNull().default(0),
    refundedCents: cents('refunded_cents').notNull().default(0),
    createdOn: date('created_on').notNull(),
    reference: text('reference'),
    reason: text('reason'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamptz('created_at')
      .notNull()
      .default(sql`now()`),
    deletedBy: integer('deleted_by').references(() => users.id),
    deletedAt: timestamptz('deleted_at'),
    deleteReason: text('delete_reason'),
  },
  (t) => [
    index('student_credits_student_idx').on(t.studentId, t.id),
    uniqueIndex('student_credits_payment_idx').on(t.paymentId),
    check(
      'student_credits_kind_check',
      sql`(${t.kind} = 'credit' and ${t.source} in ('overpayment', 'manual', 'seatDeposit', 'estimate', 'direct') and ${t.scholarshipId} is null)
        or (${t.kind} = 'scholarship' and ${t.source} = 'scholarship' and ${t.scholarshipId} is not null)`,
    ),
    check('student_credits_payment_check', sql`(${t.source} = 'overpayment') = (${t.paymentId} is not null)`),
    check(
      'student_credits_amounts_check',
      sql`${t.amountCents} > 0 and ${t.appliedCents} >= 0 and ${t.refundedCents} >= 0 and ${t.appliedCents} + ${t.refundedCents} <= ${t.amountCents}`,
    ),
    check('student_credits_deleted_check', sql`(${t.deletedAt} is null) = (${t.deletedBy} is null)`),
  ],
);

/** Part of a credit or scholarship paid on an invoice; reversed (never removed) when the credit is deleted. */
export const creditApplications = pgTable(
  'credit_applications',
  {
    id: serial('id').primaryKey(),
    creditId: integer('credit_id')
      .notNull()
      .references(() => studentCredits.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amountCents: cents('amount_cents').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamptz('created_at')
      .notNull()
      .default(sql`now()`),
    reversedAt: timestamptz('reversed_at'),
  },
  (t) => [
    index('credit_applications_credit_idx').on(t.creditId),
    index('credit_applications_invoice_idx').on(t.invoiceId),
    check('credit_applications_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** Money paid back to the student out of a credit: by cheque, direct deposit or otherwise. */
export const creditRefunds = pgTable(
  'credit_refunds',
  {
    id: serial('id').primaryKey(),
    creditId: integer('credit_id')
      .notNull()
      .references(() => studentCredits.id),
    amountCents: cents('amount_cents').notNull(),
    refundType: text('refund_type').notNull(),
    reference: text('reference'),
    refundedOn: date('refunded_on').notNull(),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamptz('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('credit_refunds_credit_idx').on(t.creditId),
    check('credit_refunds_amount_check', sql`${t.amountCents} > 0`),
    check('credit_refunds_type_check', sql`${t.refundType} in ('Cheque', 'directDeposit', 'Other')`),
  ],
);
