import { z } from 'zod';
import { pageQuery } from '../kit/common.js';
import type { FieldDef, Option, TableDef } from '../reference/engine.js';
import { INVOICE_FINANCIAL_STATUSES, INVOICE_FINANCIAL_STATUS_LABEL, INVOICE_TYPES } from '../reference/options.js';
import { email, optionalText, text, safeString } from '../validation.js';
import { moneyText } from './money.js';
import { MAX_ID, bulkStudentIds } from '../students/student.js';

/**
 * A student's accounting record (the accounting-details tab, spec 001 "accounting info"; the bulk
 * updates "accounting" and "invoice financial status" of the accounting settings). One record per
 * student, made on its first save; a student without one reads as the defaults below. The spec names
 * the calls, not the fields: these are what a bursar keeps per student.
 */
export const STUDENT_ACCOUNTING_ENTITY = 'studentAccounting';

export const INVOICE_FINANCIAL_STATUS = { cleared: 1, hold: 2, blocked: 3 } as const;
export const PAYMENT_PLANS = ['full', 'installments'] as const;
export type PaymentPlan = (typeof PAYMENT_PLANS)[number];
export const PAYMENT_PLAN_OPTIONS: Option<PaymentPlan>[] = [
  { value: 'full', label: 'Pay in full' },
  { value: 'installments', label: 'Installments' },
];
export const INSTALLMENTS_MIN = 2;
export const INSTALLMENTS_MAX = 12;
export const INSTALLMENTS_REQUIRED_MESSAGE = 'Enter the number of installments';
export const INSTALLMENTS_NEED_PLAN_MESSAGE = 'Choose Installments as the payment plan to set their number';
export const BULK_NOTHING_MESSAGE = 'Choose at least one value to set';
const SPONSOR_MAX = 120;
const ACCOUNT_NUMBER_MAX = 40;
const REMARKS_MAX = 2000;

/** What a student without a record reads. */
export const STUDENT_ACCOUNTING_DEFAULTS = {
  invoiceFinancialStatus: INVOICE_FINANCIAL_STATUS.cleared,
  invoiceTypes: [] as number[],
  paymentPlan: 'full' as PaymentPlan,
  installments: null,
  scholarshipId: null,
  financialAidId: null,
  sponsor: null,
  billingEmail: null,
  tuitionLockedAmount: null,
  accountNumber: null,
  remarks: null,
};

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optional = <T extends z.ZodType>(s: T) => z.preprocess(blankToNull, s.nullish());
/** In a bulk update a blank value (or an empty list) leaves the students' value as it is. */
const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0) ? undefined : v;
const unlessBlank = <T extends z.ZodType>(s: T) => z.preprocess(blankToUndefined, s.optional());

const optionNumber = (options: readonly Option<number>[], message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(options[0].value, message)
    .max(options[options.length - 1].value, message);
export const invoiceFinancialStatusValue = optionNumber(
  INVOICE_FINANCIAL_STATUSES,
  'Choose an invoice financial status',
);
const invoiceType = optionNumber(INVOICE_TYPES, 'Choose invoice types from the list');
const invoiceTypes = z.array(invoiceType).max(INVOICE_TYPES.length, 'Choose invoice types from the list');
const paymentPlan = z.enum(PAYMENT_PLANS, { error: 'Choose a payment plan' });
const installments = z
  .number({ error: 'The number of installments must be a whole number' })
  .int('The number of installments must be a whole number')
  .min(INSTALLMENTS_MIN, `At least ${INSTALLMENTS_MIN} installments`)
  .max(INSTALLMENTS_MAX, `At most ${INSTALLMENTS_MAX} installments`);
const refId = z.coerce.number({ error: 'Choose a value from the list' }).int().positive().max(MAX_ID);
/** Exact money as text with at most 2 decimals ("12500.00"), the rule of money.ts. */
const money = moneyText;

/** The main form (updateStudentAccountingInfo). */
export const studentAccountingInfoInput = z
  .object({
    invoiceFinancialStatus: invoiceFinancialStatusValue,
    invoiceTypes: invoiceTypes.default([]),
    paymentPlan,
    installments: optional(installments),
    scholarshipId: optional(refId),
    financialAidId: optional(refId),
    sponsor: optional(optionalText(SPONSOR_MAX)),
    billingEmail: optional(email),
    tuitionLockedAmount: optional(money),
  })
  .superRefine((v, ctx) => {
    if (v.paymentPlan === 'installments' && v.installments == null)
      ctx.addIssue({ code: 'custom', path: ['installments'], message: INSTALLMENTS_REQUIRED_MESSAGE });
  });
export type StudentAccountingInfoInput = z.infer<typeof studentAccountingInfoInput>;

/** The other-info form (updateStudentAccountingOtherInfo). */
export const studentAccountingOtherInput = z.object({
  accountNumber: optional(optionalText(ACCOUNT_NUMBER_MAX)),
  remarks: optional(safeString().trim().max(REMARKS_MAX, `At most ${REMARKS_MAX} characters`)),
});
export type StudentAccountingOtherInput = z.infer<typeof studentAccountingOtherInput>;

export const studentAccounting = z.object({
  studentId: z.number().int(),
  invoiceFinancialStatus: z.number().int(),
  invoiceTypes: z.array(z.number().int()),
  paymentPlan: z.enum(PAYMENT_PLANS),
  installments: z.number().int().nullable(),
  scholarshipId: z.number().int().nullable(),
  scholarshipLabel: safeString().nullable(),
  financialAidId: z.number().int().nullable(),
  financialAidLabel: safeString().nullable(),
  sponsor: safeString().nullable(),
  billingEmail: safeString().nullable(),
  tuitionLockedAmount: safeString().nullable(),
  accountNumber: safeString().nullable(),
  remarks: safeString().nullable(),
  /** false: nothing saved yet, the values are the defaults */
  recorded: z.boolean(),
  updatedAt: safeString().nullable(),
  updatedByName: safeString().nullable(),
});
export type StudentAccounting = z.infer<typeof studentAccounting>;

/** The accounting settings' bulk update "accounting": the values given are set on every chosen student; blank ones are left as they are. */
export const bulkAccountingInput = z
  .object({
    studentIds: bulkStudentIds,
    invoiceTypes: unlessBlank(invoiceTypes),
    paymentPlan: unlessBlank(paymentPlan),
    installments: unlessBlank(installments),
    scholarshipId: unlessBlank(refId),
    financialAidId: unlessBlank(refId),
    sponsor: unlessBlank(text(SPONSOR_MAX)),
    billingEmail: unlessBlank(email),
    tuitionLockedAmount: unlessBlank(money),
  })
  .superRefine((v, ctx) => {
    const { studentIds: _ids, ...values } = v;
    if (Object.values(values).every((x) => x === undefined))
      ctx.addIssue({ code: 'custom', path: [], message: BULK_NOTHING_MESSAGE });
    if (v.paymentPlan === 'installments' && v.installments === undefined)
      ctx.addIssue({ code: 'custom', path: ['installments'], message: INSTALLMENTS_REQUIRED_MESSAGE });
    if (v.installments !== undefined && v.paymentPlan !== 'installments')
      ctx.addIssue({ code: 'custom', path: ['installments'], message: INSTALLMENTS_NEED_PLAN_MESSAGE });
  });
export type BulkAccountingInput = z.infer<typeof bulkAccountingInput>;
/** The fields a bulk accounting update may set, in form order. */
export const BULK_ACCOUNTING_FIELDS = [
  'invoiceTypes',
  'paymentPlan',
  'installments',
  'scholarshipId',
  'financialAidId',
  'sponsor',
  'billingEmail',
  'tuitionLockedAmount',
] as const;

/** The accounting settings' bulk update "invoice financial status". */
export const bulkInvoiceFinancialStatusInput = z.object({
  studentIds: bulkStudentIds,
  invoiceFinancialStatus: invoiceFinancialStatusValue,
});
export type BulkInvoiceFinancialStatusInput = z.infer<typeof bulkInvoiceFinancialStatusInput>;
export const bulkUpdated = z.object({ updated: z.number().int() });

/** The students with their accounting values, for the bulk updates' first step. */
export const studentAccountingListQuery = pageQuery.extend({
  statusId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  campusId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  invoiceFinancialStatus: z.coerce.number().int().min(1).max(INVOICE_FINANCIAL_STATUSES.length).optional(),
  paymentPlan: z.enum(PAYMENT_PLANS).optional(),
  invoiceType: z.coerce.number().int().min(1).max(INVOICE_TYPES.length).optional(),
  scholarshipId: z.coerce.number().int().positive().max(MAX_ID).optional(),
});
export type StudentAccountingListQuery = z.infer<typeof studentAccountingListQuery>;
export const STUDENT_ACCOUNTING_SORTS = ['id', 'name', 'status', 'campus', 'cohort', 'invoiceFinancialStatus'] as const;
export const studentAccountingListItem = z.object({
  id: z.number().int(),
  name: safeString(),
  email: safeString(),
  statusName: safeString().nullable(),
  campusName: safeString().nullable(),
  cohort: safeString().nullable(),
  financialStatus: z.number().int(),
  invoiceFinancialStatus: z.number().int(),
  invoiceTypes: z.array(z.number().int()),
  paymentPlan: z.enum(PAYMENT_PLANS),
  installments: z.number().int().nullable(),
  scholarshipLabel: safeString().nullable(),
});
export type StudentAccountingListItem = z.infer<typeof studentAccountingListItem>;

/**
 * The two forms as field declarations, for the record form kit (RecordFields). The rules are the
 * schemas above; these say how each field shows (label, kind, choices, table).
 */
const formDef = (key: string, title: string, fields: FieldDef[]): TableDef => ({
  key,
  group: 'accounting',
  title,
  singular: title,
  fields,
});
export const STUDENT_ACCOUNTING_INFO_FIELDS: Record<keyof Omit<StudentAccountingInfoInput, 'invoiceTypes'>, FieldDef> =
  {
    invoiceFinancialStatus: {
      key: 'invoiceFinancialStatus',
      label: INVOICE_FINANCIAL_STATUS_LABEL,
      kind: 'enum',
      options: INVOICE_FINANCIAL_STATUSES,
      required: true,
    },
    paymentPlan: {
      key: 'paymentPlan',
      label: 'Payment Plan',
      kind: 'enum',
      options: PAYMENT_PLAN_OPTIONS,
      required: true,
    },
    installments: {
      key: 'installments',
      label: 'Number of Installments',
      kind: 'int',
      min: INSTALLMENTS_MIN,
      max: INSTALLMENTS_MAX,
    },
    scholarshipId: { key: 'scholarshipId', label: 'Scholarship', kind: 'ref', ref: 'scholarship' },
    financialAidId: { key: 'financialAidId', label: 'Financial Aid', kind: 'ref', ref: 'financial-aid' },
    sponsor: {
      key: 'sponsor',
      label: 'Sponsor / Third-Party Payer',
      kind: 'text',
      max: SPONSOR_MAX,
      help: 'Who is invoiced instead of the student, if anyone',
    },
    billingEmail: {
      key: 'billingEmail',
      label: 'Billing Email',
      kind: 'email',
      help: "Where invoices and reminders go, if not the student's email",
    },
    tuitionLockedAmount: {
      key: 'tuitionLockedAmount',
      label: 'Tuition Locked-In Amount',
      kind: 'money',
      help: 'The tuition per semester agreed at enrolment',
    },
  };
export const STUDENT_ACCOUNTING_INFO_FORM = formDef(
  'student-accounting-info',
  'Accounting Information',
  Object.values(STUDENT_ACCOUNTING_INFO_FIELDS),
);
export const STUDENT_ACCOUNTING_OTHER_FORM = formDef('student-accounting-other', 'Other Information', [
  { key: 'accountNumber', label: 'Account No. (accounting system)', kind: 'text', max: ACCOUNT_NUMBER_MAX },
  { key: 'remarks', label: 'Remarks', kind: 'textarea', max: REMARKS_MAX },
]);
export const INVOICE_TYPES_LABEL = 'Invoice Types';

export const STUDENT_ACCOUNTING_TOASTS = {
  infoSaved: 'Accounting Info Updated Successfully',
  otherSaved: 'Other Info Updated Successfully',
  saveFailed: 'Failed to update info.Try again!',
} as const;
export const BULK_ACCOUNTING_TOASTS = {
  updated: 'Accounting Info Updated Successfully',
  failed: 'Failed to update info.Try again!',
} as const;
export const BULK_INVOICE_FINANCIAL_STATUS_TOASTS = {
  updated: 'Invoice Financial Status Updated Successfully',
  failed: 'Failed to update the invoice financial status, Try again!',
} as const;
