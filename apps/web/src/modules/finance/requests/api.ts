import type { InvoiceRequestInvoiceInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { call, listUrl, useGet, type ListRow } from '../../../app/client';

export type InvoiceRequestRow = ListRow<'/api/accounting/invoice-requests'>;
export const INVOICE_REQUEST_PATHS = {
  requests: listUrl('/api/accounting/invoice-requests'),
  ofStudent: (studentId: number) => listUrl('/api/students/{studentId}/invoice-requests', { studentId }),
} as const;

export const useRequestHeads = () => useGet('/api/invoice-requests/fee-heads', {});
export const useAccountingNotifications = () => useGet('/api/accounting/notifications', {});

const invalidate = ['/api/accounting/', '/api/students/', '/api/notifications'];

export function useInvoiceRequestWrites() {
  return {
    invoice: useApiMutation(
      ({ requestId, body, key }: { requestId: number; body: InvoiceRequestInvoiceInput; key: string }) =>
        call('post', '/api/accounting/invoice-requests/{requestId}/invoice', {
          path: { requestId },
          header: { 'idempotency-key': key },
          body,
        }),
      { invalidate, errorToast: false },
    ),
    reject: useApiMutation(
      ({ requestId, reason }: { requestId: number; reason: string }) =>
        call('post', '/api/accounting/invoice-requests/{requestId}/reject', { path: { requestId }, body: { reason } }),
      { invalidate, errorToast: false },
    ),
  };
}
