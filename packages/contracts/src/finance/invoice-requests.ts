import { z } from 'zod';
import { pageQuery } from '../kit/common.js';
import { MAX_ID, isoDate } from '../students/student.js';
import { optionalText, safeString, text } from '../validation.js';
import { positiveMoney } from './money.js';
import { optionCodes, optionLabel, type OptionValue } from '../kit/options.js';

/**
 * Invoice requests (spec 000: invoiceRequestList, invoiceRequestList/{id}, invoiceHeadListRequest; route
 * /accounting/invoice-requests; the top bar's invoiceRequests count): a student asks to be invoiced for a fee
 * head; the accounting office invoices the request (the invoice made as any other) or rejects it with a reason.
 */
export const INVOICE_REQUEST_ENTITY = 'invoiceRequest';
export const INVOICE_REQUEST_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'invoiced', label: 'Invoiced' },
  { value: 'rejected', label: 'Rejected' },
] as const;
export type InvoiceRequestStatus = OptionValue<typeof INVOICE_REQUEST_STATUSES>;
const STATUS_CODES = optionCodes(INVOICE_REQUEST_STATUSES);
export const invoiceRequestStatusLabel = optionLabel(INVOICE_REQUEST_STATUSES);

export const INVOICE_REQUEST_MESSAGES = {
  feeHead: 'Choose a fee head from the list',
  decided: 'This request is already decided',
} as const;
export const INVOICE_REQUEST_TOASTS = {
  requested: 'Invoice Requested Successfully',
  invoiced: 'Invoice Created Successfully',
  rejected: 'Request Rejected Successfully',
  failed: 'Failed to update the request, please try again!',
} as const;

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
export const invoiceRequestParams = z.object({ requestId: id('Request not found') });

export const invoiceRequestInput = z.object({
  feeHeadId: id(INVOICE_REQUEST_MESSAGES.feeHead),
  notes: optionalText(500),
});
export type InvoiceRequestInput = z.infer<typeof invoiceRequestInput>;

export const invoiceRequestListQuery = pageQuery.extend({
  status: z.enum(STATUS_CODES).optional(),
  feeHeadId: id(INVOICE_REQUEST_MESSAGES.feeHead).optional(),
});
export type InvoiceRequestListQuery = z.infer<typeof invoiceRequestListQuery>;

export const invoiceRequest = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  studentName: safeString(),
  feeHeadId: z.number().int(),
  feeHead: safeString(),
  notes: safeString().nullable(),
  status: z.enum(STATUS_CODES),
  invoiceId: z.number().int().nullable(),
  reason: safeString().nullable(),
  decidedByName: safeString().nullable(),
  decidedAt: safeString().nullable(),
  createdAt: safeString(),
});
export type InvoiceRequest = z.infer<typeof invoiceRequest>;

/** Invoicing a request: the invoice's type, title, amount and due date (its item is the requested fee head). */
export const invoiceRequestInvoiceInput = z.object({
  type: z.coerce.number().int().min(1).max(20),
  title: text(200),
  amount: positiveMoney,
  dueDate: isoDate,
  semesterId: id('Choose an active semester').optional(),
});
export type InvoiceRequestInvoiceInput = z.infer<typeof invoiceRequestInvoiceInput>;

export const feeHeadOptions = z.object({ items: z.array(z.object({ value: z.number().int(), label: safeString() })) });

/** The accounting office's notifications (/accounting/notifications): what waits on it, each with its link. */
export const accountingNotification = z.object({
  key: safeString(),
  label: safeString(),
  count: z.number().int(),
  link: safeString(),
});
export const accountingNotifications = z.object({ items: z.array(accountingNotification) });
export type AccountingNotification = z.infer<typeof accountingNotification>;

/** The notifications' entries, in order: what each counts and where it leads. */
export const ACCOUNTING_NOTIFICATION_ENTRIES = [
  { key: 'paymentsVerify', label: 'Unverified payments', link: '/accounting/unverified-notifications' },
  { key: 'invoiceRequests', label: 'Invoice requests', link: '/accounting/invoice-requests?status=pending' },
  { key: 'med6LoaVerify', label: 'Med6 LOA payments to verify', link: '/accounting/loa/med6Loa?view=verification' },
  {
    key: 'clinicalLoaVerify',
    label: 'Clinical LOA payments to verify',
    link: '/accounting/loa/clinicalLoa?view=verification',
  },
  { key: 'overdueInvoices', label: 'Students with overdue invoices', link: '/accounting/invoices/send-reminder' },
] as const;
export type AccountingNotificationKey = (typeof ACCOUNTING_NOTIFICATION_ENTRIES)[number]['key'];
