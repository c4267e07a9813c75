import { useQuery } from '@tanstack/react-query';
import { useApiMutation } from '../../../app/api';
import { call, listUrl, useGet, type ApiAnswer, type ApiArgs, type ListRow } from '../../../app/client';
import type { InvoiceRunKind } from '@caduceus/contracts';

/** A run's answers as the server declares them (api-schema.d.ts). */
export type RunPreview = ApiAnswer<'post', '/api/accounting/invoice-runs/preview'>;
export type RunStudent = RunPreview['items'][number];
export type RunStatus = ApiAnswer<'get', '/api/accounting/invoice-runs/{runId}'>;
export type RunHead = ApiAnswer<'get', '/api/accounting/invoice-runs/fee-heads'>[number];
/** The body of a preview and of a run: step 1's choices, as the contracts read them. */
export type RunBody = ApiArgs<'post', '/api/accounting/invoice-runs'>['body'];

/** The fee heads the type's fee table prices (step 1's choice). */
export const useRunHeads = (type: number | undefined, kind?: InvoiceRunKind) =>
  useGet('/api/accounting/invoice-runs/fee-heads', type ? { query: { type, kind } } : null);

/** Step 2: a page of the students invoiced or skipped, and the totals; nothing is written. */
export function useRunPreview(body: RunBody | null, show: 'invoiced' | 'skipped', page: number, pageSize: number) {
  return useQuery({
    queryKey: ['/api/accounting/invoice-runs/preview', body, show, page, pageSize],
    queryFn: ({ signal }) =>
      call('post', '/api/accounting/invoice-runs/preview', {
        body: body!,
        query: { show, page, pageSize },
        signal,
      }),
    enabled: body !== null,
    placeholderData: (previous) => previous,
  });
}

/** Starts the run once per wizard: the same Idempotency-Key on every retry answers the same run. */
export const useStartRun = () =>
  useApiMutation(
    ({ body, key }: { body: RunBody; key: string }) =>
      call('post', '/api/accounting/invoice-runs', { body, header: { 'idempotency-key': key } }),
    { invalidate: ['/api/students/'], errorToast: false },
  );

/** The run as it goes: asked again every second until it is done. */
export const useRun = (runId: string | null) =>
  useGet('/api/accounting/invoice-runs/{runId}', runId ? { path: { runId } } : null, {
    refetchInterval: (q) => {
      const state = (q.state.data as RunStatus | undefined)?.state;
      return state === 'completed' || state === 'failed' ? false : 1000;
    },
  });

/** What a kind's runs issued, a page at a time (the list under the wizard). */
export const ISSUED_PATH = listUrl('/api/accounting/invoice-runs/invoices');
export type IssuedRow = ListRow<'/api/accounting/invoice-runs/invoices'>;

/** The semesters and titles of the kind's invoices: the issued list's filters and step 1's title suggestions. */
export const useIssuedChoices = (kind: InvoiceRunKind) =>
  useGet('/api/accounting/invoice-runs/invoice-choices', { query: { kind } });
