import type {
  DirectPaymentInput,
  MalpracticeInput,
  NoInvoiceCreatedOnInput,
  StudentLoanInput,
} from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { apiUrl, call, listUrl, useGet, type ApiAnswer, type ListRow } from '../../../app/client';

/** The rows as the server declares them (api-schema.d.ts). */
export type DirectPaymentRow = ListRow<'/api/students/{studentId}/direct-payments'>;
export type OldPaymentRow = ListRow<'/api/students/{studentId}/old-payments'>;
export type LoanRow = ApiAnswer<'get', '/api/students/{studentId}/loans'>['items'][number];
export type PolicyRow = ApiAnswer<'get', '/api/students/{studentId}/malpractice-insurance'>['items'][number];

export const EXTRA_PATHS = {
  direct: (studentId: number) => listUrl('/api/students/{studentId}/direct-payments', { studentId }),
  old: (studentId: number) => listUrl('/api/students/{studentId}/old-payments', { studentId }),
  loans: (studentId: number) => apiUrl('/api/students/{studentId}/loans', { studentId }),
  policies: (studentId: number) => apiUrl('/api/students/{studentId}/malpractice-insurance', { studentId }),
} as const;

export const useDirectPaymentOptions = (studentId: number, enabled: boolean) =>
  useGet('/api/students/{studentId}/direct-payments/options', enabled ? { path: { studentId } } : null);
export const useLoans = (studentId: number) => useGet('/api/students/{studentId}/loans', { path: { studentId } });
export const usePolicies = (studentId: number) =>
  useGet('/api/students/{studentId}/malpractice-insurance', { path: { studentId } });

/** The writes; forms show their own errors (errorToast false). */
export function useExtraWrites(studentId: number) {
  const money = [
    EXTRA_PATHS.direct(studentId),
    apiUrl('/api/students/{studentId}/credits', { studentId }),
    apiUrl('/api/students/{studentId}/ledger', { studentId }),
    apiUrl('/api/students/{studentId}/balance', { studentId }),
  ];
  return {
    /** `key`: the Idempotency-Key of the opened dialog, the same for each retry of it */
    directPay: useApiMutation(
      ({ body, key }: { body: DirectPaymentInput; key: string }) =>
        call('post', '/api/students/{studentId}/direct-payments', {
          path: { studentId },
          header: { 'idempotency-key': key },
          body,
        }),
      { invalidate: money, errorToast: false },
    ),
    createdOn: useApiMutation(
      ({ paymentId, body }: { paymentId: number; body: NoInvoiceCreatedOnInput }) =>
        call('put', '/api/students/{studentId}/direct-payments/{paymentId}/created-on', {
          path: { studentId, paymentId },
          body,
        }),
      { invalidate: [EXTRA_PATHS.direct(studentId)], errorToast: false },
    ),
    saveLoan: useApiMutation(
      (body: StudentLoanInput) => call('post', '/api/students/{studentId}/loans', { path: { studentId }, body }),
      { invalidate: [EXTRA_PATHS.loans(studentId)], errorToast: false },
    ),
    deleteLoan: useApiMutation(
      (loanId: number) => call('delete', '/api/students/{studentId}/loans/{loanId}', { path: { studentId, loanId } }),
      { invalidate: [EXTRA_PATHS.loans(studentId)] },
    ),
    addPolicy: useApiMutation(
      (body: MalpracticeInput) =>
        call('post', '/api/students/{studentId}/malpractice-insurance', { path: { studentId }, body }),
      { invalidate: [EXTRA_PATHS.policies(studentId)], errorToast: false },
    ),
  };
}

export const useInvoicePlan = (studentId: number, invoiceId: number) =>
  useGet('/api/students/{studentId}/invoices/{invoiceId}/plan', { path: { studentId, invoiceId } });

/** An invoice's stage, date and installments: each refreshes the invoice (its details and lists). */
export function usePlanWrites(studentId: number, invoiceId: number) {
  const invalidate = [
    apiUrl('/api/students/{studentId}/invoices', { studentId }),
    apiUrl('/api/students/{studentId}/activity-log', { studentId }),
  ];
  const path = { studentId, invoiceId };
  return {
    stage: useApiMutation(
      (body: { stageId: number; reason: string }) =>
        call('put', '/api/students/{studentId}/invoices/{invoiceId}/stage', { path, body }),
      { invalidate, errorToast: false },
    ),
    date: useApiMutation(
      (body: { invoiceDate: string; reason: string }) =>
        call('put', '/api/students/{studentId}/invoices/{invoiceId}/invoice-date', { path, body }),
      { invalidate, errorToast: false },
    ),
    installments: useApiMutation(
      (body: { installments: number; semesterId?: number | null }) =>
        call('put', '/api/students/{studentId}/invoices/{invoiceId}/installments', { path, body }),
      { invalidate, errorToast: false },
    ),
  };
}

/** invoiceScholarShipView, or for a credit paid in directly creditDetailsNoInvoiceView (with its payment). */
export const useCreditInvoices = (studentId: number, creditId: number | null, direct: boolean) =>
  useGet(
    '/api/students/{studentId}/credits/{creditId}/invoices',
    creditId && !direct ? { path: { studentId, creditId } } : null,
  );
export const useCreditNoInvoice = (studentId: number, creditId: number | null, direct: boolean) =>
  useGet(
    '/api/students/{studentId}/credits/{creditId}/no-invoice',
    creditId && direct ? { path: { studentId, creditId } } : null,
  );
