import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../../platform/db/columns.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';

const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * A student's invoice (contracts' finance/invoices.ts). `amount_cents` is the sum of its items not
 * deleted, `paid_cents` of its payments not cancelled and of the credits and scholarships applied to it
 * (not reversed); the status is what they say (CR, PP, FP), or CN
 * once cancelled with nothing paid. The money itself is in the ledger (journal_lines); these columns are
 * the invoice's own summary, kept in the same transaction as the postings and checked by the database.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    type: integer('type').notNull(),
    title: text('title').notNull(),
    semesterId: integer('semester_id').references(() => refRows.id),
    /** the stage (control table) the invoice bills, changed by hand (updateInvoiceStage) */
    stageId: integer('stage_id').references(() => refRows.id),
    invoiceDate: date('invoice_date').notNull(),
    dueDate: date('due_date').notNull(),
    status: text('status').notNull().default('CR'),
    amountCents: cents('amount_cents').notNull(),
    paidCents: cents('paid_cents').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamptz('created_at')
      .notNull()
      .default(sql`now()`),
    updatedAt: timestamptz('updated_at')
      .notNull()
      .default(sql`now()`),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    cancelledAt: timestamptz('cancelled_at'),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    index('invoices_student_idx').on(t.studentId, t.id),
    index('invoices_status_idx').on(t.status, t.dueDate),
    check('invoices_type_check', sql`${t.type} between 1 and 20`),
    check('invoices_paid_check', sql`${t.paidCents} >= 0 and ${t.paidCents} <= ${t.amountCents}`),
    check(
      'invoices_status_check',
      sql`case when ${t.status} = 'CN' then ${t.paidCents} = 0 and ${t.cancelledAt} is not null
        else ${t.cancelledAt} is null and ${t.amountCents} > 0 and ${t.status} = (case when ${t.paidCents} = 0 then 'CR' when ${t.paidCents} < ${t.amountCents} then 'PP' else 'FP' end) end`,
    ),
  ],
);

/** An item of an invoice: a fee head and its amount; deleted (never removed) only while nothing is paid. */
export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    feeHeadId: integer('fee_head_id')
      .notNull()
      .references(() => refRows.id),
    description: text('description'),
    amountCents: cents('amount_cents').notNull(),
    deletedBy: integer('deleted_by').references(() => users.id),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    index('invoice_items_invoice_idx').on(t.invoiceId),
    check('invoice_items_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * A payment received from a student on an invoice: by card, or other (cheque or wire, with its
 * reference). `applied_cents` went to the invoice, `credit_cents` was kept as the student's credit by
 * an explicit choice. Cancelled (a reversal in the ledger), never removed. `verification` (contracts'
 * finance/verification.ts): a CARD payment is charged through the gateway and verified at once; an OTHER
 * one waits unverified in clearing until step 1 and step 2, by two different users (the database checks
 * it), move it to cash; rejected, it is cancelled too. The same row, with no invoice, is the queue's record of a
 * payment on an estimate, a seat deposit or a direct payment (`pays_for`; estimate_payments and direct_payments
 * point to it): one queue, one verification for every cheque and wire.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    method: text('method').notNull(),
    otherKind: text('other_kind'),
    reference: text('reference'),
    amountCents: cents('amount_cents').notNull(),
    appliedCents: cents('applied_cents').notNull(),
    creditCents: cents('credit_cents').notNull().default(0),
    paidOn: date('paid_on').notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamptz('created_at')
      .notNull()
      .default(sql`now()`),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    cancelledAt: timestamptz('cancelled_at'),
    cancelReason: text('cancel_reason'),
    verification: text('verification').notNull().default('verified'),
    gatewayReference: text('gateway_reference'),
    step1By: integer('step1_by').references(() => users.id),
    step1At: timestamptz('step1_at'),
    verifiedBy: integer('verified_by').references(() => users.id),
    verifiedAt: timestamptz('verified_at'),
    /** what it pays for (contracts' PAYS_FOR): an invoice, or, with no invoice, an estimate, a seat deposit, a direct payment */
    paysFor: text('pays_for').notNull().default('invoice'),
  },
  (t) => [
    index('payments_student_idx').on(t.studentId, t.id),
    index('payments_verification_idx').on(t.verification, t.paidOn),
    index('payments_paid_on_idx').on(t.paidOn, t.id),
    check(
      'payments_verification_check',
      sql`case ${t.verification}
        when 'unverified' then ${t.method} = 'OTHER' and ${t.step1By} is null and ${t.verifiedBy} is null
        when 'step1' then ${t.method} = 'OTHER' and ${t.step1By} is not null and ${t.verifiedBy} is null
        when 'verified' then ${t.method} = 'CARD' or (${t.step1By} is not null and ${t.verifiedBy} is not null and ${t.step1By} <> ${t.verifiedBy})
        when 'rejected' then ${t.method} = 'OTHER' and ${t.cancelled}
        else false end`,
    ),
    index('payments_invoice_idx').on(t.invoiceId),
    check(
      'payments_method_check',
      sql`(${t.method} = 'CARD' and ${t.otherKind} is null) or (${t.method} = 'OTHER' and ${t.otherKind} in ('cheque', 'wire'))`,
    ),
    check(
      'payments_amounts_check',
      sql`${t.amountCents} > 0 and ${t.appliedCents} >= 0 and ${t.creditCents} >= 0 and ${t.appliedCents} + ${t.creditCents} = ${t.amountCents}`,
    ),
    check(
      'payments_pays_for_check',
      sql`${t.paysFor} in ('invoice', 'estimate', 'seatDeposit', 'direct') and (${t.paysFor} = 'invoice' or ${t.invoiceId} is null)`,
    ),
    check('payments_cancelled_check', sql`${t.cancelled} = (${t.cancelledAt} is not null)`),
  ],
);
