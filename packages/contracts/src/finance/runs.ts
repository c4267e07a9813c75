import { z } from 'zod';
import { MAX_ID, isoDateTime, pageQuery } from '../kit/common.js';
import { isoDate } from '../students/student.js';
import { safeString, text } from '../validation.js';
import { INVOICE_MESSAGES, checkPaymentMethod, invoiceListItem, invoiceType, paymentMethodFields } from './invoices.js';

/**
 * Invoice runs of the accounting office (spec 002 "Invoicing and letters of authorization": the non-clinical,
 * housing and due invoices, step 1 and step 2): choose an invoice type, a semester, fee heads (or a fee group),
 * a title and dates and filter the students (step 1); review each student's lines, priced from the fee settings,
 * and who is skipped and why (step 2); create every invoice in one job, all or none, once per run key
 * (Idempotency-Key), and email each student the invoice PDF.
 */
export const INVOICE_RUN_ENTITY = 'invoiceRun';
export const INVOICE_RUN_KINDS = ['non-clinical', 'housing', 'due', 'clinical'] as const;
export type InvoiceRunKind = (typeof INVOICE_RUN_KINDS)[number];

/**
 * The screen of each kind (all guarded by the Invoices menu entry, /accounting/invoices/non-clinical). The clinical
 * run has no path of its own: it is the Clinical choice of the non-clinical screen (`?kind=clinical`).
 */
export const INVOICE_RUN_PATHS: Record<InvoiceRunKind, string> = {
  'non-clinical': '/accounting/invoices/non-clinical',
  housing: '/accounting/invoices/housing',
  due: '/accounting/invoices/due',
  clinical: '/accounting/invoices/non-clinical?kind=clinical',
};
export const INVOICE_RUN_LINK = INVOICE_RUN_PATHS['non-clinical'];

/**
 * The invoice types (contracts' INVOICE_TYPES, 1-20) a kind of run issues. Non-clinical: the semester's
 * tuition and fees outside the clinical years (clinical invoices are weekly, LOAs have their own screens);
 * housing: the housing fee; due: what falls due on an account that already owes (general, installment,
 * administrative and permit charges such as the late payment fee), for students with an overdue balance.
 */
export const INVOICE_RUN_TYPES: Record<InvoiceRunKind, readonly number[]> = {
  'non-clinical': [1, 2, 3, 5, 13, 15, 16, 17, 20],
  housing: [10],
  due: [7, 9, 14, 18],
  clinical: [4],
};

/**
 * The clinical run bills rotation weeks (Scheduled or Accepted rotations), each week at its offer's price per week
 * (clinical's hospital_rotations), under one fee head of the Clinical Weekly Fees settings: step 1's heads come from
 * this table, whatever amount it sets (the hospital's price is what counts).
 */
export const CLINICAL_RUN_FEE_TABLE = 'fee-clinicalfee';
export const CLINICAL_RUN_STATUSES = ['Scheduled', 'Accepted'] as const;

/** The first day of a rotation's week `n` (1-based): seven days a week from its start date. */
export function rotationWeekStart(startDate: string, n: number) {
  const d = new Date(`${startDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 7 * (n - 1));
  return d.toISOString().slice(0, 10);
}

/** A rotation's weeks that start on or before `until` (all of them when `until` is left out). */
export function rotationWeeksUntil(startDate: string, weeks: number, until?: string | null) {
  const out: number[] = [];
  for (let n = 1; n <= weeks; n++) if (!until || rotationWeekStart(startDate, n) <= until) out.push(n);
  return out;
}

/** "weeks 1-3, 5" of a list of week numbers. */
export function weekRanges(weeks: number[]) {
  const sorted = [...new Set(weeks)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    parts.push(i === j ? `${sorted[i]}` : `${sorted[i]}-${sorted[j]}`);
    i = j;
  }
  return `${sorted.length === 1 ? 'week' : 'weeks'} ${parts.join(', ')}`;
}

/** A clinical invoice item's description: the hospital, the rotation and the weeks it bills. */
export const clinicalItemDescription = (hospital: string, rotation: string, weeks: number[]) =>
  `${hospital}: ${rotation}, ${weekRanges(weeks)}`.slice(0, 200);

/** The fee-settings table (contracts' FEE_TABLES) an invoice type is priced from. */
export const FEE_TABLE_OF_INVOICE_TYPE: Record<number, string> = {
  1: 'fee-pre-med',
  2: 'fee-med',
  3: 'fee-med6',
  4: 'fee-clinical',
  5: 'fee-non-clinical-other',
  6: 'fee-clinical-other',
  7: 'fee-general',
  8: 'fee-leads',
  9: 'fee-installment',
  10: 'fee-housing-fees',
  11: 'fee-basic-science-loa',
  12: 'fee-premed-loa',
  13: 'fee-asp',
  14: 'fee-administrative',
  15: 'fee-vet1to6',
  16: 'fee-vet7to12',
  17: 'fee-prehealth',
  18: 'fee-studentpermit',
  19: 'fee-clinicalfee',
  20: 'fee-insurance',
};

/** The most students one run invoices (narrow the filters for more). */
export const INVOICE_RUN_MAX_STUDENTS = 5000;

export const INVOICE_RUN_MESSAGES = {
  kind: 'Choose non-clinical, housing, due or clinical',
  periodEnd: 'Choose the last day of the period: the weeks starting on or before it are invoiced',
  oneHead: 'Choose the one fee head the rotation weeks are billed under',
  typeOfKind: 'Choose an invoice type of this kind of run',
  heads: 'Choose at least one fee head or a fee group',
  tooManyHeads: 'At most 20 fee heads',
  nobody: 'No student would be invoiced: change the filters or the fee heads',
  tooMany: (max: number) => `More than ${max} students match: narrow the filters`,
} as const;

/** Why a student matching the filters gets no invoice. */
export const INVOICE_RUN_SKIPS = {
  alreadyInvoiced: 'Already invoiced for this semester and fee head',
  noFeeSetting: 'No fee setting for the student',
  noEmail: 'No email address',
  /** clinical: the student's rotations have no week in the period left to invoice */
  nothingToInvoice: 'No rotation week to invoice in the period',
  /** clinical: every week of the student's rotations in the period is already invoiced or paid */
  weeksInvoiced: 'All weeks in the period are already invoiced or paid',
  /** clinical: the hospital's offer has no price per week */
  noPrice: 'The rotation has no price per week',
} as const;
export type InvoiceRunSkip = keyof typeof INVOICE_RUN_SKIPS;

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
const optionalId = (message: string) => id(message).nullish();

/** Which students: the student list's filters, and whether only those whose accounting details bill the type. */
export const invoiceRunFilters = z.object({
  courseId: optionalId('Choose a course from the list'),
  campusId: optionalId('Choose a campus from the list'),
  stageId: optionalId('Choose a stage from the list'),
  statusId: optionalId('Choose a status from the list'),
  /** the semester the student started in */
  startSemesterId: optionalId(INVOICE_MESSAGES.semester),
  /** only students whose accounting details name the run's invoice type (default) */
  billedOnly: z.boolean().default(true),
  /** only these students (the reviewed ones), within the other filters */
  studentIds: z.array(id('Student not found')).max(INVOICE_RUN_MAX_STUDENTS).nullish(),
});
export type InvoiceRunFilters = z.infer<typeof invoiceRunFilters>;

/** A run's choices (step 1). */
export const invoiceRunInput = z
  .object({
    kind: z.enum(INVOICE_RUN_KINDS, { error: INVOICE_RUN_MESSAGES.kind }),
    type: invoiceType,
    semesterId: id(INVOICE_MESSAGES.semester),
    feeHeadIds: z.array(id(INVOICE_MESSAGES.feeHead)).max(20, INVOICE_RUN_MESSAGES.tooManyHeads).default([]),
    /** every fee head of this group that the type's fee table prices (instead of, or besides, feeHeadIds) */
    feeGroupHeadId: optionalId('Choose a fee group from the list'),
    title: text(200),
    /** the day the invoices are issued; today when left out */
    invoiceDate: isoDate.nullish(),
    dueDate: isoDate,
    filters: invoiceRunFilters.default({ billedOnly: true }),
    /** clinical runs: the rotation weeks starting on or before this day are invoiced */
    periodEnd: isoDate.nullish(),
  })
  .superRefine((v, ctx) => {
    if (!INVOICE_RUN_TYPES[v.kind]?.includes(v.type))
      ctx.addIssue({ code: 'custom', path: ['type'], message: INVOICE_RUN_MESSAGES.typeOfKind });
    if (v.kind === 'clinical') {
      if (!v.periodEnd) ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: INVOICE_RUN_MESSAGES.periodEnd });
      if (v.feeHeadIds.length !== 1 || v.feeGroupHeadId)
        ctx.addIssue({ code: 'custom', path: ['feeHeadIds'], message: INVOICE_RUN_MESSAGES.oneHead });
    } else if (!v.feeHeadIds.length && !v.feeGroupHeadId)
      ctx.addIssue({ code: 'custom', path: ['feeHeadIds'], message: INVOICE_RUN_MESSAGES.heads });
    if (v.invoiceDate && v.dueDate < v.invoiceDate)
      ctx.addIssue({ code: 'custom', path: ['dueDate'], message: INVOICE_MESSAGES.dueBeforeDate });
  });
export type InvoiceRunInput = z.infer<typeof invoiceRunInput>;

/** The preview (step 2) a page at a time (the query; the choices are the body): the students invoiced, or the skipped ones. */
export const invoiceRunPreviewQuery = pageQuery.pick({ page: true, pageSize: true }).extend({
  show: z.enum(['invoiced', 'skipped']).default('invoiced'),
});
export type InvoiceRunPreviewQuery = z.infer<typeof invoiceRunPreviewQuery>;

export const invoiceRunLine = z.object({
  feeHeadId: z.number().int(),
  feeHead: safeString(),
  amount: safeString(),
  /** clinical runs: the student's rotation, what the item says (hospital, rotation, weeks), the weeks billed */
  rotationId: z.number().int().optional(),
  description: safeString().optional(),
  weeks: z.array(z.number().int()).optional(),
  pricePerWeek: safeString().optional(),
});
export type InvoiceRunLine = z.infer<typeof invoiceRunLine>;

/** A student of the preview: the lines of their invoice and its total, or why none is made. */
export const invoiceRunStudent = z.object({
  studentId: z.number().int(),
  name: safeString(),
  email: safeString().nullable(),
  course: safeString().nullable(),
  campus: safeString().nullable(),
  status: safeString().nullable(),
  lines: z.array(invoiceRunLine),
  total: safeString(),
  /** fee heads left out of the invoice, and why (already invoiced, no fee setting) */
  omitted: z.array(
    z.object({
      feeHeadId: z.number().int(),
      feeHead: safeString(),
      reason: safeString(),
      /** clinical runs: the rotation left out (its hospital and rotation in feeHead) */
      rotationId: z.number().int().optional(),
    }),
  ),
  skip: z.enum(['alreadyInvoiced', 'noFeeSetting', 'nothingToInvoice', 'weeksInvoiced', 'noPrice']).nullable(),
  skipReason: safeString().nullable(),
});
export type InvoiceRunStudent = z.infer<typeof invoiceRunStudent>;

export const invoiceRunSummary = z.object({
  /** students who would get an invoice */
  invoiced: z.number().int(),
  skipped: z.number().int(),
  /** the sum of every invoice */
  amount: safeString(),
  byFeeHead: z.array(
    z.object({ feeHeadId: z.number().int(), feeHead: safeString(), count: z.number().int(), amount: safeString() }),
  ),
});
export type InvoiceRunSummary = z.infer<typeof invoiceRunSummary>;

export const invoiceRunPreview = z.object({
  items: z.array(invoiceRunStudent),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  summary: invoiceRunSummary,
});
export type InvoiceRunPreview = z.infer<typeof invoiceRunPreview>;

/** The fee heads a type's fee table prices (step 1's choice), with their group and the amounts set. */
export const invoiceRunHeadsQuery = z.object({
  type: z.coerce.number().pipe(invoiceType),
  /** clinical: the heads of the Clinical Weekly Fees (CLINICAL_RUN_FEE_TABLE), whatever the type */
  kind: z.enum(INVOICE_RUN_KINDS, { error: INVOICE_RUN_MESSAGES.kind }).optional(),
});
export const invoiceRunHead = z.object({
  feeHeadId: z.number().int(),
  name: safeString(),
  feeGroupHeadId: z.number().int().nullable(),
  feeGroupHead: safeString().nullable(),
  /** the distinct amounts set for it (by course, semester, date) */
  amounts: z.array(safeString()),
});
export type InvoiceRunHead = z.infer<typeof invoiceRunHead>;

export const invoiceRunParams = z.object({
  runId: z.uuid({ error: 'Invoice run not found' }),
});

export const INVOICE_RUN_STATES = ['queued', 'running', 'completed', 'failed'] as const;
export type InvoiceRunState = (typeof INVOICE_RUN_STATES)[number];
export const INVOICE_RUN_PHASES = ['waiting', 'invoicing', 'emailing', 'done'] as const;

/** A run as it goes and once it is done. */
export const invoiceRun = z.object({
  id: safeString(),
  kind: z.enum(INVOICE_RUN_KINDS),
  type: z.number().int(),
  title: safeString(),
  semesterId: z.number().int(),
  state: z.enum(INVOICE_RUN_STATES),
  progress: z.object({
    phase: z.enum(INVOICE_RUN_PHASES),
    done: z.number().int(),
    of: z.number().int(),
    /** 0..100 over the whole run */
    percent: z.number().int(),
  }),
  counts: z.object({
    /** students planned to be invoiced when the run started */
    planned: z.number().int(),
    invoiced: z.number().int(),
    skipped: z.number().int(),
    emailed: z.number().int(),
    notEmailed: z.number().int(),
  }),
  amount: safeString().nullable(),
  invoices: z.array(
    z.object({
      invoiceId: z.number().int(),
      studentId: z.number().int(),
      name: safeString(),
      amount: safeString(),
      emailed: z.boolean(),
    }),
  ),
  skipped: z.array(z.object({ studentId: z.number().int(), name: safeString(), reason: safeString() })),
  errors: z.array(z.object({ message: safeString(), fields: z.record(safeString(), safeString()).nullable() })),
  createdAt: isoDateTime,
  completedAt: isoDateTime.nullable(),
});
export type InvoiceRun = z.infer<typeof invoiceRun>;

/** The answer of starting a run (202): its id, to follow with GET /api/accounting/invoice-runs/{runId}. */
export const invoiceRunStarted = z.object({ id: safeString(), state: z.enum(INVOICE_RUN_STATES) });

/**
 * What runs of a kind have issued (spec searchNonClinicalInvoiceList, searchHousingInvoiceList): every invoice of
 * the kind's types, newest first, by semester, title, status and student (name or id); a single invoice made on
 * a student's record counts too, as the old screens did.
 */
export const issuedInvoicesQuery = pageQuery.extend({
  kind: z.enum(INVOICE_RUN_KINDS, { error: INVOICE_RUN_MESSAGES.kind }),
  semesterId: optionalId(INVOICE_MESSAGES.semester),
  title: safeString().max(200, 'At most 200 characters').optional(),
  /** the student's name, first or last (or both), or their id */
  student: safeString().max(100, 'At most 100 characters').optional(),
  status: z.enum(['CR', 'PP', 'FP', 'CN']).optional(),
});
export type IssuedInvoicesQuery = z.infer<typeof issuedInvoicesQuery>;
export const ISSUED_INVOICE_SORTS = ['id', 'dueDate', 'amount', 'studentName'] as const;
export const issuedInvoice = invoiceListItem.extend({
  studentName: safeString(),
  /** clinical: what its items bill (hospital, rotation and weeks), one line an item */
  covers: z.array(safeString()).optional(),
});
export type IssuedInvoice = z.infer<typeof issuedInvoice>;

/** The semesters and titles of a kind's invoices (spec invoiceSemester, invoiceTitle, housingInvoiceTitle): the search's choices and step 1's title suggestions. */
export const issuedInvoiceChoicesQuery = z.object({
  kind: z.enum(INVOICE_RUN_KINDS, { error: INVOICE_RUN_MESSAGES.kind }),
});
export const issuedInvoiceChoices = z.object({
  semesters: z.array(z.object({ id: z.number().int(), label: safeString(), active: z.boolean() })),
  /** the titles used, most recent first (at most 50) */
  titles: z.array(safeString()),
});
export type IssuedInvoiceChoices = z.infer<typeof issuedInvoiceChoices>;

/** The state of a rotation week for money: not yet invoiced, on an invoice not paid in full, or paid. */
export const ROTATION_WEEK_STATES = ['open', 'invoiced', 'paid'] as const;
export type RotationWeekState = (typeof ROTATION_WEEK_STATES)[number];

/** A rotation's weeks with what was invoiced and paid of them (spec getWeeksPaid): "Weeks paid n of m". */
export const rotationWeeksPaid = z.object({
  rotationId: z.number().int(),
  weeks: z.number().int(),
  paid: z.number().int(),
  invoiced: z.number().int(),
  pricePerWeek: safeString(),
  /** what pay-now would charge: the open clinical invoice's balance, or the weeks not yet invoiced */
  payable: safeString(),
  /** the open invoice pay-now would pay (null: it would invoice the open weeks first, or nothing is owed) */
  openInvoiceId: z.number().int().nullable(),
  items: z.array(
    z.object({
      week: z.number().int(),
      startDate: isoDate,
      state: z.enum(ROTATION_WEEK_STATES),
      invoiceId: z.number().int().nullable(),
    }),
  ),
});
export type RotationWeeksPaid = z.infer<typeof rotationWeeksPaid>;

export const ROTATION_PAY_NOW_MESSAGES = {
  nothing: 'Nothing is owed on this rotation',
  noPrice: 'The rotation has no price per week: ask the accounting office',
  status: 'Only a scheduled or accepted rotation is paid ahead',
} as const;

/**
 * Pay-now on a rotation (spec rotationPayNow): the whole balance of its open clinical invoice, or, with none, of a
 * new invoice of its weeks not yet invoiced (made first); the student pays her own by card only (invoices.policy).
 */
export const rotationPayNowInput = z.object({ ...paymentMethodFields }).superRefine(checkPaymentMethod);
export type RotationPayNowInput = z.infer<typeof rotationPayNowInput>;
