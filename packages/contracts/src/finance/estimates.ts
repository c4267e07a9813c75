import { z } from 'zod';
import { MAX_ID, pageQuery } from '../kit/common.js';
import { optionalText, safeString, text } from '../validation.js';
import { INVOICE_MESSAGES, payInvoiceInput } from './invoices.js';
import { positiveMoney } from './money.js';
import { PAYMENT_VERIFICATION_CODES } from './verification.js';
import { INVOICE_RUN_LINK } from './runs.js';
import { optionCodes, optionLabel, type OptionValue } from '../kit/options.js';

/**
 * Estimates and seat deposits (spec 001 Finance: createEstimate, payEstimate, cancelEstimate, addPaySeatDeposit;
 * 002 "Invoicing and letters of authorization": createEstimates, estimateList). An estimate tells a student
 * what a program will cost (a type, a course, lines); it owes nothing by itself. What is paid on it (card
 * through the gateway, or a cheque or wire) is money held for the student: a credit (source `estimate`),
 * later applied to invoices. A seat deposit is paid the same way and held as a credit (source `seatDeposit`).
 * Each payment posts cash (card) or clearing (cheque, wire) debited, the student's credit account credited.
 */
export const ESTIMATE_ENTITY = 'estimate';
export const SEAT_DEPOSIT_ENTITY = 'seatDeposit';
/** The accounting office's estimates screen; like the other invoice screens, guarded by the Invoices menu entry. */
export const ESTIMATE_PATH = '/accounting/invoices/estimate';
export const ESTIMATE_LINK = INVOICE_RUN_LINK;
export const LEAD_PAYMENTS_LINK = '/accounting/lead';

export const ESTIMATE_TYPES = [
  { value: 'fullProgram', label: 'Full Program' },
  { value: 'perSemester', label: 'Per Semester' },
  { value: 'perYear', label: 'Per Year' },
] as const;
export type EstimateType = OptionValue<typeof ESTIMATE_TYPES>;
export const ESTIMATE_TYPE_CODES = optionCodes(ESTIMATE_TYPES);
export const estimateTypeLabel = optionLabel(ESTIMATE_TYPES);

export const ESTIMATE_COURSES = [
  { value: 'premed', label: 'Pre-Medical' },
  { value: 'basicSciences', label: 'Basic Sciences' },
  { value: 'clinicalSciences', label: 'Clinical Sciences' },
  { value: 'md', label: 'Doctor of Medicine (full program)' },
] as const;
export type EstimateCourse = OptionValue<typeof ESTIMATE_COURSES>;
export const ESTIMATE_COURSE_CODES = optionCodes(ESTIMATE_COURSES);
export const estimateCourseLabel = optionLabel(ESTIMATE_COURSES);

/** open: nothing paid; partial: paid in part; paid: in full; cancelled (with a reason). */
export const ESTIMATE_STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'partial', label: 'Partially paid' },
  { value: 'paid', label: 'Paid' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;
export type EstimateStatus = OptionValue<typeof ESTIMATE_STATUSES>;
export const ESTIMATE_STATUS_CODES = optionCodes(ESTIMATE_STATUSES);
export const estimateStatusLabel = optionLabel(ESTIMATE_STATUSES);
/** The status of an estimate not cancelled from its amount and what is paid on it. */
export const estimateStatusOf = (amountCents: number, paidCents: number): EstimateStatus =>
  paidCents <= 0 ? 'open' : paidCents >= amountCents ? 'paid' : 'partial';

export const ESTIMATE_MESSAGES = {
  type: 'Choose an estimate type from the list',
  course: 'Choose a course from the list',
  lines: 'Add at least one line',
  tooManyLines: 'At most 50 lines',
  students: 'Choose at least one student',
  tooManyStudents: 'At most 500 students at once',
  cancelled: 'This estimate is cancelled: it cannot be paid or changed',
  alreadyCancelled: 'This estimate is already cancelled',
  nothingOwed: 'This estimate is paid in full',
  deleteCredit: 'This credit was paid on an estimate: it cannot be deleted',
  overpay: (owed: string) => `The amount is more than the ${owed} left on this estimate`,
  created: 'Estimate created successfully',
  bulkCreated: (n: number) => `${n} estimates created successfully`,
  paid: 'Estimate paid successfully',
  cancelledToast: 'Estimate cancelled successfully',
  seatDepositPaid: 'Seat deposit recorded successfully',
  noStudents: 'No student matches these filters',
} as const;

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
const optionalId = (message: string) => id(message).nullish();

export const studentEstimateLineInput = z.object({ description: text(200), amount: positiveMoney });
export const createEstimateInput = z.object({
  type: z.enum(ESTIMATE_TYPE_CODES, { error: ESTIMATE_MESSAGES.type }),
  course: z.enum(ESTIMATE_COURSE_CODES, { error: ESTIMATE_MESSAGES.course }),
  semesterId: optionalId(INVOICE_MESSAGES.semester),
  note: optionalText(500),
  lines: z
    .array(studentEstimateLineInput, { error: ESTIMATE_MESSAGES.lines })
    .min(1, ESTIMATE_MESSAGES.lines)
    .max(50, ESTIMATE_MESSAGES.tooManyLines),
});
export type CreateEstimateInput = z.infer<typeof createEstimateInput>;

/** A payment on an estimate, or of a seat deposit: as an invoice payment, with no rest kept as credit (all of it is). */
export const payEstimateInput = payInvoiceInput;
export type PayEstimateInput = z.infer<typeof payEstimateInput>;

export const studentEstimateParams = z.object({
  studentId: id('Student not found'),
  estimateId: id('Estimate not found'),
});

export const studentEstimateLine = z.object({ id: z.number().int(), description: safeString(), amount: safeString() });
export const studentEstimatePayment = z.object({
  id: z.number().int(),
  creditId: z.number().int(),
  method: z.enum(['CARD', 'OTHER']),
  otherKind: safeString().nullable(),
  reference: safeString().nullable(),
  amount: safeString(),
  paidOn: safeString(),
  createdAt: safeString(),
  /** its row in the verification queue (accounting's payments), null for one recorded before the queue */
  paymentId: z.number().int().nullable(),
  verification: z.enum(PAYMENT_VERIFICATION_CODES),
  /** "Pending verification" until step 2: the credit it holds is not usable until then */
  verificationLabel: safeString(),
});
export type StudentEstimatePayment = z.infer<typeof studentEstimatePayment>;

export const studentEstimate = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  studentName: safeString(),
  type: z.enum(ESTIMATE_TYPE_CODES),
  typeLabel: safeString(),
  course: z.enum(ESTIMATE_COURSE_CODES),
  courseLabel: safeString(),
  semesterId: z.number().int().nullable(),
  note: safeString().nullable(),
  status: z.enum(ESTIMATE_STATUS_CODES),
  statusLabel: safeString(),
  amount: safeString(),
  paid: safeString(),
  /** what is left to pay (0.00 when cancelled) */
  due: safeString(),
  createdAt: safeString(),
  cancelledAt: safeString().nullable(),
  cancelReason: safeString().nullable(),
});
export type StudentEstimate = z.infer<typeof studentEstimate>;
export const studentEstimateDetails = studentEstimate.extend({
  lines: z.array(studentEstimateLine),
  payments: z.array(studentEstimatePayment),
});
export type StudentEstimateDetails = z.infer<typeof studentEstimateDetails>;

export const ESTIMATE_SORTS = ['id', 'createdAt', 'amount', 'status'] as const;
export const studentEstimateListQuery = pageQuery.pick({ page: true, pageSize: true }).extend({
  status: z.enum(ESTIMATE_STATUS_CODES, { error: 'Choose a status from the list' }).optional(),
});
export type StudentEstimateListQuery = z.infer<typeof studentEstimateListQuery>;
/** The accounting office's list: every student's estimates, by status, type and name. */
export const allEstimatesQuery = studentEstimateListQuery.extend({
  type: z.enum(ESTIMATE_TYPE_CODES, { error: ESTIMATE_MESSAGES.type }).optional(),
  search: optionalText(100),
});
export type AllEstimatesQuery = z.infer<typeof allEstimatesQuery>;

export const payEstimateResult = z.object({ estimate: studentEstimateDetails, payment: studentEstimatePayment });
export type PayEstimateResult = z.infer<typeof payEstimateResult>;

export const seatDeposit = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  creditId: z.number().int(),
  method: z.enum(['CARD', 'OTHER']),
  otherKind: safeString().nullable(),
  reference: safeString().nullable(),
  amount: safeString(),
  paidOn: safeString(),
  /** the credit it became: what is left of it (applied or refunded since lowers it), and whether it is deleted */
  creditLeft: safeString(),
  creditDeleted: z.boolean(),
  createdAt: safeString(),
  paymentId: z.number().int().nullable(),
  verification: z.enum(PAYMENT_VERIFICATION_CODES),
  /** "Pending verification" until step 2: its credit is not usable until then */
  verificationLabel: safeString(),
});
export type SeatDeposit = z.infer<typeof seatDeposit>;

/** The student's estimation value (the accounting info's summary): estimated, paid and left, not cancelled. */
export const studentEstimationValue = z.object({
  studentId: z.number().int(),
  estimates: z.number().int(),
  estimated: safeString(),
  paid: safeString(),
  due: safeString(),
  seatDeposits: safeString(),
});
export type StudentEstimationValue = z.infer<typeof studentEstimationValue>;

// ---- the accounting office's bulk estimates (step 1 choose, step 2 review, create) ----
export const estimateStudentFilters = z.object({
  statusId: optionalId('Choose a status from the list'),
  startSemesterId: optionalId(INVOICE_MESSAGES.semester),
  search: optionalText(100),
});
export const estimateStudentsQuery = pageQuery.pick({ page: true, pageSize: true }).merge(estimateStudentFilters);
export type EstimateStudentsQuery = z.infer<typeof estimateStudentsQuery>;
export const estimateStudent = z.object({
  id: z.number().int(),
  name: safeString(),
  email: safeString(),
  status: safeString().nullable(),
  startSemester: safeString().nullable(),
  /** estimates not cancelled the student already has */
  openEstimates: z.number().int(),
});
export type EstimateStudent = z.infer<typeof estimateStudent>;

export const bulkEstimateInput = createEstimateInput.extend({
  studentIds: z
    .array(id('Student not found'), { error: ESTIMATE_MESSAGES.students })
    .min(1, ESTIMATE_MESSAGES.students)
    .max(500, ESTIMATE_MESSAGES.tooManyStudents),
});
export type BulkEstimateInput = z.infer<typeof bulkEstimateInput>;
export const bulkEstimateResult = z.object({ created: z.number().int(), estimateIds: z.array(z.number().int()) });

// ---- lead estimates (admissions' lead estimate tab), as the accounting office sees them ----
export const leadEstimatesQuery = pageQuery.pick({ page: true, pageSize: true }).extend({ search: optionalText(100) });
export type LeadEstimatesQuery = z.infer<typeof leadEstimatesQuery>;
export const leadEstimateRow = z.object({
  id: z.number().int(),
  leadId: z.number().int(),
  leadName: safeString(),
  leadEmail: safeString().nullable(),
  title: safeString(),
  total: safeString(),
  createdAt: safeString(),
  /** the student the lead became, whose seat deposits and estimate payments are on the ledger */
  studentId: z.number().int().nullable(),
});
export type LeadEstimateRow = z.infer<typeof leadEstimateRow>;
