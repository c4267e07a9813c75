import type { AddCreditInput, ApplyCreditInput, AwardScholarshipInput, RefundCreditInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { apiUrl, call, listUrl, useGet, type ListRow } from '../../../app/client';
import { INVOICE_PATHS } from '../invoices/api';

/** The rows as the server declares them (api-schema.d.ts). */
export type CreditRow = ListRow<'/api/students/{studentId}/credits'>;
export type OpenInvoice = ListRow<'/api/students/{studentId}/invoices'>;

/** A student's credits and scholarships: the URLs the tab uses as such (lists, refreshes). */
export const CREDIT_PATHS = {
  credits: (studentId: number) => listUrl('/api/students/{studentId}/credits', { studentId }),
  deleted: (studentId: number) => listUrl('/api/students/{studentId}/credits/deleted', { studentId }),
  summary: (studentId: number) => apiUrl('/api/students/{studentId}/credits/summary', { studentId }),
} as const;

/**
 * What a write on a credit changes: the credits (lists, summary and details share the prefix), and, as a
 * credit pays invoices or is taken back off them, the invoices, payments, ledger and balance of the
 * Invoices & Payments tab, and the record's activity log.
 */
const creditViews = (studentId: number) => [
  CREDIT_PATHS.credits(studentId),
  INVOICE_PATHS.invoices(studentId),
  INVOICE_PATHS.payments(studentId),
  INVOICE_PATHS.ledger(studentId),
  INVOICE_PATHS.balance(studentId),
  apiUrl('/api/students/{studentId}/activity-log', { studentId }),
];

export const useCreditSummary = (studentId: number) =>
  useGet('/api/students/{studentId}/credits/summary', { path: { studentId } });

export const useRefundTypes = (enabled: boolean) => useGet('/api/finance/refund-types', enabled ? {} : null);

/** The student's invoices a credit can pay: not cancelled, something owed (the first 100, oldest due first). */
export const useOpenInvoices = (studentId: number, enabled: boolean) =>
  useGet(
    '/api/students/{studentId}/invoices',
    enabled ? { path: { studentId }, query: { pageSize: 100, sort: 'dueDate' } } : null,
  );

/** The writes of the tab; forms show their own errors (errorToast false). `key`: the opened dialog's Idempotency-Key. */
export function useCreditWrites(studentId: number) {
  const invalidate = creditViews(studentId);
  const path = (creditId: number) => ({ studentId, creditId });
  return {
    add: useApiMutation(
      ({ body, key }: { body: AddCreditInput; key: string }) =>
        call('post', '/api/students/{studentId}/credits', {
          path: { studentId },
          header: { 'idempotency-key': key },
          body,
        }),
      { invalidate, errorToast: false },
    ),
    award: useApiMutation(
      ({ body, key }: { body: AwardScholarshipInput; key: string }) =>
        call('post', '/api/students/{studentId}/scholarships', {
          path: { studentId },
          header: { 'idempotency-key': key },
          body,
        }),
      { invalidate, errorToast: false },
    ),
    apply: useApiMutation(
      ({ creditId, body, key }: { creditId: number; body: ApplyCreditInput; key: string }) =>
        call('post', '/api/students/{studentId}/credits/{creditId}/apply', {
          path: path(creditId),
          header: { 'idempotency-key': key },
          body,
        }),
      { invalidate, errorToast: false },
    ),
    refund: useApiMutation(
      ({ creditId, body, key }: { creditId: number; body: RefundCreditInput; key: string }) =>
        call('post', '/api/students/{studentId}/credits/{creditId}/refunds', {
          path: path(creditId),
          header: { 'idempotency-key': key },
          body,
        }),
      { invalidate, errorToast: false },
    ),
    remove: useApiMutation(
      ({ creditId, reason }: { creditId: number; reason: string }) =>
        call('post', '/api/students/{studentId}/credits/{creditId}/delete', { path: path(creditId), body: { reason } }),
      { invalidate, errorToast: false },
    ),
    createdOn: useApiMutation(
      ({ creditId, createdOn }: { creditId: number; createdOn: string }) =>
        call('put', '/api/students/{studentId}/credits/{creditId}/created-on', {
          path: path(creditId),
          body: { createdOn },
        }),
      { invalidate, errorToast: false },
    ),
    reference: useApiMutation(
      ({ creditId, reference }: { creditId: number; reference: string }) =>
        call('put', '/api/students/{studentId}/credits/{creditId}/reference', {
          path: path(creditId),
          body: { reference },
        }),
      { invalidate, errorToast: false },
    ),
  };
}
