import { z } from 'zod';
import { pageQuery } from '../kit/common.js';
import { INVOICE_STATUSES, INVOICE_TYPES, PAYMENT_METHODS } from '../reference/options.js';
import { MAX_ID, isoDate } from '../students/student.js';
import { optionalText, safeString, singleLine, text } from '../validation.js';
import { CARD_MESSAGES, cardErrors } from './cards.js';
import { positiveMoney } from './money.js';
import { PAYMENT_VERIFICATION_CODES, PAYMENT_VERIFICATION_MESSAGES } from './verification.js';
import { optionLabel } from '../kit/options.js';

/**
 * A student's invoices (spec 001 Finance; 002 "Invoicing and letters of authorization"): an invoice of
 * one type (1-20) with items (a fee head and an amount each), paid in full or in parts. Its status is
 * what its money says: CR Open (nothing paid), PP Partial Paid, FP Full Paid; CN Cancelled by hand,
 * only while nothing is paid.
 */
export const INVOICE_ENTITY = 'invoice';
export const PAYMENT_ENTITY = 'payment';

export const INVOICE_STATUS = { open: 'CR', partialPaid: 'PP', fullPaid: 'FP', cancelled: 'CN' } as const;
export type InvoiceStatus = (typeof INVOICE_STATUS)[keyof typeof INVOICE_STATUS];
export const INVOICE_STATUS_CODES = INVOICE_STATUSES.map((o) => o.value) as InvoiceStatus[];
export const invoiceStatusLabel = optionLabel(INVOICE_STATUSES);

/** The status the money gives an invoice that is not cancelled. */
export function invoiceStatusOf(amountCents: number, paidCents: number): Exclude<InvoiceStatus, 'CN'> {
  if (paidCents <= 0) return INVOICE_STATUS.open;
  return paidCents < amountCents ? INVOICE_STATUS.partialPaid : INVOICE_STATUS.fullPaid;
}
/**
 * The moves money implies: a payment takes an open or partly paid invoice to PP or FP; cancelling a
 * payment takes it back (FP or PP to PP or CR); only an open invoice (nothing paid) is cancelled, and a
 * cancelled one stays cancelled.
 */
export const INVOICE_TRANSITIONS: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  CR: ['PP', 'FP', 'CN'],
  PP: ['PP', 'FP', 'CR'],
  FP: ['PP', 'CR'],
  CN: [],
};
export const canMoveInvoice = (from: InvoiceStatus, to: InvoiceStatus) => INVOICE_TRANSITIONS[from].includes(to);

export const INVOICE_TYPE_IDS = INVOICE_TYPES.map((o) => o.value);
export const invoiceTypeLabel = optionLabel(INVOICE_TYPES);

/** CARD (a card payment) or OTHER (a cheque or a wire, recorded with its reference). */
export const PAYMENT_METHOD_CODES = PAYMENT_METHODS.map((o) => o.value) as ('CARD' | 'OTHER')[];
export type PaymentMethod = 'CARD' | 'OTHER';
export const OTHER_PAYMENT_KINDS = [
  { value: 'cheque', label: 'Cheque' },
  { value: 'wire', label: 'Wire Transfer' },
] as const;
export type OtherPaymentKind = (typeof OTHER_PAYMENT_KINDS)[number]['value'];

export const INVOICE_MESSAGES = {
  type: 'Choose an invoice type from the list',
  feeHead: 'Choose a fee head from the list',
  semester: 'Choose a semester from the list',
  items: 'Add at least one item',
  tooManyItems: 'At most 50 items',
  dueBeforeDate: 'The due date cannot be before the invoice date',
  method: 'Choose CARD or OTHER',
  otherKind: 'Choose cheque or wire transfer',
  otherKindCard: 'Only an OTHER payment has a cheque or wire kind',
  reference: 'Enter the cheque or wire reference number',
  idempotencyKey: 'Send an Idempotency-Key header (1 to 255 visible characters) with this request',
  idempotencyReused: 'This Idempotency-Key was used for another request',
  idempotencyBusy: 'A request with this Idempotency-Key is still in progress',
  cancelled: 'This invoice is cancelled: it cannot be paid or changed',
  nothingOwed: 'This invoice is paid in full: nothing is owed on it',
  overpay: (owed: string) =>
    `The amount is more than the ${owed} owed on this invoice; pay at most that, or keep the rest as credit`,
  cancelWithPayments: 'This invoice has payments: cancel them before cancelling the invoice',
  itemOfPaid: 'Items can be deleted only from an invoice with nothing paid',
  lastItem: 'This is the last item of the invoice: cancel the invoice instead',
  itemDeleted: 'This item is already deleted',
  paymentCancelled: 'This payment is already cancelled',
} as const;

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
export const invoiceType = z
  .number({ error: INVOICE_MESSAGES.type })
  .int(INVOICE_MESSAGES.type)
  .min(1, INVOICE_MESSAGES.type)
  .max(INVOICE_TYPE_IDS.length, INVOICE_MESSAGES.type);

export const invoiceItemInput = z.object({
  feeHeadId: id(INVOICE_MESSAGES.feeHead),
  description: optionalText(200),
  amount: positiveMoney,
});
export const createInvoiceInput = z
  .object({
    type: invoiceType,
    title: text(200),
    semesterId: id(INVOICE_MESSAGES.semester).nullish(),
    /** the day it is issued; today when left out */
    invoiceDate: isoDate.nullish(),
    dueDate: isoDate,
    items: z
      .array(invoiceItemInput, { error: INVOICE_MESSAGES.items })
      .min(1, INVOICE_MESSAGES.items)
      .max(50, INVOICE_MESSAGES.tooManyItems),
  })
  .superRefine((v, ctx) => {
    if (v.invoiceDate && v.dueDate < v.invoiceDate)
      ctx.addIssue({ code: 'custom', path: ['dueDate'], message: INVOICE_MESSAGES.dueBeforeDate });
  });
export type CreateInvoiceInput = z.infer<typeof createInvoiceInput>;

export const invoiceDueDateInput = z.object({ dueDate: isoDate });
export const reasonInput = z.object({ reason: text(500) });
export type ReasonInput = z.infer<typeof reasonInput>;

/** a card's field as typed: one line, at most 40 characters, empty as none */
const cardField = singleLine()
  .max(40, 'At most 40 characters')
  .transform((v) => v.trim() || null)
  .nullish();
const CARD_FIELDS = ['cardNumber', 'cardExpiry', 'cardCvc', 'cardName'] as const;

/**
 * How money comes in, in every payment (an invoice's, an estimate's, a seat deposit, a direct payment): CARD with
 * a gateway token or the card as typed, or OTHER (a cheque or a wire with its reference). `checkPaymentMethod`
 * is their rule, for each schema's superRefine.
 */
export const paymentMethodFields = {
  method: z.enum(['CARD', 'OTHER'], { error: INVOICE_MESSAGES.method }),
  otherKind: z.enum(['cheque', 'wire'], { error: INVOICE_MESSAGES.otherKind }).nullish(),
  reference: optionalText(100),
  /** a CARD payment: the token of the card from the payment gateway (the test gateway: tok_visa, tok_declined) */
  cardToken: z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, PAYMENT_VERIFICATION_MESSAGES.cardToken)
    .nullish(),
  /**
   * or a CARD payment's card as typed (cards.ts: Luhn, MM/YY not past, CVC, name): the server has the gateway
   * tokenize it and keeps only its last four digits
   */
  cardNumber: cardField,
  cardExpiry: cardField,
  cardCvc: cardField,
  cardName: cardField,
};
type PaymentMethodValues = {
  method: 'CARD' | 'OTHER';
  otherKind?: 'cheque' | 'wire' | null;
  reference?: string | null;
  cardToken?: string | null;
} & Partial<Record<(typeof CARD_FIELDS)[number], string | null>>;

export function checkPaymentMethod(v: PaymentMethodValues, ctx: z.RefinementCtx) {
  const typed = CARD_FIELDS.some((k) => v[k]);
  // neither: the card's details are asked for (the pay dialog's fields; a caller with a token sends cardToken)
  if (v.method === 'CARD' && !v.cardToken && !typed)
    ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: CARD_MESSAGES.details });
  if (v.method === 'CARD' && typed) {
    if (v.cardToken) ctx.addIssue({ code: 'custom', path: ['cardToken'], message: CARD_MESSAGES.tokenOrCard });
    // the expiry against today's date where the check runs (the server checks it again on its own clock)
    for (const [path, message] of Object.entries(cardErrors(v, new Date().toISOString().slice(0, 10))))
      ctx.addIssue({ code: 'custom', path: [path], message });
  }
  if (v.method === 'OTHER' && v.cardToken)
    ctx.addIssue({ code: 'custom', path: ['cardToken'], message: PAYMENT_VERIFICATION_MESSAGES.cardTokenOther });
  if (v.method === 'OTHER' && typed)
    ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: PAYMENT_VERIFICATION_MESSAGES.cardTokenOther });
  if (v.method === 'OTHER' && !v.otherKind)
    ctx.addIssue({ code: 'custom', path: ['otherKind'], message: INVOICE_MESSAGES.otherKind });
  if (v.method === 'CARD' && v.otherKind)
    ctx.addIssue({ code: 'custom', path: ['otherKind'], message: INVOICE_MESSAGES.otherKindCard });
  if (v.method === 'OTHER' && !v.reference)
    ctx.addIssue({ code: 'custom', path: ['reference'], message: INVOICE_MESSAGES.reference });
}

export const payInvoiceInput = z
  .object({
    amount: positiveMoney,
    /** the day the money was received; today when left out */
    paidOn: isoDate.nullish(),
    /** an amount above what is owed is refused unless the rest is explicitly kept as the student's credit */
    keepRestAsCredit: z.boolean().default(false),
    ...paymentMethodFields,
  })
  .superRefine(checkPaymentMethod);
export type PayInvoiceInput = z.infer<typeof payInvoiceInput>;

/** The header every money-moving POST carries: the same key and body answer the first answer again. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string({ error: INVOICE_MESSAGES.idempotencyKey })
    .regex(/^[\x21-\x7e]{1,255}$/, INVOICE_MESSAGES.idempotencyKey),
});

export const invoiceParams = z.object({ studentId: id('Student not found'), invoiceId: id('Invoice not found') });
export const invoiceItemParams = invoiceParams.extend({ itemId: id('Item not found') });
export const paymentParams = z.object({ studentId: id('Student not found'), paymentId: id('Payment not found') });

export const INVOICE_SORTS = ['id', 'invoiceDate', 'dueDate', 'amount', 'status', 'type'] as const;
export const invoiceListQuery = pageQuery.extend({
  status: z.enum(['CR', 'PP', 'FP', 'CN']).optional(),
  type: z.coerce.number().int().min(1).max(INVOICE_TYPE_IDS.length).optional(),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

const money = safeString();
export const invoiceListItem = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  type: z.number().int(),
  typeLabel: safeString(),
  title: safeString(),
  semesterId: z.number().int().nullable(),
  semesterLabel: safeString().nullable(),
  invoiceDate: safeString(),
  dueDate: safeString(),
  status: z.enum(['CR', 'PP', 'FP', 'CN']),
  statusLabel: safeString(),
  amount: money,
  paid: money,
  /** what is still owed (amount less paid; 0.00 when cancelled) */
  due: money,
  createdAt: safeString(),
  cancelledAt: safeString().nullable(),
  cancelReason: safeString().nullable(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItem>;

export const invoiceItem = z.object({
  id: z.number().int(),
  feeHeadId: z.number().int(),
  feeHeadLabel: safeString().nullable(),
  description: safeString().nullable(),
  amount: money,
  deletedAt: safeString().nullable(),
});
export const payment = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  invoiceId: z.number().int().nullable(),
  method: z.enum(['CARD', 'OTHER']),
  otherKind: z.enum(['cheque', 'wire']).nullable(),
  reference: safeString().nullable(),
  amount: money,
  /** the part paid on the invoice */
  applied: money,
  /** the part kept as the student's credit */
  credit: money,
  paidOn: safeString(),
  status: z.enum(['posted', 'cancelled']),
  /** CARD: verified when charged; OTHER: unverified until two accounting users check it (step 1, step 2) */
  verification: z.enum(PAYMENT_VERIFICATION_CODES),
  verificationLabel: safeString(),
  /** the gateway's reference of a CARD charge */
  gatewayReference: safeString().nullable(),
  createdAt: safeString(),
  createdByName: safeString().nullable(),
  cancelledAt: safeString().nullable(),
  cancelReason: safeString().nullable(),
});
export type Payment = z.infer<typeof payment>;
export const invoiceDetails = invoiceListItem.extend({
  items: z.array(invoiceItem),
  payments: z.array(payment),
  createdByName: safeString().nullable(),
  cancelledByName: safeString().nullable(),
});
export type InvoiceDetails = z.infer<typeof invoiceDetails>;
export const paymentResult = z.object({ payment, invoice: invoiceListItem });
export type PaymentResult = z.infer<typeof paymentResult>;

export const paymentListQuery = pageQuery.extend({ status: z.enum(['posted', 'cancelled']).optional() });
export type PaymentListQuery = z.infer<typeof paymentListQuery>;

/** The invoice types for a student's new invoice: all twenty, those of the student's accounting details marked. */
export const studentInvoiceType = z.object({
  value: z.number().int(),
  label: safeString(),
  /** among the invoice types the student's accounting details name */
  billed: z.boolean(),
});
export const studentInvoiceTypes = z.object({ items: z.array(studentInvoiceType) });
export type StudentInvoiceTypes = z.infer<typeof studentInvoiceTypes>;
