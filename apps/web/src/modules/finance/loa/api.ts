import type { LoaInput, LoaKind } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { call, listUrl, useGet, type ListRow } from '../../../app/client';

export type LoaRow = ListRow<'/api/accounting/loas/{kind}'>;
export type EligibleRow = ListRow<'/api/accounting/loas/{kind}/eligible'>;

/** The LOA screens' lists, by kind: the create list, the LOAs made, those whose payment waits for verification. */
export const LOA_PATHS = {
  eligible: (kind: LoaKind) => listUrl('/api/accounting/loas/{kind}/eligible', { kind }),
  list: (kind: LoaKind) => listUrl('/api/accounting/loas/{kind}', { kind }),
  verification: (kind: LoaKind) => listUrl('/api/accounting/loas/{kind}/verification', { kind }),
};

export const useLoaFeeHeads = (kind: LoaKind, enabled: boolean) =>
  useGet('/api/accounting/loas/{kind}/fee-heads', enabled ? { path: { kind } } : null);

/** An LOA made or verified changes the lists and the student's invoices. */
const invalidate = ['/api/accounting/', '/api/students/'];

export function useLoaWrites(kind: LoaKind) {
  return {
    /** `key`: the Idempotency-Key of the opened dialog, the same for each retry of it */
    create: useApiMutation(
      ({ body, key }: { body: LoaInput; key: string }) =>
        call('post', '/api/accounting/loas/{kind}', { path: { kind }, header: { 'idempotency-key': key }, body }),
      { invalidate, errorToast: false },
    ),
    verify: useApiMutation(
      (loaId: number) => call('post', '/api/accounting/loas/{kind}/{loaId}/verify', { path: { kind, loaId } }),
      { invalidate, errorToast: false },
    ),
  };
}
