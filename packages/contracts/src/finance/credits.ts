import { z } from 'zod';
import { pageOf, pageQuery } from '../kit/common.js';
import { REFUND_TYPES } from '../reference/options.js';
import { MAX_ID, isoDate } from '../students/student.js';
import { optionalText, safeString, text } from '../validation.js';
import { invoiceListItem } from './invoices.js';
import { positiveMoney } from './money.js';
import { optionCodes, optionLabel, type OptionValue } from '../kit/options.js';

/**
 * A student's credits and scholarships (spec 001 Finance; the credits-scholarship tab). A credit is money
 * the school holds for the student: the rest of an overpayment the bursar chose to keep as credit, or an
 * amount the bursar adds with a reason. A scholarship is an award (a scholarship of the control table, an
 * amount, the day it is created on) posted as scholarship expense against the student: applied to an
 * invoice at once when one is named (up to what it owes), the rest held as credit. What is held is applied
 * to invoices (creditPayment) or refunded (Cheque, directDeposit, Other; scholarships are not refunded in
 * money). A deletion is a reversal: what was applied goes back on the invoices, what was held leaves the
 * credit account; the row stays, in the deleted list, with who deleted it and why. Every move is a
 * balanced posting; what is left on a credit never goes below zero.
 */
export const CREDIT_ENTITY = 'credit';

export const CREDIT_KINDS = [
  { value: 'credit', label: 'Credit' },
  { value: 'scholarship', label: 'Scholarship' },
] as const;
export type CreditKind = OptionValue<typeof CREDIT_KINDS>;
export const creditKindLabel = optionLabel(CREDIT_KINDS);

export const CREDIT_SOURCES = [
  { value: 'overpayment', label: 'Overpayment kept as credit' },
  { value: 'manual', label: 'Added by the bursar' },
  { value: 'scholarship', label: 'Scholarship award' },
  { value: 'seatDeposit', label: 'Seat deposit' },
  { value: 'estimate', label: 'Paid on an estimate' },
  { value: 'direct', label: 'Direct payment kept as credit' },
] as const;
export type CreditSource = OptionValue<typeof CREDIT_SOURCES>;
export const creditSourceLabel = optionLabel(CREDIT_SOURCES);

/** The spec's refund types (001 section 9, 002: "Refund type: Cheque, directDeposit, Other"): options.ts's REFUND_TYPES. */
export const REFUND_TYPE_CODES = ['Cheque', 'directDeposit', 'Other'] as const;
export type RefundType = (typeof REFUND_TYPE_CODES)[number];
export const refundTypeLabel = optionLabel(REFUND_TYPES);

export const CREDIT_MESSAGES = {
  scholarship: 'Choose a scholarship from the list',
  invoice: 'Choose an invoice of this student that is not cancelled',
  refundType: 'Choose Cheque, directDeposit or Other',
  dateFuture: 'The date cannot be in the future',
  deleted: 'This credit is deleted',
  nothingLeft: 'Nothing is left on this credit',
  moreThanLeft: (left: string) => `The amount is more than the ${left} left on this credit`,
  moreThanOwed: (owed: string) => `The amount is more than the ${owed} owed on this invoice`,
  scholarshipRefund: 'A scholarship is applied to invoices: it cannot be refunded',
  deleteOverpayment: 'This credit is the rest of a payment: cancel the payment instead',
  deleteDirect: 'This credit is money paid in directly: refund it instead',
  deleteRefunded: 'This credit has refunds: it cannot be deleted',
  used: 'The credit this payment left has been used since: it cannot be cancelled',
  added: 'Credit added',
  awarded: 'Scholarship awarded',
  applied: 'Credit applied',
  refunded: 'Credit refunded',
  removed: 'Credit deleted',
} as const;

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
export const creditParams = z.object({ studentId: id('Student not found'), creditId: id('Credit not found') });

/** A credit the bursar adds by hand: an amount and why. */
export const addCreditInput = z.object({
  amount: positiveMoney,
  reason: text(500),
  /** the day it counts from; today when left out */
  createdOn: isoDate.nullish(),
  reference: optionalText(100),
});
export type AddCreditInput = z.infer<typeof addCreditInput>;

/** A scholarship awarded: applied to the named invoice (up to what it owes), the rest held as credit. */
export const awardScholarshipInput = z.object({
  scholarshipId: id(CREDIT_MESSAGES.scholarship),
  amount: positiveMoney,
  createdOn: isoDate.nullish(),
  invoiceId: id(CREDIT_MESSAGES.invoice).nullish(),
  note: optionalText(500),
});
export type AwardScholarshipInput = z.infer<typeof awardScholarshipInput>;

/** creditPayment: part of what is held, paid on an invoice of the same student. */
export const applyCreditInput = z.object({ invoiceId: id(CREDIT_MESSAGES.invoice), amount: positiveMoney });
export type ApplyCreditInput = z.infer<typeof applyCreditInput>;

export const refundCreditInput = z.object({
  amount: positiveMoney,
  refundType: z.enum(REFUND_TYPE_CODES, { error: CREDIT_MESSAGES.refundType }),
  /** the cheque number or transfer reference */
  reference: optionalText(100),
  /** the day the money left; today when left out */
  refundedOn: isoDate.nullish(),
  note: optionalText(500),
});
export type RefundCreditInput = z.infer<typeof refundCreditInput>;

export const creditCreatedOnInput = z.object({ createdOn: isoDate });
export const creditReferenceInput = z.object({ reference: text(100) });

export const creditListQuery = pageQuery.extend({
  kind: z.enum(['credit', 'scholarship']).optional(),
  /** held: something is left on it (the holding credits); used: nothing is */
  status: z.enum(['held', 'used']).optional(),
});
export type CreditListQuery = z.infer<typeof creditListQuery>;
export const deletedCreditListQuery = pageQuery.extend({ kind: z.enum(['credit', 'scholarship']).optional() });
export type DeletedCreditListQuery = z.infer<typeof deletedCreditListQuery>;

const money = safeString();
export const credit = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  kind: z.enum(['credit', 'scholarship']),
  kindLabel: safeString(),
  source: z.enum(optionCodes(CREDIT_SOURCES)),
  sourceLabel: safeString(),
  scholarshipId: z.number().int().nullable(),
  scholarshipName: safeString().nullable(),
  /** the payment whose rest it is */
  paymentId: z.number().int().nullable(),
  amount: money,
  /** paid on invoices */
  applied: money,
  refunded: money,
  /** held: amount less applied and refunded */
  left: money,
  createdOn: safeString(),
  reference: safeString().nullable(),
  reason: safeString().nullable(),
  createdAt: safeString(),
  createdByName: safeString().nullable(),
  deletedAt: safeString().nullable(),
  deletedByName: safeString().nullable(),
  deleteReason: safeString().nullable(),
});
export type Credit = z.infer<typeof credit>;

export const creditApplication = z.object({
  id: z.number().int(),
  invoiceId: z.number().int(),
  invoiceTitle: safeString(),
  amount: money,
  createdAt: safeString(),
  createdByName: safeString().nullable(),
  /** when the credit's deletion took it back off the invoice */
  reversedAt: safeString().nullable(),
});
export const creditRefund = z.object({
  id: z.number().int(),
  amount: money,
  refundType: z.enum(REFUND_TYPE_CODES),
  refundTypeLabel: safeString(),
  reference: safeString().nullable(),
  refundedOn: safeString(),
  note: safeString().nullable(),
  createdAt: safeString(),
  createdByName: safeString().nullable(),
});
export const creditDetails = credit.extend({
  applications: z.array(creditApplication),
  refunds: z.array(creditRefund),
});
export type CreditDetails = z.infer<typeof creditDetails>;
export const creditApplyResult = z.object({ credit: creditDetails, invoice: invoiceListItem });
export type CreditApplyResult = z.infer<typeof creditApplyResult>;

/** getStudentCreditDetails: the tab's summary, from the credit rows not deleted. */
export const studentCreditSummary = z.object({
  studentId: z.number().int(),
  credits: money,
  scholarships: money,
  applied: money,
  refunded: money,
  /** held for the student now: what the student's credit account holds */
  held: money,
});
export type StudentCreditSummary = z.infer<typeof studentCreditSummary>;

export const refundTypeList = z.object({
  items: z.array(z.object({ value: z.enum(REFUND_TYPE_CODES), label: safeString() })),
});

/**
 * /accounting/scholarship: the scholarships awarded to every student (getScholarshipList), newest first;
 * filters: which scholarship (the control table's row), awarded between two days, the student by name or
 * id, deleted ones or not; the page's totals are the whole filtered set's.
 */
export const scholarshipAwardQuery = pageQuery.extend({
  scholarshipId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  /** awarded (created on) on or after, YYYY-MM-DD */
  from: isoDate.optional(),
  /** awarded on or before */
  to: isoDate.optional(),
  /** the student's name, first or last (or both), or their id */
  student: safeString().max(100, 'At most 100 characters').optional(),
  deleted: z.enum(['yes', 'no']).optional(),
});
export type ScholarshipAwardQuery = z.infer<typeof scholarshipAwardQuery>;
export const scholarshipAward = credit.extend({ studentName: safeString() });
export type ScholarshipAward = z.infer<typeof scholarshipAward>;
export const scholarshipAwardPage = pageOf(scholarshipAward).extend({
  /** the sums of every award the filters keep (not only this page's) */
  sums: z.object({ amount: money, applied: money, left: money }),
});
export type ScholarshipAwardPage = z.infer<typeof scholarshipAwardPage>;
