import { z } from 'zod';
import { pageQuery } from '../kit/common.js';
import { MAX_ID, isoDate } from '../students/student.js';
import { optionalText, safeString } from '../validation.js';

/**
 * Letters of authorization (spec 002 "Invoicing and letters of authorization": saveMed6Loa, saveClincalLoa,
 * payMed6LOAVerify and their lists; routes /accounting/loa/med6Loa and /accounting/loa/clinicalLoa). An LOA
 * is an invoice of the kind's LOA type, priced from that type's fee settings, for a student of the kind's
 * course status and one semester; once its invoice is paid in full the accounting office verifies the
 * payment, and the letter is good.
 */
export const LOA_ENTITY = 'loa';
export const LOA_KINDS = ['med6', 'clinical'] as const;
export type LoaKind = (typeof LOA_KINDS)[number];

/**
 * Each kind's students (their current course status), the invoice type it is billed as, and so the fee table
 * it is priced from (FEE_TABLE_OF_INVOICE_TYPE): Med6 as Basic Science LOA (11); clinical as Clinical Other
 * Fees (6), the spec naming no clinical LOA type of its own.
 */
export const LOA_KIND_RULES: Record<LoaKind, { label: string; courseStatus: string; invoiceType: number }> = {
  med6: { label: 'Med6 LOA', courseStatus: 'Basic Science', invoiceType: 11 },
  clinical: { label: 'Clinical LOA', courseStatus: 'Clinical Medicine', invoiceType: 6 },
};
export const LOA_ROUTES: Record<LoaKind, string> = {
  med6: '/accounting/loa/med6Loa',
  clinical: '/accounting/loa/clinicalLoa',
};

export const LOA_VERIFICATIONS = [
  { value: 'unpaid', label: 'Awaiting payment' },
  { value: 'pending', label: 'Paid, to verify' },
  { value: 'verified', label: 'Verified' },
  { value: 'cancelled', label: 'Invoice cancelled' },
] as const;
export type LoaVerification = (typeof LOA_VERIFICATIONS)[number]['value'];

export const LOA_MESSAGES = {
  student: 'Choose a student of this LOA kind',
  semester: 'Choose an active semester',
  feeHead: 'Choose a fee head this LOA type has a fee setting for',
  noFee: 'No fee setting prices this fee head for the student; add one under the accounting settings',
  toBeforeFrom: 'The end date must be on or after the start date',
  dueBeforeToday: 'The due date must be today or later',
  exists: 'This student already has an LOA for this semester',
  notPaid: 'The LOA invoice is not paid in full yet',
  verified: 'This LOA payment is already verified',
  cancelled: 'The LOA invoice is cancelled',
} as const;
export const LOA_TOASTS = {
  created: 'LOA Created Successfully',
  createFailed: 'Failed to create the LOA, please try again!',
  verified: 'LOA Payment Verified Successfully',
  verifyFailed: 'Failed to verify the LOA payment',
} as const;

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
export const loaKindParams = z.object({ kind: z.enum(LOA_KINDS) });
export const loaParams = loaKindParams.extend({ loaId: id('LOA not found') });

/** The students of the kind with no LOA for the semester (the create list). */
export const loaEligibleQuery = pageQuery.extend({
  semesterId: id(LOA_MESSAGES.semester),
});
export type LoaEligibleQuery = z.infer<typeof loaEligibleQuery>;
export const loaEligibleStudent = z.object({
  studentId: z.number().int(),
  name: safeString(),
  email: safeString().nullable(),
  course: safeString().nullable(),
  stage: safeString().nullable(),
  status: safeString().nullable(),
});
export type LoaEligibleStudent = z.infer<typeof loaEligibleStudent>;

export const loaInput = z
  .object({
    studentId: id(LOA_MESSAGES.student),
    semesterId: id(LOA_MESSAGES.semester),
    feeHeadId: id(LOA_MESSAGES.feeHead),
    fromDate: isoDate,
    toDate: isoDate,
    dueDate: isoDate,
    notes: optionalText(500),
  })
  .superRefine((v, ctx) => {
    if (v.toDate < v.fromDate) ctx.addIssue({ code: 'custom', path: ['toDate'], message: LOA_MESSAGES.toBeforeFrom });
  });
export type LoaInput = z.infer<typeof loaInput>;

export const loaListQuery = pageQuery.extend({
  semesterId: id(LOA_MESSAGES.semester).optional(),
  studentId: id('Student not found').optional(),
  verification: z.enum(LOA_VERIFICATIONS.map((v) => v.value) as [LoaVerification, ...LoaVerification[]]).optional(),
});
export type LoaListQuery = z.infer<typeof loaListQuery>;

export const loa = z.object({
  id: z.number().int(),
  kind: z.enum(LOA_KINDS),
  studentId: z.number().int(),
  studentName: safeString(),
  semesterId: z.number().int(),
  semester: safeString().nullable(),
  fromDate: safeString(),
  toDate: safeString(),
  notes: safeString().nullable(),
  invoiceId: z.number().int(),
  invoiceStatus: safeString(),
  amount: safeString(),
  due: safeString(),
  dueDate: safeString(),
  verification: z.enum(LOA_VERIFICATIONS.map((v) => v.value) as [LoaVerification, ...LoaVerification[]]),
  verifiedByName: safeString().nullable(),
  verifiedAt: safeString().nullable(),
  createdByName: safeString().nullable(),
  createdAt: safeString(),
});
export type Loa = z.infer<typeof loa>;

/** The fee heads the kind's fee table prices (the create form's choices). */
export const loaFeeHeads = z.object({
  invoiceType: z.number().int(),
  items: z.array(z.object({ value: z.number().int(), label: safeString() })),
});
