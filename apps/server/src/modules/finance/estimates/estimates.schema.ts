import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../../platform/db/columns.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';
import { studentCredits } from '../credits/credits.schema.js';
import { payments } from '../invoices/invoices.schema.js';

const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * A student's estimate (contracts' finance/estimates.ts): a type, a course, lines; `amount_cents` their sum,
 * `paid_cents` what its payments (each a credit held for the student) add up to. Cancelled with a reason,
 * never removed. It owes nothing by itself: it is not on the ledger, its payments are.
 */
export const estimates = pgTable(
  'estimates',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    type: text('type').notNull(),
    course: text('course').notNull(),
    semesterId: integer('semester_id').references(() => refRows.id),
    note: text('note'),
    status: text('status').notNull().default('open'),
    amountCents: cents('amount_cents').notNull(),
    paidCents: cents('paid_cents').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamptz('created_at')
      .notNull()
      .default(sql`now()`),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    cancelledAt: timestamptz('cancelled_at'),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    index('estimates_student_idx').on(t.studentId, t.id),
    index('estimates_status_idx').on(t.status, t.id),
    check(
      'estimates_amounts_check',
      sql`${t.amountCents} > 0 and ${t.paidCents} >= 0 and ${t.paidCents} <= ${t.amountCents}`,
    ),
    check(
      'estimates_status_check',
      sql`case when ${t.status} = 'cancelled' then ${t.cancelledAt} is not null
        else ${t.cancelledAt} is null and ${t.status} = (case when ${t.paidCents} = 0 then 'open' when ${t.paidCents} < ${t.amountCents} then 'partial' else 'paid' end) end`,
    ),
  ],
);

/** A line of an estimate: a description and an amount. */
export const estimateLines = pgTable(
  'estimate_lines',
  {
    id: serial('id').primaryKey(),
    estimateId: integer('estimate_id')
      .notNull()
      .references(() => estimates.id),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    amountCents: cents('amount_cents').notNull(),
  },
  (t) => [
    index('estimate_lines_estimate_idx').on(t.estimateId, t.position),
    check('estimate_lines_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Money received from a student on an estimate (`estimate_id`) or as a seat deposit (`estimate_id` null): by
 * card or other (cheque, wire, with its reference). All of it is held as the student's credit (`credit_id`).
 */
export const estimatePayments = pgTable(
  'estimate_payments',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    estimateId: integer('estimate_id').references(() => estimates.id),
    creditId: integer('credit_id')
      .notNull()
      .references(() => studentCredits.id),
    method: text('method').notNull(),
    otherKind: text('other_kind'),
    reference: text('reference'),
    gatewayReference: text('gateway_reference'),
    amountCents: cents('amount_cents').notNull(),
    paidOn: date('paid_on').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamptz('created_at')
      .notNull()
      .default(sql`now()`),
    /** its row in payments: the verification queue's record (null only for payments recorded before it) */
    paymentId: integer('payment_id').references(() => payments.id),
  },
  (t) => [
    uniqueIndex('estimate_payments_payment_idx').on(t.paymentId),
    index('estimate_payments_student_idx').on(t.studentId, t.id),
    index('estimate_payments_estimate_idx').on(t.estimateId),
    check('estimate_payments_amount_check', sql`${t.amountCents} > 0`),
    check(
      'estimate_payments_method_check',
      sql`(${t.method} = 'CARD' and ${t.otherKind} is null) or (${t.method} = 'OTHER' and ${t.otherKind} in ('cheque', 'wire'))`,
    ),
  ],
);
