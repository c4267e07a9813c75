import { useApiMutation } from '../../../app/api';
import { call, listUrl, type ListRow } from '../../../app/client';

/** The rows as the server declares them (api-schema.d.ts): a payment with its student and verification. */
export type AccountingPaymentRow = ListRow<'/api/accounting/payments'>;

/** The accounting office's lists: the unverified payments queue and every payment. */
export const ACCOUNTING_PAYMENT_PATHS = {
  unverified: listUrl('/api/accounting/unverified-payments'),
  payments: listUrl('/api/accounting/payments'),
} as const;

/** A verification, rejection or new reference changes both lists and the payment's details. */
const invalidate = ['/api/accounting/', '/api/students/'];

/** The queue's moves and the payment's reference; the screens toast their own failures (errorToast false). */
export function useAccountingPaymentWrites() {
  return {
    step1: useApiMutation(
      (paymentId: number) =>
        call('post', '/api/accounting/unverified-payments/{paymentId}/step1', { path: { paymentId } }),
      { invalidate, errorToast: false },
    ),
    step2: useApiMutation(
      (paymentId: number) =>
        call('post', '/api/accounting/unverified-payments/{paymentId}/step2', { path: { paymentId } }),
      { invalidate, errorToast: false },
    ),
    reject: useApiMutation(
      ({ paymentId, reason }: { paymentId: number; reason: string }) =>
        call('post', '/api/accounting/unverified-payments/{paymentId}/reject', {
          path: { paymentId },
          body: { reason },
        }),
      { invalidate, errorToast: false },
    ),
    reference: useApiMutation(
      ({ paymentId, reference }: { paymentId: number; reference: string }) =>
        call('put', '/api/accounting/payments/{paymentId}/reference', { path: { paymentId }, body: { reference } }),
      { invalidate, errorToast: false },
    ),
  };
}
