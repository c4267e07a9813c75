import { z } from 'zod';
import { ADMISSIONS_LETTERHEAD } from '../admissions/interview.js';
import { isoDate } from '../students/student.js';

/**
 * The student's finance documents (spec 001 Finance "payment statement"; 002 "download{Type}InvoicePDF"): an
 * invoice as a PDF, and the payment statement, a PDF of the student's invoices, payments and running balance
 * over a date range. Both are read from the ledger and the invoices, so they say what the screens say.
 */

/** The letterhead of the school's money documents. */
export const BURSAR_LETTERHEAD = {
  school: ADMISSIONS_LETTERHEAD.school,
  office: 'Office of the Bursar',
  address: ADMISSIONS_LETTERHEAD.address,
  contact: 'bursar@caduceus.edu · +297 555 0120',
} as const;

export const invoicePdfFilename = (invoiceId: number) => `Invoice_${invoiceId}.pdf`;
export const receiptFilename = (paymentId: number) => `Receipt_${paymentId}.pdf`;
export const statementFilename = (studentId: number, from: string, to: string) =>
  `Payment_Statement_${studentId}_${from}_${to}.pdf`;

export const STATEMENT_MESSAGES = {
  range: 'The start date cannot be after the end date',
} as const;

/** The statement's range: from the student's first posting (or a date) to today (or a date), both included. */
export const paymentStatementQuery = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.from > v.to)
      ctx.addIssue({ code: 'custom', path: ['from'], message: STATEMENT_MESSAGES.range });
  });
export type PaymentStatementQuery = z.infer<typeof paymentStatementQuery>;

/**
 * What the student's own side may do with money (self-service): pay her own open invoices by card, for at
 * most what is owed, dated the day she pays. Cheques and wires, credits kept from an overpayment and earlier
 * dates are the bursar's to record.
 */
export const SELF_SERVICE_PAYMENT_MESSAGES = {
  cardOnly: 'You can pay your invoices by card only; cheques and wire transfers are recorded by the bursar',
  noCredit: 'Pay at most what is owed on the invoice',
  today: 'A card payment is dated the day it is made',
} as const;
