import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../../platform/db/columns.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';
import { studentCredits } from '../credits/credits.schema.js';
import { invoices, payments } from '../invoices/invoices.schema.js';

const cents = (name: string) => bigint(name, { mode: 'number' });
const stamp = (name: string) =>
  timestamptz(name)
    .notNull()
    .default(sql`now()`);

/**
 * A payment with no invoice (directPayment): for a fee head (its revenue credited) or kept as the student's
 * credit (fee head null, `credit_id` the credit it made). `created_on` is the day it counts from, corrected
 * by hand (updateNoInvoiceCreatedOn, audited).
 */
export const directPayments = pgTable(
  'direct_payments',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    feeHeadId: integer('fee_head_id').references(() => refRows.id),
    creditId: integer('credit_id').references(() => studentCredits.id),
    method: text('method').notNull(),
    otherKind: text('other_kind'),
    reference: text('reference'),
    amountCents: cents('amount_cents').notNull(),
    paidOn: date('paid_on').notNull(),
    createdOn: date('created_on').notNull(),
    note: text('note'),
    gatewayReference: text('gateway_reference'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: stamp('created_at'),
    /** its row in payments: the verification queue's record (null only for payments recorded before it) */
    paymentId: integer('payment_id').references(() => payments.id),
  },
  (t) => [
    index('direct_payments_student_idx').on(t.studentId, t.id),
    uniqueIndex('direct_payments_payment_idx').on(t.paymentId),
    uniqueIndex('direct_payments_credit_idx').on(t.creditId),
    check('direct_payments_amount_check', sql`${t.amountCents} > 0`),
    check('direct_payments_item_check', sql`(${t.feeHeadId} is null) = (${t.creditId} is not null)`),
    check(
      'direct_payments_method_check',
      sql`(${t.method} = 'CARD' and ${t.otherKind} is null) or (${t.method} = 'OTHER' and ${t.otherKind} in ('cheque', 'wire'))`,
    ),
  ],
);

/** An invoice's installment plan (addSetUpRecurring): its amount spread over end dates of the settings. */
export const invoiceInstallments = pgTable(
  'invoice_installments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    number: integer('number').notNull(),
    endDate: date('end_date').notNull(),
    amountCents: cents('amount_cents').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: stamp('created_at'),
  },
  (t) => [
    uniqueIndex('invoice_installments_number_idx').on(t.invoiceId, t.number),
    check('invoice_installments_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** A payment recorded before this system (imported): read only. */
export const oldPayments = pgTable(
  'old_payments',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    paidOn: date('paid_on').notNull(),
    description: text('description').notNull(),
    method: text('method'),
    reference: text('reference'),
    amountCents: cents('amount_cents').notNull(),
    source: text('source').notNull().default('import'),
  },
  (t) => [index('old_payments_student_idx').on(t.studentId, t.paidOn)],
);

/** A student's loan or financial aid (studentLoanFinancialAid); deleted (never removed) with who and when. */
export const studentLoans = pgTable(
  'student_loans',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    loanType: text('loan_type').notNull(),
    lender: text('lender').notNull(),
    amountCents: cents('amount_cents').notNull(),
    status: text('status').notNull(),
    academicYear: text('academic_year'),
    disbursedOn: date('disbursed_on'),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
    deletedBy: integer('deleted_by').references(() => users.id),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    index('student_loans_student_idx').on(t.studentId, t.id),
    check('student_loans_amount_check', sql`${t.amountCents} > 0`),
    check('student_loans_type_check', sql`${t.loanType} in ('federal', 'private', 'grant', 'aid')`),
  ],
);

/** A malpractice insurance policy; `notified_at` once the daily job warned of its expiry. */
export const malpracticeInsurances = pgTable(
  'malpractice_insurances',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    provider: text('provider').notNull(),
    policyNumber: text('policy_number').notNull(),
    coverageCents: cents('coverage_cents'),
    startDate: date('start_date').notNull(),
    expiryDate: date('expiry_date').notNull(),
    notifiedAt: timestamptz('notified_at'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: stamp('created_at'),
  },
  (t) => [
    index('malpractice_insurances_student_idx').on(t.studentId, t.id),
    index('malpractice_insurances_expiry_idx').on(t.expiryDate),
    check('malpractice_insurances_dates_check', sql`${t.expiryDate} > ${t.startDate}`),
  ],
);
