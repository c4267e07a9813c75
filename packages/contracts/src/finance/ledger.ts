import { z } from 'zod';
import { pageQuery } from '../kit/common.js';
import { safeString } from '../validation.js';
import { optionCodes, optionLabel, type OptionValue } from '../kit/options.js';

/**
 * The books: a double-entry ledger under every invoice and payment. Each posting (a journal entry) has
 * lines on accounts, debits equal to credits (the database refuses anything else at commit); posted
 * lines are never changed or deleted, a correction is a reversal entry. A student's ledger and balance
 * are views of the lines on the student's two accounts: the receivable (what they owe) and the credit
 * (what the school holds for them).
 */
export const LEDGER_ACCOUNT_KINDS = [
  'receivable',
  'revenue',
  'cash',
  'clearing',
  'credit',
  /** scholarships awarded (an expense) */
  'scholarship',
  /** credits the bursar adds by hand (an expense) */
  'adjustment',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** What made an entry, as the student's ledger names it. */
export const JOURNAL_ENTRY_KINDS = [
  { value: 'invoice', label: 'Invoice' },
  { value: 'invoiceCancel', label: 'Invoice cancelled' },
  { value: 'invoiceItemDelete', label: 'Invoice item deleted' },
  { value: 'payment', label: 'Payment' },
  { value: 'directPayment', label: 'Direct payment' },
  { value: 'paymentCancel', label: 'Payment cancelled' },
  { value: 'paymentVerify', label: 'Payment verified' },
  { value: 'paymentReject', label: 'Payment rejected' },
  { value: 'credit', label: 'Credit added' },
  { value: 'scholarship', label: 'Scholarship awarded' },
  { value: 'creditApply', label: 'Credit applied to an invoice' },
  { value: 'creditRefund', label: 'Credit refunded' },
  { value: 'creditDelete', label: 'Credit deleted' },
  { value: 'scholarshipDelete', label: 'Scholarship deleted' },
] as const;
export type JournalEntryKind = OptionValue<typeof JOURNAL_ENTRY_KINDS>;
export const JOURNAL_ENTRY_KIND_CODES = optionCodes(JOURNAL_ENTRY_KINDS);
export const journalEntryKindLabel = optionLabel(JOURNAL_ENTRY_KINDS);

export const ledgerListQuery = pageQuery;
export type LedgerListQuery = z.infer<typeof ledgerListQuery>;

/** One line on a student's account, oldest first, with the running balance after it (owed less credit). */
export const ledgerLine = z.object({
  id: z.number().int(),
  entryId: z.number().int(),
  postedAt: safeString(),
  kind: z.enum(JOURNAL_ENTRY_KIND_CODES),
  kindLabel: safeString(),
  memo: safeString().nullable(),
  invoiceId: z.number().int().nullable(),
  paymentId: z.number().int().nullable(),
  /** the credit or scholarship the entry is about */
  creditId: z.number().int().nullable(),
  /** receivable: what the student owes; credit: what is held for them */
  account: z.enum(['receivable', 'credit']),
  debit: safeString(),
  credit: safeString(),
  balance: safeString(),
  reversesEntryId: z.number().int().nullable(),
});
export type LedgerLine = z.infer<typeof ledgerLine>;

export const studentBalance = z.object({
  studentId: z.number().int(),
  /** what the student's invoices that are not cancelled come to */
  invoiced: safeString(),
  /** what has been paid on them (payments, credits and scholarships applied) */
  paid: safeString(),
  /** the receivable: invoiced less paid */
  owed: safeString(),
  /** held for the student (payments kept as credit) */
  credit: safeString(),
  /** owed less credit: what the ledger lines of the student add up to */
  balance: safeString(),
});
export type StudentBalance = z.infer<typeof studentBalance>;
