import { z } from 'zod';
import { pageQuery } from '../kit/common.js';
import { MAX_ID, isoDate } from '../students/student.js';
import { safeString, text } from '../validation.js';
import { invoiceListItem, payment } from './invoices.js';
import { JOURNAL_ENTRY_KIND_CODES } from './ledger.js';
import { AWAITING_VERIFICATION, PAYMENT_VERIFICATION_CODES, PAYS_FOR_CODES } from './verification.js';

/**
 * The accounting back office's payments across students: the queue of unverified payments
 * (/accounting/unverified-notifications: step 1, then step 2 by another user, or a rejection) and every
 * payment (/accounting/payments/list), a payment's details with its postings, its reference number.
 */
const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
export const accountingPaymentParams = z.object({ paymentId: id('Payment not found') });

const search = safeString().max(100, 'At most 100 characters').optional();
const range = {
  /** paid on or after (YYYY-MM-DD) */
  from: isoDate.optional(),
  /** paid on or before */
  to: isoDate.optional(),
  /** the student's name, first or last (or both), or their id */
  student: search,
  method: z.enum(['CARD', 'OTHER']).optional(),
};
export const ACCOUNTING_PAYMENT_SORTS = ['id', 'paidOn', 'amount', 'studentName'] as const;
export const unverifiedPaymentQuery = pageQuery.extend({
  ...range,
  /** unverified (waiting for step 1) or step1 (waiting for step 2); both when left out */
  step: z.enum(AWAITING_VERIFICATION).optional(),
  otherKind: z.enum(['cheque', 'wire']).optional(),
});
export type UnverifiedPaymentQuery = z.infer<typeof unverifiedPaymentQuery>;
export const accountingPaymentQuery = pageQuery.extend({
  ...range,
  status: z.enum(['posted', 'cancelled']).optional(),
  verification: z.enum(PAYMENT_VERIFICATION_CODES).optional(),
  studentId: id('Student not found').optional(),
});
export type AccountingPaymentQuery = z.infer<typeof accountingPaymentQuery>;

export const accountingPayment = payment.extend({
  studentName: safeString(),
  invoiceTitle: safeString().nullable(),
  /** what it pays for: an invoice, an estimate, a seat deposit, a direct payment */
  paysFor: z.enum(PAYS_FOR_CODES),
  /** "Invoice #3: Fall tuition", "Estimate #12", "Seat deposit", "Direct payment: Library fee" */
  paysForLabel: safeString(),
  estimateId: z.number().int().nullable(),
  /** a direct payment's item (its fee head, or the student's credit) */
  paysForItem: safeString().nullable(),
  step1ByName: safeString().nullable(),
  step1At: safeString().nullable(),
  verifiedByName: safeString().nullable(),
  verifiedAt: safeString().nullable(),
  cancelledByName: safeString().nullable(),
});
export type AccountingPayment = z.infer<typeof accountingPayment>;

/** A posting of the payment, line by line (every account, not only the student's). */
export const paymentEntry = z.object({
  id: z.number().int(),
  kind: z.enum(JOURNAL_ENTRY_KIND_CODES),
  kindLabel: safeString(),
  postedAt: safeString(),
  postedByName: safeString().nullable(),
  memo: safeString().nullable(),
  reversesEntryId: z.number().int().nullable(),
  lines: z.array(
    z.object({ accountCode: safeString(), accountName: safeString(), debit: safeString(), credit: safeString() }),
  ),
});
export const paymentDetails = accountingPayment.extend({
  invoice: invoiceListItem.nullable(),
  entries: z.array(paymentEntry),
});
export type PaymentDetails = z.infer<typeof paymentDetails>;

export const paymentReferenceInput = z.object({ reference: text(100) });
export type PaymentReferenceInput = z.infer<typeof paymentReferenceInput>;
