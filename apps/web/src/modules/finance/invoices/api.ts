import type { CreateInvoiceInput, PayInvoiceInput, ReasonInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { apiUrl, call, listUrl, useGet, type ApiAnswer, type ListRow } from '../../../app/client';

/** The rows and answers as the server declares them (api-schema.d.ts). */
export type InvoiceRow = ListRow<'/api/students/{studentId}/invoices'>;
export type PaymentRow = ListRow<'/api/students/{studentId}/payments'>;
export type LedgerRow = ListRow<'/api/students/{studentId}/ledger'>;
export type InvoiceDetail = ApiAnswer<'get', '/api/students/{studentId}/invoices/{invoiceId}'>;

/** A student's invoices, payments and ledger: the URLs the screens use as such (lists, refreshes). */
export const INVOICE_PATHS = {
  invoices: (studentId: number) => listUrl('/api/students/{studentId}/invoices', { studentId }),
  cancelled: (studentId: number) => listUrl('/api/students/{studentId}/invoices/cancelled', { studentId }),
  payments: (studentId: number) => listUrl('/api/students/{studentId}/payments', { studentId }),
  ledger: (studentId: number) => listUrl('/api/students/{studentId}/ledger', { studentId }),
  balance: (studentId: number) => apiUrl('/api/students/{studentId}/balance', { studentId }),
  /** the invoice as a PDF, and the payment statement (all postings to today) */
  pdf: (studentId: number, invoiceId: number) =>
    apiUrl('/api/students/{studentId}/invoices/{invoiceId}/pdf', { studentId, invoiceId }),
  statement: (studentId: number) => apiUrl('/api/students/{studentId}/payment-statement', { studentId }),
  /** a payment's receipt */
  receipt: (studentId: number, paymentId: number) =>
    apiUrl('/api/students/{studentId}/payments/{paymentId}/receipt', { studentId, paymentId }),
} as const;

/**
 * What a write on the student's money changes: the invoices (lists and details share the prefix), the
 * payments, the ledger, the balance and the record's activity log.
 */
const moneyViews = (studentId: number) => [
  INVOICE_PATHS.invoices(studentId),
  INVOICE_PATHS.payments(studentId),
  INVOICE_PATHS.ledger(studentId),
  INVOICE_PATHS.balance(studentId),
  apiUrl('/api/students/{studentId}/activity-log', { studentId }),
];

export const useStudentBalance = (studentId: number) =>
  useGet('/api/students/{studentId}/balance', { path: { studentId } });

export const useInvoiceTypes = (studentId: number, enabled = true) =>
  useGet('/api/students/{studentId}/invoice-types', enabled ? { path: { studentId } } : null);

export const useInvoice = (studentId: number, invoiceId: number | null) =>
  useGet('/api/students/{studentId}/invoices/{invoiceId}', invoiceId ? { path: { studentId, invoiceId } } : null);

/** The writes of the tab; forms show their own errors (errorToast false), the rest toast them. */
export function useInvoiceWrites(studentId: number) {
  const invalidate = moneyViews(studentId);
  return {
    /** `key`: the Idempotency-Key of the opened dialog, the same for each retry of it */
    create: useApiMutation(
      ({ body, key }: { body: CreateInvoiceInput; key: string }) =>
        call('post', '/api/students/{studentId}/invoices', {
          path: { studentId },
          header: { 'idempotency-key': key },
          body,
        }),
      { invalidate, errorToast: false },
    ),
    pay: useApiMutation(
      ({ invoiceId, body, key }: { invoiceId: number; body: PayInvoiceInput; key: string }) =>
        call('post', '/api/students/{studentId}/invoices/{invoiceId}/payments', {
          path: { studentId, invoiceId },
          header: { 'idempotency-key': key },
          body,
        }),
      { invalidate, errorToast: false },
    ),
    dueDate: useApiMutation(
      ({ invoiceId, dueDate }: { invoiceId: number; dueDate: string }) =>
        call('put', '/api/students/{studentId}/invoices/{invoiceId}/due-date', {
          path: { studentId, invoiceId },
          body: { dueDate },
        }),
      { invalidate, errorToast: false },
    ),
    cancelInvoice: useApiMutation(
      ({ invoiceId, body }: { invoiceId: number; body: ReasonInput }) =>
        call('post', '/api/students/{studentId}/invoices/{invoiceId}/cancel', { path: { studentId, invoiceId }, body }),
      { invalidate, errorToast: false },
    ),
    cancelPayment: useApiMutation(
      ({ paymentId, body }: { paymentId: number; body: ReasonInput }) =>
        call('post', '/api/students/{studentId}/payments/{paymentId}/cancel', { path: { studentId, paymentId }, body }),
      { invalidate, errorToast: false },
    ),
    deleteItem: useApiMutation(
      ({ invoiceId, itemId }: { invoiceId: number; itemId: number }) =>
        call('delete', '/api/students/{studentId}/invoices/{invoiceId}/items/{itemId}', {
          path: { studentId, invoiceId, itemId },
        }),
      { invalidate, errorToast: false },
    ),
  };
}
export type InvoiceWrites = ReturnType<typeof useInvoiceWrites>;
