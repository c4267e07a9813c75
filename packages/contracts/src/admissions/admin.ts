import { z } from 'zod';
import { pageQuery } from '../kit/common.js';
import { defermentInputOf, defermentRecord } from '../kit/records.js';
import { MESSAGES, PATTERNS, text, safeString } from '../validation.js';
import { MAX_ID, isoDate } from '../students/student.js';

/**
 * Lead administration (spec 002 section 2 /lead/lead-admin/{closed-leads, bulk-update, rep-vacation})
 * and the accepted lead's semester-deferment and estimate tabs.
 */

export const LEAD_ADMIN_TOASTS = {
  vacationAdded: 'Vacation added successfully',
  vacationAddFailed: 'Failed to add the vacation, Try again!',
  vacationDeleted: 'Vacation deleted successfully',
  vacationDeleteFailed: 'Failed to delete the vacation, Try again!',
  semesterDeferred: 'Semester deferred successfully',
  semesterDeferFailed: 'Failed to defer the semester, Try again!',
  estimateAdded: 'Estimate Added Sucessfully',
  estimateAddFailed: 'Failed to add the Estimate, Try again!',
} as const;

export const LEAD_ADMIN_MESSAGES = {
  toBeforeFrom: 'The end date must be on or after the start date',
  coverIsRep: 'The cover must be another representative',
  overlap: 'This representative is already away on some of these days',
  laterSemester: 'Choose a semester that starts after the current one',
  noSemester: 'This lead has no semester to defer',
  fileRequired: 'Choose a PDF, Word, Excel or image file',
} as const;

const blankToUndef = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optId = z.preprocess(blankToUndef, z.coerce.number().int().positive().max(MAX_ID).optional());
const refId = z.coerce.number({ error: MESSAGES.required }).int().positive(MESSAGES.required).max(MAX_ID);
// ---- money: exact, in integer cents ----

/** '12.3' -> 1230 cents (the contracts amount pattern: digits with at most 2 decimals). Throws on anything else. */
export function toCents(amount: string): number {
  if (!PATTERNS.amount.test(amount)) throw new Error(MESSAGES.amount);
  const [whole, frac = ''] = amount.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}
/** 1230 -> '12.30'. */
export function centsToAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
/** 1234567 -> '$12,345.67'. */
export function formatCents(cents: number): string {
  const [w, f] = centsToAmount(cents).split('.');
  return `${w.startsWith('-') ? '-' : ''}$${w.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${f}`;
}
/** The largest line amount (a 12-digit whole part keeps totals of 50 lines exact in a JS number). */
export const ESTIMATE_LINE_MAX_CENTS = 99_999_999_99;

// ---- closed leads ----

export const closedLeadsQuery = pageQuery.extend({
  representativeId: optId,
  closedFrom: z.preprocess(blankToUndef, isoDate.optional()),
  closedTo: z.preprocess(blankToUndef, isoDate.optional()),
});
export type ClosedLeadsQuery = z.infer<typeof closedLeadsQuery>;
export const CLOSED_LEAD_SORTS = ['id', 'name', 'closedAt', 'status'] as const;
export const closedLead = z.object({
  id: z.number().int(),
  name: safeString(),
  email: safeString(),
  statusId: z.number().int(),
  statusName: safeString().nullable(),
  courseName: safeString().nullable(),
  representativeName: safeString().nullable(),
  closedAt: safeString(),
  closedReason: safeString().nullable(),
});
export type ClosedLead = z.infer<typeof closedLead>;

// ---- representative vacations ----

export const repVacationInput = z
  .object({
    representativeId: refId,
    coverId: refId,
    fromDate: isoDate,
    toDate: isoDate,
    note: z.preprocess(blankToNull, safeString().trim().max(500, 'At most 500 characters').nullish()),
  })
  .superRefine((v, ctx) => {
    if (v.toDate < v.fromDate)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: LEAD_ADMIN_MESSAGES.toBeforeFrom });
    if (v.coverId === v.representativeId)
      ctx.addIssue({ code: 'custom', path: ['coverId'], message: LEAD_ADMIN_MESSAGES.coverIsRep });
  });
export type RepVacationInput = z.infer<typeof repVacationInput>;
export const REP_VACATION_WHEN = ['current', 'upcoming', 'past', 'all'] as const;
export const repVacationListQuery = pageQuery.pick({ page: true, pageSize: true }).extend({
  representativeId: optId,
  /** current (today within), upcoming, past, or all (default) */
  when: z.preprocess(blankToUndef, z.enum(REP_VACATION_WHEN).optional()),
});
export type RepVacationListQuery = z.infer<typeof repVacationListQuery>;
export const repVacation = z.object({
  id: z.number().int(),
  representativeId: z.number().int(),
  representativeName: safeString().nullable(),
  coverId: z.number().int(),
  coverName: safeString().nullable(),
  fromDate: safeString(),
  toDate: safeString(),
  note: safeString().nullable(),
  /** today falls within the absence */
  current: z.boolean(),
  createdByName: safeString().nullable(),
  createdAt: safeString(),
});
export type RepVacation = z.infer<typeof repVacation>;

// ---- semester deferment (the lead's semester tab) ----

/** semesterDeferment (multipart: semesterId, reason and an optional `file`). */
export const semesterDefermentInput = defermentInputOf('semesterId');
export type SemesterDefermentInput = z.infer<typeof semesterDefermentInput>;
export const semesterDeferment = defermentRecord.extend({
  fileId: z.number().int().nullable(),
  fileName: safeString().nullable(),
  createdByName: safeString().nullable(),
  createdAt: safeString(),
});
export type SemesterDeferment = z.infer<typeof semesterDeferment>;
/** The current semester and the later ones the lead may defer to. */
export const semesterDefermentOptions = z.object({
  current: z.object({ value: z.number().int(), label: safeString(), startDate: safeString().nullable() }).nullable(),
  options: z.array(z.object({ value: z.number().int(), label: safeString(), startDate: safeString().nullable() })),
});
export type SemesterDefermentOptions = z.infer<typeof semesterDefermentOptions>;

// ---- estimates (the lead's estimate tab) ----

export const ESTIMATE_MAX_LINES = 50;
/** The fee tables estimate lines may come from (accounting settings fee pages). */
export const ESTIMATE_FEE_TABLE_PREFIX = 'fee-';
const amountText = safeString({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .regex(PATTERNS.amount, MESSAGES.amount)
  .refine((a) => !PATTERNS.amount.test(a) || toCents(a) > 0, 'The amount must be more than 0')
  .refine((a) => !PATTERNS.amount.test(a) || toCents(a) <= ESTIMATE_LINE_MAX_CENTS, 'The amount is too large');
export const estimateLineInput = z.object({
  /** a row of an accounting fee table (fee-*) the line was taken from */
  feeId: z.preprocess(blankToNull, z.coerce.number().int().positive().max(MAX_ID).nullish()),
  description: text(200),
  amount: amountText,
});
export type EstimateLineInput = z.infer<typeof estimateLineInput>;
export const estimateInput = z.object({
  title: text(150),
  note: z.preprocess(blankToNull, safeString().trim().max(1000, 'At most 1000 characters').nullish()),
  lines: z
    .array(estimateLineInput)
    .min(1, 'Add at least one line')
    .max(ESTIMATE_MAX_LINES, `At most ${ESTIMATE_MAX_LINES} lines`),
});
export type EstimateInput = z.infer<typeof estimateInput>;
export const estimateLine = z.object({
  id: z.number().int(),
  feeId: z.number().int().nullable(),
  description: safeString(),
  amount: safeString(),
  amountCents: z.number().int(),
});
export const estimate = z.object({
  id: z.number().int(),
  leadId: z.number().int(),
  title: safeString(),
  note: safeString().nullable(),
  totalCents: z.number().int(),
  total: safeString(),
  lineCount: z.number().int(),
  lines: z.array(estimateLine),
  createdByName: safeString().nullable(),
  createdAt: safeString(),
});
export type Estimate = z.infer<typeof estimate>;
export const estimateListQuery = pageQuery.pick({ page: true, pageSize: true });
export const estimateParam = z.object({
  leadId: z.coerce.number().int().positive().max(MAX_ID),
  estimateId: z.coerce.number().int().positive().max(MAX_ID),
});
/** The sum of line amounts, exact. */
export const estimateTotalCents = (lines: { amount: string }[]) => lines.reduce((s, l) => s + toCents(l.amount), 0);
