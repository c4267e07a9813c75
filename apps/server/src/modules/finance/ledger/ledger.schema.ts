import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../../platform/db/columns.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';
import { invoiceItems, invoices, payments } from '../invoices/invoices.schema.js';
import { studentCredits } from '../credits/credits.schema.js';

/**
 * The double-entry ledger (contracts' finance/ledger.ts). Accounts: a receivable and a credit account per
 * student, a revenue account per fee head, the cash account (card payments and verified cheques and wires)
 * and the clearing account (cheques and wires until accounting verifies them), the scholarship and the
 * adjustment expense accounts (scholarships awarded, credits added by hand). The migration adds what drizzle cannot declare:
 * a deferred constraint trigger that refuses, at commit, an entry whose debits and credits differ (or
 * that has fewer than two lines), and triggers that refuse any UPDATE or DELETE of entries and lines.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    /** AR-S<student>, CR-S<student>, REV-H<fee head>, CASH, CLEARING */
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    studentId: integer('student_id').references(() => students.id),
    feeHeadId: integer('fee_head_id').references(() => refRows.id),
    createdAt: timestamptz('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    uniqueIndex('ledger_accounts_code_idx').on(t.code),
    index('ledger_accounts_student_idx').on(t.studentId),
    check(
      'ledger_accounts_kind_check',
      sql`${t.kind} in ('receivable', 'revenue', 'cash', 'clearing', 'credit', 'scholarship', 'adjustment')`,
    ),
    check(
      'ledger_accounts_owner_check',
      sql`(${t.kind} in ('receivable', 'credit')) = (${t.studentId} is not null) and (${t.kind} = 'revenue') = (${t.feeHeadId} is not null)`,
    ),
  ],
);

/** A posting: what made it (an invoice, an item's deletion, a payment, their reversals), who and when. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    studentId: integer('student_id').references(() => students.id),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    invoiceItemId: integer('invoice_item_id').references(() => invoiceItems.id),
    paymentId: integer('payment_id').references(() => payments.id),
    creditId: integer('credit_id').references(() => studentCredits.id),
    /** the entry this one reverses (wholly or, for an item's deletion, in part) */
    reversesEntryId: integer('reverses_entry_id').references((): AnyPgColumn => journalEntries.id),
    memo: text('memo'),
    postedBy: integer('posted_by').references(() => users.id),
    postedAt: timestamptz('posted_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('journal_entries_student_idx').on(t.studentId, t.id),
    index('journal_entries_invoice_idx').on(t.invoiceId),
    index('journal_entries_payment_idx').on(t.paymentId),
    index('journal_entries_credit_idx').on(t.creditId),
    check(
      'journal_entries_kind_check',
      sql`${t.kind} in ('invoice', 'invoiceCancel', 'invoiceItemDelete', 'payment', 'directPayment', 'paymentCancel', 'paymentVerify', 'paymentReject', 'credit', 'scholarship', 'creditApply', 'creditRefund', 'creditDelete', 'scholarshipDelete')`,
    ),
  ],
);

/** A line: one account debited or credited (exactly one of the two, never negative), in cents. */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    debitCents: bigint('debit_cents', { mode: 'number' }).notNull().default(0),
    creditCents: bigint('credit_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('journal_lines_entry_idx').on(t.entryId),
    index('journal_lines_account_idx').on(t.accountId, t.entryId),
    check(
      'journal_lines_amount_check',
      sql`${t.debitCents} >= 0 and ${t.creditCents} >= 0 and (${t.debitCents} = 0) <> (${t.creditCents} = 0)`,
    ),
  ],
);
