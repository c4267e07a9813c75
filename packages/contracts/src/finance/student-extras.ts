import { z } from 'zod';
import { pageQuery } from '../kit/common.js';
import { MAX_ID, isoDate } from '../students/student.js';
import { optionalText, safeString, text } from '../validation.js';
import { INVOICE_MESSAGES, checkPaymentMethod, paymentMethodFields } from './invoices.js';
import { positiveMoney } from './money.js';
import { PAYMENT_VERIFICATION_CODES } from './verification.js';
import { optionLabel } from '../kit/options.js';

/**
 * The rest of a student's finance (spec 001 Finance and "Degrees, alumni, accounting info"): direct
 * payments for items with no invoice (a fee head's revenue, or money kept on the student's credit account),
 * an invoice's stage, date and installment plan, the payments recorded before this system (read only), the
 * student's loans and financial aid, and malpractice insurance policies with their expiry.
 */
export const DIRECT_PAYMENT_ENTITY = 'directPayment';
export const STUDENT_LOAN_ENTITY = 'studentLoan';
export const MALPRACTICE_ENTITY = 'malpracticeInsurance';

export const STUDENT_EXTRAS_MESSAGES = {
  item: 'Choose an item from the list',
  paidOnFuture: 'The payment date cannot be in the future',
  createdOnFuture: 'The created-on date cannot be in the future',
  stage: 'Choose a stage from the list',
  installments: 'Enter 2 to 12 installments',
  noEndDates: (n: number) =>
    `The installment end dates of this semester name fewer than ${n} installments: add them in Accounting Settings`,
  noSemester: 'This invoice has no semester: choose the semester whose installment end dates apply',
  planPaid: 'This invoice is paid in full: there is nothing to spread over installments',
  dateAfterDue: 'The invoice date cannot be after its due date',
  loanType: 'Choose a loan or aid type from the list',
  lender: 'Enter the lender or source',
  expiryBeforeStart: 'The expiry date must be after the start date',
  directPaid: 'Direct payment recorded',
  loanSaved: 'Loan saved',
  loanDeleted: 'Loan deleted',
  insuranceSaved: 'Insurance policy saved',
} as const;

/** Days before a policy's expiry when the daily job warns (an INSURANCE notification, once per policy). */
export const INSURANCE_WARNING_DAYS = 30;

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
const money = safeString();

// direct payments (no invoice)

/** directPaymentOptions: the active fee heads, and the student's credit account (feeHeadId null). */
export const directPaymentOption = z.object({ feeHeadId: z.number().int().nullable(), label: safeString() });
export const directPaymentOptions = z.object({ items: z.array(directPaymentOption) });
export type DirectPaymentOptions = z.infer<typeof directPaymentOptions>;
export const DIRECT_CREDIT_LABEL = "Credit on the student's account";

export const directPaymentInput = z
  .object({
    /** the fee head paid for; null keeps the money as the student's credit (credit source 'direct') */
    feeHeadId: id(STUDENT_EXTRAS_MESSAGES.item).nullable(),
    amount: positiveMoney,
    paidOn: isoDate.nullish(),
    note: optionalText(500),
    ...paymentMethodFields,
  })
  .superRefine(checkPaymentMethod);
export type DirectPaymentInput = z.infer<typeof directPaymentInput>;

export const directPayment = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  feeHeadId: z.number().int().nullable(),
  itemLabel: safeString(),
  method: z.enum(['CARD', 'OTHER']),
  otherKind: z.enum(['cheque', 'wire']).nullable(),
  reference: safeString().nullable(),
  amount: money,
  paidOn: safeString(),
  createdOn: safeString(),
  note: safeString().nullable(),
  /** the credit it made (kept on the student's account) */
  creditId: z.number().int().nullable(),
  gatewayReference: safeString().nullable(),
  createdAt: safeString(),
  createdByName: safeString().nullable(),
  /** its row in the verification queue (accounting's payments), null for one recorded before the queue */
  paymentId: z.number().int().nullable(),
  verification: z.enum(PAYMENT_VERIFICATION_CODES),
  /** "Pending verification" until step 2 */
  verificationLabel: safeString(),
});
export type DirectPayment = z.infer<typeof directPayment>;

export const directPaymentParams = z.object({
  studentId: id('Student not found'),
  paymentId: id('Payment not found'),
});
export const noInvoiceListQuery = pageQuery;
export type NoInvoiceListQuery = z.infer<typeof noInvoiceListQuery>;
export const noInvoiceCreatedOnInput = z.object({ createdOn: isoDate, reason: text(500) });
export type NoInvoiceCreatedOnInput = z.infer<typeof noInvoiceCreatedOnInput>;

// what a credit or scholarship paid

export const creditInvoiceUse = z.object({
  applicationId: z.number().int(),
  invoiceId: z.number().int(),
  invoiceTitle: safeString(),
  invoiceDate: safeString(),
  invoiceStatus: safeString(),
  amount: money,
  appliedAt: safeString(),
  reversedAt: safeString().nullable(),
});
/** invoiceScholarShipView: the invoices a credit or scholarship was applied to. */
export const creditInvoicesView = z.object({
  creditId: z.number().int(),
  kind: safeString(),
  amount: money,
  items: z.array(creditInvoiceUse),
});
export type CreditInvoicesView = z.infer<typeof creditInvoicesView>;
/** creditDetailsNoInvoiceView: a credit's direct payment (when it came from one) and where it went. */
export const creditNoInvoiceView = creditInvoicesView.extend({ payment: directPayment.nullable() });
export type CreditNoInvoiceView = z.infer<typeof creditNoInvoiceView>;

// invoice stage, date and installments

export const invoiceStageInput = z.object({ stageId: id(STUDENT_EXTRAS_MESSAGES.stage), reason: text(500) });
export const invoiceDateInput = z.object({ invoiceDate: isoDate, reason: text(500) });
export const setUpRecurringInput = z.object({
  installments: z.coerce
    .number({ error: STUDENT_EXTRAS_MESSAGES.installments })
    .int(STUDENT_EXTRAS_MESSAGES.installments)
    .min(2, STUDENT_EXTRAS_MESSAGES.installments)
    .max(12, STUDENT_EXTRAS_MESSAGES.installments),
  /** whose installment end dates; the invoice's semester when left out */
  semesterId: id(INVOICE_MESSAGES.semester).nullish(),
});
export type SetUpRecurringInput = z.infer<typeof setUpRecurringInput>;
export const invoiceInstallment = z.object({ number: z.number().int(), endDate: safeString(), amount: money });
export const invoicePlan = z.object({
  invoiceId: z.number().int(),
  stageId: z.number().int().nullable(),
  stageLabel: safeString().nullable(),
  installments: z.array(invoiceInstallment),
});
export type InvoicePlan = z.infer<typeof invoicePlan>;

// payments recorded before this system

export const oldPayment = z.object({
  id: z.number().int(),
  paidOn: safeString(),
  description: safeString(),
  method: safeString().nullable(),
  reference: safeString().nullable(),
  amount: money,
  source: safeString(),
});
export const oldPaymentQuery = pageQuery;

// loans and financial aid

export const LOAN_TYPES = [
  { value: 'federal', label: 'Federal loan' },
  { value: 'private', label: 'Private loan' },
  { value: 'grant', label: 'Grant' },
  { value: 'aid', label: 'Other financial aid' },
] as const;
export const LOAN_TYPE_CODES = ['federal', 'private', 'grant', 'aid'] as const;
export const loanTypeLabel = optionLabel(LOAN_TYPES);
export const LOAN_STATUSES = [
  { value: 'applied', label: 'Applied' },
  { value: 'approved', label: 'Approved' },
  { value: 'disbursed', label: 'Disbursed' },
] as const;
export const LOAN_STATUS_CODES = ['applied', 'approved', 'disbursed'] as const;

export const studentLoanInput = z.object({
  /** present: an update of this loan */
  id: id('Loan not found').nullish(),
  loanType: z.enum(LOAN_TYPE_CODES, { error: STUDENT_EXTRAS_MESSAGES.loanType }),
  lender: text(120),
  amount: positiveMoney,
  status: z.enum(LOAN_STATUS_CODES, { error: 'Choose a status from the list' }),
  academicYear: optionalText(20),
  disbursedOn: isoDate.nullish(),
  note: optionalText(500),
});
export type StudentLoanInput = z.infer<typeof studentLoanInput>;
export const studentLoan = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  loanType: safeString(),
  loanTypeLabel: safeString(),
  lender: safeString(),
  amount: money,
  status: safeString(),
  academicYear: safeString().nullable(),
  disbursedOn: safeString().nullable(),
  note: safeString().nullable(),
  updatedAt: safeString(),
});
export type StudentLoan = z.infer<typeof studentLoan>;
export const studentLoanParams = z.object({ studentId: id('Student not found'), loanId: id('Loan not found') });

// malpractice insurance

export const malpracticeInput = z
  .object({
    provider: text(120),
    policyNumber: text(60),
    coverage: positiveMoney.nullish(),
    startDate: isoDate,
    expiryDate: isoDate,
  })
  .superRefine((v, ctx) => {
    if (v.expiryDate <= v.startDate)
      ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: STUDENT_EXTRAS_MESSAGES.expiryBeforeStart });
  });
export type MalpracticeInput = z.infer<typeof malpracticeInput>;
export const malpracticePolicy = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  provider: safeString(),
  policyNumber: safeString(),
  coverage: money.nullable(),
  startDate: safeString(),
  expiryDate: safeString(),
  /** when the expiry warning went out */
  notifiedAt: safeString().nullable(),
  createdAt: safeString(),
});
export type MalpracticePolicy = z.infer<typeof malpracticePolicy>;
export const malpracticeParams = z.object({ studentId: id('Student not found'), policyId: id('Policy not found') });
